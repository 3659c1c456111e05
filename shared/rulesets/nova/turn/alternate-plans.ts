/**
 * NOVA: ORDER WRITING GUIDELINES (6.12): "Players may include alternate expenditure plans to
 * cover such contingencies if they wish." An EXPENDITURES line written with its contingency —
 * `If the transfer does not arrive: Colony | 1 | 45 | 45`, `Unless …: …`, `Alternate (…): …` —
 * is a purchase on a condition: step C buys it only when the GM rules its condition met (Turn →
 * Rulings → Conditional order, the same rulings as conditional orders, NOVA 6.9 read literally);
 * unruled or not met, it is not bought and the empire is told (ALTERNATE). Pure.
 */
import { conditionKey } from './stances';
import type { EmpireOrders, TurnDecisions } from './types';

/** The contingency and the purchase of an alternate-plan item, or null. */
export function readAlternate(item: string): { condition: string; item: string } | null {
  const colon = item.indexOf(':');
  if (colon < 0 || colon > 200) return null;
  const head = item.slice(0, colon).trim();
  if (!/^(?:if|unless|alternate|alternative|contingency)\b/i.test(head)) return null;
  const rest = item.slice(colon + 1).trim();
  return rest === '' ? null : { condition: head, item: rest };
}

/** The EXPENDITURES lines of `orders` that are alternate plans. */
export function alternatePlanLines(orders: EmpireOrders | undefined): { line: number; text: string }[] {
  return (orders?.lines ?? []).filter((l) => l.row?.kind === 'expenditure' && readAlternate(l.row.item) !== null).map((l) => ({ line: l.line, text: l.text }));
}

/**
 * The sheet step C reads: an alternate plan whose condition the GM ruled met becomes its plain
 * purchase; one unruled or not met is left out, with the reason to tell the empire.
 */
export function applyAlternatePlans(orders: EmpireOrders, decisions: TurnDecisions): { orders: EmpireOrders; skipped: { line: number; text: string; reason: string }[] } {
  const skipped: { line: number; text: string; reason: string }[] = [];
  const lines = orders.lines.flatMap((l) => {
    if (l.row?.kind !== 'expenditure') return [l];
    const alt = readAlternate(l.row.item);
    if (!alt) return [l];
    const met = decisions.conditions?.[conditionKey(orders.empireId, l.line)]?.value;
    if (met === true) return [{ ...l, row: { ...l.row, item: alt.item } }];
    skipped.push({ line: l.line, text: l.text, reason: met === false ? `an alternate plan ("${alt.condition}") whose condition the GM ruled not met: not bought (NOVA ORDER WRITING GUIDELINES)` : `an alternate plan ("${alt.condition}"): bought only when the GM rules its condition met (Turn → Rulings); not ruled, not bought (NOVA ORDER WRITING GUIDELINES)` });
    return [];
  });
  return { orders: { ...orders, lines }, skipped };
}
