/** The desktop platform: native dialogs and print to PDF through the preload bridge. */
import type { WarpdeskBridge } from '../../shared/ipc/contract';
import type { Platform } from './platform';
import { mountForPrint } from './print-html';

export function createElectronPlatform(bridge: WarpdeskBridge): Platform {
  return {
    kind: 'electron',
    openTextFile: ({ title, filters }) => bridge.openFile({ title, filters }),
    saveTextFile: async ({ title, suggestedName, filters, text }) => (await bridge.saveFile({ title, suggestedName, filters, text })).saved,
    saveBinaryFile: async ({ title, suggestedName, filters, data }) => (await bridge.saveBinaryFile({ title, suggestedName, filters, data })).saved,
    printPage: async ({ title, suggestedName }) => (await bridge.printToPdf({ title, suggestedName, pageSize: 'A4', landscape: false })).saved,
    printHtml: async ({ title, suggestedName, html, paper, folder }) => {
      const unmount = mountForPrint(html);
      try {
        const result = await bridge.printToPdf({ title, suggestedName, pageSize: paper === 'letter' ? 'Letter' : 'A4', landscape: false, ...(folder !== undefined ? { folder } : {}) });
        return result.saved ? (result.path ?? true) : false;
      } finally {
        unmount();
      }
    },
    chooseFolder: ({ title }) => bridge.chooseFolder({ title }),
    openExternal: async (url) => {
      const result = await bridge.openExternal({ url });
      if (!result.opened) throw new Error(`This link is not opened: ${result.reason ?? 'refused'}`);
    },
    version: async () => {
      const v = await bridge.version();
      return `Warpdesk ${v.version} (Electron ${v.electron}, Chromium ${v.chrome})`;
    },
    onMenuCommand: (listener) => bridge.onMenuCommand(listener),
  };
}
