/**
 * Where a retreating ship goes (NOVA: 6.11 RETREATS): "Default is to the nearest established
 * IC controlled by the player at the turn's start. Retreats are based on information known at
 * the turn's start. Ties are resolved by system production, then the GM."
 *
 * Order of precedence: the GM's ruling (`decisions.retreats`, with its note), the destination
 * written on the sheet (a system or a warp letter), then the default: among the systems the
 * empire held with an established IC at the start of the turn (other than the one it leaves),
 * the fewest jumps over the warp lines it knew at the start of the turn; equal jumps, the
 * higher production (the production table for its type and status, a Home Star on the World
 * column, NOVA: 4.4); still equal, the GM decides: the first by name is taken and a warning
 * asks for a ruling. No IC reachable over known lines: the Home Star, else no destination.
 */
import { knownSystemsByName } from '../map/known-systems';
import type { Knowledge } from '../../../model/entities';
import { production, type SystemStatusName } from '../economy';
import type { NovaSystem } from '../records';
import { ordersOf } from './fleet';
import type { TurnDecisions, TurnWorld } from './types';

/** The destination chosen and why, in the GM's words. */
export interface RetreatChoice {
  systemId: string | null;
  /** Jumps from the system left, over lines known at the start of the turn; null when unknown. */
  jumps: number | null;
  reason: string;
  /** Systems still tied after production (the GM's to choose); empty when none. */
  tied: string[];
}

/** System production for the tie-break (MCr per turn): the table's value, a Home Star on the World column. */
export function tieProduction(system: NovaSystem): number {
  if (system.status === 'none' && !system.homeStar) return 0;
  const status: SystemStatusName = system.homeStar ? 'world' : system.status;
  return production(system.type, status) ?? 0;
}

/** Jumps from `from` to every system reachable over the warp points `empireId` knows (a known point leads somewhere). */
export function knownJumps(knowledge: readonly Knowledge[], empireId: string, from: string): Map<string, number> {
  const next = new Map<string, string[]>();
  for (const k of knowledge) {
    if (k.empireId !== empireId) continue;
    const points = (k as { warpPoints?: { leadsTo: { systemId: string } | null }[] }).warpPoints ?? [];
    for (const p of points) {
      if (!p.leadsTo) continue;
      const list = next.get(k.systemId) ?? [];
      list.push(p.leadsTo.systemId);
      next.set(k.systemId, list);
    }
  }
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as string;
    const d = dist.get(here) as number;
    for (const to of next.get(here) ?? []) {
      if (dist.has(to)) continue;
      dist.set(to, d + 1);
      queue.push(to);
    }
  }
  return dist;
}

/**
 * The default destination of `empireId`'s ships retreating from `fromSystemId` (NOVA: 6.11),
 * read from `start`, the world at the start of the turn (its owners, ICs and knowledge).
 */
export function defaultRetreatDestination(start: Pick<TurnWorld, 'systems' | 'knowledge' | 'empires'>, empireId: string, fromSystemId: string): RetreatChoice {
  const dist = knownJumps(start.knowledge, empireId, fromSystemId);
  const ics = start.systems.filter((s) => s.ownerId === empireId && (s.installations.IC ?? 0) > 0 && s.id !== fromSystemId && dist.has(s.id));
  if (ics.length === 0) {
    const home = start.empires.find((e) => e.id === empireId)?.homeSystemId ?? null;
    const usable = home && home !== fromSystemId ? home : null;
    return { systemId: usable, jumps: usable ? (dist.get(usable) ?? null) : null, reason: usable ? 'no established IC reachable over known warp lines: toward the Home Star' : 'no established IC reachable over known warp lines', tied: [] };
  }
  const nearest = Math.min(...ics.map((s) => dist.get(s.id) as number));
  const atNearest = ics.filter((s) => dist.get(s.id) === nearest);
  const best = Math.max(...atNearest.map(tieProduction));
  const top = atNearest.filter((s) => tieProduction(s) === best).sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  const chosen = top[0] as NovaSystem;
  const jumps = `${nearest} jump${nearest === 1 ? '' : 's'}`;
  let reason = `nearest established IC, ${jumps}`;
  if (atNearest.length > 1) reason += top.length > 1 ? `; tied with ${top.slice(1).map((s) => s.name).join(', ')} at ${best} MCr production: the GM decides (first by name taken)` : `; chosen over ${atNearest.length - 1} other at ${jumps} by production (${best} MCr)`;
  return { systemId: chosen.id, jumps: nearest, reason, tied: top.length > 1 ? top.map((s) => s.id) : [] };
}

/**
 * A ship's retreat destination (NOVA: 6.11): the GM's ruling, else what its sheet wrote, else
 * the default. `start` is the world at the start of the turn (the step's world when unknown).
 */
export function retreatDestinationOf(world: TurnWorld, start: Pick<TurnWorld, 'systems' | 'knowledge' | 'empires'>, decisions: TurnDecisions, unitId: string): RetreatChoice {
  const unit = world.units.find((u) => u.id === unitId);
  const ruled = decisions.retreats?.[unitId];
  if (ruled) return { systemId: ruled.value, jumps: null, reason: `GM ruling: ${ruled.note}`, tied: [] };
  if (!unit?.systemId) return { systemId: null, jumps: null, reason: 'not in a system', tied: [] };
  const written = ordersOf(unit, world.turn)?.retreat;
  if (written?.kind === 'system') {
    // Only a system the empire knows (map/known-systems.ts, as the order checker reads it); another name is no destination.
    const id = knownSystemsByName(unit.empireId, world).get(written.name.trim().toUpperCase()) ?? null;
    if (id) return { systemId: id, jumps: null, reason: 'retreat destination written', tied: [] };
  }
  if (written?.kind === 'warp') {
    const line = world.warpLines.find((l) => (l.a === unit.systemId && l.aLetter === written.letter) || (l.b === unit.systemId && l.bLetter === written.letter));
    if (line) return { systemId: line.a === unit.systemId ? line.b : line.a, jumps: 1, reason: `retreat destination written: warp point ${written.letter}`, tied: [] };
  }
  return defaultRetreatDestination(start, unit.empireId, unit.systemId);
}
