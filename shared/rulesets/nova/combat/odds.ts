/**
 * The odds preview: many seeded resolutions of one battle with a tactics policy, summarised as
 * each ship's chance to survive and each side's expected losses. Pure and deterministic (run i
 * uses the seed `${seed}/${i}`), so the app can run it in a worker and show the same figures
 * every time.
 */
import { seedRng } from '../../../rng';
import type { Battle } from './battle';
import type { BattleDecisions } from './decisions';
import { resolveBattle } from './engine';
import type { TacticsName } from './tactics';

export interface Odds {
  runs: number;
  /** Runs that could not be resolved (an invalid given decision), with the first reason. */
  failed: number;
  firstFailure: string | null;
  /** Ship id → share of runs (0–1) in which it is still in the system or jumped out. */
  survival: Record<string, number>;
  /** Side id → mean number of its ships destroyed or blown up. */
  expectedLosses: Record<string, number>;
  /** Side id → share of runs it ends holding the system. */
  wins: Record<string, number>;
}

export function simulateOdds(battle: Battle, runs: number, seed: string, tactics: TacticsName = 'default', decisions: BattleDecisions = {}): Odds {
  const survival: Record<string, number> = {};
  const expectedLosses: Record<string, number> = {};
  const wins: Record<string, number> = {};
  for (const s of battle.ships) survival[s.id] = 0;
  for (const side of battle.input.sides) {
    expectedLosses[side.id] = 0;
    wins[side.id] = 0;
  }
  let failed = 0;
  let firstFailure: string | null = null;
  let done = 0;
  for (let i = 0; i < runs; i++) {
    const r = resolveBattle(battle, decisions, seedRng(`${seed}/${i}`), { tactics, quiet: true });
    if (!r.ok) {
      failed++;
      firstFailure ??= r.reason;
      continue;
    }
    done++;
    for (const s of r.battle.ships) {
      if (s.status === 'active' || s.status === 'jumped') survival[s.id] = (survival[s.id] ?? 0) + 1;
      else expectedLosses[s.side] = (expectedLosses[s.side] ?? 0) + 1;
    }
    const o = r.battle.outcome;
    if (o?.kind === 'victory') wins[o.side] = (wins[o.side] ?? 0) + 1;
  }
  const share = (rec: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, done === 0 ? 0 : v / done]));
  return { runs, failed, firstFailure, survival: share(survival), expectedLosses: share(expectedLosses), wins: share(wins) };
}
