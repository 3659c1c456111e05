import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { readBattleInput, startBattle, type BattleInput } from './battle';
import { tacticOf } from './contact-tactics';
import type { BattleDecisions } from './decisions';
import { resolveBattle } from './engine';
import { twoShipBattleFile } from './fixtures/two-ship';
import { DEFAULT_COMBAT_SETTINGS } from './settings';
import { rangeBetween } from './movement';

type Chain = ('F' | 'G' | 'H' | 'K' | 'N' | 'Q' | 'R' | 'T' | 'U')[];

/** The Huron (MINKY: BL20, FC3, SN20, IE2, JD LT3) and Lewis (PIGGY: ML12, SN10, IE1, JD LT8), 8 hexes apart, with contact chains. */
function duel(huron: Chain | null, lewis: Chain | null, settings: Record<string, unknown> = {}, extra: (file: Record<string, unknown>) => void = () => {}): BattleInput {
  const file = twoShipBattleFile() as { ships: Record<string, unknown>[]; settings?: unknown };
  if (huron) (file.ships[0] as Record<string, unknown>).contact = { written: huron.join(','), chain: huron };
  if (lewis) (file.ships[1] as Record<string, unknown>).contact = { written: lewis.join(','), chain: lewis };
  file.settings = { ...settings };
  extra(file);
  const read = readBattleInput(file);
  if (!read.ok) throw new Error(read.reasons.join('; '));
  return read.input;
}

/** Lewis's round-1 missile at the Huron misses: d100 100 > 76% (forced). */
const LEWIS_MISSES = { byPurpose: { 'R1/G/lewis/ML#1>huron/to-hit': 100 } };
/** Nobody moves in rounds 1–3 (the GM plotted no thrust), so ranges stay 8. */
const STILL = { '1': { thrust: {} }, '2': { thrust: {} }, '3': { thrust: {} } };

function run(input: BattleInput, decisions: BattleDecisions = {}, stopBeforeRound = 2, forced: { byPurpose: Record<string, number> } = LEWIS_MISSES) {
  const r = resolveBattle(startBattle(input), decisions, seedRng('tactics'), { tactics: 'default', stopBeforeRound, forced });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

describe('contact orders as battle tactics (NOVA: CONTACT ORDERS, HOSTILITIES)', () => {
  // NOVA: CONTACT ORDERS: "Ultimatum (U) … Default to Hostile if armed, Retreat if not! Will use SN if so equipped."
  it('a U ship with SN probes, even running; a ship running under R keeps its SN off (setting default)', () => {
    const r = run(duel(['R'], ['U', 'R']), STILL);
    const probes = r.log.filter((e) => e.type === 'probe');
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((e) => e.shipId === 'lewis')).toBe(true);
    expect(r.decisions['1']?.installations).toEqual({ huron: { SN: null } });
    expect(r.battle.ships[0]?.active.SN).toBeNull();
    expect(r.battle.knowledge.PIGGY?.huron?.shields).toBe(24);
    expect(r.battle.knowledge.MINKY).toEqual({});
    // Setting "Ships that run use their sensors" on: the R ship probes too.
    const on = run(duel(['R'], ['U', 'R'], { evadingShipsUseSensors: true }), STILL);
    expect(on.decisions['1']?.installations).toBeUndefined();
    expect(on.log.some((e) => e.type === 'probe' && e.shipId === 'huron')).toBe(true);
  });

  // NOVA: HOSTILITIES: "Armed ships with Retreat orders will fire when fired on. They will primarily attempt to escape".
  it('an armed R ship that is not fired on does not fire and moves away', () => {
    // Lewis (H) carries no missile for its launcher this time, so nobody fires at the Huron.
    const unloaded = (file: Record<string, unknown>) => {
      (((file.ships as Record<string, unknown>[])[1] as Record<string, unknown>).spec as Record<string, unknown>).missiles = [];
    };
    const r = run(duel(['R'], ['H'], {}, unloaded));
    expect(r.decisions['1']?.fire).toEqual([]);
    expect(r.log.some((e) => e.type === 'attack')).toBe(false);
    const [huron, lewis] = r.battle.ships;
    expect(rangeBetween(huron!.pos, lewis!.pos)).toBeGreaterThan(8);
    expect(tacticOf(r.battle, huron!).label).toBe('R: runs, fires only when fired on, SN off');
    // Without contact orders (a battle file made by hand) the same Huron closes and fires: today's default tactics.
    const plain = run(duel(null, ['H'], {}, unloaded));
    expect(plain.decisions['1']?.fire?.some((a) => a.ship === 'huron')).toBe(true);
  });

  it('an armed R ship fired on fires back at the ship that fired on it, from the next round', () => {
    // Round 1: Lewis (H) fires its missile at the Huron and misses (forced d100 100); the Huron holds fire.
    const r = run(duel(['R'], ['H']), STILL, 3);
    expect(r.decisions['1']?.fire).toEqual([{ ship: 'lewis', weapon: 'ML#1', target: 'huron', missile: 'mk1' }]);
    expect(r.dice.find((d) => d.purpose === 'R1/G/lewis/ML#1>huron/to-hit')).toMatchObject({ result: 100, forced: true });
    expect(r.battle.ships[0]?.firedOnBy).toEqual(['lewis']);
    // Round 2: the Huron returns fire at Lewis.
    expect(r.decisions['2']?.fire?.filter((a) => a.ship === 'huron')).toEqual([{ ship: 'huron', weapon: 'BL#1', target: 'lewis' }]);
  });

  it('ships that run jump out as soon as their JD cycle allows', () => {
    // The Huron's JD (LT3) cycles from round 1: complete at the end of round 3.
    const r = run(duel(['R'], ['H']), STILL, 5);
    expect(r.decisions['3']?.jumps).toEqual({ huron: 'jump' });
    expect(r.battle.ships[0]?.status).toBe('jumped');
    expect(r.battle.outcome?.kind).toBe('victory');
  });

  // NOVA: CONTACT ORDERS: "Friendly (F) … The default for units with F orders is Retreat. An armed ship will fight only to maximise its sides survival."
  it("an armed F ship fires at the enemy that fired on its side (setting 'side'), and only at a ship that fired on it with 'self'", () => {
    // MINKY adds an unarmed scout beside the Huron; Lewis fires at the scout in round 1 (the GM's allocation), not at the Huron.
    const withScout = (file: Record<string, unknown>) => {
      const ships = file.ships as Record<string, unknown>[];
      ships.push({ id: 'scout', name: 'Scout', side: 'MINKY', placement: { at: { q: 0, r: 1 } }, contact: { written: 'F', chain: ['F', 'R'] }, spec: { className: 'Scout', components: [{ code: 'IE', count: 1, level: 2 }, { code: 'SI', count: 1, level: 4 }, { code: 'AR', count: 2, level: 1 }], missiles: [] } });
    };
    const decisions = { ...STILL, '1': { thrust: {}, fire: [{ ship: 'lewis', weapon: 'ML#1', target: 'scout', missile: 'mk1' }] } };
    const forced = { byPurpose: { 'R1/G/lewis/ML#1>scout/to-hit': 100 } };
    const side = run(duel(['F', 'R'], ['H'], {}, withScout), decisions, 3, forced);
    const huron = side.battle.ships.find((s) => s.id === 'huron')!;
    expect(tacticOf(side.battle, huron)).toMatchObject({ tactic: 'survive', sensors: false, label: 'F → R: runs, fires at ships that fired on its side, SN off' });
    expect(side.decisions['1']?.fire?.some((a) => a.ship === 'huron')).toBe(false);
    expect(side.decisions['2']?.fire?.filter((a) => a.ship === 'huron')).toEqual([{ ship: 'huron', weapon: 'BL#1', target: 'lewis' }]);
    const self = run(duel(['F', 'R'], ['H'], { friendlyArmedFiresAt: 'self' }, withScout), decisions, 3, forced);
    expect(self.decisions['2']?.fire?.some((a) => a.ship === 'huron')).toBe(false);
    // The unarmed scout under F runs like an R ship.
    expect(tacticOf(side.battle, side.battle.ships.find((s) => s.id === 'scout')!).tactic).toBe('evade');
  });

  it('H, and orders that default to H, keep the default tactics; U keeps its SN in use', () => {
    const b = startBattle(duel(['U', 'H'], ['G', 'H']));
    expect(tacticOf(b, b.ships[0]!)).toMatchObject({ tactic: 'fight', sensors: true, label: 'U → H: fights, uses SN' });
    expect(tacticOf(b, b.ships[1]!)).toMatchObject({ tactic: 'fight', sensors: true, label: 'G → H: fights, uses SN' });
    expect(tacticOf(b, b.ships[0]!).why).toContain('Will use SN if so equipped');
  });

  it('a side whose armed ships all run jumps out on a loss of detection', () => {
    // 40 hexes apart: out of detection (20 hexes) at once.
    const far = (file: Record<string, unknown>) => {
      ((file.ships as Record<string, unknown>[])[1] as Record<string, unknown>).placement = { at: { q: 40, r: 0 } };
    };
    const r = run(duel(['R'], ['H'], {}, far), {}, 2);
    expect(r.decisions['1']?.lossOfDetection).toEqual({ MINKY: 'jump', PIGGY: 'stay' });
  });

  it('same seed, same battle; replayed from the recorded decisions without the tactics, the same battle', () => {
    const input = duel(['F', 'R'], ['U', 'H']);
    const a = resolveBattle(startBattle(input), {}, seedRng('same'), { tactics: 'default' });
    const b = resolveBattle(startBattle(input), {}, seedRng('same'), { tactics: 'default' });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    if (!a.ok) throw new Error(a.reason);
    const c = resolveBattle(startBattle(input), a.decisions, seedRng('same'), {});
    expect(c.ok && JSON.stringify(c.battle)).toBe(JSON.stringify(a.battle));
  });

  it('the two settings default to the book reading Warpdesk takes', () => {
    expect(DEFAULT_COMBAT_SETTINGS.evadingShipsUseSensors).toBe(false);
    expect(DEFAULT_COMBAT_SETTINGS.friendlyArmedFiresAt).toBe('side');
  });
});
