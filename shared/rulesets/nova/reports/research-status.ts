/**
 * Research status for one empire (NOVA: 5.6): its projects under way after the turn, with
 * table, goal, TP accumulated and teams, from the turn's research events and the empire
 * record (`nova.research`, read tolerantly). Shown every turn or only when bought, as the
 * game's settings say (settings.ts).
 */
import type { Empire } from '../../../model/entities';
import type { TurnEvent } from '../turn/events';
import type { ResearchRow, ResearchSection } from './packet-model';
import type { TurnSettings } from '../turn/settings';

export interface ResearchProject {
  project: string;
  table: string;
  goal: string;
  /** TP accumulated, as printed (exact: a rational's text). */
  tp: string;
  rdts: number | null;
  /** This turn's d10 faces (10 is the "0") and the TP they gave; null when not rolled. */
  rolls: number[];
  gained: number | null;
  /** The empire bought a status report for it this turn (NOVA: 5.6). */
  reportBought: boolean;
  completed: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/**
 * Projects of the empire after the turn (`turn`, the turn reported on), in the order first met:
 * the empire record's running projects (`nova.research`, rulesets/nova/turn/research-state.ts),
 * then the turn's research events.
 */
export function researchProjects(empire: Empire, events: readonly TurnEvent[], turn: number): ResearchProject[] {
  const out = new Map<string, ResearchProject>();
  const get = (project: string): ResearchProject => {
    let p = out.get(project);
    if (!p) {
      p = { project, table: '', goal: '', tp: '', rdts: null, rolls: [], gained: null, reportBought: false, completed: false };
      out.set(project, p);
    }
    return p;
  };
  const stored = (empire as { nova?: { research?: unknown } }).nova?.research;
  const list = Array.isArray(stored) ? stored : Array.isArray((stored as { projects?: unknown })?.projects) ? (stored as { projects: unknown[] }).projects : [];
  for (const raw of list) {
    const r = raw as Record<string, unknown>;
    const name = str(r.id) || str(r.project) || str(r.name);
    if (!name) continue;
    const p = get(name);
    p.table = str(r.table) || p.table;
    p.goal = str(r.goal) || p.goal;
    p.tp = str(r.tp) || p.tp;
    p.rdts = typeof r.rdts === 'number' ? r.rdts : p.rdts;
    if (r.reportTurn === turn) p.reportBought = true;
  }
  for (const e of events) {
    if (e.empireId !== empire.id) continue;
    if (e.kind === 'research-started') {
      // RDTs on no project are not a project (NOVA: 5.1).
      if (e.project === 'unassigned RDTs') continue;
      const p = get(e.project);
      p.rdts = e.rdts;
    } else if (e.kind === 'research-rolled') {
      const p = get(e.project);
      p.table = e.table || p.table;
      p.goal = e.goal || p.goal;
      p.tp = e.total || p.tp;
      p.rolls = [...e.rolls];
      p.gained = e.tp;
      if ((e as { reportBought?: unknown }).reportBought === true) p.reportBought = true;
    } else if (e.kind === 'research-complete') {
      get(e.project).completed = true;
    }
  }
  return [...out.values()];
}

/** The research section, or null when the empire has no project at all. */
export function researchSection(projects: readonly ResearchProject[], settings: Pick<TurnSettings, 'researchReports'>): ResearchSection | null {
  if (projects.length === 0) return null;
  const full = settings.researchReports === 'full';
  const rows: ResearchRow[] = projects.map((p) => {
    const shown = full || p.reportBought;
    return {
      project: p.project,
      table: p.table,
      goal: p.goal,
      tp: p.completed ? 'done' : shown ? p.tp : 'not reported',
      rdts: p.rdts === null ? '' : String(p.rdts),
      dice: shown && p.rolls.length > 0 ? `${p.rolls.join(', ')}${p.gained === null ? '' : ` (${p.gained >= 0 ? '+' : ''}${p.gained} TP)`}` : '',
      status: p.completed ? 'completed this turn' : shown ? 'under way' : 'under way (buy a report: 5 MCr)',
    };
  });
  return {
    kind: 'research',
    title: 'Research status',
    note: full ? 'Research progress is reported every turn in this game (NOVA 5.6).' : 'Progress is reported only for projects whose report you bought (5 MCr a project, refunded if it succeeds this turn; NOVA 5.6).',
    rows,
  };
}
