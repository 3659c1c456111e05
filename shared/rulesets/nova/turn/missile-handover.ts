/**
 * NOVA: MISSILE LAUNCHERS — "Only missiles designed by the empire that built the ship can be used
 * by that ship. Missile types available must be specified when ships are given to other empires;
 * the default is all current missiles available to the giving empire at the time of transfer."
 *
 * When a ship with a missile launcher changes hands (a transfer at H, a surrender at G, a capture
 * out of a battle), it keeps the missile designs of the empire that built it, frozen at that moment:
 * - given by that empire: the designs named on the transfer order ("Transfer HAMMER 1 to Empire A
 *   with missiles Mark 7, Mark 8"), or by default every missile design of the giver out of research
 *   (researched on an earlier turn, or part of its starting position);
 * - given on again by an empire that received it: the designs the ship has (a subset when named);
 * - surrendered or captured: the same default (nothing is named).
 * The ship fires those and no others while it is not its designer's (turn/missile-acquisition.ts
 * `missileDesignsOf`; new designs of either empire never reach it); given back to its designer it
 * is an ordinary ship of that empire again. Pure: changes the unit it is given (the turn's working copy).
 */
import type { Unit } from '../../../model/entities';
import { equipmentOf, isShip } from './fleet';
import { designsInResearch, missileDesignerOf, receivedMissiles } from './missile-acquisition';
import type { TurnWorld } from './types';

/** `Empire A with missiles Mark 7, Mark 8` → the receiver as written and the designs named (null: none named). */
export function splitMissileClause(to: string): { to: string; missiles: string[] | null } {
  // One left-to-right scan from a word boundary (no lazy prefix: a long run of spaces reads in linear time).
  const m = /\bwith\s+missiles?\b\s*:?/i.exec(to);
  if (!m) return { to, missiles: null };
  const names = to.slice(m.index + m[0].length).split(/\s*(?:,|&|\band\b)\s*/i).map((n) => n.trim().replace(/\.$/, '')).filter((n) => n !== '');
  return { to: to.slice(0, m.index).trim(), missiles: names };
}

export interface MissileHandover {
  /** Names of the designs the ship keeps, in design order. */
  kept: string[];
  /** Names written on the order that are not designs the ship could be given. */
  unknown: string[];
}

function researchedTurnOf(design: TurnWorld['designs'][number]): number | undefined {
  const r = (design as { researchedTurn?: unknown }).researchedTurn;
  return typeof r === 'number' && Number.isInteger(r) ? r : undefined;
}

/**
 * Before `unit` passes to another empire: fixes the missile designs it will fire (rules above).
 * Null for a unit with no missile launcher (nothing to hand over). Call it while `unit.empireId`
 * is still the giver.
 */
export function handOverMissiles(unit: Unit, world: Pick<TurnWorld, 'designs' | 'empires' | 'turn'>, named: readonly string[] | null = null): MissileHandover | null {
  if (!isShip(unit) || !equipmentOf(unit, world.designs).components.has('ML')) return null;
  const designer = missileDesignerOf(unit);
  let candidates: TurnWorld['designs'][number][];
  if (designer !== unit.empireId) {
    const had = new Set(receivedMissiles(unit));
    candidates = world.designs.filter((d) => d.kind === 'missile' && had.has(d.id));
  } else {
    const inResearch = designsInResearch(world, designer);
    candidates = world.designs.filter((d) => {
      if (d.empireId !== designer || d.kind !== 'missile' || inResearch.has(d.id)) return false;
      const r = researchedTurnOf(d);
      return r === undefined || r < world.turn;
    });
  }
  const wanted = named ? new Set(named.map((n) => n.toUpperCase())) : null;
  const kept = wanted ? candidates.filter((d) => wanted.has(d.name.toUpperCase())) : candidates;
  const unknown = named ? named.filter((n) => !candidates.some((d) => d.name.toUpperCase() === n.toUpperCase())) : [];
  const record = unit as { missileDesigner?: string; missiles?: string[] };
  record.missileDesigner = designer;
  record.missiles = kept.map((d) => d.id);
  return { kept: kept.map((d) => d.name), unknown };
}

/** The text a transfer event carries for the GM: "HAMMER 1 keeps missiles Mark 7, Mark 8 (NOVA: MISSILE LAUNCHERS)". */
export function handoverNote(handovers: readonly { name: string; handover: MissileHandover }[]): string {
  return handovers
    .map(({ name, handover }) => `${name} keeps ${handover.kept.length ? `missiles ${handover.kept.join(', ')}` : 'no missile designs'}${handover.unknown.length ? ` (not its missiles: ${handover.unknown.join(', ')})` : ''}`)
    .concat(handovers.length ? ['(NOVA: MISSILE LAUNCHERS)'] : [])
    .join('; ')
    .replace('; (NOVA', ' (NOVA');
}
