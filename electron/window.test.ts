import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Records every BrowserWindow the code under test creates. */
const created = vi.hoisted(() => [] as Array<{ options: unknown; loadURL: ReturnType<typeof vi.fn>; show: ReturnType<typeof vi.fn>; events: Map<string, () => void> }>);

vi.mock('electron', () => ({
  BrowserWindow: class {
    readonly loadURL = vi.fn(async () => undefined);
    readonly show = vi.fn();
    readonly events = new Map<string, () => void>();
    constructor(readonly options: unknown) {
      created.push(this);
    }
    once(event: string, listener: () => void) {
      this.events.set(event, listener);
      return this;
    }
  },
}));

const { createMainWindow, secureWebPreferences } = await import('./window');

describe('main window', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('uses isolated, sandboxed web preferences without Node', () => {
    expect(secureWebPreferences('/app/dist-electron/preload.cjs')).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      preload: '/app/dist-electron/preload.cjs',
    });
  });

  it('creates the window hidden with those preferences, loads app://warpdesk and shows when ready', () => {
    createMainWindow('/app/dist-electron/preload.cjs');
    const window = created[0];
    expect(window).toBeDefined();
    if (window === undefined) return;
    expect(window.options).toMatchObject({ show: false, webPreferences: secureWebPreferences('/app/dist-electron/preload.cjs') });
    expect(window.loadURL).toHaveBeenCalledWith('app://warpdesk/index.html');
    expect(window.show).not.toHaveBeenCalled();
    window.events.get('ready-to-show')?.();
    expect(window.show).toHaveBeenCalledOnce();
  });
});
