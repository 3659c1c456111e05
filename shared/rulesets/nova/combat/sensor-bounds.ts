/**
 * What a successful probe tells the probed side about the prober's sensors (NOVA: SENSOR PROBES;
 * SPACE COMBAT EXAMPLE: "Lewis - … SN is 3+", "Clark - … SN is 9+"): a probe succeeds only when
 * SN ≥ SS + range, so the side probed learns the prober's SN is at least SS + range. It is noted on
 * that side's report of the prober (`snAtLeast`, the highest bound so far), which exists once the
 * side has probed the prober itself: "Probers must be identified if they themselves are successfully
 * probed". The book's "Huron … SN is 11+" cannot be reproduced from the example (digest X9): the
 * rule gives 9+ (Huron probed the Clark at 9 hexes).
 */
import type { Battle } from './battle';

/** One successful probe: prober, target, the range and the SS level the target had. */
export interface ProbeSuccess {
  prober: string;
  target: string;
  range: number;
  ss: number;
}

/** Notes each success's SN bound on the probed side's report of the prober (keeps the highest). */
export function recordSensorBounds(battle: Battle, successes: readonly ProbeSuccess[]): void {
  const sideOf = new Map(battle.ships.map((s) => [s.id, s.side]));
  for (const s of successes) {
    const side = sideOf.get(s.target);
    const report = side === undefined ? undefined : battle.knowledge[side]?.[s.prober];
    if (!report) continue;
    report.snAtLeast = Math.max(report.snAtLeast ?? 0, s.ss + s.range);
  }
}
