/**
 * A small order sheet for the shared grid's tests, belonging to no ruleset: two groups, two
 * sections ("Moves": UNIT | STEPS | NOTE, with STEPS a comma list; "Notes": one column, two
 * blank rows, and showing stored `memo` lines), columns joined by " | ". Its check flags the
 * word its check context names (code WORD, with a suggestion), warns of a line over 30
 * characters (code LONG), and calls a line starting with "?" unreadable. Completion offers
 * the units and places of its completion context (UNIT, and each step of STEPS). Typed text:
 * "PLAYER: name" starts a sheet, "MOVES" and "NOTES" start sections.
 */
import type { LineCheck, OrderSheetSpec, SheetDiagnostic, TypedSheetPart, TypedSheets } from '../../../../shared/orders/sheet-spec';

export type FakeSection = 'moves' | 'notes' | 'memo';

/** The word the check flags, and what it suggests instead. */
export interface FakeCheckContext {
  word: string;
  instead: string;
}

export interface FakeCompletion {
  units: readonly string[];
  places: readonly string[];
}

function check(text: string, context: FakeCheckContext | null): LineCheck {
  if (text.startsWith('?')) return { diagnostics: [{ severity: 'error', code: 'UNREADABLE', message: 'a line cannot start with "?"' }], unreadable: true };
  const diagnostics: SheetDiagnostic[] = [];
  if (context && text.toUpperCase().split(/[^A-Z]+/).includes(context.word.toUpperCase())) diagnostics.push({ severity: 'error', code: 'WORD', message: `"${context.word}" may not be written`, suggestion: context.instead });
  if (text.length > 30) diagnostics.push({ severity: 'warning', code: 'LONG', message: 'a line of more than 30 characters' });
  return { diagnostics, unreadable: false };
}

function readTyped(text: string): TypedSheetPart<FakeSection>[] {
  const parts: { player: string | null; turn: number | null; lines: { section: FakeSection; text: string; original: string }[]; unreadable: number }[] = [];
  let part: (typeof parts)[number] | null = null;
  let section: FakeSection = 'moves';
  for (const raw of text.split('\n')) {
    const trimmed = raw.trim();
    const player = /^PLAYER:\s*(.*)$/i.exec(trimmed);
    if (player) {
      part = { player: player[1] ?? null, turn: null, lines: [], unreadable: 0 };
      parts.push(part);
      section = 'moves';
      continue;
    }
    if (trimmed === '') continue;
    if (!part) {
      part = { player: null, turn: null, lines: [], unreadable: 0 };
      parts.push(part);
    }
    if (/^MOVES$/i.test(trimmed) || /^NOTES$/i.test(trimmed)) {
      section = trimmed.toLowerCase() as FakeSection;
      continue;
    }
    part.lines.push({ section, text: trimmed, original: raw });
    if (check(trimmed, null).unreadable) part.unreadable++;
  }
  return parts;
}

export const FAKE_TYPED: TypedSheets<FakeSection> = { help: 'Sheets start at PLAYER: lines.', noPlayer: '(no PLAYER: line)', read: readTyped };

export const FAKE_SHEET: OrderSheetSpec<FakeSection, FakeCheckContext, FakeCompletion> = {
  groups: [
    { id: 'left', title: 'Left side', span: 6 },
    { id: 'right', title: 'Right side', span: 6 },
  ],
  sections: [
    {
      id: 'moves',
      title: 'Moves',
      group: 'left',
      columns: [
        { id: 'unit', label: 'UNIT', width: 1 },
        { id: 'steps', label: 'STEPS', width: 2, separators: /\s*,\s*/g, placeholder: 'a, b' },
        { id: 'note', label: 'NOTE', width: 1, align: 'right' },
      ],
    },
    { id: 'notes', title: 'Notes', group: 'right', blankRows: 2, shows: ['memo'], columns: [{ id: 'text', label: 'Text', width: 1 }] },
  ],
  split: (text, section) => (section === 'moves' ? text.split('|').map((c) => c.trim()) : [text]),
  join: (cells, section) => {
    if (section !== 'moves') return cells[0] ?? '';
    let last = cells.length - 1;
    while (last >= 0 && cells[last] === '') last--;
    return cells.slice(0, last + 1).join(' | ');
  },
  check: (lines, context) => lines.map((line) => check(line.text, context)),
  candidates: (completion, request) => {
    if (request.section !== 'moves' || !completion) return [];
    if (request.columnId === 'unit') return completion.units.map((value) => ({ value, hint: 'unit' }));
    if (request.columnId === 'steps') return completion.places.map((value) => ({ value, hint: 'place' }));
    return [];
  },
  typed: FAKE_TYPED,
};
