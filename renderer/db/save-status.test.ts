import { describe, expect, it } from 'vitest';
import { describeStorageError, editPending, editWritten, flushPendingEdits, getSaveState, trackSave } from './save-status';

function named(name: string, message = ''): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('the save state', () => {
  it('says saving while a write is open, saved after', async () => {
    let release!: () => void;
    const write = trackSave(() => new Promise<void>((ok) => (release = ok)));
    expect(getSaveState().kind).toBe('saving');
    release();
    await write;
    expect(getSaveState().kind).toBe('saved');
  });

  it('says what failed and rethrows for the caller', async () => {
    await expect(trackSave(() => Promise.reject(named('QuotaExceededError')))).rejects.toThrow();
    const state = getSaveState();
    expect(state.kind).toBe('failed');
    expect(state.kind === 'failed' && state.message).toMatch(/disk is full/);
  });
});

describe('storage errors in words', () => {
  it('names a full disk, a blocked upgrade and a newer database', () => {
    expect(describeStorageError(named('QuotaExceededError'))).toMatch(/disk is full/);
    expect(describeStorageError(Object.assign(named('AbortError'), { inner: { name: 'QuotaExceededError' } }))).toMatch(/disk is full/);
    expect(describeStorageError(named('DatabaseClosedError', 'Database version change blocked'))).toMatch(/another window/);
    expect(describeStorageError(named('VersionError'))).toMatch(/newer Warpdesk/);
    expect(describeStorageError(new Error('boom'))).toBe('The change could not be saved: boom');
  });
});

describe('edits typed and not yet written (issue 19, item 8)', () => {
  it('says so until handed to a write, writes them all on flush, and resolves once every write ended', async () => {
    await trackSave(async () => undefined); // a failure shown by an earlier test stays until a write succeeds
    const key = {};
    let release!: () => void;
    const writes: string[] = [];
    const flush = () => {
      editWritten(key);
      writes.push('notes');
      void trackSave(() => new Promise<void>((ok) => (release = ok)));
    };
    editPending(key, flush);
    expect(getSaveState().kind).toBe('pending');
    let done = false;
    const flushed = flushPendingEdits().then(() => (done = true));
    expect(writes).toEqual(['notes']);
    expect(getSaveState().kind).toBe('saving');
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await flushed;
    expect(getSaveState().kind).toBe('saved');
    await flushPendingEdits();
  });
});
