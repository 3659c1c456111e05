/**
 * NOVA: 5.3 "Research project goals may not be altered once started": a new technology row that
 * starts where a running project (not aborted on the same sheet) of the same technology starts,
 * with another end (BL15-BL25 while BL15-BL20 runs), is that project with its goal altered
 * (`RES-ALTERED`). One pure reading, used by the engine (research-plan.ts, steps C and D) and by
 * the order checker (orders/check-front.ts), so the sheet flags exactly the lines the turn refuses.
 */
import type { SheetRow } from '../orders/sheet';
import type { ResearchProject } from './research-state';

const TECH_END = /^([A-Z]+)(\d+)$/;

type ResearchRow = Extract<SheetRow, { kind: 'research' }>;

/** A sheet line as both callers have it: its number and what it was read as. */
export interface ResearchLine {
  line: number;
  row: SheetRow | null;
}

/** Running projects the sheet aborts: listed with no teams left (NOVA: 5.3 "aborted any turn by removing all teams"). */
export function abortedOnSheet(lines: readonly ResearchLine[], running: ReadonlyMap<string, ResearchProject>): Set<string> {
  const out = new Set<string>();
  for (const { row } of lines) {
    if (row?.kind !== 'research') continue;
    const project = running.get(row.project);
    if (project && Math.trunc(row.rdtsAtEnd ?? project.rdts + (row.change ?? 0)) <= 0) out.add(project.id);
  }
  return out;
}

/** The running project whose goal `row` alters, if any (`aborted`: projects the sheet aborts). */
export function alteredGoal(row: ResearchRow, research: readonly ResearchProject[], aborted: ReadonlySet<string>): ResearchProject | undefined {
  if (row.design || research.some((p) => p.id === row.project)) return undefined;
  const from = TECH_END.exec(row.from);
  const to = TECH_END.exec(row.to);
  if (!from || !to) return undefined;
  return research.find((p) => !aborted.has(p.id) && p.code === from[1] && p.from === Number(from[2]) && p.to !== Number(to[2]));
}

/** The reason given for a RES-ALTERED line, the same words on the sheet and in the turn. */
export function alteredReason(project: string, altered: ResearchProject): string {
  return `${project}: ${altered.id} is running on ${altered.code} from the same level; research project goals may not be altered once started (NOVA 5.3). Abort it by removing all its teams, or let it finish`;
}

/** Every line of a sheet that alters a running project's goal, with that project. */
export function alteredLines(lines: readonly ResearchLine[], research: readonly ResearchProject[]): { line: number; project: string; altered: ResearchProject }[] {
  const aborted = abortedOnSheet(lines, new Map(research.map((p) => [p.id, p])));
  const out: { line: number; project: string; altered: ResearchProject }[] = [];
  for (const { line, row } of lines) {
    if (row?.kind !== 'research') continue;
    const altered = alteredGoal(row, research, aborted);
    if (altered) out.push({ line, project: row.project, altered });
  }
  return out;
}
