/**
 * Checks the front of the order sheet (NOVA: 6.12): the ledger and the expenditures in
 * priority order (money), commissions (NOVA: 6.11 ship names), research rows (NOVA: 5.2–5.5).
 */
import { readAlternate } from '../turn/alternate-plans';
import { suggest } from '../../../text/fuzzy';
import { computeDesign } from '../design';
import { novaDesignSchema } from '../design-model';
import { namesMilitia, production, UNIT_TYPES } from '../economy';
import { classifyItem } from '../turn/expenditure-items';
import { alteredLines, alteredReason } from '../turn/research-altered';
import { researchStateOf } from '../turn/research-state';
import { buildSiteRefusal } from './check-builds';
import { checkYardItem } from './check-yard';
import { compare, formatRational, parseDecimal, rat, type Rational } from '../exact';
import { novaEmpireOf } from '../pregame';
import { xlResearchProblem } from '../combination-lasers';
import { researchStartProblem } from '../research-start';
import { projectGoal, projectProblem, researchTable } from '../research';
import { novaRulesFromSettings } from '../rules-options';
import { unitAbbr } from './cargo';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import { splitColumns } from './columns';
import { namesTechPurchase, TECH_PURCHASE_MESSAGE } from './tech-purchase';
import type { LedgerField, SheetLine } from './sheet';

/** Longest ship name: "shorter than 16 characters" (NOVA: 6.11). */
export const SHIP_NAME_MAX = 15;

const INCOME: readonly LedgerField[] = ['production', 'treasury', 'salvage', 'pillage', 'transfers', 'bonus'];

/** MCr the empire has this turn: the sheet's income lines, or the GM's records when the sheet has none. */
export function moneyAvailable(lines: readonly SheetLine[], ctx: CheckContext): { amount: number; from: 'sheet' | 'records' } {
  const ledger = lines.flatMap((l) => (l.row?.kind === 'ledger' ? [l.row] : []));
  const income = ledger.filter((r) => INCOME.includes(r.field));
  if (income.some((r) => r.amount !== 0)) return { amount: income.reduce((a, r) => a + r.amount, 0), from: 'sheet' };
  const revenue = ctx.input.systems.filter((s) => s.ownerId === ctx.input.empireId).reduce((a, s) => a + (production(s.type, s.status) ?? 0), 0);
  return { amount: (ctx.empire?.treasury ?? 0) + revenue, from: 'records' };
}

/**
 * The deficit the sheet may run (NOVA: 4.3, 10.3 A13): the lesser of the GM's overspend
 * allowance and the turn's income (production, salvage and pillage: the sheet's lines, else the
 * records' production); none while the treasury brought forward is a debt ("no other
 * expenditures can occur until the debt is cleared").
 */
export function deficitAllowed(lines: readonly SheetLine[], ctx: CheckContext): { amount: number; why: string | null } {
  const ledger = lines.flatMap((l) => (l.row?.kind === 'ledger' ? [l.row] : []));
  const treasury = ledger.find((r) => r.field === 'treasury')?.amount ?? ctx.empire?.treasury ?? 0;
  if (treasury < 0) return { amount: 0, why: `no new debt while the debt of ${-treasury} MCr is not cleared, NOVA 4.3` };
  const stated = ledger.filter((r) => r.field === 'production' || r.field === 'salvage' || r.field === 'pillage');
  const income = stated.some((r) => r.amount !== 0)
    ? stated.reduce((a, r) => a + r.amount, 0)
    : ctx.input.systems.filter((s) => s.ownerId === ctx.input.empireId).reduce((a, s) => a + (production(s.type, s.status) ?? 0), 0);
  return { amount: Math.max(0, Math.min(ctx.settings.overspendAllowance, income)), why: null };
}

/** Ledger sums and the expenditures that would abort, bottom of the priority list first (NOVA: 10.3 A13). */
export function checkMoney(lines: readonly SheetLine[], ctx: CheckContext, report: Report): void {
  const ledger = new Map<LedgerField, { amount: number; line: number }>();
  for (const l of lines) if (l.row?.kind === 'ledger' && !ledger.has(l.row.field)) ledger.set(l.row.field, { amount: l.row.amount, line: l.line });
  const available = moneyAvailable(lines, ctx);
  const total = ledger.get('total');
  if (available.from === 'sheet' && total && total.amount !== available.amount) {
    report(total.line, 1, 'warning', 'SUM', `Total: the sheet says ${total.amount} MCr, but Production, Treasury, Salvage, Pillage, Transfers and Bonus add to ${available.amount}`, String(available.amount));
  }
  const treasury = ledger.get('treasury');
  if (treasury && ctx.empire && treasury.amount !== ctx.empire.treasury) {
    report(treasury.line, 1, 'warning', 'TREASURY', `Treasury: the sheet says ${treasury.amount} MCr, the GM's records ${ctx.empire.treasury}`, String(ctx.empire.treasury));
  }
  const deficit = deficitAllowed(lines, ctx);
  const limit = available.amount + deficit.amount;
  let spent = 0;
  let sinceTotal = 0;
  const repairedAbove = new Set<string>();
  for (const l of lines) {
    if (l.row?.kind === 'total') {
      // "Total Cost : 460" under the purchases: the lines above it (since the last total) should add to it.
      if (l.row.amount !== null && l.row.amount !== sinceTotal) report(l.line, 1, 'warning', 'SUM', `${l.row.label}: the sheet says ${l.row.amount} MCr, but the purchase lines above add to ${sinceTotal}`, String(sinceTotal));
      sinceTotal = 0;
      continue;
    }
    if (l.row?.kind !== 'expenditure') continue;
    checkItem(l, l.row.item, ctx, repairedAbove, report);
    const { quantity, unitPrice, cost } = l.row;
    const columns = splitColumns(l.text).map((c) => c.column);
    const computed = quantity !== null && unitPrice !== null ? quantity * unitPrice : null;
    if (cost !== null && computed !== null && cost !== computed) report(l.line, columns[3] ?? 1, 'warning', 'COST', `${l.row.item}: ${quantity} × ${unitPrice} is ${computed}, not ${cost}`, String(computed));
    const lineCost = cost ?? computed;
    if (lineCost === null) {
      report(l.line, 1, 'warning', 'COST', `${l.row.item}: the line has no cost; write # and @, or the cost`);
      continue;
    }
    spent += lineCost;
    sinceTotal += lineCost;
    if (spent > limit) {
      report(l.line, columns[3] ?? 1, 'error', 'ABORT', `${l.row.item} would abort: with it the expenditures come to ${spent} MCr, beyond the ${available.amount} MCr available${available.from === 'records' ? " (from the GM's records: the sheet states no income)" : ''}${deficit.amount > 0 ? ` and the ${deficit.amount} MCr of debt allowed` : deficit.why ? ` (${deficit.why})` : ''}`);
    }
  }
  const expend = ledger.get('expend');
  if (expend && expend.amount !== spent) report(expend.line, 1, 'warning', 'SUM', `Expend: the sheet says ${expend.amount} MCr, but the expenditure lines add to ${spent}`, String(spent));
  const after = ledger.get('treasury-after');
  const totalAmount = total?.amount ?? available.amount;
  const expendAmount = expend?.amount ?? spent;
  if (after && after.amount !== totalAmount - expendAmount) report(after.line, 1, 'warning', 'SUM', `Treasury: Total − Expend is ${totalAmount - expendAmount}, not ${after.amount}`, String(totalAmount - expendAmount));
}

/** What the purchase column may name, for "did you mean…?": the empire's designs, the unit types, and the other items. */
function itemNames(ctx: CheckContext): string[] {
  const designs = ctx.input.designs.filter((d) => d.empireId === ctx.input.empireId && d.kind === 'ship').map((d) => d.name);
  return [...designs, ...UNIT_TYPES.map((t) => t.name), 'New RDT', 'Research report', 'RDT maintenance', 'Debt repayment'];
}

/** A purchase of nothing the engine can buy (NOVA: 6.12): flagged with the likely item, or the line split as the player probably meant it. */
function checkItem(l: SheetLine, item: string, ctx: CheckContext, repairedAbove: Set<string>, report: Report): void {
  // NOVA: 4.2 "MAs can't be built": said by check-builds.ts, not as an unknown item.
  if (namesMilitia(item)) return;
  // NOVA: ORDER WRITING GUIDELINES: an alternate plan is checked as its purchase (turn/alternate-plans.ts).
  const alternate = readAlternate(item);
  if (alternate) {
    report(l.line, 1, 'warning', 'ALTERNATE', `an alternate plan ("${alternate.condition}"): the turn buys it only when the GM rules its condition met (Turn → Rulings → Conditional order)`);
    checkItem(l, alternate.item, ctx, repairedAbove, report);
    return;
  }
  const kind = classifyItem(item, ctx.input.empireId, ctx.input.designs).kind;
  if (kind === 'repair' || kind === 'refit') checkYardItem(l, item, ctx, repairedAbove, report);
  if (kind !== 'unknown') return;
  if (namesTechPurchase(item)) {
    report(l.line, 1, 'error', 'TP-BUY', `"${item}": ${TECH_PURCHASE_MESSAGE}`);
    return;
  }
  // "Hornet 2 | 10 | 20": a count written into the item's column.
  const counted = /^(.*\S)\s+(\d+)$/.exec(item.trim());
  if (counted && classifyItem(counted[1] ?? '', ctx.input.empireId, ctx.input.designs).kind !== 'unknown') {
    const others = splitColumns(l.text).slice(1).map((c) => c.text);
    report(l.line, 1, 'error', 'UNKNOWN-ITEM', `"${item}" is not something this empire can buy; if ${counted[2]} is how many, write it in the # column`, [counted[1], counted[2], ...others].join(' | '));
    return;
  }
  const bare = item.replace(/^new\s+/i, '').replace(/\s+(?:at|@)\s+.*$|\s*\(.*\)$/, '');
  const near = suggest(bare, itemNames(ctx)) ?? (bare.endsWith('s') ? suggest(bare.slice(0, -1), itemNames(ctx)) : null);
  report(l.line, 1, 'error', 'UNKNOWN-ITEM', `"${item}" is not one of the empire's designs, a unit (Colony, Assault Army, Regular Army, SDU, IC, PCB, SG, TFC), New RDT, Research report, RDT maintenance, Debt repayment or "Transfer to <empire>": the turn would not carry it out`, near);
}

/** Units bought this turn, by abbreviation (C, AA, IC…), from the expenditure lines. */
export function unitsBought(lines: readonly SheetLine[]): Map<string, number> {
  const bought = new Map<string, number>();
  for (const l of lines) {
    if (l.row?.kind !== 'expenditure') continue;
    const abbr = unitAbbr(l.row.item.replace(/^new\s+/i, ''));
    if (abbr) bought.set(abbr, (bought.get(abbr) ?? 0) + (l.row.quantity ?? 1));
  }
  return bought;
}

/** Ships bought this turn: expenditure lines that name one of the empire's ship designs (a plural "s" allowed). */
export function shipsBought(lines: readonly SheetLine[], ctx: CheckContext): { count: number; line: number | null } {
  const designs = new Set(ctx.input.designs.filter((d) => d.empireId === ctx.input.empireId && d.kind === 'ship').map((d) => d.name.toUpperCase()));
  let count = 0;
  let line: number | null = null;
  for (const l of lines) {
    if (l.row?.kind !== 'expenditure') continue;
    const item = l.row.item.toUpperCase().replace(/^NEW\s+/, '').trim();
    if (designs.has(item) || (item.endsWith('S') && designs.has(item.slice(0, -1)))) {
      count += l.row.quantity ?? 1;
      line = l.line;
    }
  }
  return { count, line };
}

/**
 * Every ship built is named in the turn it is built (NOVA: 6.11); the GM names the others at
 * 10 MCr each (NOVA: 6.1). Compares the ships bought (lines naming the empire's designs) with
 * the commissions written; more commissions than recognised purchases is not flagged, since a
 * line may buy ships under another word ("Frigates", "Ships").
 */
export function checkNamed(lines: readonly SheetLine[], ctx: CheckContext, commissioned: number, report: Report): void {
  const bought = shipsBought(lines, ctx);
  if (bought.line !== null && bought.count > commissioned) {
    const missing = bought.count - commissioned;
    report(bought.line, 1, 'warning', 'UNNAMED', `${bought.count} ships bought, ${commissioned} commissioned: the GM names the other ${missing} at 10 MCr each (NOVA 6.1), and unnamed ships cannot be given orders`);
  }
}

/** Ship names unique and under 16 characters; built at a known system of the empire (NOVA: 6.11, 4.2). Returns name → system id. */
export function checkCommissions(lines: readonly SheetLine[], ctx: CheckContext, report: Report): Map<string, string> {
  const built = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const l of lines) {
    if (l.row?.kind !== 'commission') continue;
    const columns = splitColumns(l.text).map((c) => c.column);
    l.row.entries.forEach((entry, i) => {
      const nameCol = columns[i * 2] ?? 1;
      const systemCol = columns[i * 2 + 1] ?? 1;
      const name = entry.ship.trim();
      if (name.length > SHIP_NAME_MAX) report(l.line, nameCol, 'error', 'NAME-LONG', `${name} has ${name.length} characters; a ship name must be shorter than 16`);
      const existing = ctx.ships.get(name);
      const earlier = seen.get(name);
      if (existing) report(l.line, nameCol, 'error', 'NAME-TAKEN', `${name} is already the name of a ship of this empire; every ship needs a unique name`);
      else if (earlier !== undefined) report(l.line, nameCol, 'error', 'NAME-TAKEN', `${name} is commissioned twice (also on line ${earlier}); every ship needs a unique name`);
      seen.set(name, l.line);
      const systemId = ctx.knownByName.get(entry.system);
      if (!systemId) {
        report(l.line, systemCol, 'error', 'DNE', `${entry.system} is not a system this empire knows`, suggest(entry.system, ctx.knownByName.keys()));
        return;
      }
      const system = ctx.systemById.get(systemId);
      // NOVA: 4.2: ships are built only at established ICs (check-builds.ts); step C aborts the purchase otherwise.
      const refusal = system ? buildSiteRefusal(ctx, 'ship', system, true) : undefined;
      if (refusal) report(l.line, systemCol, 'error', 'BUILD-SITE', `${entry.ship.trim()} cannot be built at ${entry.system}: ${refusal}`);
      built.set(name, systemId);
    });
  }
  return built;
}

function decimal(n: number): Rational {
  return parseDecimal(String(n)) ?? rat(Math.round(n));
}

/** Table, goal and RDT arithmetic of each research row (NOVA: 5.2, 5.3, 5.5). */
export function checkResearch(lines: readonly SheetLine[], ctx: CheckContext, settings: Record<string, unknown> | undefined, report: Report): void {
  const options = novaRulesFromSettings(settings);
  const tech = ctx.empire ? novaEmpireOf(ctx.empire).tech : {};
  // NOVA: 5.3 "Research project goals may not be altered once started": the lines the turn refuses (research-altered.ts).
  const altered = new Map(ctx.empire ? alteredLines(lines, researchStateOf(ctx.empire).research).map((a) => [a.line, a]) : []);
  for (const l of lines) {
    const row = l.row;
    if (row?.kind !== 'research') continue;
    const col = splitColumns(l.text).map((c) => c.column);
    const alters = altered.get(l.line);
    if (alters) {
      report(l.line, col[0] ?? 1, 'error', 'RES-ALTERED', alteredReason(alters.project, alters.altered));
      continue;
    }
    let expectedTable: string | null;
    let expectedGoal: Rational | null = null;
    if (row.design) {
      expectedTable = 'C';
      if (row.design.kind !== 'NSD') expectedGoal = rat(1);
      else {
        const design = ctx.input.designs.find((d) => d.empireId === ctx.input.empireId && d.name.toUpperCase() === row.design?.name);
        const nova = design ? novaDesignSchema.safeParse(design.nova ?? {}) : null;
        if (design && nova?.success && nova.data.components.length > 0) expectedGoal = rat(computeDesign({ name: design.name, kind: design.kind, nova: nova.data }, options).tp);
      }
    } else {
      const from = /^([A-Z]+)(\d+)$/.exec(row.from);
      const to = /^([A-Z]+)(\d+)$/.exec(row.to);
      const code = to?.[1] ?? '';
      if (!from || !to || from[1] !== code) {
        report(l.line, col[0] ?? 1, 'error', 'RES-GOAL', `${row.project}: a project goes from one level of a technology to a higher level of the same, such as BL15-BL20`);
        continue;
      }
      const fromLevel = Number(from[2]);
      const toLevel = Number(to[2]);
      const problem = projectProblem(code, fromLevel, toLevel, options);
      if (problem) {
        report(l.line, col[0] ?? 1, 'error', 'RES-GOAL', problem);
        continue;
      }
      const xl = xlResearchProblem(code, fromLevel, tech);
      if (xl) report(l.line, col[0] ?? 1, 'error', 'RES-XL', `${row.project}: ${xl}`, `${code}0-${code}${toLevel}`);
      else {
        // NOVA: RESEARCH PROJECTS — refused by the turn with the same words (research-start.ts); unknown without an empire.
        const start = ctx.empire ? researchStartProblem(code, fromLevel, tech) : undefined;
        if (start) report(l.line, col[0] ?? 1, 'error', 'RES-START', `${row.project}: ${start.reason}`, `${code}${start.current}-${code}${toLevel}`);
      }
      expectedTable = researchTable({ kind: 'tech', code, from: fromLevel, to: toLevel }, options);
      expectedGoal = projectGoal(code, fromLevel, toLevel, options);
      if (row.table === 'C' && expectedTable !== 'C') {
        report(l.line, col[1] ?? 1, 'warning', 'RES-TABLE', `${row.project}: Table C is for designs and for technology known from a pillaged Home Star; otherwise this project rolls on Table ${expectedTable}`);
        expectedTable = null;
      }
    }
    if (expectedTable !== null && row.table !== expectedTable) report(l.line, col[1] ?? 1, 'error', 'RES-TABLE', `${row.project} rolls on Table ${expectedTable}, not ${row.table || '(blank)'}`, expectedTable);
    if (expectedGoal !== null && row.goal !== null && compare(decimal(row.goal), expectedGoal) !== 0) {
      report(l.line, col[2] ?? 1, 'error', 'RES-GOAL', `${row.project}: the goal is ${formatRational(expectedGoal)} TP, not ${row.goal}`, formatRational(expectedGoal));
    }
    const { rdtsAtStart: start, change, rdtsAtEnd: end } = row;
    if (start !== null && change !== null && end !== null && start + change !== end) {
      report(l.line, col[5] ?? 1, 'error', 'RES-RDT', `${row.project}: ${start} ${change < 0 ? '−' : '+'} ${Math.abs(change)} RDTs is ${start + change}, not ${end}`, String(start + change));
    }
    if (end !== null && end < 0) report(l.line, col[5] ?? 1, 'error', 'RES-RDT', `${row.project}: a project cannot have fewer than 0 RDTs`);
    else if (end === 0 && (start ?? 0) > 0) report(l.line, col[5] ?? 1, 'warning', 'RES-RDT', `${row.project}: all teams are removed, so the project collapses and loses its TP (NOVA 5.5)`);
  }
}
