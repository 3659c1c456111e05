import { describe, expect, it } from 'vitest';
import { svgToPng } from './svg-to-png';

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

describe('svgToPng in Chromium', () => {
  it('draws the SVG at twice its size into a PNG whose pixels are the drawing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#ff0000"/></svg>';
    const bytes = await svgToPng(svg, 2);
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    expect([image.width, image.height]).toEqual([80, 40]);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context?.drawImage(image, 0, 0);
    expect([...(context?.getImageData(40, 20, 1, 1).data ?? [])]).toEqual([255, 0, 0, 255]);
  });
});
