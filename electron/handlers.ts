/**
 * The main-process side of every IPC channel in shared/ipc/contract.ts. Electron and
 * file-system objects come in as `deps`, so tests drive the handlers with fakes.
 */
import { decodeText } from '../shared/text/decode';
import path from 'node:path';
import type { BrowserWindow, IpcMainInvokeEvent, OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { checkExternalUrl } from '../shared/ipc/contract';
import { safeFileName } from '../shared/paths/file-name';
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
    /** `flag: 'wx'` fails with EEXIST when a file is already there (Node's fs.promises.writeFile). */
    writeFile(filePath: string, data: string | Uint8Array, options?: { flag: 'wx' }): Promise<void>;
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

/** How many numbered names (`name-2.pdf` … ) a folder write tries before giving up. */
const MAX_NUMBERED = 999;

/** Whether an error is Node's "file already exists". */
function alreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EEXIST';
}

/**
 * Writes `data` as a new file in `folder`, never over a file already there: `name.pdf`, else
 * `name-2.pdf`, `name-3.pdf`… (each created exclusively, so no race replaces a file). Returns
 * the path written.
 */
export async function writeNewFile(fs: HandlerDeps['fs'], folder: string, name: string, data: string | Uint8Array): Promise<string> {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; n <= MAX_NUMBERED; n++) {
    const filePath = path.join(folder, n === 1 ? name : `${stem}-${n}${ext}`);
    try {
      await fs.writeFile(filePath, data, { flag: 'wx' });
      return filePath;
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  }
  throw new Error(`${name} and ${MAX_NUMBERED - 1} numbered copies are already in that folder: choose another folder.`);
}

/** Registers the handler of every contract channel through the checked IPC helper. */
export function registerAllHandlers(deps: HandlerDeps): void {
  /** Folders the GM chose in this session (dialog:choose-folder), by id: the renderer never names a path itself. */
  const folders = new Map<string, string>();

  /**
   * Where print:pdf writes: a new file in a chosen folder (`{ folder, name }`: never over a file
   * already there), or the path the GM picks in a save dialog, which asks before replacing
   * (null when cancelled).
   */
  async function pdfTarget(request: { title: string; suggestedName: string; folder?: string | undefined }): Promise<{ folder: string; name: string } | { file: string } | null> {
    if (request.folder !== undefined) {
      const name = pdfName(request.suggestedName);
      const folder = folders.get(request.folder);
      if (folder === undefined) throw new Error('That folder was not chosen in this session: choose it again.');
      // Written without a dialog: a name that is not already plain (a separator, `..`, a reserved name, too long) is refused, not mended.
      if (!plainFileName(name) || safeFileName(name) !== name) throw new Error(`"${name}" is not a plain file name.`);
      return { folder, name };
    }
    // The dialog only proposes the renderer's name, made one plain segment (shared/paths/file-name.ts); the GM sees and may change it.
    const name = pdfName(safeFileName(request.suggestedName));
    const result = await deps.dialog.showSaveDialog(parentWindow(deps), { title: request.title, defaultPath: name, filters: [{ name: 'PDF document', extensions: ['pdf'] }] });
    return result.canceled || !result.filePath ? null : { file: result.filePath };
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
      const { text, ...decoding } = decodeText(await deps.fs.readFile(filePath));
      return { name: path.basename(filePath), text, decoding };
    },
    deps,
  );

  registerHandler(
    'file:save',
    async (request) => {
      const result = await deps.dialog.showSaveDialog(parentWindow(deps), { title: request.title, defaultPath: safeFileName(request.suggestedName), filters: request.filters });
      if (result.canceled || !result.filePath) return { saved: false };
      await deps.fs.writeFile(result.filePath, request.text);
      return { saved: true, path: result.filePath };
    },
    deps,
  );

  registerHandler(
    'file:save-binary',
    async (request) => {
      const result = await deps.dialog.showSaveDialog(parentWindow(deps), { title: request.title, defaultPath: safeFileName(request.suggestedName), filters: request.filters });
      if (result.canceled || !result.filePath) return { saved: false };
      await deps.fs.writeFile(result.filePath, request.data);
      return { saved: true, path: result.filePath };
    },
    deps,
  );

  registerHandler(
    'print:pdf',
    async (request, event: IpcMainInvokeEvent) => {
      const target = await pdfTarget(request);
      if (target === null) return { saved: false };
      // The page's @page CSS wins over pageSize where it sets a size (preferCSSPageSize).
      const pdf = await event.sender.printToPDF({ pageSize: request.pageSize, landscape: request.landscape, printBackground: true, preferCSSPageSize: true });
      if ('file' in target) {
        await deps.fs.writeFile(target.file, pdf);
        return { saved: true, path: target.file };
      }
      return { saved: true, path: await writeNewFile(deps.fs, target.folder, target.name, pdf) };
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
