/**
 * Rasterises an SVG document (one Warpdesk drew itself, with no external references) to
 * PNG bytes in the browser: the SVG is loaded as an image from a Blob URL and drawn on a
 * canvas `scale` times its own size, so a print-quality PNG comes from the same drawing
 * as the SVG export.
 */

/** Pixels of the longest side past which the scale is reduced (Chromium's canvas limit is far above). */
const MAX_SIDE = 8192;

export async function svgToPng(svg: string, scale = 2): Promise<Uint8Array<ArrayBuffer>> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || 1;
    const height = image.naturalHeight || 1;
    const factor = Math.min(scale, MAX_SIDE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * factor));
    canvas.height = Math.max(1, Math.round(height * factor));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw on a canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The drawing could not be turned into a PNG image');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
