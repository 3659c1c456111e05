/** NOVA: 6.2 step H: exploration and transfers. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function explorationStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
