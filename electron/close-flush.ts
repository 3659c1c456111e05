/**
 * Nothing typed is lost when the window closes (issue 19, item 8): the first `close` of the main
 * window is held back, the renderer is asked to write every edit still waiting (FLUSH_CHANNEL),
 * and the window closes when it answers (FLUSHED_CHANNEL, from that window's own WebContents and
 * with the request's number) or after `waitMs`, whichever comes first: a renderer that hangs
 * never keeps the window open.
 */
import type { BrowserWindow, IpcMain, IpcMainEvent } from 'electron';
import { FLUSH_CHANNEL, FLUSHED_CHANNEL } from '../shared/ipc/channels';

/** How long a close waits for the renderer's answer, in milliseconds. */
export const CLOSE_FLUSH_WAIT_MS = 2000;

export interface CloseFlushDeps {
  ipcMain: Pick<IpcMain, 'on' | 'removeListener'>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

let nextRequest = 0;

export function flushBeforeClose(window: Pick<BrowserWindow, 'on' | 'close' | 'isDestroyed' | 'webContents'>, deps: CloseFlushDeps, waitMs = CLOSE_FLUSH_WAIT_MS): void {
  let flushed = false;
  let waiting = false;
  window.on('close', (event) => {
    if (flushed || window.isDestroyed()) return;
    event.preventDefault();
    if (waiting) return;
    waiting = true;
    const id = ++nextRequest;
    const finish = () => {
      deps.ipcMain.removeListener(FLUSHED_CHANNEL, onFlushed);
      deps.clearTimeout(timer);
      flushed = true;
      if (!window.isDestroyed()) window.close();
    };
    const onFlushed = (answer: IpcMainEvent, answered: unknown) => {
      if (answer.sender === window.webContents && answered === id) finish();
    };
    deps.ipcMain.on(FLUSHED_CHANNEL, onFlushed);
    const timer = deps.setTimeout(finish, waitMs);
    window.webContents.send(FLUSH_CHANNEL, id);
  });
}
