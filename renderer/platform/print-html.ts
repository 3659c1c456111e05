/**
 * Printing a self-contained HTML document (a player's packet, the GM's master report)
 * rather than the app's page. Two ways, one per platform:
 * - the browser: the document in a hidden iframe (`srcdoc`, sandboxed: no script runs in
 *   it), whose own print dialog opens ("Save as PDF" proposes the document's title);
 * - the desktop: Electron's print-to-PDF prints the app's own page (print:pdf), so the
 *   document is mounted into the page for the time of the print, shown only in print
 *   media while the app is hidden, then removed.
 */

export type PrintPaper = 'a4' | 'letter';

export interface PrintHtmlOptions {
  /** Title of the dialog (desktop) or of the printed document (browser). */
  title: string;
  /** The file name proposed for the PDF, such as `game-turn-3-vorn.pdf`. */
  suggestedName: string;
  /** A whole HTML document with its own print CSS. */
  html: string;
  paper: PrintPaper;
  /** Desktop: write into this folder (an id from Platform.chooseFolder) under suggestedName, without a save dialog. */
  folder?: string;
}

export const PRINT_HOST_ID = 'wd-print-host';
const PRINT_STYLE_ID = 'wd-print-style';

/** The document with `title` in its <title> (Chromium's "Save as PDF" proposes it as the file name). */
export function withDocumentTitle(html: string, title: string): string {
  const safe = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return /<title>[\s\S]*?<\/title>/.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/, `<title>${safe}</title>`) : html.replace('<head>', `<head><title>${safe}</title>`);
}

/** The file name without its extension. */
export const baseName = (name: string) => name.replace(/\.[A-Za-z0-9]+$/, '');

/**
 * Mounts `html` into the current page for printing: its body in a host element shown only
 * in print media, its CSS scoped to print media, the app hidden in print. Returns the remover.
 */
export function mountForPrint(html: string): () => void {
  document.getElementById(PRINT_HOST_ID)?.remove();
  document.getElementById(PRINT_STYLE_ID)?.remove();
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const css = [...parsed.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const host = document.createElement('div');
  host.id = PRINT_HOST_ID;
  host.setAttribute('aria-hidden', 'true');
  for (const attr of parsed.body.getAttributeNames()) host.setAttribute(`data-print-${attr.replace(/^data-/, '')}`, parsed.body.getAttribute(attr) ?? '');
  host.append(...[...parsed.body.childNodes].map((n) => document.importNode(n, true)));
  const style = document.createElement('style');
  style.id = PRINT_STYLE_ID;
  style.textContent = `#${PRINT_HOST_ID} { display: none; }
@media print {
  html, body { height: auto !important; min-height: 0 !important; overflow: visible !important; background: #fff !important; }
  body > *:not(#${PRINT_HOST_ID}) { display: none !important; }
  #${PRINT_HOST_ID} { display: block !important; }
${css}
}`;
  document.head.append(style);
  document.body.append(host);
  return () => {
    style.remove();
    host.remove();
  };
}

/** Waits for an iframe's document to load. */
function loaded(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Opens the print dialog on `html` in a hidden iframe; resolves when the dialog returns.
 * `print` is the call that opens it (a test passes its own).
 */
export async function printInFrame(html: string, print: (w: Window) => void = (w) => w.print()): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.testid = 'print-frame';
  // Off screen but laid out at a page's width, so the print lays out as it will print.
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: '210mm', height: '297mm', border: '0', visibility: 'hidden' });
  const ready = loaded(frame);
  frame.srcdoc = html;
  document.body.append(frame);
  await ready;
  try {
    const w = frame.contentWindow;
    if (!w) throw new Error('The print frame has no window');
    w.focus();
    print(w);
  } finally {
    // Chromium reads the frame while its dialog is open; print() returns when it closes.
    setTimeout(() => frame.remove(), 1000);
  }
}
