import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { startBattle, type BattleInput } from './battle';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';
import type { CombatShipSpec } from './ship-spec';

/** A Tribal with SN `sn` and, when `ss` is given, one SS unit of that level. */
const ship = (sn: number, ss?: number): CombatShipSpec => ({
  ...TRIBAL,
  components: [...TRIBAL.components.map((c) => (c.code === 'SN' ? { ...c, level: sn } : c)), ...(ss ? [{ code: 'SS' as const, count: 1, level: ss }] : [])],
});

const duel = (a: CombatShipSpec, b: CombatShipSpec, range: number): BattleInput => ({
  ...SPACE_EXAMPLE,
  ships: [
    { id: 'a', name: 'A', side: 'MINKY', spec: a, placement: { at: { q: 0, r: 0 } } },
    { id: 'b', name: 'B', side: 'PIGGY', spec: b, placement: { at: { q: range, r: 0 } } },
  ],
});

const afterProbes = (input: BattleInput) => {
  const r = resolveBattle(startBattle(input), {}, seedRng('x'), {});
  if (!r.ok) throw new Error(r.reason);
  return r.battle.knowledge;
};

// NOVA: SENSOR PROBES, SPACE COMBAT EXAMPLE ("Lewis - … SN is 3+")
describe('what a probe tells the side probed about the prober\'s SN', () => {
  it('a probe that succeeds at range 6 against no SS: the prober\'s SN is at least 6, known to a side that probed it back', () => {
    const known = afterProbes(duel(ship(20), ship(10), 6));
    expect(known.PIGGY?.a?.snAtLeast).toBe(6);
    expect(known.MINKY?.b?.snAtLeast).toBe(6);
  });
  it('against an SS the bound is SS + range (SN ≥ SS + range is what made it succeed)', () => {
    const known = afterProbes(duel(ship(30), ship(10, 20), 6));
    // A (SN30) beats B's SS20 at 6 hexes: B's side learns A's SN is at least 26.
    expect(known.PIGGY?.a?.snAtLeast).toBe(26);
    expect(known.MINKY?.b).toMatchObject({ ss: 20, snAtLeast: 6 });
  });
  it('a side that never probed the prober has no report of it, and learns no figure', () => {
    const known = afterProbes(duel(ship(20), { ...ship(20), components: ship(20).components.filter((c) => c.code !== 'SN') }, 6));
    expect(known.PIGGY?.a).toBeUndefined();
    expect(known.MINKY?.b?.snAtLeast).toBeNull();
  });
});
