import { useEffect } from 'react';
import { renderSvg, type SvgScene } from '../../../shared/map/svg';
import { getPlatform } from '../../platform';

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

/** Puts the print view of `scene` on the page, prints it through the platform (as `fileName` on the desktop), then calls `onDone`. */
export function PrintMapOnce({ scene, fileName, onDone }: { scene: SvgScene; fileName: string; onDone(): void }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      void getPlatform()
        .printPage({ title: scene.title, suggestedName: fileName })
        .finally(onDone);
    }, 50);
    return () => clearTimeout(timer);
  }, [scene, fileName, onDone]);
  return <MapPrintView scene={scene} />;
}
