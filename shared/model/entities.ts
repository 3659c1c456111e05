/**
 * The game's records, as stored and as archived: the base fields every ruleset's records
 * share. A ruleset adds its own (shared/ruleset.ts `records`). Zod schemas are the single
 * source of truth: the types are inferred from them, the archive validates with them, and
 * restore() fills their defaults.
 *
 * Every record but the game itself is keyed by (gameId, id): ids are local to a game,
 * so duplicating or importing a game as a copy only changes gameId.
 *
 * Objects are "loose": fields this version does not know are kept, so an archive
 * written by a later minor version loses nothing on a round trip.
 */
import { z } from 'zod';

/** A local id: short, printable, no spaces. */
export const localId = z
  .string()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may contain only letters, digits and _ . : -');

const isoTime = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-11-22T10:00:00.000Z' });

/** The longest game and empire name the library accepts. */
export const NAME_MAX = 80;

export const gameName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`);

export const gameSchema = z.looseObject({
  id: localId,
  name: gameName,
  /** The ruleset's id (shared/rulesets/index.ts); a game of a ruleset this build lacks is refused when read. */
  ruleset: z.string().min(1, 'must name a ruleset'),
  /** The turn now being played; 0 is the pregame. */
  turn: z.int().min(0).default(0),
  createdAt: isoTime,
  updatedAt: isoTime,
  /** Seed of the game's dice; each turn's dice state is derived from it and saved with the turn. */
  seed: z.string().min(1).default('warpdesk'),
  /** Deadline for the next orders, free text as the GM writes it on the packet. */
  deadline: z.string().default(''),
  notes: z.string().default(''),
  /** Rules options and house rules; later issues give them their own schemas. */
  settings: z.record(z.string(), z.unknown()).default({}),
  /** Set on games made from a bundled sample, so "Open sample" finds them again. */
  sample: z.string().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/** Fields every record of a game carries. */
const gameRecord = { gameId: localId, id: localId };

export const empireSchema = z.looseObject({
  ...gameRecord,
  name: gameName,
  /** Order in which the GM lists empires; 1-based. */
  position: z.int().min(1),
  playerName: z.string().default(''),
  playerContact: z.string().default(''),
  /** CSS colour used for the empire's marks on the GM's map. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #3366cc').default('#888888'),
  homeSystemId: localId.nullable().default(null),
  /** Treasury in MCr. */
  treasury: z.number().finite().default(0),
  notes: z.string().default(''),
});
export type Empire = z.infer<typeof empireSchema>;

/** A place on the strategic map: a star system of a warp-line map, a star hex, a hex of space. */
export const systemSchema = z.looseObject({
  ...gameRecord,
  name: z.string().trim().min(1, 'must not be empty').max(32, 'must be at most 32 characters'),
  /** Where it is drawn on the GM's map, in map units (one unit is one pixel at zoom 1). */
  x: z.number().finite(),
  y: z.number().finite(),
  notes: z.string().default(''),
});
export type StarSystem = z.infer<typeof systemSchema>;

/** A route between two places of the map (a warp line, a jump route): what a ruleset says of it is its own. */
export const warpLineSchema = z.looseObject({
  ...gameRecord,
  a: localId,
  b: localId,
});
export type WarpLine = z.infer<typeof warpLineSchema>;

/** Ships, armies, counters, installations in transit…: a ruleset gives each kind its fields. */
export const unitSchema = z.looseObject({
  ...gameRecord,
  empireId: localId,
  kind: z.string().min(1),
  name: z.string().default(''),
  systemId: localId.nullable().default(null),
});
export type Unit = z.infer<typeof unitSchema>;

/** One empire's orders for one turn. */
export const orderSheetSchema = z.looseObject({
  ...gameRecord,
  empireId: localId,
  turn: z.int().min(0),
});
export type OrderSheet = z.infer<typeof orderSheetSchema>;

/** A turn record; a committed turn is an immutable snapshot. */
export const turnSchema = z.looseObject({
  gameId: localId,
  number: z.int().min(0),
  status: z.enum(['open', 'committed']).default('open'),
});
export type TurnRecord = z.infer<typeof turnSchema>;

/** One event of a turn's log, in order. */
export const eventSchema = z.looseObject({
  ...gameRecord,
  turn: z.int().min(0),
  seq: z.int().min(0),
  kind: z.string().min(1),
});
export type GameEvent = z.infer<typeof eventSchema>;

/** One die rolled (or forced) during a turn or battle. */
export const diceRollSchema = z.looseObject({
  ...gameRecord,
  turn: z.int().min(0),
  seq: z.int().min(0),
  purpose: z.string(),
  sides: z.int().min(2),
  value: z.int().min(1),
});
export type DiceRoll = z.infer<typeof diceRollSchema>;

/** A design or card of one player (a ship design, a profile card); the ruleset gives it its fields. */
export const designSchema = z.looseObject({
  ...gameRecord,
  empireId: localId,
  kind: z.string().min(1),
  name: z.string().min(1),
});
export type Design = z.infer<typeof designSchema>;

/**
 * What one player knows of one place of the map; the ruleset gives it its fields. Reports
 * are drawn from these records only, never from the GM's truth.
 */
export const knowledgeSchema = z.looseObject({
  ...gameRecord,
  empireId: localId,
  systemId: localId,
});
export type Knowledge = z.infer<typeof knowledgeSchema>;
