import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { startBattle } from './battle';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE } from './fixtures/space-example';
import { simulateOdds } from './odds';

describe('odds preview', () => {
  it('gives survival chances and expected losses, the same every time', () => {
    const b = startBattle(SPACE_EXAMPLE);
    const a = simulateOdds(b, 40, 'preview');
    expect(a).toEqual(simulateOdds(b, 40, 'preview'));
    expect(a.failed).toBe(0);
    for (const v of Object.values(a.survival)) expect(v).toBeGreaterThanOrEqual(0);
    expect(Object.values(a.wins).reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
    expect((a.expectedLosses.MINKY ?? 0) + (a.expectedLosses.PIGGY ?? 0)).toBeGreaterThan(0);
  });
});

describe('installations in use (L739)', () => {
  it('a ship may use a lower installation; an unknown one is refused', () => {
    const spec = { ...SPACE_EXAMPLE.ships[0]!.spec, components: [...SPACE_EXAMPLE.ships[0]!.spec.components, { code: 'FC' as const, count: 1, level: 1 }] };
    const input = { ...SPACE_EXAMPLE, ships: [{ ...SPACE_EXAMPLE.ships[0]!, spec }, ...SPACE_EXAMPLE.ships.slice(1)] };
    const r = resolveBattle(startBattle(input), { '1': { installations: { huron: { FC: 'FC#2' } }, thrust: {}, fire: [{ ship: 'huron', weapon: 'BL#1', target: 'lewis' }] } }, seedRng('x'), { forced: { queue: [{ value: 3 }, { value: 3 }, { value: 4 }, { value: 9 }, { value: 5 }] }, stopBeforeRound: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.find((e) => e.type === 'attack')?.text).toContain('d10z 5 + 1 FC');
    const bad = resolveBattle(startBattle(input), { '1': { installations: { huron: { FC: 'EW#1' } } } }, seedRng('x'), {});
    expect(bad.ok).toBe(false);
  });
});
