/**
 * Everything desktop-specific goes through this one interface, with two
 * implementations: the Electron bridge and the plain browser. Every feature works with both.
 */
import type { MenuCommand } from '../../shared/ipc/contract';
import type { TextDecoding } from '../../shared/text/decode';
import type { PrintHtmlOptions } from './print-html';

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface Platform {
  readonly kind: 'electron' | 'browser';
  /** Asks the GM for a file and reads it as text (shared/text/decode.ts), saying how; null when the GM cancels. */
  openTextFile(options: { title: string; filters: FileFilter[] }): Promise<{ name: string; text: string; decoding: TextDecoding } | null>;
  /**
   * Saves text to a file the GM names (dialog) or downloads it (browser); false when cancelled.
   * The text may come in pieces (an archive of many turns is never one string: issue 18).
   */
  saveTextFile(options: { title: string; suggestedName: string; filters: FileFilter[]; text: string | readonly string[] }): Promise<boolean>;
  /**
   * Asks the GM for a file and reads it as text in pieces, as it comes (large archives); null when
   * the GM cancels. `decoding` says how it was read, once the pieces are read to their end.
   */
  openTextFileChunks(options: { title: string; filters: FileFilter[] }): Promise<{ name: string; chunks: AsyncIterable<string> | Iterable<string>; decoding: () => TextDecoding } | null>;
  /** Saves bytes (a PNG image, say) to a file the GM names (dialog) or downloads them (browser); false when cancelled. */
  saveBinaryFile(options: { title: string; suggestedName: string; filters: FileFilter[]; data: Uint8Array<ArrayBuffer>; mimeType: string }): Promise<boolean>;
  /** Prints the current page to a PDF file (desktop) or opens the print dialog (browser, where "Save as PDF" is offered). */
  printPage(options: { title: string; suggestedName: string }): Promise<boolean>;
  /**
   * Prints a self-contained HTML document (a packet): to a PDF file the GM names, or a new file in
   * a chosen folder (desktop: the path written, never over a file already there), or through the
   * print dialog (browser: true); false when cancelled.
   */
  printHtml(options: PrintHtmlOptions): Promise<string | boolean>;
  /** Desktop: asks the GM for a folder to write several files into (printHtml's `folder`); null when cancelled. The browser has none: it downloads. */
  chooseFolder(options: { title: string }): Promise<{ folder: string; path: string } | null>;
  /** Opens an https or mailto link outside the app. */
  openExternal(url: string): Promise<void>;
  /** Version of the app and, on the desktop, of Electron and Chromium. */
  version(): Promise<string>;
  /** Subscribes to the application menu's commands; the browser has none. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * Desktop: runs `flush` before the window closes (main waits for it, bounded). The browser has
   * no such hook: the app shell flushes on `pagehide` and when the page is hidden instead.
   */
  onCloseRequest(flush: () => Promise<void>): () => void;
}

export const ARCHIVE_FILTERS: FileFilter[] = [{ name: 'Warpdesk archive', extensions: ['warpdesk.json', 'json'] }];
