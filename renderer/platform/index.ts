/** The platform this renderer runs on: the Electron bridge when the preload put one on window, else the browser. */
import type { WarpdeskBridge } from '../../shared/ipc/contract';
import { createBrowserPlatform } from './browser-platform';
import { createElectronPlatform } from './electron-platform';
import type { Platform } from './platform';

declare global {
  interface Window {
    warpdesk?: WarpdeskBridge;
  }
}

let platform: Platform | null = null;

export function getPlatform(): Platform {
  platform ??= window.warpdesk?.kind === 'electron' ? createElectronPlatform(window.warpdesk) : createBrowserPlatform();
  return platform;
}

export type { Platform } from './platform';
export { ARCHIVE_FILTERS } from './platform';
