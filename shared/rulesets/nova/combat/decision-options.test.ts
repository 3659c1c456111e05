import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { readBattleInput, startBattle, type BattleInput } from './battle';
import type { BattleDecisions } from './decisions';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';
import type { CombatShipSpec } from './ship-spec';
import { checkDecision, echoOptions, fireRowProblem, fireRows, launchOptions, pickUpOptions, proposeDecision } from './decision-forms';
import { twoShipBattleFile } from './fixtures/two-ship';

const CARRIER: CombatShipSpec = { className: 'Carrier', components: [...TRIBAL.components, { code: 'LB', count: 1, level: 20 }], missiles: [] };
const FIGHTER: CombatShipSpec = { className: 'Fighter', components: [{ code: 'IE', count: 1, level: 3 }, { code: 'SI', count: 1, level: 3 }, { code: 'AR', count: 2, level: 1 }, { code: 'BL', count: 1, level: 6 }], missiles: [] };
const carrierBattle: BattleInput = {
  ...SPACE_EXAMPLE,
  ships: [
    { id: 'cv', name: 'Carrier', side: 'MINKY', spec: CARRIER, placement: { at: { q: 0, r: 0 } }, vector: { q: 1, r: 0 } },
    { id: 'f1', name: 'Fighter', side: 'MINKY', spec: FIGHTER, carriedBy: 'cv' },
    { id: 'x', name: 'Enemy', side: 'PIGGY', spec: TRIBAL, placement: { at: { q: 15, r: 0 } } },
  ],
};

describe('launch and pick-up options (NOVA: LAUNCH BAYS L811–819)', () => {
  it('offers the carried fighter for launch, and after the round the carrier to pick it up', () => {
    const first = resolveBattle(startBattle(carrierBattle), {}, seedRng('x'), { tactics: null });
    if (!first.ok || first.status.kind !== 'pending') throw new Error('no stop');
    expect(first.status.decision.kind).toBe('launch');
    expect(launchOptions(first.battle)).toEqual([{ ship: 'f1', name: 'Fighter', carrier: 'Carrier', problem: null }]);
    expect(proposeDecision(first.battle, first.status.decision)).toEqual({ launch: ['f1'] });
    const decisions: BattleDecisions = { '1': { launch: ['f1'], thrust: {}, fire: [] } };
    const k = resolveBattle(startBattle(carrierBattle), decisions, seedRng('x'), { tactics: null });
    if (!k.ok || k.status.kind !== 'pending') throw new Error('no stop');
    expect(k.status.decision.kind).toBe('pickUps');
    expect(pickUpOptions(k.battle)).toEqual([{ ship: 'f1', name: 'Fighter', carriers: [{ id: 'cv', name: 'Carrier' }] }]);
    expect(proposeDecision(k.battle, k.status.decision)).toEqual({ pickUps: {} });
    expect(checkDecision(k.battle, 'pickUps', { pickUps: { f1: 'x' } })).toEqual({ ok: false, reason: 'pick-up: Enemy is not on Fighter\'s side' });
  });
});

describe('echoes (NOVA: SENSOR SCREENS): the real image, and fire at an image', () => {
  it('a ship with two sensor screens the enemy cannot probe shows 2 images; the defender picks one, the attacker must name one', () => {
    const file = twoShipBattleFile();
    const lewis = (file.ships as { spec: { components: unknown[] } }[])[1];
    lewis?.spec.components.push({ code: 'SS', count: 2, level: 20 });
    const read = readBattleInput(file);
    if (!read.ok) throw new Error(read.reasons.join('; '));
    let decisions: BattleDecisions = {};
    let sawEchoes = false;
    for (let i = 0; i < 5; i++) {
      const r = resolveBattle(startBattle(read.input), decisions, seedRng('echo'), { tactics: null });
      if (!r.ok || r.status.kind !== 'pending') throw new Error('no stop');
      const p = r.status.decision;
      if (p.kind === 'echoes') {
        sawEchoes = true;
        expect(echoOptions(r.battle)).toEqual([{ ship: 'lewis', name: 'Lewis', images: 2, shownTo: { MINKY: 2 } }]);
        expect(proposeDecision(r.battle, p)).toEqual({ echoes: { lewis: 0 } });
        expect(checkDecision(r.battle, 'echoes', { echoes: { lewis: 2 } })).toEqual({ ok: false, reason: 'echoes: Lewis shows 2 images, choose 0–1' });
      }
      if (p.kind === 'fire') {
        const rows = fireRows(r.battle, proposeDecision(r.battle, p).fire ?? []);
        const huron = rows.find((row) => row.ship === 'huron');
        expect(huron).toMatchObject({ target: 'lewis', image: 0 });
        const noImage = rows.map((row) => (row.ship === 'huron' ? { ship: row.ship, weapon: row.weapon, target: row.target } : row));
        expect(fireRowProblem(r.battle, noImage, noImage.findIndex((row) => row.ship === 'huron'))).toBe('Lewis shows 2 images to MINKY: choose image 0–1');
        expect(sawEchoes).toBe(true);
        return;
      }
      decisions = { ...r.decisions, [p.round]: { ...r.decisions[p.round], ...proposeDecision(r.battle, p) } };
    }
    throw new Error('never asked to fire');
  });
});
