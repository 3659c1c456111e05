/**
 * The state of a Star Sectors battle between rounds, and the ship values derived from it.
 * Values that last only one round (crew option, transfers, web-caster DF loss) live in the
 * round's working state (round-state.ts), never here.
 */
import { z } from 'zod';
import { hex, hullHexes, isFacing, onRectangle, type Facing, type HexCoord } from '../../hex/coords';
import { shipCardSchema, type ShipCard } from './card';
import { starSectorsSettingsSchema } from './settings';
import { terrainSchema } from './terrain';

const count = z.int().min(0);

export const shipStateSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'may contain only letters, digits and _ . -'),
  sideId: z.string().min(1),
  card: shipCardSchema,
  /** Flight stand hex (axial). */
  q: z.int(),
  r: z.int(),
  facing: z.int().min(0).max(5),
  /** Hits in the Damage Control box. */
  damage: count.default(0),
  /** Shield strength lost to nearby destructions (Star Sectors IV.F "−1 SS"). */
  ssLoss: count.default(0),
  destroyed: z.boolean().default(false),
  cloaked: z.boolean().default(false),
  /** Charged warp engines (green chips), at most one per nacelle. */
  warpCharges: count.default(0),
  /** One flag per advanced weapon bank: charged (red chip) or not. */
  banksCharged: z.array(z.boolean()).default([]),
  dilithium: count.default(0),
  trilithium: count.default(0),
  mines: count.default(0),
  /** A command crew (gold token) is aboard. */
  crew: z.boolean().default(false),
  /** Round at the end of which the ship was last found docked (next to a station, planet, moon, or in a metaphasic nebula) without having moved. */
  dockedRound: z.int().nullable().default(null),
  /** Terrain id of what it is docked at. */
  dockedAt: z.string().nullable().default(null),
  /** The GM's note on a hand adjustment of this ship (kept and exported; the GM is the final arbiter). */
  gmNote: z.string().max(500).default(''),
});
export type ShipState = z.infer<typeof shipStateSchema>;

export const sideSchema = z.object({ id: z.string().min(1), name: z.string().min(1), color: z.string().default('#888888') });
export type Side = z.infer<typeof sideSchema>;

export const battleSchema = z.object({
  /** Rounds already resolved; the next round is round + 1. */
  round: count.default(0),
  cols: z.int().min(4).max(60),
  rows: z.int().min(4).max(60),
  sides: z.array(sideSchema).min(2, 'needs two sides or more'),
  terrain: z.array(terrainSchema).default([]),
  ships: z.array(shipStateSchema).default([]),
  settings: starSectorsSettingsSchema.default(starSectorsSettingsSchema.parse({})),
  /** The side that goes first each round (the initiative roll's winner); null until rolled. */
  firstSideId: z.string().nullable().default(null),
});
export type Battle = z.infer<typeof battleSchema>;

export function shipHex(ship: Pick<ShipState, 'q' | 'r'>): HexCoord {
  return hex(ship.q, ship.r);
}

export function shipFacing(ship: Pick<ShipState, 'facing'>): Facing {
  return isFacing(ship.facing) ? ship.facing : 0;
}

/** Every hex of the ship's hull, flight stand first. */
export function shipHull(ship: Pick<ShipState, 'q' | 'r' | 'facing' | 'card'>): HexCoord[] {
  return hullHexes(shipHex(ship), shipFacing(ship), ship.card.hullLength);
}

/** Shield strength left: SS − SS lost − hits (never negative). */
export function shieldsLeft(ship: Pick<ShipState, 'card' | 'damage' | 'ssLoss'>): number {
  return Math.max(0, ship.card.ss - ship.ssLoss - ship.damage);
}

/** Star Sectors IV.F: every hit lowers CF by one. Never below 0. */
export function baseCf(ship: Pick<ShipState, 'card' | 'damage'>): number {
  return Math.max(0, ship.card.cf - ship.damage);
}

/** Star Sectors IV.F: every hit lowers DF by one. Never below 0. */
export function baseDf(ship: Pick<ShipState, 'card' | 'damage'>): number {
  return Math.max(0, ship.card.df - ship.damage);
}

/**
 * Star Sectors IV.G: movement after damage. Subtract the hits from the original SS; if that is
 * lower than the MF, the MF falls to it, otherwise it is unchanged.
 */
export function damagedMf(card: Pick<ShipCard, 'ss' | 'mf'>, hits: number, ssLoss = 0): number {
  const left = Math.max(0, card.ss - ssLoss - hits);
  return Math.min(card.mf, left);
}

/** Star Sectors IV.B: warp factor = current CF + current MF. */
export function warpFactor(cf: number, mf: number): number {
  return Math.max(0, cf) + Math.max(0, mf);
}

export function isOnBoard(battle: Pick<Battle, 'cols' | 'rows'>, h: HexCoord): boolean {
  return onRectangle(h, battle.cols, battle.rows);
}

export function liveShips(battle: Battle): ShipState[] {
  return battle.ships.filter((s) => !s.destroyed);
}
