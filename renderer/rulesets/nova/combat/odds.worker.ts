/**
 * The odds preview off the main thread (issue 7: "computed without freezing the screen"). Runs
 * simulateOdds in batches so it can report progress; the page cancels by terminating the worker.
 * Deterministic: batch k uses the seed `<seed>/b<k>`, so the same battle, runs and seed give the
 * same figures every time.
 */
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import type { BattleDecisions } from '../../../../shared/rulesets/nova/combat/decisions';
import type { OddsRunMessage } from '../../../features/odds/useOddsRun';
import { mergeOdds, ODDS_BATCH } from './odds-merge';
import { simulateOdds, type Odds } from '../../../../shared/rulesets/nova/combat/odds';

export interface OddsRequest {
  battle: Battle;
  decisions: BattleDecisions;
  runs: number;
  seed: string;
}

export type OddsMessage = OddsRunMessage<Odds>;

self.onmessage = (event: MessageEvent<OddsRequest>) => {
  const { battle, decisions, runs, seed } = event.data;
  const t0 = performance.now();
  try {
    const parts: Odds[] = [];
    for (let done = 0, k = 0; done < runs; k++) {
      const n = Math.min(ODDS_BATCH, runs - done);
      parts.push(simulateOdds(battle, n, `${seed}/b${k}`, 'default', decisions));
      done += n;
      self.postMessage({ type: 'progress', done, total: runs } satisfies OddsMessage);
    }
    self.postMessage({ type: 'done', odds: mergeOdds(parts), ms: Math.round(performance.now() - t0) } satisfies OddsMessage);
  } catch (error) {
    self.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies OddsMessage);
  }
};
