/**
 * A NOVA surface battle as the Combat screen stores it: an `events` row of kind
 * `nova-surface-battle` holding the set-up (both sides' ground units, the invader's OS units),
 * the seed, and each round fought: the line-up the GM confirmed (proposed by default, edited or
 * not) and the dice typed in for it. The state shown is replayed from these, so a stored surface
 * battle gives the same dice and the same result after a reload (issue 7, requirement 4).
 */
import { z } from 'zod';
import { seedRng } from '../../../rng';
import { CombatDice, type DieEvent } from './dice';
import { resolveSurfaceRound, type SurfaceEvent, type SurfaceRoundDecision } from './surface';
import { surfaceRoundSchema } from './surface-file';
import { startSurfaceBattle, type SurfaceBattleInput, type TurnSurfaceState } from '../turn/surface-battle';

export const SURFACE_EVENT_KIND = 'nova-surface-battle';

const groundType = z.enum(['SDU', 'RA', 'AA', 'MA']);

export const surfaceInputSchema = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  systemId: z.string().default(''),
  defenderEmpireId: z.string().default(''),
  invaderEmpireId: z.string().default(''),
  units: z.array(z.object({ id: z.string().min(1), type: groundType, side: z.enum(['defender', 'invader']), landed: z.boolean() })),
  os: z.array(z.object({ id: z.string().min(1), level: z.int().min(1) })).default([]),
  firstTurn: z.boolean().default(true),
  notes: z.array(z.string()).default([]),
  turnBattleId: z.string().optional(),
});

export const surfaceStepSchema = z.object({ decision: surfaceRoundSchema, forced: z.array(z.int()).default([]) });
export type SurfaceStep = { decision: SurfaceRoundDecision; forced: number[] };

export const storedSurfaceSchema = z.looseObject({
  name: z.string(),
  input: surfaceInputSchema,
  seed: z.string(),
  rounds: z.array(surfaceStepSchema).default([]),
  /** Summary of the last replay, for the list. */
  state: z.enum(['set up', 'in progress', 'resolved', 'stopped']).default('set up'),
  round: z.int().min(0).default(0),
  outcome: z.string().default(''),
});
export interface StoredSurface {
  name: string;
  input: SurfaceBattleInput;
  seed: string;
  rounds: SurfaceStep[];
  state: 'set up' | 'in progress' | 'resolved' | 'stopped';
  round: number;
  outcome: string;
}

export interface SurfaceReplay {
  state: TurnSurfaceState;
  log: SurfaceEvent[];
  dice: DieEvent[];
  /** Why a stored round did not replay (a typed die that is not a face of its die). */
  problem: string | null;
  /** The rounds that replayed. */
  played: number;
}

/** Replays the stored rounds from the seed; each round's typed dice are used first, then the generator. */
export function replaySurface(stored: Pick<StoredSurface, 'input' | 'seed' | 'rounds'>): SurfaceReplay {
  let state = startSurfaceBattle(stored.input);
  let rng = seedRng(stored.seed);
  const log: SurfaceEvent[] = [];
  const dice: DieEvent[] = [];
  let played = 0;
  for (const step of stored.rounds) {
    const roller = new CombatDice(rng, { queue: step.forced.map((value) => ({ value })) });
    let r: ReturnType<typeof resolveSurfaceRound>;
    try {
      r = resolveSurfaceRound(state, step.decision, roller);
    } catch (error) {
      return { state, log, dice, problem: `round ${state.round + 1}: ${error instanceof Error ? error.message : String(error)}`, played };
    }
    if (!r.ok) return { state, log, dice, problem: r.reason, played };
    dice.push(...roller.log);
    log.push(...r.log);
    state = r.state as TurnSurfaceState;
    rng = roller.state;
    played++;
  }
  return { state, log, dice, problem: null, played };
}

/** The state word for the list. */
export function surfaceSummary(replay: SurfaceReplay): Pick<StoredSurface, 'state' | 'round' | 'outcome'> {
  const state = replay.problem ? 'stopped' : replay.state.outcome ? 'resolved' : replay.played > 0 ? 'in progress' : 'set up';
  return { state, round: replay.state.round, outcome: replay.state.outcome?.text ?? replay.problem ?? '' };
}

/** A hand-made set-up: unit counts per side (ids D-AA1, I-RA2, … as the surface file gives them) and OS levels. */
export function surfaceInputFromCounts(
  name: string,
  defender: Partial<Record<'MA' | 'AA' | 'RA' | 'SDU', number>>,
  invader: Partial<Record<'AA' | 'RA' | 'SDU', number>>,
  osLevels: readonly number[],
  firstTurn: boolean,
): SurfaceBattleInput {
  const units: SurfaceBattleInput['units'] = [];
  for (const type of ['SDU', 'RA', 'AA', 'MA'] as const) for (let i = 1; i <= (defender[type] ?? 0); i++) units.push({ id: `D-${type}${i}`, type, side: 'defender', landed: true });
  for (const type of ['SDU', 'RA', 'AA'] as const) for (let i = 1; i <= (invader[type] ?? 0); i++) units.push({ id: `I-${type}${i}`, type, side: 'invader', landed: !firstTurn });
  return { id: 'surface', name, systemId: '', defenderEmpireId: '', invaderEmpireId: '', units, os: osLevels.map((level, i) => ({ id: `OS${i + 1}`, level })), firstTurn, notes: [] };
}
