/**
 * The sandboxed preload: puts one bridge object on `window.warpdesk`. Each method invokes
 * one fixed channel; nothing generic and never ipcRenderer itself crosses the bridge.
 * Run-time imports: `electron` and the zod-free channels.ts only (main validates payloads).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { IpcChannel, IpcRequest, IpcResponse, WarpdeskBridge } from '../shared/ipc/contract';
import { FLUSH_CHANNEL, FLUSHED_CHANNEL, isFlushRequest, isMenuCommand, MENU_CHANNEL } from '../shared/ipc/channels';

/** Typed invoke of one contract channel; not exposed, only used by the methods below. */
function invoke<C extends IpcChannel>(channel: C, request: IpcRequest<C>): Promise<IpcResponse<C>> {
  return ipcRenderer.invoke(channel, request) as Promise<IpcResponse<C>>;
}

const bridge = {
  kind: 'electron',
  version: () => invoke('app:version', {}),
  openFile: (request) => invoke('file:open', request),
  saveFile: (request) => invoke('file:save', request),
  saveBinaryFile: (request) => invoke('file:save-binary', request),
  printToPdf: (request) => invoke('print:pdf', request),
  chooseFolder: (request) => invoke('dialog:choose-folder', request),
  openExternal: (request) => invoke('shell:open-external', request),
  onMenuCommand: (listener) => {
    // The listener never sees the IPC event (it carries `sender`, a way back into ipcRenderer).
    const onCommand = (_event: IpcRendererEvent, command: unknown): void => {
      if (isMenuCommand(command)) listener(command);
    };
    ipcRenderer.on(MENU_CHANNEL, onCommand);
    return () => {
      ipcRenderer.removeListener(MENU_CHANNEL, onCommand);
    };
  },
  onFlushRequest: (flush) => {
    // Answers with the request's number once the edits are written (or their write failed).
    const onFlush = (_event: IpcRendererEvent, id: unknown): void => {
      if (!isFlushRequest(id)) return;
      const answer = () => ipcRenderer.send(FLUSHED_CHANNEL, id);
      flush().then(answer, answer);
    };
    ipcRenderer.on(FLUSH_CHANNEL, onFlush);
    return () => {
      ipcRenderer.removeListener(FLUSH_CHANNEL, onFlush);
    };
  },
} satisfies WarpdeskBridge;

contextBridge.exposeInMainWorld('warpdesk', bridge);
