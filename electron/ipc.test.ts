import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { registerHandler } from './ipc';

vi.mock('electron', () => ({}));

type Invoke = (event: IpcMainInvokeEvent, payload: unknown) => Promise<unknown>;

/** One main window, a fake ipcMain, and events as they would arrive from a sender. */
function setup() {
  const handlers = new Map<string, Invoke>();
  const ipcMain = { handle: (channel: string, listener: Invoke) => handlers.set(channel, listener) } as unknown as Pick<IpcMain, 'handle'>;
  const ownContents = { id: 1 };
  const window = { webContents: ownContents, isDestroyed: () => false } as unknown as BrowserWindow;
  const event = (sender: unknown, frameUrl: string | null) => ({ sender, senderFrame: frameUrl === null ? null : { url: frameUrl } }) as unknown as IpcMainInvokeEvent;
  return { handlers, ipcMain, window, ownContents, event };
}

describe('registerHandler', () => {
  it('passes a valid payload, parsed with schema defaults, to the handler', async () => {
    const { handlers, ipcMain, window, ownContents, event } = setup();
    const handler = vi.fn(async () => ({ saved: true, path: '/tmp/turn.pdf' }));
    registerHandler('print:pdf', handler, { ipcMain, getMainWindow: () => window });
    const invoke = handlers.get('print:pdf');
    expect(invoke).toBeDefined();
    const sent = event(ownContents, 'app://warpdesk/index.html#/turn');
    await expect(invoke?.(sent, { title: 'Print', suggestedName: 'turn-3' })).resolves.toEqual({ saved: true, path: '/tmp/turn.pdf' });
    expect(handler).toHaveBeenCalledWith({ title: 'Print', suggestedName: 'turn-3', pageSize: 'A4', landscape: false }, sent);
  });

  it('rejects a sender that is not the main window', async () => {
    const { handlers, ipcMain, window, event } = setup();
    const handler = vi.fn();
    registerHandler('app:version', handler, { ipcMain, getMainWindow: () => window });
    await expect(handlers.get('app:version')?.(event({ id: 2 }, 'app://warpdesk/index.html'), {})).rejects.toThrow(/app:version refused: the sender is not the Warpdesk main window/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects every sender while there is no main window, or after it is destroyed', async () => {
    const { handlers, ipcMain, ownContents, event } = setup();
    let window: BrowserWindow | null = null;
    registerHandler('app:version', vi.fn(), { ipcMain, getMainWindow: () => window });
    await expect(handlers.get('app:version')?.(event(ownContents, 'app://warpdesk/index.html'), {})).rejects.toThrow(/refused/);
    window = { webContents: ownContents, isDestroyed: () => true } as unknown as BrowserWindow;
    await expect(handlers.get('app:version')?.(event(ownContents, 'app://warpdesk/index.html'), {})).rejects.toThrow(/refused/);
  });

  it.each(['https://evil.example/', 'app://evil/index.html', 'file:///tmp/x.html', 'about:blank'])('rejects the main window when its frame is at %s', async (url) => {
    const { handlers, ipcMain, window, ownContents, event } = setup();
    const handler = vi.fn();
    registerHandler('app:version', handler, { ipcMain, getMainWindow: () => window });
    await expect(handlers.get('app:version')?.(event(ownContents, url), {})).rejects.toThrow(/not served from app:\/\/warpdesk/);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a frame that is gone', async () => {
    const { handlers, ipcMain, window, ownContents, event } = setup();
    registerHandler('app:version', vi.fn(), { ipcMain, getMainWindow: () => window });
    await expect(handlers.get('app:version')?.(event(ownContents, null), {})).rejects.toThrow(/refused/);
  });

  it.each([
    ['a missing field', { title: 'Save' }],
    ['an unknown field', { url: 'https://example.org/', extra: true }],
    ['a wrong type', { url: 42 }],
    ['not an object', 'https://example.org/'],
  ])('rejects an invalid payload (%s) with the offending field named', async (_name, payload) => {
    const { handlers, ipcMain, window, ownContents, event } = setup();
    const handler = vi.fn();
    registerHandler('shell:open-external', handler, { ipcMain, getMainWindow: () => window });
    await expect(handlers.get('shell:open-external')?.(event(ownContents, 'app://warpdesk/index.html'), payload)).rejects.toThrow(/shell:open-external refused: invalid request/);
    expect(handler).not.toHaveBeenCalled();
  });
});
