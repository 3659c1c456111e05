import { useLiveQuery } from 'dexie-react-hooks';
import type { Game, OrderSheet } from '../../../shared/model/entities';
import { engineOrders } from '../../../shared/rulesets/nova/turn/orders-input';
import type { EmpireOrders, TurnDecisions, TurnWorld } from '../../../shared/rulesets/nova/turn/types';
import { getDb } from '../../db/database';
import type { OpenTurnRecord } from '../../db/turns';

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
  return useLiveQuery(
    () =>
      db.transaction('r', [db.empires, db.systems, db.warpLines, db.units, db.designs, db.knowledge, db.orders, db.turns], async () => {
        const byGame = { gameId: game.id };
        const [empires, systems, warpLines, units, designs, knowledge, allSheets, record] = await Promise.all([
          db.empires.where(byGame).toArray(),
          db.systems.where(byGame).toArray(),
          db.warpLines.where(byGame).toArray(),
          db.units.where(byGame).toArray(),
          db.designs.where(byGame).toArray(),
          db.knowledge.where(byGame).toArray(),
          db.orders.where(byGame).toArray(),
          db.turns.get([game.id, game.turn]),
        ]);
        const turn = game.turn;
        empires.sort((a, b) => a.position - b.position);
        const sheets = allSheets.filter((s) => s.turn === turn);
        const open = record?.status === 'open' ? (record as OpenTurnRecord) : null;
        return {
          turn,
          world: { gameId: game.id, turn, empires, systems, warpLines, units, designs, knowledge },
          sheets,
          orders: engineOrders(empires, sheets, turn),
          decisions: open?.decisions ?? {},
          open,
        };
      }),
    [game.id, game.turn],
  );
}
