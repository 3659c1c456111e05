import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from './archive';
import { recordsWithArchiveMeta, splitArchiveMeta } from './archive-meta';
import { RULESETS } from '../rulesets/index';

const v1 = JSON.stringify({
  format: 'warpdesk-archive',
  schemaVersion: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  exportedBy: 'Warpdesk 0.0.1',
  laterField: { kept: true },
  game: { id: 'g-1', name: 'Old', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  empires: [],
  systems: [],
  warpLines: [],
});

describe('archive meta through storage', () => {
  it('keeps migrations and unknown top-level fields from import to export', () => {
    const read = readArchive(v1, RULESETS);
    if (!read.ok) throw new Error('did not read');
    const stored = recordsWithArchiveMeta(read.value);
    expect(stored.game).toMatchObject({ archiveMeta: { migrations: ['0002-turn-records', '0003-turn-history-as-changes'], extra: { laterField: { kept: true } } } });
    const { records, meta } = splitArchiveMeta(stored);
    expect('archiveMeta' in records.game).toBe(false);
    const written = JSON.parse(writeArchive(records, { exportedAt: 'now', exportedBy: 'test', migrations: meta.migrations, extra: meta.extra })) as Record<string, unknown>;
    expect(written.migrations).toEqual(['0002-turn-records', '0003-turn-history-as-changes']);
    expect(written.laterField).toEqual({ kept: true });
    expect((written.game as Record<string, unknown>).archiveMeta).toBeUndefined();
  });

  it('adds nothing to a game whose archive had nothing to keep', () => {
    const first = readArchive(v1, RULESETS);
    if (!first.ok) throw new Error('did not read');
    const plain = writeArchive(splitArchiveMeta(recordsWithArchiveMeta(first.value)).records, { exportedAt: 'x', exportedBy: 'y' });
    const read = readArchive(plain, RULESETS);
    if (!read.ok) throw new Error('did not read');
    expect('archiveMeta' in recordsWithArchiveMeta(read.value).game).toBe(false);
  });
});
