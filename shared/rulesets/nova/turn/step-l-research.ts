/** NOVA: 6.2 step L: research rolled and finished, MCr received (economy helper). Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function researchFinishStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
