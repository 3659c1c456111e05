/**
 * What committing a turn writes, as pure records (NOVA: 6.2; issue #6 "an immutable record"):
 * the committed turn record (history.ts: its inputs, every roll, its events once, and what it
 * changed in the world), one `diceRolls` row per die (the dice log reads them), the world after
 * the turn in place of the game's, and the game at the next turn. The Turn screen's
 * repository and the CLI's `turn run --out` write the same rows.
 */
import type { GameRecords } from '../../../format/archive';
import type { DiceRoll } from '../../../model/entities';
import { committedTurnRecord, compactHistory, needsCheckpoint, type CommittedTurn } from './history';
import type { TurnRun } from './run-turn';
import type { TurnDecisions } from './types';
import { recordsWithWorld } from './world';

/**
 * The kind of the `events` rows committed turns wrote before issue 18 (one per turn event, the
 * event under `event`); the events now live once, in the committed record, and such rows are
 * removed when the game's history is compacted.
 */
export const TURN_EVENT_KIND = 'nova-turn';

export { committedTurnRecord, type CommittedTurn } from './history';

export function turnDiceRows(gameId: string, run: TurnRun): DiceRoll[] {
  return run.rolls.map((roll, i) => ({ gameId, id: `t${run.turn}.r${i + 1}`, turn: run.turn, seq: i + 1, purpose: roll.key, sides: roll.sides, value: roll.value, forced: roll.forced, step: roll.step }));
}

/**
 * The game's records after committing `run`: refuses a run with battles still waiting or a
 * run of another turn than the game's. The history is kept as what changed
 * (history.ts): older records are compacted, the turn's events are kept once, in its record.
 */
export function commitRecords(records: GameRecords, run: TurnRun, decisions: TurnDecisions, committedAt: string): { ok: true; records: GameRecords; turn: CommittedTurn } | { ok: false; reason: string } {
  const game = records.game;
  if (run.turn !== game.turn) return { ok: false, reason: `the run is of turn ${run.turn}, but the game is at turn ${game.turn}` };
  if (run.pending.length > 0) return { ok: false, reason: `${run.pending.length} battle(s) still need a result (${run.pending.map((b) => b.id).join(', ')}): the turn stopped after step ${run.stoppedAt}` };
  if (records.turns.some((t) => t.number === run.turn && t.status === 'committed')) return { ok: false, reason: `turn ${run.turn} is already committed` };
  const compacted = compactHistory(records);
  const orders = compacted.orders.filter((o) => o.turn === run.turn);
  const turn = committedTurnRecord(game.id, game.seed, run, orders, decisions, committedAt, needsCheckpoint(compacted.turns, run.turn));
  const after = recordsWithWorld(compacted, run.world);
  return {
    ok: true,
    turn,
    records: {
      ...after,
      game: { ...after.game, turn: game.turn + 1, updatedAt: committedAt },
      turns: [...after.turns.filter((t) => t.number !== run.turn), turn],
      events: after.events.filter((e) => e.kind !== TURN_EVENT_KIND),
      diceRolls: [...after.diceRolls.filter((d) => !(d.turn === run.turn && /^t\d+\.r\d+$/.test(d.id))), ...turnDiceRows(game.id, run)],
    },
  };
}
