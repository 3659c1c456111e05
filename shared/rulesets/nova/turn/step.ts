/** A step of the turn sequence as a pure function (NOVA: 6.2): what it reads and what it returns. */
import type { RngState } from '../../../rng';
import type { TurnEvent } from './events';
import type { EmpireOrders, QueuedBattle, TurnDecisions, TurnRoll, TurnWarning, TurnWorld } from './types';

/** What a step reads. */
export interface StepInput {
  world: TurnWorld;
  orders: readonly EmpireOrders[];
  decisions: TurnDecisions;
  rng: RngState;
  /** `game.settings`, read by each step through its own schema. */
  settings: Record<string, unknown>;
  /**
   * The world is the step's to change in place: runTurn's working copy of the turn, made once
   * (issue 18: no step copies the whole world). Unset, the step changes a copy of its own
   * (fleet.ts workingWorld) and the caller's world is left as it was.
   */
  owned?: boolean;
  /**
   * The world at the start of the turn, never changed (runTurn's `start`): what rules "at the
   * turn's start" read (NOVA: 6.11 retreats). Unset, a step reads its own world instead.
   */
  start?: TurnWorld;
}

/** What a step returns. */
export interface StepOutput {
  world: TurnWorld;
  events: TurnEvent[];
  rolls: TurnRoll[];
  rng: RngState;
  battles?: QueuedBattle[];
  warnings?: TurnWarning[];
}

export type TurnStepFn = (input: StepInput) => StepOutput;
