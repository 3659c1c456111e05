import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive, type GameRecords } from '../../../../shared/format/archive';
import type { Game } from '../../../../shared/model/entities';
import { simulateOdds } from '../../../../shared/rulesets/nova/combat/odds';
import { startBattle } from '../../../../shared/rulesets/nova/combat/battle';
import { SPACE_EXAMPLE } from '../../../../shared/rulesets/nova/combat/fixtures/space-example';
import { proposeSurfaceRound } from '../../../../shared/rulesets/nova/combat/surface';
import { autoResolveBattle } from '../../../../shared/rulesets/nova/turn/battles';
import { getBattle, stepBattle } from '../db/battles';
import { insertGame } from '../../../db/games';
import { WarpdeskDb } from '../../../db/schema';
import { addSurfaceBattle, addSurfaceRound, getSurfaceBattle, undoSurfaceRound } from '../db/surface-battles';
import { loadTurnDecisions } from '../db/turns';
import { replayBattle } from '../../../../shared/rulesets/nova/combat/battle-record';
import { mergeOdds } from './odds-merge';
import { replaySurface, surfaceInputFromCounts } from '../../../../shared/rulesets/nova/combat/surface-record';
import { COMBAT_SCREEN_NOTE, findTurnBattle, loadTurnBattles, openTurnBattle, sendTurnBattleResult } from './turn-battles';
import { RULESETS } from '../../../../shared/rulesets/index';

let db: WarpdeskDb;
let counter = 0;
afterEach(() => db?.close());

function sample(): GameRecords {
  const read = readArchive(readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample does not read');
  return read.value.records;
}

async function sampleGame(): Promise<Game> {
  db = new WarpdeskDb(`warpdesk-combat-turn-test-${++counter}-${Date.now()}`);
  const records = sample();
  await insertGame(db, records);
  return (await db.games.get(records.game.id)) as Game;
}

describe('battles of the turn in the Combat screen', () => {
  it('opens a battle the dry run finds, resolves it, and sends its result to the turn with the record id', async () => {
    const game = await sampleGame();
    const before = await loadTurnBattles(db, game);
    const queued = before.run.pending.find((b) => b.kind === 'space');
    if (!queued) throw new Error(`the sample's turn ${game.turn} has no space battle waiting (battles: ${before.run.battles.map((b) => b.id).join(', ') || 'none'})`);
    const opened = await openTurnBattle(db, game, queued.id);
    expect(opened.kind).toBe('space');
    // Opening again finds the same stored battle.
    expect(await openTurnBattle(db, game, queued.id)).toEqual(opened);
    expect((await findTurnBattle(db, game, queued.id))?.record.id).toBe(opened.id);
    const resolved = await stepBattle(db, game.id, opened.id, { until: null, forced: [] });
    expect(resolved.state).toBe('resolved');
    const replay = replayBattle(resolved);
    if ('problems' in replay) throw new Error(replay.problems.join());
    const result = await sendTurnBattleResult(db, game, queued.id, replay.battle, opened.id);
    expect(result.battleRecordId).toBe(opened.id);
    const decisions = await loadTurnDecisions(db, game.id, game.turn);
    expect(decisions.battles?.[queued.id]).toEqual({ value: result, note: COMBAT_SCREEN_NOTE });
    // The turn goes on past the battle.
    const after = await loadTurnBattles(db, game);
    expect(after.run.pending.map((b) => b.id)).not.toContain(queued.id);
  });

  it('a battle opened here and resolved with the default tactics gives the auto-resolution\'s result', async () => {
    const game = await sampleGame();
    const { run } = await loadTurnBattles(db, game);
    const queued = run.pending.find((b) => b.kind === 'space');
    if (!queued) throw new Error('no space battle waiting');
    const auto = autoResolveBattle(queued, run.world, `${run.diceSeed}/${queued.id}`);
    if (!auto.ok) throw new Error(auto.reason);
    const opened = await openTurnBattle(db, game, queued.id);
    const record = await stepBattle(db, game.id, opened.id, { until: null, forced: [] });
    const replay = replayBattle(record);
    if ('problems' in replay) throw new Error(replay.problems.join());
    // With the battle's log, the result also keeps what each side saw of the other's ships (NOVA: SAMPLE SITREP line 5), as the auto-resolution does.
    const sent = await sendTurnBattleResult(db, game, queued.id, replay.battle, opened.id, replay.log);
    expect({ ...sent, battleRecordId: undefined }).toEqual({ ...auto.result, battleRecordId: undefined });
    expect(Object.keys(sent.observed ?? {}).sort()).toEqual([...queued.empireIds].sort());
    expect(Object.values(sent.observed ?? {}).flat().length).toBeGreaterThan(0);
  });

  it('refuses a battle id the turn does not have, and says which battles it has', async () => {
    const game = await sampleGame();
    await expect(openTurnBattle(db, game, 'b.1.nowhere')).rejects.toThrow(/has no battle b\.1\.nowhere/);
    const stored = await getBattle(db, game.id, 'nothing');
    expect(stored).toBeNull();
  });
});

describe('surface battles stored by the Combat screen', () => {
  it('fights rounds with the proposed line-up and typed dice, replays them exactly, and undoes a round', async () => {
    const game = await sampleGame();
    const input = surfaceInputFromCounts('Rulebook example', { SDU: 1, RA: 0, MA: 3 }, { AA: 3, RA: 3 }, [3], true);
    const added = await addSurfaceBattle(db, game.id, input, { name: 'Rulebook example', seed: 'surface-seed' });
    let state = replaySurface(added).state;
    const r1 = await addSurfaceRound(db, game.id, added.id, { decision: proposeSurfaceRound(state), forced: [6, 6, 6, 6, 6, 6] });
    const replay1 = replaySurface(r1);
    expect(replay1.dice.slice(0, 6).every((d) => d.forced && d.result === 6)).toBe(true);
    expect(r1.state).toBe('in progress');
    state = replay1.state;
    const r2 = await addSurfaceRound(db, game.id, added.id, { decision: proposeSurfaceRound(state), forced: [] });
    expect(replaySurface((await getSurfaceBattle(db, game.id, added.id))!).dice).toEqual(replaySurface(r2).dice);
    const back = await undoSurfaceRound(db, game.id, added.id);
    expect(back.rounds).toHaveLength(1);
    // A die that is not a face of a d6 is refused and nothing is written.
    await expect(addSurfaceRound(db, game.id, added.id, { decision: proposeSurfaceRound(replaySurface(back).state), forced: [7] })).rejects.toThrow(/d6: 7 is not a face/);
    expect((await getSurfaceBattle(db, game.id, added.id))?.rounds).toHaveLength(1);
  });
});

describe('odds preview batches', () => {
  it('merging batches weighs each by its resolved runs', () => {
    const b = startBattle(SPACE_EXAMPLE);
    const parts = [simulateOdds(b, 10, 's/b0', 'default', {}), simulateOdds(b, 7, 's/b1', 'default', {})];
    const merged = mergeOdds(parts);
    expect(merged.runs).toBe(17);
    for (const id of ['huron', 'lewis', 'clark']) {
      const expected = ((parts[0]!.survival[id] ?? 0) * (10 - parts[0]!.failed) + (parts[1]!.survival[id] ?? 0) * (7 - parts[1]!.failed)) / (17 - merged.failed);
      expect(merged.survival[id]).toBeCloseTo(expected, 12);
    }
  });
});
