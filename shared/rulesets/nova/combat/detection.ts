/**
 * NOVA: SENSORS, SENSOR PROBES, SENSOR SCREENS, LOSS OF DETECTION (digest §5; L909–941, L3100–3106, L3266–3270).
 */
import { recordSensorBounds, type ProbeSuccess } from './sensor-bounds';
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

const detectionCache = new WeakMap<Battle, { stamp: string; detected: Map<string, Set<string>> }>();

/** Forget cached detection after ships moved or left (the engine calls it after E, LOD and G–L). */
export function invalidateDetection(battle: Battle): void {
  detectionCache.delete(battle);
}

/** Ship ids each side detects: any of its active ships has the target within detection range (others act as spotters, L3174). */
function detectedSets(battle: Battle): Map<string, Set<string>> {
  const stamp = `${battle.round}/${battle.ships.length}`;
  const cached = detectionCache.get(battle);
  if (cached && cached.stamp === stamp) return cached.detected;
  const detected = new Map<string, Set<string>>();
  const active = battle.ships.filter(isActive);
  for (const side of battle.input.sides) detected.set(side.id, new Set());
  for (const target of active) {
    for (const s of active) {
      const set = detected.get(s.side);
      if (!set || set.has(target.id)) continue;
      if (rangeBetween(s.pos, target.pos) <= detectionRange(s)) set.add(target.id);
    }
  }
  detectionCache.set(battle, { stamp, detected });
  return detected;
}

/** A side detects a ship when any of its active ships has it within detection range (others act as spotters, L3174). */
export function sideDetects(battle: Battle, side: string, target: ShipState): boolean {
  if (!isActive(target)) return false;
  return detectedSets(battle).get(side)?.has(target.id) ?? false;
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
  // What a successful probe reveals about each target, computed once per window.
  const facts = new Map<string, { ssLevel: number; sizeClass: string; ew: number; sensors: boolean; dg: number }>();
  const factsOf = (target: ShipState) => {
    let f = facts.get(target.id);
    if (!f) {
      const ss = sensorScreen(target);
      f = { ssLevel: ss.units > 0 ? ss.level : 0, sizeClass: sizeClass(profileOf(target).ssz), ew: installationLevel(target, 'EW'), sensors: installationLevel(target, 'SN') > 0, dg: workingLevel(target, 'DG') };
      facts.set(target.id, f);
    }
    return f;
  };
  const successes: ProbeSuccess[] = [];
  for (const prober of active) {
    const sn = installationLevel(prober, 'SN');
    if (sn === 0) continue;
    const known = battle.knowledge[prober.side] ?? (battle.knowledge[prober.side] = {});
    for (const target of active) {
      if (!hostile(prober, target)) continue;
      const range = rangeBetween(prober.pos, target.pos);
      if (range > sn) continue;
      const f = factsOf(target);
      if (!probeSucceeds(sn, f.ssLevel, range)) {
        if (window === 'F' && battle.round === 1) log.add('probe', `${prober.name} probes ${target.name} at range ${range}: SN${sn} < SS${f.ssLevel} + ${range}, fails`, { shipId: prober.id, targetId: target.id });
        continue;
      }
      if (!target.probedBy.includes(prober.side)) target.probedBy.push(prober.side);
      successes.push({ prober: prober.id, target: target.id, range, ss: f.ssLevel });
      const last = known[target.id];
      const changed = !last || last.shields !== target.sl || last.ew !== f.ew || last.dg !== f.dg || last.ss !== f.ssLevel;
      if (!changed && last) {
        last.round = battle.round;
        last.window = window;
        continue;
      }
      const report: ProbeReport = { round: battle.round, window, prober: prober.id, target: target.id, sizeClass: f.sizeClass, shields: target.sl, ew: f.ew, sensors: f.sensors, dg: f.dg, ss: f.ssLevel, snAtLeast: last?.snAtLeast ?? null };
      known[target.id] = report;
      // Log what is new to the side: a first report, or changed shields, EW, DG or SS.
      if (window !== 'K') {
        log.add('probe', `${prober.name} probes ${target.name} at range ${range}: ${report.sizeClass}, shields ${report.shields}, EW ${report.ew}${report.dg ? `, DG ${report.dg}` : ''}${report.ss ? `, SS ${report.ss}` : ''}`, { shipId: prober.id, targetId: target.id, data: { ...report } });
      }
    }
  }
  recordSensorBounds(battle, successes);
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

/**
 * NOVA: LOSS OF DETECTION DURING COMBAT — the meeting engagement's opening range, "the longest
 * ranged SN present": by default the longest detection range (SN, never under 20); with the
 * setting 'sensor' the highest SN level as printed (20 when no ship has SN).
 */
export function meetingRange(ships: readonly ShipState[], how: 'detection' | 'sensor' = 'detection'): number {
  if (how === 'detection') return Math.max(20, ...ships.map(detectionRange));
  const sn = Math.max(0, ...ships.map((s) => installationLevel(s, 'SN')));
  return sn > 0 ? sn : 20;
}

/**
 * After a meeting engagement is set up: "If only one side can detect the other … The enemy is
 * informed of the SN probe, but is not told which direction it is coming from" (L3268). One line
 * per side that detects an enemy side that does not detect it.
 */
export function oneSidedDetection(battle: Battle): string[] {
  const active = battle.ships.filter(isActive);
  const sides = [...new Set(active.map((s) => s.side))];
  const detectsAny = (a: string, b: string) => active.some((t) => t.side === b && sideDetects(battle, a, t));
  const out: string[] = [];
  for (const a of sides) {
    for (const b of sides) {
      if (a === b || !detectsAny(a, b) || detectsAny(b, a)) continue;
      out.push(`only ${a} detects ${b}: ${a} chose the direction; ${b} is told of an SN probe, not from which direction (the GM keeps track of positions until detection is mutual)`);
    }
  }
  return out;
}
