/** The main window: secure web preferences, loaded from app://warpdesk, shown when painted. */
import { BrowserWindow, type WebPreferences } from 'electron';
import { APP_INDEX_URL } from './protocol';

/**
 * The web preferences of every Warpdesk window: isolated, sandboxed, no Node in any
 * frame or worker, web security on, no <webview>. `preloadPath` is absolute.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    preload: preloadPath,
  };
}

/**
 * Creates the main window hidden, loads the renderer's index.html over app://, and
 * shows it on `ready-to-show` so the user never sees an unpainted frame.
 * Hardening of its WebContents is done by main's `web-contents-created` hook.
 */
export function createMainWindow(preloadPath: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Warpdesk',
    webPreferences: secureWebPreferences(preloadPath),
  });
  window.once('ready-to-show', () => window.show());
  // A failed load leaves a blank window; say why on the console rather than as an unhandled rejection.
  window.loadURL(APP_INDEX_URL).catch((error: unknown) => console.error('Warpdesk: could not load the renderer:', error));
  return window;
}
