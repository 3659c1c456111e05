import { describe, expect, it } from 'vitest';
import { checkSheet } from './check';
import { fixture } from './check-fixture';
import { parseOrderText } from './parse-sheet';
import { runTurn } from '../turn/run-turn';
import { sheet, WorldBuilder } from '../turn/test-world';

const diagnostics = (text: string) => {
  const lines = parseOrderText(text).at(0)?.lines ?? [];
  return [...lines.flatMap((l) => l.diagnostics), ...checkSheet(lines, fixture())];
};

// NOVA: WRITING ORDERS (6.8), sentence by sentence (the cargo sentence: turn/empty-transports.test.ts).
describe('NOVA: WRITING ORDERS (6.8)', () => {
  // "The units must be grouped together on the order sheet if they begin the turn in the same system. All units from a single
  // system that are given orders must be listed before going on to other systems."
  it('warns of a system whose units are listed again after another system\'s', () => {
    const grouped = diagnostics('MOVEMENT\nLYRA | DARING | C | F |\nLYRA | BOLD | C | F |\nALGOL | VALIANT | B | F |');
    expect(grouped.filter((d) => d.code === 'GROUPING')).toEqual([]);
    const split = diagnostics('MOVEMENT\nLYRA | DARING | C | F |\nALGOL | VALIANT | B | F |\nLYRA | BOLD | C | F |');
    expect(split.filter((d) => d.code === 'GROUPING').map((d) => [d.line, d.severity, d.message])).toEqual([[4, 'warning', expect.stringContaining("LYRA's units were already listed (up to line 2)")]]);
  });

  // "Units moving together must be listed on the same line if possible." "Ships must have any cargo listed in parentheses, immediately following the ship"
  it('reads ships moving together on one line, each with its cargo in parentheses', () => {
    const row = parseOrderText('MOVEMENT\nLYRA | MULE (2 COL), DARING | C | F |').at(0)?.lines.find((l) => l.row?.kind === 'movement')?.row;
    expect(row).toMatchObject({ start: 'LYRA', ships: [{ name: 'MULE', cargo: ['2 COL'] }, { name: 'DARING', cargo: [] }] });
  });

  // "It is not necessary to write orders for ships forced to retreat. If orders are written the ships must be clearly identified as Retreating."
  it('reads a row marked Retreating', () => {
    const row = parseOrderText('MOVEMENT\nTEDDY | SWIFT | | Retreating |').at(0)?.lines.find((l) => l.row?.kind === 'movement')?.row;
    expect(row).toMatchObject({ retreating: true });
  });

  // "When assigning a unit orders the system it begins in must be clearly identified. The route it is to follow to its destination
  // must be listed, system by system, in the order they are passed through."
  it('a START the empire does not know, and a route not passable system by system, are errors', () => {
    expect(diagnostics('MOVEMENT\nATLANTIS | DARING | C | F |').map((d) => d.code)).toContain('DNE');
    expect(diagnostics('MOVEMENT\nLYRA | DARING | VEGA | F |').map((d) => d.code)).toContain('DNE');
    expect(diagnostics('MOVEMENT\nLYRA | DARING | ALGOL - TEDDY | F |').map((d) => d.code)).toEqual([]);
  });

  // "A unit can't use more than two contact orders. The first being the primary status, the second the default in the event of hostilities."
  it('more than two contact orders is an error', () => {
    expect(diagnostics('MOVEMENT\nLYRA | DARING | C | F,R,N |').map((d) => d.code)).toContain('TOO-MANY-CONTACT');
  });

  // "Regardless of orders, if hostilities occur all of a players ships will go hostile or run. It is NOT possible to send in different
  // ships with different contact orders and have some remain uninvolved while the others participate in the combat."
  it('when hostilities occur every ship of the empire in the system is in the battle, whatever its own order', () => {
    const world = new WorldBuilder(3)
      .empire('aroma')
      .empire('muddy')
      .home('a', 'aroma')
      .system('c', { type: 3 })
      .home('d', 'muddy')
      .design('frigate', 'aroma', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
      .design('raider', 'muddy', 'Raider', [['IE', 2], ['JD', 1], ['BL', 15]])
      .unit('a1', 'aroma', 'ship', 'c', { name: 'Hawk', designId: 'frigate' })
      .unit('a2', 'aroma', 'ship', 'c', { name: 'Dove', designId: 'frigate' })
      .unit('m1', 'muddy', 'ship', 'c', { name: 'Raider', designId: 'raider' })
      .build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'C | HAWK | | H |'], ['movement', 'C | DOVE | | K |']]), sheet('muddy', [['movement', 'C | RAIDER | | T |']])], seed: 's' });
    expect(run.pending.map((b) => [...b.unitIds].sort())).toEqual([['a1', 'a2', 'm1']]);
  });
});
