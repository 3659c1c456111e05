/**
 * Contact resolution in one system after movement (NOVA: 6.4 IFF, 6.6–6.9, 6.13, 6.14):
 * each unit's base order (what it shows unidentified aliens), identification, the order
 * toward an identified empire, the table's code (with code 8's second lookup), and the
 * rigid rule that once two empires are hostile every unit of both fights (NOVA: 6.8).
 *
 * Pure and order-independent: the same units in any order give the same result.
 */
import { CONTACT_ORDERS, isContactLetter, type ContactLetter } from '../orders/order-letters';
import { CONTACT_SEEKING, contactCode, standardDefault, type ContactCode } from './contact-table';
import { clauseCovers, type GeneralClause, type ReadClause } from './general-orders';
import type { ContactLevel, ContactOutcome, EmpireContact } from './types';

export interface ContactUnit {
  unitId: string;
  empireId: string;
  armed: boolean;
  /** Primary then default (at most 2), as written; [] = none. */
  contact: ContactLetter[];
  /** Activity letters, S included. */
  activities: string[];
  /** The unit's name, matched by ship lists in clauses ("CA Carrion") and used in explanations. */
  name?: string;
  /** 'ship' unless said; the defaults differ (NOVA: 6.7 armies H, colonists N). */
  kind?: 'ship' | 'army' | 'colonists';
}

export interface EmpireStance {
  empireId: string;
  clauses: GeneralClause[];
  contacts: EmpireContact[];
  /** The name used in explanations (the GM's view); the id when absent. */
  name?: string;
}

/** Rule points the book leaves open (digest §10.4), as game settings. */
export interface ContactOptions {
  /** A22: does an S (surrender) activity count as "having activity orders" for codes 5, 6, 10, 11? Default no: S is never aborted. */
  surrenderIsActivity?: boolean;
  /** A23: K's default when hostilities occur; default R. */
  kDefault?: ContactLetter;
}

/** One side of a table look-up. */
export interface Side {
  /** "MUDDY", "side A". */
  label: string;
  order: ContactLetter;
  /** Activities that count for codes 5, 6, 10, 11 (S excluded unless the setting says otherwise). */
  activities: string[];
  armed: boolean;
  /** The unit's own second contact order, used by code 8 before the standard default. */
  ownDefault?: ContactLetter;
}

/** The table's answer for two sides. */
export interface SideResult {
  /** The final code, after code 8's second lookup. */
  code: ContactCode;
  /** The letters of the final lookup, a then b. */
  orders: [ContactLetter, ContactLetter];
  /** Every lookup made, in order (two or three when code 8 sent a side to its default). */
  lookups: { orders: [ContactLetter, ContactLetter]; code: ContactCode }[];
  outcome: ContactOutcome;
  abort: [boolean, boolean];
  retreat: [boolean, boolean];
  explanation: string;
}

const FRIENDLY_OR = (friendly: boolean): ContactOutcome => (friendly ? 'friendly' : 'neutral');

/**
 * NOVA 6.13 for two sides. Code 8: the non-U side reverts to its own second order, else
 * the standard default (NOVA 6.6), and the table is read again; a second 8 (a written
 * default that is itself F, N or Q) reverts once more to that order's standard default.
 */
export function resolveSides(a: Side, b: Side, options: ContactOptions = {}): SideResult {
  const sides: [Side, Side] = [a, b];
  const lookups: SideResult['lookups'] = [];
  const steps: string[] = [];
  let code = contactCode(a.order, b.order);
  for (let round = 0; code === 8 && round < 2; round++) {
    lookups.push({ orders: [sides[0].order, sides[1].order], code });
    const i = sides[0].order === 'U' ? 1 : 0;
    const s = sides[i] as Side;
    // A written second order is used first, unless it is an H the unarmed side may not hold (NOVA 6.6).
    const own = round === 0 && s.ownDefault && s.ownDefault !== s.order && !(s.ownDefault === 'H' && !s.armed) ? s.ownDefault : undefined;
    const next = own ?? standardDefault(s.order, s.armed, options.kDefault);
    const why = own ? 'its own default' : `${s.order}'s default for ${s.armed ? 'an armed' : 'an unarmed'} unit, NOVA 6.6`;
    steps.push(`${sides[0].order} vs ${sides[1].order} = 8: ${s.label} reverts to ${next} (${why})`);
    sides[i] = { ...s, order: next };
    code = contactCode(sides[0].order, sides[1].order);
  }
  const [x, y] = sides;
  lookups.push({ orders: [x.order, y.order], code });
  const head = `${x.order} vs ${y.order} = ${code}`;
  const has = (s: Side) => s.activities.length > 0;
  const acts = (s: Side) => `${s.label} has activity ${s.activities.join(',')}`;
  const none = 'no activities';
  const isF = [x.order === 'F', y.order === 'F'] as [boolean, boolean];
  const isK = [x.order === 'K', y.order === 'K'] as [boolean, boolean];
  const isR = [x.order === 'R', y.order === 'R'] as [boolean, boolean];
  const named = (flags: [boolean, boolean]) => sides.filter((_, i) => flags[i]).map((s) => s.label).join(' and ');
  let outcome: ContactOutcome = 'neutral';
  let abort: [boolean, boolean] = [false, false];
  let retreat: [boolean, boolean] = [false, false];
  let words: string;
  switch (code) {
    case 1:
    case 2:
      outcome = FRIENDLY_OR(code === 1);
      words = `${outcome} contact, activities executed`;
      break;
    case 3:
    case 9:
      outcome = FRIENDLY_OR(code === 3);
      abort = isF;
      words = `${outcome} contact, ${named(isF)} (F) aborts its activities`;
      break;
    case 4:
      outcome = 'hostile';
      words = 'hostilities';
      break;
    case 5:
    case 6: {
      const active = sides.filter(has);
      outcome = active.length > 0 ? 'hostile' : FRIENDLY_OR(code === 5);
      words = active.length > 0 ? `${active.map(acts).join(', ')}, hostilities` : `${none}, ${outcome} contact`;
      break;
    }
    case 7:
      retreat = isR;
      words = `${named(isR)} (R) retreat${isR[0] && isR[1] ? '' : 's'}`;
      break;
    case 10:
    case 11: {
      // "The side with Q orders": for G–N and T–N there is no Q; it is the side that is not G or T (digest §6.13, A22).
      const q = sides.find((s) => s.order !== 'G' && s.order !== 'T') as Side;
      outcome = has(q) ? 'hostile' : FRIENDLY_OR(code === 11);
      words = has(q) ? `${acts(q)}, hostilities` : `${q.label} has ${none}, ${outcome} contact`;
      break;
    }
    case 12:
      abort = isK;
      words = `neutral contact, ${named(isK)} (K) aborts its activities`;
      break;
    case 13:
      retreat = isK;
      words = `${named(isK)} (K) retreats`;
      break;
    default:
      // A third 8 cannot happen: every standard default is H or R against U.
      outcome = 'hostile';
      words = 'no default left to revert to; hostilities (GM to rule)';
  }
  abort = [abort[0] && has(x), abort[1] && has(y)];
  return { code, orders: [x.order, y.order], lookups, outcome, abort, retreat, explanation: [...steps, `${head}: ${words}`].join('; ') };
}

/** How a unit's order toward one alien was chosen. */
export interface Chosen {
  letter: ContactLetter;
  notes: string[];
}

/** What the unit knows about the alien it faces: whether it identified itself, its empire, and the unit's empire's contact level with it. */
export interface ContactView {
  identified: boolean;
  empireId: string;
  level: ContactLevel | null;
}

const KIND_RANK = { SO: 3, CO: 2, GO: 1 } as const;
const TARGET_RANK = { empire: 4, identified: 3, others: 2, unmet: 2, all: 1 } as const;

function known(level: ContactLevel | null): boolean {
  return level === 'normal' || level === 'full';
}

function applies(clause: ReadClause, view: ContactView, stance: EmpireStance): boolean {
  const t = clause.target;
  switch (t.kind) {
    case 'all':
      return true;
    case 'identified':
      return view.identified;
    case 'unmet':
      return !(view.identified && known(view.level));
    case 'empire':
      return view.identified && known(view.level) && t.empireId === view.empireId;
    case 'others': {
      if (!view.identified) return true;
      const namedOnLine = stance.clauses.some((c) => c.read && c.line === clause.line && ((c.target.kind === 'empire' && c.target.empireId === view.empireId) || (c.target.kind === 'others' && c.target.except.some((e) => e.empireId === view.empireId))));
      return !namedOnLine;
    }
  }
}

function unitDefault(unit: ContactUnit): ContactLetter {
  const kind = unit.kind ?? 'ship';
  if (kind === 'army') return 'H';
  if (kind === 'colonists') return 'N';
  return unit.armed ? 'T' : 'N';
}

function label(unit: ContactUnit): string {
  return unit.name ?? unit.unitId;
}

/**
 * A unit's contact order toward an alien (NOVA: 6.9 priority SO > CO > GO > the unit's
 * order > the default). Toward an unidentified alien this is the unit's base order.
 */
export function orderToward(unit: ContactUnit, stance: EmpireStance | undefined, view: ContactView): Chosen {
  const notes: string[] = [];
  const clauses = (stance?.clauses ?? []).filter((c): c is ReadClause => c.read && clauseCovers(c.ships, unit) && applies(c, view, stance as EmpireStance));
  const ruled = clauses.filter((c) => !c.conditional || c.conditionMet === true);
  for (const c of clauses) if (c.conditional && c.conditionMet === undefined) notes.push(`line ${c.line} (${c.text}) is conditional and not ruled: it does not apply`);
  const rank = (c: ReadClause) => [KIND_RANK[c.kind], TARGET_RANK[c.target.kind], c.ships.kind === 'named' ? 1 : 0];
  const sorted = [...ruled].sort((p, q) => {
    const [rp, rq] = [rank(p), rank(q)];
    for (let i = 0; i < 3; i++) if ((rp[i] as number) !== (rq[i] as number)) return (rq[i] as number) - (rp[i] as number);
    return p.line - q.line;
  });
  const best = sorted[0];
  let letter: ContactLetter;
  if (best) {
    letter = best.letter;
    const rival = sorted.find((c) => c !== best && c.letter !== best.letter && rank(c).join() === rank(best).join());
    if (rival) notes.push(`lines ${best.line} and ${rival.line} give ${label(unit)} different orders at the same priority; line ${best.line} (written first) used`);
  } else {
    letter = unit.contact[0] ?? unitDefault(unit);
  }
  const kind = unit.kind ?? 'ship';
  if (letter === 'H' && !unit.armed && kind !== 'army') {
    const own = unit.contact[1];
    const fallback = own && own !== 'H' ? own : unitDefault(unit);
    notes.push(`H is not allowed for unarmed ${label(unit)} (NOVA 6.6): it is treated as ${fallback}`);
    letter = fallback;
  }
  return { letter, notes };
}

export interface PairResult {
  /** Empire ids, sorted. */
  a: string;
  b: string;
  /** The deciding comparison: its final code and the letters compared, a then b, after identification and code-8 lookup. */
  code: number;
  orders: [string, string];
  /** The look-ups of the deciding comparison (two when code 8 sent a side to its default). */
  lookups: { orders: [string, string]; code: number }[];
  outcome: ContactOutcome;
  /** The table's outcome before a GM ruling. */
  tableOutcome: ContactOutcome;
  ruled: boolean;
  abortedUnitIds: string[];
  retreatingUnitIds: string[];
  /** One GM-readable sentence: "T vs N = 10: MUDDY has activity X, hostilities". */
  explanation: string;
  /** Every pair of unit groups compared (units of one empire with the same orders). */
  groups: { unitIds: [string[], string[]]; code: number; orders: [string, string]; outcome: ContactOutcome; explanation: string }[];
}

export interface SystemContact {
  pairs: PairResult[];
  hostile: [string, string][];
  /** Every unit of both empires of a hostile pair is in the battle (NOVA: 6.8). */
  battleUnitIds: string[];
  /** Units retreating (codes 7, 13) and not held in a battle with a third empire. */
  retreatingUnitIds: string[];
  abortedUnitIds: string[];
  /** For the GM: unruled conditional clauses, unarmed H, conflicting clauses. */
  notes: string[];
}

interface Group {
  key: string;
  units: ContactUnit[];
  base: ContactLetter;
  /** The order toward the other empire once it has identified itself. */
  identified: ContactLetter;
  armed: boolean;
  ownDefault?: ContactLetter;
}

function groupsToward(units: readonly ContactUnit[], stance: EmpireStance | undefined, other: string, notes: Set<string>): Group[] {
  const level = stance?.contacts.find((c) => c.empireId === other)?.level ?? null;
  const groups = new Map<string, Group>();
  for (const unit of units) {
    const base = orderToward(unit, stance, { identified: false, empireId: other, level });
    const ident = orderToward(unit, stance, { identified: true, empireId: other, level });
    for (const n of [...base.notes, ...ident.notes]) notes.add(`${stance?.name ?? unit.empireId}: ${n}`);
    const own = unit.contact[1];
    const key = `${base.letter}|${ident.letter}|${own ?? ''}|${unit.armed}`;
    const g = groups.get(key) ?? { key, units: [], base: base.letter, identified: ident.letter, armed: unit.armed, ...(own ? { ownDefault: own } : {}) };
    g.units.push(unit);
    groups.set(key, g);
  }
  return [...groups.values()].sort((p, q) => (p.key < q.key ? -1 : 1));
}

function activitiesOf(units: readonly ContactUnit[], options: ContactOptions): string[] {
  const letters = new Set(units.flatMap((u) => u.activities.map((a) => a.toUpperCase())).filter((a) => options.surrenderIsActivity || a !== 'S'));
  return [...letters].sort();
}

/**
 * Resolves every pair of empires in one system (NOVA: 6.13 pair-resolution; digest §10.4
 * A30). `rulings` (`${a}:${b}`, ids sorted) replace the table's outcome for a pair.
 */
export function resolveSystemContacts(
  units: readonly ContactUnit[],
  stances: ReadonlyMap<string, EmpireStance>,
  rulings: Record<string, ContactOutcome> = {},
  options: ContactOptions = {},
): SystemContact {
  const sorted = [...units].sort((p, q) => (p.unitId < q.unitId ? -1 : p.unitId > q.unitId ? 1 : 0));
  const empires = [...new Set(sorted.map((u) => u.empireId))].sort();
  const notes = new Set<string>();
  const pairs: PairResult[] = [];
  for (const [i, a] of empires.entries()) {
    for (const b of empires.slice(i + 1)) pairs.push(resolvePair(a, b, sorted, stances, rulings[`${a}:${b}`], options, notes));
  }
  const hostile = pairs.filter((p) => p.outcome === 'hostile').map((p) => [p.a, p.b] as [string, string]);
  const inBattle = new Set(hostile.flat());
  const battleUnitIds = sorted.filter((u) => inBattle.has(u.empireId)).map((u) => u.unitId);
  const held = new Set(battleUnitIds);
  const collect = (pick: (p: PairResult) => string[]) => [...new Set(pairs.flatMap(pick))].filter((id) => !held.has(id)).sort();
  return { pairs, hostile, battleUnitIds, retreatingUnitIds: collect((p) => p.retreatingUnitIds), abortedUnitIds: collect((p) => p.abortedUnitIds), notes: [...notes].sort() };
}

function resolvePair(a: string, b: string, units: readonly ContactUnit[], stances: ReadonlyMap<string, EmpireStance>, ruling: ContactOutcome | undefined, options: ContactOptions, notes: Set<string>): PairResult {
  const [sa, sb] = [stances.get(a), stances.get(b)];
  const ga = groupsToward(units.filter((u) => u.empireId === a), sa, b, notes);
  const gb = groupsToward(units.filter((u) => u.empireId === b), sb, a, notes);
  const sideOf = (g: Group, others: Group, stance: EmpireStance | undefined, id: string, many: boolean): Side => ({
    label: `${stance?.name ?? id}${many ? ` (${g.units.map(label).join(', ')})` : ''}`,
    order: CONTACT_SEEKING.includes(others.base) ? g.identified : g.base,
    activities: activitiesOf(g.units, options),
    armed: g.armed,
    ...(g.ownDefault ? { ownDefault: g.ownDefault } : {}),
  });
  const results = ga.flatMap((x) =>
    gb.map((y) => {
      const r = resolveSides(sideOf(x, y, sa, a, ga.length > 1), sideOf(y, x, sb, b, gb.length > 1), options);
      return { x, y, r };
    }),
  );
  const tableOutcome: ContactOutcome = results.some(({ r }) => r.outcome === 'hostile') ? 'hostile' : results.some(({ r }) => r.outcome === 'friendly') ? 'friendly' : 'neutral';
  const decisive = results.find(({ r }) => r.outcome === tableOutcome) ?? results[0];
  const outcome = ruling ?? tableOutcome;
  const pick = (flag: (r: SideResult) => [boolean, boolean]) =>
    outcome === 'hostile'
      ? []
      : [
          ...new Set(
            results.flatMap(({ x, y, r }) => {
              const [fx, fy] = flag(r);
              return [...(fx ? x.units : []), ...(fy ? y.units : [])];
            }),
          ),
        ];
  const withActivity = (u: ContactUnit) => activitiesOf([u], { surrenderIsActivity: false }).length > 0;
  const who = decisive && results.length > 1 ? ` (${decisive.x.units.map(label).join(', ')} vs ${decisive.y.units.map(label).join(', ')})` : '';
  const table = decisive ? decisive.r.explanation.replace(/^([A-Z] vs [A-Z] = \d+)/, `$1${who}`) : 'no units';
  const rigid = tableOutcome === 'hostile' && results.length > 1 ? '; once hostilities start every unit of both empires fights (NOVA 6.8)' : '';
  return {
    a,
    b,
    code: decisive?.r.code ?? 0,
    orders: decisive?.r.orders ?? ['', ''],
    lookups: decisive?.r.lookups ?? [],
    outcome,
    tableOutcome,
    ruled: ruling !== undefined,
    abortedUnitIds: pick((r) => r.abort)
      .filter(withActivity)
      .map((u) => u.unitId)
      .sort(),
    retreatingUnitIds: pick((r) => r.retreat)
      .map((u) => u.unitId)
      .sort(),
    explanation: ruling !== undefined ? `GM ruling: ${ruling} (the table gave ${tableOutcome}: ${table})` : `${table}${rigid}`,
    groups: results.map(({ x, y, r }) => ({ unitIds: [x.units.map((u) => u.unitId), y.units.map((u) => u.unitId)], code: r.code, orders: r.orders, outcome: r.outcome, explanation: r.explanation })),
  };
}

/** Reads a contact order written as a letter or a word ("F", "friendly", "Kopp-Out"), or null. */
export function readContactLetter(text: string): ContactLetter | null {
  const t = text.trim().toUpperCase().replace(/[- ]/g, '');
  if (isContactLetter(t)) return t;
  const found = Object.entries(CONTACT_ORDERS).find(([, name]) => name.toUpperCase().replace(/[- ]/g, '') === t);
  return found ? (found[0] as ContactLetter) : null;
}
