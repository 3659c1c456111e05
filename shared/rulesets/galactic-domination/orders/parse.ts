/**
 * The order-sheet text parser (digest §5.3 [P]). Every line of the input becomes a row: an order, a header
 * or section line, a comment, a blank, or an error with its line and column. No line is ever dropped
 * (PRODUCT.md "Nothing lost"); unreadable lines become diagnostics, never exceptions.
 */
import { isOversizedLine, LINE_TOO_LONG, oversizedLineMessage } from '../../../orders/line-limit';
import type { AllocationPolicy } from '../battle/model';
import { SPECIAL_HEX_KINDS, type SpecialHex } from '../rules/special-hexes';
import { readUnitCode } from '../rules/units';
import { EMPTY_STANDING, emptyOrders, type Conditional, type MoveCell, type PlaceRef, type PlayerOrders, type StandingOrders } from './model';

export interface Diagnostic {
  readonly line: number;
  readonly column: number;
  readonly severity: 'error' | 'warning';
  /** A stable code ("GD-ORD-SYNTAX", "GD-MOVE-SEG"). */
  readonly code: string;
  readonly message: string;
  /** The rule the line breaks (GD §…), for the checker's findings. */
  readonly rule?: string;
}

export interface ParsedLine {
  readonly line: number;
  readonly text: string;
  readonly kind: 'order' | 'movement' | 'header' | 'section' | 'comment' | 'blank' | 'error';
  readonly verb?: string;
}

export interface ParseResult {
  readonly orders: PlayerOrders;
  readonly lines: readonly ParsedLine[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads a place: "0704", "0704U", "0704L", "P:Mars". */
export function readPlace(token: string): PlaceRef | null {
  const t = token.trim();
  const planet = /^P:(.+)$/i.exec(t);
  if (planet) return { text: t, planet: (planet[1] as string).trim() };
  const m = /^(\d{3,4}|-?\d+,-?\d+)([UL])?$/i.exec(t);
  if (!m) return null;
  return { text: t, hex: m[1] as string, half: m[2] ? ((m[2] as string).toUpperCase() === 'U' ? 0 : 1) : null };
}

/** Reads a movement cell: H (hold), a place, or two places joined by "/" (leaving Warped Space 0). */
export function readCell(token: string, line: number): MoveCell | 'skip' | null {
  const t = token.trim().toUpperCase();
  if (t === 'H' || t === 'HOLD' || t === 'W' || t === 'WAIT') return { kind: 'hold', line };
  if (t === '-' || t === '##' || t === '.' || t === '') return 'skip';
  const steps = token.split('/').map((x) => readPlace(x));
  if (steps.some((s) => s === null) || steps.length > 2) return null;
  return { kind: 'move', steps: steps as PlaceRef[], line };
}

function readPolicy(text: string): AllocationPolicy | null {
  const t = text.trim().toUpperCase();
  if (t === 'LEVEL') return { kind: 'level', protect: [] };
  if (t === 'CHEAPFIRST') return { kind: 'cheapfirst', protect: [] };
  if (t === 'FOCUS') return { kind: 'focus', protect: [] };
  if (t === 'MANUAL') return { kind: 'manual', protect: [] };
  const m = /^PROTECT\s*\(([^)]*)\)$/.exec(t);
  if (m) return { kind: 'protect', protect: (m[1] as string).split(/[\s,]+/).filter(Boolean).map((c) => readUnitCode(c) ?? c) };
  return null;
}

function readSpecial(text: string): SpecialHex | null {
  const m = /^([A-Za-z -]+?)\s*(\d)?$/.exec(text.trim());
  if (!m) return null;
  const name = (m[1] as string).trim().toLowerCase().replace(/^space /, '').replace(/ space$/, '').replace(/\s+/g, '-');
  const kind = SPECIAL_HEX_KINDS.find((k) => k === name || (k === 'warped' && name === 'warped') || (k === 'dead-space' && name === 'dead') || (k === 'defensive-cover' && name === 'defensive-cover'));
  return kind ? { kind, value: m[2] ? Number(m[2]) : kind === 'storm' ? 1 : 0 } : null;
}

const HEADER = /^(GALACTIC DOMINATION|STELLARS ON HAND|FLEET\s+SPD|GAME\s)/i;
const SECTION = /^[A-G]\.\s/;
const VERBS = ['TRADEIN', 'PLAY', 'TRADE', 'PLACE', 'SPLIT', 'MERGE', 'LOAD', 'UNLOAD', 'MOVE', 'ONNEUTRAL', 'DEFEND', 'ALLOC', 'INVADE', 'BOMBARD', 'OCCUPY', 'SYCAPTURE', 'SCUTTLE', 'ALLY3', 'ACTIVATE', 'IF', 'SPACEGUARD', 'REROLL', 'BOB', 'HIED', 'DISCOVER', 'BUY', 'BUILD', 'ESCAPE', 'ARM'];

/**
 * Parses one player's order sheet. `segments` is the number of movement cells read from a fleet row
 * (extra cells are errors). Fleet rows start with the fleet ("F1" or its id) and its speed.
 */
export function parseOrders(text: string, playerId: string, options: { segments?: number } = {}): ParseResult {
  type Item<K extends keyof PlayerOrders> = PlayerOrders[K] extends readonly (infer U)[] ? U : never;
  const o = {
    tradeIns: [] as Item<'tradeIns'>[],
    plays: [] as Item<'plays'>[],
    trades: [] as Item<'trades'>[],
    placements: [] as Item<'placements'>[],
    splits: [] as Item<'splits'>[],
    merges: [] as Item<'merges'>[],
    loads: [] as Item<'loads'>[],
    builds: [] as Item<'builds'>[],
    escapes: [] as Item<'escapes'>[],
    arms: [] as Item<'arms'>[],
    buyLines: [] as number[],
    buyTc: 0,
    buyRisk: false,
    discovery: null as PlaceRef | null,
    discoveryLine: null as number | null,
  };
  const standing = {
    neutral: {} as Record<string, 'fight' | 'leave'>,
    defend: {} as Record<string, 'space' | 'orbital'>,
    alloc: {} as Record<string, AllocationPolicy>,
    invade: {} as Record<string, number | 'all' | 'none'>,
    occupy: {} as Record<string, boolean>,
    syCapture: {} as Record<string, 'capture' | 'destroy'>,
    scuttle: {} as Record<string, boolean>,
    ally3: {} as Record<string, string>,
    activate: {} as Record<string, 'now' | 'hold'>,
    bombard: [] as StandingOrders['bombard'][number][],
    spaceguard: EMPTY_STANDING.spaceguard,
    reroll: EMPTY_STANDING.reroll,
    bob: EMPTY_STANDING.bob,
    hied: EMPTY_STANDING.hied,
  };
  const moves: Record<string, (MoveCell | null)[]> = {};
  const conditionals: Conditional[] = [];
  const lines: ParsedLine[] = [];
  const diagnostics: Diagnostic[] = [];
  const segments = options.segments ?? 6;
  const rows = text.split(/\r\n|\n|\r/);
  rows.forEach((raw, i) => {
    const n = i + 1;
    // An oversized line is kept as typed and not read (shared/orders/line-limit.ts): one error, no regex over it.
    if (isOversizedLine(raw)) {
      diagnostics.push({ line: n, column: 1, severity: 'error', code: LINE_TOO_LONG, message: oversizedLineMessage(n, raw.length) });
      return lines.push({ line: n, text: raw, kind: 'error' });
    }
    // A trailing "# note" is a comment (a lone "##" is a greyed movement cell, not a comment).
    const t = (/^\s*(#|\/\/)/.test(raw) ? raw : raw.replace(/\s#(\s.*)?$/, '')).replace(/\s+$/, '');
    const trimmed = t.trim();
    const col = t.length - t.trimStart().length + 1;
    const err = (message: string, code = 'GD-ORD-SYNTAX', column = col) => {
      diagnostics.push({ line: n, column, severity: 'error', code, message });
      lines.push({ line: n, text: raw, kind: 'error', verb: trimmed.split(/\s+/)[0]?.toUpperCase() });
    };
    if (trimmed === '') return lines.push({ line: n, text: raw, kind: 'blank' });
    if (/^(#|\/\/)/.test(trimmed)) return lines.push({ line: n, text: raw, kind: 'comment' });
    if (/^-{3,}$/.test(trimmed) || HEADER.test(trimmed)) return lines.push({ line: n, text: raw, kind: 'header' });
    if (SECTION.test(trimmed)) return lines.push({ line: n, text: raw, kind: 'section' });
    const words = trimmed.split(/\s+/);
    const verb = (words[0] as string).toUpperCase();
    const rest = trimmed.slice((words[0] as string).length).trim();
    const ok = () => lines.push({ line: n, text: raw, kind: 'order', verb });
    // A fleet row of the movement grid: F1 3 0704 0805 H
    if (/^(F\d+|[A-Za-z0-9_.:]+-F\d+)$/i.test(words[0] as string) && words.length >= 2 && /^\d+$/.test(words[1] as string)) {
      const cells = words.slice(2);
      if (cells.length > segments) return err(`${cells.length} movement cells; this turn has ${segments} segments`, 'GD-MOVE-CELLS');
      const out: (MoveCell | null)[] = [];
      for (const [k, c] of cells.entries()) {
        const cell = readCell(c, n);
        if (cell === null) return err(`segment ${k + 1}: "${c}" is not a hex, H (hold) or P:<planet>`, 'GD-MOVE-CELL', t.indexOf(c) + 1);
        out.push(cell === 'skip' ? null : cell);
      }
      moves[(words[0] as string).toUpperCase().startsWith('F') ? (words[0] as string).toUpperCase() : (words[0] as string)] = out;
      return lines.push({ line: n, text: raw, kind: 'movement', verb: 'MOVE' });
    }
    if (!VERBS.includes(verb)) return err(`unknown order "${words[0]}"`, 'GD-ORD-VERB');
    let m: RegExpExecArray | null;
    switch (verb) {
      case 'TRADEIN':
        if (words.length !== 3) return err('TRADEIN <card> <card> (card ids, or names without spaces)');
        o.tradeIns.push({ line: n, cards: [words[1] as string, words[2] as string] });
        return ok();
      case 'PLAY':
        m = /^(.+?)(?:\s+ON\s+(.+?))?(?:\s+AT\s+(\S+))?(?:\s+AS\s+(.+))?$/i.exec(rest);
        if (!m) return err('PLAY <card> [ON <target>] [AT <phase|SEGn>] [AS <special hex>]');
        {
          const special = m[4] ? readSpecial(m[4]) : null;
          if (m[4] && !special) return err(`"${m[4]}" is not a Special Hex`);
          o.plays.push({ line: n, card: (m[1] as string).trim(), target: m[2]?.trim() ?? null, at: m[3]?.toUpperCase() ?? null, special });
        }
        return ok();
      case 'TRADE':
        m = /^GIVE\s+(.+?)\s+TO\s+(\S+)\s+GET\s+(.+)$/i.exec(rest);
        if (!m) return err('TRADE GIVE <chit|card|$n> TO <empire> GET <chit|card|$n>');
        o.trades.push({ line: n, give: (m[1] as string).trim(), to: m[2] as string, get: (m[3] as string).trim() });
        return ok();
      case 'PLACE':
        m = /^(\S+)\s+AT\s+(.+?)(?:\s+FLEET\s+(\d+))?$/i.exec(rest);
        if (!m) return err('PLACE <build> AT <planet> [FLEET <n>]');
        o.placements.push({ line: n, build: m[1] as string, at: (m[2] as string).trim(), fleet: m[3] ? Number(m[3]) : null });
        return ok();
      case 'SPLIT':
        m = /^(\S+)\s+NEW\s+(?:F)?(\d+)\s+(.+)$/i.exec(rest);
        if (!m) return err('SPLIT <fleet> NEW <n> <units: ids, or counts such as 2CA>');
        o.splits.push({ line: n, fleet: m[1] as string, newNumber: Number(m[2]), units: (m[3] as string).split(/[\s,]+/).filter(Boolean) });
        return ok();
      case 'MERGE':
        m = /^(\S+)\s+INTO\s+(\S+)$/i.exec(rest);
        if (!m) return err('MERGE <fleet> INTO <fleet>');
        o.merges.push({ line: n, fleet: m[1] as string, into: m[2] as string });
        return ok();
      case 'LOAD':
        m = /^(\d+)\s+(MI|MIS|FTR|FTRS)\s+(?:FROM\s+)?(.+?)\s+TO\s+(\S+)$/i.exec(rest);
        if (!m) return err('LOAD <n> MI FROM <planet> TO <unit>');
        o.loads.push({ line: n, kind: 'load', count: Number(m[1]), what: /^FTR/i.test(m[2] as string) ? 'Ftr' : 'MI', from: (m[3] as string).trim(), to: m[4] as string });
        return ok();
      case 'UNLOAD':
        m = /^(\d+)\s+(MI|MIS)\s+(\S+)\s+TO\s+(.+)$/i.exec(rest);
        if (!m) return err('UNLOAD <n> MI <unit> TO <planet>');
        o.loads.push({ line: n, kind: 'unload', count: Number(m[1]), what: 'MI', from: m[3] as string, to: (m[4] as string).trim() });
        return ok();
      case 'MOVE': {
        m = /^(\S+)\s+SEG(\d)\s+(\S+)$/i.exec(rest);
        if (!m) return err('MOVE <fleet> SEG<n> <hex|H|P:planet>');
        const cell = readCell(m[3] as string, n);
        const seg = Number(m[2]);
        if (!cell || cell === 'skip') return err(`"${m[3]}" is not a hex, H or P:<planet>`, 'GD-MOVE-CELL');
        if (seg < 1 || seg > segments) return err(`segment ${seg}: this turn has ${segments}`, 'GD-MOVE-CELLS');
        const key = (m[1] as string).toUpperCase().startsWith('F') ? (m[1] as string).toUpperCase() : (m[1] as string);
        const list = moves[key] ?? [];
        list[seg - 1] = cell;
        moves[key] = Array.from({ length: Math.max(list.length, seg) }, (_, k) => list[k] ?? null);
        return lines.push({ line: n, text: raw, kind: 'movement', verb });
      }
      case 'ONNEUTRAL':
        m = /^(\S+)\s+(FIGHT|LEAVE)$/i.exec(rest);
        if (!m) return err('ONNEUTRAL <fleet|*> FIGHT|LEAVE');
        standing.neutral[(m[1] as string).toUpperCase() === '*' ? '*' : (m[1] as string).toUpperCase()] = (m[2] as string).toLowerCase() as 'fight' | 'leave';
        return ok();
      case 'DEFEND':
        m = /^(.+?)\s+(SPACE|ORBITAL)$/i.exec(rest);
        if (!m) return err('DEFEND <planet|*> SPACE|ORBITAL');
        standing.defend[(m[1] as string).trim()] = (m[2] as string).toLowerCase() as 'space' | 'orbital';
        return ok();
      case 'ALLOC': {
        m = /^(\S+)\s+(.+)$/i.exec(rest);
        const policy = m ? readPolicy(m[2] as string) : null;
        if (!m || !policy) return err('ALLOC <fleet|planet|*> LEVEL|CHEAPFIRST|FOCUS|MANUAL|PROTECT(<types>)');
        standing.alloc[(m[1] as string).toUpperCase().startsWith('F') && /^F\d+$/i.test(m[1] as string) ? (m[1] as string).toUpperCase() : (m[1] as string)] = policy;
        return ok();
      }
      case 'INVADE':
        m = /^(.+?)\s+LAND\s+(\d+|ALL|NONE)$/i.exec(rest);
        if (!m) return err('INVADE <planet|*> LAND <n|ALL|NONE>');
        standing.invade[(m[1] as string).trim()] = /^\d+$/.test(m[2] as string) ? Number(m[2]) : ((m[2] as string).toLowerCase() as 'all' | 'none');
        return ok();
      case 'BOMBARD':
        m = /^(\S+)\s+(.+)$/i.exec(rest);
        if (!m) return err('BOMBARD <BB id> <planet>');
        standing.bombard.push({ line: n, unit: (m[1] as string).toUpperCase(), planet: (m[2] as string).trim() });
        return ok();
      case 'OCCUPY':
      case 'SCUTTLE':
        m = /^(.+?)\s+(YES|NO)$/i.exec(rest);
        if (!m) return err(`${verb} <planet|*> YES|NO`);
        (verb === 'OCCUPY' ? standing.occupy : standing.scuttle)[(m[1] as string).trim()] = (m[2] as string).toUpperCase() === 'YES';
        return ok();
      case 'SYCAPTURE':
        m = /^(.+?)\s+(CAPTURE|DESTROY)$/i.exec(rest);
        if (!m) return err('SYCAPTURE <planet|*> CAPTURE|DESTROY');
        standing.syCapture[(m[1] as string).trim()] = (m[2] as string).toLowerCase() as 'capture' | 'destroy';
        return ok();
      case 'ALLY3':
        m = /^(\S+)\s+WITH\s+(\S+)$/i.exec(rest);
        if (!m) return err('ALLY3 <hex> WITH <empire>');
        standing.ally3[m[1] as string] = m[2] as string;
        return ok();
      case 'ACTIVATE':
        m = /^(\S+)\s+(NOW|HOLD)$/i.exec(rest);
        if (!m) return err('ACTIVATE <hex> NOW|HOLD');
        standing.activate[m[1] as string] = (m[2] as string).toLowerCase() as 'now' | 'hold';
        return ok();
      case 'IF': {
        m = /^ENEMY\s+IN\s+(\S+)\s+THEN\s+(\S+)\s+SEG(\d)\s+(\S+)$/i.exec(rest);
        const place = m ? readPlace(m[1] as string) : null;
        const cell = m ? readCell(m[4] as string, n) : null;
        if (!m || !place || !cell || cell === 'skip') return err('IF ENEMY IN <hex> THEN <fleet> SEG<n> <hex|H>');
        conditionals.push({ line: n, enemyIn: place, fleet: (m[2] as string).toUpperCase().startsWith('F') ? (m[2] as string).toUpperCase() : (m[2] as string), segment: Number(m[3]), cell });
        return ok();
      }
      case 'SPACEGUARD':
        if (!/^(BB|CV)$/i.test(rest)) return err('SPACEGUARD BB|CV');
        standing.spaceguard = rest.toLowerCase() as 'bb' | 'cv';
        return ok();
      case 'REROLL':
        if (!/^(YES|NO)$/i.test(rest)) return err('REROLL YES|NO');
        standing.reroll = rest.toUpperCase() === 'YES';
        return ok();
      case 'BOB':
        if (!/^(USE|KEEP)$/i.test(rest)) return err('BOB USE|KEEP');
        standing.bob = rest.toLowerCase() as 'use' | 'keep';
        return ok();
      case 'HIED':
        if (!/^\S+$/.test(rest)) return err('HIED <unit>');
        standing.hied = rest.toUpperCase();
        return ok();
      case 'DISCOVER': {
        m = /^AT\s+(\S+)$/i.exec(rest);
        const place = m ? readPlace(m[1] as string) : null;
        if (!place) return err('DISCOVER AT <hex>');
        o.discovery = place;
        o.discoveryLine = n;
        return ok();
      }
      case 'BUY':
        m = /^(TC|RISK)(?:\s+(\d+))?$/i.exec(rest);
        if (!m) return err('BUY TC [n] | BUY RISK');
        if ((m[1] as string).toUpperCase() === 'TC') o.buyTc += m[2] ? Number(m[2]) : 1;
        else {
          if (o.buyRisk) diagnostics.push({ line: n, column: col, severity: 'error', code: 'GD-BUY-RISK', message: 'one Risk Card a turn', rule: 'GD §10.6.5' });
          o.buyRisk = true;
        }
        o.buyLines.push(n);
        return ok();
      case 'ESCAPE':
        if (!/^\S+$/.test(rest)) return err('ESCAPE <build id|ALL>');
        o.escapes.push({ line: n, build: rest });
        return ok();
      case 'ARM':
        if (!/^\S+$/.test(rest)) return err('ARM <hull unit>');
        o.arms.push({ line: n, unit: rest.toUpperCase() });
        return ok();
      case 'BUILD': {
        m = /^(\d+)\s+(\S+)\s+AT\s+(.+?)(?:\s+FOR\s+(\S+))?$/i.exec(rest);
        const code = m ? readUnitCode(m[2] as string) : null;
        if (!m) return err('BUILD <qty> <type> AT <planet> [FOR <carrier|NEW>]');
        if (!code) return err(`"${m[2]}" is not a unit type`, 'GD-BUILD-TYPE', t.indexOf(m[2] as string) + 1);
        o.builds.push({ line: n, code, qty: Number(m[1]), at: (m[3] as string).trim(), forCarrier: m[4] ? ((m[4] as string).toUpperCase() === 'NEW' ? 'NEW' : (m[4] as string).toUpperCase()) : null });
        return ok();
      }
    }
    return err(`unknown order "${words[0]}"`, 'GD-ORD-VERB');
  });
  const orders: PlayerOrders = { ...emptyOrders(playerId), ...o, moves, conditionals, standing };
  return { orders, lines, diagnostics };
}
