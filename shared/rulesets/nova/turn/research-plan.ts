/**
 * NOVA: 5.2, 5.3, 5.5 — what an empire's RESEARCH rows ask for this turn, read against the
 * projects it is running: which projects go on, start or collapse, the teams each wants
 * at the end of step D, and the maintenance due for the teams that already exist
 * (10 MCr each; a team is not maintained on the turn it is created, NOVA: 5.1).
 *
 * Step C reserves the maintenance before any other spending (NOVA: 4.3 "prior to any
 * other expenditures, except Research maintenance"); step D pays it and sets the teams.
 * Pure: the same empire, sheet and settings give the same plan.
 */
import type { Empire } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { xlResearchProblem } from '../combination-lasers';
import { computeDesign } from '../design';
import { novaDesignSchema } from '../design-model';
import { compare, formatRational, parseDecimal, rat, type Rational } from '../exact';
import { projectGoal, projectProblem, RDT_MAINTAIN_MCR, researchTable, type ResearchTable } from '../research';
import { novaRulesFromSettings } from '../rules-options';
import { researchStartProblem } from '../research-start';
import { abortedOnSheet, alteredGoal, alteredReason } from './research-altered';
import { parseRatText, ratText, researchStateOf, type ResearchProject } from './research-state';
import { turnSettingsOf } from './settings';
import type { EmpireOrders, OrderLine } from './types';

export interface PlannedProject {
  /** The project as it will be stored after D (`rdts` still the teams at start; D sets the end). */
  project: ResearchProject;
  isNew: boolean;
  /** Teams on it before this turn's changes (0 for a new project). */
  start: number;
  /** Teams the sheet asks for after the changes; 0 collapses the project (NOVA: 5.5). */
  wanted: number;
  /** The RESEARCH row, or null for a running project the sheet does not list. */
  line: OrderLine | null;
}

export interface PlanProblem {
  line: OrderLine | null;
  code: string;
  reason: string;
}

export interface ResearchPlan {
  /** In priority order: the sheet's rows first, then running projects it does not list. */
  projects: PlannedProject[];
  /** Teams that existed before this turn on projects and are kept: Σ min(start, wanted). */
  keptOnProjects: number;
  /** Teams that existed before this turn on no project (always maintained). */
  unassigned: number;
  /** MCr due for maintenance: 10 × (kept + unassigned). */
  maintenanceDue: number;
  /** Rows that cannot be carried out (order errors). */
  errors: PlanProblem[];
  /** Rows carried out with a correction the GM should see. */
  notes: PlanProblem[];
}

const TECH_END = /^([A-Z]+)(\d+)$/;

function decimal(n: number): Rational {
  return parseDecimal(String(n)) ?? rat(Math.round(n));
}

function designGoal(design: NovaDesignRow, settings: Record<string, unknown>): Rational {
  const nova = novaDesignSchema.safeParse(design.nova ?? {});
  if (!nova.success) return rat(1);
  const override = nova.data.overrides.tp?.value;
  if (override !== undefined && Number.isInteger(override)) return rat(override);
  return rat(computeDesign({ name: design.name, kind: design.kind, nova: nova.data }, novaRulesFromSettings(settings)).tp);
}

/** A new project from its row, or the reason it cannot start. */
function newProject(row: Extract<NonNullable<OrderLine['row']>, { kind: 'research' }>, empire: Empire, designs: readonly NovaDesignRow[], turn: number, settings: Record<string, unknown>): { project: ResearchProject } | { code: string; reason: string } {
  const state = researchStateOf(empire);
  const options = novaRulesFromSettings(settings);
  if (row.design) {
    const { kind, name } = row.design;
    const design = designs.find((d) => d.empireId === empire.id && d.name.toUpperCase() === name.toUpperCase());
    if (!design) return { code: 'RES-DESIGN', reason: `${row.project}: no design named ${name} was handed in; a design project's design must be handed in when the project begins, or it is cancelled (NOVA 5.2)` };
    // NOVA: 5.2 goal of a design project: the design's TP for a new design, 1 for an RSD or NMD.
    const goal = kind === 'NSD' ? designGoal(design, settings) : rat(1);
    return { project: { id: row.project, code: kind, from: null, to: null, design: { name: design.name, designId: design.id }, table: 'C', goal: ratText(goal), tp: '0', rdts: 0, startedTurn: turn } };
  }
  const from = TECH_END.exec(row.from);
  const to = TECH_END.exec(row.to);
  const code = to?.[1] ?? '';
  if (!from || !to || from[1] !== code) return { code: 'RES-GOAL', reason: `${row.project}: a project goes from one level of a technology to a higher level of the same, such as BL15-BL20 (NOVA 5.2)` };
  const fromLevel = Number(from[2]);
  const toLevel = Number(to[2]);
  const problem = projectProblem(code, fromLevel, toLevel, options);
  if (problem) return { code: 'RES-GOAL', reason: `${problem} (NOVA 5.2)` };
  const xl = xlResearchProblem(code, fromLevel, state.tech);
  if (xl) return { code: 'RES-XL', reason: `${row.project}: ${xl}` };
  const start = researchStartProblem(code, fromLevel, state.tech);
  if (start) return { code: 'RES-START', reason: `${row.project}: ${start.reason}` };
  const captured = (state.capturedTech[code] ?? 0) >= toLevel;
  const table: ResearchTable = researchTable({ kind: 'tech', code, from: fromLevel, to: toLevel, captured }, options);
  const goal = projectGoal(code, fromLevel, toLevel, options);
  return { project: { id: row.project, code, from: fromLevel, to: toLevel, table, goal: ratText(goal), tp: '0', rdts: 0, startedTurn: turn } };
}

export function planResearch(empire: Empire, orders: EmpireOrders | undefined, designs: readonly NovaDesignRow[], turn: number, settings: Record<string, unknown>): ResearchPlan {
  const state = researchStateOf(empire);
  const running = new Map(state.research.map((p) => [p.id, p]));
  const projects: PlannedProject[] = [];
  const errors: PlanProblem[] = [];
  const notes: PlanProblem[] = [];
  const listed = new Set<string>();

  if (orders && !orders.missing) {
    const aborted = abortedOnSheet(orders.lines, running);
    for (const line of orders.lines) {
      const row = line.row;
      if (row?.kind !== 'research') continue;
      // NOVA: 5.3 goals not altered (research-altered.ts, shared with the order checker).
      const altered = alteredGoal(row, state.research, aborted);
      if (altered) {
        errors.push({ line, code: 'RES-ALTERED', reason: alteredReason(row.project, altered) });
        listed.add(row.project);
        continue;
      }
      if (listed.has(row.project)) {
        errors.push({ line, code: 'RES-TWICE', reason: `${row.project} is listed twice; only its first row counts` });
        continue;
      }
      listed.add(row.project);
      const existing = running.get(row.project);
      let project: ResearchProject;
      if (existing) {
        project = existing;
      } else {
        const made = newProject(row, empire, designs, turn, settings);
        if ('reason' in made) {
          errors.push({ line, code: made.code, reason: made.reason });
          continue;
        }
        project = made.project;
      }
      const start = existing?.rdts ?? 0;
      if (row.rdtsAtStart !== null && row.rdtsAtStart !== start) notes.push({ line, code: 'RES-TEAMS', reason: `${row.project}: the sheet says ${row.rdtsAtStart} RDTs at start, the project has ${start}` });
      if (row.table !== project.table) notes.push({ line, code: 'RES-TABLE', reason: `${row.project} rolls on Table ${project.table}, not ${row.table || '(blank)'} (NOVA 5.3)` });
      const goal = parseRatText(project.goal);
      if (row.goal !== null && compare(decimal(row.goal), goal) !== 0) notes.push({ line, code: 'RES-GOAL', reason: `${row.project}: the goal is ${formatRational(goal)} TP, not ${row.goal}${existing ? ' (a goal never changes once started, NOVA 5.2)' : ''}` });
      const asked = row.rdtsAtEnd ?? start + (row.change ?? 0);
      if (row.rdtsAtEnd !== null && row.change !== null && row.rdtsAtStart !== null && row.rdtsAtStart + row.change !== row.rdtsAtEnd) {
        notes.push({ line, code: 'RES-RDT', reason: `${row.project}: ${row.rdtsAtStart} ${row.change < 0 ? '−' : '+'} ${Math.abs(row.change)} is not ${row.rdtsAtEnd}; the final count [${row.rdtsAtEnd}] is used` });
      }
      const wanted = Math.max(0, Math.trunc(asked));
      if (!existing && wanted === 0) {
        notes.push({ line, code: 'RES-RDT', reason: `${row.project}: a new project with no teams does not start` });
        continue;
      }
      projects.push({ project, isNew: !existing, start, wanted, line });
    }
  }

  const collapseUnlisted = orders !== undefined && !orders.missing && turnSettingsOf(settings).unlistedProjects === 'collapse';
  for (const project of state.research) {
    if (listed.has(project.id)) continue;
    if (orders && !orders.missing) {
      notes.push({ line: null, code: 'RES-UNLISTED', reason: `${project.id} is not on the sheet: ${collapseUnlisted ? 'it collapses and its TP are lost (game setting)' : `its ${project.rdts} RDTs carry on and are maintained (game setting); to abandon a project, list it with all teams removed (NOVA 6.12)`}` });
    }
    projects.push({ project, isNew: false, start: project.rdts, wanted: collapseUnlisted ? 0 : project.rdts, line: null });
  }

  const keptOnProjects = projects.reduce((a, p) => a + (p.isNew ? 0 : Math.min(p.start, p.wanted)), 0);
  return { projects, keptOnProjects, unassigned: state.rdts, maintenanceDue: (keptOnProjects + state.rdts) * RDT_MAINTAIN_MCR, errors, notes };
}
