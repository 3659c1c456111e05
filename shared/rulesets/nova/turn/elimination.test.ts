// NOVA: PLAYER ELIMINATION (8.2): "eliminated from the game when their last world is lost and they can't create another world".
import { describe, expect, it } from 'vitest';
import { eliminationStateOf, eliminationStep, meansToCreateWorld } from './elimination';
import { stepInput, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** e1 has lost its Home Star to e2 and holds only a settlement (Type 6, 2 colonies). */
function worldless(turn: number, colonyUnits: number): TurnWorld {
  const b = new WorldBuilder(turn).empire('e1').empire('e2').home('h1', 'e2').home('h2', 'e2').system('s', { type: 6, status: 'settlement', colonies: 2, ownerId: 'e1' });
  for (let i = 0; i < colonyUnits; i++) b.unit(`c${i}`, 'e1', 'C', 's');
  return b.build();
}

describe('player elimination (NOVA 8.2)', () => {
  it('an empire with a World is not touched', () => {
    const w = new WorldBuilder(5).empire('e1').home('h1', 'e1').build();
    const out = eliminationStep(stepInput(w));
    expect(out.events).toEqual([]);
    expect(out.world.empires[0]).toEqual(w.empires[0]);
  });

  it('without a World and without the colonies to create one, the empire is eliminated at once, told why, and not checked again', () => {
    expect(meansToCreateWorld(worldless(5, 0), 'e1')).toBe(false);
    const out = eliminationStep(stepInput(worldless(5, 0)));
    expect(eliminationStateOf(out.world.empires[0]!)).toEqual({ eliminatedTurn: 5, worldlessSince: 5 });
    expect(out.events).toEqual([expect.objectContaining({ kind: 'ruling', empireId: 'e1', value: 'E1 is eliminated', note: expect.stringMatching(/not the colonies/) })]);
    expect(out.warnings?.map((w) => w.code)).toEqual(['ELIMINATED']);
    const next = eliminationStep(stepInput({ ...out.world, turn: 6 }));
    expect(next.events).toEqual([]);
  });

  it('with the colonies to create one (1 C for its Type 6 settlement), it has the set number of turns, warned each turn', () => {
    expect(meansToCreateWorld(worldless(5, 1), 'e1')).toBe(true);
    let w = worldless(5, 1);
    for (const turn of [5, 6, 7]) {
      const out = eliminationStep(stepInput({ ...w, turn }));
      expect(out.warnings?.map((x) => x.code)).toEqual(['NO-WORLD']);
      expect(out.warnings?.[0]?.message).toMatch(/by the end of turn 8/);
      w = out.world;
    }
    const out = eliminationStep(stepInput({ ...w, turn: 8 }));
    expect(eliminationStateOf(out.world.empires[0]!).eliminatedTurn).toBe(8);
    expect(out.warnings?.[0]?.message).toMatch(/no World created within 3 turns/);
    // The setting: 0 turns eliminates at once.
    expect(eliminationStateOf(eliminationStep(stepInput(worldless(5, 1), [], { turn: { eliminationGraceTurns: 0 } })).world.empires[0]!).eliminatedTurn).toBe(5);
  });

  it('an empire that creates a World in time is no longer counted down', () => {
    const first = eliminationStep(stepInput(worldless(5, 1))).world;
    first.systems = first.systems.map((s) => (s.id === 's' ? { ...s, status: 'world', colonies: 3 } : s));
    const out = eliminationStep(stepInput({ ...first, turn: 6 }));
    expect(out.warnings).toEqual([]);
    expect(eliminationStateOf(out.world.empires[0]!)).toEqual({});
  });
});
