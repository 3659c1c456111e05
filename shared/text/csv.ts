/**
 * CSV as spreadsheets write it, read and written with papaparse (docs/decisions/0004): the
 * separator a spreadsheet used (`,`, `;` as European Excel writes, a tab, `|`), a byte-order
 * mark, CRLF, LF or a mix (read as LF), quotes spanning lines and doubled quotes; each row with the line of the
 * file it starts on, so a problem points at it. Writing quotes what needs quoting and keeps a
 * cell that a spreadsheet would run as a formula (`=…`, `+…`, `@…`) as text. Pure.
 */
import Papa from 'papaparse';

/** A row of cells and the 1-based line of the file it starts on. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvRead {
  rows: CsvRow[];
  /** The separator found (or the only one the text could have). */
  delimiter: string;
  /** The first thing that makes the text no CSV (an unclosed quote), with its line. */
  error?: { line: number; message: string };
}

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** Lines of `text` before `offset` (1-based line of the character at `offset`). */
function lineAt(text: string, offset: number, from: { offset: number; line: number }): number {
  let line = from.line;
  for (let i = from.offset; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  from.offset = offset;
  from.line = line;
  return line;
}

/**
 * Reads CSV text. Rows with nothing but blanks are left out (their line numbers are not
 * reused). A cell written as `'=…` (how writeCsv keeps a formula as text) reads `=…`.
 */
export function readCsv(text: string): CsvRead {
  // Line ends as LF whatever mix the file has (a file edited on two systems): inside quotes too.
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const rows: CsvRow[] = [];
  let error: CsvRead['error'];
  let start = 0;
  // Row starts advance through the text once, so line numbers cost one pass.
  const cursor = { offset: 0, line: 1 };
  // The separator is guessed on the first rows with blank lines left out (they would spoil the guess), then the whole text is read with it.
  const delimiter = Papa.parse<string[]>(body.slice(0, 20_000), { delimitersToGuess: [...CSV_DELIMITERS], skipEmptyLines: 'greedy', preview: 20 }).meta.delimiter || ',';
  Papa.parse<string[]>(body, {
    delimiter,
    newline: '\n',
    skipEmptyLines: false,
    step: (step) => {
      const end = step.meta.cursor;
      // A row starts after the line break that ended the one before.
      let from = start;
      while (from < end && body[from] === '\n') from++;
      const line = lineAt(body, from, cursor);
      start = end;
      for (const e of step.errors) if (!error && e.type === 'Quotes') error = { line, message: 'a quoted cell is never closed (a " is missing)' };
      const cells = step.data.map((c) => (/^'[=+@]/.test(c) ? c.slice(1) : c));
      if (cells.some((c) => c.trim() !== '')) rows.push({ line, cells });
    },
  });
  return { rows, delimiter, ...(error ? { error } : {}) };
}

/** CSV text of rows (first the header), LF line ends and a final one, cells quoted only where needed. */
export function writeCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  const text = Papa.unparse(
    rows.map((r) => r.map((c) => String(c))),
    { newline: '\n', escapeFormulae: /^[=+@]/, quotes: (value: unknown) => typeof value === 'string' && value !== value.trim() },
  );
  return text === '' ? '' : `${text}\n`;
}
