/**
 * Beyond the Dark Nebula's order sheets for the shared order grid (shared/orders/sheet-spec.ts,
 * docs/orders.md "A ruleset's order sheet"): one group per sheet of a player's game turn —
 * maintenance & production, first movement, standing combat instructions, reaction, second
 * movement (digest §9.4) — each a section of two columns, the order word and its details. Every
 * line is read by the same parser and checked by the same checker the engine uses, each problem
 * with the rule it breaks (DN §n); MOVE2 is checked with the units where MOVE1 leaves them.
 */
import type { Candidate, LineCheck, OrderSheetSpec, SheetDiagnostic } from '../../../orders/sheet-spec';
import type { Side, World } from '../model';
import { readTypedOrders } from '../play/orders';
import { sheetRowsOfLines } from '../play/orders';
import { classOf } from '../state/queries';
import { checkSheet } from './check';
import { KEPT_CODE, SHEET_KINDS, SHEET_VERBS, type OrderRow, type SheetKind } from './types';

/** What the check and the completion read: the world at the start of the turn and whose sheet it is. */
export interface DnSheetContext {
  readonly world: World;
  readonly side: Side;
}

export const SHEET_GROUP_TITLES: Record<SheetKind, string> = {
  mp: 'Maintenance & production',
  move1: 'First movement',
  combat: 'Combat: standing instructions',
  reaction: 'Reaction (one stack, ≤ 3 jumps)',
  move2: 'Second movement',
};

const PLACEHOLDERS: Record<SheetKind, string> = {
  mp: 'BUILD <code> xN AT <system>',
  move1: 'MOVE <ids> <system> > <system>',
  combat: 'WITHDRAW LOSSES 50%',
  reaction: 'REACT <system>',
  move2: 'MOVE <ids> <system> > <system>',
};

/** The heading typed text uses for each sheet, and the rules its orders carry out. */
const SECTION_TITLES: Record<SheetKind, string> = {
  mp: '[MP] — DN §7.0 economy, §10.0 Vilani, §12.0 independents',
  move1: '[MOVE1] — DN §4.0 jumps, sublight, loading; §11.0 nebula',
  combat: '[COMBAT] — DN §5.0, §12.0; used in every combat phase of the turn',
  reaction: '[REACTION] — DN §4.0: REACT <place> first',
  move2: '[MOVE2] — DN §4.0 jumps (no sublight)',
};

/** "MOVE A3,A4 Aokhtar > Ihrau" → ["MOVE", "A3,A4 Aokhtar > Ihrau"]. */
function splitLine(text: string): string[] {
  const m = /^(\S+)\s*(.*)$/.exec(text.trim());
  return m ? [m[1] as string, m[2] as string] : ['', ''];
}

function diagnostics(row: OrderRow): SheetDiagnostic[] {
  return [
    ...row.problems.map((p): SheetDiagnostic => ({ severity: 'error', code: p.code, message: p.code === KEPT_CODE ? p.message : `${p.message} (${p.rule})` })),
    ...(row.warnings ?? []).map((p): SheetDiagnostic => ({ severity: 'warning', code: p.code, message: `${p.message} (${p.rule})` })),
  ];
}

/**
 * Checks the lines of every sheet: each sheet's rows are read line by line, then checked against
 * the player's forces, positions projected through the earlier lines (MOVE2 after MOVE1).
 */
export function checkDnLines(lines: readonly { section: SheetKind; text: string; keepInvalid?: boolean }[], context: DnSheetContext | null): LineCheck[] {
  const rowsBySheet = new Map<SheetKind, OrderRow[]>();
  for (const sheet of SHEET_KINDS) {
    const rows = sheetRowsOfLines(lines.map((l) => ({ section: l.section, text: l.text, keepInvalid: l.keepInvalid ?? false })), sheet);
    rowsBySheet.set(sheet, context ? checkSheet(context.world, context.side, sheet, rows, sheet === 'move2' ? (rowsBySheet.get('move1') ?? []) : []) : rows);
  }
  // One result per line, in the order given: a line's rows are those numbered by its place in its sheet.
  const seen = new Map<SheetKind, number>();
  return lines.map((line) => {
    const n = (seen.get(line.section) ?? 0) + 1;
    seen.set(line.section, n);
    const rows = (rowsBySheet.get(line.section) ?? []).filter((r) => r.line === n);
    const list = rows.flatMap(diagnostics);
    return { diagnostics: list, unreadable: rows.some((r) => r.problems.some((p) => p.code === 'DN-SYNTAX')) };
  });
}

/** Names a cell may take: the sheet's order words first, then the player's units, then systems. */
function candidates(context: DnSheetContext | null, request: { section: SheetKind; column: number }): Candidate[] {
  if (request.column === 0) return SHEET_VERBS[request.section].map((verb) => ({ value: verb, hint: 'order' }));
  if (!context) return [];
  const { world, side } = context;
  const units = world.units.filter((u) => u.owner === side || u.hiredBy === side).map((u) => ({ value: u.id, hint: classOf(world, u).code }));
  const systems = world.map.systems.map((s) => ({ value: s.name, hint: 'system' }));
  return [...units, ...systems];
}

export const DN_ORDER_SHEET: OrderSheetSpec<SheetKind, DnSheetContext, DnSheetContext> = {
  groups: SHEET_KINDS.map((kind) => ({ id: kind, title: SHEET_GROUP_TITLES[kind], span: 6 })),
  sections: SHEET_KINDS.map((kind) => ({
    id: kind,
    title: SECTION_TITLES[kind],
    group: kind,
    blankRows: 2,
    columns: [
      { id: 'order', label: 'ORDER', width: 1, placeholder: splitLine(PLACEHOLDERS[kind])[0] },
      { id: 'details', label: 'UNITS, PLACES, OPTIONS', width: 4, placeholder: splitLine(PLACEHOLDERS[kind])[1], separators: /[\s,>]+/g },
    ],
  })),
  split: (text) => splitLine(text),
  join: (cells) => cells.filter((c) => c !== '').join(' '),
  check: (lines, context) => checkDnLines(lines, context),
  candidates: (context, request) => candidates(context, request),
  typed: {
    help: 'Each player\'s orders start with a "PLAYER: <name>" line, then "[MP]", "[MOVE1]", "[COMBAT]", "[REACTION]", "[MOVE2]" headings.',
    noPlayer: '(no PLAYER: line)',
    read: readTypedOrders,
  },
};
