/**
 * The one way main answers the renderer: a checked wrapper around ipcMain.handle.
 * Every call is refused unless it comes from the main window's own WebContents, from a
 * frame served at app://warpdesk, with a payload that passes the channel's zod schema.
 */
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import type { z } from 'zod';
import { ipcRequests, type IpcChannel, type IpcResponse } from '../shared/ipc/contract';
import { isAppUrl } from './protocol';

/** A request after validation: schema defaults (e.g. pageSize 'A4') are filled in. */
export type IpcParsed<C extends IpcChannel> = z.output<(typeof ipcRequests)[C]>;

/** Handles one validated request; `event` is there for sender-bound work such as printToPDF. */
export type IpcHandler<C extends IpcChannel> = (request: IpcParsed<C>, event: IpcMainInvokeEvent) => Promise<IpcResponse<C>> | IpcResponse<C>;

export interface RegisterOptions {
  ipcMain: Pick<IpcMain, 'handle'>;
  /** The window whose WebContents is the only trusted sender; null before it exists. */
  getMainWindow: () => BrowserWindow | null;
}

/** Returns why a sender is refused, or null when it is the main window at app://warpdesk. */
export function senderProblem(event: IpcMainInvokeEvent, mainWindow: BrowserWindow | null): string | null {
  if (mainWindow === null || mainWindow.isDestroyed() || event.sender !== mainWindow.webContents) {
    return 'the sender is not the Warpdesk main window';
  }
  const frameUrl = event.senderFrame?.url ?? '';
  if (!isAppUrl(frameUrl)) return 'the sending frame is not served from app://warpdesk';
  return null;
}

/** The request schemas seen per channel, so indexing with a generic channel keeps its output type. */
const schemas: { [K in IpcChannel]: z.ZodType<IpcParsed<K>, unknown> } = ipcRequests;

/**
 * Registers `handler` for `channel`. Rejects (the renderer's promise fails with the
 * message) on a foreign sender or an invalid payload; otherwise passes the parsed value.
 */

export function registerHandler<C extends IpcChannel>(channel: C, handler: IpcHandler<C>, options: RegisterOptions): void {
  const schema = schemas[channel];
  options.ipcMain.handle(channel, async (event, payload: unknown) => {
    const problem = senderProblem(event, options.getMainWindow());
    if (problem !== null) throw new Error(`IPC ${channel} refused: ${problem}`);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(request)'}: ${issue.message}`).join('; ');
      throw new Error(`IPC ${channel} refused: invalid request (${issues})`);
    }
    return handler(parsed.data, event);
  });
}
