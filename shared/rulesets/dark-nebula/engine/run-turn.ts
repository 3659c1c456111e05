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
import type { DieEvent } from '../dice';

/** The dice state a game turn starts from. */
export function turnRng(seed: string, turn: number): RngState {
  return seedRng(`${seed}/dark-nebula/turn/${turn}`);
}

export interface TurnInput extends Omit<PhaseInput, 'gm'> {
  /** GM inputs by phase key ("t3.human.mp"). */
  readonly gm?: Readonly<Record<string, GmInput>>;
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
  const startTurn = world.cursor.turn;
  while (!w.over && w.cursor.turn === startTurn) {
    const key = phaseKey(w.cursor);
    const r = runPhase(w, { ...input, gm: input.gm?.[key], forced }, rng);
    for (const e of r.events) events.push({ ...e, seq: events.length });
    decisions.push(...r.decisions);
    dice.push(...r.dice);
    if (!r.complete) return { world: w, events, rngState: rng, pending: r.pending, complete: false, decisions, dice, phases };
    phases.push(key);
    w = r.world;
    rng = r.rngState;
    forced = [...r.forcedLeft];
  }
  return { world: w, events, rngState: rng, pending: [], complete: true, decisions, dice, phases };
}
