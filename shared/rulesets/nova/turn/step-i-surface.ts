/** NOVA: 6.2 step I: surface combat. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function surfaceStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
