/**
 * NOVA: RESEARCH PROJECTS — "The project listing is a statement of the starting tech level and the
 * desired end-of-project tech level … (Ex - "BL15 - BL20" means the current level is BL15 …)" and
 * PROJECT GOAL "the difference in tech points between the current level of technology and the
 * desired level". A project on a technology therefore starts from the empire's current level of it:
 * its stated level, the free default (IE1, HF1, LT8), or 0 for a technology the empire lacks
 * ("EW0-EW5"; the book has no technology that starts elsewhere: COMBINATION LASERS' BL/PL research
 * "started separately from 0" is the same rule, with its own message in combination-lasers.ts).
 *
 * One reading for the turn (turn/research-plan.ts) and the order check (orders/check-front.ts).
 */
import { effectiveLevel, type TechLevels } from './technology';

export interface ResearchStartProblem {
  /** The empire's current level of the technology (0 when it lacks it). */
  current: number;
  /** Why the stated start is refused, without the project's name. */
  reason: string;
}

/** Why a project on `code` may not start from level `from` for an empire with `tech`, or undefined when it may. */
export function researchStartProblem(code: string, from: number, tech: TechLevels): ResearchStartProblem | undefined {
  const own = effectiveLevel(tech, code);
  const current = own ?? 0;
  if (from === current) return undefined;
  const has = own === undefined ? `the empire has no ${code} technology (its current level is ${code}0)` : `the empire has ${code}${current}`;
  return { current, reason: `${has}, not ${code}${from}, so a project on ${code} starts from ${code}${current} (NOVA: RESEARCH PROJECTS, a project states the current level)` };
}
