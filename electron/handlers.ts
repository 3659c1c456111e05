/**
 * The main-process side of every IPC channel in shared/ipc/contract.ts. Electron and
 * file-system objects come in as `deps`, so tests drive the handlers with fakes.
 */
import { decodeText } from '../shared/text/decode';
import path from 'node:path';
import type { BrowserWindow, IpcMainInvokeEvent, OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { checkExternalUrl } from '../shared/ipc/contract';
import { registerHandler, type RegisterOptions } from './ipc';

/** Largest file `file:open` reads, in bytes (256 MiB); bigger files are refused before reading. */
export const MAX_OPEN_BYTES = 256 * 1024 * 1024;

export interface HandlerDeps extends RegisterOptions {
  app: { getVersion(): string };
  /** Electron and Chromium versions (process.versions in production). */
  versions: { electron?: string; chrome?: string };
  dialog: {
    showOpenDialog(window: BrowserWindow, options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
    showSaveDialog(window: BrowserWindow, options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
  };
  shell: { openExternal(url: string): Promise<void> };
  fs: {
    /** Size in bytes of the file at an absolute path. */
    stat(filePath: string): Promise<{ size: number }>;
    /** The file's bytes (decoded here: UTF-8, UTF-16 or Windows-1252, shared/text/decode.ts). */
    readFile(filePath: string): Promise<Uint8Array>;
    writeFile(filePath: string, data: string | Uint8Array): Promise<void>;
  };
}

/** The main window as a dialog parent; the IPC helper has already checked that it sent the call. */
function parentWindow(deps: HandlerDeps): BrowserWindow {
  const window = deps.getMainWindow();
  if (window === null) throw new Error('The Warpdesk window is not open.');
  return window;
}

/** Appends `.pdf` to a suggested name that lacks it, so the save dialog proposes a PDF name. */
function pdfName(suggestedName: string): string {
  return suggestedName.toLowerCase().endsWith('.pdf') ? suggestedName : `${suggestedName}.pdf`;
}

/** A name a file written into a chosen folder may have: no path separator, none of Windows' reserved characters, no control character, not hidden. */
function plainFileName(name: string): boolean {
  return !name.startsWith('.') && [...name].every((ch) => !'\\/:*?"<>|'.includes(ch) && (ch.codePointAt(0) ?? 0) >= 0x20);
}

/** Registers the handler of every contract channel through the checked IPC helper. */
export function registerAllHandlers(deps: HandlerDeps): void {
  /** Folders the GM chose in this session (dialog:choose-folder), by id: the renderer never names a path itself. */
  const folders = new Map<string, string>();

  /** Where print:pdf writes: a file in a chosen folder, or the path the GM picks in a save dialog (null when cancelled). */
  async function pdfTarget(request: { title: string; suggestedName: string; folder?: string | undefined }): Promise<string | null> {
    const name = pdfName(request.suggestedName);
    if (request.folder !== undefined) {
      const folder = folders.get(request.folder);
      if (folder === undefined) throw new Error('That folder was not chosen in this session: choose it again.');
      if (!plainFileName(name)) throw new Error(`"${name}" is not a plain file name.`);
      return path.join(folder, name);
    }
    const result = await deps.dialog.showSaveDialog(parentWindow(deps), { title: request.title, defaultPath: name, filters: [{ name: 'PDF document', extensions: ['pdf'] }] });
    return result.canceled || !result.filePath ? null : result.filePath;
  }

  registerHandler(
    'app:version',
    () => ({ version: deps.app.getVersion(), electron: deps.versions.electron ?? 'unknown', chrome: deps.versions.chrome ?? 'unknown' }),
    deps,
  );

  registerHandler(
    'file:open',
    async (request) => {
      const result = await deps.dialog.showOpenDialog(parentWindow(deps), { title: request.title, filters: request.filters, properties: ['openFile'] });
      const filePath = result.filePaths[0];
      if (result.canceled || filePath === undefined) return null;
      const { size } = await deps.fs.stat(filePath);
      if (size > MAX_OPEN_BYTES) {
        throw new Error(`${path.basename(filePath)} is ${Math.ceil(size / (1024 * 1024))} MB; Warpdesk opens files up to 256 MB.`);
      }
      return { name: path.basename(filePath), text: decodeText(await deps.fs.readFile(filePath)).text };
    },
    deps,
  );

  registerHandler(
    'file:save',
    async (request) => {
      const result = await deps.dialog.showSaveDialog(parentWindow(deps), { title: request.title, defaultPath: request.suggestedName, filters: request.filters });
      if (result.canceled || !result.filePath) return { saved: false };
      await deps.fs.writeFile(result.filePath, request.text);
      return { saved: true, path: result.filePath };
    },
    deps,
  );

  registerHandler(
    'file:save-binary',
    async (request) => {
      const result = await deps.dialog.showSaveDialog(parentWindow(deps), { title: request.title, defaultPath: request.suggestedName, filters: request.filters });
      if (result.canceled || !result.filePath) return { saved: false };
      await deps.fs.writeFile(result.filePath, request.data);
      return { saved: true, path: result.filePath };
    },
    deps,
  );

  registerHandler(
    'print:pdf',
    async (request, event: IpcMainInvokeEvent) => {
      const filePath = await pdfTarget(request);
      if (filePath === null) return { saved: false };
      // The page's @page CSS wins over pageSize where it sets a size (preferCSSPageSize).
      const pdf = await event.sender.printToPDF({ pageSize: request.pageSize, landscape: request.landscape, printBackground: true, preferCSSPageSize: true });
      await deps.fs.writeFile(filePath, pdf);
      return { saved: true, path: filePath };
    },
    deps,
  );

  registerHandler(
    'dialog:choose-folder',
    async (request) => {
      const result = await deps.dialog.showOpenDialog(parentWindow(deps), { title: request.title, properties: ['openDirectory', 'createDirectory'] });
      const folder = result.filePaths[0];
      if (result.canceled || folder === undefined) return null;
      const id = `f${folders.size + 1}`;
      folders.set(id, folder);
      return { folder: id, path: folder };
    },
    deps,
  );

  registerHandler(
    'shell:open-external',
    async (request) => {
      const checked = checkExternalUrl(request.url);
      if (!checked.ok) return { opened: false, reason: checked.reason };
      await deps.shell.openExternal(checked.url);
      return { opened: true };
    },
    deps,
  );
}
