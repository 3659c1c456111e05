import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FLUSH_CHANNEL, FLUSHED_CHANNEL, MENU_CHANNEL } from '../shared/ipc/contract';

const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  return {
    exposed: new Map<string, unknown>(),
    listeners,
    renderer: {
      invoke: vi.fn(async (..._args: unknown[]) => ({ ok: true })),
      send: vi.fn((..._args: unknown[]) => undefined),
      on: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
        const set = listeners.get(channel) ?? new Set();
        set.add(listener);
        listeners.set(channel, set);
      }),
      removeListener: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
        listeners.get(channel)?.delete(listener);
      }),
    },
  };
});

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => electron.exposed.set(key, value) },
  // The fake module must export electron's own name; quoted because the lint rule guards bridge objects, not this mock.
  'ipcRenderer': electron.renderer,
}));

/** The bridge as the renderer sees it; typed loosely because the test inspects its shape. */
let bridge: Record<string, unknown>;

beforeAll(async () => {
  await import('./preload');
  bridge = electron.exposed.get('warpdesk') as Record<string, unknown>;
});

const method = (name: string) => bridge[name] as (...args: unknown[]) => unknown;

describe('preload bridge', () => {
  it('exposes one object, window.warpdesk, with exactly the bridge methods', () => {
    expect([...electron.exposed.keys()]).toEqual(['warpdesk']);
    expect(Object.keys(bridge).sort()).toEqual(['chooseFolder', 'kind', 'onFlushRequest', 'onMenuCommand', 'openExternal', 'openFile', 'printToPdf', 'saveBinaryFile', 'saveFile', 'version']);
    expect(bridge.kind).toBe('electron');
  });

  it('never exposes ipcRenderer or a generic invoke', () => {
    for (const value of Object.values(bridge)) {
      expect(value).not.toBe(electron.renderer);
      expect(value).not.toBe(electron.renderer.invoke);
    }
    expect(bridge).not.toHaveProperty('invoke');
    expect(bridge).not.toHaveProperty('send');
    expect(bridge).not.toHaveProperty('ipcRenderer');
  });

  it.each([
    ['version', 'app:version', undefined, {}],
    ['openFile', 'file:open', { title: 'Import', filters: [] }, undefined],
    ['saveFile', 'file:save', { title: 'Export', suggestedName: 'a.json', filters: [], text: '{}' }, undefined],
    ['saveBinaryFile', 'file:save-binary', { title: 'Export', suggestedName: 'a.png', filters: [], data: new Uint8Array([137, 80]) }, undefined],
    ['printToPdf', 'print:pdf', { title: 'Print', suggestedName: 'a.pdf' }, undefined],
    ['chooseFolder', 'dialog:choose-folder', { title: 'Folder' }, undefined],
    ['openExternal', 'shell:open-external', { url: 'https://example.org/' }, undefined],
  ])('%s invokes only its own channel %s', async (name, channel, request, sent) => {
    electron.renderer.invoke.mockClear();
    await method(name)(request);
    expect(electron.renderer.invoke).toHaveBeenCalledExactlyOnceWith(channel, sent ?? request);
  });

  it('onMenuCommand passes known commands, drops unknown ones, hides the IPC event, and unsubscribes', () => {
    const received: unknown[] = [];
    const unsubscribe = method('onMenuCommand')((...args: unknown[]) => received.push(args)) as () => void;
    const fire = (value: unknown) => {
      for (const listener of electron.listeners.get(MENU_CHANNEL) ?? []) listener({ sender: electron.renderer }, value);
    };
    fire('new-game');
    fire('rm -rf /');
    fire({ command: 'print' });
    expect(received).toEqual([['new-game']]);
    unsubscribe();
    fire('print');
    expect(received).toEqual([['new-game']]);
    expect(electron.listeners.get(MENU_CHANNEL)?.size).toBe(0);
  });

  it('onFlushRequest writes the edits when main asks before closing, answers with the request number once done, and unsubscribes (issue 19, item 8)', async () => {
    let release!: () => void;
    const flush = vi.fn(() => new Promise<void>((done) => (release = done)));
    const unsubscribe = method('onFlushRequest')(flush) as () => void;
    const fire = (value: unknown) => {
      for (const listener of electron.listeners.get(FLUSH_CHANNEL) ?? []) listener({ sender: electron.renderer }, value);
    };
    fire('all');
    fire(-1);
    expect(flush).not.toHaveBeenCalled();
    fire(7);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(electron.renderer.send).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(electron.renderer.send).toHaveBeenCalledWith(FLUSHED_CHANNEL, 7));
    unsubscribe();
    expect(electron.listeners.get(FLUSH_CHANNEL)?.size).toBe(0);
  });
});
