import { renderSvg, type SvgScene } from '../../../shared/map/svg';

/** Printed alone: no app header, no navigation, no editor, only the drawing, fitted to the page. */
const PRINT_CSS = `
.map-print-only { display: none; }
@media print {
  .mantine-AppShell-header { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .map-print-only { display: block; }
  [data-testid='map-page'] { height: auto !important; }
  .map-print-only svg { width: 100%; height: auto; max-height: 100vh; }
  @page { margin: 10mm; }
}`;

/**
 * The drawing of the current view (the GM's map or one empire's) as SVG, shown only
 * when printing; the same pure renderer as the SVG export, so what prints is what exports.
 */
export function MapPrintView({ scene }: { scene: SvgScene }) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      {/* The SVG comes from shared/map/svg.ts, which escapes every text it writes. */}
      <div className="map-print-only" data-testid="map-print" dangerouslySetInnerHTML={{ __html: renderSvg(scene) }} />
    </>
  );
}
