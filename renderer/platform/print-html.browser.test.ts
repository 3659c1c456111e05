import { describe, expect, it, vi } from 'vitest';
import type { WarpdeskBridge } from '../../shared/ipc/contract';
import { createElectronPlatform } from './electron-platform';
import { baseName, mountForPrint, printInFrame, PRINT_HOST_ID, withDocumentTitle } from './print-html';

const DOC = `<!DOCTYPE html><html><head><title>Old</title><style>@page { size: letter; } .packet { color: rgb(1, 2, 3); }</style></head><body data-paper="letter"><div class="packet"><p>T1-01-ABC</p><svg viewBox="0 0 10 10"><text>VEGA</text></svg></div></body></html>`;

describe('mountForPrint (the desktop’s print-to-PDF prints the app page)', () => {
  it('puts the document into the page for print media only, the app hidden in print, and takes it all away after', () => {
    const remove = mountForPrint(DOC);
    const host = document.getElementById(PRINT_HOST_ID) as HTMLElement;
    expect(host.querySelector('.packet p')?.textContent).toBe('T1-01-ABC');
    expect(host.querySelector('svg text')?.textContent).toBe('VEGA');
    expect(host.dataset.printPaper).toBe('letter');
    // Not shown on screen.
    expect(getComputedStyle(host).display).toBe('none');
    const css = document.getElementById('wd-print-style')?.textContent ?? '';
    expect(css).toMatch(/@media print \{[\s\S]*body > \*:not\(#wd-print-host\) \{ display: none !important; \}[\s\S]*@page \{ size: letter; \}[\s\S]*\}$/);
    remove();
    expect(document.getElementById(PRINT_HOST_ID)).toBeNull();
    expect(document.getElementById('wd-print-style')).toBeNull();
  });

  it('the Electron platform prints the page through print:pdf with the packet mounted, on the paper asked for', async () => {
    let mountedDuringPrint = '';
    const printToPdf = vi.fn(async () => {
      mountedDuringPrint = document.getElementById(PRINT_HOST_ID)?.textContent ?? '';
      return { saved: true, path: '/home/gm/g-turn-1-vorn.pdf' };
    });
    const platform = createElectronPlatform({ kind: 'electron', printToPdf } as unknown as WarpdeskBridge);
    expect(await platform.printHtml({ title: 'Print packet', suggestedName: 'g-turn-1-vorn.pdf', html: DOC, paper: 'letter' })).toBe('/home/gm/g-turn-1-vorn.pdf');
    expect(printToPdf).toHaveBeenCalledWith({ title: 'Print packet', suggestedName: 'g-turn-1-vorn.pdf', pageSize: 'Letter', landscape: false });
    expect(mountedDuringPrint).toContain('T1-01-ABC');
    expect(document.getElementById(PRINT_HOST_ID)).toBeNull();
    // Into a folder chosen before: the folder's id goes with the request, no dialog.
    await platform.printHtml({ title: 'P', suggestedName: 'g-turn-1-ys.pdf', html: DOC, paper: 'a4', folder: 'f1' });
    expect(printToPdf).toHaveBeenLastCalledWith({ title: 'P', suggestedName: 'g-turn-1-ys.pdf', pageSize: 'A4', landscape: false, folder: 'f1' });
  });

  it('takes the document away when the print fails too', async () => {
    const platform = createElectronPlatform({ kind: 'electron', printToPdf: async () => Promise.reject(new Error('disk full')) } as unknown as WarpdeskBridge);
    await expect(platform.printHtml({ title: 'P', suggestedName: 'x.pdf', html: DOC, paper: 'a4' })).rejects.toThrow('disk full');
    expect(document.getElementById(PRINT_HOST_ID)).toBeNull();
  });
});

describe('printInFrame (the browser’s print dialog on one document)', () => {
  it('loads the document in a sandboxed hidden frame and prints that frame, not the app', async () => {
    const printed: string[] = [];
    await printInFrame(withDocumentTitle(DOC, baseName('g-turn-1-vorn.pdf')), (w) => printed.push(`${w.document.title}|${w.document.querySelector('.packet p')?.textContent}`));
    expect(printed).toEqual(['g-turn-1-vorn|T1-01-ABC']);
    const frame = document.querySelector('[data-testid="print-frame"]') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    await expect.poll(() => document.querySelector('[data-testid="print-frame"]'), { timeout: 3000 }).toBeNull();
  });

  it('withDocumentTitle escapes the title and adds one when there is none', () => {
    expect(withDocumentTitle('<html><head></head></html>', 'a<b')).toBe('<html><head><title>a&lt;b</title></head></html>');
    expect(baseName('game-turn-2-vorn.html')).toBe('game-turn-2-vorn');
  });
});
