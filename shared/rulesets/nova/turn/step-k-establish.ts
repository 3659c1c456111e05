/** NOVA: 6.2 step K: colonies and ICs established. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function establishStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
