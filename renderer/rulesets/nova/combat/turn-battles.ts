/**
 * The open turn's battles in the Combat screen (issue 7: "the turn engine hands battles to it at
 * steps G and I"). The battles come from a dry run of the game's current turn with the turn's
 * stored rulings (runTurn + engineOrders + loadTurnDecisions); a battle is opened as a stored
 * battle tagged with the turn's battle id (`turnBattleId`), set up from the world as it was when
 * the turn queued it, with the dice seed the turn's auto-resolution uses (`<turn dice seed>/<id>`),
 * so opening and resolving it with the default tactics gives the same result as "Auto-resolve".
 * Its result goes back with setTurnDecision, the stored battle's id in the result.
 */
import type { Game } from '../../../../shared/model/entities';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import type { BattleEvent } from '../../../../shared/rulesets/nova/combat/log';
import { combatSettingsOf } from '../../../../shared/rulesets/nova/combat/settings';
import { battleResultOf, spaceBattleInput, surfaceBattleInput, type TurnBattleResult } from '../../../../shared/rulesets/nova/turn/battles';
import { engineOrders } from '../../../../shared/rulesets/nova/turn/orders-input';
import { turnSettingsOf } from '../../../../shared/rulesets/nova/turn/settings';
import { runTurn, type TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { TurnSurfaceState } from '../../../../shared/rulesets/nova/turn/surface-battle';
import type { QueuedBattle, TurnDecisions, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { addBattle, listBattles, type BattleRecord } from '../db/battles';
import { addSurfaceBattle, listSurfaceBattles, type SurfaceRecord } from '../db/surface-battles';
import { readTurnInputs, setTurnDecision } from '../db/turns';
import type { WarpdeskDb } from '../../../db/schema';

/** The note a result sent from the Combat screen carries in the turn's rulings. */
export const COMBAT_SCREEN_NOTE = 'resolved in the Combat screen';

export interface TurnBattles {
  turn: number;
  run: TurnRun;
  decisions: TurnDecisions;
  /** The turn is committed: results can no longer be sent (reopen it on the Turn screen). */
  committed: boolean;
}

interface TurnInputs {
  world: TurnWorld;
  orders: ReturnType<typeof engineOrders>;
  decisions: TurnDecisions;
  committed: boolean;
}

async function turnInputs(db: WarpdeskDb, game: Game): Promise<TurnInputs> {
  const { input, committed } = await readTurnInputs(db, game);
  return { world: input.world, orders: input.orders, decisions: input.decisions, committed };
}

function dryRun(game: Game, inputs: TurnInputs, decisions: TurnDecisions): TurnRun {
  return runTurn({ world: inputs.world, orders: inputs.orders, decisions, seed: game.seed, settings: game.settings });
}

/** The dry run of the game's current turn with its stored rulings: every battle found, and those still waiting. */
export async function loadTurnBattles(db: WarpdeskDb, game: Game): Promise<TurnBattles> {
  const inputs = await turnInputs(db, game);
  return { turn: game.turn, run: dryRun(game, inputs, inputs.decisions), decisions: inputs.decisions, committed: inputs.committed };
}

/** The battle as the turn queues it and the world it is fought in: the run without this battle's result, stopped at it. */
async function queuedBattle(db: WarpdeskDb, game: Game, battleId: string): Promise<{ queued: QueuedBattle; world: TurnWorld; seed: string; committed: boolean }> {
  const inputs = await turnInputs(db, game);
  const battles = { ...(inputs.decisions.battles ?? {}) };
  delete battles[battleId];
  const run = dryRun(game, inputs, { ...inputs.decisions, battles });
  const queued = run.pending.find((b) => b.id === battleId);
  if (!queued) {
    const found = run.battles.map((b) => b.id);
    throw new Error(`Turn ${game.turn} has no battle ${battleId}${found.length ? ` (its battles: ${found.join(', ')})` : ' (the dry run finds no battle: check the orders and the map)'}`);
  }
  return { queued, world: run.world, seed: `${run.diceSeed}/${battleId}`, committed: inputs.committed };
}

/** The stored battle of a turn battle on this turn, if it was opened before. */
export async function findTurnBattle(db: WarpdeskDb, game: Game, battleId: string): Promise<{ kind: 'space'; record: BattleRecord } | { kind: 'surface'; record: SurfaceRecord } | null> {
  const space = (await listBattles(db, game.id)).find((b) => b.turn === game.turn && (b.battle as { turnBattleId?: unknown } | null)?.turnBattleId === battleId);
  if (space) return { kind: 'space', record: space };
  const surface = (await listSurfaceBattles(db, game.id)).find((b) => b.turn === game.turn && b.input.turnBattleId === battleId);
  return surface ? { kind: 'surface', record: surface } : null;
}

/** Opens a turn battle: the stored battle when there is one, else a new one set up from the turn. */
export async function openTurnBattle(db: WarpdeskDb, game: Game, battleId: string): Promise<{ kind: 'space' | 'surface'; id: string }> {
  const found = await findTurnBattle(db, game, battleId);
  if (found) return { kind: found.kind, id: found.record.id };
  const { queued, world, seed } = await queuedBattle(db, game, battleId);
  if (queued.kind === 'surface') {
    const input = surfaceBattleInput(queued, world);
    const added = await addSurfaceBattle(db, game.id, input, { name: input.name, seed });
    return { kind: 'surface', id: added.id };
  }
  const input = spaceBattleInput(queued, world, combatSettingsOf(game.settings), turnSettingsOf(game.settings).kDefault);
  const added = await addBattle(db, game.id, input, { name: input.name, seed });
  return { kind: 'space', id: added.id };
}

/**
 * Sends a finished battle's result to the turn: `decisions.battles[id] = { value, note }`, with the
 * stored battle's id in the result. Refused for a committed turn or a battle the turn no longer has.
 */
export async function sendTurnBattleResult(db: WarpdeskDb, game: Game, battleId: string, final: Battle | TurnSurfaceState, recordId: string, log?: readonly BattleEvent[]): Promise<TurnBattleResult> {
  const { queued, world, committed } = await queuedBattle(db, game, battleId);
  if (committed) throw new Error(`Turn ${game.turn} is committed: reopen it on the Turn screen to change a battle's result`);
  // The space battle's log gives each side's observations of the alien ships, for its sitrep (NOVA: 7.3).
  const result: TurnBattleResult = { ...battleResultOf(final, queued, world, log), battleRecordId: recordId };
  await setTurnDecision(db, game.id, game.turn, (d) => ({ ...d, battles: { ...(d.battles ?? {}), [battleId]: { value: result, note: COMBAT_SCREEN_NOTE } } }));
  return result;
}
