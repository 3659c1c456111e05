import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { MENU_COMMANDS, type MenuCommand } from '../shared/ipc/contract';
import { buildMenuTemplate, DOCS_URL } from './menu';

vi.mock('electron', () => ({}));

/** Every item of a template, depth first. */
function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
}

function build(platform: NodeJS.Platform, isPackaged = true) {
  const sent: MenuCommand[] = [];
  const openExternal = vi.fn(async (_url: string) => undefined);
  const template = buildMenuTemplate(platform, (command) => sent.push(command), { isPackaged, openExternal });
  const byLabel = (label: string) => flatten(template).find((item) => item.label === label);
  const click = (label: string) => (byLabel(label)?.click as (() => void) | undefined)?.();
  return { template, items: flatten(template), byLabel, click, sent, openExternal };
}

describe('application menu', () => {
  it.each([
    ['New game', 'CmdOrCtrl+N', 'new-game'],
    ['Import archive…', 'CmdOrCtrl+O', 'import-archive'],
    ['Export archive…', 'CmdOrCtrl+E', 'export-archive'],
    ['Print…', 'CmdOrCtrl+P', 'print'],
    ['Library', 'CmdOrCtrl+L', 'go-library'],
    ['Command palette', 'CmdOrCtrl+K', 'command-palette'],
  ])('%s has %s and sends %s', (label, accelerator, command) => {
    const menu = build('linux');
    expect(menu.byLabel(label)?.accelerator).toBe(accelerator);
    menu.click(label);
    expect(menu.sent).toEqual([command]);
  });

  it('sends every menu command from some item, and nothing outside the contract', () => {
    const menu = build('linux');
    for (const item of menu.items) (item.click as (() => void) | undefined)?.();
    expect(new Set(menu.sent)).toEqual(new Set(MENU_COMMANDS));
  });

  it('uses no accelerator twice', () => {
    const accelerators = build('win32', false).items.flatMap((item) => (item.accelerator === undefined ? [] : [item.accelerator]));
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });

  it('puts the app menu first on macOS and Quit in File elsewhere', () => {
    const mac = build('darwin');
    expect(mac.template[0]?.role).toBe('appMenu');
    expect(mac.items.some((item) => item.role === 'quit')).toBe(false);
    const linux = build('linux');
    expect(linux.template[0]?.label).toBe('File');
    expect(linux.template[0]?.submenu).toContainEqual({ role: 'quit' });
  });

  it('has the standard Edit roles and the Window menu', () => {
    const roles = build('linux').items.map((item) => item.role);
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'reload', 'zoomIn', 'zoomOut', 'resetZoom', 'windowMenu', 'help']));
  });

  it('offers developer tools only when not packaged', () => {
    expect(build('linux', true).items.some((item) => item.role === 'toggleDevTools')).toBe(false);
    expect(build('linux', false).items.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });

  it('opens the documentation in the system browser', () => {
    const menu = build('linux');
    menu.click('Documentation');
    expect(menu.openExternal).toHaveBeenCalledWith(DOCS_URL);
    expect(new URL(DOCS_URL).protocol).toBe('https:');
  });
});
