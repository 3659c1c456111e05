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

/** The battle as it stood before its first round: damage cleared, nobody destroyed, no result (what an odds run starts from). */
export function battleAtStart(battle: Battle): Battle {
  return { ...battle, round: 0, result: null, freeRoundPending: battle.kind === 'orbital' && battle.combatants.some((c) => c.groundBased && battle.sides.find((s) => s.id === c.sideId)?.defender), combatants: battle.combatants.map((c) => ({ ...c, damage: 0, destroyed: false, destroyedRound: null })) };
}

/** Several odds summaries of one battle as one (batches run apart: a worker's progress). */
export function mergeOdds(parts: readonly OddsSummary[]): Omit<OddsSummary, 'rngState'> {
  const runs = parts.reduce((n, p) => n + p.runs, 0);
  const sum = (pick: (p: OddsSummary) => Readonly<Record<string, number>>, weighted: boolean) => {
    const out: Record<string, number> = {};
    for (const p of parts) for (const [k, v] of Object.entries(pick(p))) out[k] = (out[k] ?? 0) + (weighted ? v * p.runs : v);
    if (weighted) for (const k of Object.keys(out)) out[k] = runs > 0 ? (out[k] as number) / runs : 0;
    return out;
  };
  return {
    runs,
    wins: sum((p) => p.wins, false),
    mutual: parts.reduce((n, p) => n + p.mutual, 0),
    stalemates: parts.reduce((n, p) => n + p.stalemates, 0),
    meanRounds: runs > 0 ? parts.reduce((n, p) => n + p.meanRounds * p.runs, 0) / runs : 0,
    meanLosses: sum((p) => p.meanLosses, true),
    meanVp: sum((p) => p.meanVp, true),
    survival: sum((p) => p.survival, true),
  };
}
