/**
 * What committing a turn writes, as pure records (NOVA: 6.2; issue #6 "an immutable record"):
 * the committed turn record (the world before, the orders, the rulings, the seed and every
 * roll, the events), one `events` row per event, one `diceRolls` row per die, the world after
 * the turn in place of the game's, and the game at the next turn. The Turn screen's
 * repository and the CLI's `turn run --out` write the same rows.
 */
import type { GameRecords } from '../../../format/archive';
import type { DiceRoll, GameEvent, OrderSheet, TurnRecord } from '../../../model/entities';
import type { NumberedEvent, TurnRun } from './run-turn';
import type { QueuedBattle, TurnDecisions, TurnRoll, TurnWarning, TurnWorld } from './types';
import { recordsWithWorld } from './world';

/** The kind of the `events` rows a committed turn writes (the event itself under `event`). */
export const TURN_EVENT_KIND = 'nova-turn';

export type CommittedTurn = TurnRecord & {
  status: 'committed';
  seed: string;
  diceSeed: string;
  decisions: TurnDecisions;
  /** The world before the turn. */
  start: TurnWorld;
  /** The order sheets of the turn as they were at the commit. */
  orders: OrderSheet[];
  events: NumberedEvent[];
  rolls: TurnRoll[];
  warnings: TurnWarning[];
  battles: QueuedBattle[];
  unitNames: Record<string, string>;
  committedAt: string;
};

export function committedTurnRecord(gameId: string, seed: string, run: TurnRun, orders: readonly OrderSheet[], decisions: TurnDecisions, committedAt: string): CommittedTurn {
  return {
    gameId,
    number: run.turn,
    status: 'committed',
    seed,
    diceSeed: run.diceSeed,
    decisions: structuredClone(decisions),
    start: run.start,
    orders: [...orders],
    events: run.events,
    rolls: run.rolls,
    warnings: run.warnings,
    battles: run.battles,
    unitNames: run.unitNames,
    committedAt,
  };
}

export function turnEventRows(gameId: string, run: TurnRun): GameEvent[] {
  return run.events.map((event) => ({ gameId, id: `t${run.turn}.e${event.seq}`, turn: run.turn, seq: event.seq, kind: TURN_EVENT_KIND, event }));
}

export function turnDiceRows(gameId: string, run: TurnRun): DiceRoll[] {
  return run.rolls.map((roll, i) => ({ gameId, id: `t${run.turn}.r${i + 1}`, turn: run.turn, seq: i + 1, purpose: roll.key, sides: roll.sides, value: roll.value, forced: roll.forced, step: roll.step }));
}

/**
 * The game's records after committing `run`: refuses a run with battles still waiting or a
 * run of another turn than the game's.
 */
export function commitRecords(records: GameRecords, run: TurnRun, decisions: TurnDecisions, committedAt: string): { ok: true; records: GameRecords; turn: CommittedTurn } | { ok: false; reason: string } {
  const game = records.game;
  if (run.turn !== game.turn) return { ok: false, reason: `the run is of turn ${run.turn}, but the game is at turn ${game.turn}` };
  if (run.pending.length > 0) return { ok: false, reason: `${run.pending.length} battle(s) still need a result (${run.pending.map((b) => b.id).join(', ')}): the turn stopped after step ${run.stoppedAt}` };
  if (records.turns.some((t) => t.number === run.turn && t.status === 'committed')) return { ok: false, reason: `turn ${run.turn} is already committed` };
  const orders = records.orders.filter((o) => o.turn === run.turn);
  const turn = committedTurnRecord(game.id, game.seed, run, orders, decisions, committedAt);
  const after = recordsWithWorld(records, run.world);
  return {
    ok: true,
    turn,
    records: {
      ...after,
      game: { ...after.game, turn: game.turn + 1, updatedAt: committedAt },
      turns: [...after.turns.filter((t) => t.number !== run.turn), turn],
      events: [...after.events.filter((e) => !(e.turn === run.turn && e.kind === TURN_EVENT_KIND)), ...turnEventRows(game.id, run)],
      diceRolls: [...after.diceRolls.filter((d) => !(d.turn === run.turn && /^t\d+\.r\d+$/.test(d.id))), ...turnDiceRows(game.id, run)],
    },
  };
}
