// Issue 16's "Done when": every section of the NOVA rulebook is carried out and covered, and the
// coverage table of docs/nova-turn.md (section → module → test) has nothing left partial. This test
// keeps the table honest against the book's own table of contents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/nova-turn.md'), 'utf8');
/** The headings of the rulebook's table of contents, in its order, each once (seed lines 1–400). */
const bookSections = readFileSync(path.join(ROOT, 'test/fixtures/nova/rulebook-sections.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '');

/** The cells of a markdown table row (`\|` is a pipe inside a cell). */
const cells = (line: string): string[] =>
  line
    .slice(1, line.trimEnd().length - 1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replaceAll('\\|', '|'));

/** The body rows of the first table after `heading`, up to the next heading. */
function tableAfter(heading: string): string[][] {
  const start = doc.indexOf(heading);
  expect(start, `${heading} is in docs/nova-turn.md`).toBeGreaterThanOrEqual(0);
  const rest = doc.slice(start + heading.length);
  const end = rest.search(/\n#{2,3} /);
  const lines = (end < 0 ? rest : rest.slice(0, end)).split('\n').filter((l) => l.startsWith('|'));
  return lines.slice(2).map(cells);
}

const coverage = tableAfter('## Rulebook coverage');
const index = tableAfter('### Every section of the book');

describe('the NOVA rulebook coverage table (issue 16)', () => {
  it('has a state for every row, and every state is done', () => {
    expect(coverage.length).toBeGreaterThan(60);
    for (const row of coverage) {
      expect(row, row[0]).toHaveLength(4);
      const state = row[3] ?? '';
      expect(state, row[0]).toMatch(/^(\*\*done\*\*|done)(?![a-z])/);
      expect(state, row[0]).not.toMatch(/\*\*partial\*\*|not audited/);
    }
  });

  it('names every heading of the book, in the book\'s order, with the row that covers it', () => {
    expect(index.map((r) => r[0])).toEqual(bookSections);
    const rows = coverage.map((r) => r[0] ?? '');
    for (const [section, coveredBy] of index) {
      const named = (coveredBy ?? '').startsWith('no rule:') || rows.some((r) => (coveredBy ?? '').startsWith(r));
      expect(named, `${section} → ${coveredBy}`).toBe(true);
    }
  });
});
