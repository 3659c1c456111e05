/** NOVA: 6.2 step D: cargo loaded. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function cargoStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
