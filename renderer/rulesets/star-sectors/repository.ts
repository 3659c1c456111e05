/**
 * Reads and writes of a Star Sectors game. Every multi-table write is one transaction inside
 * trackSave, and stamps game.updatedAt. Records and their `starSectors` fields: see
 * shared/rulesets/star-sectors/records.ts and docs/decisions/0001-what-a-ruleset-provides.md.
 */
import type { Game, OrderSheet } from '../../../shared/model/entities';
import { hexToOffset, offsetToHex } from '../../../shared/hex/coords';
import type { Battle, ShipState } from '../../../shared/rulesets/star-sectors/battle';
import { shipHull } from '../../../shared/rulesets/star-sectors/battle';
import type { ShipCard } from '../../../shared/rulesets/star-sectors/card';
import { battleFromRecords, designIdOf, designRow, roundFieldsOf, roundRecords, roundRng, RULES_KEY, setupOf, unitRow, type GameSetup } from '../../../shared/rulesets/star-sectors/records';
import type { StarSectorsSettings } from '../../../shared/rulesets/star-sectors/settings';
import { resolveRound } from '../../../shared/rulesets/star-sectors/round';
import type { Terrain } from '../../../shared/rulesets/star-sectors/terrain';
import type { WarpdeskDb } from '../../db/schema';
import { trackSave } from '../../db/save-status';

const now = () => new Date().toISOString();

export async function loadBattle(db: WarpdeskDb, gameId: string) {
  const game = await db.games.get(gameId);
  if (!game) return null;
  const [empires, designs, units, turns] = await Promise.all([
    db.empires.where('gameId').equals(gameId).toArray(),
    db.designs.where('gameId').equals(gameId).toArray(),
    db.units.where('gameId').equals(gameId).toArray(),
    db.turns.where('gameId').equals(gameId).toArray(),
  ]);
  return { game, empires, designs, units, turns, ...battleFromRecords({ game, empires, designs, units, turns }) };
}

async function touch(db: WarpdeskDb, gameId: string, changes: Partial<Game> = {}): Promise<void> {
  const updated = await db.games.update(gameId, { ...changes, updatedAt: now() });
  if (updated === 0) throw new Error('This game no longer exists');
}

/** Changes the board, terrain, fleet points or rules (game.settings.starSectors). */
export async function saveSetup(db: WarpdeskDb, game: Game, changes: Partial<GameSetup>): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', db.games, async () => {
      const current = (await db.games.get(game.id)) ?? game;
      const setup = { ...setupOf(current), ...changes };
      await touch(db, game.id, { settings: { ...current.settings, starSectors: setup } });
    }),
  );
}

/** Changes the rule settings (game.settings.starSectorsRules, the Settings screen's group). */
export async function saveRules(db: WarpdeskDb, game: Game, rules: StarSectorsSettings): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', db.games, async () => {
      const current = (await db.games.get(game.id)) ?? game;
      await touch(db, game.id, { settings: { ...current.settings, [RULES_KEY]: rules } });
    }),
  );
}

export async function saveTerrain(db: WarpdeskDb, game: Game, terrain: Terrain[]): Promise<void> {
  await saveSetup(db, game, { terrain });
}

export async function saveCard(db: WarpdeskDb, gameId: string, id: string, sideId: string, card: ShipCard): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.designs], async () => {
      await db.designs.put(designRow(gameId, id, sideId, card));
      await touch(db, gameId);
    }),
  );
}

/** Deletes a card no ship uses; returns false when ships still use it. */
export async function deleteCard(db: WarpdeskDb, gameId: string, id: string): Promise<boolean> {
  return trackSave(() =>
    db.transaction('rw', [db.games, db.designs, db.units], async () => {
      const units = await db.units.where('gameId').equals(gameId).toArray();
      if (units.some((u) => designIdOf(u) === id)) return false;
      await db.designs.delete([gameId, id]);
      await touch(db, gameId);
      return true;
    }),
  );
}

export async function saveShip(db: WarpdeskDb, gameId: string, ship: ShipState, designId: string): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.units], async () => {
      await db.units.put(unitRow(gameId, ship, designId));
      await touch(db, gameId);
    }),
  );
}

export async function deleteShip(db: WarpdeskDb, gameId: string, id: string): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.units], async () => {
      await db.units.delete([gameId, id]);
      await touch(db, gameId);
    }),
  );
}

/** A free deployment hex on a side's edge (III: first row of hexes on opposite sides): side 1 at the bottom facing N, others at the top facing S. */
export function deploymentSpot(battle: Battle, sideIndex: number, hullLength: number): { q: number; r: number; facing: number } | null {
  const bottom = sideIndex % 2 === 0;
  const facing = bottom ? 0 : 3;
  const taken = new Set(battle.ships.filter((s) => !s.destroyed).flatMap((s) => shipHull(s)).map((h) => `${h.q},${h.r}`));
  const terrain = new Set(battle.terrain.map((t) => `${t.q},${t.r}`));
  const order = Array.from({ length: battle.cols }, (_, i) => (i % 2 === 0 ? Math.floor(battle.cols / 2) + i / 2 : Math.floor(battle.cols / 2) - (i + 1) / 2)).filter((c) => c >= 0 && c < battle.cols);
  for (const col of order) {
    // A long hull extends aft, so its flight stand sits hullLength − 1 rows in from the edge.
    const row = bottom ? battle.rows - hullLength : hullLength - 1;
    const base = offsetToHex(col, row);
    const hull = Array.from({ length: hullLength }, (_, i) => offsetToHex(col, bottom ? row + i : row - i));
    if (hull.every((h) => !taken.has(`${h.q},${h.r}`) && !terrain.has(`${h.q},${h.r}`) && hexToOffset(h).row >= 0 && hexToOffset(h).row < battle.rows)) return { q: base.q, r: base.r, facing };
  }
  return null;
}

export function orderSheetId(round: number, sideId: string): string {
  return `ss-r${round}-${sideId}`;
}

export function orderText(sheet: OrderSheet | undefined): string {
  const text = (sheet as Record<string, unknown> | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

export async function saveOrderText(db: WarpdeskDb, gameId: string, round: number, sideId: string, text: string): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.orders], async () => {
      await db.orders.put({ gameId, id: orderSheetId(round, sideId), empireId: sideId, turn: round, kind: 'star-sectors', text } as OrderSheet);
      await touch(db, gameId);
    }),
  );
}

/**
 * Resolves the next round from the stored orders and writes everything it produces in one
 * transaction: ships, the turn record (orders, forced dice, battle before), events, dice.
 */
export async function resolveAndStore(db: WarpdeskDb, gameId: string, input: { firstSideId: string | null; forced: number[]; orders?: Record<string, string> }): Promise<{ round: number; problems: number }> {
  return trackSave(() =>
    db.transaction('rw', [db.games, db.empires, db.designs, db.units, db.turns, db.events, db.diceRolls, db.orders], async () => {
      const loaded = await loadBattle(db, gameId);
      if (!loaded) throw new Error('This game no longer exists');
      if (loaded.problems.length > 0) throw new Error(`Some records cannot be read: ${loaded.problems.map((p) => p.message).join('; ')}`);
      const round = loaded.battle.round + 1;
      const sheets = await db.orders.where('gameId').equals(gameId).toArray();
      const orders: Record<string, string> = {};
      for (const side of loaded.battle.sides) {
        // Text on screen wins over what was last saved: it is saved now, in the same transaction.
        orders[side.id] = input.orders?.[side.id] ?? orderText(sheets.find((s) => s.id === orderSheetId(round, side.id)));
        await db.orders.put({ gameId, id: orderSheetId(round, side.id), empireId: side.id, turn: round, kind: 'star-sectors', text: orders[side.id] } as OrderSheet);
      }
      const result = resolveRound(loaded.battle, { orders, firstSideId: input.firstSideId }, { state: roundRng(loaded.game.seed, round), forced: input.forced });
      const out = roundRecords(loaded.game, loaded.units, loaded.battle, { orders, firstSideId: input.firstSideId, forced: input.forced }, result);
      await db.units.bulkPut(out.units);
      await db.turns.put(out.turn);
      await db.events.bulkPut(out.events);
      await db.diceRolls.bulkPut(out.diceRolls);
      await db.games.put({ ...out.game, updatedAt: now() });
      return { round, problems: Object.values(result.problems).flat().length };
    }),
  );
}

/** Undoes the last round: ships back as they were, its turn, events and dice removed; its orders stay. */
export async function undoLastRound(db: WarpdeskDb, gameId: string): Promise<number | null> {
  return trackSave(() =>
    db.transaction('rw', [db.games, db.designs, db.units, db.turns, db.events, db.diceRolls], async () => {
      const game = await db.games.get(gameId);
      const turns = await db.turns.where('gameId').equals(gameId).toArray();
      const last = turns.sort((a, b) => b.number - a.number)[0];
      const fields = last ? roundFieldsOf(last) : null;
      if (!game || !last || !fields) return null;
      const units = await db.units.where('gameId').equals(gameId).toArray();
      const before = fields.before;
      await db.units.bulkPut(units.map((unit) => {
        const ship = before.ships.find((s) => s.id === unit.id);
        const designId = designIdOf(unit);
        return ship && designId ? unitRow(gameId, ship, designId) : unit;
      }));
      await db.events.where('[gameId+turn]').equals([gameId, last.number]).delete();
      await db.diceRolls.where('[gameId+turn]').equals([gameId, last.number]).delete();
      await db.turns.delete([gameId, last.number]);
      const setup = setupOf(game);
      await db.games.put({ ...game, turn: before.round, updatedAt: now(), settings: { ...game.settings, starSectors: { ...setup, terrain: before.terrain, firstSideId: before.firstSideId } } });
      return last.number;
    }),
  );
}
