/**
 * NOVA: 6.3 MISSED TURNS — when a player sends no orders, General, Conditional and Special
 * orders carry over unchanged (10.4 A28), and so do each unit's contact and activity orders;
 * RDTs are maintained if the MCr allow, otherwise each project is cut to a minimum of 1 RDT,
 * starting with the lowest priority, until the cost fits (NOVA: 5.5).
 */
import { RDT_MAINTAIN_MCR } from '../research';
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
}

export interface MissedTurnResult {
  lines: { section: SheetSection; text: string }[];
  /** What was done, in plain sentences, for the GM. */
  notes: string[];
}

export function missedTurnLines(input: MissedTurnInput): MissedTurnResult {
  const lines: { section: SheetSection; text: string }[] = [];
  const notes: string[] = [];

  // Research: keep every live project at last turn's final teams, then cut from the bottom.
  const projects = input.previous.flatMap((l) => (l.row?.kind === 'research' && (l.row.rdtsAtEnd ?? 0) > 0 ? [{ row: l.row, teams: l.row.rdtsAtEnd ?? 0 }] : []));
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
    lines.push({ section: 'research', text: `${r.project} | ${r.table} | ${r.goal === null ? '' : `(${r.goal})`} | [${p.teams}] | ${teams - p.teams >= 0 ? '+' : ''}${teams - p.teams} | [${teams}]` });
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
  const result = missedTurnLines({ previous: previous ?? [], shipAt, money: moneyAvailable([], ctx).amount });
  if (!previous) result.notes.push(`No orders were stored for turn ${turn - 1}: nothing to carry over`);
  return result;
}
