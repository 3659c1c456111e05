/**
 * Repository of NOVA surface battles (issue 7): `events` rows of kind `nova-surface-battle`
 * (fields: renderer/features/combat/surface-record.ts) and their dice as `diceRolls` rows with
 * `battleId` (same loose fields as space battles: die, raw, modifiers, result, round, phase,
 * forced). Every write replays the battle and rewrites its dice in one transaction, so the rows
 * and the log agree; a round whose line-up or dice do not work is refused and nothing is written.
 */
import type { GameEvent } from '../../../../shared/model/entities';
import type { SurfaceBattleInput } from '../../../../shared/rulesets/nova/turn/surface-battle';
import { replaySurface, storedSurfaceSchema, SURFACE_EVENT_KIND, surfaceSummary, type StoredSurface, type SurfaceStep } from '../../../../shared/rulesets/nova/combat/surface-record';
import { diceRows } from './battles';
import { newLocalId } from './empires';
import { writeGame } from '../../../db/game-write';
import type { WarpdeskDb } from '../../../db/schema';

export type SurfaceRecord = GameEvent & StoredSurface;

export function asSurface(row: GameEvent): SurfaceRecord | null {
  const parsed = storedSurfaceSchema.safeParse(row);
  return parsed.success ? ({ ...row, ...parsed.data } as SurfaceRecord) : null;
}

export async function listSurfaceBattles(db: WarpdeskDb, gameId: string): Promise<SurfaceRecord[]> {
  const rows = await db.events.where('gameId').equals(gameId).filter((e) => e.kind === SURFACE_EVENT_KIND).toArray();
  return rows
    .map(asSurface)
    .filter((r): r is SurfaceRecord => r !== null)
    .sort((a, b) => a.turn - b.turn || a.seq - b.seq);
}

export async function getSurfaceBattle(db: WarpdeskDb, gameId: string, id: string): Promise<SurfaceRecord | null> {
  const row = await db.events.get([gameId, id]);
  return row && row.kind === SURFACE_EVENT_KIND ? asSurface(row) : null;
}

async function store(db: WarpdeskDb, record: SurfaceRecord): Promise<SurfaceRecord> {
  const replay = replaySurface(record);
  if (replay.problem) throw new Error(replay.problem);
  const next: SurfaceRecord = { ...record, ...surfaceSummary(replay) };
  await writeGame(db, record.gameId, [db.events, db.diceRolls], async () => {
    const old = await db.diceRolls.where('gameId').equals(record.gameId).filter((d) => d.battleId === record.id).primaryKeys();
    await db.diceRolls.bulkDelete(old);
    await db.events.put(next);
    await db.diceRolls.bulkAdd(diceRows(next.gameId, next, replay.dice));
  });
  return next;
}

/** Adds a surface battle on the game's current turn. */
export async function addSurfaceBattle(db: WarpdeskDb, gameId: string, input: SurfaceBattleInput, options: { name: string; seed?: string }): Promise<SurfaceRecord> {
  const game = await db.games.get(gameId);
  if (!game) throw new Error('This game no longer exists');
  const events = await db.events.where('[gameId+turn]').equals([gameId, game.turn]).toArray();
  const seq = events.reduce((m, e) => Math.max(m, e.seq), 0) + 1;
  const id = newLocalId('surface');
  const record: SurfaceRecord = { gameId, id, turn: game.turn, seq, kind: SURFACE_EVENT_KIND, name: options.name, input, seed: options.seed ?? `${game.seed}:${id}`, rounds: [], state: 'set up', round: 0, outcome: '' };
  return store(db, record);
}

/** Fights one more round with this line-up and these typed dice; refused (nothing written) when the line-up or a die does not work. */
export async function addSurfaceRound(db: WarpdeskDb, gameId: string, id: string, step: SurfaceStep): Promise<SurfaceRecord> {
  const record = await getSurfaceBattle(db, gameId, id);
  if (!record) throw new Error('This surface battle no longer exists');
  return store(db, { ...record, rounds: [...record.rounds, step] });
}

/** Takes back the last round fought. */
export async function undoSurfaceRound(db: WarpdeskDb, gameId: string, id: string): Promise<SurfaceRecord> {
  const record = await getSurfaceBattle(db, gameId, id);
  if (!record) throw new Error('This surface battle no longer exists');
  return store(db, { ...record, rounds: record.rounds.slice(0, -1) });
}

export async function deleteSurfaceBattle(db: WarpdeskDb, gameId: string, id: string): Promise<void> {
  await writeGame(db, gameId, [db.events, db.diceRolls], async () => {
    const old = await db.diceRolls.where('gameId').equals(gameId).filter((d) => d.battleId === id).primaryKeys();
    await db.diceRolls.bulkDelete(old);
    await db.events.delete([gameId, id]);
  });
}
