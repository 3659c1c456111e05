import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyGameRecords } from '../../../../../shared/format/archive';
import { addBattle, battleDice, stepBattle, undoStep } from '../../db/battles';
import { insertGame } from '../../../../db/games';
import { WarpdeskDb } from '../../../../db/schema';
import { replayBattle, type BattleStep, type Replay } from '../../../../../shared/rulesets/nova/combat/battle-record';
import { proposeDecision } from '../../../../../shared/rulesets/nova/combat/decision-forms';
import { twoShipBattleFile } from '../../../../../shared/rulesets/nova/combat/fixtures/two-ship';
import { decideStep, decidingByHand, finishStep, handDecisions, startDecidingStep } from '../../../../../shared/rulesets/nova/combat/hand-steps';

let n = 0;
async function setup() {
  const db = new WarpdeskDb(`hand-steps-test-${++n}-${Date.now()}`);
  await insertGame(db, emptyGameRecords({ id: 'g1', name: 'Hand', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
  const added = await addBattle(db, 'g1', twoShipBattleFile(), { name: 'Duel', seed: 'duel-seed' });
  return { db, id: added.id };
}

function replayed(record: Parameters<typeof replayBattle>[0]): Replay {
  const r = replayBattle(record);
  if ('problems' in r) throw new Error(r.problems.join('; '));
  return r;
}

describe('a battle decided by hand, stored step by step', () => {
  it('stops at each decision, keeps the GM\'s answers, replays them exactly, and undoes the last one', async () => {
    const { db, id } = await setup();
    let record = await stepBattle(db, 'g1', id, startDecidingStep(0));
    let r = replayed(record);
    expect([record.state, r.pending]).toEqual(['waiting', { round: 1, kind: 'thrust', ships: ['huron', 'lewis'] }]);
    expect(decidingByHand(record.steps)).toBe(true);

    // Thrust: Huron holds still, Lewis as the tactics would.
    const thrust = { thrust: { huron: [0, 0, 0, 0, 0, 0], lewis: proposeDecision(r.battle, r.pending!).thrust!.lewis! } };
    record = await stepBattle(db, 'g1', id, decideStep(r.pending!, thrust));
    r = replayed(record);
    expect(r.pending).toMatchObject({ round: 1, kind: 'fire' });
    expect(r.battle.ships.find((s) => s.id === 'huron')?.pos).toEqual({ q: 0, r: 0 });

    // Fire changed from the default: Huron holds fire, Lewis fires mk2 instead of mk1.
    const fire = { fire: [{ ship: 'lewis', weapon: 'ML#1', target: 'huron', missile: 'mk2' }] };
    record = await stepBattle(db, 'g1', id, decideStep(r.pending!, fire));
    r = replayed(record);
    expect(r.pending).toMatchObject({ round: 2, kind: 'thrust' });
    const attacks = r.log.filter((e) => e.type === 'attack' && e.round === 1);
    expect(attacks.map((e) => e.shipId)).toEqual(['lewis']);
    expect(r.log.filter((e) => e.type === 'decision').map((e) => e.text)).toEqual(['the GM decides thrust', 'the GM decides fire']);
    expect(r.dice.filter((d) => d.round === 1 && d.phase === 'G').every((d) => d.purpose.startsWith('R1/G/lewis/ML#1>huron'))).toBe(true);
    expect(record.decisions['1']?.fire).toEqual(fire.fire);
    expect((await battleDice(db, 'g1', id)).length).toBe(r.dice.length);

    // The same record replays to the same dice, and the look-back at round 0 is the set-up.
    expect(replayed(record).dice).toEqual(r.dice);
    const atSetup = replayBattle(record, 0);
    expect('problems' in atSetup ? null : atSetup.battle.round).toBe(1);

    // Ctrl+Z: the fire decision goes, the battle waits for it again.
    record = await undoStep(db, 'g1', id);
    r = replayed(record);
    expect(r.pending).toMatchObject({ round: 1, kind: 'fire' });
    expect(r.log.some((e) => e.type === 'attack')).toBe(false);
    expect(handDecisions(record.steps)).toEqual([{ round: 1, kinds: ['thrust'], by: 'gm' }]);
  });

  it('jumps out at the end of the lag time by hand, and "Let the tactics decide" and "Finish with default tactics" go on from a stop', async () => {
    const { db, id } = await setup();
    let record = await stepBattle(db, 'g1', id, startDecidingStep(0));
    let r = replayed(record);
    // Rounds 1–3: the tactics' thrust (asked for by the GM); Huron holds fire, Lewis fires as the tactics say.
    while (r.pending && r.pending.kind !== 'jumps') {
      const proposal = proposeDecision(r.battle, r.pending);
      const step = r.pending.kind === 'fire' ? decideStep(r.pending, { fire: proposal.fire!.filter((a) => a.ship !== 'huron') }) : decideStep(r.pending, proposal, [], 'tactics');
      record = await stepBattle(db, 'g1', id, step);
      r = replayed(record);
    }
    expect(r.pending).toEqual({ round: 3, kind: 'jumps', ships: ['huron'] });
    record = await stepBattle(db, 'g1', id, decideStep(r.pending!, { jumps: { huron: 'jump' } }));
    r = replayed(record);
    expect(record.state).toBe('resolved');
    expect(r.battle.ships.find((s) => s.id === 'huron')).toMatchObject({ status: 'jumped', endedRound: 3 });
    expect(r.log.some((e) => e.type === 'jump' && e.text === 'Huron jumps out (LT3 cycle from round 1 complete)')).toBe(true);
    expect(record.outcome).toBe('PIGGY holds the system');

    // Undo the jump, then finish with the default tactics: Huron stays, and the GM's rounds 1–3 are kept.
    record = await undoStep(db, 'g1', id);
    expect(replayed(record).pending).toEqual({ round: 3, kind: 'jumps', ships: ['huron'] });
    record = await stepBattle(db, 'g1', id, finishStep());
    r = replayed(record);
    expect(record.state).toBe('resolved');
    expect(decidingByHand(record.steps)).toBe(false);
    expect(r.log.filter((e) => e.type === 'attack' && e.round <= 3).every((e) => e.shipId === 'lewis')).toBe(true);
    expect(r.log.some((e) => e.type === 'cycle' && e.round === 3 && e.text.startsWith('Huron could jump but stays'))).toBe(true);
  });
});

describe('hand steps replay exactly', () => {
  it('property: a battle decided stop by stop with the tactics\' proposals (some after a Next round) replays to the default tactics\' dice', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.boolean(), (seed, nextRoundFirst) => {
        const base = { battle: twoShipBattleFile(), seed, decisions: {}, fileDecisions: {} };
        const auto = replayed({ ...base, steps: [finishStep()] });
        let steps: BattleStep[] = nextRoundFirst ? [{ until: 2, forced: [] }, startDecidingStep(1)] : [startDecidingStep(0)];
        let r = replayed({ ...base, steps });
        for (let i = 0; i < 100 && r.pending; i++) {
          steps = [...steps, decideStep(r.pending, proposeDecision(r.battle, r.pending))];
          // Stored decisions hold every answer (as after a save): replay must still stop at each one in turn.
          r = replayed({ ...base, steps, decisions: r.decisions });
        }
        expect(r.state).toBe('resolved');
        expect(r.dice).toEqual(auto.dice);
        expect(r.battle.outcome).toEqual(auto.battle.outcome);
      }),
      { numRuns: 15 },
    );
  });

  it('physical dice typed with a decision are used by what follows it, logged as forced', () => {
    const base = { battle: twoShipBattleFile(), seed: 'duel-seed', decisions: {}, fileDecisions: {} };
    let steps: BattleStep[] = [startDecidingStep(0)];
    let r = replayed({ ...base, steps });
    steps = [...steps, decideStep(r.pending!, proposeDecision(r.battle, r.pending!))];
    r = replayed({ ...base, steps });
    expect(r.pending?.kind).toBe('fire');
    // Huron's BL20 attack die (d10z) 9, Lewis's missile d100 100 (a miss).
    steps = [...steps, decideStep(r.pending!, proposeDecision(r.battle, r.pending!), [{ value: 9 }, { value: 100 }])];
    r = replayed({ ...base, steps });
    const g = r.dice.filter((d) => d.round === 1 && d.phase === 'G');
    expect(g.slice(0, 2).map((d) => [d.purpose, d.result, d.forced])).toEqual([
      ['R1/G/huron/BL#1>lewis/attack', 9, true],
      ['R1/G/lewis/ML#1>huron/to-hit', 100, true],
    ]);
    expect(r.unusedForced).toBe(0);
  });
});
