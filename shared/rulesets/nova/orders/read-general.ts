/**
 * What a line of the GENERAL, SPECIFIC & CONDITIONAL ORDERS block is (NOVA: 6.9, 6.10, 6.4),
 * read with the engine's own readers so that the sheet and the turn agree: a contact order
 * (turn/general-orders.ts), a ship transfer or a Full contact request (step H), a treasury order
 * (turn/treasury-orders.ts, NOVA 4.1), a note to the
 * GM, or nothing NOVA reads — which the sheet flags instead of letting it pass unread.
 */
import { suggest } from '../../../text/fuzzy';
import { readGeneralLine } from '../turn/general-orders';
import { readFullContact, readTransfer } from '../turn/diplomacy-orders';
import { isInterdictionOrder } from '../turn/interdiction';
import { isGatePermission } from '../turn/star-gates';
import { readTreasuryOrder } from '../turn/treasury-orders';
import { isGateDestruction } from '../turn/gate-capture';
import { isCourtesy, markedNote } from './read-note';
import { GENERAL_PREFIX } from './general-prefix';
import { readCargoOrderLine } from './cargo-order';
import { readIntroductionLine } from '../turn/introductions';
import { readActivityLine } from '../turn/activity-clauses';
import { readSelfHarmOrder } from '../turn/self-harm';

export type GeneralLineKind = { kind: 'order' } | { kind: 'note'; text: string } | { kind: 'unknown'; message: string; suggestion: string | null };

const VOCABULARY = ['Friendly', 'Guard', 'Hostile', 'Kopp-Out', 'Neutral', 'Qualified', 'Retreat', 'Tolerate', 'Ultimatum', 'Transfer', 'Full contact', 'Let', 'Interdict', 'Load cargo', 'Introduce', 'Treasury', 'Destroy', 'Assault', 'Devastate', 'Establish', 'Explore', 'Land', 'Observe', 'Abort'];

export const GENERAL_EXPECTED =
  'a general, conditional or special order gives a contact order (Friendly, Guard, Hostile, Kopp-Out, Neutral, Qualified, Retreat, Tolerate, Ultimatum) to units ("GO: all ships Friendly vs Empire A"), transfers ships ("Transfer HAMMER 1 to Empire A") or asks Full contact ("Full contact with Empire A"; introductions: "Introduce Empire A to Empire B", "Full contact through Empire C"), lets an empire through its interdictions ("Let Empire A pass") or makes them stop its own ships ("Interdict own ships"), lets an empire use its star gates ("Let Empire A use our star gates"), sets the cargo loading order ("Load cargo as written", "Load cargo cheapest first"), keeps the treasury at a system it holds ("Treasury at ALGOL"), destroys stockpiled MCr ("Destroy 100 MCr") or its own star gate ends ("Destroy SG 2"), lets its ships devastate a system it colonised ("SO: Devastate ALGOL"), gives or aborts activities ("GO: all ships X", "GO: abort all activities", "CO: Assault only if Empire B assaults", "CO: if interdicted, do not modify orders"); a note to the GM starts with "Note:"';

/** Reads one line of the block (not empty). */
export function generalLineKind(text: string): GeneralLineKind {
  const marked = markedNote(text.replace(GENERAL_PREFIX, ''));
  if (marked !== null && !/^\s*(?:GO|CO|SO)\s*[:.-]/i.test(text)) return { kind: 'note', text: marked };
  if (readGeneralLine(0, text, null, { contacts: [] }) !== null) return { kind: 'order' };
  if (readTransfer(text) !== null || readFullContact(text) !== null || isInterdictionOrder(text) || isGatePermission(text) || isGateDestruction(text) || readCargoOrderLine(text) !== null || readIntroductionLine(text) !== null || readTreasuryOrder(text) !== null || readSelfHarmOrder(text) !== null) return { kind: 'order' };
  // An activity clause (turn/activity-clauses.ts): read, or unread with its reason.
  const activity = readActivityLine(0, text, null);
  if (activity?.read) return { kind: 'order' };
  if (activity) return { kind: 'unknown', message: activity.reason, suggestion: null };
  const body = text.replace(GENERAL_PREFIX, '');
  if (marked !== null) return { kind: 'note', text: marked };
  if (isCourtesy(body)) return { kind: 'note', text: body.trim() };
  const first = /[A-Za-z][A-Za-z-]{3,}/.exec(body)?.[0] ?? '';
  return { kind: 'unknown', message: `"${body.trim()}" is no order NOVA reads: ${GENERAL_EXPECTED}`, suggestion: first ? suggest(first, VOCABULARY) : null };
}
