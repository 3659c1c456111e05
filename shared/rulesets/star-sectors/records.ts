/**
 * How a Star Sectors battle is stored in the workstation's shared records (docs/decisions/0001):
 * - game.settings.starSectors: board, terrain, fleet points, rule settings, initiative;
 * - empires: the sides; designs (kind 'ship'): profile cards; units (kind 'star-sectors-ship'): ships in play;
 * - turns: one per resolved round, with the orders, forced dice and the battle before it (replay, undo);
 * - events and diceRolls: the round log, every die its own row.
 * Each record keeps its Star Sectors fields under a loose `starSectors` field with a schema here.
 */
import { z } from 'zod';
import { seedRng, type RngState } from '../../rng';
import type { GameRecords } from '../../format/archive';
import type { Problem } from '../../format/problems';
import type { Design, DiceRoll, Empire, Game, GameEvent, TurnRecord, Unit } from '../../model/entities';
import { battleSchema, shipStateSchema, type Battle, type ShipState } from './battle';
import { shipCardSchema, type ShipCard } from './card';
import type { LogEntry } from './log';
import type { RoundResult } from './round';
import { starSectorsSettingsSchema, type StarSectorsSettings } from './settings';
import { terrainSchema } from './terrain';

export const UNIT_KIND = 'star-sectors-ship';

/** game.settings.starSectors */
export const gameSetupSchema = z.object({
  fleetPoints: z.int().min(1).max(10000).default(25),
  cols: z.int().min(4).max(60).default(16),
  rows: z.int().min(4).max(60).default(12),
  terrain: z.array(terrainSchema).default([]),
  firstSideId: z.string().nullable().default(null),
});
export type GameSetup = z.infer<typeof gameSetupSchema>;

/** designs[].starSectors: the card. */
export const designFieldsSchema = z.object({ card: shipCardSchema });

/** units[].starSectors: the ship's state without its card. */
export const unitFieldsSchema = shipStateSchema.omit({ card: true, sideId: true, id: true }).extend({ designId: z.string().min(1) });
export type UnitFields = z.infer<typeof unitFieldsSchema>;

/** turns[].starSectors: what replays or undoes the round. */
export const roundFieldsSchema = z.object({
  orders: z.record(z.string(), z.string()),
  firstSideId: z.string().nullable().default(null),
  forced: z.array(z.int().min(1).max(12)).default([]),
  before: battleSchema,
});
export type RoundFields = z.infer<typeof roundFieldsSchema>;

/** Key of the rule settings under game.settings (a settings group of the shared Settings screen). */
export const RULES_KEY = 'starSectorsRules';

/** The game's rule settings: stored values over the defaults; unreadable values read as the defaults. */
export function rulesOf(game: Game): StarSectorsSettings {
  const parsed = starSectorsSettingsSchema.safeParse((game.settings as Record<string, unknown>)[RULES_KEY] ?? {});
  return parsed.success ? parsed.data : starSectorsSettingsSchema.parse({});
}

export function setupOf(game: Game): GameSetup {
  const parsed = gameSetupSchema.safeParse((game.settings as Record<string, unknown>).starSectors ?? {});
  return parsed.success ? parsed.data : gameSetupSchema.parse({});
}

export function cardOf(design: Design): ShipCard | null {
  const parsed = designFieldsSchema.safeParse((design as Record<string, unknown>).starSectors);
  return parsed.success ? parsed.data.card : null;
}

/** The dice of a round: derived from the game's seed, so any round replays exactly. */
export function roundRng(seed: string, round: number): RngState {
  return seedRng(`${seed}/star-sectors/round/${round}`);
}

/** The battle as the records hold it now; problems name records that could not be read. */
export function battleFromRecords(records: Pick<GameRecords, 'game' | 'empires' | 'designs' | 'units' | 'turns'>): { battle: Battle; setup: GameSetup; problems: Problem[] } {
  const setup = setupOf(records.game);
  const problems: Problem[] = [];
  const cards = new Map<string, ShipCard>();
  for (const design of records.designs) {
    const card = cardOf(design);
    if (card) cards.set(design.id, card);
    else if (design.kind === 'ship') problems.push({ where: `designs.${design.id}`, message: `profile card ${design.name} cannot be read` });
  }
  const ships: ShipState[] = [];
  for (const unit of records.units.filter((u) => u.kind === UNIT_KIND)) {
    const fields = unitFieldsSchema.safeParse((unit as Record<string, unknown>).starSectors);
    const card = fields.success ? cards.get(fields.data.designId) : undefined;
    if (!fields.success || !card) {
      problems.push({ where: `units.${unit.id}`, message: `ship ${unit.name || unit.id} ${fields.success ? 'has no profile card' : 'cannot be read'}` });
      continue;
    }
    const { designId: _designId, ...state } = fields.data;
    ships.push({ ...state, id: unit.id, sideId: unit.empireId, card: { ...card, name: unit.name || card.name } });
  }
  const sides = [...records.empires].sort((a, b) => a.position - b.position).map((e) => ({ id: e.id, name: e.name, color: e.color }));
  const round = Math.max(0, ...records.turns.map((t) => t.number));
  const battle: Battle = { round, cols: setup.cols, rows: setup.rows, sides, terrain: setup.terrain, ships, settings: rulesOf(records.game), firstSideId: setup.firstSideId };
  return { battle, setup, problems };
}

/** A design row for a card. */
export function designRow(gameId: string, id: string, sideId: string, card: ShipCard): Design {
  return { gameId, id, empireId: sideId, kind: 'ship', name: card.name, starSectors: { card } } as Design;
}

/** A unit row for a ship in play (its card is its design). */
export function unitRow(gameId: string, ship: ShipState, designId: string): Unit {
  const { card, sideId, id, ...state } = ship;
  const fields: UnitFields = { ...state, designId };
  return { gameId, id, empireId: sideId, kind: UNIT_KIND, name: card.name, systemId: null, starSectors: fields } as Unit;
}

export function designIdOf(unit: Unit): string | null {
  const parsed = unitFieldsSchema.safeParse((unit as Record<string, unknown>).starSectors);
  return parsed.success ? parsed.data.designId : null;
}

/** The records a resolved round adds or changes. */
export function roundRecords(
  game: Game,
  units: readonly Unit[],
  before: Battle,
  input: { orders: Record<string, string>; firstSideId: string | null; forced: number[] },
  result: RoundResult,
): { game: Game; units: Unit[]; turn: TurnRecord; events: GameEvent[]; diceRolls: DiceRoll[] } {
  const round = result.battle.round;
  const setup = setupOf(game);
  const nextGame: Game = {
    ...game,
    turn: round,
    settings: { ...game.settings, starSectors: { ...setup, terrain: result.battle.terrain, firstSideId: result.battle.firstSideId } },
  };
  const nextUnits = units.map((unit) => {
    const ship = result.battle.ships.find((s) => s.id === unit.id);
    const designId = designIdOf(unit);
    return ship && designId ? unitRow(game.id, ship, designId) : unit;
  });
  const fields: RoundFields = { orders: input.orders, firstSideId: input.firstSideId, forced: input.forced, before };
  const turn = { gameId: game.id, number: round, status: 'committed', starSectors: fields } as TurnRecord;
  const events = result.log.map((entry) => ({ gameId: game.id, id: `r${round}-e${entry.seq}`, turn: round, seq: entry.seq, kind: `star-sectors.${entry.kind}`, starSectors: entry }) as GameEvent);
  const diceRolls = result.log
    .filter((entry) => entry.die)
    .map((entry, index) => {
      const die = entry.die as NonNullable<LogEntry['die']>;
      return {
        gameId: game.id, id: `r${round}-d${index}`, turn: round, seq: entry.seq, purpose: die.purpose, sides: die.sides, value: die.raw,
        starSectors: { forced: die.forced, target: die.target, modifiers: die.modifiers, kept: die.kept, result: die.result, shipId: entry.shipId, otherId: entry.otherId, sideId: entry.sideId },
      } as DiceRoll;
    });
  return { game: nextGame, units: nextUnits, turn, events, diceRolls };
}

export function logOf(event: GameEvent): LogEntry | null {
  const value = (event as Record<string, unknown>).starSectors;
  return value && typeof value === 'object' ? (value as LogEntry) : null;
}

export function roundFieldsOf(turn: TurnRecord): RoundFields | null {
  const parsed = roundFieldsSchema.safeParse((turn as Record<string, unknown>).starSectors);
  return parsed.success ? parsed.data : null;
}

/** The sides as empire rows. */
export function sideRows(gameId: string, sides: readonly { id: string; name: string; color: string }[]): Empire[] {
  return sides.map((side, index) => ({ gameId, id: side.id, name: side.name, position: index + 1, playerName: '', playerContact: '', color: side.color, homeSystemId: null, treasury: 0, notes: '' }));
}
