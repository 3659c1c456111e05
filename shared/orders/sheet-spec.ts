/**
 * The order sheet contract, pure half: what a ruleset tells the shared order grid
 * (renderer/features/orders/) about its paper order sheet. A ruleset's wing exports one
 * `OrderSheetSpec` per kind of sheet (one paper TURN ORDER SHEET; a ruleset with a sheet
 * per phase: one per phase, or one with a group per phase), and its Orders page hands it to
 * the grid with the player's lines, their checks and its own completion context. The grid
 * knows nothing of any ruleset: sections, columns, how a line's text splits into cells and
 * joins back, what a line's problems are and what may be typed in a cell all come from here.
 *
 * Types only, and the small pure helpers that read them; this module imports no ruleset.
 * docs/orders.md, "A ruleset's order sheet".
 */

/** A line of a sheet as the grid edits it and the ruleset stores it: one row of the grid. */
export type OrderLine<S extends string = string> = {
  /** Stable id of the row within the sheet (the grid's undo and selection follow it). */
  id: string;
  /** The section it is in (`SheetSectionSpec.id`, or a stored section one of them shows: `shows`). */
  section: S;
  /** The line as it stands now: its cells joined by the spec's `join`. */
  text: string;
  /** The line exactly as it came from typed text, when it was imported. */
  original?: string;
  /** The GM's mark on a line with an error: keep it as written, invalid (it is not executed). */
  keepInvalid: boolean;
};

/** One column of a section, as the paper prints it. */
export interface SheetColumn {
  /** Stable within the section: what the ruleset's completion and checks call it ("ships"). */
  readonly id: string;
  /** The column's head, as printed on the paper ("SHIPS (CARGO)"). */
  readonly label: string;
  /** Relative width within its section (the sum of a section's widths is its table's width). */
  readonly width: number;
  /** Alignment of the cells' text; left when absent. */
  readonly align?: 'left' | 'center' | 'right';
  /** Shown dimmed in the section's blank rows (the first column shows "…" when none is given). */
  readonly placeholder?: string;
  /**
   * The cell holds a list, and these separate its items (a global RegExp, e.g. `/\s*,\s*\/g`):
   * completion offers names for the item being typed, after the last separator.
   */
  readonly separators?: RegExp;
}

/** A part of the paper sheet that the grid shows together: its side ("Front") or phase ("First movement"). */
export interface SheetGroup {
  readonly id: string;
  readonly title: string;
  /** Twelfths of the grid's width the group takes on a wide window (12 when absent: groups stacked). Groups side by side wrap past 12. */
  readonly span?: number;
}

/** A section of the sheet: one small table with the paper's own columns. */
export interface SheetSectionSpec<S extends string = string> {
  readonly id: S;
  /** As printed: "Expenditures (in order of priority)". */
  readonly title: string;
  /** The group it is shown in (`SheetGroup.id`). */
  readonly group: string;
  readonly columns: readonly SheetColumn[];
  /** Blank rows shown after the section's lines, to type new lines into (at least 1; 1 when absent). */
  readonly blankRows?: number;
  /** Other stored sections whose lines show in this one (a sheet's header lines shown with its income block). */
  readonly shows?: readonly S[];
}

export type Severity = 'error' | 'warning';

/** A problem of one line: the rulebook's own code where it has one, a plain sentence, and a fix when one is near-certain. */
export interface SheetDiagnostic {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  /** A near-certain fix ("HAMMER 2"), offered and never applied for the GM. */
  readonly suggestion?: string;
}

/** What the ruleset's check says of one line. */
export interface LineCheck {
  readonly diagnostics: readonly SheetDiagnostic[];
  /** The line could not be read at all: the grid shows its text as typed beside its messages. */
  readonly unreadable: boolean;
}

/** The cell being typed into, for completion. */
export interface CompletionRequest<S extends string = string> {
  /** The section of the grid the row is shown in. */
  readonly section: S;
  /** Index of the column in the section, and its id. */
  readonly column: number;
  readonly columnId: string;
  /** The row's cells as they stand (the cell being edited with its text before the edit). */
  readonly cells: readonly string[];
  /** The text in the editor now. */
  readonly value: string;
  /** Index of the row's line in the sheet's lines; null for a blank row. */
  readonly lineIndex: number | null;
}

/** A name that may be typed in a cell. */
export interface Candidate {
  readonly value: string;
  /** What it is, shown beside it ("ship", "warp point"). */
  readonly hint: string;
}

/** A line of typed text that becomes a row. */
export interface TypedLine<S extends string = string> {
  readonly section: S;
  /** The row's text (trimmed, as the grid keeps it). */
  readonly text: string;
  /** The line exactly as typed. */
  readonly original: string;
}

/** One player's sheet within typed text. */
export interface TypedSheetPart<S extends string = string> {
  /** The player the text names in its own heading ("EMPIRE : Hegemony"), or null when it names none. */
  readonly player: string | null;
  /** The turn it names, or null. */
  readonly turn: number | null;
  /** Every line that becomes a row, read or not, in order (headings and blank lines are the sheet's structure, not rows). */
  readonly lines: readonly TypedLine<S>[];
  /** Lines of this part the ruleset could not read (headings included): shown before the import. */
  readonly unreadable: number;
}

/** How typed text of one or several whole sheets is split into sheets, sections and lines. */
export interface TypedSheets<S extends string = string> {
  /** One sentence for the import dialog: how several sheets are told apart. */
  readonly help: string;
  /** How the dialog names a part whose text names no player: "(no EMPIRE: line)". */
  readonly noPlayer: string;
  /** Never throws and never drops a line: an unreadable line is a row with its text. */
  read(text: string): TypedSheetPart<S>[];
}

/**
 * A ruleset's order sheet. `S` is its union of section ids; `CheckContext` and
 * `CompletionContext` are its own values (what the check needs about the player's forces;
 * what completion may offer), opaque to the grid, which only passes them back.
 */
export interface OrderSheetSpec<S extends string = string, CheckContext = unknown, CompletionContext = unknown> {
  /** The groups, in the order they are shown (left to right, then top to bottom). */
  readonly groups: readonly SheetGroup[];
  /** The sections, in the paper's order: the order the cursor moves through and new lines keep. */
  readonly sections: readonly SheetSectionSpec<S>[];
  /**
   * A line's cells as written, in the section's columns. Pure. Fewer than the section has are
   * padded with empty cells; more keep the line whole, in one cell spanning the row, as typed.
   */
  split(text: string, section: S): string[];
  /** The line's text from its cells (each already trimmed and free of tabs and line breaks). Pure. */
  join(cells: readonly string[], section: S): string;
  /**
   * Every line checked, one result per line in the order given (a whole sheet at once: some
   * rules add up or compare lines). `context` is null while the ruleset is still reading it:
   * then only what the text itself shows.
   */
  check(lines: readonly Pick<OrderLine<S>, 'section' | 'text'>[], context: CheckContext | null): LineCheck[];
  /** Everything that may be typed in the cell, before the grid filters by the word being typed; absent: no completion. */
  candidates?(context: CompletionContext | null, request: CompletionRequest<S>): Candidate[];
  /** Reading typed text of whole sheets (the import dialog); absent: the ruleset has no typed format. */
  readonly typed?: TypedSheets<S>;
}

/** The section spec of `id`; the first section for an id the sheet does not have. */
export function sectionSpec<S extends string>(spec: OrderSheetSpec<S, unknown, unknown>, id: S): SheetSectionSpec<S> {
  const found = spec.sections.find((s) => s.id === id);
  if (found) return found;
  const first = spec.sections[0];
  if (!first) throw new Error('An order sheet has at least one section');
  return first;
}

/** The section a stored line is shown in: its own, one that `shows` it, or else the first (a line is never hidden). */
export function shownIn<S extends string>(spec: OrderSheetSpec<S, unknown, unknown>, section: S): S {
  const own = spec.sections.find((s) => s.id === section) ?? spec.sections.find((s) => s.shows?.includes(section));
  return (own ?? sectionSpec(spec, section)).id;
}

/** How many blank rows a section shows (at least one, so a new line can always be typed). */
export function blankRowsOf(section: SheetSectionSpec<string>): number {
  return Math.max(1, Math.floor(section.blankRows ?? 1));
}

/** The word being typed in a cell: the text after the last of `separators` (the whole text when none). */
export function currentToken(value: string, separators?: RegExp): { start: number; token: string } {
  let start = 0;
  if (separators) {
    const global = separators.flags.includes('g') ? separators : new RegExp(separators.source, `${separators.flags}g`);
    for (const match of value.matchAll(global)) start = (match.index ?? 0) + match[0].length;
  }
  return { start, token: value.slice(start) };
}

/**
 * Completion of the cell being typed: the spec's candidates for the word after the last
 * separator, those starting with it first, then those containing it; at most `limit`.
 * `start` is where the word begins in the value (a choice replaces the text from there).
 */
export function completeCell<S extends string, C>(spec: OrderSheetSpec<S, unknown, C>, context: C | null, request: CompletionRequest<S>, limit = 8): { start: number; items: Candidate[] } {
  const column = sectionSpec(spec, request.section).columns[request.column];
  const { start, token } = currentToken(request.value, column?.separators);
  if (!spec.candidates) return { start, items: [] };
  const word = token.trim().toUpperCase();
  const all = spec.candidates(context, request);
  const starts = all.filter((c) => c.value.toUpperCase().startsWith(word) && c.value.toUpperCase() !== word);
  const contains = word === '' ? [] : all.filter((c) => !c.value.toUpperCase().startsWith(word) && c.value.toUpperCase().includes(word));
  return { start, items: [...starts, ...contains].slice(0, limit) };
}
