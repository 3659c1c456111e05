/** NOVA: 6.2 step J: devastation, PCBs and TFCs. Placeholder until the step is written: returns the world unchanged. */
import type { StepInput, StepOutput } from './types';

export function devastationStep(input: StepInput): StepOutput {
  return { world: input.world, events: [], rolls: [], rng: input.rng };
}
