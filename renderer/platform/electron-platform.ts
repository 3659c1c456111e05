/** The desktop platform: native dialogs and print to PDF through the preload bridge. */
import type { WarpdeskBridge } from '../../shared/ipc/contract';
import type { Platform } from './platform';
import { mountForPrint } from './print-html';

export function createElectronPlatform(bridge: WarpdeskBridge): Platform {
  return {
    kind: 'electron',
    openTextFile: ({ title, filters }) => bridge.openFile({ title, filters }),
    // The main process reads the file whole; the reader still parses it a record at a time.
    openTextFileChunks: async ({ title, filters }) => {
      const file = await bridge.openFile({ title, filters });
      return file ? { name: file.name, chunks: [file.text], decoding: () => file.decoding } : null;
    },
    // Pieces are encoded into bytes, never joined into one string.
    saveTextFile: async ({ title, suggestedName, filters, text }) =>
      typeof text === 'string' ? (await bridge.saveFile({ title, suggestedName, filters, text })).saved : (await bridge.saveBinaryFile({ title, suggestedName, filters, data: utf8Pieces(text) })).saved,
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
    onCloseRequest: (flush) => bridge.onFlushRequest(flush),
  };
}

/** Text pieces as one UTF-8 buffer. */
function utf8Pieces(pieces: readonly string[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts = pieces.map((p) => encoder.encode(p));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
