/**
 * The application menu. Custom items only send a MenuCommand; the renderer decides what
 * it means. Standard items use Electron roles so the platform supplies the behaviour.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { checkExternalUrl, type MenuCommand } from '../shared/ipc/contract';

/** Where Help → Documentation points. Placeholder until the project has a public site. */
export const DOCS_URL = 'https://warpdesk.example.org/docs/';

export interface MenuOptions {
  /** app.isPackaged: developer tools are offered only in unpackaged (development) runs. */
  isPackaged: boolean;
  /** Opens a URL in the system browser (shell.openExternal). */
  openExternal: (url: string) => Promise<void>;
}

/**
 * Builds the menu template for `platform` (process.platform). On macOS the app menu
 * comes first and Quit lives there; elsewhere Quit ends the File menu.
 */
export function buildMenuTemplate(platform: NodeJS.Platform, send: (command: MenuCommand) => void, options: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const item = (label: string, command: MenuCommand, accelerator?: string): MenuItemConstructorOptions =>
    accelerator === undefined ? { label, click: () => send(command) } : { label, accelerator, click: () => send(command) };

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      item('New game', 'new-game', 'CmdOrCtrl+N'),
      item('Import archive…', 'import-archive', 'CmdOrCtrl+O'),
      item('Export archive…', 'export-archive', 'CmdOrCtrl+E'),
      { type: 'separator' },
      item('Open sample game', 'open-sample'),
      { type: 'separator' },
      item('Print…', 'print', 'CmdOrCtrl+P'),
      ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      item('Library', 'go-library', 'CmdOrCtrl+L'),
      item('Command palette', 'command-palette', 'CmdOrCtrl+K'),
      item('Toggle theme', 'toggle-theme'),
      { type: 'separator' },
      { role: 'reload' },
      ...(options.isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      {
        label: 'Documentation',
        click: () => {
          const checked = checkExternalUrl(DOCS_URL);
          if (checked.ok) options.openExternal(checked.url).catch(() => undefined);
        },
      },
    ],
  };
  const appMenu: MenuItemConstructorOptions[] = isMac ? [{ role: 'appMenu' }] : [];
  return [...appMenu, file, edit, view, { role: 'windowMenu' }, help];
}
