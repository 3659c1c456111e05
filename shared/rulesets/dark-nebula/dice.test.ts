/** Every die is an event; forced values and the seeded generator go through the same path. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../rng';
import { DiceSource } from './dice';

describe('DiceSource', () => {
  it('uses forced faces first, then the generator, and logs purpose, faces, modifiers and result', () => {
    const d = new DiceSource(seedRng('x'), [6, 2, 9, 0]);
    const a = d.roll('first', 'd6', [{ label: 'close assault', value: 1 }, { label: 'nothing', value: 0 }]);
    expect(a).toMatchObject({ seq: 0, purpose: 'first', die: 'd6', raw: [6], modifiers: [{ label: 'close assault', value: 1 }], result: 7, forced: true });
    const b = d.roll('second', '2d6');
    expect(b.raw[0]).toBe(2);
    expect(b.forced).toBe(false);
    expect(b.result).toBe(b.raw[0]! + b.raw[1]!);
    expect(d.forcedLeft).toEqual([]);
  });
  it('the same state replays the same dice; the state moves on', () => {
    const a = new DiceSource(seedRng('same'));
    const b = new DiceSource(seedRng('same'));
    const ra = Array.from({ length: 20 }, () => a.roll('x').raw[0]);
    const rb = Array.from({ length: 20 }, () => b.roll('x').raw[0]);
    expect(ra).toEqual(rb);
    expect(a.state).toEqual(b.state);
    expect(a.state).not.toEqual(seedRng('same'));
    expect(ra.every((v) => v! >= 1 && v! <= 6)).toBe(true);
  });
  it('face-down draws: forced value v picks index (v − 1) mod size; empty pools give null', () => {
    const d = new DiceSource(seedRng('x'), [5]);
    expect(d.draw('pool', [4, 5, 6])).toEqual({ item: 5, index: 1 });
    expect(d.draw('pool', [])).toBeNull();
    expect(d.draws[0]).toMatchObject({ purpose: 'pool', poolSize: 3, index: 1, forced: true });
  });
});
