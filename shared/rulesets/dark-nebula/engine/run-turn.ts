/**
 * A whole game turn: every step of both player turns and the end of the game turn (DN §3.0), or
 * turn 0 (DN §14.0), phase after phase through runPhase. The dice of a turn come from the game's
 * seed and the turn number, so any turn replays exactly; the state after it is saved with the turn.
 */
import { seedRng, type RngState } from '../../../rng';
import type { World } from '../model';
import type { DnEvent } from './context';
import type { DecisionTaken, PendingDecision } from './decisions';
import { runPhase, type GmInput, type PhaseInput } from './run-phase';
import { phaseKey } from './sequence';
import type { DieEvent, DieOverride } from '../dice';

/** The dice state a game turn starts from. */
export function turnRng(seed: string, turn: number): RngState {
  return seedRng(`${seed}/dark-nebula/turn/${turn}`);
}

export interface TurnInput extends Omit<PhaseInput, 'gm' | 'dieOverrides'> {
  /** GM inputs by phase key ("t3.human.mp"). */
  readonly gm?: Readonly<Record<string, GmInput>>;
  /** The GM's overrides of single rolls, by die key (`dieKey`: "t3.human.combat1#12"). */
  readonly dieOverrides?: Readonly<Record<string, DieOverride>>;
  /** Stop after this phase (a phase key): the run so far, to look at the game between two phases. */
  readonly stopAfter?: string;
}

/** One phase of a run: what it did and the world after it. */
export interface TurnStep {
  readonly key: string;
  readonly events: readonly DnEvent[];
  readonly dice: readonly DieEvent[];
  readonly decisions: readonly DecisionTaken[];
  /** The world after the phase (shared with the next step's start; read only). */
  readonly world: World;
}

/** The key of one roll of a run, stable across runs of the same inputs: its phase and its sequence number there. */
export function dieKey(phase: string, seq: number): string {
  return `${phase}#${seq}`;
}

function overridesOf(all: TurnInput['dieOverrides'], phase: string): ReadonlyMap<number, DieOverride> {
  const out = new Map<number, DieOverride>();
  for (const [key, value] of Object.entries(all ?? {})) {
    const at = key.lastIndexOf('#');
    if (at > 0 && key.slice(0, at) === phase) out.set(Number(key.slice(at + 1)), value);
  }
  return out;
}

export interface TurnResult {
  readonly world: World;
  /** Events of the whole turn, renumbered in order. */
  readonly events: DnEvent[];
  readonly rngState: RngState;
  readonly pending: PendingDecision[];
  /** False when an interactive run stopped at a phase that needs decisions (world is before that phase). */
  readonly complete: boolean;
  readonly decisions: DecisionTaken[];
  readonly dice: DieEvent[];
  readonly phases: readonly string[];
  /** Each phase run, in order (the last is the one that stopped, when incomplete). */
  readonly steps: readonly TurnStep[];
  /** The run stopped after `stopAfter` before the end of the turn. */
  readonly stopped: boolean;
}

/** Runs from world.cursor to the start of the next game turn (or the end of the game). */
export function runGameTurn(world: World, input: TurnInput, rngState: RngState): TurnResult {
  let w = world;
  let rng = rngState;
  let forced = input.forced ?? [];
  const events: DnEvent[] = [];
  const decisions: DecisionTaken[] = [];
  const dice: DieEvent[] = [];
  const phases: string[] = [];
  const steps: TurnStep[] = [];
  const startTurn = world.cursor.turn;
  while (!w.over && w.cursor.turn === startTurn) {
    const key = phaseKey(w.cursor);
    const r = runPhase(w, { ...input, gm: input.gm?.[key], dieOverrides: overridesOf(input.dieOverrides, key), forced }, rng);
    const stepEvents: DnEvent[] = [];
    for (const e of r.events) {
      const numbered = { ...e, seq: events.length };
      events.push(numbered);
      stepEvents.push(numbered);
    }
    decisions.push(...r.decisions);
    dice.push(...r.dice);
    steps.push({ key, events: stepEvents, dice: r.dice, decisions: r.decisions, world: r.world });
    if (!r.complete) return { world: w, events, rngState: rng, pending: r.pending, complete: false, decisions, dice, phases, steps, stopped: false };
    phases.push(key);
    w = r.world;
    rng = r.rngState;
    forced = [...r.forcedLeft];
    if (input.stopAfter === key && !w.over && w.cursor.turn === startTurn) return { world: w, events, rngState: rng, pending: [], complete: false, decisions, dice, phases, steps, stopped: true };
  }
  return { world: w, events, rngState: rng, pending: [], complete: true, decisions, dice, phases, steps, stopped: false };
}
