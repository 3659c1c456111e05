/**
 * The contact clauses of the GENERAL, SPECIFIC & CONDITIONAL ORDERS block (NOVA: 6.8, 6.9).
 *
 * A line such as `GO: all ships Friendly to Empire A, Hostile to all others` becomes one
 * clause per contact order and target: its kind (GO, CO, SO), the contact letter, whom it
 * is aimed at, which of the writer's units it covers and its condition, if any. A clause
 * that cannot be read is returned unread with the reason (an order error), never dropped;
 * a line with no contact order at all (a transfer, a surrender) is returned as another
 * step's business in `otherLines`.
 *
 * Empire-specific clauses may name only empires with Normal or Full contact, by the alias
 * the writer knows them by (case-insensitive); the real name only after Full contact. The
 * reasons never link a real name to an alias, since the empire reads them in its sitrep.
 */
import { editDistance, suggest } from '../../../text/fuzzy';
import type { ContactLetter } from '../orders/order-letters';
import { GENERAL_PREFIX } from '../orders/general-prefix';
import type { GeneralOrderKind, SheetRow } from '../orders/sheet';
import type { EmpireContact } from './types';

/** An empire named by the writer: its id and the words used. */
export interface EmpireRef {
  empireId: string;
  written: string;
}

/** Whom a clause is aimed at. */
export type ClauseTarget =
  /** "all", "everyone", "aliens", "it" (the aliens of its condition). */
  | { kind: 'all' }
  /** "all others": every alien not named on the same line (nor in its `except`). */
  | { kind: 'others'; except: EmpireRef[] }
  /** "all who identify themselves": any alien that identified itself in IFF. */
  | { kind: 'identified' }
  /** "aliens met for the first time": aliens without Normal or Full contact, or not identified. */
  | { kind: 'unmet' }
  /** One empire, named by the writer's alias for it (Normal or Full contact). */
  | ({ kind: 'empire' } & EmpireRef);

/** Which of the writer's units a clause covers. */
export type ShipSelector = { kind: 'all-units' } | { kind: 'all-ships' } | { kind: 'named'; names: string[] };

interface ClauseBase {
  /** The line on the sheet and its whole text. */
  line: number;
  text: string;
  /** GO, CO or SO; a line that does not say is a GO. */
  kind: GeneralOrderKind;
}

export interface ReadClause extends ClauseBase {
  read: true;
  letter: ContactLetter;
  target: ClauseTarget;
  ships: ShipSelector;
  /** A CO, or a clause with a condition ("if…", "unless…", "any ship that…"): it applies only when the GM rules the condition met. */
  conditional: boolean;
  condition: string | null;
  /** The GM's ruling on the condition, set by the engine; an unruled conditional does not apply. */
  conditionMet?: boolean;
}

export interface UnreadClause extends ClauseBase {
  read: false;
  /** Why, in words the writer understands (shown to the GM and in the empire's sitrep as an order error). */
  reason: string;
  suggestion?: string;
}

export type GeneralClause = ReadClause | UnreadClause;

/** What the reader knows about the writer. */
export interface GeneralOrdersContext {
  /** The writer's empire id (a clause naming itself is refused). */
  empireId?: string;
  /** The writer's contacts: the aliases it may use. */
  contacts: readonly EmpireContact[];
  /** Every empire's real name, usable only with Full contact. */
  empires?: readonly { id: string; name: string }[];
  /** The writer's ship names; when given, a clause naming a ship it does not have is unread (NT). */
  shipNames?: readonly string[];
}

export interface GeneralOrdersRead {
  clauses: GeneralClause[];
  /** Lines of the block with no contact order: for the other steps (transfers, surrender). */
  otherLines: { line: number; text: string }[];
}

/** The sheet's lines as the engine has them (`OrderLine`): only `general` rows are read. */
export function readGeneralOrders(lines: readonly { line: number; text: string; row: SheetRow | null }[], ctx: GeneralOrdersContext): GeneralOrdersRead {
  const clauses: GeneralClause[] = [];
  const otherLines: { line: number; text: string }[] = [];
  for (const l of lines) {
    if (l.row?.kind !== 'general') continue;
    const read = readGeneralLine(l.line, l.row.text, l.row.order, ctx);
    if (read === null) otherLines.push({ line: l.line, text: l.row.text });
    else clauses.push(...read);
  }
  return { clauses, otherLines };
}

const WORDS: Record<string, ContactLetter> = {
  FRIENDLY: 'F',
  GUARD: 'G',
  HOSTILE: 'H',
  KOPPOUT: 'K',
  NEUTRAL: 'N',
  QUALIFIED: 'Q',
  RETREAT: 'R',
  TOLERATE: 'T',
  ULTIMATUM: 'U',
};
const RELATION = String.raw`(?:vs\.?|versus|towards?|against|to)`;
/** A contact order written as a word, in any case. */
const WORD_TOKEN = /\b(friendly|guard|hostile|kopp[- ]?out|neutral|qualified|retreat|tolerate|ultimatum)\b/gi;
/** A contact order written as its capital letter, before "vs"/"to"… or at the end ("H vs MUDDY", "all ships T"); never the letter of "Empire F". */
const LETTER_TOKEN = new RegExp(String.raw`(?<!\b(?:[Ee]mpire|EMPIRE|[Pp]layer|PLAYER)\s)\b([FGHKNQRTU])\b(?=\s*(?:(?:[Vv][Ss]\.?|[Vv]ersus|VERSUS|[Tt]owards?|TOWARDS?|[Aa]gainst|AGAINST|[Tt]o|TO)\s|$))`, 'g');
const LEADING_CONDITION = /^((?:if|when|unless|only if|should|in case)\s+.+?),\s*(.+)$/i;
/** Tried only where a run of spaces starts (the lookbehind), so each run is walked once: linear (issue 19). */
const TRAILING_CONDITION = /(?<!\s)\s+((?:unless|if|when|only if|provided|as long as|until)\s+[^]+)$/i;
/** One filler word, tested on a slice of at most 6 characters (never on unbounded text). */
const FILLER_WORD = /^(?:will|shall|should|are|is|be|to be|remain|stay|go|become|turn|act|must)$/i;
const FILLER_LENGTHS = [6, 5, 4, 3, 2];
const isSeparator = (c: string | undefined): boolean => c !== undefined && /[\s:,-]/.test(c);
const isWordChar = (c: string | undefined): boolean => c !== undefined && /\w/.test(c);

/**
 * The text without its trailing filler ("HIVE 1 will be" → "HIVE 1"): separators and filler words
 * stripped from the end, one piece at a time — linear in the text (a nested-quantifier regex was
 * exponential in a run of spaces, issue 19).
 */
export function stripFiller(text: string): string {
  let end = text.length;
  for (;;) {
    let at = end;
    while (at > 0 && isSeparator(text[at - 1])) at--;
    const length = FILLER_LENGTHS.find((n) => n <= at && FILLER_WORD.test(text.slice(at - n, at)) && !isWordChar(text[at - n - 1]));
    if (length !== undefined) at -= length;
    if (at === end) return text.slice(0, end);
    end = at;
  }
}

/**
 * A clause's segment without trailing separators and one trailing "and" or "&" between them
 * ("vs Empire A, and " → "vs Empire A"), stripped from the end: linear (the regex it replaces was
 * cubic in a run of spaces, issue 19).
 */
export function stripJoiner(text: string): string {
  const sep = (c: string | undefined) => c !== undefined && /[\s,;.]/.test(c);
  let end = text.length;
  while (end > 0 && sep(text[end - 1])) end--;
  if (text[end - 1] === '&') end--;
  else if (end >= 3 && text.slice(end - 3, end).toLowerCase() === 'and' && !isWordChar(text[end - 4])) end -= 3;
  while (end > 0 && sep(text[end - 1])) end--;
  return text.slice(0, end);
}

/** "Kopp-Out" → K. */
function letterOf(word: string): ContactLetter {
  const w = word.toUpperCase().replace(/[- ]/g, '');
  return WORDS[w] ?? (w as ContactLetter);
}

/** Upper case, single spaces, no leading "The". */
function norm(s: string): string {
  return s.trim().toUpperCase().replace(/\s+/g, ' ').replace(/^THE /, '');
}

/**
 * The clauses of one line of the block, or null when the line holds no contact order and
 * nothing that looks like a misspelt one (then it is another step's business).
 */
export function readGeneralLine(line: number, text: string, order: GeneralOrderKind | null, ctx: GeneralOrdersContext): GeneralClause[] | null {
  const kind: GeneralOrderKind = order ?? 'GO';
  const base = { line, text: text.trim(), kind };
  const unread = (reason: string, suggestion?: string | null): UnreadClause => ({ ...base, read: false, reason, ...(suggestion ? { suggestion } : {}) });
  let body = text.replace(GENERAL_PREFIX, '').trim();
  let condition: string | null = null;
  const lead = LEADING_CONDITION.exec(body);
  if (lead) {
    condition = (lead[1] ?? '').trim();
    body = (lead[2] ?? '').trim();
  }
  const tokens = [...body.matchAll(WORD_TOKEN), ...body.matchAll(LETTER_TOKEN)]
    .map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, letter: letterOf(m[1] ?? '') }))
    .sort((a, b) => a.start - b.start);
  const first = tokens[0];
  if (!first) {
    const near = body.split(/[^A-Za-z-]+/).find((w) => w.length >= 5 && Object.keys(WORDS).some((k) => editDistance(w.replace(/-/g, ''), k) <= 2));
    if (near) {
      const fix = suggest(near.replace(/-/g, ''), Object.keys(WORDS));
      return [unread(`"${near}" is not a contact order; write Friendly, Guard, Hostile, Kopp-Out, Neutral, Qualified, Retreat, Tolerate or Ultimatum (or its letter)`, fix ? fix.charAt(0) + fix.slice(1).toLowerCase() : null)];
    }
    if (new RegExp(String.raw`\b(?:vs\.?|versus|towards?|against)\s`, 'i').test(body)) {
      return [unread('no contact order in this line: write Friendly, Guard, Hostile, Kopp-Out, Neutral, Qualified, Retreat, Tolerate or Ultimatum (or its letter) before "vs"')];
    }
    return null;
  }
  // A trailing condition ("… unless fired upon") runs from the first condition word after the first order.
  const tail = TRAILING_CONDITION.exec(body.slice(first.end));
  let end = body.length;
  if (tail) {
    end = first.end + (tail.index ?? 0);
    condition = condition ? `${condition}; ${(tail[1] ?? '').trim()}` : (tail[1] ?? '').trim();
  }
  const ships = readShips(stripFiller(body.slice(0, first.start)).trim());
  const inRange = tokens.filter((t) => t.start < end);
  const clauses: GeneralClause[] = [];
  for (const [i, token] of inRange.entries()) {
    const segment = stripJoiner(body.slice(token.end, inRange[i + 1]?.start ?? end)).trim();
    for (const read of readTargets(segment, ctx)) {
      if ('reason' in read) {
        clauses.push(unread(read.reason, read.suggestion));
        continue;
      }
      const when = read.condition ?? condition;
      clauses.push({ ...base, read: true, letter: token.letter, target: read.target, ships, conditional: kind === 'CO' || when !== null, condition: when });
    }
  }
  // NOVA: CONDITIONAL ORDERS "Ships may not be given conditional orders to go hostile towards aliens only on the basis of Minor Contact."
  const minor = condition !== null ? minorBasis(condition, ctx.contacts) : null;
  if (minor && clauses.some((c) => c.read && c.letter === 'H')) {
    return [unread(`${minor}: this empire has only Minor contact with it; an order may not go hostile on the basis of Minor contact (NOVA CONDITIONAL ORDERS)`)];
  }
  if (ctx.shipNames && ships.kind === 'named') {
    const missing = ships.names.filter((n) => !ctx.shipNames?.some((s) => nameCovers(n, s)));
    if (missing.length > 0) {
      const fix = suggest(missing[0] ?? '', ctx.shipNames);
      return [unread(`NT: no ship of this empire is called ${missing.join(', ')}`, fix)];
    }
  }
  return clauses;
}

/** A Minor contact's number the condition names ("if PLAYER 1 attacks"), as written, or null. `\s+` then `\d+` cannot share characters: linear. */
function minorBasis(condition: string, contacts: readonly EmpireContact[]): string | null {
  for (const m of condition.matchAll(/\bPLAYER\s+(\d+)\b/gi)) {
    const n = Number(m[1]);
    if (contacts.some((c) => c.level === 'minor' && c.minorNumber === n)) return m[0];
  }
  return null;
}

function readShips(text: string): ShipSelector {
  const t = text.replace(/^(?:for\s+)?/i, '').trim();
  if (t === '' || /^(?:all|every|each)\s+(?:of\s+)?(?:our\s+|my\s+)?(?:units?|forces)$/i.test(t)) return { kind: 'all-units' };
  if (/^(?:all|every|each)?\s*(?:of\s+)?(?:our\s+|my\s+)?(?:ships?|vessels?)$/i.test(t)) return { kind: 'all-ships' };
  return {
    kind: 'named',
    names: t
      .split(/,|&|\band\b/i)
      .map((n) => n.trim())
      .filter((n) => n !== ''),
  };
}

/**
 * Whether a ship list entry as written covers a ship name: the name itself, the name after
 * a class ("CA Carrion" covers CARRION), or a plural ("all Hives", "Shades") covering every
 * ship whose name is that word and a number or more words (HIVE 1, SHADE 3).
 */
export function nameCovers(written: string, shipName: string): boolean {
  let w = norm(written);
  const name = norm(shipName);
  if (w === name || w.endsWith(` ${name}`)) return true;
  const all = /^ALL /.test(w);
  if (all) w = w.slice(4);
  if (w === name) return true;
  const stems = [w];
  if (w.endsWith('ES')) stems.push(w.slice(0, -2));
  if (w.endsWith('S')) stems.push(w.slice(0, -1));
  return stems.some((stem) => stem !== '' && (name === stem || name.startsWith(`${stem} `)) && (all || stem !== w));
}

/** Whether a clause covers one of the writer's units (`kind` 'ship' when not said). */
export function clauseCovers(ships: ShipSelector, unit: { name?: string; kind?: 'ship' | 'army' | 'colonists' }): boolean {
  if (ships.kind === 'all-units') return true;
  if (ships.kind === 'all-ships') return (unit.kind ?? 'ship') === 'ship';
  return unit.name !== undefined && ships.names.some((n) => nameCovers(n, unit.name as string));
}

type TargetRead = { target: ClauseTarget; condition?: string } | { reason: string; suggestion?: string | null };

const ALL = /^(?:all|everyone|everybody|anyone|anybody|any|all aliens?|aliens?|any aliens?|all ships|all units|all alien (?:ships|units)|any alien (?:ships?|units?)|it|them|they|those|everything)$/i;
const OTHERS = /^(?:all\s+)?others?$|^(?:everyone|everybody|anyone|anybody) else$|^all other (?:aliens|ships|empires|units|players)$/i;
const EXCEPT = /^(?:all|everyone|everybody|anyone|any alien|all aliens)\s+(?:except|but|other than)\s+(.+)$/i;
const IDENTIFIED = /\bidentif(?:y|ies|ied)\b/i;
const UNMET = /(?:met for the first time|first met|never met|not (?:yet )?met|unknown aliens?|new aliens?|newcomers?|strangers?)/i;
const RELATIVE = /^(?:any|all|every)\s+(?:alien\s+)?(?:ships?|units?|aliens?|one|empires?|players?)\s+(?:that|which|who)\s+.+$/i;

/** The targets of one clause: the words after its contact order ("vs Empire A and Empire B"). */
function readTargets(segment: string, ctx: GeneralOrdersContext): TargetRead[] {
  if (segment === '') return [{ target: { kind: 'all' } }];
  const rel = new RegExp(String.raw`^${RELATION}\s+(.+)$`, 'i').exec(segment);
  if (!rel) return [{ reason: `cannot tell whom "${segment}" is aimed at: write vs, to or toward before the target ("Friendly vs Empire A", "Hostile vs all others")` }];
  const words = (rel[1] ?? '').trim();
  if (IDENTIFIED.test(words)) return [{ target: { kind: 'identified' } }];
  if (OTHERS.test(words)) return [{ target: { kind: 'others', except: [] } }];
  if (UNMET.test(words)) return [{ target: { kind: 'unmet' } }];
  if (ALL.test(words)) return [{ target: { kind: 'all' } }];
  if (RELATIVE.test(words)) return [{ target: { kind: 'all' }, condition: words }];
  const except = EXCEPT.exec(words);
  if (except) {
    const refs = splitNames(except[1] ?? '').map((n) => empireNamed(n, ctx));
    const bad = refs.find((r): r is { reason: string; suggestion?: string | null } => 'reason' in r);
    return bad ? [bad] : [{ target: { kind: 'others', except: refs as EmpireRef[] } }];
  }
  const names = splitNames(words);
  if (names.length === 0) return [{ reason: `no target after "${rel[0]}": name an empire, "all" or "all others"` }];
  return names.map((n) => {
    const ref = empireNamed(n, ctx);
    return 'reason' in ref ? ref : { target: { kind: 'empire', ...ref } };
  });
}

function splitNames(words: string): string[] {
  return words
    .split(/,|&|\band\b/i)
    .map((n) => n.trim().replace(/(?<!\s)\s+(?:units?|ships?|forces|vessels?)$/i, ''))
    .filter((n) => n !== '');
}

/**
 * The empire a name stands for (NOVA: 6.8: Normal or Full contact only). Aliases match
 * without case; "PLAYER n" matches a Minor number later linked to a letter; real names
 * only with Full contact. Every refusal reads the same whether or not the empire exists,
 * so a reason never tells the writer who an alias really is.
 */
function empireNamed(written: string, ctx: GeneralOrdersContext): EmpireRef | { reason: string; suggestion?: string | null } {
  const n = norm(written);
  const usable = ctx.contacts.filter((c) => c.level !== 'minor');
  const byAlias = ctx.contacts.find((c) => norm(c.alias) === n);
  if (byAlias && byAlias.level !== 'minor') return { empireId: byAlias.empireId, written };
  if (byAlias) return { reason: `${written}: this empire has only Minor contact with it; General, Conditional and Special orders may name only empires with Normal or Full contact (NOVA 6.8)` };
  const number = /^PLAYER (\d+)$/.exec(n);
  const byNumber = number ? usable.find((c) => c.minorNumber === Number(number[1])) : undefined;
  if (byNumber) return { empireId: byNumber.empireId, written };
  const real = ctx.empires?.find((e) => norm(e.name) === n);
  if (real && real.id === ctx.empireId) return { reason: `${written} is this empire itself` };
  const full = real ? usable.find((c) => c.empireId === real.id && c.level === 'full') : undefined;
  if (full) return { empireId: full.empireId, written };
  return {
    reason: `${written}: no empire this empire has Normal or Full contact with goes by that name; name an empire by the letter your sitrep gives it (real names only after Full contact, NOVA 6.4, 6.8)`,
    suggestion: suggest(written, usable.map((c) => c.alias)),
  };
}

/**
 * The clauses with the GM's rulings on their conditions (NOVA: 6.9 "the GM will use a literal
 * interpretation"): `met` answers true (met), false (not met) or undefined (not ruled: the
 * clause does not apply and contact resolution notes it). Unconditional clauses are unchanged.
 */
export function withConditionRulings(clauses: readonly GeneralClause[], met: (clause: ReadClause) => boolean | undefined): GeneralClause[] {
  return clauses.map((c) => {
    if (!c.read || !c.conditional) return c;
    const ruled = met(c);
    if (ruled === undefined) return c;
    return { ...c, conditionMet: ruled };
  });
}
