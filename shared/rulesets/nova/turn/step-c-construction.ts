/**
 * NOVA: 6.2 step C, 4.1–4.3, 5.1, 6.11, 6.12 — the EXPENDITURES lines in priority order:
 * ships of the empire's designs, units, new RDTs, research reports; RDT maintenance and
 * debt repayment are statements the engine checks (maintenance is reserved first and paid
 * at D; a debt is cleared by the production itself, NOVA: 4.3); transfers are reserved
 * here and sent at E.
 *
 * Money: the treasury after A and B, less the maintenance due, plus the deficit allowed
 * (NOVA: 10.3 A13: min(the GM's tolerance `overspendAllowance`, the turn's income); none
 * while the empire is in debt). Lines beyond it abort "in reverse order of priority".
 * The true cost is always used; a different stated cost is a warning.
 */
import type { Empire, StarSystem, Unit } from '../../../model/entities';
import { armiesPerTurn, buildSiteProblem, type UnitType } from '../economy';
import { orderSettingsOf } from '../orders/settings';
import { rdtLimitWithoutHomeStar } from '../research';
import { capturedFrom, garrisonNeeded, isGarrisoned } from './captured';
import { TurnDice } from './dice';
import { ownEvent, type TurnEvent } from './events';
import { classifyItem, unitPrice, type ExpenditureItem } from './expenditure-items';
import { ledgerOf, maintenanceBudget, turnIncome, withLedger } from './money-state';
import { planResearch } from './research-plan';
import { researchStateOf } from './research-state';
import { turnSettingsOf } from './settings';
import type { EmpireOrders, OrderLine, StepInput, StepOutput, TurnWarning, TurnWorld } from './types';

interface Commission {
  ship: string;
  system: string;
  line: number;
}

interface EmpireBuild {
  world: TurnWorld;
  empire: Empire;
  orders: EmpireOrders;
  settings: Record<string, unknown>;
  events: TurnEvent[];
  warnings: TurnWarning[];
  commissions: Commission[];
  names: Set<string>;
  armies: Map<string, number>;
  created: number;
  /** Every unit id of the world, so new ids never collide (shared by the empires of the step). */
  ids: Set<string>;
  /** Units of each empire by kind (`empire:kind` → count), for the names of new units. */
  kinds: Map<string, number>;
  /** Systems by upper-case name. */
  byName: Map<string, StarSystem>;
}

function systemByName(b: EmpireBuild, name: string): StarSystem | undefined {
  return b.byName.get(name.trim().toUpperCase());
}

/** Why `what` cannot be built at `site` by the empire (NOVA: 4.2), or undefined. */
function siteProblem(b: EmpireBuild, what: 'ship' | UnitType, site: StarSystem | undefined, named: string | null): string | undefined {
  if (!site) return named ? `${named} is not a known system` : 'the empire has no home star to build at; name the system (COMMISSIONS, or "at SYSTEM")';
  if (site.ownerId !== b.empire.id) return `${site.name} is not one of the empire's systems`;
  const devastated = (site as { devastatedTurn?: unknown }).devastatedTurn;
  const captured = capturedFrom(site) !== null;
  const atIc = what === 'ship' || what.builtAt === 'ic';
  if (captured && atIc && turnSettingsOf(b.settings).capturedIcBuilds === 'garrisoned' && !isGarrisoned(site, b.world.units)) {
    return `${site.name} is a captured system without its garrison of ${garrisonNeeded(site)} armies; its IC builds only while garrisoned (game setting, NOVA 4.7 A15)`;
  }
  return buildSiteProblem(what, { status: site.status, hasIc: (site.installations.IC ?? 0) > 0, captured, devastatedLastTurn: devastated === b.world.turn - 1 });
}

function newUnit(b: EmpireBuild, fields: { kind: string; name: string; systemId: string } & Record<string, unknown>): Unit {
  let id: string;
  do {
    b.created += 1;
    id = `${b.empire.id}-t${b.world.turn}-${b.created}`;
  } while (b.ids.has(id));
  b.ids.add(id);
  const unit = { gameId: b.world.gameId, id, empireId: b.empire.id, builtTurn: b.world.turn, ...fields } as Unit;
  b.world.units.push(unit);
  const key = `${b.empire.id}:${fields.kind}`;
  b.kinds.set(key, (b.kinds.get(key) ?? 0) + 1);
  return unit;
}

/** "<design> <n>" with the first free number (NOVA: 6.1: the GM names unnamed ships). */
function generatedName(b: EmpireBuild, design: string): string {
  let n = 1;
  while (b.names.has(`${design} ${n}`.toUpperCase())) n++;
  return `${design} ${n}`;
}

function kindLabel(item: ExpenditureItem): string {
  return item.kind === 'ship' ? item.design.name : item.kind === 'unit' ? item.type.name : item.kind;
}

/** Builds `count` of a ship or unit line; returns the MCr it cost, or a reason it cannot. */
function build(b: EmpireBuild, line: OrderLine, item: Extract<ExpenditureItem, { kind: 'ship' | 'unit' }>, count: number, price: number): { mcr: number; built: number } | { reason: string } {
  const home = b.world.systems.find((s) => s.id === b.empire.homeSystemId);
  if (item.kind === 'ship') {
    const state = researchStateOf(b.empire);
    if (state.research.some((p) => p.design?.designId === item.design.id)) return { reason: `${item.design.name} is still being researched; a design may be bought the turn after its project completes (NOVA 5.5)` };
    const entries = b.commissions.slice(0, count);
    const sites = Array.from({ length: count }, (_, i) => {
      const named = entries[i]?.system ?? item.site;
      return { named, site: named ? systemByName(b, named) : home };
    });
    for (const { named, site } of sites) {
      const problem = siteProblem(b, 'ship', site, named);
      if (problem) return { reason: problem };
    }
    b.commissions.splice(0, entries.length);
    const unitIds: string[] = [];
    sites.forEach(({ site }, i) => {
      const wanted = entries[i]?.ship.trim();
      let name = wanted ?? '';
      if (!wanted) {
        name = generatedName(b, item.design.name);
        b.warnings.push({ step: 'C', code: 'UNNAMED', empireId: b.empire.id, systemId: site?.id, message: `line ${line.line}: a new ${item.design.name} has no name in the COMMISSIONS; it is called ${name}. The GM names unnamed ships at 10 MCr each (NOVA 6.1): charge it with a treasury ruling if you apply the penalty` });
      } else if (b.names.has(wanted.toUpperCase())) {
        name = generatedName(b, item.design.name);
        b.warnings.push({ step: 'C', code: 'NAME-TAKEN', empireId: b.empire.id, systemId: site?.id, message: `line ${entries[i]?.line}: ${wanted} is already a ship of this empire; the new ${item.design.name} is called ${name}` });
      }
      b.names.add(name.toUpperCase());
      unitIds.push(newUnit(b, { kind: 'ship', name, systemId: site?.id ?? '', designId: item.design.id }).id);
    });
    b.events.push(ownEvent('C', b.empire.id, sites[0]?.site?.id ?? null, { kind: 'built', what: 'ship', unitIds, label: item.design.name, count, mcr: count * price }));
    return { mcr: count * price, built: count };
  }
  const type = item.type;
  const site = item.site ? systemByName(b, item.site) : home;
  const problem = siteProblem(b, type, site, item.site);
  if (problem || !site) return { reason: problem ?? 'no site' };
  const built = count;
  if (type.kind === 'army') b.armies.set(site.id, (b.armies.get(site.id) ?? 0) + built);
  const unitIds: string[] = [];
  const existing = b.kinds.get(`${b.empire.id}:${type.abbr}`) ?? 0;
  for (let i = 0; i < built; i++) {
    if (type.abbr === 'SG') {
      // A star gate is bought as a pair of ends (NOVA: 3.9), built the same turn.
      const pair = `${b.empire.id}-t${b.world.turn}-sg${existing / 2 + i + 1}`;
      unitIds.push(newUnit(b, { kind: 'SG', name: `SG ${existing + 2 * i + 1}`, systemId: site.id, pair }).id);
      unitIds.push(newUnit(b, { kind: 'SG', name: `SG ${existing + 2 * i + 2}`, systemId: site.id, pair }).id);
    } else {
      unitIds.push(newUnit(b, { kind: type.abbr, name: `${type.abbr} ${existing + i + 1}`, systemId: site.id }).id);
    }
  }
  b.events.push(ownEvent('C', b.empire.id, site.id, { kind: 'built', what: 'unit', unitIds, label: type.name, count: built, mcr: built * price }));
  return { mcr: built * price, built };
}

/**
 * Armies a line may still build at its site this turn (NOVA: 4.2: 4 on a Home Star, 2 on a
 * World; builds beyond are not executed), with the sentence for the rest; null when the
 * site cannot build armies at all (the site check says why).
 */
function armyRoom(b: EmpireBuild, item: Extract<ExpenditureItem, { kind: 'unit' }>, count: number): { allowed: number; excess?: string } | null {
  const home = b.world.systems.find((s) => s.id === b.empire.homeSystemId);
  const site = item.site ? systemByName(b, item.site) : home;
  if (!site || siteProblem(b, item.type, site, item.site)) return null;
  const limit = armiesPerTurn(site.status, site.homeStar && site.id === b.empire.homeSystemId);
  const already = b.armies.get(site.id) ?? 0;
  const allowed = Math.max(0, Math.min(count, limit - already));
  if (allowed === count) return { allowed };
  return { allowed, excess: `${count - allowed} of ${count} ${item.type.name} not built: ${site.name} may build ${limit} armies a turn${already > 0 ? ` and ${already} are already built` : ''} (NOVA 4.2)` };
}

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
        abort(line, `"${row.item}" is not one of the empire's designs, a unit (Colony, AA, RA, SDU, IC, PCB, SG, TFC), New RDT, Research report, RDT maintenance, Debt repayment or "Transfer to <empire>"`);
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
      case 'repair':
      case 'refit': {
        if (written === null || written <= 0) {
          abort(line, `${item.kind === 'repair' ? 'a repair' : 'a refit'} needs its cost in the Cost column, a whole number of MCr above 0`);
          continue;
        }
        if (!afford(line, written)) continue;
        reserved += written;
        charged += written;
        warn(line, 'MANUAL', `${item.kind === 'repair' ? 'repairs' : 'refits'} are charged as written (${written} MCr) but not carried out by the engine: the GM applies them (NOVA 4.10, 4.11)`);
        b.events.push(ownEvent('C', empire.id, null, { kind: 'built', what: 'unit', unitIds: [], label: row.item.trim(), count: 1, mcr: written }));
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
    const cost = count * price;
    if (written !== null && written !== cost) warn(line, 'COST', `${count} × ${kindLabel(item)} cost ${cost} MCr (${price} each), not ${written}; ${cost} is charged`);
    if (item.kind === 'new-rdt' || item.kind === 'research-report') {
      let n = count;
      if (item.kind === 'new-rdt' && !home) {
        // NOVA: 5.1: without its Home Star, at most 3 RDTs per colonised World.
        const worlds = world.systems.filter((s) => s.ownerId === empire.id && s.status === 'world').length;
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

  const next = { ...ledger, maintenanceBudget: budget, spent: ledger.spent + charged, rdtsBought: ledger.rdtsBought + rdtsBought, reportsBought: ledger.reportsBought + reportsBought, reportsNamed: [...ledger.reportsNamed, ...reportsNamed], aborted };
  return { empire: { ...withLedger(empire, next), treasury: Math.round(empire.treasury) - charged }, events: b.events, warnings: b.warnings };
}

export function constructionStep(input: StepInput): StepOutput {
  const world = structuredClone(input.world);
  const dice = new TurnDice(input.rng, 'C', input.decisions.dice);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const kinds = new Map<string, number>();
  for (const u of world.units) kinds.set(`${u.empireId}:${u.kind}`, (kinds.get(`${u.empireId}:${u.kind}`) ?? 0) + 1);
  const byName = new Map<string, StarSystem>();
  for (const system of world.systems) if (!byName.has(system.name.toUpperCase())) byName.set(system.name.toUpperCase(), system);
  const shared = { ids: new Set(world.units.map((u) => u.id)), kinds, byName };
  for (const orders of input.orders) {
    if (orders.missing) continue;
    const index = world.empires.findIndex((e) => e.id === orders.empireId);
    const empire = world.empires[index];
    if (!empire) continue;
    const done = buildForEmpire(world, empire, orders, input.settings, shared);
    world.empires[index] = done.empire;
    events.push(...done.events);
    warnings.push(...done.warnings);
  }
  return { world, events, rolls: dice.rolls, rng: dice.rng, warnings };
}
