import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { readBattleInput, startBattle, type Battle } from './battle';
import type { BattleDecisions } from './decisions';
import { resolveBattle, type PendingDecision } from './engine';
import { checkDecision, echoOptions, fireRowProblem, fireRows, jumpOptions, lossOfDetectionSides, moveRow, proposeDecision, rowsToFire, thrustPreview, weaponOptions } from './decision-forms';
import { twoShipBattleFile } from './fixtures/two-ship';

function start(file = twoShipBattleFile()): Battle {
  const read = readBattleInput(file);
  if (!read.ok) throw new Error(read.reasons.join('; '));
  return startBattle(read.input);
}

/** Runs without tactics to the first decision matching `stop`, answering earlier ones with the proposal. */
function runTo(stop: (p: PendingDecision) => boolean, seed = 'duel-seed'): { battle: Battle; pending: PendingDecision; decisions: BattleDecisions } {
  let decisions: BattleDecisions = {};
  for (let i = 0; i < 50; i++) {
    const r = resolveBattle(start(), decisions, seedRng(seed), { tactics: null });
    if (!r.ok || r.status.kind !== 'pending') throw new Error('the battle did not stop where the test expected');
    const p = r.status.decision;
    if (stop(p)) return { battle: r.battle, pending: p, decisions: r.decisions };
    decisions = { ...r.decisions, [p.round]: { ...r.decisions[p.round], ...proposeDecision(r.battle, p) } };
  }
  throw new Error('no stop');
}

describe('proposeDecision: what the default tactics would choose, and only that', () => {
  it('answers the first thrust plot with the tactics\' plot for both ships', () => {
    const { battle, pending } = runTo((p) => p.kind === 'thrust');
    expect(pending).toEqual({ round: 1, kind: 'thrust', ships: ['huron', 'lewis'] });
    const proposal = proposeDecision(battle, pending);
    expect(Object.keys(proposal)).toEqual(['thrust']);
    expect(proposal.thrust).toEqual({ huron: [0, 2, 0, 0, 0, 0], lewis: [1, 0, 0, 0, 0, 0] });
    expect(checkDecision(battle, 'thrust', proposal)).toEqual({ ok: true, warnings: [] });
  });

  it('answers fire with every weapon at the best target, the missile named for the launcher', () => {
    const { battle, pending } = runTo((p) => p.kind === 'fire');
    expect(proposeDecision(battle, pending).fire).toEqual([
      { ship: 'huron', weapon: 'BL#1', target: 'lewis' },
      { ship: 'lewis', weapon: 'ML#1', target: 'huron', missile: 'mk1' },
    ]);
  });

  it('answers a jump-out with "stay" for an armed, healthy ship whose LT3 cycle completes at round 3', () => {
    const { battle, pending } = runTo((p) => p.kind === 'jumps');
    expect(pending).toMatchObject({ round: 3, kind: 'jumps', ships: ['huron'] });
    expect(proposeDecision(battle, pending)).toEqual({ jumps: { huron: 'stay' } });
    expect(jumpOptions(battle)).toEqual([{ ship: 'huron', name: 'Huron', lt: 3, cycleStart: 1, readyRound: 3, ready: true, blocker: null, choices: ['jump', 'stay', 'abort'] }]);
  });

  it('property: deciding every stop with the proposal gives the default tactics\' battle, die for die', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const auto = resolveBattle(start(), {}, seedRng(seed), { tactics: 'default' });
        let decisions: BattleDecisions = {};
        let r = resolveBattle(start(), decisions, seedRng(seed), { tactics: null });
        for (let i = 0; i < 200 && r.ok && r.status.kind === 'pending'; i++) {
          const p = r.status.decision;
          decisions = { ...r.decisions, [p.round]: { ...r.decisions[p.round], ...proposeDecision(r.battle, p) } };
          r = resolveBattle(start(), decisions, seedRng(seed), { tactics: null });
        }
        if (!auto.ok || !r.ok) throw new Error('a resolution failed');
        expect(r.status.kind).toBe('finished');
        expect(r.dice).toEqual(auto.dice);
        expect(r.battle.ships.map((s) => [s.id, s.status, s.sd, s.ta, s.sl])).toEqual(auto.battle.ships.map((s) => [s.id, s.status, s.sd, s.ta, s.sl]));
      }),
      { numRuns: 25 },
    );
  });
});

describe('decision options and live checks', () => {
  it('lists each weapon with the detected targets, their range and the fire calculator\'s to-hit numbers', () => {
    const { battle } = runTo((p) => p.kind === 'fire');
    const options = weaponOptions(battle);
    expect(options.map((o) => `${o.shipName} ${o.weapon} ${o.label}`)).toEqual(['Huron BL#1 BL20', 'Lewis ML#1 ML12']);
    const [laser, launcher] = options;
    expect(laser?.targets).toEqual([expect.objectContaining({ id: 'lewis', range: 7, inReach: true, images: 1 })]);
    expect(laser?.targets[0]?.odds).toMatch(/^d10z \d\+ damages \(\d+%, average \d+\.\d\)$/);
    // NOVA: MISSILES — MA 90 − 7 × EW 2 = 76 %.
    expect(launcher?.targets[0]?.odds).toBe('mk1: hits on d100 ≤ 76%');
    expect(launcher?.missiles.map((m) => [m.id, m.size, m.problem])).toEqual([
      ['mk1', 11, null],
      ['mk2', 11, null],
    ]);
  });

  it('refuses a second shot of one weapon, a ship of the own side, and a missile the ship does not carry, each on its row', () => {
    const { battle } = runTo((p) => p.kind === 'fire');
    const rows = fireRows(battle, proposeDecision(battle, { round: 1, kind: 'fire' }).fire ?? []);
    expect(rows.map((r) => `${r.ship}/${r.weapon}>${r.target}`)).toEqual(['huron/BL#1>lewis', 'lewis/ML#1>huron']);
    const twice = [...rows, { ...(rows[0] as (typeof rows)[0]) }];
    expect(fireRowProblem(battle, twice, 2)).toBe('BL#1 already fires this round (one shot per weapon)');
    const ownSide = [{ ship: 'huron', weapon: 'BL#1', target: 'huron' }];
    expect(fireRowProblem(battle, ownSide, 0)).toBe('Huron is on Huron\'s own side');
    const noMissile = [{ ship: 'lewis', weapon: 'ML#1', target: 'huron', missile: 'nope' }];
    expect(fireRowProblem(battle, noMissile, 0)).toMatch(/^ML#1 is a launcher: name a missile design this ship carries \(mk1, mk2\)$/);
    // The engine's whole-round check agrees with the rows.
    expect(checkDecision(battle, 'fire', { fire: rowsToFire(twice) })).toEqual({ ok: false, reason: 'fire[2]: Huron\'s BL#1 already fires this round (one shot per weapon)' });
  });

  it('a weapon left without a target holds fire and is not in the allocation; the order of rows is the order of hits', () => {
    const { battle } = runTo((p) => p.kind === 'fire');
    const rows = fireRows(battle, []);
    expect(rows.every((r) => r.target === null)).toBe(true);
    expect(rowsToFire(rows)).toEqual([]);
    expect(rows.find((r) => r.weapon === 'ML#1')?.missile).toBe('mk1');
    const set = rows.map((r) => ({ ...r, target: r.ship === 'huron' ? 'lewis' : 'huron' }));
    expect(rowsToFire(moveRow(set, 1, -1)).map((a) => a.ship)).toEqual(['lewis', 'huron']);
    expect(moveRow(set, 0, -1)).toEqual(set);
  });

  it('previews a thrust plot: the new vector, where the ship ends, the range to the enemy, and too many points', () => {
    const { battle } = runTo((p) => p.kind === 'thrust');
    const p = thrustPreview(battle, 'huron', [0, 2, 0, 0, 0, 0], { lewis: [0, 0, 0, 0, 0, 0] });
    expect(p).toMatchObject({ available: 2, plotted: 2, vectorText: '2·D2', to: { q: 2, r: 0 }, nearest: { id: 'lewis', range: 6 }, problem: null });
    expect(thrustPreview(battle, 'huron', [1, 1, 1, 0, 0, 0]).problem).toBe('Huron: 3 thrust points plotted, the working IE gives 2');
    expect(checkDecision(battle, 'thrust', { thrust: { huron: [1, 1, 1, 0, 0, 0] } })).toEqual({ ok: false, reason: 'thrust for Huron: 3 thrust points plotted, the working IE gives 2' });
  });

  it('names the sides for a loss of detection and has no echoes without ECM', () => {
    const { battle } = runTo((p) => p.kind === 'fire');
    expect(lossOfDetectionSides(battle)).toEqual([
      { id: 'MINKY', name: 'MINKY', first: true },
      { id: 'PIGGY', name: 'PIGGY', first: false },
    ]);
    expect(echoOptions(battle)).toEqual([]);
  });
});
