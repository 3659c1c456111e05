/**
 * Splits a typed line into the order sheet's columns. Typists separate columns with `|`,
 * a tab, or two or more spaces; `||` (the commissions' second pair) is one separator.
 * Each cell keeps its 1-based column in the line so diagnostics point at it.
 */
export interface Cell {
  text: string;
  /** 1-based column of the cell's first character in the line. */
  column: number;
}

const SEPARATOR = /\s*\|\|?\s*|\t+\s*|\s{2,}/g;

export function splitColumns(line: string): Cell[] {
  const cells: Cell[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = line.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    cells.push({ text: raw.trim(), column: start + lead + 1 });
  };
  for (const match of line.matchAll(SEPARATOR)) {
    push(match.index);
    start = match.index + match[0].length;
  }
  push(line.length);
  // A line that starts or ends with a separator ("| a | b |") has empty edge cells.
  while (cells.length > 0 && cells[0]?.text === '' && /^\s*\|/.test(line)) cells.shift();
  while (cells.length > 0 && cells[cells.length - 1]?.text === '' && /\|\s*$/.test(line)) cells.pop();
  return cells;
}

/**
 * Splits on separators that are not inside parentheses: `DARING (2 COL, 1 IC), BOLD` gives
 * `DARING (2 COL, 1 IC)` and `BOLD`, each with its offset in the text. `separators` is a
 * set of characters, each one a separator (',' by default).
 */
export function splitTopLevel(text: string, separators = ','): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (i === text.length || (ch !== undefined && separators.includes(ch) && depth === 0)) {
      const raw = text.slice(start, i);
      const lead = raw.length - raw.trimStart().length;
      if (raw.trim() !== '') parts.push({ text: raw.trim(), offset: start + lead });
      start = i + 1;
    }
  }
  return parts;
}
