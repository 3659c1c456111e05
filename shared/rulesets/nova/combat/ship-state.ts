/**
 * Derived quantities of a ship in battle (digest §4.4): working shields, recovery, drives,
 * installations in use, working weapons.
 */
import { profileOf, type Installation, type ShipState } from './battle';
import type { WeaponInstance } from './profile';
import { shieldRecovery } from './tables';

/** SLmax = SI × working shields. */
export function slMax(ship: ShipState): number {
  const p = profileOf(ship);
  let working = 0;
  for (const c of p.components) if (c.code === 'SM' && !ship.destroyed.includes(c.id)) working++;
  return working * p.si;
}

export function shieldRecoveryOf(ship: ShipState, zeroWithoutShields: boolean): number {
  return shieldRecovery(slMax(ship), zeroWithoutShields);
}

export function ieWorking(ship: ShipState): number {
  return Math.max(0, profileOf(ship).ie - ship.ieLost);
}

export function jdWorking(ship: ShipState): number {
  return Math.max(0, profileOf(ship).jd - ship.jdLost);
}

/** Level of the installation in use (0 if none or destroyed). */
export function installationLevel(ship: ShipState, kind: Installation): number {
  const id = ship.active[kind];
  if (id === null || ship.destroyed.includes(id)) return 0;
  return levelsOf(ship).get(id) ?? 0;
}

const levels = new WeakMap<object, Map<string, number>>();

/** Component id → level, per profile (cached). */
function levelsOf(ship: ShipState): Map<string, number> {
  const profile = profileOf(ship);
  let m = levels.get(profile);
  if (!m) {
    m = new Map(profile.components.map((c) => [c.id, c.level]));
    levels.set(profile, m);
  }
  return m;
}

/** NOVA: EW/FC/SN — one of each in use; the default is the highest working level (start of round, L739). */
export function chooseBestInstallations(ship: ShipState): void {
  for (const kind of ['EW', 'FC', 'SN'] as const) {
    let best: { id: string; level: number } | null = null;
    for (const c of profileOf(ship).components) {
      if (c.code !== kind || ship.destroyed.includes(c.id)) continue;
      if (!best || c.level > best.level) best = { id: c.id, level: c.level };
    }
    ship.active[kind] = best ? best.id : null;
  }
}

/** Working sensor-screen units and their level (levels assumed equal; the highest is used). */
export function sensorScreen(ship: ShipState): { units: number; level: number } {
  let units = 0;
  let level = 0;
  for (const c of profileOf(ship).components) {
    if (c.code === 'SS' && !ship.destroyed.includes(c.id)) {
      units++;
      level = Math.max(level, c.level);
    }
  }
  return { units, level };
}

/** Largest working DG (size in hexes), 0 if none; same for DS. */
export function workingLevel(ship: ShipState, code: 'DG' | 'DS'): number {
  let level = 0;
  for (const c of profileOf(ship).components) if (c.code === code && !ship.destroyed.includes(c.id)) level = Math.max(level, c.level);
  return level;
}

export function workingWeapons(ship: ShipState): WeaponInstance[] {
  return profileOf(ship).weapons.filter((w) => !ship.destroyed.includes(w.id));
}

/** Detection range in hexes: max(20, SN in use) (NOVA: SENSORS L911). */
export function detectionRange(ship: ShipState): number {
  return Math.max(20, installationLevel(ship, 'SN'));
}

export function isActive(ship: ShipState): boolean {
  return ship.status === 'active' && ship.incoming === undefined && ship.carriedBy === undefined;
}
