/**
 * One row of the movement grid (NOVA: 6.8, 6.12 back):
 *   START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
 * e.g. `LYRA | DARING (2 COL, 1 IC), BOLD | D - TEDDY | F,R,E | LYRA`.
 */
import { suggest } from '../../../text/fuzzy';
import type { Cell } from './columns';
import { splitTopLevel } from './columns';
import { ACTIVITY_ORDERS, CONTACT_ORDERS, isActivityLetter, isContactLetter, MAX_CONTACT_ORDERS, type ContactLetter } from './order-letters';
import type { ActivityOrder, OrderDiagnostic, RouteStep, SetupOrder, SheetRow, ShipEntry } from './sheet';

type Report = (column: number, code: string, message: string, suggestion?: string) => void;

const RETREATING = /^retreating$/i;
/** A system's name as a route may write it: letters and digits, with spaces, dots, apostrophes or dashes between. */
const STEP_NAME = /^[A-Z0-9](?:[A-Z0-9 .'’]*[A-Z0-9.])?$/i;

/** A route step: a lone letter is a warp point, anything else a system name. */
export function readRouteStep(text: string): RouteStep {
  const word = text.trim();
  return /^[A-Za-z]$/.test(word) ? { kind: 'warp', letter: word.toUpperCase() } : { kind: 'system', name: word.toUpperCase() };
}

/** Ships and their cargo: `DARING (2 COL, 1 IC), BOLD`. */
export function readShips(cell: Cell, report: Report): ShipEntry[] {
  const ships: ShipEntry[] = [];
  for (const part of splitTopLevel(cell.text)) {
    // Linear: the name ends with a character that is not a space, so the spaces after it are read once.
    const match = /^([^()]*[^()\s])\s*(?:\(([^()]*)\))?$/.exec(part.text);
    if (!match) {
      report(cell.column + part.offset, 'BAD-SHIP', `"${part.text}" is not a ship name with its cargo in parentheses, such as DARING (2 COL, 1 IC)`);
      continue;
    }
    const name = (match[1] ?? '').trim().toUpperCase();
    const cargo = (match[2] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    ships.push({ name, cargo });
  }
  return ships;
}

/** Route steps separated by `-`, `>`, `→`, `,` or spaces. */
export function readRoute(cell: Cell): RouteStep[] {
  return cell.text
    .split(/\s*(?:->|→|>|-|,)\s*|\s+/)
    .filter((step) => step.trim() !== '')
    .map(readRouteStep);
}

/**
 * A letter, `M+2`, `S(Empire A)` or `S:Empire A` (the name trimmed after the match), or a set-up
 * `(4/3)` (direction 1–6 / hexes; a literal `D` in place of the direction is kept to say it is
 * missing); linear: no two quantifiers share characters.
 */
const ORDER_TOKEN = /^(?:([A-Za-z])(?:\+(\d+))?(?:[(:]([^)]*)\)?)?|\(\s*([0-9]|D)\s*\/\s*(\d+)\s*\))$/i;

/** Slashes outside parentheses become commas ("H/R" is "H,R"), with the spaces around them; in one pass. */
function slashesToCommas(text: string): string {
  // For each position, whether the next parenthesis after it closes one (the slash is inside).
  const inside: boolean[] = new Array<boolean>(text.length + 1).fill(false);
  for (let i = text.length - 1; i >= 0; i--) inside[i] = text[i] === ')' ? true : text[i] === '(' ? false : (inside[i + 1] as boolean);
  return text.replace(/(?<!\s)\s*\/\s*/g, (m: string, at: number) => (inside[at + m.length] ? m : ','));
}

/** Contact and activity letters: `F,R,E`, `H,I`, `M+2`, `S(Empire A)`, set-up `(4/3)` (NOVA: IN-SYSTEM SETUP). */
export function readOrders(cell: Cell, report: Report, warn: Report = report): { contact: ContactLetter[]; activity: ActivityOrder[]; setup: SetupOrder | null; retreating: boolean } {
  const contact: ContactLetter[] = [];
  const activity: ActivityOrder[] = [];
  let setup: SetupOrder | null = null;
  let retreating = false;
  const letters = [...Object.keys(CONTACT_ORDERS), ...Object.keys(ACTIVITY_ORDERS)];
  // Slashes outside parentheses separate orders like commas ("H/R"); "M + 2" is "M+2".
  const normalised = slashesToCommas(cell.text).replace(/(?<!\s)\s*\+\s*/g, '+');
  for (const part of splitTopLevel(normalised, ', ')) {
    const column = cell.column + part.offset;
    if (RETREATING.test(part.text)) {
      retreating = true;
      continue;
    }
    const match = ORDER_TOKEN.exec(part.text);
    if (!match) {
      report(column, 'BAD-ORDER', `"${part.text}" is not an order: write contact and activity letters separated by commas, such as F,R,E`);
      continue;
    }
    if (match[4] !== undefined) {
      // NOVA: IN-SYSTEM SETUP: (D/n), D the direction of displacement from the warp point centre, n the hexes out.
      const distance = Number(match[5]);
      const direction = /^\d$/.test(match[4]) ? Number(match[4]) : null;
      if (direction === null) warn(column, 'SETUP-DIRECTION', `"${part.text}" gives no direction: write the direction 1–6 in place of D, such as (4/${distance}); until then the ship sets up as if no (D/n) were written`);
      else if (direction < 1 || direction > 6) report(column, 'BAD-ORDER', `"${part.text}": the set-up direction is 1 to 6, not ${direction}`);
      else setup = { direction, distance };
      continue;
    }
    const letter = (match[1] ?? '').toUpperCase();
    if (isContactLetter(letter)) {
      if (match[2] !== undefined || match[3] !== undefined) report(column, 'BAD-ORDER', `contact order ${letter} takes no number or name`);
      contact.push(letter);
    } else if (isActivityLetter(letter)) {
      const order: ActivityOrder = { letter };
      if (match[2] !== undefined) {
        if (letter === 'M') order.range = Number(match[2]);
        else report(column, 'BAD-ORDER', `only M takes a range (M+n), not ${letter}`);
      }
      if (match[3] !== undefined) {
        if (letter === 'S') order.target = match[3].trim();
        else report(column, 'BAD-ORDER', `only S takes an empire in parentheses, not ${letter}`);
      }
      if (letter === 'S' && order.target === undefined) report(column, 'BAD-ORDER', 'S (surrender) must name the empire, such as S(Empire A)');
      activity.push(order);
    } else {
      const near = suggest(letter, letters);
      report(column, 'UNKNOWN-ORDER', `${letter} is not a NOVA order letter`, near ?? undefined);
    }
  }
  if (contact.length > MAX_CONTACT_ORDERS) {
    report(cell.column, 'TOO-MANY-CONTACT', `a unit carries at most ${MAX_CONTACT_ORDERS} contact orders (the primary, then the one used if hostilities occur); this row has ${contact.length}: ${contact.join(',')}`);
  }
  return { contact, activity, setup, retreating };
}

/** Reads a whole movement row from its cells; problems go to `diagnostics`. */
export function readMovement(cells: Cell[], line: number, diagnostics: OrderDiagnostic[]): SheetRow | null {
  const report: Report = (column, code, message, suggestion) =>
    diagnostics.push({ line, column, severity: 'error', code, message: `Movement: ${message}`, ...(suggestion ? { suggestion } : {}) });
  const [start, ships, route, orders, retreat, ...extra] = cells;
  if (!start || start.text === '' || !ships || ships.text === '') {
    report(cells[0]?.column ?? 1, 'MISSING-COLUMN', 'a movement row needs at least START and SHIPS: START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT');
    return null;
  }
  if (extra.length > 0) report(extra[0]?.column ?? 1, 'EXTRA-COLUMN', `a movement row has 5 columns; "${extra.map((c) => c.text).join(' | ')}" is beyond RETREAT`);
  const warn: Report = (column, code, message, suggestion) =>
    diagnostics.push({ line, column, severity: 'warning', code, message: `Movement: ${message}`, ...(suggestion ? { suggestion } : {}) });
  const read = orders ? readOrders(orders, report, warn) : { contact: [], activity: [], setup: null, retreating: false };
  const retreatText = retreat?.text ?? '';
  const steps = route ? readRoute(route) : [];
  const odd = [...steps, ...(retreat && retreatText !== '' && !RETREATING.test(retreatText) ? [readRouteStep(retreatText)] : [])].filter((s) => s.kind === 'system' && !STEP_NAME.test(s.name));
  if (odd.length > 0) {
    const where = route && steps.some((s) => odd.includes(s)) ? route : retreat;
    report(where?.column ?? 1, 'BAD-ROUTE', `${odd.map((s) => (s.kind === 'system' ? s.name : s.letter)).join(', ')} is neither a warp letter nor a system name; a route is steps such as "G - QUILON - B", a retreat a system or a letter`);
    return null;
  }
  return {
    kind: 'movement',
    start: start.text.toUpperCase(),
    ships: readShips(ships, report),
    route: steps,
    contact: read.contact,
    activity: read.activity,
    setup: read.setup,
    retreat: retreatText === '' || RETREATING.test(retreatText) ? null : readRouteStep(retreatText),
    retreating: read.retreating || RETREATING.test(retreatText),
  };
}
