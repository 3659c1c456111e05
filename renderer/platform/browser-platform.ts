/** The plain-browser platform: a file input, a Blob download, window.print(). */
import { checkExternalUrl } from '../../shared/ipc/contract';
import type { FileFilter, Platform } from './platform';

declare const __APP_VERSION__: string;

/** Reads a File as UTF-8 text. */
export function readFileText(file: File): Promise<string> {
  return file.text();
}

function acceptAttribute(filters: FileFilter[]): string {
  return filters.flatMap((f) => f.extensions.map((ext) => `.${ext}`)).join(',');
}

export function createBrowserPlatform(): Platform {
  return {
    kind: 'browser',
    openTextFile: ({ filters }) =>
      new Promise((resolve, reject) => {
        const input = document.createElement('input');
        input.type = 'file';
        input.accept = acceptAttribute(filters);
        input.style.display = 'none';
        input.dataset.testid = 'file-input';
        const done = () => input.remove();
        input.addEventListener('change', () => {
          const file = input.files?.[0];
          done();
          if (!file) return resolve(null);
          readFileText(file).then((text) => resolve({ name: file.name, text }), reject);
        });
        input.addEventListener('cancel', () => {
          done();
          resolve(null);
        });
        document.body.append(input);
        input.click();
      }),
    saveTextFile: async ({ suggestedName, text }) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = suggestedName;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoke later: Chromium reads the Blob after the click returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return true;
    },
    printPage: async () => {
      window.print();
      return true;
    },
    openExternal: async (url) => {
      const checked = checkExternalUrl(url);
      if (!checked.ok) throw new Error(`This link is not opened: ${checked.reason}`);
      window.open(checked.url, '_blank', 'noopener,noreferrer');
    },
    version: async () => `Warpdesk ${__APP_VERSION__} (browser)`,
    onMenuCommand: () => () => undefined,
  };
}
