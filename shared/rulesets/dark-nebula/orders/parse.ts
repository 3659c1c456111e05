/**
 * Reads typed order sheets, one order per line (docs/dark-nebula.md "Orders"). Every line that is
 * not blank or a comment becomes a row: an order, or a diagnostic with its line number — never
 * dropped. Names are kept as typed; the checker resolves them against the map and the units.
 */
import { isOversizedLine, LINE_TOO_LONG, oversizedLineMessage } from '../../../orders/line-limit';
import { UNIT_CODES, type UnitCode } from '../model';
import { SHEET_KINDS, SHEET_VERBS, type Order, type OrderProblem, type OrderRow, type PlaceRef, type SheetKind, type UnitStop } from './types';

const ID = /^[AHI]\d+$/i;

function problem(line: number, code: string, message: string, rule = 'docs/dark-nebula.md'): OrderProblem {
  return { line, code, message, rule };
}

/** "A12, A13 A14" → ids (upper case); null if any token is not a unit id. */
function unitList(text: string): string[] | null {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length === 0 || tokens.some((t) => !ID.test(t))) return null;
  return tokens.map((t) => t.toUpperCase());
}

/** "Osa", "RIA/Alis:Alis", "Osa:space". */
export function parsePlace(text: string): PlaceRef | null {
  const t = text.trim();
  if (t === '') return null;
  const [system, box] = t.split(':').map((s) => s.trim());
  if (!system) return null;
  if (box === undefined) return { system };
  if (box.toLowerCase() === 'space') return { system, space: true };
  return box === '' ? null : { system, box };
}

function code(text: string): UnitCode | null {
  const c = text.toUpperCase();
  return (UNIT_CODES as readonly string[]).includes(c) ? (c as UnitCode) : null;
}

type Parsed = { order: Order } | { error: string };

/** One line's text (comment removed) to an order. */
export function parseLine(text: string): Parsed {
  const m = /^(\S+)\s*(.*)$/.exec(text.trim());
  if (!m) return { error: 'empty line' };
  const verb = (m[1] as string).toUpperCase();
  const rest = (m[2] as string).trim();
  const units = (s: string) => unitList(s);
  const bad = (why: string): Parsed => ({ error: `${verb}: ${why}` });
  switch (verb) {
    case 'BUILD': {
      const b = /^(\S+)(?:\s+[x×]?(\d+))?(?:\s+AT\s+(.+))?$/i.exec(rest);
      const c = b ? code(b[1] as string) : null;
      if (!b || !c) return bad('write BUILD <code> [xN] [AT <system>[:<box>]]');
      const count = b[2] ? Number(b[2]) : 1;
      if (count < 1 || count > 20) return bad('count must be 1 to 20');
      const at = b[3] ? parsePlace(b[3]) : undefined;
      if (b[3] && !at) return bad('unreadable place');
      return { order: { verb, code: c, count, at: at ?? undefined } };
    }
    case 'PLACE': {
      const p = /^(\S+)\s+AT\s+(.+)$/i.exec(rest);
      const at = p ? parsePlace(p[2] as string) : null;
      if (!p || !ID.test(p[1] as string) || !at) return bad('write PLACE <unit> AT <system>[:<box>]');
      return { order: { verb, unit: (p[1] as string).toUpperCase(), at } };
    }
    case 'REPAIR': {
      if (/^ALL$/i.test(rest)) return { order: { verb, units: 'ALL' } };
      const u = units(rest);
      return u ? { order: { verb, units: u } } : bad('write REPAIR ALL or REPAIR <units>');
    }
    case 'UNPAID':
    case 'FRONTIER':
    case 'HIRE':
    case 'DISMISS':
    case 'REBUILD':
    case 'DISCARD':
    case 'QUEUE':
    case 'LIFT': {
      const u = units(rest);
      return u ? { order: { verb, units: u } as Order } : bad(`write ${verb} <unit ids>`);
    }
    case 'RIA': {
      const r = /^TYPE\s+([12])$/i.exec(rest);
      return r ? { order: { verb, type: Number(r[1]) as 1 | 2 } } : bad('write RIA TYPE 1 or RIA TYPE 2');
    }
    case 'APPEAL':
    case 'TRUCE':
      return rest === '' ? { order: { verb } } : bad('takes nothing after it');
    case 'GRANT': {
      const codes = rest.split(/[\s,]+/).filter((t) => t !== '').map(code);
      return codes.length >= 1 && codes.length <= 3 && codes.every((c) => c !== null) ? { order: { verb, codes: codes as UnitCode[] } } : bad('write GRANT <code> [<code> <code>]');
    }
    case 'MOVE': {
      const mv = /^(\S+(?:\s*,\s*\S+)*)\s+(.+)$/.exec(rest);
      if (!mv) return bad('write MOVE <units> <system> > <system> > …');
      const stops: UnitStop[] = [];
      for (const token of (mv[1] as string).split(',').map((t) => t.trim())) {
        const [id, at] = token.split('@');
        if (!id || !ID.test(id)) return bad(`${token} is not a unit id`);
        stops.push(at ? { id: id.toUpperCase(), stopAt: at } : { id: id.toUpperCase() });
      }
      const path = (mv[2] as string).split(/\s*(?:->|>)\s*/).map((s) => s.trim());
      if (path.length < 2 || path.some((p) => p === '')) return bad('the path needs at least two systems separated by ">"');
      return { order: { verb, units: stops, path } };
    }
    case 'SUBLIGHT': {
      const s = /^(.+?)\s+TO\s+(.+)$/i.exec(rest);
      const u = s ? units(s[1] as string) : null;
      return s && u ? { order: { verb, units: u, to: (s[2] as string).trim() } } : bad('write SUBLIGHT <units> TO <system>');
    }
    case 'LOAD':
    case 'UNLOAD': {
      const l = /^(\S+)\s*(.*)$/.exec(rest);
      if (!l || !ID.test(l[1] as string)) return bad(`write ${verb} <carrier> <cargo ids>`);
      const carrier = (l[1] as string).toUpperCase();
      if (verb === 'UNLOAD' && ((l[2] as string) === '' || /^ALL$/i.test(l[2] as string))) return { order: { verb, carrier, cargo: 'ALL' } };
      const cargo = units(l[2] as string);
      return cargo ? { order: { verb, carrier, cargo } as Order } : bad('cargo must be unit ids');
    }
    case 'REACT': {
      const at = parsePlace(rest);
      return at ? { order: { verb, at } } : bad('write REACT <system>[:<box>]');
    }
    case 'RANGE': {
      const r = /^(LONG|SHORT|KEEP)(?:\s+AT\s+(.+))?$/i.exec(rest);
      return r ? { order: { verb, pref: (r[1] as string).toLowerCase() as 'long' | 'short' | 'keep', at: r[2]?.trim() } } : bad('write RANGE LONG|SHORT|KEEP [AT <system>]');
    }
    case 'WITHDRAW': {
      const w = /^(NEVER|OUTNUMBERED|ALWAYS|LOSSES\s+(\d+)%?)(?:\s+AT\s+(.+?))?(?:\s+TO\s+(.+))?$/i.exec(rest);
      if (!w) return bad('write WITHDRAW NEVER|OUTNUMBERED|ALWAYS|LOSSES <n>% [AT <system>] [TO <system>]');
      const when = (w[1] as string).toUpperCase().startsWith('LOSSES') ? 'losses' : ((w[1] as string).toLowerCase() as 'never' | 'outnumbered' | 'always');
      return { order: { verb, when, pct: w[2] ? Number(w[2]) : undefined, at: w[3]?.trim(), to: w[4]?.trim() } };
    }
    case 'FIRE': {
      const f = /^(LONG|SHORT)\s+(\S+)\s*(.*)$/i.exec(rest);
      if (!f) return bad('write FIRE LONG MISSILE|CONCENTRATED or FIRE SHORT BEST|BEAM|MISSILE|ASSAULT|CONCENTRATED [units]');
      const range = (f[1] as string).toLowerCase() as 'long' | 'short';
      const mode = (f[2] as string).toLowerCase();
      const list = (f[3] as string).trim() === '' ? undefined : units(f[3] as string);
      if (list === null) return bad('units must be unit ids');
      if (range === 'long' && (mode === 'missile' || mode === 'concentrated')) return { order: { verb, range, mode, units: list } };
      if (range === 'short' && ['best', 'beam', 'missile', 'assault', 'concentrated'].includes(mode)) return { order: { verb, range, mode: mode as 'best', units: list } };
      return bad(`${mode} is not a fire mode at ${range} range`);
    }
    case 'DEFENSIVE':
      return /^(YES|NO)$/i.test(rest) ? { order: { verb, yes: /^YES$/i.test(rest) } } : bad('write DEFENSIVE YES or DEFENSIVE NO');
    case 'SURPLUS':
      return /^(STACK|WITHHOLD)$/i.test(rest) ? { order: { verb, mode: rest.toLowerCase() as 'stack' | 'withhold' } } : bad('write SURPLUS STACK or SURPLUS WITHHOLD');
    case 'ATTACK':
    case 'DECLINE':
      return rest !== '' ? { order: { verb, at: rest } } : bad(`write ${verb} <system>`);
    case 'BOMBARD': {
      const b = /^(.+?)(?:\s+TARGETS\s+(.+?))?(?:\s+WITH\s+(.+))?$/i.exec(rest);
      if (!b) return bad('write BOMBARD <system>[:<box>] [TARGETS ALL|<ids>] [WITH <ids>]');
      const targets = !b[2] || /^ALL$/i.test(b[2].trim()) ? 'ALL' : units(b[2]);
      const withList = b[3] ? units(b[3]) : undefined;
      if (targets === null || withList === null) return bad('targets and ships must be unit ids');
      return { order: { verb, at: (b[1] as string).trim(), targets, with: withList } };
    }
    case 'LAND': {
      const l = /^(.+?)(?:\s+(ALL|(?:[AHI]\d+[\s,]*)+))?(\s+DROP)?$/i.exec(rest);
      if (!l) return bad('write LAND <system>[:<box>] [ALL|<ids>] [DROP]');
      const list = !l[2] || /^ALL$/i.test(l[2].trim()) ? 'ALL' : units(l[2]);
      if (list === null) return bad('units must be unit ids');
      return { order: { verb, at: (l[1] as string).trim(), units: list, drop: !!l[3] } };
    }
    case 'NEGOTIATE': {
      const n = /^(.+?)(?:\s+HIRE\s+(.+))?$/i.exec(rest);
      if (!n) return bad('write NEGOTIATE <system> [HIRE ALL|NONE|<ids>]');
      const hire = !n[2] || /^NONE$/i.test(n[2].trim()) ? 'NONE' : /^ALL$/i.test(n[2].trim()) ? 'ALL' : units(n[2]);
      if (hire === null) return bad('HIRE takes ALL, NONE or unit ids');
      return { order: { verb, at: (n[1] as string).trim(), hire } };
    }
    case 'GROUND':
      return /^(SECOND-LINE|COMMIT-ALL)$/i.test(rest) ? { order: { verb, mode: rest.toLowerCase() as 'second-line' | 'commit-all' } } : bad('write GROUND SECOND-LINE or GROUND COMMIT-ALL');
    default:
      return { error: `unknown order "${m[1]}"` };
  }
}

/** An oversized line: kept as typed, not read, one error saying its length and the limit. */
function tooLong(raw: string, sheet: SheetKind, line: number): OrderRow {
  return { sheet, line, text: raw, order: null, problems: [problem(line, LINE_TOO_LONG, oversizedLineMessage(line, raw.length), 'docs/dark-nebula.md')] };
}

/** Reads one sheet. Blank lines and "#" comments are not orders; every other line is a row. */
export function parseSheet(text: string, sheet: SheetKind, firstLine = 1): OrderRow[] {
  const rows: OrderRow[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = firstLine + i;
    if (isOversizedLine(raw)) {
      rows.push(tooLong(raw, sheet, line));
      return;
    }
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return;
    const parsed = parseLine(content);
    if ('error' in parsed) {
      rows.push({ sheet, line, text: raw.trim(), order: null, problems: [problem(line, 'DN-SYNTAX', parsed.error)] });
      return;
    }
    const allowed = SHEET_VERBS[sheet].includes(parsed.order.verb);
    rows.push({ sheet, line, text: raw.trim(), order: parsed.order, problems: allowed ? [] : [problem(line, 'DN-SHEET', `${parsed.order.verb} does not belong on the ${sheet} sheet`, 'DN §3.0')] });
  });
  return rows;
}

const HEADERS: Record<string, SheetKind> = { MP: 'mp', 'M&P': 'mp', MOVE1: 'move1', COMBAT: 'combat', REACTION: 'reaction', MOVE2: 'move2' };

/**
 * Reads a whole order file: sections headed "[MP]", "[MOVE1]", "[COMBAT]", "[REACTION]",
 * "[MOVE2]". Lines before the first header, and unknown headers, are reported.
 */
export function parseOrderFile(text: string): { sheets: Record<SheetKind, OrderRow[]>; stray: OrderRow[] } {
  const sheets = Object.fromEntries(SHEET_KINDS.map((k) => [k, [] as OrderRow[]])) as Record<SheetKind, OrderRow[]>;
  const stray: OrderRow[] = [];
  let current: SheetKind | null = null;
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = i + 1;
    if (isOversizedLine(raw)) {
      // Kept as typed and not read (shared/orders/line-limit.ts); outside a section it is a stray line.
      (current ? sheets[current] : stray).push(tooLong(raw, current ?? 'mp', line));
      return;
    }
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return;
    const header = /^\[(.+)\]$/.exec(content);
    if (header) {
      const kind = HEADERS[(header[1] as string).trim().toUpperCase()];
      if (kind) current = kind;
      else {
        current = null;
        stray.push({ sheet: 'mp', line, text: raw.trim(), order: null, problems: [problem(line, 'DN-SECTION', `unknown section ${content}; use [MP], [MOVE1], [COMBAT], [REACTION] or [MOVE2]`)] });
      }
      return;
    }
    if (!current) {
      stray.push({ sheet: 'mp', line, text: raw.trim(), order: null, problems: [problem(line, 'DN-SECTION', 'this line is not under a section header such as [MOVE1]')] });
      return;
    }
    sheets[current].push(...parseSheet(raw, current, line));
  });
  return { sheets, stray };
}
