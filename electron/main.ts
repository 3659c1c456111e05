/**
 * Electron entry (bundled to dist-electron/main.cjs). Wiring only: the logic lives in
 * protocol.ts, window.ts, navigation.ts, menu.ts, ipc.ts and handlers.ts.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, shell } from 'electron';
import { MENU_CHANNEL, type MenuCommand } from '../shared/ipc/contract';
import { registerAllHandlers } from './handlers';
import { flushBeforeClose } from './close-flush';
import { buildMenuTemplate } from './menu';
import { hardenWebContents } from './navigation';
import { APP_SCHEME, createProtocolHandler } from './protocol';
import { createMainWindow } from './window';

/** Both paths are relative to the bundle in dist-electron/. */
const PRELOAD_PATH = path.join(__dirname, 'preload.cjs');
const RENDERER_ROOT = path.join(__dirname, '../dist/renderer');

// Must happen before `ready`: a standard, secure scheme gets a real origin, fetch and storage.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;

const openExternal = (url: string): Promise<void> => shell.openExternal(url);

function sendMenuCommand(command: MenuCommand): void {
  const target = BrowserWindow.getFocusedWindow() ?? mainWindow;
  target?.webContents.send(MENU_CHANNEL, command);
}

function openMainWindow(): void {
  mainWindow = createMainWindow(PRELOAD_PATH);
  // Edits still waiting are written before the window goes (bounded wait).
  flushBeforeClose(mainWindow, { ipcMain, setTimeout, clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>) });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  // Every WebContents, present or future, gets the navigation and permission guards.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternal));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (mainWindow === null && app.isReady()) openMainWindow();
  });

  app
    .whenReady()
    .then(() => {
      protocol.handle(APP_SCHEME, createProtocolHandler(RENDERER_ROOT, (filePath) => readFile(filePath)));
      registerAllHandlers({
        ipcMain,
        getMainWindow: () => mainWindow,
        app,
        versions: process.versions,
        dialog,
        shell,
        fs: { stat, readFile, writeFile },
      });
      Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(process.platform, sendMenuCommand, { isPackaged: app.isPackaged, openExternal })));
      openMainWindow();
    })
    .catch((error: unknown) => {
      console.error('Warpdesk could not start:', error);
      app.exit(1);
    });
}
