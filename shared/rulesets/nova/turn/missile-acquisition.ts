/**
 * Which missile designs a ship may fire (NOVA: NEW MISSILE DESIGNS, MISSILE DESIGN ACQUISITION).
 *
 * A missile design researched at step L of turn R (`design.researchedTurn = R`) reaches the ships
 * of its empire at the beginning of a later turn t:
 * - a ship that begins turn t ≥ R+1 in a system with an established IC its empire controls
 *   receives it then (rule 1);
 * - any other ship receives it at the beginning of turn R+2, unless it is retreating that turn
 *   (it begins the turn with a retreat under way: begun at G of the turn before, finished at F of
 *   this one); a retreating ship receives it at the beginning of the first turn it begins out of
 *   retreat, i.e. after it has ended a turn without retreating (rule 2).
 * Once received a design stays with the ship (stored on the unit as `missiles`: design ids).
 *
 * A design still in research (named by a running NMD project of its empire) is never fired. A
 * missile design with no `researchedTurn` and no running project is part of the starting
 * position (bought pregame, or recorded by the GM): every ship of its empire has it.
 *
 * Pure: `acquireMissiles` changes the world it is given (the turn's working copy) and returns the
 * events; `missileDesignsOf` only reads.
 */
import type { Unit } from '../../../model/entities';
import type { NovaDesignRow, NovaSystem } from '../records';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, equipmentOf, isShip } from './fleet';
import { researchStateOf } from './research-state';
import type { TurnWorld } from './types';

/** The missile designs a unit has received (stored ids; anything else reads as none). */
export function receivedMissiles(unit: Unit): string[] {
  const m = (unit as { missiles?: unknown }).missiles;
  return Array.isArray(m) ? m.filter((x): x is string => typeof x === 'string') : [];
}

/**
 * The empire whose missile designs a ship fires (NOVA: MISSILE LAUNCHERS "Only missiles designed by
 * the empire that built the ship can be used by that ship"): set when the ship changes hands
 * (turn/missile-handover.ts), else the ship's own empire.
 */
export function missileDesignerOf(unit: Unit): string {
  const d = (unit as { missileDesigner?: unknown }).missileDesigner;
  return typeof d === 'string' && d !== '' ? d : unit.empireId;
}

/** Whether a ship fires another empire's missile designs: it was given or captured, and keeps the list it had then. */
export function firesHandedOverMissiles(unit: Unit): boolean {
  return missileDesignerOf(unit) !== unit.empireId;
}

/** Ids of the designs named by running design projects of an empire (NOVA: 5.2): still in research. */
export function designsInResearch(world: Pick<TurnWorld, 'empires'>, empireId: string): Set<string> {
  const empire = world.empires.find((e) => e.id === empireId);
  const out = new Set<string>();
  if (!empire) return out;
  for (const p of researchStateOf(empire).research) if (p.design?.designId) out.add(p.design.designId);
  return out;
}

function researchedTurnOf(design: NovaDesignRow): number | undefined {
  const r = (design as { researchedTurn?: unknown }).researchedTurn;
  return typeof r === 'number' && Number.isInteger(r) ? r : undefined;
}

/** Whether an empire controls an established IC in a system (NOVA: MISSILE DESIGN ACQUISITION rule 1). */
export function hasOwnEstablishedIc(world: Pick<TurnWorld, 'units'>, system: NovaSystem | undefined, empireId: string): boolean {
  if (!system) return false;
  if (system.ownerId === empireId && (system.installations.IC ?? 0) > 0) return true;
  return world.units.some((u) => u.systemId === system.id && u.empireId === empireId && u.kind.toUpperCase() === 'IC' && (u as { established?: unknown }).established === true && !asTurnUnit(u).carriedBy);
}

/** Why a design is not fired by a ship, or null when the ship may fire it. */
export type MissileWithheld = { design: NovaDesignRow; reason: 'in-research' | 'not-received' };

export interface ShipMissiles {
  usable: NovaDesignRow[];
  withheld: MissileWithheld[];
}

/** The missile designs of the ship's empire it may fire now, and those it may not with the reason. */
export function missileDesignsOf(unit: Unit, world: Pick<TurnWorld, 'designs' | 'empires'>): ShipMissiles {
  const received = new Set(receivedMissiles(unit));
  const usable: NovaDesignRow[] = [];
  const withheld: MissileWithheld[] = [];
  // NOVA: MISSILE LAUNCHERS: a ship given or captured fires the designs it was handed over with, no others.
  if (firesHandedOverMissiles(unit)) return { usable: world.designs.filter((d) => d.kind === 'missile' && received.has(d.id)), withheld };
  const inResearch = designsInResearch(world, unit.empireId);
  for (const d of world.designs) {
    if (d.empireId !== unit.empireId || d.kind !== 'missile') continue;
    if (inResearch.has(d.id)) withheld.push({ design: d, reason: 'in-research' });
    else if (researchedTurnOf(d) === undefined || received.has(d.id)) usable.push(d);
    else withheld.push({ design: d, reason: 'not-received' });
  }
  return { usable, withheld };
}

/** The notes a battle set-up gives for designs a ship may not fire (one line per design). */
export function withheldNotes(shipName: string, withheld: readonly MissileWithheld[]): string[] {
  return withheld.map(({ design, reason }) =>
    reason === 'in-research'
      ? `${shipName}: missile design ${design.name} is still in research: not fired (NOVA: NEW MISSILE DESIGNS)`
      : `${shipName}: missile design ${design.name} (researched turn ${researchedTurnOf(design) ?? '?'}) has not reached this ship yet: not fired (NOVA: MISSILE DESIGN ACQUISITION)`,
  );
}

/**
 * The beginning of turn `world.turn`: every ship that mounts a missile launcher receives the
 * researched missile designs of its empire that reach it now (rules above). One event per
 * empire, system and way (IC or fleet): the designs and the ships that received them.
 */
export function acquireMissiles(world: TurnWorld): TurnEvent[] {
  const turn = world.turn;
  const researched = world.designs.filter((d) => d.kind === 'missile' && researchedTurnOf(d) !== undefined && (researchedTurnOf(d) as number) < turn);
  if (researched.length === 0) return [];
  const systems = new Map(world.systems.map((s) => [s.id, s]));
  const groups = new Map<string, { empireId: string; systemId: string | null; how: 'ic' | 'fleet'; designIds: Set<string>; unitIds: string[] }>();
  for (const unit of world.units) {
    if (!isShip(unit) || firesHandedOverMissiles(unit) || !equipmentOf(unit, world.designs).components.has('ML')) continue;
    const own = researched.filter((d) => d.empireId === unit.empireId);
    if (own.length === 0) continue;
    const had = new Set(receivedMissiles(unit));
    const atIc = hasOwnEstablishedIc(world, unit.systemId ? systems.get(unit.systemId) : undefined, unit.empireId);
    const retreating = asTurnUnit(unit).retreat !== undefined;
    const got: { id: string; how: 'ic' | 'fleet' }[] = [];
    for (const d of own) {
      if (had.has(d.id)) continue;
      const r = researchedTurnOf(d) as number;
      // NOVA: MISSILE DESIGN ACQUISITION rule 1: at an own established IC from the turn after research.
      if (atIc && turn >= r + 1) got.push({ id: d.id, how: 'ic' });
      // Rule 2: everywhere else from the 2nd turn after, unless retreating that turn.
      else if (!retreating && turn >= r + 2) got.push({ id: d.id, how: 'fleet' });
    }
    if (got.length === 0) continue;
    (unit as { missiles?: string[] }).missiles = [...had, ...got.map((g) => g.id)];
    for (const g of got) {
      const key = `${unit.empireId}|${unit.systemId ?? ''}|${g.how}`;
      const group = groups.get(key) ?? { empireId: unit.empireId, systemId: unit.systemId ?? null, how: g.how, designIds: new Set<string>(), unitIds: [] };
      group.designIds.add(g.id);
      if (!group.unitIds.includes(unit.id)) group.unitIds.push(unit.id);
      groups.set(key, group);
    }
  }
  const names = new Map(world.designs.map((d) => [d.id, d.name]));
  return [...groups.values()].map((g) =>
    ownEvent('A', g.empireId, g.systemId, { kind: 'missiles-acquired', designs: [...g.designIds].map((id) => ({ id, name: names.get(id) ?? id })), unitIds: g.unitIds, how: g.how }),
  );
}
