/** Batches of the odds preview merged into one summary, each batch weighted by its resolved runs. */
import type { Odds } from '../../../../shared/rulesets/nova/combat/odds';

/** Runs per batch: small enough for a smooth progress bar, large enough to keep messages few. */
export const ODDS_BATCH = 20;

export function mergeOdds(parts: readonly Odds[]): Odds {
  const runs = parts.reduce((n, p) => n + p.runs, 0);
  const failed = parts.reduce((n, p) => n + p.failed, 0);
  const done = runs - failed;
  const sum = (pick: (p: Odds) => Record<string, number>): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const p of parts) {
      const w = p.runs - p.failed;
      for (const [k, v] of Object.entries(pick(p))) out[k] = (out[k] ?? 0) + v * w;
    }
    for (const k of Object.keys(out)) out[k] = done === 0 ? 0 : (out[k] ?? 0) / done;
    return out;
  };
  return { runs, failed, firstFailure: parts.find((p) => p.firstFailure !== null)?.firstFailure ?? null, survival: sum((p) => p.survival), expectedLosses: sum((p) => p.expectedLosses), wins: sum((p) => p.wins) };
}
