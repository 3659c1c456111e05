/**
 * NOVA: SPACE COMBAT SEQUENCE OF PLAY, as a table: the book's steps A–K in its words, and which
 * step(s) each phase of the combat engine (battle.ts `Phase`) carries out. The engine names its
 * phase with it when it stops (engine.ts), the battle log and the Turn screen show it. Pure data.
 *
 *   "Steps (C) through (L) are repeated each turn until all ships belonging to one side have
 *   retreated out of the system, been destroyed or been captured."  (The book prints no L; the
 *   engine's L is the jump and end test that closes a round.)
 */
import type { Phase } from './battle';

export type SequenceStep = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K';

/** The book's steps, verbatim (NOVA: SPACE COMBAT SEQUENCE OF PLAY). */
export const SPACE_COMBAT_SEQUENCE: Readonly<Record<SequenceStep, string>> = {
  A: 'Set up all ships in the system.',
  B: 'All incoming ships are randomly scattered.',
  C: 'Launch ships carried in Launch Bays.',
  D: 'Plot vector changes for all ships.',
  E: 'Execute ship movement.',
  F: 'Plot weapon fire for all ships.',
  G: 'Execute all weapon fire.',
  H: 'Roll for possible Blow Ups.',
  I: 'Roll for all critical hits inflicted.',
  J: 'Regenerate shields.',
  K: 'Ships may be picked up by Launch Bay equipped ships.',
};

/** "Sensor probes may be conducted at the start of phases C, F, and K." */
export const PROBE_STEPS: readonly SequenceStep[] = ['C', 'F', 'K'];

/** Steps done once, before the first round; the rest repeat every round. */
export const ONCE_STEPS: readonly SequenceStep[] = ['A', 'B'];

/** Each engine phase → the book's steps it carries out, and what it adds (probes, echoes, jumps). */
export const ENGINE_PHASES: Readonly<Record<Phase, { steps: readonly SequenceStep[]; does: string }>> = {
  B: { steps: ['A', 'B'], does: 'set-up (IN-SYSTEM SETUP) and scatter of incoming groups (SCATTERS)' },
  C: { steps: ['C'], does: 'sensor probes at the start of C' },
  CL: { steps: ['C'], does: 'launch ships carried in launch bays' },
  D: { steps: ['D', 'E'], does: 'plot thrust, then move' },
  LOD: { steps: ['E'], does: 'loss of detection after movement (SENSOR PROBES): jump out or start over' },
  F: { steps: ['F'], does: 'sensor probes at the start of F' },
  FE: { steps: ['F'], does: 'which image is real (EW echoes)' },
  FA: { steps: ['F', 'G', 'H', 'I', 'J'], does: 'plot fire, execute it, blow-ups, critical hits, shields regenerate' },
  K: { steps: ['K'], does: 'sensor probes at the start of K and launch-bay pick-ups' },
  L: { steps: [], does: 'jumps out and the end test (one side gone: the battle ends)' },
  done: { steps: [], does: 'the battle is over' },
};

/** "F (Plot weapon fire for all ships.)" — an engine phase in the book's words. */
export function phaseTitle(phase: Phase): string {
  const entry = ENGINE_PHASES[phase];
  if (entry.steps.length === 0) return entry.does;
  const span = entry.steps.length > 1 ? `${entry.steps[0]}–${entry.steps[entry.steps.length - 1]}` : entry.steps[0];
  return `${span}: ${entry.steps.map((s) => SPACE_COMBAT_SEQUENCE[s].replace(/\.$/, '')).join('; ')}`;
}
