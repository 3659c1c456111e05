/**
 * What the turn engine needs to know of units: a ship's equipment from its design (armed,
 * JD rating, XC/SX/DC/DG/CH), what a unit carries, and the orders the movement grid gave it
 * this turn (stamped on the unit at step D, read by the later steps).
 */
import type { Unit } from '../../../model/entities';
import type { NovaDesignRow, NovaUnit } from '../records';
import { novaDesignSchema, type ComponentCode } from '../design-model';
import type { ActivityOrder, RouteStep, SetupOrder } from '../orders/sheet';
import type { RetreatState, TurnWorld } from './types';

const WEAPONS: readonly ComponentCode[] = ['BL', 'PL', 'XL', 'FP', 'ML', 'PA', 'WC'];

export interface ShipEquipment {
  components: ReadonlySet<ComponentCode>;
  armed: boolean;
  /** Most jumps a turn (JD level); 0 without a jump drive. */
  jd: number;
}

const NO_EQUIPMENT: ShipEquipment = { components: new Set(), armed: false, jd: 0 };

/**
 * Equipment read from a design's `nova` object, kept while that object lives: reading it is a
 * schema parse, and a step asks for every ship (a turn's records are never edited in place;
 * a changed design gets a new `nova` object: no step changes a design's `nova` in place).
 */
const equipmentByNova = new WeakMap<object, ShipEquipment>();

function equipmentOfNova(nova: unknown): ShipEquipment {
  const cached = typeof nova === 'object' && nova !== null ? equipmentByNova.get(nova) : undefined;
  if (cached) return cached;
  const parsed = novaDesignSchema.safeParse(nova ?? {});
  let equipment = NO_EQUIPMENT;
  if (parsed.success) {
    const comps = parsed.data.components;
    const jd = comps.filter((c) => c.code === 'JD').reduce((best, c) => Math.max(best, c.level), 0);
    equipment = { components: new Set(comps.map((c) => c.code)), armed: comps.some((c) => WEAPONS.includes(c.code)), jd };
  }
  if (typeof nova === 'object' && nova !== null) equipmentByNova.set(nova, equipment);
  return equipment;
}

/** The equipment of a ship from its design; a unit without a readable design has none. */
export function equipmentOf(unit: Unit, designs: readonly NovaDesignRow[]): ShipEquipment {
  const designId = unit.designId;
  const design = designs.find((d) => d.id === designId && d.empireId === unit.empireId) ?? designs.find((d) => d.id === designId);
  if (!design) return NO_EQUIPMENT;
  return equipmentOfNova(design.nova);
}

/** The orders a ship was given on the movement grid this turn (NOVA: 6.8). */
export interface UnitTurnOrders {
  turn: number;
  /** The sheet line the orders came from. */
  line: number;
  route: RouteStep[];
  /** Primary then default contact order, as written. */
  contact: string[];
  activity: ActivityOrder[];
  retreat: RouteStep | null;
  /** The (D/n) set-up (NOVA: IN-SYSTEM SETUP); an order stamped by an older parser held only the distance (a number): read with readSetupOrder. */
  setup: SetupOrder | number | null;
  /** Moving to finish a retreat (NOVA: 6.8 "Retreating"). */
  retreating: boolean;
  /** Set at F: the ship reached the end of its route (activities keyed to the destination need it, NOVA: 6.7). */
  reachedDestination?: boolean;
  /**
   * Set at F by an `if interdicted` general order (NOVA: ACTIVITIES AND INTERDICTIONS, general-activities.ts):
   * stopped by an interdiction, the ship still carries out A, D, E and L, where it was stopped.
   */
  actsWhereStopped?: boolean;
  /** Set at G: its activities were aborted (AO) or it is retreating; at D by a general order aborting a DG ship's default I. */
  aborted?: boolean;
  /** Set at F: its route hit an impossible hop; it stops there and none of its later orders run (NOVA: 6.5). */
  failed?: boolean;
}

/** How a ship came into the system it is in this turn, set at F. */
export interface Arrival {
  turn: number;
  fromSystemId: string;
  fromLetter: string;
  toLetter: string;
}

/** The turn engine's fields on a unit, beside NOVA's stored ones (records.ts NovaUnit); scratch ones are never stored (world.ts UNIT_SCRATCH). */
export interface TurnUnit extends NovaUnit {
  turnOrders?: UnitTurnOrders;
  arrival?: Arrival;
  /** The same arrival as the combat set-up reads it (battles.ts): the turn, and `${fromSystemId}:${fromLetter}`. */
  arrivedTurn?: number;
  arrivedFrom?: string;
  /**
   * Set at F when an interdiction stopped the ship short: the last hop it was going to make, into its
   * destination (NOVA: DISTORTION GENERATOR "The ACL is attributed to the destination system").
   */
  interdictedOn?: { fromSystemId: string; letter: string };
  retreat?: RetreatState;
}

export function asTurnUnit(unit: Unit): TurnUnit {
  return unit as TurnUnit;
}

/** The orders of this turn on a unit, or null when it has none (or old ones from an earlier turn). */
export function ordersOf(unit: Unit, turn: number): UnitTurnOrders | null {
  const orders = asTurnUnit(unit).turnOrders;
  return orders && orders.turn === turn ? orders : null;
}

export function isShip(unit: Unit): boolean {
  return unit.kind === 'ship';
}

/** Units carried by a ship. */
export function cargoOf(world: TurnWorld, shipId: string): Unit[] {
  return world.units.filter((u) => asTurnUnit(u).carriedBy === shipId);
}

/** Activity letters of a ship this turn ('' when none). */
export function activityLetters(unit: Unit, turn: number): string[] {
  return (ordersOf(unit, turn)?.activity ?? []).map((a) => a.letter);
}

/**
 * Whether a ship may carry out activity `letter` this turn: ordered, not aborted, and at its destination when the
 * activity needs it (NOVA: 6.7; ACTIVITIES AND INTERDICTIONS "If a ship is stopped unexpectedly it won't A,D,E, or L"),
 * unless a conditional order said to carry them out where it is stopped.
 */
export function mayDo(unit: Unit, turn: number, letter: string): boolean {
  const orders = ordersOf(unit, turn);
  if (!orders || orders.aborted || orders.failed) return false;
  if (!orders.activity.some((a) => a.letter === letter)) return false;
  const keyedToDestination = ['A', 'D', 'E', 'L'].includes(letter);
  return !keyedToDestination || orders.reachedDestination !== false || orders.actsWhereStopped === true;
}

/** Upper-case name → unit, for one empire's units. */
export function unitsByName(units: readonly Unit[], empireId: string): Map<string, Unit> {
  const map = new Map<string, Unit>();
  for (const u of units) if (u.empireId === empireId && u.name.trim() !== '') map.set(u.name.trim().toUpperCase(), u);
  return map;
}

/**
 * Deep copy of plain data (objects, arrays, primitives: what the world's records are), several
 * times faster than structuredClone on a large world; anything else (a Map, a Date…) is copied
 * by structuredClone. Keys keep their order.
 */
export function copyPlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => copyPlain(v)) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = copyPlain((value as Record<string, unknown>)[key]);
    if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out as T;
}

/** Deep copy of the world (runTurn makes one per turn: the working copy its steps change). */
export function cloneWorld(world: TurnWorld): TurnWorld {
  return copyPlain(world);
}

/**
 * The world a step changes: in a run, the turn's working copy that runTurn hands over
 * (`input.owned`: made once per turn, changed in place by each step in turn); called on its own
 * (tests, tools), a copy of the step's own, so the caller's world is never changed.
 */
export function workingWorld(input: { world: TurnWorld; owned?: boolean }): TurnWorld {
  return input.owned ? input.world : cloneWorld(input.world);
}
