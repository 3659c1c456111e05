/**
 * NOVA: 6.3 MISSED TURNS — when a player sends no orders, General, Conditional and Special
 * orders carry over unchanged (10.4 A28), and so do each unit's contact and activity orders;
 * RDTs are maintained if the MCr allow, otherwise each project is cut to a minimum of 1 RDT,
 * starting with the lowest priority, until the cost fits (NOVA: 5.5).
 */
import { RDT_MAINTAIN_MCR } from '../research';
import { researchStateOf } from '../turn/research-state';
import { buildContext, type CheckInput } from './check-context';
import { moneyAvailable } from './check-front';
import type { SheetLine, SheetSection } from './sheet';

export interface MissedTurnInput {
  /** Last turn's lines, read (parseSectionLines). */
  previous: readonly SheetLine[];
  /** Where each of the empire's ships is now: upper-case name → system name; ships gone are not carried. */
  shipAt: ReadonlyMap<string, string>;
  /** MCr the empire has this turn (treasury and production). */
  money: number;
  /**
   * The projects the empire is running now, with the teams each really has (its research state).
   * When given, the carried RESEARCH rows start from these teams and change nothing (no RDT is
   * bought or assigned on a missed turn: "RDTs will be maintained", NOVA 6.3), in last turn's order
   * of priority, then any running project last turn's sheet did not list; a project no longer
   * running (completed, collapsed) is not carried. Absent: last turn's final teams (older callers).
   */
  running?: readonly { id: string; rdts: number; table: string; goal: string }[];
}

export interface MissedTurnResult {
  lines: { section: SheetSection; text: string }[];
  /** What was done, in plain sentences, for the GM. */
  notes: string[];
}

export function missedTurnLines(input: MissedTurnInput): MissedTurnResult {
  const lines: { section: SheetSection; text: string }[] = [];
  const notes: string[] = [];

  // Research: keep every live project at the teams it has, then cut from the bottom.
  const projects = carriedProjects(input);
  const kept = projects.map((p) => p.teams);
  const cost = () => kept.reduce((a, b) => a + b, 0) * RDT_MAINTAIN_MCR;
  for (let i = projects.length - 1; i >= 0 && cost() > input.money; i--) {
    const teams = kept[i] ?? 0;
    const over = cost() - input.money;
    const cut = Math.min(teams - 1, Math.ceil(over / RDT_MAINTAIN_MCR));
    if (cut > 0) {
      kept[i] = teams - cut;
      notes.push(`${projects[i]?.row.project}: cut from ${teams} to ${teams - cut} RDTs to fit the ${input.money} MCr available`);
    }
  }
  const totalTeams = kept.reduce((a, b) => a + b, 0);
  if (totalTeams > 0) lines.push({ section: 'expenditures', text: `RDT maintenance | ${totalTeams} | ${RDT_MAINTAIN_MCR} | ${totalTeams * RDT_MAINTAIN_MCR}` });
  projects.forEach((p, i) => {
    const teams = kept[i] ?? 0;
    const r = p.row;
    lines.push({ section: 'research', text: `${r.project} | ${r.table} | ${r.goal === null || r.goal === '' ? '' : `(${r.goal})`} | [${p.teams}] | ${teams - p.teams >= 0 ? '+' : ''}${teams - p.teams} | [${teams}]` });
  });

  // Units keep their contact and activity orders, from where they are now; no route.
  for (const l of input.previous) {
    const row = l.row;
    if (row?.kind !== 'movement') continue;
    const orders = [...row.contact, ...row.activity.map((a) => (a.range !== undefined ? `${a.letter}+${a.range}` : a.target !== undefined ? `${a.letter}(${a.target})` : a.letter))];
    const bySystem = new Map<string, string[]>();
    for (const ship of row.ships) {
      const at = input.shipAt.get(ship.name);
      if (!at) {
        notes.push(`${ship.name} is no longer in play; its orders are not carried over`);
        continue;
      }
      bySystem.set(at, [...(bySystem.get(at) ?? []), ship.name]);
    }
    for (const [system, ships] of bySystem) lines.push({ section: 'movement', text: `${system} | ${ships.join(', ')} |  | ${orders.join(',')} |` });
  }

  for (const l of input.previous) if (l.row?.kind === 'general') lines.push({ section: 'general', text: l.row.text });
  notes.unshift(`Missed turn (NOVA 6.3): ${lines.filter((l) => l.section === 'general').length} general/conditional/special orders and ${lines.filter((l) => l.section === 'movement').length} unit orders carried over`);
  return { lines, notes };
}

/** A carried research row's parts and the teams it starts from. */
interface CarriedProject {
  row: { project: string; table: string; goal: number | string | null };
  teams: number;
}

/**
 * NOVA: 6.3 MISSED TURNS "RDTs will be maintained": the projects a missed turn carries, each at the
 * teams it has now (when `running` is known), in last turn's order of priority, then the others.
 */
function carriedProjects(input: MissedTurnInput): CarriedProject[] {
  const rows = input.previous.flatMap((l) => (l.row?.kind === 'research' ? [l.row] : []));
  if (!input.running) return rows.flatMap((r) => ((r.rdtsAtEnd ?? 0) > 0 ? [{ row: r, teams: r.rdtsAtEnd ?? 0 }] : []));
  const live = new Map(input.running.filter((p) => p.rdts > 0).map((p) => [p.id, p]));
  const out: CarriedProject[] = [];
  for (const r of rows) {
    const p = live.get(r.project);
    if (!p) continue;
    live.delete(r.project);
    out.push({ row: { project: r.project, table: r.table, goal: r.goal }, teams: p.rdts });
  }
  for (const p of live.values()) out.push({ row: { project: p.id, table: p.table, goal: p.goal }, teams: p.rdts });
  return out;
}

/**
 * The sheet of an empire that sent nothing for `turn`: last turn's lines (null when none were
 * stored) carried over against where its ships are now and the MCr it has this turn.
 */
export function missedTurnSheet(previous: readonly SheetLine[] | null, input: CheckInput, turn: number): MissedTurnResult {
  const ctx = buildContext(input);
  const shipAt = new Map<string, string>();
  for (const [name, facts] of ctx.ships) {
    const at = ctx.systemById.get(facts.unit.systemId ?? '')?.name;
    if (at) shipAt.set(name, at);
  }
  const running = ctx.empire ? researchStateOf(ctx.empire).research.map((p) => ({ id: p.id, rdts: p.rdts, table: p.table, goal: p.goal })) : undefined;
  const result = missedTurnLines({ previous: previous ?? [], shipAt, money: moneyAvailable([], ctx).amount, ...(running ? { running } : {}) });
  if (!previous) result.notes.push(`No orders were stored for turn ${turn - 1}: nothing to carry over`);
  return result;
}
