/**
 * The sandboxed preload: puts one bridge object on `window.warpdesk`. Each method invokes
 * one fixed channel; nothing generic and never ipcRenderer itself crosses the bridge.
 * Run-time imports: `electron` and the zod-free channels.ts only (main validates payloads).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { IpcChannel, IpcRequest, IpcResponse, WarpdeskBridge } from '../shared/ipc/contract';
import { isMenuCommand, MENU_CHANNEL } from '../shared/ipc/channels';

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
} satisfies WarpdeskBridge;

contextBridge.exposeInMainWorld('warpdesk', bridge);
