/**
 * The hand-written CSV reader and edit distance Warpdesk had before decision 0004, kept here
 * only so the benchmark can compare them with the libraries that replaced them.
 */

/** RFC 4180 CSV, commas only: rows of cells with the line number each row starts on (was shared/rulesets/nova/map/csv.ts parseCsv). */
export function handwrittenCsv(text: string): { rows: { line: number; cells: string[] }[]; error?: string } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let fieldStarted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === ',') {
      cells.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      cells.push(field);
      if (cells.some((x) => x.trim() !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      field = '';
      fieldStarted = false;
      line++;
      rowLine = line;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) return { rows, error: `line ${rowLine}: a quoted cell is never closed` };
  cells.push(field);
  if (cells.some((x) => x.trim() !== '')) rows.push({ line: rowLine, cells });
  return { rows };
}

/** Optimal string alignment distance, case-insensitive (was shared/text/fuzzy.ts editDistance). */
export function handwrittenDistance(a: string, b: string): number {
  const s = a.toUpperCase();
  const t = b.toUpperCase();
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}
