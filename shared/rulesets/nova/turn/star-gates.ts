/**
 * Star gates in strategic movement (NOVA: STAR GATES, 3.9).
 *
 * A star gate is a pair of SG ends (units of kind `SG` sharing `pair`, built together at step C).
 * Once both ends are placed (unloaded with L, not aboard a ship), ships may jump from one end to
 * the other as if along a single warp line: one JD point, combinable with warp lines, with no
 * range limit, the far end need not be known. A route takes a gate by naming the far end's system
 * (`BALOR - POING`) when no warp line joins the two, or by the step `SG` (the gate where the ship
 * is). A gate one of whose ends is aboard a ship (moved this turn: loaded at D, unloaded at K) is
 * not usable this turn. A gate whose other end no longer exists stops the ship there.
 *
 * Who may use a gate: the empire controlling the end the ship enters by, and the empires it gives
 * blanket permission (`GO: Let Empire A use our star gates`, as for DGs, contact made before this
 * turn).
 *
 * Pure.
 */
import type { Empire, Unit } from '../../../model/entities';
import type { NovaWarpLine } from '../records';
import { contactsOf } from './contacts-state';
import { asTurnUnit } from './fleet';
import type { EmpireOrders, TurnWorld } from './types';

/** `GO: Let Empire A use our star gates` (also "allow … to use the SG"). */
export const LET_USE_GATES = /^(?:GO|SO|CO)?\s*(?:[:.-]\s*)?(?:let|allow)\s+(.+?)\s+(?:to\s+)?use\s+(?:our\s+|the\s+|all\s+)?(?:star\s*gates?|SGs?)\s*\.?$/i;

/** The route step that means "through the star gate here". */
export const GATE_STEP = 'SG';

/** One placed SG end. */
export interface GateEnd {
  unitId: string;
  pair: string;
  systemId: string;
  empireId: string;
}

/** The gates of the world at the start of movement: ends in place by system, and ends whose partner is gone or aboard. */
export interface GateMap {
  /** Ends in place whose partner is in place too: system id → ends there, each with its far end. */
  usable: Map<string, { near: GateEnd; far: GateEnd }[]>;
  /** Ends in place whose partner no longer exists: ships entering them stop there. */
  dead: Map<string, GateEnd[]>;
  /** Empire → empires it lets use its gates. */
  permissions: Map<string, Set<string>>;
  /** Permission lines that could not be read against the empire's contacts. */
  problems: { empireId: string; line: number; text: string; reason: string }[];
}

function pairOf(unit: Unit): string | null {
  const p = (unit as { pair?: unknown }).pair;
  return typeof p === 'string' && p !== '' ? p : null;
}

function named(world: TurnWorld, writer: Empire, written: string): Empire | string {
  const w = written.trim().toUpperCase().replace(/^THE /, '');
  for (const c of contactsOf(writer)) {
    const other = world.empires.find((e) => e.id === c.empireId);
    if (!other || (c.alias.toUpperCase() !== w && !(c.level === 'full' && other.name.toUpperCase().replace(/^THE /, '') === w))) continue;
    return c.since < world.turn ? other : `contact with ${written} was made only this turn; permission needs contact made before the current turn`;
  }
  return `"${written}" is not an empire this empire has contact with`;
}

export function gateMap(world: TurnWorld, orders: readonly EmpireOrders[] = []): GateMap {
  const byPair = new Map<string, Unit[]>();
  for (const u of world.units) {
    if (u.kind.toUpperCase() !== 'SG') continue;
    const pair = pairOf(u);
    if (pair) byPair.set(pair, [...(byPair.get(pair) ?? []), u]);
  }
  const placed = (u: Unit): GateEnd | null => (u.systemId && !asTurnUnit(u).carriedBy ? { unitId: u.id, pair: pairOf(u) as string, systemId: u.systemId, empireId: u.empireId } : null);
  const usable = new Map<string, { near: GateEnd; far: GateEnd }[]>();
  const dead = new Map<string, GateEnd[]>();
  for (const ends of byPair.values()) {
    if (ends.length === 1) {
      const only = placed(ends[0] as Unit);
      if (only) dead.set(only.systemId, [...(dead.get(only.systemId) ?? []), only]);
      continue;
    }
    const [a, b] = ends.map(placed);
    if (ends.length !== 2 || !a || !b) continue;
    usable.set(a.systemId, [...(usable.get(a.systemId) ?? []), { near: a, far: b }]);
    usable.set(b.systemId, [...(usable.get(b.systemId) ?? []), { near: b, far: a }]);
  }
  const permissions = new Map<string, Set<string>>();
  const problems: GateMap['problems'] = [];
  for (const sheet of orders) {
    const writer = world.empires.find((e) => e.id === sheet.empireId);
    if (!writer || sheet.missing) continue;
    for (const l of sheet.lines) {
      if (l.row?.kind !== 'general') continue;
      const m = LET_USE_GATES.exec(l.row.text.trim());
      if (!m) continue;
      const other = named(world, writer, m[1] ?? '');
      if (typeof other === 'string') problems.push({ empireId: writer.id, line: l.line, text: l.text, reason: other });
      else permissions.set(writer.id, new Set([...(permissions.get(writer.id) ?? []), other.id]));
    }
  }
  return { usable, dead, permissions, problems };
}

/** Whether an empire may use a gate end (its own, or by permission of the end's controller). */
export function mayUse(gates: GateMap, end: GateEnd, empireId: string): boolean {
  return end.empireId === empireId || (gates.permissions.get(end.empireId)?.has(empireId) ?? false);
}

/** A gate hop as the movement step makes it: a warp-line-like hop (one JD point) with the letter `SG`. */
export interface GateHop {
  line: NovaWarpLine;
  from: string;
  fromLetter: string;
  to: string;
  toLetter: string;
}

/**
 * The gate hop from `here` an empire may take, to `to` when given (a named far system), or any
 * gate there (the `SG` step). `stop` says why a gate here cannot take the ship (dead end, no
 * permission) when no hop is possible.
 */
export function gateHop(gates: GateMap, here: string, empireId: string, to: string | null): { hop: GateHop } | { stop: { code: string; reason: string } } | null {
  const there = (gates.usable.get(here) ?? []).filter((g) => to === null || g.far.systemId === to);
  const allowed = there.find((g) => mayUse(gates, g.near, empireId));
  if (allowed) {
    const line = { gameId: '', id: `sg:${allowed.near.pair}`, a: here, aLetter: GATE_STEP, b: allowed.far.systemId, bLetter: GATE_STEP } as unknown as NovaWarpLine;
    return { hop: { line, from: here, fromLetter: GATE_STEP, to: allowed.far.systemId, toLetter: GATE_STEP } };
  }
  if (there.length > 0) return { stop: { code: 'SG', reason: 'the star gate here belongs to another empire, which has not given this empire permission to use it' } };
  if (to === null && (gates.dead.get(here) ?? []).length > 0) return { stop: { code: 'SG', reason: 'the other end of the star gate here no longer exists (NOVA: STAR GATES)' } };
  return null;
}

/** Whether a line of the General block is a star-gate permission. */
export function isGatePermission(text: string): boolean {
  return LET_USE_GATES.test(text.trim());
}
