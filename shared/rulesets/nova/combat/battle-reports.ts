/**
 * Who reports a battle home (NOVA: TACHYON COMMUNICATORS / JAMMERS, L981–1009), for the sitreps:
 * - a ship that survives (still in the system, or jumped out) reports;
 * - a ship with a working TC that is not destroyed in round 1 reports by TC, garbled if its TC was
 *   destroyed by a critical hit in round 1;
 * - a TC report is blocked while an enemy ship in the battle has a working TJ of equal or higher
 *   level; the jamming side learns that a TC of that level was used.
 * [I] A TC destroyed by a critical after round 1 sends nothing when its ship is later destroyed.
 */
import { profileOf, type Battle, type ShipState } from './battle';
import { isActive } from './ship-state';

export type ShipReport = 'survivor' | 'tachyon' | 'garbled' | 'jammed' | 'none';

export interface BattleReports {
  ships: Record<string, ShipReport>;
  /** Side id → whether any report of the side gets home (ACL applies when none does). */
  sides: Record<string, boolean>;
  /** Jamming side id → TC levels it saw used. */
  jammerSaw: Record<string, number[]>;
}

function workingLevel(ship: ShipState, code: 'TC' | 'TJ'): number {
  let level = 0;
  for (const c of profileOf(ship).components) if (c.code === code && !ship.destroyed.includes(c.id)) level = Math.max(level, c.level);
  return level;
}

function tcLostInRound1(ship: ShipState): boolean {
  return profileOf(ship).components.some((c) => c.code === 'TC' && ship.lostAt?.[c.id] === 1);
}

export function battleReports(battle: Battle): BattleReports {
  const ships: Record<string, ShipReport> = {};
  const sides: Record<string, boolean> = {};
  const jammerSaw: Record<string, number[]> = {};
  for (const side of battle.input.sides) sides[side.id] = false;
  for (const s of battle.ships) {
    let report: ShipReport;
    if (s.status === 'active' || s.status === 'jumped') report = 'survivor';
    else if ((s.endedRound ?? 0) <= 1) report = 'none';
    else if (tcLostInRound1(s)) report = 'garbled';
    else {
      const tc = workingLevel(s, 'TC');
      if (tc === 0) report = 'none';
      else {
        const jammers = battle.ships.filter((j) => j.side !== s.side && (isActive(j) || j.status === 'jumped') && workingLevel(j, 'TJ') >= tc);
        for (const j of jammers) (jammerSaw[j.side] ??= []).push(tc);
        report = jammers.length > 0 ? 'jammed' : 'tachyon';
      }
    }
    ships[s.id] = report;
    if (report === 'survivor' || report === 'tachyon' || report === 'garbled') sides[s.side] = true;
  }
  return { ships, sides, jammerSaw };
}
