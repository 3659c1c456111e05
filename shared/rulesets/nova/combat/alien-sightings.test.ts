import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { alienSightings, sightingToken, type AlienSighting } from './alien-sightings';
import { profileOf, startBattle, type Battle } from './battle';
import { resolveBattle } from './engine';
import { fleetBattle } from './fixtures/fleets';
import { shootBattle } from './fixtures/shoot-battle';
import { SPACE_EXAMPLE, SPACE_EXAMPLE_DECISIONS, SPACE_EXAMPLE_DICE } from './fixtures/space-example';
import type { BattleEvent } from './log';

const tokens = (list: AlienSighting[]) => list.map((s) => `${sightingToken(s)}${s.fate === 'destroyed' ? ' X' : s.fate === 'jumped' ? ' J' : ''}`);

// NOVA: SAMPLE SITREP line 5: "It was a Frigate with IE2, a BL20, total shielding of 24, and EW2."
describe('what a side observed of each alien ship (NOVA: SAMPLE SITREP, SENSORS L909–925)', () => {
  it('SHOOT: the Africa probed the Reaver (FG, shields 24, EW2), saw its vector change by 2 (IE2) and its BL20 fire: FG(IE2,BL20,SL24,EW2)', () => {
    const { battle, log } = shootBattle();
    const seen = alienSightings(battle, log, 'virus');
    expect(seen).toEqual([{ shipId: 'u-reaver', category: 'FG', attributes: ['IE2', 'BL20', 'SL24', 'EW2'], fate: 'destroyed' }]);
    expect(sightingToken(seen[0] as AlienSighting)).toBe('FG(IE2,BL20,SL24,EW2)');
  });

  it('the other side learns only what fire showed it: the weapons and FC of the ship that fired at it; never probed, so its category is ?', () => {
    const { battle, log } = shootBattle();
    expect(tokens(alienSightings(battle, log, 'klaatu'))).toEqual(['?(BL20,ML,FC2)']);
  });

  it('without a probe the category and the shields are not known; EW is still seen by firing at the ship', () => {
    const { battle, log } = shootBattle();
    battle.knowledge.virus = {};
    const noProbe = log.filter((e) => e.type !== 'probe');
    expect(tokens(alienSightings(battle, noProbe, 'virus'))).toEqual(['?(IE2,BL20,EW2) X']);
  });

  it('a vector change is seen only within 20 hexes of a ship of the side (NOVA: SENSORS "told the vectors of ships within 20 hexes")', () => {
    const { battle, log } = shootBattle();
    const far = log.map((e): BattleEvent => (e.type === 'move' ? { ...e, data: { pos: { q: 40, r: 0 }, vel: { q: -2, r: 0 } } } : e));
    expect(tokens(alienSightings(battle, far, 'virus'))).toEqual(['FG(BL20,SL24,EW2) X']);
  });

  it("SPACE COMBAT EXAMPLE with the book's dice: PIGGY's Lewis probed the Huron, was fired on by its BL20 and FC3, saw it thrust 2 — the sample sitrep's frigate, plus its FC and SN", () => {
    const r = resolveBattle(startBattle(SPACE_EXAMPLE), SPACE_EXAMPLE_DECISIONS, seedRng('unused'), { forced: { queue: SPACE_EXAMPLE_DICE } });
    if (!r.ok) throw new Error(r.reason);
    expect(tokens(alienSightings(r.battle, r.log, 'PIGGY'))).toEqual(['FG(IE2,BL20,SL24,EW2,FC3,SN)']);
    // MINKY probed both Explorers; the Lewis was destroyed, the Clark jumped out.
    expect(tokens(alienSightings(r.battle, r.log, 'MINKY'))).toEqual(['FG(IE1,ML,SL12,SN) X', 'FG(ML,SL12,SN) J']);
  });
});

/** Independent of alienSightings: every token a side is given must come from a log event that reveals it to that side (NOVA: 7.4). */
function unjustified(battle: Battle, log: readonly BattleEvent[], side: string, seen: AlienSighting[]): string[] {
  const sideOf = new Map(battle.ships.map((s) => [s.id, s.side]));
  const ours = (id: string | undefined) => id !== undefined && sideOf.get(id) === side;
  const problems: string[] = [];
  for (const s of seen) {
    if (sideOf.get(s.shipId) === side) problems.push(`${s.shipId} is the side's own ship`);
    const probes = log.filter((e) => e.type === 'probe' && ours(e.shipId) && e.targetId === s.shipId).map((e) => e.data ?? {});
    const firedOn = log.filter((e) => e.type === 'attack' && e.shipId === s.shipId && ours(e.targetId)).map((e) => e.data ?? {});
    const firedAt = log.filter((e) => e.type === 'attack' && ours(e.shipId) && e.targetId === s.shipId).map((e) => e.data ?? {});
    const ship = battle.ships.find((x) => x.id === s.shipId);
    if (s.category !== '?' && !probes.some((p) => p.sizeClass === s.category)) problems.push(`${s.shipId}: category ${s.category} never probed`);
    for (const a of s.attributes) {
      const m = /^(\d*)([A-Z]+)(\d*)$/.exec(a);
      const code = m?.[2] ?? '';
      const level = Number(m?.[3] || 0);
      const ok =
        code === 'SL' ? probes.some((p) => p.shields === level)
        : code === 'EW' ? probes.some((p) => p.ew === level) || firedAt.some((d) => d.ew === level)
        : code === 'FC' ? firedOn.some((d) => d.fc === level)
        : code === 'SN' ? probes.some((p) => p.sensors === true)
        : code === 'DG' ? probes.some((p) => p.dg === level)
        : code === 'SS' ? probes.some((p) => p.ss === level)
        : code === 'IE' ? !!ship && log.some((e) => e.type === 'move' && e.shipId === s.shipId) && level <= Math.max(0, ...profileOf(ship).components.filter((c) => c.code === 'IE').map((c) => c.level))
        : firedOn.some((d) => typeof d.weapon === 'string' && d.weapon.startsWith(`${code}#`));
      if (!ok) problems.push(`${s.shipId}: ${a} not observed by ${side}`);
    }
  }
  return problems;
}

// NOVA: 7.4 fog of war: "Alien ship details only as far as sensors or attacks revealed them".
describe('an empire never gets an attribute it did not observe (property)', () => {
  it('over random battles fought by the default tactics, every token has an observation behind it', () => {
    let tokensChecked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 5 }), fc.string({ minLength: 1, maxLength: 6 }), (perSide, offset, seed) => {
        const input = fleetBattle(perSide, offset, 6);
        const r = resolveBattle(startBattle(input), {}, seedRng(seed), { tactics: 'default' });
        if (!r.ok) return;
        for (const side of input.sides) {
          const seen = alienSightings(r.battle, r.log, side.id);
          expect(unjustified(r.battle, r.log, side.id, seen)).toEqual([]);
          tokensChecked += seen.reduce((n, s) => n + s.attributes.length + (s.category === '?' ? 0 : 1), 0);
        }
      }),
      { numRuns: 25 },
    );
    // The property is not vacuous: the battles did reveal things.
    expect(tokensChecked).toBeGreaterThan(50);
  });
});
