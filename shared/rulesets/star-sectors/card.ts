/**
 * Star Sectors ship profile cards (Star Sectors II, VI.B) and their point value (III, "To Start").
 */
import { z } from 'zod';
import { SECTOR_CODES, sectorFromCode, type Sector } from '../../hex/arcs';

// Star Sectors: VI.B — abbreviations on the profile cards.
export const WEAPON_TYPES = ['PTL', 'QTL', 'DC', 'PC', 'PLC', 'PPB', 'DWC', 'TWC', 'TBP', 'EDT'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];
export const WEAPON_NAMES: Record<WeaponType, string> = {
  PTL: 'Plasma Torpedo Launcher',
  QTL: 'Quantum Torpedo Launcher',
  DC: 'Disrupter Cannon',
  PC: 'Phaser Cannon',
  PLC: 'Plasma Cannon',
  PPB: 'Phased Poleron Beam',
  DWC: 'Disrupter Wave Cannon',
  TWC: 'Tholian Web Caster',
  TBP: 'Tachyon Burst Projector',
  EDT: 'Energy Dampening Torpedo',
};
/** Star Sectors: VI.B * — these reduce the target's DF for the round instead of damaging its shield. */
export const DF_REDUCING_WEAPONS: ReadonlySet<WeaponType> = new Set(['TWC', 'TBP', 'EDT']);

const factor = (max: number) => z.int('must be a whole number').min(0, 'must not be negative').max(max, `must be at most ${max}`);

export const sectorCode = z.enum(SECTOR_CODES, { message: `must be one of ${SECTOR_CODES.join(', ')}` });

/** One ship profile card. Factors are the printed (undamaged) values. */
export const shipCardSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  /** Combat Factor: hit number on a d12 and range in hexes. */
  cf: factor(12),
  /** Defense Factor: defend number on a d12. */
  df: factor(12),
  /** Movement Factor: moves and turns at sub-light speed. */
  mf: factor(12),
  /** Shield Strength: hits the ship can take; destroyed when damage reaches it. */
  ss: z.int().min(1, 'must be at least 1').max(40, 'must be at most 40'),
  cargo: factor(40).default(0),
  nacelles: factor(8).default(0),
  cloaks: factor(4).default(0),
  /** Advanced weapon banks, one entry per bank, by type. */
  weapons: z.array(z.enum(WEAPON_TYPES, { message: `must be one of ${WEAPON_TYPES.join(', ')}` })).max(6).default([]),
  /** Extra engineering phases printed on the card ("+1 engineering phase"). */
  extraEngineering: factor(3).default(0),
  /** Hull length in hexes (long hulls occupy more than one hex, extending aft of the flight stand). */
  hullLength: z.int().min(1).max(4).default(1),
  /** Firing arc: the sectors shaded on the seven-hex targeting diagram. */
  arcs: z.array(sectorCode).min(1, 'needs at least one sector').default(['FP', 'F', 'FS']),
});
export type ShipCard = z.infer<typeof shipCardSchema>;

/**
 * Point value. Star Sectors: III — "A ship's combat factor determines its point value. Add one point
 * for each cloaking device, advanced weapon bank and each extra engineering phase."
 */
export function pointValue(card: Pick<ShipCard, 'cf' | 'cloaks' | 'weapons' | 'extraEngineering'>, bankPoints = 2): number {
  // The text says one point a bank, but its worked example (CF 6, one cloak, two banks, +1 engineering
  // phase = 12 points) only adds up at two points a bank. Default: the example (setting `bankPoints`).
  return card.cf + card.cloaks + card.weapons.length * bankPoints + card.extraEngineering;
}

/** Engineering phases a turn. Star Sectors: V.A — three or more nacelles give an extra phase. */
export function engineeringPhases(card: Pick<ShipCard, 'nacelles' | 'extraEngineering'>): number {
  return 1 + Math.max(card.extraEngineering, card.nacelles >= 3 ? 1 : 0);
}

export function cardArcs(card: Pick<ShipCard, 'arcs'>): Sector[] {
  return card.arcs.map((code) => sectorFromCode(code)).filter((s): s is Sector => s !== null);
}
