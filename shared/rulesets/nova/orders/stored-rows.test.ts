import { describe, expect, it } from 'vitest';
import { linesFingerprint, parsedLines, readStoredLines, ROW_READER_VERSION, sheetRows, type StoredLine } from './stored';

const lines: StoredLine[] = [
  { id: 'a', section: 'expenditures', text: 'Hornet 2 | 160', keepInvalid: false },
  { id: 'b', section: 'movement', text: 'Lancer 1 | LYRA - A - B | F | X', keepInvalid: false },
  { id: 'c', section: 'general', text: 'no idea what this is', keepInvalid: false },
];

describe('the rows of a stored sheet', () => {
  it('are read once, when the sheet is stored, and read back as stored while the lines are those they were read from', () => {
    const stored = parsedLines(lines);
    expect(stored.parsedFrom).toBe(linesFingerprint(lines));
    const fresh = readStoredLines(lines).map((l) => ({ line: l.line, text: l.text, row: l.row }));
    expect(sheetRows(stored)).toEqual(fresh);
    // A stored row is taken as it is: the sheet is not read again.
    const marked = { ...stored, lines: stored.lines.map((l, i) => (i === 0 ? { ...l, row: { kind: 'marker' } } : l)) };
    expect(sheetRows(marked)[0]?.row).toEqual({ kind: 'marker' });
  });

  it('are read again when a line changed since, or when the sheet has no fingerprint (an older archive)', () => {
    const stored = parsedLines(lines);
    const changed = { ...stored, lines: stored.lines.map((l, i) => (i === 0 ? { ...l, text: 'Hornet 3 | 240', row: { kind: 'stale' } } : l)) };
    expect(sheetRows(changed)[0]?.row).toEqual(readStoredLines(changed.lines)[0]?.row);
    const old = { lines: stored.lines.map((l) => ({ ...l, row: { kind: 'stale' } })) };
    expect(sheetRows(old).map((r) => r.row)).toEqual(readStoredLines(lines).map((l) => l.row));
  });
});

describe('rows stored by an older reader', () => {
  // NOVA: IN-SYSTEM SETUP: reader 1 held a set-up as its distance only, and refused (4/3).
  it('are read again from the stored text, so a set-up gets its direction', () => {
    const old: StoredLine[] = [
      { id: 'a', section: 'movement', text: 'LYRA | DARING | | H (4/3) |', keepInvalid: false, row: null },
      { id: 'b', section: 'movement', text: 'LYRA | BOLD | | H (D/2) |', keepInvalid: false, row: { kind: 'movement', start: 'LYRA', ships: [{ name: 'BOLD', cargo: [] }], route: [], contact: ['H'], activity: [], setup: 2, retreat: null, retreating: false } },
    ];
    // The fingerprint reader 1 stored: line count and checksum, no version.
    const parsedFrom = linesFingerprint(old).replace(/^r\d+:/, '');
    const rows = sheetRows({ lines: old, parsedFrom });
    expect(rows[0]?.row).toMatchObject({ kind: 'movement', setup: { direction: 4, distance: 3 } });
    expect(rows[1]?.row).toMatchObject({ kind: 'movement', setup: null });
    // Stored again, the rows hold what the current reader reads and are taken as stored.
    const again = parsedLines(old);
    expect(again.parsedFrom).toMatch(new RegExp(`^r${ROW_READER_VERSION}:`));
    expect(sheetRows(again)[0]?.row).toMatchObject({ setup: { direction: 4, distance: 3 } });
  });

  // NOVA: 6.4: reader 2 took "Dear Empire C, …" for a note to the GM; a message on the order sheet is not sent.
  it('are read again, so a message written on the sheet becomes an unread MESSAGE-ON-SHEET line', () => {
    const old: StoredLine[] = [{ id: 'a', section: 'general', text: 'Dear Empire C, thank you for the ships', keepInvalid: false, row: { kind: 'note', text: 'Dear Empire C, thank you for the ships' } }];
    const parsedFrom = linesFingerprint(old).replace(/^r\d+:/, 'r2:');
    expect(sheetRows({ lines: old, parsedFrom })[0]?.row).toBeNull();
    expect(readStoredLines(old)[0]?.diagnostics.map((d) => d.code)).toEqual(['MESSAGE-ON-SHEET']);
  });
});

// NOVA: GENERAL, CONDITIONAL, SPECIAL ORDERS: reader 2 left a general line whose clause is an activity unread.
describe('an activity clause stored by reader 2', () => {
  it('is read again from its text: the turn carries it out instead of reporting it unread', () => {
    const old: StoredLine[] = [{ id: 'a', section: 'general', text: 'GO: abort all activities', keepInvalid: false, row: null }];
    const parsedFrom = linesFingerprint(old).replace(/^r\d+:/, 'r2:');
    expect(sheetRows({ lines: old, parsedFrom })[0]?.row).toEqual({ kind: 'general', text: 'GO: abort all activities', order: 'GO' });
  });
});
