import { useLiveQuery } from 'dexie-react-hooks';
import type { Game, OrderSheet } from '../../../../shared/model/entities';
import type { EmpireOrders, TurnDecisions, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { getDb } from '../../../db/database';
import { readTurnInputs, unpackTurn, type OpenTurnRecord } from '../db/turns';

/** What the Turn screen reads: the world of the game's turn, its order sheets and rulings, and every turn record. */
export interface TurnData {
  turn: number;
  world: TurnWorld;
  /** The stored sheets of the turn (committed with it). */
  sheets: OrderSheet[];
  orders: EmpireOrders[];
  decisions: TurnDecisions;
  open: OpenTurnRecord | null;
}

/** The game's turn inputs, live: they change as the GM edits orders, rulings or the map. */
export function useTurnData(game: Game): TurnData | undefined {
  const db = getDb();
  return useLiveQuery(async () => {
    const data = await db.transaction('r', [db.empires, db.systems, db.warpLines, db.units, db.designs, db.knowledge, db.orders, db.turns], async () => {
      const { turn, input, sheets, record } = await readTurnInputs(db, game);
      const open = record?.status === 'open' ? (record as OpenTurnRecord) : null;
      return { turn, world: input.world, sheets, orders: input.orders, decisions: input.decisions, open };
    });
    // A reopened turn keeps the removed run packed (renderer/db/packed.ts): unpacked after the read.
    return { ...data, open: data.open ? await unpackTurn(data.open) : null };
  }, [game.id, game.turn]);
}
