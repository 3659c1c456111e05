/**
 * Odds of a battle (digest §7.6 [P]): N runs with seeded dice and the sides' policies (MANUAL counts
 * as LEVEL), summarised. Cheap enough for 1,000 runs of 20 v 20 in well under 2 s: no per-die log.
 */
import { seedRng, type RngState } from '../../../rng';
import type { Battle } from './model';
import { resolveBattle } from './resolve';

export interface OddsSummary {
  readonly runs: number;
  /** Runs won by each side id. */
  readonly wins: Readonly<Record<string, number>>;
  readonly mutual: number;
  readonly stalemates: number;
  readonly meanRounds: number;
  /** Mean $ losses per side. */
  readonly meanLosses: Readonly<Record<string, number>>;
  /** Mean VP per side. */
  readonly meanVp: Readonly<Record<string, number>>;
  /** Probability each combatant survives. */
  readonly survival: Readonly<Record<string, number>>;
  readonly rngState: RngState;
}

/** Runs a battle `runs` times from `seed` (or a state) and summarises (GD §11.6; VP per §5.3). */
export function battleOdds(battle: Battle, runs: number, seed: string | RngState): OddsSummary {
  let state = typeof seed === 'string' ? seedRng(seed) : seed;
  const policies = Object.fromEntries(battle.sides.map((s) => [s.id, s.policy.kind === 'manual' ? { kind: 'level' as const, protect: [] } : s.policy]));
  const wins: Record<string, number> = Object.fromEntries(battle.sides.map((s) => [s.id, 0]));
  const losses: Record<string, number> = Object.fromEntries(battle.sides.map((s) => [s.id, 0]));
  const vp: Record<string, number> = Object.fromEntries(battle.sides.map((s) => [s.id, 0]));
  const alive: Record<string, number> = Object.fromEntries(battle.combatants.map((c) => [c.id, 0]));
  let mutual = 0;
  let stalemates = 0;
  let rounds = 0;
  for (let i = 0; i < runs; i++) {
    const out = resolveBattle(battle, { policies }, { state, log: false });
    state = out.rngState;
    const r = out.battle.result;
    if (!r) continue;
    rounds += r.rounds;
    if (r.winnerId) wins[r.winnerId] = (wins[r.winnerId] ?? 0) + 1;
    else if (r.outcome === 'mutual') mutual++;
    else stalemates++;
    for (const s of battle.sides) losses[s.id] = (losses[s.id] ?? 0) + (r.losses[s.id] ?? 0);
    for (const v of r.vp) vp[v.sideId] = (vp[v.sideId] ?? 0) + v.total;
    for (const ids of Object.values(r.survivors)) for (const id of ids) alive[id] = (alive[id] ?? 0) + 1;
  }
  const mean = (rec: Record<string, number>) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, runs > 0 ? v / runs : 0]));
  return { runs, wins, mutual, stalemates, meanRounds: runs > 0 ? rounds / runs : 0, meanLosses: mean(losses), meanVp: mean(vp), survival: mean(alive), rngState: state };
}
