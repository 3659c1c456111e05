/**
 * Each empire's stance for contact resolution (NOVA: 6.9): its General, Conditional and
 * Special orders read from this turn's sheet, and its contacts (the aliases those orders
 * may use). An empire without orders keeps none (its units fall back to their defaults).
 */
import type { Empire } from '../../../model/entities';
import type { EmpireStance } from './contact';
import { contactsOf } from './contacts-state';
import { readGeneralOrders, withConditionRulings, type UnreadClause } from './general-orders';
import type { EmpireOrders, TurnDecisions } from './types';

/** The key of the GM's ruling on the condition of an empire's general order on sheet line `line`. */
export function conditionKey(empireId: string, line: number): string {
  return `${empireId}:${line}`;
}

export function stanceOf(empire: Empire, empires: readonly Empire[], orders: EmpireOrders | undefined, decisions: TurnDecisions = {}): EmpireStance {
  const contacts = contactsOf(empire);
  const read = readGeneralOrders(orders?.lines ?? [], { empireId: empire.id, contacts, empires: empires.map((e) => ({ id: e.id, name: e.name })) });
  const clauses = withConditionRulings(read.clauses, (clause) => decisions.conditions?.[conditionKey(empire.id, clause.line)]?.value);
  return { empireId: empire.id, clauses, contacts, name: empire.name };
}

/** The clauses of a stance that could not be read: order errors for the empire's sitrep. */
export function unreadClauses(stance: EmpireStance): UnreadClause[] {
  return stance.clauses.filter((c): c is UnreadClause => !c.read);
}
