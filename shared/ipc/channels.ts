/**
 * The zod-free part of the IPC contract: constants the sandboxed preload needs at run
 * time. Kept apart from contract.ts so that bundling the preload does not pull zod in;
 * contract.ts re-exports everything here, so other code keeps importing from there.
 */

/** Commands the application menu sends to the renderer (main → renderer, one channel). */
export const MENU_COMMANDS = ['new-game', 'import-archive', 'export-archive', 'open-sample', 'go-library', 'command-palette', 'toggle-theme', 'print'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];
export const MENU_CHANNEL = 'menu:command';

/** Says whether a value received on MENU_CHANNEL is one of the known menu commands. */
export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/**
 * Closing the window (issue 19, item 8): main sends FLUSH_CHANNEL with a request number, the
 * renderer writes every edit still waiting and answers on FLUSHED_CHANNEL with that number; main
 * closes the window on the answer or after a bounded wait (electron/close-flush.ts).
 */
export const FLUSH_CHANNEL = 'app:flush';
export const FLUSHED_CHANNEL = 'app:flushed';

/** A flush request's number as main sends it: a positive safe integer. */
export function isFlushRequest(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
