/**
 * NOVA: 6.2 step C, 4.1–4.3, 5.1, 6.11, 6.12 — the EXPENDITURES lines in priority order:
 * ships of the empire's designs (whole, or paid in part and finished later), units, new
 * RDTs, research reports (what is built where: construction-build.ts); RDT maintenance and
 * debt repayment are statements the engine checks (maintenance is reserved first and paid
 * at D; a debt is cleared by the production itself, NOVA: 4.3); transfers are reserved
 * here and sent at E.
 *
 * Money: the treasury after A and B, less the maintenance due, plus the deficit allowed
 * (NOVA: 10.3 A13: min(the GM's tolerance `overspendAllowance`, the turn's income); none
 * while the empire is in debt). Lines beyond it abort "in reverse order of priority".
 * The true cost is always used; a different stated cost is a warning.
 */
import { knownSystemIds } from '../map/known-systems';
import type { Empire } from '../../../model/entities';
import type { NovaSystem } from '../records';
import { orderSettingsOf } from '../orders/settings';
import { MILITIA_NOT_BUILT, namesMilitia } from '../economy';
import { rdtLimitWithoutHomeStar } from '../research';
import { armyRoom, build, hullPayment, kindLabel, payHull, type EmpireBuild } from './construction-build';
import { capturedFrom } from './captured';
import { TurnDice } from './dice';
import { ownEvent, type TurnEvent } from './events';
import { classifyItem, unitPrice } from './expenditure-items';
import { applyAlternatePlans } from './alternate-plans';
import { planRefit, planRepair, readRepairItem } from './repair-refit';
import { workingWorld } from './fleet';
import { ledgerOf, maintenanceBudget, turnIncome, withLedger } from './money-state';
import { paperFines } from './paper-fines';
import { namingPenalty } from './penalties';
import { planResearch } from './research-plan';
import { researchStateOf } from './research-state';
import { turnSettingsOf } from './settings';
import type { EmpireOrders, OrderLine, TurnWarning, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

function stated(row: { quantity: number | null; unitPrice: number | null; cost: number | null }): number | null {
  return row.cost ?? (row.unitPrice !== null ? (row.quantity ?? 1) * row.unitPrice : null);
}

function buildForEmpire(world: TurnWorld, empire: Empire, orders: EmpireOrders, settings: Record<string, unknown>, shared: Pick<EmpireBuild, 'ids' | 'kinds' | 'byName'>): { empire: Empire; events: TurnEvent[]; warnings: TurnWarning[] } {
  const ledger = ledgerOf(empire, world.turn);
  const plan = planResearch(empire, orders, world.designs, world.turn, settings);
  const due = plan.maintenanceDue;
  const debt = Math.max(0, -ledger.broughtForward);
  // NOVA: 4.3: no new borrowing while in debt; otherwise A13's deficit.
  const deficit = debt > 0 ? 0 : Math.min(orderSettingsOf(settings).overspendAllowance, turnIncome(ledger));
  // RDT maintenance is set aside first; D pays it from this budget.
  const budget = maintenanceBudget(ledger, Math.round(empire.treasury), due, deficit);
  const money = Math.round(empire.treasury) - budget;
  const limit = money + deficit;
  const abortRest = turnSettingsOf(settings).overspendAborts === 'rest';
  const b: EmpireBuild = {
    world,
    empire,
    orders,
    settings,
    events: [],
    warnings: [],
    commissions: orders.lines.flatMap((l) => (l.row?.kind === 'commission' ? l.row.entries.map((e) => ({ ...e, line: l.line })) : [])),
    names: new Set(world.units.filter((u) => u.empireId === empire.id && u.kind === 'ship').map((u) => u.name.trim().toUpperCase())),
    armies: new Map(),
    created: 0,
    known: knownSystemIds(empire.id, world),
    gmNamed: [],
    ...shared,
  };
  const warn = (line: OrderLine, code: string, message: string) => b.warnings.push({ step: 'C', code, empireId: empire.id, message: `line ${line.line} (${line.text.trim()}): ${message}` });
  const aborted: number[] = [...ledger.aborted];
  const abort = (line: OrderLine, reason: string) => {
    b.events.push(ownEvent('C', empire.id, null, { kind: 'build-aborted', line: line.line, text: line.text, reason }));
    aborted.push(line.line);
  };
  let reserved = 0;
  let charged = 0;
  let overflowLine: number | null = null;
  let rdtsBought = 0;
  let reportsBought = 0;
  const reportsNamed: string[] = [];
  const state = researchStateOf(empire);
  const home = world.systems.find((s) => s.id === empire.homeSystemId && s.ownerId === empire.id);

  const moneyReason = (cost: number) =>
    debt > 0 && money < 0
      ? `the debt of ${debt} MCr is not cleared (${-money} MCr short after RDT maintenance); nothing else may be bought until it is (NOVA 4.3)`
      : `${cost} MCr more would bring spending to ${reserved + cost} MCr, beyond the ${money} MCr available${budget > 0 ? ` after ${budget} MCr of RDT maintenance` : ''}${deficit > 0 ? ` and the ${deficit} MCr deficit allowed` : ''} (NOVA 4.3)`;
  /** Whether `cost` may be spent; aborts the line when not. */
  const afford = (line: OrderLine, cost: number): boolean => {
    if (overflowLine !== null && abortRest) {
      abort(line, `aborted in reverse order of priority: line ${overflowLine} already went beyond the money available (NOVA 4.3)`);
      return false;
    }
    if (reserved + cost > limit) {
      overflowLine ??= line.line;
      abort(line, moneyReason(cost));
      return false;
    }
    return true;
  };

  for (const line of orders.lines) {
    const row = line.row;
    if (row?.kind !== 'expenditure') continue;
    const item = classifyItem(row.item, empire.id, world.designs);
    const written = stated(row);
    switch (item.kind) {
      case 'unknown':
        // NOVA: CONSTRUCTION RESTRICTIONS: "MAs can't be built".
        if (namesMilitia(row.item)) abort(line, MILITIA_NOT_BUILT);
        else abort(line, `"${row.item}" is not one of the empire's designs, a unit (Colony, AA, RA, SDU, IC, PCB, SG, TFC), New RDT, Research report, RDT maintenance, Debt repayment or "Transfer to <empire>"`);
        continue;
      case 'rdt-maintenance':
        if (written !== null && written !== due) warn(line, 'MAINTENANCE', `RDT maintenance is ${due} MCr (${due / 10} existing teams × 10), not ${written}; the engine pays ${due} at step D (NOVA 5.1)`);
        continue;
      case 'debt':
        if (debt === 0) warn(line, 'DEBT', 'the empire has no debt; the line is ignored');
        else if (written !== null && written !== debt) warn(line, 'DEBT', `the debt is ${debt} MCr (with its interest), not ${written}; it is cleared first from the money available (NOVA 4.3)`);
        continue;
      case 'transfer': {
        const amount = row.cost ?? (row.unitPrice !== null ? (row.quantity ?? 1) * row.unitPrice : row.quantity);
        if (amount === null || amount <= 0 || !Number.isInteger(amount)) {
          abort(line, 'a transfer needs a whole amount of MCr in the Cost column: Transfer to Empire A | | | 50 (NOVA 6.10)');
          continue;
        }
        if (afford(line, amount)) reserved += amount;
        continue;
      }
      case 'finish': {
        const payment = hullPayment(b, item.name, written);
        if ('reason' in payment) {
          abort(line, payment.reason);
          continue;
        }
        if (!afford(line, payment.amount)) continue;
        payHull(b, payment);
        reserved += payment.amount;
        charged += payment.amount;
        continue;
      }
      case 'repair':
      case 'refit': {
        // NOVA: REPAIRING SHIPS, REFITTING SHIPS: carried out on the ship (turn/repair-refit.ts), at the true cost.
        const what = readRepairItem(row.item);
        if (!what) {
          abort(line, `name the ship: "Repair <ship>" or "Refit <ship> to <redesign>"`);
          continue;
        }
        const plan = what.kind === 'repair' ? planRepair(world, empire, what.ship, written, settings) : planRefit(world, empire, what.ship, what.to, settings);
        if (!plan.ok) {
          abort(line, plan.reason);
          continue;
        }
        if (!afford(line, plan.mcr)) continue;
        plan.apply?.();
        reserved += plan.mcr;
        charged += plan.mcr;
        if (what.kind === 'refit' && written !== null && written !== plan.mcr) warn(line, 'COST', `the refit costs ${plan.mcr} MCr, not ${written}; ${plan.mcr} is charged (NOVA REFITTING SHIPS)`);
        if (what.kind === 'repair' && written !== null && written > plan.mcr) warn(line, 'COST', `the repairs cost ${plan.mcr} MCr, less than the ${written} written; ${plan.mcr} is charged (NOVA REPAIRING SHIPS)`);
        const ship = world.units.find((u) => u.id === plan.unitId);
        b.events.push(ownEvent('C', empire.id, ship?.systemId ?? null, { kind: 'repaired', what: what.kind, unitIds: [plan.unitId], line: line.line, text: plan.text, mcr: plan.mcr }));
        continue;
      }
      default:
        break;
    }
    const count = row.quantity ?? 1;
    if (!Number.isInteger(count) || count <= 0) {
      abort(line, `the number bought (#) must be a whole number of at least 1, not ${count}`);
      continue;
    }
    const price = unitPrice(item, empire, settings);
    if (price === undefined || price === null) {
      abort(line, `the price of ${kindLabel(item)} is unknown: its design has no components; enter the design or a cost override`);
      continue;
    }
    if (item.kind === 'ship' && item.partial) {
      // NOVA: 4.2 partial payment: one ship a line, the Cost column the MCr paid now.
      const paid = row.cost;
      if (count !== 1 || paid === null || paid <= 0 || paid >= price) {
        abort(line, `a partly paid ship is written one a line with the MCr paid now in the Cost column, more than 0 and less than its ${price} MCr: ${item.design.name} (partial) | 1 | ${price} | 40`);
        continue;
      }
      if (!afford(line, paid)) continue;
      const done = build(b, line, item, 1, price, paid);
      if ('reason' in done) {
        abort(line, done.reason);
        continue;
      }
      reserved += done.mcr;
      charged += done.mcr;
      continue;
    }
    const cost = count * price;
    if (written !== null && written !== cost) warn(line, 'COST', `${count} × ${kindLabel(item)} cost ${cost} MCr (${price} each), not ${written}; ${cost} is charged`);
    if (item.kind === 'new-rdt' || item.kind === 'research-report') {
      let n = count;
      if (item.kind === 'new-rdt' && !home) {
        // NOVA: 5.1: without its Home Star, at most 3 RDTs per colonised World.
        // "per world status system colonised by that empire": a captured World does not count (NOVA 4.7).
        const worlds = world.systems.filter((s) => s.ownerId === empire.id && s.status === 'world' && capturedFrom(s) === null).length;
        const existing = state.rdts + state.research.reduce((a, p) => a + p.rdts, 0) + rdtsBought;
        n = Math.max(0, Math.min(count, rdtLimitWithoutHomeStar(worlds) - existing));
        if (n < count) {
          abort(line, `${count - n} of ${count} RDTs not created: an empire without its Home Star may have at most ${rdtLimitWithoutHomeStar(worlds)} RDTs (3 per World, NOVA 5.1)`);
          if (n === 0) continue;
        }
      }
      if (!afford(line, n * price)) continue;
      reserved += n * price;
      charged += n * price;
      if (item.kind === 'new-rdt') rdtsBought += n;
      else {
        reportsBought += n;
        if (item.kind === 'research-report') reportsNamed.push(...item.projects.slice(0, n));
        if (item.kind === 'research-report' && item.projects.length > 0 && item.projects.length !== n) warn(line, 'REPORTS', `${n} reports bought for ${item.projects.length} projects named; ${item.projects.length > n ? 'the first ' + n + ' get one' : 'the others go to the projects in priority order'}`);
      }
      b.events.push(ownEvent('C', empire.id, null, { kind: 'built', what: 'rdt', unitIds: [], label: item.kind === 'new-rdt' ? 'New RDT' : 'Research report', count: n, mcr: n * price }));
      continue;
    }
    const room = item.kind === 'unit' && item.type.kind === 'army' ? armyRoom(b, item, count) : null;
    const n = room?.allowed ?? count;
    if (n === 0) {
      abort(line, room?.excess ?? 'no army may be built');
      continue;
    }
    if ((overflowLine !== null && abortRest) || reserved + n * price > limit) {
      afford(line, n * price);
      continue;
    }
    const done = build(b, line, item, n, price);
    if ('reason' in done) {
      abort(line, done.reason);
      continue;
    }
    if (room?.excess) abort(line, room.excess);
    reserved += done.mcr;
    charged += done.mcr;
  }
  for (const left of b.commissions) b.warnings.push({ step: 'C', code: 'COMMISSION-UNUSED', empireId: empire.id, message: `line ${left.line}: ${left.ship} (${left.system}) is commissioned but no ship bought is left to name` });

  // NOVA: 6.1 PENALTIES: after the expenditures, so a fine never aborts a line; "even if this causes it to go negative".
  const fine = namingPenalty(empire.id, b.gmNamed, settings);
  const fined = fine?.kind === 'penalty' ? fine.mcr : 0;
  if (fine) b.events.push(fine);
  const next = { ...ledger, maintenanceBudget: budget, spent: ledger.spent + charged, penalties: ledger.penalties + fined, rdtsBought: ledger.rdtsBought + rdtsBought, reportsBought: ledger.reportsBought + reportsBought, reportsNamed: [...ledger.reportsNamed, ...reportsNamed], aborted };
  return { empire: { ...withLedger(empire, next), treasury: Math.round(empire.treasury) - charged - fined }, events: b.events, warnings: b.warnings };
}

export function constructionStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'C', input.decisions.dice);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const kinds = new Map<string, number>();
  // The highest number in the names of each empire's units of a kind ("C 4"), so a new one is
  // never named like one that still exists (a count repeats names once units are used up).
  for (const u of world.units) {
    const key = `${u.empireId}:${u.kind}`;
    const n = Number(/(\d+)$/.exec(u.name.trim())?.[1] ?? 0);
    kinds.set(key, Math.max(kinds.get(key) ?? 0, n));
  }
  const byName = new Map<string, NovaSystem>();
  for (const system of world.systems) if (!byName.has(system.name.toUpperCase())) byName.set(system.name.toUpperCase(), system);
  const shared = { ids: new Set(world.units.map((u) => u.id)), kinds, byName };
  for (const orders of input.orders) {
    if (orders.missing) continue;
    const index = world.empires.findIndex((e) => e.id === orders.empireId);
    const empire = world.empires[index];
    if (!empire) continue;
    // NOVA: ORDER WRITING GUIDELINES: alternate expenditure plans by the GM's ruling (alternate-plans.ts).
    const plans = applyAlternatePlans(orders, input.decisions);
    for (const s of plans.skipped) events.push(ownEvent('C', empire.id, null, { kind: 'order-error', line: s.line, text: s.text, code: 'ALTERNATE', reason: s.reason, unitIds: [] }));
    const done = buildForEmpire(world, empire, plans.orders, input.settings, shared);
    world.empires[index] = done.empire;
    events.push(...done.events);
    warnings.push(...done.warnings);
  }
  // NOVA: 6.1 PENALTIES: the paper fines the GM ruled, after the expenditures and cumulative with
  // the naming fine, for every empire (orders in or not), even below zero (paper-fines.ts).
  world.empires.forEach((empire, index) => {
    const paper = paperFines(empire.id, input.decisions, input.settings);
    events.push(...paper.events);
    warnings.push(...paper.warnings);
    if (paper.mcr === 0) return;
    const ledger = ledgerOf(empire, world.turn);
    world.empires[index] = { ...withLedger(empire, { ...ledger, penalties: ledger.penalties + paper.mcr }), treasury: Math.round(empire.treasury) - paper.mcr };
  });
  return { world, events, rolls: dice.rolls, rng: dice.rng, warnings };
}
