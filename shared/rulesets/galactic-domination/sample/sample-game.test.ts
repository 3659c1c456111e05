import { describe, expect, it } from 'vitest';
import { buildSampleGame } from './sample-game';
import { worldFromRecords } from '../world/records';

describe('the four-player sample game', () => {
  it('two turns played from typed orders; deterministic; its records read back into the same world', () => {
    const a = buildSampleGame();
    const b = buildSampleGame();
    expect(JSON.stringify(b.records)).toBe(JSON.stringify(a.records));
    expect(a.turns.map((t) => t.result.done)).toEqual([true, true]);
    expect(a.world.turn).toBe(3);
    expect(a.world.players).toHaveLength(4);
    expect(Object.keys(a.turns[0]!.texts)).toEqual(['terran', 'gromar', 'subanid', 'paladic']);
    expect(a.records.turns.map((t) => t.number)).toEqual([1, 2]);
    expect(a.records.orders).toHaveLength(8);
    expect(a.records.diceRolls.length).toBeGreaterThan(0);
    const back = worldFromRecords(a.records);
    expect(back.problems).toEqual([]);
    expect(back.world).toEqual(a.world);
  });
  it('the typed orders carry only the diagnostics they were written to show (an over-budget line, a CV without Fighters)', () => {
    const s = buildSampleGame();
    const codes = s.turns.flatMap((t) => Object.values(t.diagnostics).flat().map((d) => d.code));
    expect(codes.sort()).toEqual(['GD-BUILD-CVFTR', 'GD-BUILD-FUNDS']);
  });
});
