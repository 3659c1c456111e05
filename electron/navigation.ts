/**
 * Locks a WebContents down: no new windows, no navigation away from app://warpdesk,
 * no <webview>, no permissions. External links go to the system browser, and only
 * after checkExternalUrl has parsed them (https and mailto only).
 */
import type { WebContents } from 'electron';
import { checkExternalUrl } from '../shared/ipc/contract';
import { isAppUrl } from './protocol';

/** Opens a URL outside the app (shell.openExternal in production). */
export type OpenExternal = (url: string) => Promise<void>;

/**
 * Installs the window-open, navigation, webview and permission guards on `contents`.
 * Call it for every WebContents (main wires it to app's `web-contents-created`).
 */
export function hardenWebContents(contents: WebContents, openExternal: OpenExternal): void {
  contents.setWindowOpenHandler(({ url }) => {
    const checked = checkExternalUrl(url);
    if (checked.ok) {
      // Fire and forget: the handler must answer synchronously; a failed launch only loses the link.
      openExternal(checked.url).catch(() => undefined);
    }
    return { action: 'deny' };
  });

  const keepInsideApp = (event: { preventDefault(): void }, url: string): void => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', (event, url) => keepInsideApp(event, url));
  // Frames too (issue 19, item 9): a frame of the page may show the app's own pages or an inline
  // document (about:srcdoc, about:blank), never a foreign page.
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url) && !(!event.isMainFrame && (event.url === 'about:srcdoc' || event.url === 'about:blank'))) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => keepInsideApp(event, url));
  contents.on('will-attach-webview', (event) => event.preventDefault());

  // The renderer needs no camera, notifications, clipboard-read or any other permission.
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  contents.session.setPermissionCheckHandler(() => false);
}
