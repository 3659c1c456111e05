/**
 * The activity clauses of the GENERAL, SPECIFIC & CONDITIONAL ORDERS block (NOVA: GENERAL ORDERS,
 * CONDITIONAL ORDERS, SPECIAL ORDERS; ACTIVITIES AND INTERDICTIONS): a General, Conditional or
 * Special order whose clause is an activity rather than a contact order (those are
 * turn/general-orders.ts). The vocabulary, one clause per line:
 *
 * - `abort all activities`, `no activities`, `do not carry out any activities`: the units covered
 *   carry out none of their activity orders this turn (nor the DG ship's default I);
 * - `do not D`, `no Explore`, `never Assault`, `abort D, X`: those activities are not carried out;
 * - `X`, `D, X`, `Devastate and Explore`, `M+2` after the units: those activities are carried out
 *   (added to the units' own, as orders that override them, NOVA: GENERAL ORDERS);
 * - `if interdicted, do not modify orders`, `if interdicted, carry out activities` (and `if
 *   interdicted, D` or `…, no activities`): what a ship stopped by an interdiction short of its
 *   destination does (NOVA: ACTIVITIES AND INTERDICTIONS): without such an order it won't A, D, E or L.
 *
 * The units come first, as for contact clauses: nothing or `all ships`/`all units` (every ship of
 * the empire), or ship names (`HIVE 1, HIVE 2`, `all Hives`). A condition (`if …,` at the start;
 * `… if|unless|when …` at the end) makes the clause apply only when the GM rules it met (read
 * literally, NOVA: CONDITIONAL ORDERS); `… only if …` also says the activities are NOT carried out
 * while it is not met (the book's "Assault only if the other players' does": neither assaults).
 * "Interdicted" is a condition the engine reads itself, ship by ship.
 *
 * Pure text reading: no world, no contacts. A line that looks like an activity order but does not
 * read is returned unread with the reason (never dropped); a line with no activity word at all is
 * null (another reader's, or the GM's).
 */
import { ACTIVITY_ORDERS, type ActivityLetter } from '../orders/order-letters';
import { GENERAL_PREFIX } from '../orders/general-prefix';
import type { ActivityOrder, GeneralOrderKind } from '../orders/sheet';
import type { ShipSelector } from './general-orders';

/** What an activity clause does to the units it covers. */
export type ActivityEffect =
  /** Abort: `all` of the units' activities, or the letters named. */
  | { kind: 'abort'; letters: 'all' | ActivityLetter[] }
  /** Carry out these activities (added to the units' own). */
  | { kind: 'order'; activities: ActivityOrder[] }
  /** Interdicted: carry out the activities keyed to the destination (A, D, E, L) where the ship was stopped. */
  | { kind: 'keep' };

export interface ActivityClause {
  read: true;
  line: number;
  /** The line as written (trimmed). */
  text: string;
  /** GO, CO or SO; a line that does not say is a GO. */
  kind: GeneralOrderKind;
  ships: ShipSelector;
  effect: ActivityEffect;
  /** The condition the GM rules ("unless the system identifies itself as belonging to Player D"), as written, or null. */
  condition: string | null;
  /** `… only if …`: not met (or not yet ruled), the clause's activities are aborted instead. */
  onlyIf: boolean;
  /** `if interdicted …`: applies only to ships stopped by an interdiction short of their destination (read by the engine at step F). */
  interdicted: boolean;
}

export interface UnreadActivityClause {
  read: false;
  line: number;
  text: string;
  kind: GeneralOrderKind;
  /** Why, in words the writer understands. */
  reason: string;
}

export type ActivityLineRead = ActivityClause | UnreadActivityClause;

/** The vocabulary, for the sheet's "no order NOVA reads" message and the docs. */
export const ACTIVITY_CLAUSE_EXPECTED =
  'an activity for the units ("GO: all ships X", "SO: HIVE 1 D", "CO: Assault only if Empire B assaults"), activities aborted ("GO: abort all activities", "GO: no activities", "GO: do not Devastate") or what an interdicted ship does ("CO: if interdicted, do not modify orders")';

/** Longest line read as an activity clause, in characters: longer lines are left to the GM (the reader stays linear and cheap). */
const MAX_LENGTH = 400;

/** Activity names (lower case) and the letter each stands for; "Warp X" is read as two words. */
const NAMES: Record<string, ActivityLetter> = {
  assault: 'A',
  assaults: 'A',
  devastate: 'D',
  devastates: 'D',
  establish: 'E',
  establishes: 'E',
  explore: 'X',
  explores: 'X',
  interdict: 'I',
  interdicts: 'I',
  land: 'L',
  lands: 'L',
  maintain: 'M',
  observe: 'O',
  observes: 'O',
  surrender: 'S',
  zap: 'Z',
};
/** Words that make a line an activity line even when it does not read (then it is unread, not someone else's). */
const STRONG = new Set([...Object.keys(NAMES), 'activities', 'activity', 'interdicted', 'modify']);
const SEPARATORS = new Set([',', 'and', '&', '/', 'then']);
const FILLERS = new Set(['will', 'shall', 'must', 'should', 'are', 'is', 'to', 'be']);
const CONDITION_WORDS = new Set(['if', 'unless', 'when', 'provided', 'until']);
const START_WORDS = new Set(['abort', 'cancel', 'drop', 'no', 'do', "don't", 'dont', 'never', 'not', 'keep', 'carry', ...FILLERS]);

/** "if interdicted", "if stopped by interdiction", "when ships are interdicted"… at the start of the line. */
const INTERDICTED = /^(?:if|when|should)\s+(?:(?:it|they|we|ships?|the ships?|our ships?)\s+(?:is|are|be|get|gets)\s+)?(?:interdicted|stopped\s+(?:by\s+(?:an?\s+)?(?:interdiction|DG)|unexpectedly|short))\b[\s,:;.-]*/i;
const LEADING_CONDITION = /^(?:if|when|unless|should|in case)\s/i;

/** One word or separator of the clause, its original spelling and lower case. */
interface Token {
  word: string;
  lower: string;
}

function tokens(text: string): Token[] {
  return text
    .replace(/([,&/;])/g, ' $1 ')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== ';')
    .map((word) => ({ word, lower: word.toLowerCase().replace(/[.:!]+$/, '') }));
}

/** One activity as written: a capital letter (`D`, `M+2`), or a name (`Devastate`, `Warp X`, `Maintain range`). */
function activityAt(list: readonly Token[], i: number): { order: ActivityOrder; next: number } | null {
  const t = list[i];
  if (!t) return null;
  const letter = /^([ADEXILMOSWZ])(?:\+(\d{1,2}))?$/.exec(t.word.replace(/[.:]+$/, ''));
  if (letter) {
    const l = letter[1] as ActivityLetter;
    if (letter[2] !== undefined && l !== 'M') return null;
    return { order: { letter: l, ...(letter[2] !== undefined ? { range: Number(letter[2]) } : {}) }, next: i + 1 };
  }
  if (t.lower === 'warp' && list[i + 1]?.lower === 'x') return { order: { letter: 'W' }, next: i + 2 };
  const named = NAMES[t.lower];
  if (!named) return null;
  if (named === 'M' && list[i + 1]?.lower === 'range') return { order: { letter: 'M' }, next: i + 2 };
  return { order: { letter: named }, next: i + 1 };
}

/** The activities of a list (`D, X`, `Devastate and Explore`), or null when a word is not one. */
function activityList(list: readonly Token[]): ActivityOrder[] | null {
  const out: ActivityOrder[] = [];
  let i = 0;
  while (i < list.length) {
    if (SEPARATORS.has(list[i]?.lower ?? '')) {
      i++;
      continue;
    }
    const found = activityAt(list, i);
    if (!found) return null;
    if (found.order.letter === 'S') return null;
    out.push(found.order);
    i = found.next;
  }
  return out.length > 0 ? out : null;
}

const ALL_ACTIVITIES = /^(?:(?:all|any|of|their|its|the)\s+)*(?:activities|activity(?:\s+orders?)?)$/;
const KEEP = /^(?:(?:do not|don't|dont|not) (?:modify|change|alter)|keep|carry out|follow) (?:(?:its|their|the|all|written)\s+)*(?:orders|activities|activity orders)(?: as written)?$/;

/** The effect of the words after the units, or a reason they do not read. */
function effectOf(list: readonly Token[]): ActivityEffect | { reason: string } {
  let i = 0;
  while (i < list.length && FILLERS.has(list[i]?.lower ?? '')) i++;
  const rest = list.slice(i);
  const lower = rest.map((t) => t.lower).join(' ');
  if (KEEP.test(lower)) return { kind: 'keep' };
  const negation = /^(?:carry out )?(?:abort|cancel|drop|no|never|not|do not|don't|dont)(?: carry out| perform| do)?\b/.exec(lower);
  if (negation) {
    const after = rest.slice(negation[0].split(' ').length);
    const afterText = after.map((t) => t.lower).join(' ');
    if (ALL_ACTIVITIES.test(afterText)) return { kind: 'abort', letters: 'all' };
    const named = activityList(after);
    if (named) return { kind: 'abort', letters: [...new Set(named.map((a) => a.letter))] };
    return { reason: `cannot tell which activities "${rest.map((t) => t.word).join(' ')}" aborts: write "abort all activities", or the activities by letter or name ("do not D, X", "no Devastate")` };
  }
  const start = rest[0]?.lower === 'carry' && rest[1]?.lower === 'out' ? 2 : 0;
  const ordered = activityList(rest.slice(start));
  if (ordered) return { kind: 'order', activities: ordered };
  if (rest.some((t) => t.lower === 's' || t.word === 'S' || t.lower === 'surrender')) return { reason: 'a surrender (S) needs the empire it surrenders to and is written on the movement row: S(Empire A)' };
  return { reason: `"${rest.map((t) => t.word).join(' ')}" is not an activity NOVA reads: ${Object.entries(ACTIVITY_ORDERS).filter(([l]) => l !== 'S').map(([l, n]) => `${l} (${n})`).join(', ')}` };
}

/** The ships before the verb: nothing or "all ships"/"all units" is every ship; else names (as turn/general-orders.ts reads them). */
function shipsOf(list: readonly Token[]): ShipSelector {
  const text = list
    .map((t) => t.word)
    .join(' ')
    .replace(/^for\s+/i, '')
    .replace(/[:\s-]+$/, '')
    .trim();
  if (text === '' || /^(?:all|every|each)(?:\s+(?:of\s+)?(?:our|my))?(?:\s+(?:units?|forces|ships?|vessels?))?$/i.test(text) || /^(?:our|my)\s+(?:units|forces|ships|vessels)$/i.test(text)) return { kind: 'all-ships' };
  return {
    kind: 'named',
    names: text
      .split(/,|&|\band\b/i)
      .map((n) => n.trim())
      .filter((n) => n !== ''),
  };
}

/**
 * One line of the block read as an activity clause; null when it holds no activity word (a
 * contact order, a transfer, a note: another reader's). `order` is the line's GO/CO/SO.
 */
export function readActivityLine(line: number, text: string, order: GeneralOrderKind | null): ActivityLineRead | null {
  if (text.length > MAX_LENGTH) return null;
  const kind: GeneralOrderKind = order ?? 'GO';
  const base = { line, text: text.trim(), kind };
  let body = text.replace(GENERAL_PREFIX, '').trim().replace(/\.$/, '');
  const all = tokens(body);
  const strong = all.some((t) => STRONG.has(t.lower));
  const unread = (reason: string): UnreadActivityClause | null => (strong ? { ...base, read: false, reason } : null);
  let interdicted = false;
  const conditions: string[] = [];
  const stopped = INTERDICTED.exec(body);
  if (stopped) {
    interdicted = true;
    body = body.slice(stopped[0].length);
  } else if (LEADING_CONDITION.test(body)) {
    const comma = body.indexOf(',');
    if (comma < 0) return unread('a condition at the start of an order ends with a comma: "if …, all ships D"');
    conditions.push(body.slice(0, comma).trim());
    body = body.slice(comma + 1).trim();
  }
  const words = tokens(body);
  // A trailing condition runs from its first condition word to the end ("… only if Empire B assaults").
  let onlyIf = false;
  let end = words.length;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]?.lower ?? '';
    const only = w === 'only' && words[i + 1]?.lower === 'if';
    const asLong = w === 'as' && words[i + 1]?.lower === 'long' && words[i + 2]?.lower === 'as';
    if (!only && !asLong && !CONDITION_WORDS.has(w)) continue;
    end = i;
    onlyIf = only;
    const tail = words
      .slice(i)
      .map((t) => t.word)
      .join(' ')
      .replace(/\s+([,&/])/g, '$1');
    // "… D if interdicted": the engine's own condition, as at the start.
    const stop = INTERDICTED.exec(tail);
    if (stop && stop[0].length === tail.length && !only) interdicted = true;
    else conditions.push(tail);
    break;
  }
  const action = words.slice(0, end);
  const verbAt = action.findIndex((t, i) => START_WORDS.has(t.lower) || (i < action.length && activityAt(action, i) !== null && !isNameWord(action, i)));
  if (verbAt < 0) {
    if (interdicted && action.length === 0) return unread('say what an interdicted ship does: "if interdicted, do not modify orders", "…, carry out activities", "…, no activities"');
    return unread('no activity in this order: write the units, then the activities (by letter or name) or "abort all activities"');
  }
  const effect = effectOf(action.slice(verbAt));
  if ('reason' in effect) return unread(effect.reason);
  if (effect.kind === 'keep' && !interdicted) return unread('"do not modify orders" and "carry out activities" are read only for interdicted ships: "if interdicted, do not modify orders" (NOVA ACTIVITIES AND INTERDICTIONS)');
  // Nothing strong and a bare letter or two: read only when the whole line is units + letters ("all ships X").
  return { ...base, read: true, ships: shipsOf(action.slice(0, verbAt)), effect, condition: conditions.length > 0 ? conditions.join('; ') : null, onlyIf, interdicted };
}

/** Whether token i is a capital letter inside a name: "LANTERN A 2" (a letter followed by a number), "Empire A", "Player D". */
function isNameWord(list: readonly Token[], i: number): boolean {
  const t = list[i];
  if (!t || t.word.length !== 1) return false;
  return /^\d+$/.test(list[i + 1]?.word ?? '') || ['empire', 'player'].includes(list[i - 1]?.lower ?? '');
}
