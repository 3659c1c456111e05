import type { IpcMainEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { FLUSH_CHANNEL, FLUSHED_CHANNEL } from '../shared/ipc/channels';
import { flushBeforeClose } from './close-flush';

vi.mock('electron', () => ({}));

/** A fake window and ipcMain: `closeNow` is the GM closing the window; `answer` the renderer's reply. */
function setup() {
  const windowListeners = new Map<string, (event: { preventDefault(): void }) => void>();
  const ipcListeners = new Set<(event: IpcMainEvent, id: unknown) => void>();
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let destroyed = false;
  const webContents = { send: vi.fn() };
  const window = {
    webContents,
    isDestroyed: () => destroyed,
    on: (name: string, listener: (event: { preventDefault(): void }) => void) => windowListeners.set(name, listener),
    close: vi.fn(() => closeNow()),
  };
  /** Returns whether the close went through (was not prevented). */
  const closeNow = () => {
    let prevented = false;
    windowListeners.get('close')?.({ preventDefault: () => (prevented = true) });
    if (!prevented) destroyed = true;
    return !prevented;
  };
  flushBeforeClose(window as never, {
    ipcMain: {
      on: ((_channel: string, listener: (event: IpcMainEvent, id: unknown) => void) => ipcListeners.add(listener)) as never,
      removeListener: ((_channel: string, listener: (event: IpcMainEvent, id: unknown) => void) => ipcListeners.delete(listener)) as never,
    },
    setTimeout: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const answer = (sender: unknown, id: unknown) => [...ipcListeners].forEach((l) => l({ sender } as IpcMainEvent, id));
  return { window, webContents, closeNow, answer, timers, ipcListeners, isDestroyed: () => destroyed };
}

describe('closing the window writes the edits still waiting first (issue 19, item 8)', () => {
  it('holds the close, asks the renderer to flush, and closes when that window answers with the request number', () => {
    const s = setup();
    expect(s.closeNow()).toBe(false);
    expect(s.webContents.send).toHaveBeenCalledTimes(1);
    const [channel, id] = s.webContents.send.mock.calls[0] as [string, number];
    expect(channel).toBe(FLUSH_CHANNEL);
    // A second close while waiting asks nothing more; answers from elsewhere or with another number do not close.
    expect(s.closeNow()).toBe(false);
    expect(s.webContents.send).toHaveBeenCalledTimes(1);
    s.answer({ other: true }, id);
    s.answer(s.webContents, id + 1);
    expect(s.isDestroyed()).toBe(false);
    s.answer(s.webContents, id);
    expect(s.isDestroyed()).toBe(true);
    expect(s.timers[0]?.cleared).toBe(true);
    expect(s.ipcListeners.size).toBe(0);
  });

  it('closes after a bounded wait when the renderer never answers', () => {
    const s = setup();
    s.closeNow();
    expect(s.timers.map((t) => t.ms)).toEqual([2000]);
    s.timers[0]?.run();
    expect(s.isDestroyed()).toBe(true);
    expect(s.ipcListeners.size).toBe(0);
    expect(FLUSHED_CHANNEL).toBe('app:flushed');
  });
});
