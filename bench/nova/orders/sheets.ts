/**
 * Typed order sheets for the benchmark: `lines` lines per sheet for `sheets` sheets, built
 * from the sample game (its six empires, each used twice for twelve sheets): every section
 * of the paper filled, then movement rows to the length asked, routes through the warp
 * points each empire knows, a few realistic mistakes among them.
 */
import type { GameRecords } from '../../../shared/format/archive';
import { asSystemKnowledge } from '../../../shared/rulesets/nova/map/knowledge';

export function benchSheets(records: GameRecords, sheets = 12, lines = 200): { text: string; empires: string[] } {
  const out: string[] = [];
  const empires: string[] = [];
  for (let s = 0; s < sheets; s++) {
    const empire = records.empires[s % records.empires.length];
    if (!empire) break;
    empires.push(empire.id);
    const home = records.systems.find((x) => x.id === empire.homeSystemId);
    const homeName = home?.name ?? 'HOME';
    const ships = records.units.filter((u) => u.empireId === empire.id && u.kind === 'ship').map((u) => u.name.toUpperCase());
    const homeKnowledge = records.knowledge.map(asSystemKnowledge).find((k) => k?.empireId === empire.id && k.systemId === empire.homeSystemId);
    const letters = (homeKnowledge?.warpPoints ?? []).map((p) => ({ letter: p.letter, to: records.systems.find((x) => x.id === p.leadsTo?.systemId)?.name ?? '' }));
    const sheet: string[] = [
      `EMPIRE : ${empire.name}     TURN : 1`,
      'Production : 210',
      'Treasury : 366',
      'Salvage : Units(Location) : 0',
      'Pillage : Systems(Amount) : 0',
      'Transfers : Amounts(Sender) : 0',
      'Bonus : 0',
      'Total : 576',
      'Expend : 560',
      'Treasury : 16',
      '',
      'EXPENDITURES (In Order of Priority)',
      ...Array.from({ length: 11 }, (_, i) => `${['New RDT', 'Colony', 'Assault Army', 'Research report'][i % 4]} | 1 | ${[40, 60, 30, 5][i % 4]} | ${[40, 60, 30, 5][i % 4]}`),
      '',
      'COMMISSIONS',
      ...Array.from({ length: 5 }, (_, i) => `NEW ${s}-${2 * i} | ${homeName} || NEW ${s}-${2 * i + 1} | ${homeName}`),
      '',
      'RESEARCH (In Order of Priority)',
      ...['BL15-BL20 | B | (17) | [0] | +2 | [2]', 'IE2-IE3 | A | | [0] | +1 | [1]', 'SN20-SN25 | B | (2.25) | [1] | +1 | [2]', 'NSD HORNET | C | | [0] | +1 | [1]', 'EW1-EW2 | A | | [0] | +1 | [1]', 'MD6-MD7 | B | (13) | [2] | 0 | [2]'],
      '',
      'MOVEMENT',
      'START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT',
    ];
    const general = ['GENERAL, SPECIFIC & CONDITIONAL ORDERS', 'GO: all ships Friendly to Empire A, Hostile to all others', 'CO: if attacked, all ships Hostile vs Empire B', 'SO: first ship Tolerate', 'GO: armies H', 'GO: colonists N', 'SO: scouts Q'];
    const orders = ['F,X', 'T', 'H', 'Q,X', 'G', 'N,O', 'F,R,E', 'K,W'];
    let i = 0;
    while (sheet.length < lines - general.length) {
      const ship = ships[i % Math.max(1, ships.length)] ?? `SHIP ${i}`;
      const hop = letters[i % Math.max(1, letters.length)];
      const route = hop ? (i % 3 === 0 ? `${hop.letter} - ${hop.to}` : hop.letter) : '';
      sheet.push(`${homeName} | ${ship}${i % 5 === 0 ? ' (1 COL)' : ''} | ${route} | ${orders[i % orders.length]} | ${homeName}`);
      i++;
    }
    out.push(...sheet, ...general);
  }
  return { text: out.join('\n'), empires };
}
