/**
 * The order checker (NOVA: 6 ORDERS): every row of an empire's sheet against the GM's
 * truth and the empire's knowledge and contacts. Returns diagnostics with the rulebook's
 * codes (NT, DNE, NDC, CUSWLT, CX… see check-report.ts), a plain sentence, and a
 * suggestion where one is near-certain. It never changes a row and never throws on
 * incomplete game data: what the model cannot tell (a ship without a design) is not flagged.
 */
import { buildContext, type CheckInput } from './check-context';
import { checkBuilds } from './check-builds';
import { checkCommissions, checkMoney, checkNamed, checkResearch, unitsBought } from './check-front';
import { checkEliminated } from './check-eliminated';
import { checkGeneralOrders } from './check-general';
import { checkGeneralActivities } from './check-general-activities';
import { checkMovement } from './check-movement';
import { checkTreasuryOrders } from './check-treasury';
import { checkUnitTransfers } from './check-transfers';
import { checkSelfHarm } from './check-self-harm';
import { checkGrouping } from './check-grouping';
import { collector } from './check-report';
import type { OrderDiagnostic, SheetLine } from './sheet';

export type { CheckInput, Contact, ContactLevel } from './check-context';
export { CHECK_CODES, type CheckCode } from './check-report';

/** The checker's diagnostics for one empire's lines (the parser's own are not repeated), sorted by line then column. */
export function checkSheet(lines: readonly SheetLine[], input: CheckInput): OrderDiagnostic[] {
  const out: OrderDiagnostic[] = [];
  const report = collector(out);
  const ctx = buildContext(input);
  if (checkEliminated(lines, ctx, report)) return out;
  checkMoney(lines, ctx, report);
  checkBuilds(lines, ctx, report);
  const newShips = checkCommissions(lines, ctx, report);
  const commissioned = lines.reduce((n, l) => n + (l.row?.kind === 'commission' ? l.row.entries.length : 0), 0);
  checkNamed(lines, ctx, commissioned, report);
  checkResearch(lines, ctx, input.settings, report);
  checkMovement(lines, ctx, newShips, unitsBought(lines), report);
  checkGeneralOrders(lines, ctx, newShips, report);
  checkGeneralActivities(lines, ctx, newShips, report);
  checkTreasuryOrders(lines, ctx, report);
  checkUnitTransfers(lines, ctx, newShips, report);
  checkSelfHarm(lines, ctx, report);
  checkGrouping(lines, report);
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The lines with the checker's diagnostics added to the parser's. */
export function withChecks(lines: readonly SheetLine[], input: CheckInput): SheetLine[] {
  const found = checkSheet(lines, input);
  const byLine = new Map<number, OrderDiagnostic[]>();
  for (const d of found) byLine.set(d.line, [...(byLine.get(d.line) ?? []), d]);
  return lines.map((l) => ({ ...l, diagnostics: [...l.diagnostics, ...(byLine.get(l.line) ?? [])] }));
}

/** Errors and warnings of checked lines. */
export function countProblems(lines: readonly SheetLine[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const l of lines) for (const d of l.diagnostics) {
      if (d.severity === 'error') errors++;
      else warnings++;
    }
  return { errors, warnings };
}
