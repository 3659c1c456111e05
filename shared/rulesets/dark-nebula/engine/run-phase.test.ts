/** The phase engine: pending decisions in interactive runs, decisions given by key, GM overrides, replay. */
import { describe, expect, it } from 'vitest';
import { put, testWorld } from '../fixtures';
import { seedRng } from '../../../rng';
import { runPhase } from './run-phase';
import { runGameTurn } from './run-turn';

const SHEET = 'RANGE KEEP\nWITHDRAW NEVER\nFIRE LONG MISSILE\nFIRE SHORT BEST\nDEFENSIVE YES\nSURPLUS STACK\nGROUND SECOND-LINE';

function battleWorld() {
  const world = testWorld();
  world.cursor = { turn: 1, player: 'aslan', phase: 'combat1' };
  put(world, 'aslan.CR', 'aslan', 'osa');
  put(world, 'solomani.CS', 'human', 'osa');
  return world;
}

describe('runPhase', () => {
  it('an interactive run stops on a decision no instruction covers, and leaves the world as it was', () => {
    const world = battleWorld();
    const before = JSON.stringify(world);
    const r = runPhase(world, { interactive: true }, seedRng('p'));
    expect(r.complete).toBe(false);
    expect(r.pending[0]).toMatchObject({ key: 't1.aslan.combat1/osa/battle', kind: 'battle', decider: 'aslan', defaultValue: true });
    expect(JSON.stringify(r.world)).toBe(before);
    expect(r.rngState).toEqual(seedRng('p'));
  });
  it('given the decision and standing instructions for the rest, the phase completes', () => {
    const world = battleWorld();
    const r = runPhase(world, { interactive: true, decisions: { 't1.aslan.combat1/osa/battle': true }, orders: { aslan: { combat: SHEET }, human: { combat: SHEET } } }, seedRng('p'));
    expect(r.pending).toEqual([]);
    expect(r.complete).toBe(true);
    expect(r.events.some((e) => e.kind === 'battle-end')).toBe(true);
    expect(r.world.cursor).toEqual({ turn: 1, player: 'aslan', phase: 'reaction-move' });
    expect(r.decisions.find((d) => d.key === 't1.aslan.combat1/osa/battle')?.source).toBe('given');
  });
  it('a decline decision (or DECLINE line) skips the battle', () => {
    const world = battleWorld();
    const r = runPhase(world, { orders: { aslan: { combat: 'DECLINE Osa' } } }, seedRng('p'));
    expect(r.events.some((e) => e.kind === 'battle-start')).toBe(false);
    expect(r.events.some((e) => e.kind === 'battle-declined')).toBe(true);
  });
  it('GM overrides are logged as RU events with their note', () => {
    const world = battleWorld();
    const r = runPhase(world, { orders: { aslan: { combat: 'DECLINE Osa' } }, gm: { ruAdjust: [{ side: 'human', amount: 5, note: 'boom (recession table ruling)' }] } }, seedRng('p'));
    expect(r.world.sides.human.ru).toBe(5);
    expect(r.events.find((e) => e.kind === 'ru')?.text).toContain('GM override: boom');
  });
  it('forced dice go through the same path and are marked forced', () => {
    const world = battleWorld();
    const r = runPhase(world, { forced: [6, 1] }, seedRng('p'));
    const first = r.dice.slice(0, 2);
    expect(first.map((d) => [d.raw[0], d.forced])).toEqual([
      [6, true],
      [1, true],
    ]);
  });
  it('a whole game turn runs the 17 steps of the sequence of play', () => {
    const world = testWorld();
    const r = runGameTurn(world, {}, seedRng('t'));
    expect(r.phases).toHaveLength(17);
    expect(r.world.cursor).toEqual({ turn: 2, player: 'human', phase: 'mp' });
  });
});
