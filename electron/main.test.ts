import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A recording stand-in for the parts of Electron that main.ts wires together. */
const fake = vi.hoisted(() => {
  const appEvents = new Map<string, (...args: unknown[]) => void>();
  const state = { lock: true, ready: Promise.resolve() };
  return {
    appEvents,
    state,
    order: [] as string[],
    windows: [] as Array<{ options: { webPreferences?: { preload?: string } } }>,
    app: {
      requestSingleInstanceLock: vi.fn(() => state.lock),
      quit: vi.fn(),
      exit: vi.fn(),
      enableSandbox: vi.fn(),
      on: vi.fn((event: string, listener: (...args: unknown[]) => void) => appEvents.set(event, listener)),
      whenReady: vi.fn(() => state.ready),
      isReady: () => true,
      isPackaged: true,
      getVersion: () => '0.1.0',
    },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    ipcMain: { handle: vi.fn() },
    Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => ({ template })) },
  };
});

vi.mock('electron', () => ({
  app: fake.app,
  protocol: fake.protocol,
  ipcMain: fake.ipcMain,
  Menu: fake.Menu,
  dialog: {},
  shell: { openExternal: vi.fn(async () => undefined) },
  BrowserWindow: class {
    readonly webContents = { send: vi.fn() };
    constructor(readonly options: { webPreferences?: { preload?: string } }) {
      fake.windows.push(this);
    }
    once() {}
    on() {}
    loadURL = async () => undefined;
    static getFocusedWindow = () => null;
  },
}));

async function startMain(): Promise<void> {
  vi.resetModules();
  await import('./main');
  await fake.state.ready;
  // Let the whenReady().then(...) callback run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('main entry wiring', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    fake.appEvents.clear();
    fake.windows.length = 0;
    fake.state.lock = true;
  });

  it('registers app:// as a privileged standard, secure, fetch-capable scheme and turns the sandbox on for all renderers', async () => {
    await startMain();
    expect(fake.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    expect(fake.app.enableSandbox).toHaveBeenCalled();
    // Before ready: registration happened at import, before whenReady resolved anything.
    expect(fake.protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]).toBeLessThan(fake.protocol.handle.mock.invocationCallOrder[0] ?? 0);
  });

  it('on ready serves app://, registers the contract handlers, sets the menu and opens one window with the bundled preload', async () => {
    await startMain();
    expect(fake.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(fake.ipcMain.handle.mock.calls.map(([channel]) => channel).sort()).toEqual(['app:version', 'dialog:choose-folder', 'file:open', 'file:save', 'file:save-binary', 'print:pdf', 'shell:open-external']);
    expect(fake.Menu.setApplicationMenu).toHaveBeenCalledOnce();
    expect(fake.windows).toHaveLength(1);
    expect(fake.windows[0]?.options.webPreferences?.preload).toMatch(/[\\/]preload\.cjs$/);
  });

  it('hardens every WebContents as it is created', async () => {
    await startMain();
    const setWindowOpenHandler = vi.fn();
    const contents = { setWindowOpenHandler, on: vi.fn(), session: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } };
    fake.appEvents.get('web-contents-created')?.({}, contents);
    expect(setWindowOpenHandler).toHaveBeenCalledOnce();
    expect(contents.session.setPermissionRequestHandler).toHaveBeenCalledOnce();
  });

  it('quits when all windows close, except on macOS', async () => {
    await startMain();
    const platform = Object.getOwnPropertyDescriptor(process, 'platform');
    try {
      Object.defineProperty(process, 'platform', { value: 'darwin' });
      fake.appEvents.get('window-all-closed')?.();
      expect(fake.app.quit).not.toHaveBeenCalled();
      Object.defineProperty(process, 'platform', { value: 'linux' });
      fake.appEvents.get('window-all-closed')?.();
      expect(fake.app.quit).toHaveBeenCalledOnce();
    } finally {
      if (platform !== undefined) Object.defineProperty(process, 'platform', platform);
    }
  });

  it('a second instance quits at once without opening a window', async () => {
    fake.state.lock = false;
    await startMain();
    expect(fake.app.quit).toHaveBeenCalledOnce();
    expect(fake.app.whenReady).not.toHaveBeenCalled();
    expect(fake.windows).toHaveLength(0);
  });
});
