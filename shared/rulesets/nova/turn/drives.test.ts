import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { parseOrderText } from '../orders/parse-sheet';
import { jdLimitReason, workingJd } from './drives';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** A – B – C – D in a row (warp letters: the next system's letter is the way on). */
function line4(units: (b: WorldBuilder) => WorldBuilder): TurnWorld {
  const b = new WorldBuilder(5)
    .empire('e1')
    .empire('e2')
    .home('a', 'e1')
    .system('b', { type: 4 })
    .system('c', { type: 4 })
    .system('d', { type: 4 })
    .line('ab', 'a', 'B', 'b', 'A')
    .line('bc', 'b', 'C', 'c', 'B')
    .line('cd', 'c', 'D', 'd', 'C')
    .design('cruiser', 'e1', 'Cruiser', [['IE', 2], ['JD', 3], ['BL', 15]])
    .design('spare', 'e1', 'Spare Drives', [['IE', 2], ['JD', 3], ['JD', 2]])
    .design('alien', 'e2', 'Alien', [['IE', 2], ['JD', 3]]);
  return units(b).build();
}
const damage = (fields: { ieLost?: number; jdLost?: number }) => ({ damage: { sd: 0, armourLost: 0, destroyed: [], ieLost: fields.ieLost ?? 0, jdLost: fields.jdLost ?? 0 } });
const at = (w: TurnWorld, id: string) => w.units.find((u) => u.id === id)?.systemId;
/** D (where the sheet's orders are given to the ships) then F, as the turn runs them. */
function move(w: TurnWorld, rows: string[], empire = 'e1') {
  const orders = [sheet(empire, rows.map((r) => ['movement', r] as const))];
  return movementStep(stepInput(cargoStep(stepInput(w, orders)).world, orders));
}

describe('NOVA: JUMP DRIVE in strategic movement', () => {
  it('"Each point of JD allows a ship to jump down one warpline per turn": JD3 makes 3 jumps', () => {
    const out = move(line4((b) => b.unit('s1', 'e1', 'ship', 'a', { name: 'ONE', designId: 'cruiser' })), ['A | ONE | B - C - D | F |']);
    expect(at(out.world, 's1')).toBe('d');
  });

  it('levels lost to critical hits (not repaired) are jumps lost; a JD lost whole jumps no more', () => {
    const w = line4((b) => b.unit('s1', 'e1', 'ship', 'a', { name: 'ONE', designId: 'cruiser', ...damage({ jdLost: 2 }) }).unit('s2', 'e1', 'ship', 'a', { name: 'TWO', designId: 'cruiser', ...damage({ jdLost: 3 }) }));
    expect(workingJd(w.units.find((u) => u.id === 's1')!, w.designs)).toBe(1);
    const out = move(w, ['A | ONE | B - C - D | F |', 'A | TWO | B | F |']);
    expect(at(out.world, 's1')).toBe('b');
    expect(at(out.world, 's2')).toBe('a');
    const stops = out.events.filter((e) => e.kind === 'move-stopped').map((e) => (e.kind === 'move-stopped' ? [e.code, e.reason] : []));
    expect(stops).toEqual([
      ['JD', "ONE's JD3 lost 2 levels in battle: at most 1 jump a turn (NOVA: JUMP DRIVE)"],
      ['JD', "TWO's JD3 was destroyed in battle (3 levels lost, not repaired): it cannot jump (NOVA: JUMP DRIVE)"],
    ]);
  });

  it('"more than one jump drive … but only one may be in use at a time": JD3 and a spare JD2 make 3 jumps, not 5', () => {
    const w = line4((b) => b.unit('s1', 'e1', 'ship', 'a', { name: 'ONE', designId: 'spare' }));
    expect(workingJd(w.units[w.units.length - 1]!, w.designs)).toBe(3);
    expect(jdLimitReason(w.units[w.units.length - 1]!, w.designs)).toBe('ONE has JD3: at most 3 jumps a turn');
  });

  it('"Ships can\'t be towed through jump. They may be carried using Launch Bays or Cargo Holds": a ship with no JD stays', () => {
    const w = line4((b) => b.design('barge', 'e1', 'Barge', [['IE', 2]]).unit('s1', 'e1', 'ship', 'a', { name: 'BARGE', designId: 'barge' }).unit('s2', 'e1', 'ship', 'a', { name: 'TUG', designId: 'cruiser' }));
    const out = move(w, ['A | BARGE, TUG | B | F |']);
    expect([at(out.world, 's1'), at(out.world, 's2')]).toEqual(['a', 'b']);
    expect(out.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'JD', reason: 'BARGE has no jump drive', unitIds: ['s1'] });
  });

  it('the order check counts the levels lost too (JD)', () => {
    const w = line4((b) => b.unit('s1', 'e1', 'ship', 'a', { name: 'ONE', designId: 'cruiser', ...damage({ jdLost: 2 }) }));
    const lines = parseOrderText('MOVEMENT\nA | ONE | B - C | F |')[0]?.lines ?? [];
    const input = { empireId: 'e1', systems: w.systems, warpLines: w.warpLines, units: w.units, designs: w.designs, knowledge: w.knowledge, empires: w.empires };
    expect(checkSheet(lines, input).filter((d) => d.code === 'JD').map((d) => d.message)).toEqual(['Route: 2 jumps, but ONE has JD1: at most 1 jumps a turn']);
  });
});

describe('NOVA: IMPULSE ENGINE, WARP POINT DRIFT — a ship without an IE still jumps', () => {
  it('"Ships without IEs may jump to systems where they can get help": no IE left, it jumps on its own JD', () => {
    const out = move(line4((b) => b.unit('s1', 'e1', 'ship', 'a', { name: 'HULK', designId: 'cruiser', ...damage({ ieLost: 2 }) })), ['A | HULK | B - C | F |']);
    expect(at(out.world, 's1')).toBe('c');
  });
});
