/**
 * The TURN ORDER SHEET as the rulebook prints it (NOVA: SAMPLE ORDER SHEET, TURN ORDER SHEET
 * (FRONT), TURN ORDER SHEET (BACK), digest 6.12), read by parse-sheet.ts: a GM may type or paste a
 * sheet in the printed layout, blanks and all.
 * - Blanks to fill are runs of underscores (`_____ _`, `Total Cost :____ _`): read as nothing.
 * - The page titles `TURN ORDER SHEET (FRONT) EMPIRE :____ TURN : _` (the book's text repeats the
 *   title) open the front (the income block) or the back (the movement grid); a name and a turn
 *   written on them are the sheet's header.
 * - The printed column heads (`Unit(s) # @ Cost`, `Unit(s) System Unit(s) System`,
 *   `Project Table (Goal) [RDTs At Start] Changes [ RDTs At End]`) open their section.
 * - `Total : EXPENDITURES (In Order of Priority)`: the two columns of the front run together in
 *   the book's text: the income block's Total, then the EXPENDITURES heading.
 * Every search is one pass (no nested quantifiers over the same characters).
 */
import type { SheetSection } from './sheet';

/** The line with its blanks (runs of underscores standing alone or after a colon) read as nothing. */
export function withoutBlanks(text: string): string {
  if (!text.includes('_')) return text;
  return text.replace(/(^|[\s:|])_+(?=[\s|]|$)/g, '$1').replace(/(^|[\s:|])_+(?=[\s|]|$)/g, '$1');
}

/** A page title: which side, and the rest of the line (its EMPIRE / TURN fields). */
export function readPageTitle(text: string): { side: 'front' | 'back'; rest: string } | null {
  const m = /^\s*turn\s+order\s+sheet\s*\((front|back)\)/i.exec(text);
  if (!m) return null;
  let rest = text.slice(m[0].length);
  const again = /^\s*turn\s+order\s+sheet\s*\((?:front|back)\)/i.exec(rest);
  if (again) rest = rest.slice(again[0].length);
  return { side: (m[1] as string).toLowerCase() === 'front' ? 'front' : 'back', rest: rest.trim() };
}

const COLUMN_HEADS: readonly [RegExp, SheetSection][] = [
  [/^unit\(s\)\s+#\s+@\s+cost$/i, 'expenditures'],
  [/^unit\(s\)\s+system\s+unit\(s\)\s+system$/i, 'commissions'],
  [/^project\s+table\s+\(goal\)\s+\[\s*rdts\s+at\s+start\s*\]\s+changes\s+\[\s*rdts\s+at\s+end\s*\]$/i, 'research'],
];

/** The section a printed row of column heads belongs to, or null. */
export function columnHeads(text: string): SheetSection | null {
  const t = text.trim();
  for (const [pattern, section] of COLUMN_HEADS) if (pattern.test(t)) return section;
  return null;
}

/** `Total : 921 EXPENDITURES (In Order of Priority)`: the ledger part and the heading, or null. */
export function ledgerThenExpenditures(text: string): string | null {
  const m = /\s+expenditures\s*\(in\s+order\s+of\s+priority\)\s*$/i.exec(text);
  if (!m || m.index === 0) return null;
  return text.slice(0, m.index);
}
