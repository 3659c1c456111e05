/** NOVA: 6.2 step C: construction (economy helper). Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function constructionStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
