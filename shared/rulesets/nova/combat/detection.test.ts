import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { startBattle, type BattleInput } from './battle';
import { computeEchoes, probeSucceeds, sideDetects } from './detection';
import { announcementsTo } from './fire-knowledge';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';
import type { CombatShipSpec } from './ship-spec';
import { slMax, shieldRecoveryOf } from './ship-state';
import { applyCritical } from './criticals';
import { DEFAULT_COMBAT_SETTINGS } from './settings';

const SCREENED: CombatShipSpec = {
  className: 'Screen',
  components: [
    { code: 'IE', count: 1, level: 1 },
    { code: 'SI', count: 1, level: 5 },
    { code: 'AR', count: 5, level: 1 },
    { code: 'SS', count: 3, level: 30 },
  ],
  missiles: [],
};

function duel(prober: CombatShipSpec, target: CombatShipSpec, range: number): BattleInput {
  return {
    ...SPACE_EXAMPLE,
    ships: [
      { id: 'p', name: 'P', side: 'MINKY', spec: prober, placement: { at: { q: 0, r: 0 } } },
      { id: 't', name: 'T', side: 'PIGGY', spec: target, placement: { at: { q: range, r: 0 } } },
    ],
  };
}
const withSn = (sn: number): CombatShipSpec => ({ ...TRIBAL, components: TRIBAL.components.map((c) => (c.code === 'SN' ? { ...c, level: sn } : c)) });

// NOVA: SENSOR PROBES, SENSOR SCREEN UNITS
describe('sensor probes and screens (L925–941, L3100–3106)', () => {
  it('Harry Hun: SN30 against SS25 at range 7 fails (needs SN32)', () => {
    expect(probeSucceeds(30, 25, 7)).toBe(false);
    expect(probeSucceeds(32, 25, 7)).toBe(true);
  });

  it('3 units of SS-30 at range 10: SN40 probes successfully and sees one target; SN39 sees 3 images', () => {
    for (const [sn, images] of [[40, undefined], [39, 3]] as const) {
      const r = resolveBattle(startBattle(duel(withSn(sn), SCREENED, 10)), { '1': { thrust: {} } }, seedRng('x'), {});
      if (!r.ok) throw new Error(r.reason);
      expect(r.status).toMatchObject({ kind: 'pending', decision: { kind: images ? 'echoes' : 'fire' } });
      expect(r.battle.ships[1]?.images.MINKY).toBe(images);
    }
  });

  it('fire at an echo is wasted; fire at the real image hits', () => {
    const base = startBattle(duel(withSn(20), SCREENED, 2));
    const fire = (image: number) => resolveBattle(base, { '1': { thrust: {}, echoes: { t: 1 }, fire: [{ ship: 'p', weapon: 'BL#1', target: 't', image }] } }, seedRng('x'), { forced: { byPurpose: { 'R1/G/p/BL#1>t/attack': 9 } }, stopBeforeRound: 2 });
    const miss = fire(0);
    const hit = fire(1);
    if (!miss.ok || !hit.ok) throw new Error('refused');
    expect(miss.log.find((e) => e.type === 'attack')?.text).toContain('echo');
    expect(miss.dice).toHaveLength(0);
    expect(hit.log.find((e) => e.type === 'attack')?.data?.damage).toBeGreaterThan(0);
    const none = resolveBattle(base, { '1': { thrust: {}, echoes: { t: 1 }, fire: [{ ship: 'p', weapon: 'BL#1', target: 't' }] } }, seedRng('x'), {});
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.reason).toMatch(/shows 3 images to MINKY: choose image 0–2/);
  });

  it('echoes without any probe attempted follow the setting', () => {
    const noSn: CombatShipSpec = { ...TRIBAL, components: TRIBAL.components.filter((c) => c.code !== 'SN') };
    const b = startBattle(duel(noSn, SCREENED, 3));
    expect(computeEchoes(b).length).toBe(1);
    const b2 = startBattle({ ...duel(noSn, SCREENED, 3), settings: { ...DEFAULT_COMBAT_SETTINGS, echoesWhenNoProbeAttempted: false } });
    expect(computeEchoes(b2).length).toBe(0);
  });
});

// NOVA: SENSOR PROBES
describe('sensor probes, sentence by sentence (NOVA: SENSOR PROBES L3100–3106, SENSORS L925–931)', () => {
  const screened = (ss: number, sn = 0): CombatShipSpec => ({
    className: 'Screened',
    components: [{ code: 'IE', count: 1, level: 1 }, { code: 'AR', count: 5, level: 1 }, { code: 'SS', count: 1, level: ss }, ...(sn > 0 ? [{ code: 'SN' as const, count: 1, level: sn }] : [])],
    missiles: [],
  });
  const probe = (ships: BattleInput['ships']) => {
    const r = resolveBattle(startBattle({ ...SPACE_EXAMPLE, ships }), {}, seedRng('x'), {});
    if (!r.ok) throw new Error(r.reason);
    return r.battle;
  };
  const at = (q: number) => ({ at: { q, r: 0 } });

  it('Harry Hun\'s exchange: declared SN 7, 18, 27 less range 7 never beat the SS shown (10, 20, 25); his SN30 gives at most 23 < 25, so the probe fails', () => {
    for (const [declared, shown] of [[7, 10], [18, 20], [27, 25]] as const) expect(probeSucceeds(declared, shown, 7)).toBe(false);
    expect(probeSucceeds(30, 25, 7)).toBe(false);
  });

  it('"Probers must be identified if they themselves are successfully probed": a screened prober stays unnamed, its use of SN announced', () => {
    const b = probe([
      { id: 'p', name: 'P', side: 'MINKY', spec: screened(30, 30), placement: at(0) },
      { id: 't', name: 'T', side: 'PIGGY', spec: screened(20, 20), placement: at(3) },
    ]);
    expect(b.knowledge.MINKY?.t).toMatchObject({ ss: 20, sensors: true }); // 30 ≥ 20 + 3
    expect(b.knowledge.PIGGY?.p).toBeUndefined(); // 20 < 30 + 3
    expect(announcementsTo(b, 'PIGGY').sensorsInUse).toBe(1);
  });

  it('"If one ship fails a probe attempt others may still try"; "SN from several ships can\'t be combined together"', () => {
    const one = probe([
      { id: 'a', name: 'A', side: 'MINKY', spec: withSn(20), placement: at(0) },
      { id: 'b', name: 'B', side: 'MINKY', spec: withSn(40), placement: { at: { q: 0, r: 1 } } },
      { id: 't', name: 'T', side: 'PIGGY', spec: screened(15), placement: at(10) },
    ]);
    expect(one.knowledge.MINKY?.t).toMatchObject({ prober: 'b' }); // A: 20 < 25 fails; B: 40 ≥ 25
    const two = probe([
      { id: 'a', name: 'A', side: 'MINKY', spec: withSn(20), placement: at(0) },
      { id: 'b', name: 'B', side: 'MINKY', spec: withSn(20), placement: { at: { q: 0, r: 1 } } },
      { id: 't', name: 'T', side: 'PIGGY', spec: screened(20), placement: at(5) },
    ]);
    expect(two.knowledge.MINKY?.t).toBeUndefined(); // 20 < 25 for each; 40 together would do
  });

  it('"If a ship fails to penetrate a target\'s SS it can still detect the presence of the target out to its SN rating in hexes"', () => {
    const b = probe([
      { id: 'a', name: 'A', side: 'MINKY', spec: withSn(40), placement: at(0) },
      { id: 't', name: 'T', side: 'PIGGY', spec: screened(45), placement: at(30) },
    ]);
    expect(b.knowledge.MINKY?.t).toBeUndefined();
    expect(sideDetects(b, 'MINKY', b.ships[1]!)).toBe(true);
  });
});

describe('loss of detection (L3266–3270)', () => {
  it('when the sides move out of detection range, shields recover fully and the sides choose; if both stay, a meeting engagement', () => {
    const input = duel(TRIBAL, TRIBAL, 20);
    const first = resolveBattle(startBattle(input), { '1': { thrust: { p: [0, 0, 0, 0, 1, 0] } } }, seedRng('x'), {});
    if (!first.ok) throw new Error(first.reason);
    expect(first.status).toMatchObject({ kind: 'pending', decision: { kind: 'lossOfDetection', sides: ['MINKY', 'PIGGY'] } });
    const stay = resolveBattle(first.battle, { '1': { lossOfDetection: { MINKY: 'stay', PIGGY: 'stay' } } }, first.rng, {});
    if (!stay.ok) throw new Error(stay.reason);
    const [p, t] = stay.battle.ships;
    expect(p?.vel).toEqual({ q: 0, r: 0 });
    expect(stay.log.some((e) => e.text.startsWith('meeting engagement: the sides are set up 20 hexes apart'))).toBe(true);
    const placed = resolveBattle(first.battle, { '1': { lossOfDetection: { MINKY: 'stay', PIGGY: 'stay' }, meetingDirections: { PIGGY: 4 } } }, first.rng, {});
    if (!placed.ok) throw new Error(placed.reason);
    expect(placed.battle.ships.map((s) => s.pos)).toEqual([{ q: 0, r: 0 }, { q: -20, r: 20 }]);
    const jump = resolveBattle(first.battle, { '1': { lossOfDetection: { MINKY: 'jump', PIGGY: 'stay' } } }, first.rng, {});
    if (!jump.ok) throw new Error(jump.reason);
    expect(jump.battle.ships[0]?.status).toBe('jumped');
    expect(jump.battle.outcome).toMatchObject({ kind: 'victory', side: 'PIGGY' });
    expect(t).toBeDefined();
  });
});

// NOVA: LOSS OF DETECTION DURING COMBAT
describe('loss of detection: the meeting engagement (NOVA: LOSS OF DETECTION DURING COMBAT)', () => {
  const lose = (input: BattleInput) => {
    const first = resolveBattle(startBattle(input), { '1': { thrust: { p: [0, 0, 0, 0, 1, 0] } } }, seedRng('x'), {});
    if (!first.ok) throw new Error(first.reason);
    expect(first.status).toMatchObject({ kind: 'pending', decision: { kind: 'lossOfDetection' } });
    return first;
  };
  const stayBoth = (first: ReturnType<typeof lose>, directions: Record<string, number> = {}) => {
    const r = resolveBattle(first.battle, { '1': { lossOfDetection: { MINKY: 'stay', PIGGY: 'stay' }, meetingDirections: directions } }, first.rng, {});
    if (!r.ok) throw new Error(r.reason);
    return r;
  };

  it('"they secretly choose the direction (1-6) from the enemy to themselves": a direction given for the first side puts the enemy the opposite way', () => {
    const first = lose(duel(TRIBAL, TRIBAL, 20));
    // MINKY (first, at the warp point) says it lies in D1 from the enemy: PIGGY is set up 20 hexes in D4 from it.
    expect(stayBoth(first, { MINKY: 1 }).battle.ships.map((s) => s.pos)).toEqual([{ q: 0, r: 0 }, { q: -20, r: 20 }]);
    // PIGGY says it lies in D2 from MINKY.
    expect(stayBoth(first, { PIGGY: 2 }).battle.ships.map((s) => s.pos)).toEqual([{ q: 0, r: 0 }, { q: 20, r: 0 }]);
  });

  it('"The opening range is equal to the longest ranged SN present": the longest detection range by default, the highest SN level by setting', () => {
    const input = duel(withSn(10), withSn(10), 20);
    const text = (r: ReturnType<typeof stayBoth>) => r.log.find((e) => e.text.startsWith('meeting engagement'))?.text;
    expect(text(stayBoth(lose(input)))).toContain('20 hexes apart');
    const literal = { ...input, settings: { ...DEFAULT_COMBAT_SETTINGS, meetingRange: 'sensor' as const } };
    expect(text(stayBoth(lose(literal)))).toContain('10 hexes apart');
  });

  it('a side that chooses to jump on a loss of detection cannot while an operating DG\'s field still holds it (NOVA: LAG TIME, DISTORTION GENERATOR)', () => {
    const warden: CombatShipSpec = { ...TRIBAL, className: 'Warden', components: [...TRIBAL.components, { code: 'DG', count: 1, level: 30 }] };
    const first = lose(duel(warden, TRIBAL, 20));
    const r = resolveBattle(first.battle, { '1': { lossOfDetection: { MINKY: 'stay', PIGGY: 'jump' } } }, first.rng, {});
    if (!r.ok) throw new Error(r.reason);
    expect(r.log.some((e) => e.text === 'T cannot jump out: it is inside the DG30 field of P')).toBe(true);
    expect(r.battle.ships[1]?.status).toBe('active');
    expect(r.log.some((e) => e.text.startsWith('meeting engagement'))).toBe(true);
  });

  it('"If only one side can detect the other … The enemy is informed of the SN probe, but is not told which direction"', () => {
    const r = stayBoth(lose(duel(withSn(40), withSn(10), 40)));
    expect(r.log.find((e) => e.text.startsWith('meeting engagement'))?.text).toContain('40 hexes apart');
    expect(r.log.some((e) => e.text.startsWith('only MINKY detects PIGGY: MINKY chose the direction; PIGGY is told of an SN probe, not from which direction'))).toBe(true);
  });
});

describe('jumping: lag time and distortion generators (L707–727, L797–809)', () => {
  const dgShip: CombatShipSpec = { ...TRIBAL, className: 'Warden', components: [...TRIBAL.components, { code: 'DG', count: 1, level: 6 }] };
  it('a ship inside an enemy DG field cannot jump; a DS at least as large ignores it', () => {
    const input = duel(TRIBAL, dgShip, 4);
    const rounds: Record<string, { thrust: Record<string, number[]>; fire: [] }> = {};
    for (let r = 1; r <= 3; r++) rounds[String(r)] = { thrust: {}, fire: [] };
    const held = resolveBattle(startBattle(input), { ...rounds, '3': { ...rounds['3'], jumps: { p: 'jump' } } } as never, seedRng('x'), {});
    expect(held.ok).toBe(false);
    if (!held.ok) expect(held.reason).toMatch(/inside the DG6 field of T/);
    const withDs: CombatShipSpec = { ...TRIBAL, components: [...TRIBAL.components, { code: 'DS', count: 1, level: 6 }] };
    const free = resolveBattle(startBattle(duel(withDs, dgShip, 4)), { ...rounds, '3': { ...rounds['3'], jumps: { p: 'jump' } } } as never, seedRng('x'), {});
    expect(free.ok && free.battle.ships[0]?.status).toBe('jumped');
  });
});

// NOVA: SHIELD RECOVERY ("The recovery rate can be affected by critical hits that reduce the shield total")
describe('shield recovery after a shield is lost (L977)', () => {
  it('SM3 SI15: SLmax 45, SR 11; after losing one SM, 30 and SR 7', () => {
    const spec: CombatShipSpec = { className: 's', components: [{ code: 'IE', count: 1, level: 1 }, { code: 'SI', count: 3, level: 15 }, { code: 'AR', count: 20, level: 1 }], missiles: [] };
    const b = startBattle(duel(spec, TRIBAL, 5));
    const s = b.ships[0];
    if (!s) throw new Error('no ship');
    expect([slMax(s), shieldRecoveryOf(s, true)]).toEqual([45, 11]);
    const smRoll = s.critChart.find((l) => l.ref === 'SM#2')?.from ?? 0;
    applyCritical(s, smRoll, DEFAULT_COMBAT_SETTINGS);
    expect([slMax(s), shieldRecoveryOf(s, true), s.sl]).toEqual([30, 7, 30]);
  });
});
