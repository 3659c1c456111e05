/** NOVA: 6.2 step end: debt interest and corruption (economy helper). Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function financeStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
