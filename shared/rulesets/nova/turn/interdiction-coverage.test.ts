import { describe, expect, it } from 'vitest';
import { coverageProblem, dgCoversWarpPoint } from './interdiction-coverage';
import { runTurn } from './run-turn';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { BattleResult, EmpireOrders, TurnWorld } from './types';

// NOVA: DISTORTION GENERATOR — "Interdicting ships must be set up so that the entire warp point is
// within the field of the DG." "Interdiction orders given to ships that … set up such that their DG
// does not cover the entire warp point are automatically ignored."
function chain(): TurnWorld {
  return new WorldBuilder(5)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .system('c', { type: 3 })
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'c', 'B')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2]])
    .design('warden', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20]])
    .unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
    .unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' })
    .build();
}
function move(world: TurnWorld, orders: EmpireOrders[], settings: Record<string, unknown> = {}) {
  const loaded = cargoStep(stepInput(world, orders, settings));
  return movementStep(stepInput(loaded.world, orders, settings));
}
const scout = sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]);
const at = (world: TurnWorld, id: string) => world.units.find((u) => u.id === id)?.systemId;

describe('NOVA: DISTORTION GENERATOR — the DG must cover the entire warp point', () => {
  it('the field reaches DG hexes from the ship; covered when set-up distance + warp point radius ≤ DG', () => {
    expect(dgCoversWarpPoint(20, null, 9)).toBe(true);
    expect(dgCoversWarpPoint(20, { direction: 4, distance: 11 }, 9)).toBe(true);
    expect(dgCoversWarpPoint(20, { direction: 4, distance: 12 }, 9)).toBe(false);
    expect(dgCoversWarpPoint(5, null, 9)).toBe(false);
    expect(dgCoversWarpPoint(5, { direction: 1, distance: 5 }, 0)).toBe(true);
    expect(coverageProblem('Warden', 20, { direction: 4, distance: 12 }, 9)).toBe(
      "Warden's DG20 does not cover the entire warp point (radius 9 hexes) set up 12 hexes from the warp point's centre (4/12): its interdiction order is ignored (NOVA: DISTORTION GENERATOR)",
    );
  });

  it('a Warden (DG20) set up (4/11) interdicts; set up (4/12) its I order is ignored (I-SETUP) and the scout passes', () => {
    const near = move(chain(), [scout, sheet('muddy', [['movement', 'B | WARDEN | | G,I (4/11) |']])]);
    expect(at(near.world, 's')).toBe('b');
    const far = move(chain(), [scout, sheet('muddy', [['movement', 'B | WARDEN | | G,I (4/12) |']])]);
    expect(at(far.world, 's')).toBe('c');
    expect(far.events.find((e) => e.kind === 'order-error' && e.empireId === 'muddy')).toMatchObject({ code: 'I-SETUP', unitIds: ['w'] });
  });

  it('setting warpPointRadius: 0 counts the centre hex only', () => {
    const far = move(chain(), [scout, sheet('muddy', [['movement', 'B | WARDEN | | G,I (4/12) |']])], { turn: { warpPointRadius: 0 } });
    expect(at(far.world, 's')).toBe('b');
  });
});

describe('NOVA: DISTORTION GENERATOR — "No notification is given when interdicted ships are destroyed and an All Contact Lost result occurs. The ACL is attributed to the destination system."', () => {
  it('a scout stopped at B on its way to C and destroyed there: its ACL is the jump into C (B - C), nothing about B\'s DG', () => {
    const world = new WorldBuilder(5)
      .empire('aroma')
      .empire('muddy')
      .home('a', 'aroma')
      .system('b', { type: 5 })
      .system('c', { type: 3 })
      .line('w1', 'a', 'B', 'b', 'A')
      .line('w2', 'b', 'C', 'c', 'B')
      .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2]])
      .design('warden', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20], ['BL', 15]])
      .unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
      .unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' })
      .build();
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | B - C | F |']]), sheet('muddy', [['movement', 'B | WARDEN | | H,I |']])];
    const waiting = runTurn({ world: structuredClone(world), orders, seed: 's' });
    expect(waiting.pending.map((b) => b.systemId)).toEqual(['b']);
    const result: BattleResult = { how: 'entered', destroyed: ['s'], damaged: [], retreated: [] };
    const done = runTurn({ world, orders, seed: 's', decisions: { battles: { [waiting.pending[0]!.id]: { value: result, note: 'fought on the table' } } } });
    const lost = done.events.filter((e) => e.kind === 'contact-lost');
    expect(lost).toMatchObject([{ empireId: 'aroma', systemId: 'b', unitIds: ['s'], fromSystemId: 'b', letter: 'C' }]);
    expect(done.events.filter((e) => e.kind === 'battle' && e.empireId === 'aroma')).toEqual([]);
  });
});
