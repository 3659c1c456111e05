import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../rulesets/index';
import { readArchive, readArchiveChunks, restoreArchive } from './archive';
import { ARCHIVE_MAX_DEPTH, textDepthProblem, valueBoundsProblems } from './bounds';

const SAMPLES = ['nova', 'galactic-domination', 'dark-nebula', 'star-sectors'].map((id) => readFileSync(`resources/samples/${id}-sample.warpdesk.json`, 'utf8'));
const NOVA = SAMPLES[0] as string;

/** The sample with `value` (JSON text) put in place of a field of its first system. */
function withSystemField(valueText: string): string {
  const archive = JSON.parse(NOVA) as { systems: Record<string, unknown>[] };
  (archive.systems[0] as Record<string, unknown>).extra = '@@';
  return JSON.stringify(archive, null, 2).replace('"@@"', valueText);
}

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe('archives nested too deep are refused, never a crash (issue 19, item 6)', () => {
  const text = withSystemField(deep(10_000));

  it('whole: with the line and column where the nesting passes the limit', () => {
    const read = readArchive(text, RULESETS);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([{ where: expect.stringMatching(/^line \d+, column \d+$/), message: expect.stringContaining(`nested more than ${ARCHIVE_MAX_DEPTH} deep`) }]);
  });

  it("in pieces (the app's import): the same refusal", async () => {
    const read = await readArchiveChunks(chunks(text, 1000), RULESETS);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]?.message).toContain(`nested more than ${ARCHIVE_MAX_DEPTH} deep`);
  });

  it('parsed: with the path of the value', () => {
    const archive = JSON.parse(NOVA) as { systems: Record<string, unknown>[] };
    let value: Record<string, unknown> = {};
    (archive.systems[0] as Record<string, unknown>).extra = value;
    for (let i = 0; i < 10_000; i++) value = value.a = {} as Record<string, unknown>;
    const read = restoreArchive(archive, RULESETS);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems[0]?.where).toMatch(/^systems\[0\]\.extra(\.a)+$/);
  });

  it('a top-level array 100,000 deep is refused with its place', async () => {
    const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(readArchive(text, RULESETS)).toEqual({ ok: false, problems: [{ where: `line 1, column ${ARCHIVE_MAX_DEPTH + 1}`, message: expect.stringContaining('nested') }] });
    expect((await readArchiveChunks([text], RULESETS)).ok).toBe(false);
  });

  it("every ruleset's sample stays well within the limit, whole and in pieces", async () => {
    for (const sample of SAMPLES) {
      expect(textDepthProblem(sample)).toBeNull();
      expect(valueBoundsProblems(JSON.parse(sample))).toEqual([]);
      expect(readArchive(sample, RULESETS).ok).toBe(true);
      expect((await readArchiveChunks(chunks(sample, 4096), RULESETS)).ok).toBe(true);
    }
  });
});

describe('numbers out of bounds are refused with their path (issue 19, item 6)', () => {
  it('a treasury of 2^53 at import, not a ZodError a turn later', () => {
    const archive = JSON.parse(NOVA) as { empires: { treasury: number }[] };
    (archive.empires[1] as { treasury: number }).treasury = 2 ** 53;
    const read = readArchive(JSON.stringify(archive), RULESETS);
    expect(read).toEqual({ ok: false, problems: [{ where: 'empires[1].treasury', message: 'must be a number from -1,000,000,000,000 to 1,000,000,000,000 (found 9007199254740992)' }] });
  });

  it('anywhere in any ruleset: a number deep in a ruleset field', () => {
    for (const sample of SAMPLES) {
      const archive = JSON.parse(sample) as { game: Record<string, unknown> };
      archive.game.settings = { ...(archive.game.settings as object), someLimit: -1e300 };
      const read = readArchive(JSON.stringify(archive), RULESETS);
      expect(read.ok ? [] : read.problems.map((p) => p.where)).toEqual(['game.settings.someLimit']);
    }
  });
});
