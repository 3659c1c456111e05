/**
 * Where a ship already in the system sets up when a space battle starts (NOVA: IN-SYSTEM SETUP):
 *
 *   "Ships that don't jump in at the start of hostilities are set up as specified in the player's
 *   orders. The format of (D/n) should be used, where "D" is the direction of displacement from
 *   the centre of the warp point, and "n" is the number of hexes out from the centre. If not
 *   specified, unarmed ships in an explored system are not at the warp point unless equipped with
 *   Sensor Screens or they are assigned contact/activity orders which require them to be at the
 *   warp point. Unarmed ships at the warp point and armed ships are set up in the centre of the
 *   warp point."
 *
 * Pure. Maintain Range (M) overrides all of this: see maintain-range.ts.
 */
import type { SetupOrder } from '../orders/sheet';

/**
 * Orders that keep a ship at the warp point: Guard (G) "can't be given activity orders that will
 * cause them to leave the Warp Point"; Interdict (I) stops ships jumping through the point; Warp X
 * (W) explores the warp point only (NOVA: CONTACT ORDERS, ACTIVITY ORDERS).
 */
export const AT_WARP_POINT_ORDERS: Readonly<{ contact: readonly string[]; activity: readonly string[] }> = { contact: ['G'], activity: ['I', 'W'] };

/** What the set-up of one ship depends on. */
export interface InSystemShip {
  armed: boolean;
  /** Carries a Sensor Screen (SS). */
  sensorScreen: boolean;
  /** Its contact and activity letters this turn (Z counts as I: Zap is H,X/O,D,I). */
  contact: readonly string[];
  activity: readonly string[];
  /** Its ordered (D/n), if any (readSetupOrder). */
  setup: SetupOrder | null;
  /** Its empire explored the system (or was given the exploration data). */
  explored: boolean;
}

export type InSystemPlacement =
  /** The ordered (D/n). */
  | { kind: 'ordered'; setup: SetupOrder; why: string }
  /** The centre of the warp point. */
  | { kind: 'centre'; why: string }
  /** Not at the warp point: somewhere else in the system (Settings "NOVA: space combat" says how far). */
  | { kind: 'away'; why: string };

/** The set-up of a ship already in the system (NOVA: IN-SYSTEM SETUP). */
export function inSystemPlacement(ship: InSystemShip): InSystemPlacement {
  if (ship.setup) return { kind: 'ordered', setup: ship.setup, why: `its ordered set-up (${ship.setup.direction}/${ship.setup.distance})` };
  if (ship.armed) return { kind: 'centre', why: 'armed, no (D/n) ordered: the centre of the warp point' };
  if (!ship.explored) return { kind: 'centre', why: 'unarmed in a system its empire has not explored: the centre of the warp point' };
  if (ship.sensorScreen) return { kind: 'centre', why: 'unarmed with a Sensor Screen: the centre of the warp point' };
  const keeps = [...ship.contact.filter((l) => AT_WARP_POINT_ORDERS.contact.includes(l)), ...ship.activity.filter((l) => AT_WARP_POINT_ORDERS.activity.includes(l) || l === 'Z')];
  if (keeps.length > 0) return { kind: 'centre', why: `unarmed, its ${[...new Set(keeps)].join(',')} orders keep it at the warp point: the centre` };
  return { kind: 'away', why: 'unarmed in an explored system with no (D/n): not at the warp point' };
}

/**
 * A stored set-up order as the current reader holds it: {direction 1–6, distance ≥ 0}. Orders
 * stamped by an older reader held only the distance (a number, from "(D/3)" with no direction):
 * those name no direction and read as none, so the ship sets up as IN-SYSTEM SETUP says.
 */
export function readSetupOrder(value: unknown): SetupOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { direction, distance } = value as { direction?: unknown; distance?: unknown };
  if (!Number.isInteger(direction) || !Number.isInteger(distance)) return null;
  if ((direction as number) < 1 || (direction as number) > 6 || (distance as number) < 0) return null;
  return { direction: direction as number, distance: distance as number };
}
