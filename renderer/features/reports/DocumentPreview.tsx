import { Box } from '@mantine/core';
import type { Paper } from '../../../shared/print/paper';

/** A sheet's size on screen at 100%, in CSS pixels (96 per inch): A4 210 × 297 mm, US Letter 8.5 × 11 in. */
export const SHEET_PX: Record<Paper, { width: number; height: number }> = {
  a4: { width: 794, height: 1123 },
  letter: { width: 816, height: 1056 },
};

/**
 * The document exactly as it prints: its own HTML in an iframe (`srcdoc`; sandboxed, no
 * script runs in it) the size of a sheet of the chosen paper, scrolled inside, scaled by the zoom.
 */
export function DocumentPreview({ html, paper, zoom, title }: { html: string; paper: Paper; zoom: number; title: string }) {
  const { width, height } = SHEET_PX[paper];
  return (
    <Box data-testid="packet-preview" data-paper={paper} data-zoom={zoom} style={{ width: width * zoom, height: height * zoom, overflow: 'hidden', border: '1px solid var(--mantine-color-default-border)', boxShadow: 'var(--mantine-shadow-sm)' }}>
      <iframe
        title={`Preview: ${title}`}
        data-testid="packet-frame"
        srcDoc={html}
        sandbox="allow-same-origin allow-modals"
        style={{ width, height, border: 0, transform: `scale(${zoom})`, transformOrigin: '0 0', display: 'block', background: '#fff' }}
      />
    </Box>
  );
}
