/**
 * NOVA: CARGO HOLDS — "Unless specified in a player's orders, cargo is loaded in cheapest /
 * smallest / alphabetical order. CH are always filled first to last." The order a ship's cargo is
 * loaded in decides what is left behind when not everything fits and which hold each piece sits in
 * (which a critical hit on a hold destroys).
 *
 * - The game setting `cargoOrder` (Settings → NOVA: orders) gives the order for every sheet:
 *   'book' (default): cheapest, smallest, alphabetical; 'written': as the cargo is written in the
 *   parentheses after the ship, first to last.
 * - A player specifies otherwise for one turn with a line of the GENERAL block:
 *   `Load cargo as written` (or `Cargo in the order written`) and `Load cargo cheapest first` (or
 *   `Load cargo in the book's order`). The last such line of the sheet wins.
 *
 * Read by step D (turn/step-d-cargo.ts) and the order checker (check-capacity.ts), so both load
 * the same way.
 */
import { GENERAL_PREFIX } from './general-prefix';

/** How a sheet's cargo is loaded: the book's order, or as written. */
export type CargoOrder = 'book' | 'written';

/**
 * A GENERAL-block line that sets the cargo order, after its prefix; anchored at both ends, fixed
 * words with single `\s+` between them (no two quantifiers can share characters: linear).
 */
const WRITTEN = /^(?:load\s+)?cargo\s+(?:is\s+)?(?:loaded\s+)?(?:as\s+written|in\s+the\s+order\s+(?:it\s+is\s+)?written)\.?$/i;
const BOOK = /^(?:load\s+)?cargo\s+(?:is\s+)?(?:loaded\s+)?(?:cheapest\s+first|in\s+the\s+book'?s\s+order)\.?$/i;

/** The cargo order a line of the GENERAL block asks for, or null when the line is about something else. */
export function readCargoOrderLine(text: string): CargoOrder | null {
  // Lines are at most 4,000 characters (docs/order-format.md); trimmed once, then matched anchored.
  const body = text.replace(GENERAL_PREFIX, '').trim();
  if (body.length > 80) return null;
  if (WRITTEN.test(body)) return 'written';
  if (BOOK.test(body)) return 'book';
  return null;
}

/** The cargo order of one empire's sheet: its last GENERAL-block line about cargo, else the game setting. */
export function cargoOrderOf(lines: readonly { row: { kind: string; text?: string } | null }[], setting: CargoOrder): CargoOrder {
  let order = setting;
  for (const l of lines) {
    if (l.row?.kind !== 'general' || typeof l.row.text !== 'string') continue;
    order = readCargoOrderLine(l.row.text) ?? order;
  }
  return order;
}
