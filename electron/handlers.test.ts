import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { registerAllHandlers, MAX_OPEN_BYTES, type HandlerDeps } from './handlers';

vi.mock('electron', () => ({}));

type Invoke = (event: IpcMainInvokeEvent, payload: unknown) => Promise<unknown>;

/** Fake Electron objects and file system; `call` invokes a channel as the main window would. */
function setup(overrides: { openPaths?: string[]; savePath?: string; fileSize?: number; fileBytes?: Uint8Array } = {}) {
  const handlers = new Map<string, Invoke>();
  const printToPDF = vi.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  const sender = { printToPDF };
  const window = { webContents: sender, isDestroyed: () => false } as unknown as BrowserWindow;
  const deps = {
    ipcMain: { handle: (channel: string, listener: Invoke) => handlers.set(channel, listener) } as unknown as Pick<IpcMain, 'handle'>,
    getMainWindow: () => window,
    app: { getVersion: () => '0.1.0' },
    versions: { electron: '45.4.1', chrome: '140.0.0.0' },
    dialog: {
      showOpenDialog: vi.fn(async () => ({ canceled: overrides.openPaths === undefined, filePaths: overrides.openPaths ?? [] })),
      showSaveDialog: vi.fn(async () => ({ canceled: overrides.savePath === undefined, filePath: overrides.savePath ?? '' })),
    },
    shell: { openExternal: vi.fn(async () => undefined) },
    fs: {
      stat: vi.fn(async () => ({ size: overrides.fileSize ?? 12 })),
      readFile: vi.fn(async () => overrides.fileBytes ?? new TextEncoder().encode('{"schemaVersion":1}')),
      writeFile: vi.fn(async (_file: string, _data: string | Uint8Array, _options?: { flag: 'wx' }): Promise<void> => undefined),
    },
  } satisfies HandlerDeps;
  registerAllHandlers(deps);
  const event = { sender, senderFrame: { url: 'app://warpdesk/index.html' } } as unknown as IpcMainInvokeEvent;
  const call = (channel: string, payload: unknown) => {
    const invoke = handlers.get(channel);
    if (invoke === undefined) throw new Error(`no handler for ${channel}`);
    return invoke(event, payload);
  };
  return { deps, handlers, call, printToPDF, window };
}

const archiveFilter = [{ name: 'Warpdesk archive', extensions: ['warpdesk', 'json'] }];

describe('registerAllHandlers', () => {
  it('registers exactly the contract channels', () => {
    expect([...setup().handlers.keys()].sort()).toEqual(['app:version', 'dialog:choose-folder', 'file:open', 'file:save', 'file:save-binary', 'print:pdf', 'shell:open-external']);
  });

  it('app:version reports app, Electron and Chromium versions', async () => {
    await expect(setup().call('app:version', {})).resolves.toEqual({ version: '0.1.0', electron: '45.4.1', chrome: '140.0.0.0' });
  });

  it('file:open reads the chosen file (UTF-8 here; UTF-16 and Windows-1252 too) and returns its base name', async () => {
    const { call, deps, window } = setup({ openPaths: ['/home/gm/games/nova.warpdesk'] });
    await expect(call('file:open', { title: 'Import', filters: archiveFilter })).resolves.toEqual({
      name: 'nova.warpdesk',
      text: '{"schemaVersion":1}',
      decoding: { encoding: 'utf-8', bom: false, notUtf8: 0, replaced: 0 },
    });
    expect(deps.dialog.showOpenDialog).toHaveBeenCalledWith(window, { title: 'Import', filters: archiveFilter, properties: ['openFile'] });
    expect(deps.fs.readFile).toHaveBeenCalledWith('/home/gm/games/nova.warpdesk');
  });

  it('file:open reads a Windows-1252 file as such and says how it read it (issue 19, item 7)', async () => {
    // "à 5 €" as Notepad's ANSI saves it.
    const { call } = setup({ openPaths: ['/home/gm/orders.txt'], fileBytes: new Uint8Array([0xe0, 0x20, 0x35, 0x20, 0x80]) });
    await expect(call('file:open', { title: 'Open typed orders', filters: [] })).resolves.toEqual({
      name: 'orders.txt',
      text: 'à 5 €',
      decoding: { encoding: 'windows-1252', bom: false, notUtf8: 2, replaced: 0 },
    });
  });

  it('file:open returns null on cancel without touching the disk', async () => {
    const { call, deps } = setup();
    await expect(call('file:open', { title: 'Import', filters: [] })).resolves.toBeNull();
    expect(deps.fs.readFile).not.toHaveBeenCalled();
  });

  it('file:open refuses files over 256 MB before reading them', async () => {
    const { call, deps } = setup({ openPaths: ['/tmp/huge.json'], fileSize: MAX_OPEN_BYTES + 1 });
    await expect(call('file:open', { title: 'Import', filters: [] })).rejects.toThrow(/huge\.json is 257 MB; Warpdesk opens files up to 256 MB/);
    expect(deps.fs.readFile).not.toHaveBeenCalled();
  });

  it('file:save writes the text to the chosen path', async () => {
    const { call, deps } = setup({ savePath: '/home/gm/nova.warpdesk' });
    const request = { title: 'Export', suggestedName: 'nova.warpdesk', filters: archiveFilter, text: '{"a":1}' };
    await expect(call('file:save', request)).resolves.toEqual({ saved: true, path: '/home/gm/nova.warpdesk' });
    expect(deps.dialog.showSaveDialog).toHaveBeenCalledWith(expect.anything(), { title: 'Export', defaultPath: 'nova.warpdesk', filters: archiveFilter });
    expect(deps.fs.writeFile).toHaveBeenCalledWith('/home/gm/nova.warpdesk', '{"a":1}');
  });

  it('file:save reports a cancel as not saved', async () => {
    const { call, deps } = setup();
    await expect(call('file:save', { title: 'Export', suggestedName: 'a.json', filters: [], text: '' })).resolves.toEqual({ saved: false });
    expect(deps.fs.writeFile).not.toHaveBeenCalled();
  });

  it('file:save-binary writes the bytes to the chosen path, and refuses what is not bytes', async () => {
    const { call, deps } = setup({ savePath: '/home/gm/map.png' });
    const data = new Uint8Array([137, 80, 78, 71]);
    await expect(call('file:save-binary', { title: 'Export', suggestedName: 'map.png', filters: [], data })).resolves.toEqual({ saved: true, path: '/home/gm/map.png' });
    expect(deps.fs.writeFile).toHaveBeenCalledWith('/home/gm/map.png', data);
    await expect(call('file:save-binary', { title: 'Export', suggestedName: 'map.png', filters: [], data: 'not bytes' })).rejects.toThrow(/invalid request/);
  });

  it('print:pdf prints the sender with background and CSS page size, then writes the PDF', async () => {
    const { call, deps, printToPDF } = setup({ savePath: '/home/gm/turn-3.pdf' });
    await expect(call('print:pdf', { title: 'Print turn', suggestedName: 'turn-3', pageSize: 'Letter', landscape: true })).resolves.toEqual({ saved: true, path: '/home/gm/turn-3.pdf' });
    expect(deps.dialog.showSaveDialog).toHaveBeenCalledWith(expect.anything(), { title: 'Print turn', defaultPath: 'turn-3.pdf', filters: [{ name: 'PDF document', extensions: ['pdf'] }] });
    expect(printToPDF).toHaveBeenCalledWith({ pageSize: 'Letter', landscape: true, printBackground: true, preferCSSPageSize: true });
    expect(deps.fs.writeFile).toHaveBeenCalledWith('/home/gm/turn-3.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  });

  it('the dialogs of file:save, file:save-binary and print:pdf propose the renderer\'s name only as one plain, safe segment (issue 19, item 9)', async () => {
    const { call, deps } = setup();
    await call('file:save', { title: 'Export', suggestedName: '../../.bashrc', filters: [], text: '' });
    await call('file:save-binary', { title: 'Export', suggestedName: 'C:\\Windows\\CON.png', filters: [], data: new Uint8Array([1]) });
    await call('print:pdf', { title: 'Print', suggestedName: 'packets/a<b>:c' });
    expect(deps.dialog.showSaveDialog.mock.calls.map((c) => (c as unknown as [unknown, { defaultPath: string }])[1].defaultPath)).toEqual(['bashrc', '_CON.png', 'a_b__c.pdf']);
  });

  it('print:pdf does not print when the dialog is cancelled', async () => {
    const { call, printToPDF } = setup();
    await expect(call('print:pdf', { title: 'Print', suggestedName: 'x.pdf' })).resolves.toEqual({ saved: false });
    expect(printToPDF).not.toHaveBeenCalled();
  });

  it('dialog:choose-folder remembers the chosen folder under an id; print:pdf then writes there without a dialog', async () => {
    const { call, deps, printToPDF, window } = setup({ openPaths: ['/home/gm/packets'] });
    await expect(call('dialog:choose-folder', { title: 'Folder for the packets' })).resolves.toEqual({ folder: 'f1', path: '/home/gm/packets' });
    expect(deps.dialog.showOpenDialog).toHaveBeenCalledWith(window, { title: 'Folder for the packets', properties: ['openDirectory', 'createDirectory'] });
    await expect(call('print:pdf', { title: 'Packet', suggestedName: 'orion-turn-1-vorn', folder: 'f1', pageSize: 'Letter' })).resolves.toEqual({ saved: true, path: '/home/gm/packets/orion-turn-1-vorn.pdf' });
    expect(deps.dialog.showSaveDialog).not.toHaveBeenCalled();
    expect(printToPDF).toHaveBeenCalledWith({ pageSize: 'Letter', landscape: false, printBackground: true, preferCSSPageSize: true });
    expect(deps.fs.writeFile).toHaveBeenCalledWith('/home/gm/packets/orion-turn-1-vorn.pdf', expect.any(Uint8Array), { flag: 'wx' });
  });

  it('print:pdf into a folder never replaces a file already there: it writes the next free numbered name (issue 19)', async () => {
    const { call, deps } = setup({ openPaths: ['/home/gm/packets'] });
    const there = new Set(['/home/gm/packets/orion-T1-01-ABC-vorn.pdf', '/home/gm/packets/orion-T1-01-ABC-vorn-2.pdf']);
    deps.fs.writeFile.mockImplementation(async (file: string, _data: unknown, options?: { flag: 'wx' }) => {
      if (options?.flag === 'wx' && there.has(file)) throw Object.assign(new Error('EEXIST: file already exists'), { code: 'EEXIST' });
      there.add(file);
    });
    await call('dialog:choose-folder', { title: 'Folder' });
    await expect(call('print:pdf', { title: 'P', suggestedName: 'orion-T1-01-ABC-vorn.pdf', folder: 'f1' })).resolves.toEqual({ saved: true, path: '/home/gm/packets/orion-T1-01-ABC-vorn-3.pdf' });
    deps.fs.writeFile.mockRejectedValueOnce(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }));
    await expect(call('print:pdf', { title: 'P', suggestedName: 'x.pdf', folder: 'f1' })).rejects.toThrow('EACCES');
  });

  it('print:pdf refuses a folder never chosen and a name that is not a plain file name, writing nothing', async () => {
    const { call, deps, printToPDF } = setup({ openPaths: ['/home/gm/packets'] });
    await expect(call('print:pdf', { title: 'P', suggestedName: 'a.pdf', folder: 'f1' })).rejects.toThrow('That folder was not chosen in this session');
    await call('dialog:choose-folder', { title: 'Folder' });
    for (const name of ['../escape.pdf', 'sub/a.pdf', 'c:\\x.pdf', '.hidden.pdf', 'CON.pdf', `${'x'.repeat(200)}.pdf`]) {
      await expect(call('print:pdf', { title: 'P', suggestedName: name, folder: 'f1' })).rejects.toThrow('is not a plain file name');
    }
    await expect(call('print:pdf', { title: 'P', suggestedName: 'a.pdf', folder: '/etc' })).rejects.toThrow(/invalid request/);
    expect(printToPDF).not.toHaveBeenCalled();
    expect(deps.fs.writeFile).not.toHaveBeenCalled();
  });

  it('dialog:choose-folder returns null when cancelled', async () => {
    await expect(setup().call('dialog:choose-folder', { title: 'Folder' })).resolves.toBeNull();
  });

  it('print:pdf refuses a page size outside the contract', async () => {
    const { call, printToPDF } = setup({ savePath: '/tmp/x.pdf' });
    await expect(call('print:pdf', { title: 'Print', suggestedName: 'x', pageSize: 'A0' })).rejects.toThrow(/invalid request/);
    expect(printToPDF).not.toHaveBeenCalled();
  });

  it('shell:open-external opens https links and refuses other schemes', async () => {
    const { call, deps } = setup();
    await expect(call('shell:open-external', { url: 'https://example.org/rules' })).resolves.toEqual({ opened: true });
    await expect(call('shell:open-external', { url: 'file:///etc/passwd' })).resolves.toEqual({ opened: false, reason: 'links of type file: are not opened' });
    await expect(call('shell:open-external', { url: 'javascript:alert(1)' })).resolves.toMatchObject({ opened: false });
    expect(deps.shell.openExternal.mock.calls).toEqual([['https://example.org/rules']]);
  });
});
