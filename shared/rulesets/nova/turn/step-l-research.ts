/**
 * NOVA: 6.2 step L, 5.4, 5.5, 5.6, 6.10 — research finishes: one d10 per RDT on each
 * project (face 10 is the "0"), read on the project's table, TP added exactly; a project
 * whose TP reach its goal completes: the technology level is raised (or the design is
 * researched, buyable next turn), its teams are disbanded, and a research report paid for
 * it this turn is refunded. Then the MCr sent at E are received.
 *
 * Dice purposes: `research:<empireId>:<project>:<n>`, n = 1…RDTs, in the projects'
 * priority order, empires in record order.
 */
import { add, compare, formatRational, rat, type Rational } from '../exact';
import { researchResult } from '../research';
import { TurnDice } from './dice';
import { ownEvent, type TurnEvent } from './events';
import { RESEARCH_REPORT_MCR } from './expenditure-items';
import { incomingOf, ledgerOf, withLedger } from './money-state';
import { parseRatText, ratText, researchStateOf, withNova, type ResearchProject } from './research-state';
import { turnSettingsOf } from './settings';
import { aliasFor } from './transfer-lines';
import type { TurnWarning } from './types';
import type { StepInput, StepOutput } from './step';
import { workingWorld } from './fleet';

/** The sitrep's word for a completed project: "BL25 in", "design HORNET in". */
function completion(p: ResearchProject): string {
  return p.to !== null ? `${p.code}${p.to} in` : `${p.code} ${p.design?.name ?? p.id} in`;
}

export function researchFinishStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'L', input.decisions.dice);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const reports = turnSettingsOf(input.settings).researchReports;

  world.empires = world.empires.map((original) => {
    let empire = original;
    const state = researchStateOf(empire);
    if (state.research.length === 0) return empire;
    const tech = { ...state.tech };
    const running: ResearchProject[] = [];
    let refund = 0;
    for (const project of state.research) {
      const rolls: number[] = [];
      let gained = 0;
      for (let n = 1; n <= project.rdts; n++) {
        const face = dice.roll(`research:${empire.id}:${project.id}:${n}`, 10);
        rolls.push(face);
        gained += researchResult(project.table, face);
      }
      const total: Rational = add(parseRatText(project.tp), rat(gained));
      const goal = parseRatText(project.goal);
      const told = reports === 'full' || project.reportTurn === world.turn;
      const data = { kind: 'research-rolled' as const, project: project.id, table: project.table, rolls, tp: gained, total: formatRational(total), goal: formatRational(goal) };
      const rolled = ownEvent('L', empire.id, null, data);
      // NOVA: 5.6: without a report, the progress is the GM's alone.
      if (!told) rolled.audience = [];
      events.push(rolled);
      if (compare(total, goal) >= 0) {
        // NOVA: 5.5: completed; all its RDTs are disbanded.
        if (project.to !== null) tech[project.code] = Math.max(tech[project.code] ?? 0, project.to);
        else if (project.design?.designId) {
          const id = project.design.designId;
          world.designs = world.designs.map((d) => (d.id === id ? { ...d, researchedTurn: world.turn } : d));
        }
        if (project.reportTurn === world.turn) refund += RESEARCH_REPORT_MCR;
        events.push(ownEvent('L', empire.id, null, { kind: 'research-complete', project: project.id, result: completion(project) }));
        continue;
      }
      running.push({ ...project, tp: ratText(total) });
    }
    empire = withNova(empire, { research: running, tech });
    if (refund > 0) {
      // NOVA: 5.6: "the 5 MCr charge is returned if the project succeeds the turn the report is asked for".
      const ledger = ledgerOf(empire, world.turn);
      empire = { ...withLedger(empire, { ...ledger, spent: Math.max(0, ledger.spent - refund) }), treasury: Math.round(empire.treasury) + refund };
      warnings.push({ step: 'L', code: 'REPORT-REFUND', empireId: empire.id, message: `${refund} MCr of research reports refunded: the projects completed this turn (NOVA 5.6)` });
    }
    return empire;
  });

  // NOVA: 6.10: MCr sent at E are received at L.
  world.empires = world.empires.map((empire) => {
    const incoming = incomingOf(empire);
    if (incoming.length === 0) return empire;
    let received = 0;
    for (const t of incoming) {
      received += t.mcr;
      const event = ownEvent('L', empire.id, null, { kind: 'mcr-received', from: t.from, mcr: t.mcr });
      event.aliases = { [empire.id]: { [t.from]: aliasFor(empire, t.from, world.empires) } };
      events.push(event);
    }
    const ledger = ledgerOf(empire, world.turn);
    return { ...withNova(withLedger(empire, { ...ledger, received: ledger.received + received }), { incoming: [] }), treasury: Math.round(empire.treasury) + received };
  });
  return { world, events, rolls: dice.rolls, rng: dice.rng, warnings };
}
