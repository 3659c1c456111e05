/**
 * A finished battle → the turn's `BattleResult` (NOVA: 6.2 G and I; sitrep wording NOVA: 7.3
 * "Africa Dmg'd (-9AR,3SD,ML X'd)").
 *
 * Space: destroyed and blown-up ships are destroyed, with every unit in their cargo holds and
 * launch bays (NOVA: L679–681); a surviving ship loses the cargo of the holds hit (battle-cargo.ts); jumped ships retreat; a surviving ship with no working IE and no
 * working JD is captured when the battle ends without a victory and an enemy with a working IE
 * is still there ([I] NOVA: NONVIOLENT HOSTILITIES L2664, WARP POINT DRIFT L3094: "must jump out or
 * be captured"); damaged survivors get the sitrep wording of what this battle did to them and
 * their new damage state, which the turn stores on the unit (`unit.damage`) for the next battle.
 *
 * Surface: units killed are destroyed (installation SDUs and intrinsic militia, which are no
 * unit records, are counted in `installationsLost`); `holder` is the invader when it takes the
 * planet, else null.
 */
import type { Unit } from '../../../model/entities';
import { profileOf, type Battle, type ShipState } from '../combat/battle';
import { alienSightings, type AlienSighting } from '../combat/alien-sightings';
import { battleReports } from '../combat/battle-reports';
import type { BattleEvent } from '../combat/log';
import { ieWorking, isActive, jdWorking } from '../combat/ship-state';
import type { SurfaceState } from '../combat/surface';
import type { BattleResult, QueuedBattle, TurnWorld } from './types';
import { lostWithHolds } from './battle-cargo';

/** A ship's damage after the battle (cumulative, carried-in damage included): `unit.damage`. */
export interface ShipDamageState {
  sd: number;
  armourLost: number;
  destroyed: string[];
  ieLost: number;
  jdLost: number;
}

/** The turn's BattleResult and what a turn needs besides it; extra fields are kept by the turn's decisions. */
export interface TurnBattleResult extends BattleResult {
  /** Surviving ships' damage after the battle, to store on the unit (`unit.damage`). */
  damageStates?: Record<string, ShipDamageState>;
  /** Empire id → whether any report of the battle gets home (ACL when none does; TC reports count). */
  reportsHome?: Record<string, boolean>;
  /** Surface: the system's installations and militia lost (`SDU`, `MA`), by abbreviation. */
  installationsLost?: Record<string, number>;
  /** Surface: invading units on the planet after the battle (landed this turn or before); they stay there (NOVA: L3992). */
  landed?: string[];
  /** Surface: units withdrawn aboard their ships during the battle (NOVA: L3998). */
  withdrawn?: string[];
  /** The battle ended undecided (stalemate, round limit, or surface combat going on after round 3). */
  undecided?: boolean;
  /** The outcome in words. */
  outcome?: string;
  /** Space: empire id → what that empire observed of each alien ship (the GM's record; each empire's sitrep gets only its own, as `seen`). */
  observed?: Record<string, AlienSighting[]>;
}

interface CarriedIn {
  sd: number;
  armourLost: number;
  destroyed: string[];
  ieLost: number;
  jdLost: number;
}

function carriedIn(battle: Battle, shipId: string): CarriedIn {
  const d = battle.input.ships.find((s) => s.id === shipId)?.damage;
  return { sd: d?.sd ?? 0, armourLost: d?.armourLost ?? 0, destroyed: d?.destroyed ?? [], ieLost: d?.ieLost ?? 0, jdLost: d?.jdLost ?? 0 };
}

/**
 * The sitrep wording of what one battle did to a ship: armour lost, structural damage, drive
 * levels lost, components destroyed grouped by code ("-9AR,3SD,ML X'd", "-4AR,2BL,EW X'd",
 * "-1IE"). Empty when the battle did nothing lasting (shields recover).
 */
export function damageWording(ship: ShipState, before: CarriedIn): string {
  const p = profileOf(ship);
  const taBefore = Math.max(0, p.ta0 - before.armourLost);
  const parts: string[] = [];
  const ar = taBefore - ship.ta;
  const sd = ship.sd - before.sd;
  if (ar > 0) parts.push(`-${ar}AR`);
  if (sd > 0) parts.push(`${sd}SD`);
  if (ship.ieLost > before.ieLost) parts.push(`-${ship.ieLost - before.ieLost}IE`);
  if (ship.jdLost > before.jdLost) parts.push(`-${ship.jdLost - before.jdLost}JD`);
  const lost = ship.destroyed.filter((id) => !before.destroyed.includes(id));
  if (lost.length > 0) {
    const byCode = new Map<string, number>();
    for (const id of lost) {
      const code = id.split('#')[0] ?? id;
      byCode.set(code, (byCode.get(code) ?? 0) + 1);
    }
    const codes = [...byCode].map(([code, n]) => (n > 1 ? `${n}${code}` : code));
    parts.push(`${codes.join(',')} X'd`);
  }
  return parts.join(',');
}

function isSurface(x: Battle | SurfaceState): x is SurfaceState {
  return 'units' in x && 'os' in x;
}

/** Units aboard `shipId` (cargo holds or launch bays), and theirs in turn. */
function aboard(world: TurnWorld | undefined, shipId: string): Unit[] {
  if (!world) return [];
  const out: Unit[] = [];
  const visit = (id: string) => {
    for (const u of world.units) {
      if (u.carriedBy === id && !out.includes(u)) {
        out.push(u);
        visit(u.id);
      }
    }
  };
  visit(shipId);
  return out;
}

/**
 * The result of a finished battle for the turn. `world` (optional) lets cargo aboard destroyed
 * ships be destroyed with them. Rounds: the rounds fought. `log` (the battle's log) gives each
 * side's observations of the alien ships (`observed`, NOVA: 7.3); without it none are recorded.
 */
export function battleResultOf(final: Battle | SurfaceState, queued: QueuedBattle, world?: TurnWorld, log?: readonly BattleEvent[]): TurnBattleResult {
  if (isSurface(final)) return surfaceResultOf(final, queued);
  const destroyed: string[] = [];
  const damaged: { unitId: string; damage: string }[] = [];
  const retreated: string[] = [];
  const captured: { unitId: string; empireId: string }[] = [];
  const damageStates: Record<string, ShipDamageState> = {};
  const victory = final.outcome?.kind === 'victory';
  for (const ship of final.ships) {
    if (ship.status === 'destroyed' || ship.status === 'blownUp') {
      destroyed.push(ship.id);
      for (const u of aboard(world, ship.id)) if (!destroyed.includes(u.id)) destroyed.push(u.id);
      continue;
    }
    if (destroyed.includes(ship.id)) continue;
    const before = carriedIn(final, ship.id);
    // NOVA: CARGO HOLDS: the cargo in a hold hit this battle is destroyed (an installation when it lost a third or more of its size).
    const unit = world?.units.find((u) => u.id === ship.id);
    if (world && unit) for (const id of lostWithHolds(unit, ship.destroyed.filter((c) => !before.destroyed.includes(c)), world)) if (!destroyed.includes(id)) destroyed.push(id);
    const wording = damageWording(ship, before);
    if (wording) damaged.push({ unitId: ship.id, damage: wording });
    const state: ShipDamageState = { sd: ship.sd, armourLost: Math.max(0, profileOf(ship).ta0 - ship.ta), destroyed: [...ship.destroyed], ieLost: ship.ieLost, jdLost: ship.jdLost };
    if (wording || state.sd > 0 || state.armourLost > 0 || state.destroyed.length > 0 || state.ieLost > 0 || state.jdLost > 0) damageStates[ship.id] = state;
    if (ship.status === 'jumped') {
      retreated.push(ship.id);
      continue;
    }
    if (!victory && isActive(ship) && ship.carriedBy === undefined && ieWorking(ship) === 0 && jdWorking(ship) === 0) {
      const captor = final.ships.find((e) => e.side !== ship.side && isActive(e) && e.carriedBy === undefined && ieWorking(e) > 0);
      if (captor) captured.push({ unitId: ship.id, empireId: captor.side });
    }
  }
  const reports = battleReports(final);
  const outcome = final.outcome;
  const result: TurnBattleResult = {
    how: 'resolved',
    destroyed,
    damaged,
    retreated,
    rounds: final.round,
    damageStates,
    reportsHome: Object.fromEntries(queued.empireIds.map((id) => [id, reports.sides[id] ?? false])),
    undecided: outcome === null || outcome.kind === 'stalemate' || outcome.kind === 'roundLimit',
    outcome: outcome === null ? 'not finished' : outcome.kind === 'victory' ? `${outcome.side} holds the system` : outcome.text,
  };
  if (captured.length > 0) result.captured = captured;
  // NOVA: SAMPLE SITREP line 5: what each side saw of the alien ships, for its sitrep.
  if (log) result.observed = Object.fromEntries(queued.empireIds.map((id) => [id, alienSightings(final, log, id)]));
  return result;
}

function surfaceResultOf(state: SurfaceState, queued: QueuedBattle): TurnBattleResult {
  const destroyed: string[] = [];
  const installationsLost: Record<string, number> = {};
  for (const u of state.units) {
    if (u.alive) continue;
    if (queued.unitIds.includes(u.id)) destroyed.push(u.id);
    else installationsLost[u.type] = (installationsLost[u.type] ?? 0) + 1;
  }
  const invader = (state as { invaderEmpireId?: unknown }).invaderEmpireId;
  const o = state.outcome;
  const result: TurnBattleResult = {
    how: 'resolved',
    destroyed,
    damaged: [],
    retreated: [],
    holder: o?.kind === 'invaderTakes' && typeof invader === 'string' ? invader : null,
    rounds: state.round,
    undecided: o === null || o.kind === 'continues',
    outcome: o?.text ?? 'not finished',
  };
  if (Object.keys(installationsLost).length > 0) result.installationsLost = installationsLost;
  const landed = state.units.filter((u) => u.side === 'invader' && u.alive && u.landed && queued.unitIds.includes(u.id)).map((u) => u.id);
  const withdrawn = state.units.filter((u) => u.alive && u.withdrawn && queued.unitIds.includes(u.id)).map((u) => u.id);
  if (landed.length > 0) result.landed = landed;
  if (withdrawn.length > 0) result.withdrawn = withdrawn;
  return result;
}
