/**
 * What "Print" does (the desktop menu's Print… and Ctrl+P, the command palette): the page
 * itself, unless the screen on show prints a document of its own (the Reports screen prints
 * the packet it shows) and has registered it here for as long as it is shown.
 */
type PrintHandler = () => Promise<void>;

let current: PrintHandler | null = null;

/** Registers the shown screen's print; returns the function that takes it back. */
export function setScreenPrint(handler: PrintHandler): () => void {
  current = handler;
  return () => {
    if (current === handler) current = null;
  };
}

/** The shown screen's own print, if it has one. */
export function screenPrint(): PrintHandler | null {
  return current;
}
