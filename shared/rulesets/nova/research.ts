/**
 * NOVA: 5 RESEARCH — RDT costs, project goals and research table selection.
 * The die itself is rolled by the turn engine (every die an event); this module only says
 * which table and what a result is worth.
 */
import { compare, sub, type Rational, ZERO } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import { techTp } from './tech-chart';

/** Creating an RDT costs 40 MCr; maintaining one 10 MCr a turn, from the turn after its creation (NOVA: 5.1). */
export const RDT_CREATE_MCR = 40;
export const RDT_MAINTAIN_MCR = 10;

/** MCr for `created` new teams and `maintained` existing ones this turn. */
export function rdtCost(created: number, maintained: number): number {
  return created * RDT_CREATE_MCR + maintained * RDT_MAINTAIN_MCR;
}

/** Most new RDTs an empire without its Home Star may create: 3 per World it colonised (NOVA: 5.1). */
export function rdtLimitWithoutHomeStar(worlds: number): number {
  return 3 * worlds;
}

export type ResearchTable = 'A' | 'B' | 'C';

/** TP gained per d10 roll (0 read as 10) on each table (NOVA: 5.4). */
export const RESEARCH_TABLES: Readonly<Record<ResearchTable, readonly number[]>> = {
  // index = roll 1…10 (10 is the "0" face)
  A: [1, 1, 1, 1, 1, 1, 0, 0, 0, -1],
  B: [2, 1, 1, 1, 1, 1, 1, 1, 1, 0],
  C: [2, 2, 2, 2, 2, 1, 1, 1, 1, 1],
};

/** TP gained for a d10 face (1–10, where 10 is the "0") on a table. */
export function researchResult(table: ResearchTable, roll: number): number {
  const value = RESEARCH_TABLES[table][roll - 1];
  if (value === undefined) throw new Error(`a d10 roll is 1–10, not ${roll}`);
  return value;
}

/** Goal of a technology project: TP(target) − TP(current) (NOVA: 5.2). BL15 → BL20: 17. */
export function projectGoal(code: string, from: number | undefined, to: number, options: NovaRulesOptions = DEFAULT_NOVA_RULES): Rational {
  const target = techTp(code, to, options) ?? ZERO;
  const current = from === undefined ? ZERO : (techTp(code, from, options) ?? ZERO);
  return sub(target, current);
}

/**
 * The table a technology project rolls on (NOVA: 5.3): A when the goal exceeds the TP already
 * invested in the current level, B otherwise; C for designs, redesigns, missile designs and
 * technology known from a pillaged Home Star (`captured`).
 */
export function researchTable(project: { kind: 'tech'; code: string; from: number | undefined; to: number; captured?: boolean } | { kind: 'design' | 'redesign' | 'missile' }, options: NovaRulesOptions = DEFAULT_NOVA_RULES): ResearchTable {
  if (project.kind !== 'tech') return 'C';
  if (project.captured) return 'C';
  const invested = project.from === undefined ? ZERO : (techTp(project.code, project.from, options) ?? ZERO);
  const goal = projectGoal(project.code, project.from, project.to, options);
  return compare(goal, invested) > 0 ? 'A' : 'B';
}

/** Why a project cannot be started (NOVA: 5.2: fractional levels, level 0, negative TP). */
export function projectProblem(code: string, from: number | undefined, to: number, options: NovaRulesOptions = DEFAULT_NOVA_RULES): string | undefined {
  if (!Number.isInteger(to) || to < 1) return `${code}${to}: a project's target is a whole level of at least 1`;
  if (compare(projectGoal(code, from, to, options), ZERO) <= 0) return `${code}${from ?? 0} → ${code}${to}: the project has no positive TP goal`;
  return undefined;
}
