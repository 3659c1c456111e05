/** NOVA: 6.2 step G: contact and space combat. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function contactStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
