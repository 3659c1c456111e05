/** NOVA: 6.2 step B: pillage and salvage (economy helper). Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function pillageStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
