/**
 * The one list of IPC channels between the renderer and Electron's main process.
 * Each channel has a request schema (checked at run time by main's handlers) and a
 * response type. The preload exposes exactly these as methods of one bridge object;
 * nothing else crosses the boundary.
 */
import { z } from 'zod';
import type { MenuCommand } from './channels';
import type { TextDecoding } from '../text/decode';

const fileFilter = z.strictObject({
  name: z.string().min(1).max(100),
  extensions: z.array(z.string().regex(/^[A-Za-z0-9.]{1,20}$/)).min(1).max(10),
});

/** Longest text a save may carry (characters); archives are capped below this too. */
export const IPC_MAX_TEXT = 512 * 1024 * 1024;
/** Largest binary file a save may carry (bytes). */
export const IPC_MAX_BYTES = 256 * 1024 * 1024;

export const ipcRequests = {
  'app:version': z.strictObject({}),
  'file:open': z.strictObject({
    title: z.string().max(200),
    filters: z.array(fileFilter).max(10),
  }),
  'file:save': z.strictObject({
    title: z.string().max(200),
    suggestedName: z.string().min(1).max(255),
    filters: z.array(fileFilter).max(10),
    text: z.string().max(IPC_MAX_TEXT),
  }),
  'file:save-binary': z.strictObject({
    title: z.string().max(200),
    suggestedName: z.string().min(1).max(255),
    filters: z.array(fileFilter).max(10),
    /** The file's bytes (a PNG image, say); at most IPC_MAX_BYTES. */
    data: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= IPC_MAX_BYTES, { message: `must be at most ${IPC_MAX_BYTES} bytes` }),
  }),
  'print:pdf': z.strictObject({
    title: z.string().max(200),
    suggestedName: z.string().min(1).max(255),
    /** Paper size for the PDF; the page's own @page CSS wins where it sets one. */
    pageSize: z.enum(['A4', 'Letter']).default('A4'),
    landscape: z.boolean().default(false),
    /** Write into a folder the GM chose with dialog:choose-folder (its id), under suggestedName, without a save dialog. */
    folder: z.string().regex(/^f\d{1,9}$/).optional(),
  }),
  'dialog:choose-folder': z.strictObject({
    title: z.string().max(200),
  }),
  'shell:open-external': z.strictObject({
    url: z.string().max(2048),
  }),
} as const;

export type IpcChannel = keyof typeof ipcRequests;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof ipcRequests)[C]>;

export interface IpcResponses {
  'app:version': { version: string; electron: string; chrome: string };
  /** The file's text, decoded in main (shared/text/decode.ts), and how it was read. */
  'file:open': { name: string; text: string; decoding: TextDecoding } | null;
  'file:save': { saved: boolean; path?: string };
  'file:save-binary': { saved: boolean; path?: string };
  'print:pdf': { saved: boolean; path?: string };
  /** The chosen folder's id (for print:pdf's `folder`) and its path to show; null when cancelled. */
  'dialog:choose-folder': { folder: string; path: string } | null;
  'shell:open-external': { opened: boolean; reason?: string };
}
export type IpcResponse<C extends IpcChannel> = IpcResponses[C];

// Menu commands live in the zod-free channels.ts so the preload bundle stays free of zod.
export { MENU_COMMANDS, MENU_CHANNEL, isMenuCommand, FLUSH_CHANNEL, FLUSHED_CHANNEL, isFlushRequest } from './channels';
export type { MenuCommand } from './channels';

/**
 * The bridge object the preload puts on `window.warpdesk`. One method per channel,
 * plus the menu subscription; no generic invoke.
 */
export interface WarpdeskBridge {
  readonly kind: 'electron';
  version(): Promise<IpcResponse<'app:version'>>;
  openFile(request: IpcRequest<'file:open'>): Promise<IpcResponse<'file:open'>>;
  saveFile(request: IpcRequest<'file:save'>): Promise<IpcResponse<'file:save'>>;
  saveBinaryFile(request: IpcRequest<'file:save-binary'>): Promise<IpcResponse<'file:save-binary'>>;
  printToPdf(request: IpcRequest<'print:pdf'>): Promise<IpcResponse<'print:pdf'>>;
  chooseFolder(request: IpcRequest<'dialog:choose-folder'>): Promise<IpcResponse<'dialog:choose-folder'>>;
  openExternal(request: IpcRequest<'shell:open-external'>): Promise<IpcResponse<'shell:open-external'>>;
  /** Subscribes to application-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** Runs `flush` when the window is about to close, and tells main when it has ended; returns the unsubscribe function. */
  onFlushRequest(flush: () => Promise<void>): () => void;
}

// Kept apart so the renderer's first screen loads no zod (issue 18); main imports them from here as before.
export { checkExternalUrl, EXTERNAL_URL_PROTOCOLS } from './external-url';
