/**
 * Galactic Domination's order sheet for the shared order grid (shared/orders/sheet-spec.ts; digest §5.3
 * [P]): the sections of the paper sheet A–G, the movement grid with one column per segment of the coming
 * turn, each line checked by the parser and the checker (orders/parse.ts, orders/check.ts) against the
 * player's forces, and the reading of typed text of one or many players' sheets. Pure.
 */
import { isOversizedLine } from '../../../orders/line-limit';
import type { Candidate, CompletionRequest, LineCheck, OrderLine, OrderSheetSpec, TypedSheetPart, TypedSheets } from '../../../orders/sheet-spec';
import { mapIndex } from '../map/geometry';
import { mayMove } from '../rules/movement-chart';
import { orderableFleets } from '../world/planned';
import type { World } from '../world/world';
import { checkOrders, expectedSegments } from './check';
import { parseOrders, type Diagnostic } from './parse';

export const SHEET_SECTIONS = ['cards', 'placement', 'organisation', 'movement', 'standing', 'purchases', 'construction'] as const;
export type SheetSection = (typeof SHEET_SECTIONS)[number];

const TITLES: Readonly<Record<SheetSection, string>> = {
  cards: 'A. Cards and trades (phases B, C, E)',
  placement: 'B. Placement (phase F)',
  organisation: 'C. Fleet organisation',
  movement: 'D. Movement (phase G)',
  standing: 'E. Standing instructions',
  purchases: 'F. Purchases (phase I)',
  construction: 'G. Construction (phase J)',
};

const VERB_SECTION: Readonly<Record<string, SheetSection>> = {
  TRADEIN: 'cards',
  PLAY: 'cards',
  TRADE: 'cards',
  PLACE: 'placement',
  SPLIT: 'organisation',
  MERGE: 'organisation',
  LOAD: 'organisation',
  UNLOAD: 'organisation',
  MOVE: 'movement',
  BUY: 'purchases',
  BUILD: 'construction',
  ARM: 'construction',
};
const STANDING_VERBS = ['ONNEUTRAL', 'DEFEND', 'ALLOC', 'INVADE', 'BOMBARD', 'OCCUPY', 'SYCAPTURE', 'SCUTTLE', 'ALLY3', 'ACTIVATE', 'IF', 'SPACEGUARD', 'REROLL', 'BOB', 'HIED', 'DISCOVER', 'ESCAPE'];

/** What the check of a sheet needs: the world of the coming turn and whose sheet it is. */
export interface SheetContext {
  readonly world: World;
  readonly playerId: string;
}

const FLEET_ROW = /^(F\d+|[A-Za-z0-9_.:]+-F\d+)\s+\d+(\s|$)/i;

/** The section a line of typed text belongs to, by its verb; `fallback` for a line no verb places. */
export function sectionOfLine(text: string, fallback: SheetSection = 'standing'): SheetSection {
  const t = text.trim();
  if (FLEET_ROW.test(t)) return 'movement';
  const verb = (t.split(/\s+/)[0] ?? '').toUpperCase();
  if (VERB_SECTION[verb]) return VERB_SECTION[verb] as SheetSection;
  if (STANDING_VERBS.includes(verb)) return 'standing';
  return fallback;
}

/** The section a paper heading ("D. MOVEMENT (phase G)") opens, or null. */
function sectionHeading(text: string): SheetSection | null {
  const m = /^([A-G])\.\s/.exec(text.trim());
  if (!m) return null;
  return ({ A: 'cards', B: 'placement', C: 'organisation', D: 'movement', E: 'standing', F: 'purchases', G: 'construction' } as const)[m[1] as 'A'] ?? null;
}

/**
 * The text the engine reads from a sheet's rows, in the order given: a row the GM kept as written though
 * invalid becomes a comment (it is not executed, and the line numbers stay those of the rows).
 */
export function sheetText(lines: readonly Pick<OrderLine, 'text' | 'keepInvalid'>[]): string {
  return lines.map((l) => (l.keepInvalid ? `# (kept as written, not executed) ${l.text}` : l.text)).join('\n');
}

/** Every row checked at once: parse errors and the checker's findings, row by row (row i is line i + 1). */
export function checkSheetLines(lines: readonly Pick<OrderLine, 'section' | 'text'>[], context: SheetContext | null): LineCheck[] {
  const text = lines.map((l) => l.text).join('\n');
  const segments = context ? expectedSegments(context.world) : 6;
  const parsed = parseOrders(text, context?.playerId ?? 'player', { segments });
  const found: Diagnostic[] = [...parsed.diagnostics, ...(context ? checkOrders(context.world, context.playerId, parsed.orders) : [])];
  return lines.map((_, i) => {
    const mine = found.filter((d) => d.line === i + 1);
    const kind = parsed.lines[i]?.kind;
    return { diagnostics: mine.map((d) => ({ severity: d.severity, code: d.code, message: d.rule && !d.rule.startsWith(d.code) ? `${d.message} (${d.rule})` : d.message })), unreadable: kind === 'error' };
  });
}

/** Names that may be typed in a cell: fleets, hold, the hexes next to a fleet, the verbs of a section. */
export function sheetCandidates(context: SheetContext | null, request: CompletionRequest<SheetSection>): Candidate[] {
  if (request.section !== 'movement') {
    const verbs = [...Object.entries(VERB_SECTION).filter(([, s]) => s === request.section).map(([v]) => v), ...(request.section === 'standing' ? STANDING_VERBS : [])];
    return verbs.map((v) => ({ value: v, hint: 'order' }));
  }
  if (!context) return [];
  const fleets = orderableFleets(context.world, context.playerId);
  if (request.columnId === 'fleet') return fleets.map((f) => ({ value: `F${f.number}`, hint: `speed ${f.speed}` }));
  if (request.columnId === 'speed') {
    const f = fleets.find((x) => `F${x.number}` === (request.cells[0] ?? '').toUpperCase());
    return f ? [{ value: String(f.speed), hint: 'speed' }] : [];
  }
  const f = fleets.find((x) => `F${x.number}` === (request.cells[0] ?? '').toUpperCase());
  const index = mapIndex(context.world);
  const start = f ? index.get(f.hexId) : undefined;
  const near = start ? [start, ...index.neighbours(start).map((n) => n.hex), ...index.neighbours(start).flatMap((n) => index.neighbours(n.hex).map((m) => m.hex))] : [];
  const labels = [...new Set(near.map((h) => h.label))];
  return [{ value: 'H', hint: 'hold' }, ...labels.map((l) => ({ value: l, hint: 'hex' }))];
}

/** Reads typed text of one or several players' sheets (digest §5.3 layout; a sheet starts at its heading). */
export const GD_TYPED: TypedSheets<SheetSection> = {
  help: 'Each sheet starts with its heading line, "GALACTIC DOMINATION — ORDERS … Empire <name>" as printed, or a line "EMPIRE: <name>".',
  noPlayer: '(no heading naming the empire)',
  read(text) {
    const parts: { player: string | null; turn: number | null; lines: { section: SheetSection; text: string; original: string }[]; unreadable: number }[] = [];
    let current: (typeof parts)[number] | null = null;
    let section: SheetSection = 'standing';
    for (const raw of text.split(/\r\n|\n|\r/)) {
      if (isOversizedLine(raw)) {
        // Kept as typed under the current section, counted unreadable; no heading regex runs over it.
        if (!current) {
          current = { player: null, turn: null, lines: [], unreadable: 0 };
          parts.push(current);
        }
        current.lines.push({ section, text: raw, original: raw });
        current.unreadable += 1;
        continue;
      }
      const t = raw.trim();
      const printed = /^GALACTIC DOMINATION\b.*\bORDERS\b/i.test(t);
      const named = /^(EMPIRE|PLAYER)\s*:\s*(.+)$/i.exec(t);
      if (printed || named) {
        const empire = named ? (named[2] as string).trim() : (/\bEmpire\s+(.+?)(?:\s{2,}|\s+Seat\b|$)/.exec(t)?.[1]?.trim() ?? null);
        const turn = /\bTurn\s+(\d+)/i.exec(t);
        current = { player: empire, turn: turn ? Number(turn[1]) : null, lines: [], unreadable: 0 };
        parts.push(current);
        section = 'standing';
        continue;
      }
      if (t === '' || t.startsWith('#') || /^-{3,}$/.test(t) || /^(STELLARS ON HAND|FLEET\s+SPD)/i.test(t)) continue;
      const heading = sectionHeading(t);
      if (heading) {
        section = heading;
        continue;
      }
      if (!current) {
        current = { player: null, turn: null, lines: [], unreadable: 0 };
        parts.push(current);
      }
      const lineSection = sectionOfLine(t, section);
      current.lines.push({ section: lineSection, text: t, original: raw });
      if (parseOrders(t, 'player').lines[0]?.kind === 'error') current.unreadable += 1;
    }
    return parts as TypedSheetPart<SheetSection>[];
  },
};

/** The sheet for a game whose coming turn has `segments` movement segments (SEG4–6 appear when a unit is that fast). */
export function gdOrderSheet(segments: number): OrderSheetSpec<SheetSection, SheetContext, SheetContext> {
  const segCols = Array.from({ length: segments }, (_, i) => ({ id: `seg${i + 1}`, label: `SEG${i + 1}`, width: 2, placeholder: 'H' }));
  const one = (id: SheetSection, blankRows = 1) => ({ id, title: TITLES[id], group: id === 'movement' ? 'movement' : 'other', columns: [{ id: 'order', label: 'Order', width: 1, placeholder: '…' }], blankRows });
  return {
    groups: [
      { id: 'movement', title: 'Movement', span: 12 },
      { id: 'other', title: 'Cards, placement, organisation, instructions, purchases, construction', span: 12 },
    ],
    sections: [
      { id: 'movement', title: TITLES.movement, group: 'movement', columns: [{ id: 'fleet', label: 'Fleet', width: 2, placeholder: 'F1' }, { id: 'speed', label: 'Spd', width: 1, align: 'right' }, ...segCols], blankRows: 2 },
      one('cards'),
      one('placement'),
      one('organisation'),
      one('standing', 2),
      one('purchases'),
      one('construction', 2),
    ],
    split: (text, section) => (section === 'movement' ? text.trim().split(/\s+/) : [text]),
    join: (cells, section) => (section === 'movement' ? cells.join('  ').replace(/(\s{2})+$/, '').trim() : (cells[0] ?? '')),
    check: checkSheetLines,
    candidates: sheetCandidates,
    typed: GD_TYPED,
  };
}

/** The rows of a sheet from its text (a sheet typed or imported before it was edited in the grid). */
export function linesFromText(text: string, newId: (i: number) => string): OrderLine<SheetSection>[] {
  const parts = GD_TYPED.read(text);
  return parts.flatMap((p) => p.lines).map((l, i) => ({ id: newId(i), section: l.section, text: l.text, original: l.original, keepInvalid: false }));
}

/** The pre-filled movement rows of a player's sheet: every fleet, H where it may move, ## where its speed forbids. */
export function prefilledMovement(world: World, playerId: string): string[] {
  const segments = expectedSegments(world);
  return orderableFleets(world, playerId).map((f) => `F${f.number}  ${f.speed}  ${Array.from({ length: segments }, (_, i) => (mayMove(f.speed, i + 1, segments) ? 'H' : '##')).join('  ')}`);
}

/** A stored sheet's rows for the grid: its saved rows (a section this sheet does not have reads as standing instructions), or its text read into rows. */
export function storedLines(sheet: { readonly text: string; readonly lines?: readonly { id: string; section: string; text: string; original?: string; keepInvalid: boolean }[] } | undefined, newId: (i: number) => string): OrderLine<SheetSection>[] {
  if (!sheet) return [];
  if (!sheet.lines) return linesFromText(sheet.text, newId);
  return sheet.lines.map((l) => ({ id: l.id, section: (SHEET_SECTIONS as readonly string[]).includes(l.section) ? (l.section as SheetSection) : 'standing', text: l.text, keepInvalid: l.keepInvalid, ...(l.original !== undefined ? { original: l.original } : {}) }));
}
