/**
 * Repository of NOVA battles (issue 7). A battle is an `events` row of kind `nova-battle`
 * (fields: renderer/features/combat/battle-record.ts) and its dice are `diceRolls` rows with the
 * loose fields `battleId, die, raw, modifiers, result, round, phase, shipId, forced`. The DiceRoll's
 * own `sides`/`value` give the die on a 1…sides scale (a d10z face 0 is stored as value 10; its
 * `result` stays 0). Every save rewrites the battle's dice from a replay, so rows and log agree.
 */
import type { DiceRoll, GameEvent } from '../../../../shared/model/entities';
import type { BattleDecisions } from '../../../../shared/rulesets/nova/combat/decisions';
import type { DieEvent, DieType } from '../../../../shared/rulesets/nova/combat/dice';
import { BATTLE_EVENT_KIND, replayBattle, storedBattleSchema, summaryOf, type BattleStep, type StoredBattle } from '../../../../shared/rulesets/nova/combat/battle-record';
import { newLocalId } from './empires';
import { writeGame } from '../../../db/game-write';
import type { WarpdeskDb } from '../../../db/schema';

export type BattleRecord = GameEvent & StoredBattle;

const SIDES: Record<DieType, number> = { d6: 6, d10z: 10, d10t: 10, d100: 100, d1000: 1000 };

export function asBattle(row: GameEvent): BattleRecord {
  const parsed = storedBattleSchema.safeParse(row);
  return { ...row, ...(parsed.success ? parsed.data : storedBattleSchema.parse({ name: String(row.id), battle: null, seed: String(row.id) })) };
}

export async function listBattles(db: WarpdeskDb, gameId: string): Promise<BattleRecord[]> {
  const rows = await db.events.where('gameId').equals(gameId).filter((e) => e.kind === BATTLE_EVENT_KIND).toArray();
  return rows.map(asBattle).sort((a, b) => a.turn - b.turn || a.seq - b.seq);
}

export async function getBattle(db: WarpdeskDb, gameId: string, id: string): Promise<BattleRecord | null> {
  const row = await db.events.get([gameId, id]);
  return row && row.kind === BATTLE_EVENT_KIND ? asBattle(row) : null;
}

/** The battle's dice rows, in the order they were rolled. */
export async function battleDice(db: WarpdeskDb, gameId: string, battleId: string): Promise<DiceRoll[]> {
  const rows = await db.diceRolls.where('gameId').equals(gameId).filter((d) => d.battleId === battleId).toArray();
  return rows.sort((a, b) => a.seq - b.seq);
}

/** A battle's dice as `diceRolls` rows (space and surface battles alike; a d10's 0 face stored as 10). */
export function diceRows(gameId: string, battle: Pick<BattleRecord, 'id' | 'turn'>, dice: readonly DieEvent[]): DiceRoll[] {
  return dice.map((d, i) => ({
    gameId,
    id: `${battle.id}.d${i + 1}`,
    turn: battle.turn,
    seq: i + 1,
    purpose: d.purpose,
    sides: SIDES[d.die],
    value: d.die === 'd10z' && d.result === 0 ? 10 : d.result,
    battleId: battle.id,
    die: d.die,
    raw: d.raw,
    modifiers: d.modifiers,
    result: d.result,
    round: d.round,
    phase: d.phase,
    forced: d.forced,
    ...(d.shipId !== undefined ? { shipId: d.shipId } : {}),
  }));
}

/** Stores the battle whole: replays it, writes its summary and rewrites its dice, in one transaction. */
async function store(db: WarpdeskDb, record: BattleRecord): Promise<BattleRecord> {
  const replay = replayBattle(record);
  if ('problems' in replay) throw new Error(`The battle file does not read: ${replay.problems.join('; ')}`);
  const next: BattleRecord = { ...record, ...summaryOf(replay) };
  await writeGame(db, record.gameId, [db.events, db.diceRolls], async () => {
    const old = await db.diceRolls.where('gameId').equals(record.gameId).filter((d) => d.battleId === record.id).primaryKeys();
    await db.diceRolls.bulkDelete(old);
    await db.events.put(next);
    await db.diceRolls.bulkAdd(diceRows(record.gameId, next, replay.dice));
  });
  return next;
}

/** Adds a battle from a battle file's JSON (already read by readBattleInput). */
export async function addBattle(db: WarpdeskDb, gameId: string, battle: unknown, options: { name: string; seed?: string; decisions?: BattleDecisions }): Promise<BattleRecord> {
  const game = await db.games.get(gameId);
  if (!game) throw new Error('This game no longer exists');
  const turn = game.turn;
  const events = await db.events.where('[gameId+turn]').equals([gameId, turn]).toArray();
  const seq = events.reduce((m, e) => Math.max(m, e.seq), 0) + 1;
  const id = newLocalId('battle');
  const seed = options.seed ?? `${game.seed}:${id}`;
  const record: BattleRecord = { gameId, id, turn, seq, kind: BATTLE_EVENT_KIND, name: options.name, battle, seed, steps: [], decisions: options.decisions ?? {}, fileDecisions: options.decisions ?? {}, state: 'set up', round: 0, outcome: '' };
  return store(db, record);
}

/** Takes one more step (resolve to the end, or to the start of a round) with the dice typed in for it. */
export async function stepBattle(db: WarpdeskDb, gameId: string, id: string, step: BattleStep): Promise<BattleRecord> {
  const record = await getBattle(db, gameId, id);
  if (!record) throw new Error('This battle no longer exists');
  return store(db, { ...record, steps: [...record.steps, step] });
}

/** Undoes the last step (its rounds and the dice typed for it); the tactics' decisions are made again on replay. */
export async function undoStep(db: WarpdeskDb, gameId: string, id: string): Promise<BattleRecord> {
  const record = await getBattle(db, gameId, id);
  if (!record) throw new Error('This battle no longer exists');
  return store(db, { ...record, steps: record.steps.slice(0, -1), decisions: record.fileDecisions ?? {} });
}

/** Back to the set-up: forgets the steps, the decisions taken and the dice (the battle file, its own decisions and the seed stay). */
export async function resetBattle(db: WarpdeskDb, gameId: string, id: string): Promise<BattleRecord> {
  const record = await getBattle(db, gameId, id);
  if (!record) throw new Error('This battle no longer exists');
  return store(db, { ...record, steps: [], decisions: record.fileDecisions ?? {} });
}

export async function deleteBattle(db: WarpdeskDb, gameId: string, id: string): Promise<void> {
  await writeGame(db, gameId, [db.events, db.diceRolls], async () => {
    const old = await db.diceRolls.where('gameId').equals(gameId).filter((d) => d.battleId === id).primaryKeys();
    await db.diceRolls.bulkDelete(old);
    await db.events.delete([gameId, id]);
  });
}
