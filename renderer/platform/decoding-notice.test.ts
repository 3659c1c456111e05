import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readArchiveChunks } from '../../shared/format/archive';
import { RULESETS } from '../../shared/rulesets';
import type { TextDecoding } from '../../shared/text/decode';

const shown = vi.hoisted(() => [] as { title: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: { title: string; message: string }) => shown.push({ title: n.title, message: n.message }) } }));
const { announcedPieces } = await import('./decoding-notice');

async function* piecesOf(list: readonly string[]): AsyncIterable<string> {
  for (const piece of list) yield piece;
}

const LATIN1: TextDecoding = { encoding: 'windows-1252', bom: false, notUtf8: 3, replaced: 0 };

// Issue 19, item 7: the GM is told how a file was read, also when the archive is refused before its
// end (the reader stops taking pieces, so a note shown only after the last piece never came).
describe('the decoding note of a file read in pieces', () => {
  beforeEach(() => {
    shown.length = 0;
  });

  it('is shown when the archive is refused before its last piece', async () => {
    const pieces = ['{"format": "warpdesk-archive", "schemaVersion": 3, "game": [', ']]]] not json', ' and more', ' and more'];
    const read = await readArchiveChunks(announcedPieces('old.warpdesk.json', { chunks: piecesOf(pieces), decoding: () => LATIN1 }), RULESETS);
    expect(read.ok).toBe(false);
    expect(shown).toEqual([{ title: 'How old.warpdesk.json was read', message: 'old.warpdesk.json: read as Windows-1252 (Latin-1); 3 characters were not UTF-8.' }]);
  });

  it('is shown once when the file is read to its end', async () => {
    const seen: string[] = [];
    for await (const piece of announcedPieces('orders.txt', { chunks: piecesOf(['a', 'b']), decoding: () => LATIN1 })) seen.push(piece);
    expect(seen).toEqual(['a', 'b']);
    expect(shown).toHaveLength(1);
  });
});
