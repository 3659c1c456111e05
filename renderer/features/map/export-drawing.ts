/**
 * The drawing of a map scene saved as a file, through the platform (a file dialog on the
 * desktop, a download in the browser): SVG as printed and put in packets, or PNG.
 */
import { notifications } from '@mantine/notifications';
import { renderSvg, type SvgScene } from '../../../shared/map/svg';
import { svgToPng } from '../../components/svg-to-png';
import { getPlatform } from '../../platform';

/** A file name made of letters, digits, spaces, dots, dashes and underscores, spaces as dashes; "map" when nothing is left. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9 _.-]+/g, '').trim().replace(/\s+/g, '-') || 'map';
}

export async function exportSvg(fileBase: string, scene: SvgScene): Promise<void> {
  const suggestedName = `${safeFileName(fileBase)}.svg`;
  const saved = await getPlatform().saveTextFile({ title: 'Export map drawing', suggestedName, filters: [{ name: 'SVG image', extensions: ['svg'] }], text: renderSvg(scene) });
  if (saved) notifications.show({ color: 'green', message: `Saved ${suggestedName}` });
}

/** The same drawing as the SVG export, as a PNG at twice its size for printing. */
export async function exportPng(fileBase: string, scene: SvgScene): Promise<void> {
  const name = `${safeFileName(fileBase)}.png`;
  try {
    const data = await svgToPng(renderSvg(scene), 2);
    const saved = await getPlatform().saveBinaryFile({ title: 'Export map drawing', suggestedName: name, filters: [{ name: 'PNG image', extensions: ['png'] }], data, mimeType: 'image/png' });
    if (saved) notifications.show({ color: 'green', message: `Saved ${name}` });
  } catch (error) {
    notifications.show({ color: 'red', title: 'Cannot export the PNG', message: error instanceof Error ? error.message : String(error) });
  }
}
