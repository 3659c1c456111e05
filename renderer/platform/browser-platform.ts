/** The plain-browser platform: a file input, a Blob download, window.print(). */
import { decodeText, type DecodedText } from '../../shared/text/decode';
import { checkExternalUrl } from '../../shared/ipc/external-url';
import type { FileFilter, Platform } from './platform';
import { fileChunks } from './file-chunks';
import { baseName, printInFrame, withDocumentTitle } from './print-html';

declare const __APP_VERSION__: string;

/** A file's text, decoded from UTF-8, UTF-16 or Windows-1252 as it was saved, and how (shared/text/decode.ts). */
export async function readFileText(file: File): Promise<DecodedText> {
  return decodeText(new Uint8Array(await file.arrayBuffer()));
}

function acceptAttribute(filters: FileFilter[]): string {
  return filters.flatMap((f) => f.extensions.map((ext) => `.${ext}`)).join(',');
}

/** Hands a Blob to the browser's downloads under `name`. */
function download(name: string, blob: Blob): boolean {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the Blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

export function createBrowserPlatform(): Platform {
  /** Asks the GM for one file through a hidden file input; null when cancelled. */
  const pickFile = (filters: FileFilter[]) =>
    new Promise<File | null>((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = acceptAttribute(filters);
      input.style.display = 'none';
      input.dataset.testid = 'file-input';
      const done = () => input.remove();
      input.addEventListener('change', () => {
        const file = input.files?.[0];
        done();
        resolve(file ?? null);
      });
      input.addEventListener('cancel', () => {
        done();
        resolve(null);
      });
      document.body.append(input);
      input.click();
    });
  return {
    kind: 'browser',
    openTextFile: async ({ filters }) => {
      const file = await pickFile(filters);
      if (!file) return null;
      const { text, ...decoding } = await readFileText(file);
      return { name: file.name, text, decoding };
    },
    openTextFileChunks: async ({ filters }) => {
      const file = await pickFile(filters);
      return file ? { name: file.name, ...fileChunks(file) } : null;
    },
    // A Blob of the pieces: the text is never joined into one string.
    saveTextFile: async ({ suggestedName, text }) => download(suggestedName, new Blob(typeof text === 'string' ? [text] : [...text], { type: 'application/json' })),
    saveBinaryFile: async ({ suggestedName, data, mimeType }) => download(suggestedName, new Blob([data], { type: mimeType })),
    printPage: async () => {
      window.print();
      return true;
    },
    printHtml: async ({ html, suggestedName }) => {
      await printInFrame(withDocumentTitle(html, baseName(suggestedName)));
      return true;
    },
    chooseFolder: async () => {
      throw new Error('A browser cannot write into a folder: its files go to the downloads.');
    },
    openExternal: async (url) => {
      const checked = checkExternalUrl(url);
      if (!checked.ok) throw new Error(`This link is not opened: ${checked.reason}`);
      window.open(checked.url, '_blank', 'noopener,noreferrer');
    },
    version: async () => `Warpdesk ${__APP_VERSION__} (browser)`,
    onMenuCommand: () => () => undefined,
    onCloseRequest: () => () => undefined,
  };
}

