import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { profileOf, startBattle, type BattleInput } from './battle';
import { validateFire, type Allocation } from './decisions';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';
import type { CombatShipSpec } from './ship-spec';

/** The "Valhalla Express": a Battle Cruiser (SSZ 300) with 10 ML12 and the space example's two missile designs (MR14, MR17). */
const VALHALLA: CombatShipSpec = {
  className: 'Valhalla',
  components: [
    { code: 'IE', count: 1, level: 2 },
    { code: 'SI', count: 2, level: 12 },
    { code: 'AR', count: 158, level: 1 },
    { code: 'ML', count: 10, level: 12 },
    { code: 'SN', count: 1, level: 20 },
  ],
  missiles: [
    { id: 'mk1', name: 'Type 1', md: 6, ma: 90, mr: 14 },
    { id: 'mk2', name: 'Type 2', md: 4, ma: 75, mr: 17 },
  ],
};
const hull = (className: string, armour: number): CombatShipSpec => ({ className, components: [{ code: 'IE', count: 1, level: 1 }, { code: 'AR', count: armour, level: 1 }], missiles: [] });

function valhallaBattle(): BattleInput {
  const targets = [
    ...[1, 2, 3, 4].map((n) => ({ id: `es${n}`, name: `Escort ${n}`, spec: hull('Escort', 10), at: { q: n, r: 0 } })),
    { id: 'fg', name: 'Frigate', spec: hull('Frigate', 25), at: { q: 0, r: 5 } },
    { id: 'dd', name: 'Destroyer', spec: hull('Destroyer', 60), at: { q: 16, r: 0 } },
    { id: 'far', name: 'Far escort', spec: hull('Escort', 10), at: { q: 19, r: 0 } },
  ];
  return {
    ...SPACE_EXAMPLE,
    ships: [
      { id: 'vx', name: 'Valhalla Express', side: 'MINKY', spec: VALHALLA, placement: { at: { q: 0, r: 0 } } },
      ...targets.map((t) => ({ id: t.id, name: t.name, side: 'PIGGY', spec: t.spec, placement: { at: t.at } })),
    ],
  };
}
const shot = (n: number, target: string, missile = 'mk1'): Allocation => ({ ship: 'vx', weapon: `ML#${n}`, target, missile });

// NOVA: ALLOCATION OF WEAPONRY
describe('allocation of weaponry (NOVA: ALLOCATION OF WEAPONRY L3172–3176)', () => {
  it('the "Valhalla Express" example: 10 ML, one each at 4 Escorts, 3 at a Frigate, 3 at a Destroyer; every target within range of a missile design', () => {
    const b = startBattle(valhallaBattle());
    expect(profileOf(b.ships[0]!).ssz).toBeGreaterThanOrEqual(276); // a Battle Cruiser
    const fire = [shot(1, 'es1'), shot(2, 'es2'), shot(3, 'es3'), shot(4, 'es4'), shot(5, 'fg'), shot(6, 'fg'), shot(7, 'fg'), shot(8, 'dd', 'mk2'), shot(9, 'dd', 'mk2'), shot(10, 'dd', 'mk2')];
    const v = validateFire(b, fire);
    expect(v).toEqual({ ok: true, warnings: [] });
    // Each attack is executed separately: ten d100 to hit, one per missile.
    const r = resolveBattle(b, { '1': { thrust: {}, fire } }, seedRng('valhalla'), { stopBeforeRound: 2 });
    if (!r.ok) throw new Error(r.reason);
    const attacks = r.log.filter((e) => e.type === 'attack');
    expect(attacks).toHaveLength(10);
    expect(new Set(attacks.map((e) => e.targetId))).toEqual(new Set(['es1', 'es2', 'es3', 'es4', 'fg', 'dd']));
    expect(r.dice.filter((d) => d.die === 'd100')).toHaveLength(10);
  });

  it('"A weapon may not fire twice in one combat round"; "You need not use all available weaponry"; unassigned weapons do not fire', () => {
    const b = startBattle(valhallaBattle());
    const twice = validateFire(b, [shot(1, 'es1'), shot(1, 'es2')]);
    expect(twice).toEqual({ ok: false, reason: "fire[1]: Valhalla Express's ML#1 already fires this round (one shot per weapon)" });
    const r = resolveBattle(b, { '1': { thrust: {}, fire: [shot(1, 'es1'), shot(2, 'es1')] } }, seedRng('two'), { stopBeforeRound: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.filter((e) => e.type === 'attack')).toHaveLength(2);
  });

  it('"Attacks on targets out of range are wasted": the GM is warned, the shot is spent and rolls nothing', () => {
    const b = startBattle(valhallaBattle());
    // The far escort is 19 hexes away: beyond MR14 and MR17.
    const v = validateFire(b, [shot(1, 'far', 'mk2')]);
    expect(v).toEqual({ ok: true, warnings: ['fire[0]: Far escort is at range 19, beyond MR 17: the shot is wasted'] });
    const r = resolveBattle(b, { '1': { thrust: {}, fire: [shot(1, 'far', 'mk2')] } }, seedRng('far'), { stopBeforeRound: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.find((e) => e.type === 'attack')?.text).toContain('beyond MR 17');
    expect(r.dice).toHaveLength(0);
  });

  it('lasers out of range are wasted too: a BL20 reaches 29 hexes (its size drops to 0 at 30)', () => {
    const input = (range: number): BattleInput => ({ ...SPACE_EXAMPLE, ships: [
      { id: 'h', name: 'Huron', side: 'MINKY', spec: TRIBAL, placement: { at: { q: 0, r: 0 } } },
      { id: 't', name: 'Target', side: 'PIGGY', spec: hull('Escort', 10), placement: { at: { q: range, r: 0 } } },
      { id: 's', name: 'Spotter', side: 'MINKY', spec: hull('Escort', 10), placement: { at: { q: 15, r: 0 } } },
    ] });
    expect(validateFire(startBattle(input(29)), [{ ship: 'h', weapon: 'BL#1', target: 't' }])).toEqual({ ok: true, warnings: [] });
    expect(validateFire(startBattle(input(30)), [{ ship: 'h', weapon: 'BL#1', target: 't' }])).toEqual({ ok: true, warnings: ['fire[0]: Target is at range 30, beyond the 29-hex reach of BL#1: the shot is wasted'] });
  });

  it('"Ships can\'t fire at targets they can\'t detect, unless other ships act as spotters"', () => {
    const lone: BattleInput = { ...SPACE_EXAMPLE, ships: [
      { id: 'h', name: 'Huron', side: 'MINKY', spec: TRIBAL, placement: { at: { q: 0, r: 0 } } },
      { id: 't', name: 'Target', side: 'PIGGY', spec: hull('Escort', 10), placement: { at: { q: 25, r: 0 } } },
    ] };
    const refused = validateFire(startBattle(lone), [{ ship: 'h', weapon: 'BL#1', target: 't' }]);
    expect(refused).toEqual({ ok: false, reason: 'fire[0]: Target is not detected by MINKY (no ship within detection range)' });
    const spotted: BattleInput = { ...lone, ships: [...lone.ships, { id: 's', name: 'Spotter', side: 'MINKY', spec: hull('Escort', 10), placement: { at: { q: 10, r: 0 } } }] };
    expect(validateFire(startBattle(spotted), [{ ship: 'h', weapon: 'BL#1', target: 't' }]).ok).toBe(true);
  });
});

// NOVA: COMBINATION LASER ATTACKS
describe('combination lasers (NOVA: COMBINATION LASER ATTACKS L3208–3212)', () => {
  const xlShip: CombatShipSpec = { ...TRIBAL, className: 'Combi', components: TRIBAL.components.map((c) => (c.code === 'BL' ? { ...c, code: 'XL' as const } : c)) };
  const input: BattleInput = { ...SPACE_EXAMPLE, ships: [
    { id: 'h', name: 'Combi', side: 'MINKY', spec: xlShip, placement: { at: { q: 0, r: 0 } } },
    { id: 't', name: 'Target', side: 'PIGGY', spec: hull('Escort', 10), placement: { at: { q: 2, r: 0 } } },
  ] };

  it('"Ships with XLs must decide, during the Allocation Phase, whether they will be used as Beam or Pulse Lasers"', () => {
    expect(validateFire(startBattle(input), [{ ship: 'h', weapon: 'XL#1', target: 't' }])).toEqual({ ok: false, reason: 'fire[0]: XL#1 is a combination laser: choose mode BL or PL' });
  });

  it('"An XL works exactly like a true Beam or Pulse Laser": at range 2 with d10z 5 + FC3 = 8, beam code C of size 19 = 15, pulse code E of size 18 = 23', () => {
    const fire = (mode: 'BL' | 'PL') => {
      const r = resolveBattle(startBattle(input), { '1': { thrust: {}, fire: [{ ship: 'h', weapon: 'XL#1', target: 't', mode }] } }, seedRng('x'), { forced: { byPurpose: { 'R1/G/h/XL#1>t/attack': 5 } }, stopBeforeRound: 2 });
      if (!r.ok) throw new Error(r.reason);
      return r.log.find((e) => e.type === 'attack')?.text ?? '';
    };
    expect(fire('BL')).toContain('BL20 at range 2: d10z 5 + 3 FC + 0 EW = 8, code C for modified size 19: 15 damage');
    expect(fire('PL')).toContain('PL20 at range 2: d10z 5 + 3 FC + 0 EW = 8, code E for modified size 18: 23 damage');
  });
});
