/** The platform this renderer runs on: the Electron bridge when the preload put one on window, else the browser. */
import type { WarpdeskBridge } from '../../shared/ipc/contract';
import { createBrowserPlatform } from './browser-platform';
import { withDecodingNotices } from './decoding-notice';
import { createElectronPlatform } from './electron-platform';
import type { Platform } from './platform';

declare global {
  interface Window {
    warpdesk?: WarpdeskBridge;
  }
}

let platform: Platform | null = null;

export function getPlatform(): Platform {
  // Every file opened tells the GM how it was read when that was not plain UTF-8 (issue 19, item 7).
  platform ??= withDecodingNotices(window.warpdesk?.kind === 'electron' ? createElectronPlatform(window.warpdesk) : createBrowserPlatform());
  return platform;
}

export type { Platform } from './platform';
export { ARCHIVE_FILTERS } from './platform';
