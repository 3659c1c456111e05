/**
 * NOVA: SENSORS (L909–915) — what a side learns without a successful probe:
 * - "If it fires at ships, their EW is revealed": the EW in use of every enemy ship it fired at
 *   (not through an echo: a shot at an image reveals nothing of the ship).
 * - "If fired on, the FC levels, weapon types and numbers used by the firing ships are revealed.
 *   Ships using Lasers must state the size of all weapons used (before range mods)": for every
 *   enemy ship that fired at it, its FC in use and each weapon it fired (lasers with their size).
 * - "The use of SN must be announced but the ship using it, unless probed successfully, is not
 *   identified", and "whether any DGs are being operated": counts, not ships.
 *
 * Pure: read from the battle log's attack events (their `fc`/`ew` data, recorded in phase G) and
 * the battle's current state. A side's own ships are never listed.
 */
import { profileOf, type Battle } from './battle';
import type { BattleEvent } from './log';
import { installationLevel, isActive, workingLevel } from './ship-state';

export interface FireReveal {
  /** EW in use the last time the side fired at the ship; null if it never fired at it. */
  ew: number | null;
  /** FC in use the last time the ship fired at the side; null if it never did. */
  fc: number | null;
  /** Weapons seen firing at the side: "BL20" (lasers with their size), "ML", "FP", "PA", "WC" → how many different ones. */
  weapons: Record<string, number>;
}

export interface SideAnnouncements {
  /** Enemy ships using SN now (announced, not identified, L925). */
  sensorsInUse: number;
  /** Enemy ships operating a DG now (L911). */
  dgOperating: number;
}

/** Enemy ship id → what `side` learned of it by exchanging fire. Ships it neither fired at nor was fired on by are absent. */
export function revealedByFire(battle: Battle, log: readonly BattleEvent[], side: string): Record<string, FireReveal> {
  const sideOf = new Map(battle.ships.map((s) => [s.id, s.side]));
  const out: Record<string, FireReveal> = {};
  const seen = new Map<string, Set<string>>();
  const entry = (id: string): FireReveal => (out[id] ??= { ew: null, fc: null, weapons: {} });
  for (const e of log) {
    if (e.type !== 'attack' || !e.shipId || !e.targetId) continue;
    const data = e.data ?? {};
    const firerSide = sideOf.get(e.shipId);
    const targetSide = sideOf.get(e.targetId);
    if (firerSide === side && targetSide !== side && typeof data.ew === 'number') entry(e.targetId).ew = data.ew;
    if (targetSide === side && firerSide !== side) {
      const r = entry(e.shipId);
      if (typeof data.fc === 'number') r.fc = data.fc;
      const ship = battle.ships.find((s) => s.id === e.shipId);
      const weapon = ship ? profileOf(ship).weapons.find((w) => w.id === data.weapon) : undefined;
      if (!weapon) continue;
      const ids = seen.get(e.shipId) ?? new Set<string>();
      seen.set(e.shipId, ids);
      if (ids.has(weapon.id)) continue;
      ids.add(weapon.id);
      const label = weapon.kind === 'BL' || weapon.kind === 'PL' || weapon.kind === 'XL' ? `${weapon.kind}${weapon.size}` : weapon.kind;
      r.weapons[label] = (r.weapons[label] ?? 0) + 1;
    }
  }
  return out;
}

/** What every ship of `side` is told of the enemy now without probing: sensors in use and DGs operating (counts only). */
export function announcementsTo(battle: Battle, side: string): SideAnnouncements {
  let sensorsInUse = 0;
  let dgOperating = 0;
  for (const s of battle.ships) {
    if (s.side === side || !isActive(s)) continue;
    if (installationLevel(s, 'SN') > 0) sensorsInUse++;
    if (workingLevel(s, 'DG') > 0) dgOperating++;
  }
  return { sensorsInUse, dgOperating };
}

/** "BL20 ×2, ML ×1". */
export function formatWeapons(weapons: Record<string, number>): string {
  const parts = Object.entries(weapons).map(([k, n]) => `${k} ×${n}`);
  return parts.length === 0 ? '–' : parts.join(', ');
}
