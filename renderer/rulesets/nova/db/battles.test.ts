import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayBattle } from '../../../../shared/rulesets/nova/combat/battle-record';
import { readForcedDice } from '../combat/forced-dice';
import { addBattle, battleDice, getBattle, listBattles, resetBattle, stepBattle, undoStep } from './battles';
import { emptyGameRecords } from '../../../../shared/format/archive';
import { insertGame } from '../../../db/games';
import { WarpdeskDb } from '../../../db/schema';

const sample = JSON.parse(readFileSync('resources/samples/nova-battle-sample.json', 'utf8')) as { decisions: never; name: string };
const sampleDice = readForcedDice(readFileSync('resources/samples/nova-battle-sample.dice.json', 'utf8'));
let n = 0;

async function setup() {
  const db = new WarpdeskDb(`battles-test-${++n}-${Date.now()}`);
  const records = emptyGameRecords({ id: 'g1', name: 'Battles', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} });
  await insertGame(db, records);
  return { db, gameId: 'g1' };
}

describe('battles repository', () => {
  it('stores the sample battle whole and resolves it with its dice as the rulebook does', async () => {
    const { db, gameId } = await setup();
    if (!sampleDice.ok) throw new Error('dice file does not read');
    const added = await addBattle(db, gameId, sample, { name: sample.name, seed: 'rulebook-space-example', decisions: sample.decisions });
    expect(added.state).toBe('set up');
    const resolved = await stepBattle(db, gameId, added.id, { until: null, forced: sampleDice.dice });
    expect(resolved.state).toBe('resolved');
    expect(resolved.outcome).toBe('MINKY holds the system');
    const again = await getBattle(db, gameId, added.id);
    expect(again?.battle).toEqual(sample);
    expect(again?.steps).toHaveLength(1);
    const dice = await battleDice(db, gameId, added.id);
    const replay = replayBattle(again!);
    if ('problems' in replay) throw new Error(replay.problems.join());
    expect(dice.map((d) => [d.purpose, (d as { result?: number }).result, (d as { forced?: boolean }).forced])).toEqual(replay.dice.map((d) => [d.purpose, d.result, d.forced]));
    expect(replay.battle.ships.find((s) => s.id === 'lewis')?.status).toBe('blownUp');
    expect(await listBattles(db, gameId)).toHaveLength(1);
  });

  it('replays a seeded battle stepped round by round to the same log as one resolved in one go', async () => {
    const { db, gameId } = await setup();
    const { decisions: _ignored, ...noDecisions } = sample as unknown as Record<string, unknown>;
    const a = await addBattle(db, gameId, noDecisions, { name: 'A', seed: 's1' });
    const b = await addBattle(db, gameId, noDecisions, { name: 'B', seed: 's1' });
    await stepBattle(db, gameId, a.id, { until: null, forced: [] });
    await stepBattle(db, gameId, b.id, { until: 2, forced: [] });
    const b2 = await stepBattle(db, gameId, b.id, { until: 3, forced: [] });
    expect(b2.state).toBe('in progress');
    await stepBattle(db, gameId, b.id, { until: null, forced: [] });
    const ra = replayBattle((await getBattle(db, gameId, a.id))!);
    const rb = replayBattle((await getBattle(db, gameId, b.id))!);
    if ('problems' in ra || 'problems' in rb) throw new Error('does not replay');
    expect(rb.dice).toEqual(ra.dice);
    expect(rb.log.map((e) => e.text)).toEqual(ra.log.map((e) => e.text));
    expect(rb.battle.outcome).toEqual(ra.battle.outcome);
    // Undo the last step: back to two rounds played, and the same dice as before.
    const undone = await undoStep(db, gameId, b.id);
    expect([undone.state, undone.round]).toEqual(['in progress', 2]);
    const ru = replayBattle(undone);
    if ('problems' in ru) throw new Error('does not replay');
    expect(ru.dice).toEqual(ra.dice.filter((d) => d.round <= 2));
    const reset = await resetBattle(db, gameId, a.id);
    expect(reset.state).toBe('set up');
    expect(await battleDice(db, gameId, a.id)).toHaveLength(0);
  });
});
