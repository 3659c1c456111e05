/**
 * Phases G–J of a combat round against the rulebook's sentences, with every die forced (plasma
 * rolls none: its damage is fixed by the range). Sections cited per case.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { profileOf, startBattle, type BattleInput } from './battle';
import type { Allocation } from './decisions';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE } from './fixtures/space-example';
import type { CombatShipSpec } from './ship-spec';

/** n plasma accelerators (PR2 PD6): 5 damage each at range 1, 3 at range 5. */
const plasmaBoat = (n: number): CombatShipSpec => ({
  className: 'Plasma boat',
  components: [
    { code: 'IE', count: 1, level: 1 },
    { code: 'AR', count: 10, level: 1 },
    { code: 'PA', count: n, level: 0, pr: 2, pd: 6 },
    { code: 'SN', count: 1, level: 20 },
  ],
  missiles: [],
});
const target = (components: CombatShipSpec['components']): CombatShipSpec => ({ className: 'Target', components: [{ code: 'IE', count: 1, level: 1 }, ...components], missiles: [] });

function battle(attackers: { id: string; spec: CombatShipSpec }[], t: CombatShipSpec, range: number): BattleInput {
  return {
    ...SPACE_EXAMPLE,
    ships: [
      ...attackers.map((a, i) => ({ id: a.id, name: a.id.toUpperCase(), side: 'MINKY', spec: a.spec, placement: { at: { q: 0, r: i } } })),
      { id: 't', name: 'Target', side: 'PIGGY', spec: t, placement: { at: { q: range, r: 0 } } },
    ],
  };
}
const pa = (ship: string, n: number): Allocation => ({ ship, weapon: `PA#${n}`, target: 't' });
function round1(input: BattleInput, fire: Allocation[], byPurpose: Record<string, number> = {}) {
  const r = resolveBattle(startBattle(input), { '1': { thrust: {}, fire } }, seedRng('unused'), { forced: { byPurpose }, stopBeforeRound: 2 });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

// NOVA: PLASMA TORPEDO ATTACKS
describe('plasma torpedo attacks (NOVA: PLASMA TORPEDO ATTACKS L3226–3234)', () => {
  it('the example: 10 PA (PR2, PD6) at 5 hexes do PD6 − ceil(5/2) = 3 each, 30 in all, and roll no die', () => {
    const r = round1(battle([{ id: 'a', spec: plasmaBoat(10) }], target([{ code: 'AR', count: 60, level: 1 }]), 5), Array.from({ length: 10 }, (_, i) => pa('a', i + 1)));
    const damage = r.log.filter((e) => e.type === 'attack').map((e) => e.data?.damage as number);
    expect(damage).toEqual(Array(10).fill(3));
    expect(damage.reduce((a, b) => a + b, 0)).toBe(30);
    expect(r.dice).toHaveLength(0);
  });
});

// NOVA: ATTACK RESOLUTION, DAMAGE CARRYOVER
describe('attack resolution and damage carryover (NOVA: ATTACK RESOLUTION L3178–3182, DAMAGE CARRYOVER L3272–3276)', () => {
  // SSZ 5, TA 5, no shields: the first 5-point hit empties the armour, the second does 5 SD = SSZ.
  const flimsy = target([{ code: 'AR', count: 5, level: 1 }]);
  const input = battle([{ id: 'a', spec: plasmaBoat(1) }, { id: 'b', spec: plasmaBoat(2) }], flimsy, 1);

  it('"When structural damage is => ship size, the ship is destroyed"; the remaining damage carries over from armour into structure', () => {
    const r = round1(input, [pa('a', 1), pa('b', 1)]);
    const hits = r.log.filter((e) => e.type === 'damage').map((e) => e.data);
    expect(hits).toEqual([
      { toShields: 0, toArmour: 5, toStructure: 0, sl: 0, ta: 0, sd: 0 },
      { toShields: 0, toArmour: 0, toStructure: 5, sl: 0, ta: 0, sd: 5 },
    ]);
    expect(r.battle.ships.find((s) => s.id === 't')?.status).toBe('destroyed');
  });

  it('"All attacks are resolved before any ships take damage. The order of resolution determines the order that the target receives the damage in": the hit after the fatal one is wasted, whoever\'s it is', () => {
    // Dice are rolled in ship order (A before B); damage is applied in the allocation order.
    const aLast = round1(input, [pa('b', 1), pa('b', 2), pa('a', 1)]);
    expect(aLast.log.filter((e) => e.type === 'attack').map((e) => e.shipId)).toEqual(['a', 'b', 'b']);
    expect(aLast.log.find((e) => e.text.includes('wasted'))?.text).toBe('Target is already destroyed: the hit from A is wasted');
    const bLast = round1(input, [pa('a', 1), pa('b', 1), pa('b', 2)]);
    expect(bLast.log.find((e) => e.text.includes('wasted'))?.text).toBe('Target is already destroyed: the hit from B is wasted');
  });
});

// NOVA: SHIP BLOWUPS, CRITICAL HITS
describe('blow-ups and critical hits (NOVA: SHIP BLOWUPS L3278–3282, CRITICAL HITS L3284–3288)', () => {
  // SI5 ×1 (SL 5), AR 8 + IA 2 = TA 10, 3 XC: SSZ 39. Seven 5-point hits: shields, armour, armour, then four do 5 SD each.
  const t = target([{ code: 'SI', count: 1, level: 5 }, { code: 'AR', count: 8, level: 1 }, { code: 'XC', count: 3, level: 0 }]);
  const input = battle([{ id: 'a', spec: plasmaBoat(7) }], t, 1);
  const seven = Array.from({ length: 7 }, (_, i) => pa('a', i + 1));

  it('the example: "A ship is hit seven times, the last 4 cause structural damage, it will take 4 critical hits"', () => {
    const start = startBattle(input);
    expect(profileOf(start.ships[1]!).ssz).toBe(39);
    const crits = { 'R1/I/t/critical#1': 1000, 'R1/I/t/critical#2': 1000, 'R1/I/t/critical#3': 1000, 'R1/I/t/critical#4': 1000 };
    const r = round1(input, seven, { 'R1/H/t/blow-up': 52, ...crits });
    const sd = r.log.filter((e) => e.type === 'damage').map((e) => e.data?.toStructure);
    expect(sd).toEqual([0, 0, 0, 5, 5, 5, 5]);
    // Blow-up: 20 SD of SSZ 39 → floor(100 × 20 / 39) = 51 %; 52 holds.
    expect(r.log.find((e) => e.type === 'blowUp')?.data).toEqual({ roll: 52, chance: 51 });
    expect(r.log.filter((e) => e.type === 'critical')).toHaveLength(4);
    expect(r.dice.filter((d) => d.die === 'd1000').map((d) => d.purpose)).toEqual(Object.keys(crits));
  });

  it('"If the result is equal to or lower than the blow up chance the ship is destroyed"; a ship that blows up takes no critical hits', () => {
    const r = round1(input, seven, { 'R1/H/t/blow-up': 51 });
    expect(r.battle.ships.find((s) => s.id === 't')?.status).toBe('blownUp');
    expect(r.log.filter((e) => e.type === 'critical')).toHaveLength(0);
    expect(r.dice.filter((d) => d.die === 'd1000')).toHaveLength(0);
  });

  it('"At the end of each combat turn during which a ship takes structural damage": no SD this round, no blow-up roll even with old damage', () => {
    const r = round1(input, [pa('a', 1)]);
    expect(r.log.filter((e) => e.type === 'blowUp')).toHaveLength(0);
  });
});

// NOVA: SHIELD RECOVERY
describe('shield recovery in phase J (NOVA: SHIELD RECOVERY L3518–3522)', () => {
  const t = target([{ code: 'SI', count: 6, level: 18 }, { code: 'AR', count: 40, level: 1 }]);

  it('the example: 6SI18 recovers 108 / 4 = 27 a round; 10 hits of 5 take 50, phase J gives 58 → 85', () => {
    const r = round1(battle([{ id: 'a', spec: plasmaBoat(10) }], t, 1), Array.from({ length: 10 }, (_, i) => pa('a', i + 1)));
    expect(r.log.find((e) => e.type === 'shields' && e.shipId === 't')?.text).toBe('Target shields 58 → 85 (of 108)');
  });

  it('"Shielding may never recover past the maximum allowed": one hit of 5 recovers to 108, not 130', () => {
    const r = round1(battle([{ id: 'a', spec: plasmaBoat(1) }], t, 1), [pa('a', 1)]);
    expect(r.log.find((e) => e.type === 'shields' && e.shipId === 't')?.text).toBe('Target shields 103 → 108 (of 108)');
  });
});
