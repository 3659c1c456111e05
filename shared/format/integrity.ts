/**
 * Cross-record checks of a game: every reference points at a record that exists,
 * and no id is used twice. Returns problems; an empty list means the game hangs together.
 */
import type { GameRecords } from './records';
import type { Problem } from './problems';

const MAX_PROBLEMS = 50;

export function checkIntegrity(records: GameRecords): Problem[] {
  const problems: Problem[] = [];
  const report = (where: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ where, message });
  };

  const ids = (name: 'empires' | 'systems' | 'warpLines' | 'units' | 'orders' | 'events' | 'diceRolls' | 'designs' | 'knowledge') => {
    const seen = new Map<string, number>();
    records[name].forEach((row, index) => {
      const first = seen.get(row.id);
      if (first !== undefined) report(`${name}[${index}].id`, `"${row.id}" is already the id of ${name}[${first}]`);
      else seen.set(row.id, index);
    });
    return seen;
  };
  const empires = ids('empires');
  const systems = ids('systems');
  ids('warpLines');
  ids('units');
  ids('orders');
  ids('events');
  ids('diceRolls');
  ids('designs');
  ids('knowledge');
  const turnNumbers = new Set<number>();
  records.turns.forEach((turn, index) => {
    if (turnNumbers.has(turn.number)) report(`turns[${index}].number`, `turn ${turn.number} appears twice`);
    turnNumbers.add(turn.number);
  });

  const needEmpire = (where: string, id: string | null | undefined) => {
    if (id != null && !empires.has(id)) report(where, `refers to empire "${id}", which is not in the file`);
  };
  const needSystem = (where: string, id: string | null | undefined) => {
    if (id != null && !systems.has(id)) report(where, `refers to star system "${id}", which is not in the file`);
  };

  records.empires.forEach((empire, i) => needSystem(`empires[${i}].homeSystemId`, empire.homeSystemId));
  records.warpLines.forEach((line, i) => {
    needSystem(`warpLines[${i}].a`, line.a);
    needSystem(`warpLines[${i}].b`, line.b);
    if (line.a === line.b) report(`warpLines[${i}]`, `joins star system "${line.a}" to itself`);
  });
  records.units.forEach((unit, i) => {
    needEmpire(`units[${i}].empireId`, unit.empireId);
    needSystem(`units[${i}].systemId`, unit.systemId);
  });
  records.orders.forEach((sheet, i) => needEmpire(`orders[${i}].empireId`, sheet.empireId));
  records.designs.forEach((design, i) => needEmpire(`designs[${i}].empireId`, design.empireId));
  records.knowledge.forEach((known, i) => {
    needEmpire(`knowledge[${i}].empireId`, known.empireId);
    needSystem(`knowledge[${i}].systemId`, known.systemId);
  });
  return problems;
}
