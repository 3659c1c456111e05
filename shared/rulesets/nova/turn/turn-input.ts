/**
 * What a dry run of a turn reads from a game's records, assembled in one place: the world of
 * the turn, every empire's orders as the engine reads them (order text parsed once, when it
 * was stored; orders-input.ts), the GM's rulings stored on the turn's open record, the seed and
 * the settings. The Turn screen, the Combat screen's turn battles, packet previews and
 * `warpdesk turn run` all start from it, so they run the same turn with the same dice.
 */
import type { GameRecords } from '../../../format/archive';
import type { TurnRecord } from '../../../model/entities';
import { engineOrders } from './orders-input';
import { carryMissedTurns } from './missed-turn-carry';
import type { RunTurnInput } from './run-turn';
import type { EmpireOrders, TurnDecisions } from './types';
import { worldFromRecords, type WorldCollection } from './world';

/** The records a turn's dry run reads. */
export type TurnRecordsIn = Pick<GameRecords, 'game' | WorldCollection | 'orders' | 'turns'>;

/** The GM's rulings stored on a turn record, or none. */
export function decisionsOf(record: TurnRecord | undefined): TurnDecisions {
  const d = record?.decisions;
  return typeof d === 'object' && d !== null && !Array.isArray(d) ? (d as TurnDecisions) : {};
}

export interface TurnInputOf {
  input: RunTurnInput & { orders: EmpireOrders[]; decisions: TurnDecisions };
  /** The turn's record, if it has one (open with rulings, or committed). */
  record: TurnRecord | undefined;
  /** The turn is committed: it is read, not run (reopen it first). */
  committed: boolean;
}

/** The dry run's input of `turn` (the game's open turn unless said), the game's seed unless another is given. */
export function turnInputOf(records: TurnRecordsIn, options: { turn?: number; seed?: string } = {}): TurnInputOf {
  const turn = options.turn ?? records.game.turn;
  const record = records.turns.find((t) => t.number === turn);
  const world = worldFromRecords(records, turn);
  // NOVA: 6.3: an empire that sent nothing has last turn's orders carried over.
  const carried = carryMissedTurns(world, records.orders, engineOrders(world.empires, records.orders, turn), records.game.settings);
  return {
    input: { world, orders: carried.orders, orderWarnings: carried.warnings, decisions: record?.status === 'open' ? decisionsOf(record) : {}, seed: options.seed ?? records.game.seed, settings: records.game.settings },
    record,
    committed: record?.status === 'committed',
  };
}
