import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand, WarpdeskBridge } from '../../shared/ipc/contract';
import { createElectronPlatform } from './electron-platform';

const UTF8 = { encoding: 'utf-8', bom: false, notUtf8: 0, replaced: 0 } as const;

function fakeBridge(): WarpdeskBridge & { emit(command: MenuCommand): void } {
  const listeners = new Set<(command: MenuCommand) => void>();
  return {
    kind: 'electron',
    version: vi.fn(async () => ({ version: '0.1.0', electron: '45.4.1', chrome: '140' })),
    openFile: vi.fn(async () => ({ name: 'game.warpdesk.json', text: '{}', decoding: UTF8 })),
    saveFile: vi.fn(async () => ({ saved: true, path: '/home/gm/game.warpdesk.json' })),
    saveBinaryFile: vi.fn(async () => ({ saved: true, path: '/home/gm/map.png' })),
    printToPdf: vi.fn(async () => ({ saved: false })),
    chooseFolder: vi.fn(async () => ({ folder: 'f1', path: '/home/gm/packets' })),
    openExternal: vi.fn(async ({ url }: { url: string }) => (url.startsWith('https:') ? { opened: true } : { opened: false, reason: 'links of type file: are not opened' })),
    onMenuCommand: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (command) => listeners.forEach((listener) => listener(command)),
    onFlushRequest: vi.fn(() => () => undefined),
  };
}

describe('the Electron platform', () => {
  it('goes through the bridge for files, print and version', async () => {
    const bridge = fakeBridge();
    const platform = createElectronPlatform(bridge);
    expect(platform.kind).toBe('electron');
    expect(await platform.openTextFile({ title: 'Import', filters: [] })).toEqual({ name: 'game.warpdesk.json', text: '{}', decoding: UTF8 });
    expect(await platform.saveTextFile({ title: 'Export', suggestedName: 'g.warpdesk.json', filters: [], text: 'x' })).toBe(true);
    expect(bridge.saveFile).toHaveBeenCalledWith({ title: 'Export', suggestedName: 'g.warpdesk.json', filters: [], text: 'x' });
    expect(await platform.saveBinaryFile({ title: 'PNG', suggestedName: 'map.png', filters: [], data: new Uint8Array([1]), mimeType: 'image/png' })).toBe(true);
    expect(bridge.saveBinaryFile).toHaveBeenCalledWith({ title: 'PNG', suggestedName: 'map.png', filters: [], data: new Uint8Array([1]) });
    expect(await platform.printPage({ title: 'Print', suggestedName: 'packet.pdf' })).toBe(false);
    expect(bridge.printToPdf).toHaveBeenCalledWith({ title: 'Print', suggestedName: 'packet.pdf', pageSize: 'A4', landscape: false });
    expect(await platform.chooseFolder({ title: 'Folder' })).toEqual({ folder: 'f1', path: '/home/gm/packets' });
    expect(bridge.chooseFolder).toHaveBeenCalledWith({ title: 'Folder' });
    expect(await platform.version()).toBe('Warpdesk 0.1.0 (Electron 45.4.1, Chromium 140)');
  });

  it('refuses a link the shell refused, with the reason', async () => {
    const platform = createElectronPlatform(fakeBridge());
    await expect(platform.openExternal('https://example.org/')).resolves.toBeUndefined();
    await expect(platform.openExternal('file:///etc/passwd')).rejects.toThrow('links of type file: are not opened');
  });

  it('passes menu commands on until unsubscribed', () => {
    const bridge = fakeBridge();
    const seen: MenuCommand[] = [];
    const stop = createElectronPlatform(bridge).onMenuCommand((command) => seen.push(command));
    bridge.emit('new-game');
    stop();
    bridge.emit('print');
    expect(seen).toEqual(['new-game']);
  });
});
