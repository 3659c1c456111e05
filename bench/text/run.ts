/**
 * CSV reading and fuzzy matching, before and after decision 0004 (docs/decisions/0004-csv-and-fuzzy-libraries.md):
 * what each reads right and how fast.
 *
 * CSV: the hand-written reader Warpdesk had against papaparse (shared/text/csv.ts), on the shapes
 * spreadsheets write (separators, BOM, CRLF, quotes) and on a 2,000-system map file.
 * Fuzzy: "did you mean …?" over the sample game's names with typos of each kind (a letter left
 * out, one too many, one wrong, two swapped), with the hand-written edit distance, fastest-levenshtein
 * and, when installed (`npm install --no-save damerau-levenshtein`), damerau-levenshtein; then
 * 1,000 suggestions among 2,000 names.
 *
 *   npx tsx bench/text/run.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { distance as levenshtein } from 'fastest-levenshtein';
import { readCsv } from '../../shared/text/csv';
import { editDistance, suggest } from '../../shared/text/fuzzy';
import { handwrittenCsv, handwrittenDistance } from './handwritten';

const time = (runs: number, f: () => void): number => {
  f();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) f();
  return (performance.now() - t0) / runs;
};

// ---------- CSV ----------
const CASES: { name: string; text: string; rows: string[][] }[] = [
  { name: 'commas, LF', text: 'name,x\nALGOL,1\n', rows: [['name', 'x'], ['ALGOL', '1']] },
  { name: 'CRLF', text: 'name,x\r\nALGOL,1\r\n', rows: [['name', 'x'], ['ALGOL', '1']] },
  { name: 'byte-order mark', text: '\ufeffname,x\nALGOL,1', rows: [['name', 'x'], ['ALGOL', '1']] },
  { name: 'semicolons (European Excel)', text: 'name;x;notes\nALGOL;1,5;a, b\n', rows: [['name', 'x', 'notes'], ['ALGOL', '1,5', 'a, b']] },
  { name: 'tabs (pasted from a sheet)', text: 'name\tx\nALGOL\t1\n', rows: [['name', 'x'], ['ALGOL', '1']] },
  { name: 'pipes', text: 'name|x\nALGOL|1\n', rows: [['name', 'x'], ['ALGOL', '1']] },
  { name: 'quoted separator', text: 'name,notes\nALGOL,"a, b"\n', rows: [['name', 'notes'], ['ALGOL', 'a, b']] },
  { name: 'quoted line break', text: 'name,notes\nALGOL,"two\nlines"\nVEGA,x\n', rows: [['name', 'notes'], ['ALGOL', 'two\nlines'], ['VEGA', 'x']] },
  { name: 'doubled quotes', text: 'name,notes\nALGOL,"say ""hi"""\n', rows: [['name', 'notes'], ['ALGOL', 'say "hi"']] },
  { name: 'blank lines', text: 'name,x\n\nALGOL,1\n\n\n', rows: [['name', 'x'], ['ALGOL', '1']] },
  { name: 'semicolons, BOM, CRLF, quoted break', text: '\ufeffname;notes\r\nALGOL;"two\r\nlines"\r\n', rows: [['name', 'notes'], ['ALGOL', 'two\nlines']] },
  { name: 'mixed line ends', text: 'name,x\r\nALGOL,1\nVEGA,2\r\n', rows: [['name', 'x'], ['ALGOL', '1'], ['VEGA', '2']] },
];

function csvScore(read: (text: string) => string[][]): { passed: number; failed: string[] } {
  const failed: string[] = [];
  for (const c of CASES) if (JSON.stringify(read(c.text)) !== JSON.stringify(c.rows)) failed.push(c.name);
  return { passed: CASES.length - failed.length, failed };
}

const big = ['id,name,type,status,owner,colonies,homeStar,x,y,installations,notes'];
for (let i = 0; i < 2000; i++) big.push(`s${i},SYS${i},${i % 9},none,,0,no,${i * 7},${-i * 3},IC:1;SDU:2,"notes, with ""quotes"" ${i}"`);
const bigText = `${big.join('\n')}\n`;

console.log('CSV: shapes read right');
for (const [name, read] of [
  ['hand-written', (t: string) => handwrittenCsv(t).rows.map((r) => r.cells)],
  ['papaparse (shared/text/csv.ts)', (t: string) => readCsv(t).rows.map((r) => r.cells)],
] as const) {
  const score = csvScore(read);
  console.log(`  ${name.padEnd(32)} ${score.passed}/${CASES.length}${score.failed.length > 0 ? `  (not: ${score.failed.join('; ')})` : ''}`);
}
console.log('CSV: a 2,000-system map file (ms per read)');
console.log(`  hand-written                     ${time(30, () => handwrittenCsv(bigText)).toFixed(2)}`);
console.log(`  papaparse (shared/text/csv.ts)   ${time(30, () => readCsv(bigText)).toFixed(2)}`);

// ---------- fuzzy ----------
const sample = JSON.parse(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8')) as { collections?: Record<string, { name?: string }[]> } & Record<string, unknown>;
const collections = (sample.collections ?? sample) as Record<string, { name?: string }[]>;
const names = [...new Set([...(collections.systems ?? []), ...(collections.units ?? [])].map((r) => (r.name ?? '').toUpperCase()).filter((n) => n.length >= 3))];

/** Typos of each kind at a few places of the name, deterministic. */
function typos(name: string): { kind: string; text: string }[] {
  const out: { kind: string; text: string }[] = [];
  for (const at of [1, Math.floor(name.length / 2), name.length - 2]) {
    if (at < 0 || at >= name.length - 1) continue;
    out.push({ kind: 'left out', text: name.slice(0, at) + name.slice(at + 1) });
    out.push({ kind: 'one too many', text: `${name.slice(0, at)}E${name.slice(at)}` });
    out.push({ kind: 'wrong', text: `${name.slice(0, at)}${name[at] === 'O' ? 'U' : 'O'}${name.slice(at + 1)}` });
    if (name[at] !== name[at + 1]) out.push({ kind: 'swapped', text: name.slice(0, at) + (name[at + 1] ?? '') + (name[at] ?? '') + name.slice(at + 2) });
  }
  return out.filter((t) => t.text !== name);
}

/** suggest() with another distance: the same limits and the same refusal of a tie. */
function suggestWith(distance: (a: string, b: string) => number, typed: string, candidates: readonly string[]): string | null {
  const word = typed.trim().toUpperCase();
  const limit = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const c of candidates) {
    if (c === word) return c;
    const d = distance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best !== null && bestDistance <= limit && !tie ? best : null;
}

const require = createRequire(import.meta.url);
function loadDamerau(): ((a: string, b: string) => number) | null {
  try {
    const lib = require('damerau-levenshtein') as (a: string, b: string) => { steps: number };
    return (a, b) => lib(a, b).steps;
  } catch {
    return null;
  }
}
const damerau = loadDamerau();

const distances: [string, (a: string, b: string) => number][] = [
  ['hand-written (OSA)', handwrittenDistance],
  ['fastest-levenshtein', (a, b) => levenshtein(a, b)],
  ...(damerau ? ([['damerau-levenshtein', damerau]] as [string, (a: string, b: string) => number][]) : []),
  ['shared/text/fuzzy.ts now', editDistance],
];
const corpus = names.flatMap((name) => typos(name).map((t) => ({ ...t, name })));
console.log(`Fuzzy: ${corpus.length} typos of ${names.length} names of the sample (right / wrong / no suggestion)`);
for (const [label, distance] of distances) {
  const byKind = new Map<string, [number, number, number]>();
  for (const t of corpus) {
    const got = suggestWith(distance, t.text, names);
    const score = byKind.get(t.kind) ?? [0, 0, 0];
    score[got === t.name ? 0 : got === null ? 2 : 1]++;
    byKind.set(t.kind, score);
  }
  const total = [...byKind.values()].reduce((a, s) => [a[0] + s[0], a[1] + s[1], a[2] + s[2]], [0, 0, 0]);
  console.log(`  ${label.padEnd(26)} ${total.join(' / ')}   ${[...byKind].map(([k, s]) => `${k} ${s.join('/')}`).join(', ')}`);
}
const many = Array.from({ length: 2000 }, (_, i) => `${names[i % names.length]} ${i}`);
const queries = corpus.slice(0, 1000).map((t) => t.text);
console.log('Fuzzy: 1,000 suggestions among 2,000 names (ms in all)');
for (const [label, distance] of distances) console.log(`  ${label.padEnd(26)} ${time(1, () => queries.forEach((q) => suggestWith(distance, q, many))).toFixed(0)}`);
console.log(`  suggest() now              ${time(1, () => queries.forEach((q) => suggest(q, many))).toFixed(0)}`);
