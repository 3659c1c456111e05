/** NOVA: 6.2 step F: strategic movement. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function movementStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
