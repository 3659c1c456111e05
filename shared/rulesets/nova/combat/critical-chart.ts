/**
 * NOVA: CRITICAL HITS — generating a ship's critical-hit chart (rulebook L3290–3302, digest §12).
 *
 * 1. Each component instance with CFS > 0, in design order, is one line; "No Effect" has CFS = SSZ/10.
 * 2. total = Σ CFS (No Effect included), fractions kept.
 * 3. n_i = floor(1000 · CFS_i / total); lines are consecutive from 001; No Effect takes the rest to 000 (1000).
 *
 * Exact: every CFS is held as an integer ×20 (IE CFS = level·SSZ/20, No Effect SSZ/10 = 2·SSZ/20),
 * so step 3 is integer division and 3/37.5·1000 gives 80, never 79.999.
 * The stored chart is the official one (the GM may edit it, L3286); lookups always use it.
 */
import type { CritLine } from './ship-spec';
import type { ShipProfile } from './profile';

/** The chart by the rules' method. Components whose share rounds to 0 get no line (they can't be hit). */
export function generateCritChart(profile: ShipProfile): CritLine[] {
  const hittable = profile.components.filter((c) => c.cfs20 > 0);
  const ne20 = 2 * profile.ssz;
  const total20 = hittable.reduce((t, c) => t + c.cfs20, ne20);
  const lines: CritLine[] = [];
  let cum = 0;
  if (total20 <= 0) return [{ ref: 'NE', from: 1, to: 1000 }];
  for (const c of hittable) {
    const n = Math.floor((1000 * c.cfs20) / total20);
    if (n === 0) continue;
    lines.push({ ref: c.id, from: cum + 1, to: cum + n });
    cum += n;
  }
  lines.push({ ref: 'NE', from: cum + 1, to: 1000 });
  return lines;
}

/** The component a d1000 reading (1–1000) hits on `chart`; 'NE' for no effect or a gap. */
export function lookupCrit(chart: readonly CritLine[], roll: number): string {
  for (const line of chart) if (roll >= line.from && roll <= line.to) return line.ref;
  return 'NE';
}

/** The chart in the book's notation: "IE 001–121", "No Effect 918–000". */
export function formatCritChart(chart: readonly CritLine[]): string[] {
  const pad = (n: number): string => (n === 1000 ? '000' : String(n).padStart(3, '0'));
  return chart.map((l) => `${l.ref === 'NE' ? 'No Effect' : l.ref} ${pad(l.from)}–${pad(l.to)}`);
}
