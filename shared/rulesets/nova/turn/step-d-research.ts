/**
 * NOVA: 6.2 step D "begin research", 5.1, 5.5, 6.3 — the RESEARCH rows set the teams of
 * each project (the plan of research-plan.ts), maintenance is paid for the teams that
 * existed before this turn (10 MCr each), and added teams come from the RDTs the empire
 * has on no project: first the older ones, then those created at C this turn.
 *
 * When the money does not cover the maintenance (a missed turn, NOVA: 6.3, or a debt),
 * teams are cut: the unassigned ones first, then each project from the lowest priority
 * down to 1 RDT, then whole projects from the bottom, until the cost fits. Teams not
 * maintained cease to exist; a project left with none collapses and loses its TP.
 */
import type { Empire } from '../../../model/entities';
import { RDT_MAINTAIN_MCR } from '../research';
import { TurnDice } from './dice';
import { ownEvent, type TurnEvent } from './events';
import { workingWorld } from './fleet';
import { ledgerOf, maintenanceBudget, withLedger } from './money-state';
import { planResearch, type PlannedProject } from './research-plan';
import { withNova, researchStateOf, type ResearchProject } from './research-state';
import type { EmpireOrders, TurnWarning, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/** Existing teams kept per project after cutting to fit `money` (NOVA: 5.5, 6.3). */
export function cutToFit(kept: number[], unassigned: number, money: number): { kept: number[]; unassigned: number; notes: string[] } {
  const out = [...kept];
  let free = unassigned;
  const notes: string[] = [];
  const cost = () => (out.reduce((a, b) => a + b, 0) + free) * RDT_MAINTAIN_MCR;
  const over = () => Math.ceil(Math.max(0, cost() - Math.max(0, money)) / RDT_MAINTAIN_MCR);
  if (over() > 0 && free > 0) {
    const cut = Math.min(free, over());
    notes.push(`${cut} unassigned RDTs not maintained`);
    free -= cut;
  }
  for (const floor of [1, 0]) {
    for (let i = out.length - 1; i >= 0 && over() > 0; i--) {
      const teams = out[i] ?? 0;
      const cut = Math.min(teams - floor, over());
      if (cut > 0) {
        out[i] = teams - cut;
        notes.push(`#${i}:${teams}→${teams - cut}`);
      }
    }
  }
  return { kept: out, unassigned: free, notes };
}

function researchFor(world: TurnWorld, empire: Empire, orders: EmpireOrders | undefined, settings: Record<string, unknown>): { empire: Empire; events: TurnEvent[]; warnings: TurnWarning[] } {
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const ledger = ledgerOf(empire, world.turn);
  const state = researchStateOf(empire);
  const plan = planResearch(empire, orders, world.designs, world.turn, settings);
  const warn = (code: string, message: string) => warnings.push({ step: 'D', code, empireId: empire.id, message });

  for (const e of plan.errors) {
    if (e.line) events.push(ownEvent('D', empire.id, null, { kind: 'order-error', line: e.line.line, text: e.line.text, code: e.code, reason: e.reason, unitIds: [] }));
    else warn(e.code, e.reason);
  }
  for (const n of plan.notes) warn(n.code, n.line ? `line ${n.line.line}: ${n.reason}` : n.reason);

  // Maintenance of the teams that existed before this turn, cut to the money there is.
  const wantedKept = plan.projects.map((p) => (p.isNew ? 0 : Math.min(p.start, p.wanted)));
  const money = Math.round(empire.treasury);
  // What C set aside; with no sheet (C did not run), what the treasury or the income allows, no borrowing.
  const budget = ledger.maintenanceBudget ?? maintenanceBudget(ledger, money, plan.maintenanceDue, 0);
  const cut = cutToFit(wantedKept, plan.unassigned, budget);
  if (cut.notes.length > 0) {
    const described = cut.notes.map((n) => {
      const m = /^#(\d+):(\d+)→(\d+)$/.exec(n);
      return m ? `${plan.projects[Number(m[1])]?.project.id} cut from ${m[2]} to ${m[3]} RDTs` : n;
    });
    warn('RDT-CUT', `${budget} MCr do not cover the RDT maintenance of ${plan.maintenanceDue} MCr${orders?.missing ? ' (missed turn, NOVA 6.3)' : ''}: ${described.join('; ')}; teams not maintained cease to exist (NOVA 5.1, 5.5)`);
  }

  // Added teams: from the unassigned RDTs kept, then from those created at C.
  let pool = cut.unassigned + ledger.rdtsBought;
  // NOVA: 5.6: one report per project per turn; those named go to their projects, the others by priority.
  const running = new Set(plan.projects.map((p) => p.project.id));
  const named = new Set<string>();
  for (const id of ledger.reportsNamed) {
    if (running.has(id) && !named.has(id)) named.add(id);
    else warn('REPORT-UNUSED', `a research report was bought for ${id}, ${running.has(id) ? 'which already has one this turn' : 'which is not a running project'}; it is not refunded`);
  }
  let reports = ledger.reportsBought - ledger.reportsNamed.length;
  const projects: ResearchProject[] = [];
  plan.projects.forEach((p: PlannedProject, i) => {
    const kept = cut.kept[i] ?? 0;
    const want = p.wanted - (p.isNew ? 0 : Math.min(p.start, p.wanted));
    const added = Math.min(want, pool);
    pool -= added;
    if (added < want && p.line) {
      events.push(ownEvent('D', empire.id, null, { kind: 'order-error', line: p.line.line, text: p.line.text, code: 'RES-RDT', reason: `${p.project.id}: ${want} RDTs to add but only ${added} are free; RDTs must be bought (New RDT) before they are assigned (NOVA 5.1)`, unitIds: [] }));
    }
    const rdts = kept + added;
    const mcr = kept * RDT_MAINTAIN_MCR;
    events.push(ownEvent('D', empire.id, null, { kind: 'research-started', project: p.project.id, rdts, mcr }));
    if (rdts === 0) {
      if (!p.isNew) warn('RES-COLLAPSE', `${p.project.id} has no teams left: it collapses and its ${p.project.tp} TP are lost (NOVA 5.5)`);
      return;
    }
    const project: ResearchProject = { ...p.project, rdts };
    if (named.has(project.id)) project.reportTurn = world.turn;
    else if (reports > 0) {
      project.reportTurn = world.turn;
      reports -= 1;
    }
    projects.push(project);
  });
  if (cut.unassigned > 0) events.push(ownEvent('D', empire.id, null, { kind: 'research-started', project: 'unassigned RDTs', rdts: cut.unassigned, mcr: cut.unassigned * RDT_MAINTAIN_MCR }));
  if (pool > 0) warn('RDT-UNASSIGNED', `${pool} RDTs are on no project; they are kept and maintained at 10 MCr each from next turn`);
  if (reports > 0) warn('REPORT-UNUSED', `${reports} research reports were bought beyond the projects running; they are not refunded`);

  const maintenance = (cut.kept.reduce((a, b) => a + b, 0) + cut.unassigned) * RDT_MAINTAIN_MCR;
  const next = withNova(withLedger(empire, { ...ledger, spent: ledger.spent + maintenance }), { research: projects, rdts: pool });
  if (state.research.length === 0 && projects.length === 0 && maintenance === 0 && pool === state.rdts) return { empire, events, warnings };
  return { empire: { ...next, treasury: money - maintenance }, events, warnings };
}

export function researchStartStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'D', input.decisions.dice);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  world.empires = world.empires.map((empire) => {
    const orders = input.orders.find((o) => o.empireId === empire.id);
    const done = researchFor(world, empire, orders, input.settings);
    events.push(...done.events);
    warnings.push(...done.warnings);
    return done.empire;
  });
  return { world, events, rolls: dice.rolls, rng: dice.rng, warnings };
}
