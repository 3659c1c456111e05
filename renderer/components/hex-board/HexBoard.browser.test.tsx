import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { hex, offsetToHex, type HexCoord } from '../../../shared/hex/coords';
import { hexToPixel, rectangleOrigin } from '../../../shared/hex/pixels';
import { renderInApp } from '../../test-support/render';
import { HexBoard } from './HexBoard';

const SIZE = 30;
const centre = (h: HexCoord) => hexToPixel(h, SIZE, rectangleOrigin(SIZE));

/** The colour of one pixel of one layer's canvas, at board pixel p. */
function pixelAt(container: HTMLElement, layer: number, p: { x: number; y: number }): [number, number, number, number] {
  const canvas = container.querySelectorAll('canvas')[layer] as HTMLCanvasElement;
  const ratio = canvas.width / canvas.clientWidth;
  const data = canvas.getContext('2d')?.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data;
  return [data?.[0] ?? 0, data?.[1] ?? 0, data?.[2] ?? 0, data?.[3] ?? 0];
}

describe('HexBoard in Chromium', () => {
  it('draws tiles on the static layer and pieces on their own, in the right hexes', async () => {
    const tileHex = offsetToHex(2, 1);
    const shipHex = offsetToHex(4, 3);
    const { container } = await renderInApp(
      <HexBoard cols={7} rows={5} size={SIZE} showLabels={false} tiles={[{ key: 'rock', hexes: [tileHex], fill: '#ff0000' }]} pieces={[{ id: 'S1', hexes: [shipHex], facing: 0, color: '#0000ff', label: '' }]} />,
    );
    await expect.element(page.getByTestId('hex-board')).toBeVisible();
    expect(container.querySelectorAll('canvas')).toHaveLength(3);
    await expect.poll(() => pixelAt(container, 0, centre(tileHex))).toEqual([255, 0, 0, 255]);
    expect(pixelAt(container, 0, centre(shipHex))).not.toEqual([255, 0, 0, 255]);
    // The piece: blue near its centre (off the white facing arrow), nothing on the static layer's tile.
    const p = centre(shipHex);
    await expect.poll(() => pixelAt(container, 1, { x: p.x + SIZE * 0.4, y: p.y - SIZE * 0.1 }).slice(0, 3)).toEqual([0, 0, 255]);
    expect(pixelAt(container, 1, centre(tileHex))[3]).toBe(0);
  });

  it('turns a click into the hex under the pointer, and a click on a piece into its id', async () => {
    const onHexClick = vi.fn();
    const onPieceClick = vi.fn();
    const shipHex = offsetToHex(4, 3);
    await renderInApp(
      <HexBoard cols={7} rows={5} size={SIZE} onHexClick={onHexClick} onPieceClick={onPieceClick} pieces={[{ id: 'S1', hexes: [shipHex], facing: 2, color: '#0000ff', label: 'S1' }]} />,
    );
    const board = page.getByTestId('hex-board');
    await expect.element(board).toBeVisible();
    const target = offsetToHex(1, 2);
    await board.click({ position: centre(target) });
    await expect.poll(() => onHexClick.mock.calls.length).toBe(1);
    expect(onHexClick.mock.calls[0]?.[0]).toEqual(hex(target.q, target.r));
    const p = centre(shipHex);
    await board.click({ position: { x: p.x + 8, y: p.y + 8 } });
    await expect.poll(() => onPieceClick.mock.calls.length).toBe(1);
    expect(onPieceClick.mock.calls[0]?.[0]).toBe('S1');
    expect(onHexClick.mock.calls).toHaveLength(1);
  });

  it('draws the selection and highlighted hexes on the overlay', async () => {
    const h = offsetToHex(3, 2);
    const { container } = await renderInApp(<HexBoard cols={7} rows={5} size={SIZE} showLabels={false} highlights={[{ hex: h, color: '#00ff00' }]} />);
    await expect.element(page.getByTestId('hex-board')).toBeVisible();
    await expect.poll(() => pixelAt(container, 2, centre(h))[3]).toBeGreaterThan(0);
    expect(pixelAt(container, 2, centre(offsetToHex(0, 0)))[3]).toBe(0);
  });
});
