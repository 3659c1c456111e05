/**
 * NOVA: SENSORS, SENSOR PROBES, SENSOR SCREENS, LOSS OF DETECTION (digest §5; L909–941, L3100–3106, L3266–3270).
 */
import type { Battle, ProbeReport, ShipState } from './battle';
import { profileOf } from './battle';
import type { EventLog } from './log';
import { rangeBetween } from './movement';
import { detectionRange, installationLevel, isActive, sensorScreen, slMax, workingLevel } from './ship-state';
import { sizeClass } from './tables';

/** Sides are all hostile to each other in a battle (allies share a side). */
export function hostile(a: ShipState, b: ShipState): boolean {
  return a.side !== b.side;
}

/** A side detects a ship when any of its active ships has it within detection range (others act as spotters, L3174). */
export function sideDetects(battle: Battle, side: string, target: ShipState): boolean {
  for (const s of battle.ships) {
    if (s.side === side && isActive(s) && rangeBetween(s.pos, target.pos) <= detectionRange(s)) return true;
  }
  return false;
}

/** Probe succeeds iff SN ≥ SS + range (the bluffing protocol played optimally, L3100–3106). */
export function probeSucceeds(sn: number, ss: number, range: number): boolean {
  return sn > 0 && sn >= ss + range;
}

/**
 * One probe window: every active ship with SN probes every hostile ship within its SN range
 * (Warpdesk probes automatically: a probe costs nothing and reveals the prober only to a
 * successful counter-probe). Success marks the target as probed this round by the prober's side
 * and records the report in that side's knowledge.
 */
export function probeWindow(battle: Battle, window: 'C' | 'F' | 'K', log: EventLog): void {
  const active = battle.ships.filter(isActive);
  for (const prober of active) {
    const sn = installationLevel(prober, 'SN');
    if (sn === 0) continue;
    for (const target of active) {
      if (!hostile(prober, target)) continue;
      const range = rangeBetween(prober.pos, target.pos);
      if (range > sn) continue;
      const ss = sensorScreen(target);
      const ssLevel = ss.units > 0 ? ss.level : 0;
      if (!probeSucceeds(sn, ssLevel, range)) {
        if (window === 'F') log.add('probe', `${prober.name} probes ${target.name} at range ${range}: SN${sn} < SS${ssLevel} + ${range}, fails`, { shipId: prober.id, targetId: target.id });
        continue;
      }
      if (!target.probedBy.includes(prober.side)) target.probedBy.push(prober.side);
      const report: ProbeReport = {
        round: battle.round,
        window,
        prober: prober.id,
        target: target.id,
        sizeClass: sizeClass(profileOf(target).ssz),
        shields: target.sl,
        ew: installationLevel(target, 'EW'),
        sensors: installationLevel(target, 'SN') > 0,
        dg: workingLevel(target, 'DG'),
        ss: ssLevel,
        snAtLeast: null,
      };
      battle.knowledge[prober.side]?.push(report);
      if (window === 'F' || (window === 'C' && battle.round === 1)) {
        log.add('probe', `${prober.name} probes ${target.name} at range ${range}: ${report.sizeClass}, shields ${report.shields}, EW ${report.ew}${report.dg ? `, DG ${report.dg}` : ''}${report.ss ? `, SS ${report.ss}` : ''}`, { shipId: prober.id, targetId: target.id, data: { ...report } });
      }
    }
  }
}

/**
 * NOVA: SENSOR SCREEN echoes (L937–941). A ship with n ≥ 2 working SS units shows n images to
 * every hostile side that did not probe it successfully this round (when that side attempted no
 * probe at all, only if `echoesWhenNoProbeAttempted`).
 */
export function computeEchoes(battle: Battle): { ship: ShipState; side: string; images: number }[] {
  const out: { ship: ShipState; side: string; images: number }[] = [];
  const sides = battle.input.sides.map((s) => s.id);
  for (const ship of battle.ships) {
    ship.images = {};
    if (!isActive(ship)) continue;
    const ss = sensorScreen(ship);
    if (ss.units < 2) continue;
    for (const side of sides) {
      if (side === ship.side || ship.probedBy.includes(side)) continue;
      const attempted = battle.ships.some((s) => s.side === side && isActive(s) && installationLevel(s, 'SN') >= rangeBetween(s.pos, ship.pos));
      if (!attempted && !battle.settings.echoesWhenNoProbeAttempted) continue;
      ship.images[side] = ss.units;
      out.push({ ship, side, images: ss.units });
    }
  }
  return out;
}

/** Loss of detection (L3266): no active ship of one side detects any hostile ship and vice versa, for every pair of sides present. */
export function detectionLost(battle: Battle): boolean {
  const active = battle.ships.filter(isActive);
  const sides = [...new Set(active.map((s) => s.side))];
  if (sides.length < 2) return false;
  for (const a of sides) {
    for (const target of active) {
      if (target.side !== a && sideDetects(battle, a, target)) return false;
    }
  }
  return true;
}

/** Full shields for everyone (on loss of detection, L3268). */
export function restoreShields(battle: Battle): void {
  for (const s of battle.ships) if (isActive(s)) s.sl = slMax(s);
}
