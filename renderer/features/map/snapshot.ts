/**
 * A bitmap of the static and systems layers, with a margin around the screen, drawn
 * while the GM pans or zooms: each frame of the gesture only copies the bitmap, moved and
 * scaled, instead of drawing thousands of lines, circles and labels again. It is made
 * when the editor is idle after a full drawing, and dropped when the map or the canvas
 * size changes. When the gesture ends the layers are drawn in full again, crisp.
 * Used by the editor and by the benchmark's plain-Konva baseline alike.
 */
import type { Viewport } from './coords';
import { COLOURS, drawBackground, drawLines, drawSystems, type DrawInput } from './draw';

export class ViewSnapshot {
  private canvas: HTMLCanvasElement | null = null;
  private at: Viewport | null = null;
  private margin = 0;
  /** The bitmap's size in CSS pixels. */
  private size = { width: 0, height: 0 };

  get ready(): boolean {
    return this.canvas !== null;
  }

  clear(): void {
    this.canvas = null;
    this.at = null;
  }

  /** Draws the static and systems layers for `input`'s view into the bitmap, with half a screen of margin on each side. */
  render(input: DrawInput, pixelRatio: number): void {
    const margin = Math.round(Math.max(input.width, input.height) / 2);
    const width = input.width + 2 * margin;
    const height = input.height + 2 * margin;
    const canvas = this.canvas ?? document.createElement('canvas');
    canvas.width = Math.round(width * pixelRatio);
    canvas.height = Math.round(height * pixelRatio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    const shifted: DrawInput = { ...input, width, height, viewport: { ...input.viewport, x: input.viewport.x + margin, y: input.viewport.y + margin }, drag: null };
    drawBackground(ctx, shifted);
    drawLines(ctx, shifted);
    drawSystems(ctx, shifted);
    this.canvas = canvas;
    this.at = input.viewport;
    this.margin = margin;
    this.size = { width, height };
  }

  /** Copies the bitmap for view `v` (moved and scaled from the view it was made for); false when there is none. */
  draw(ctx: CanvasRenderingContext2D, v: Viewport, width: number, height: number): boolean {
    const canvas = this.canvas;
    const at = this.at;
    if (!canvas || !at) return false;
    const k = v.scale / at.scale;
    ctx.fillStyle = COLOURS.background;
    ctx.fillRect(0, 0, width, height);
    // Map point p is at p·s0 + x0 + margin in the bitmap, and must land at p·s + x on screen.
    const x = v.x - (at.x + this.margin) * k;
    const y = v.y - (at.y + this.margin) * k;
    ctx.imageSmoothingEnabled = k !== 1;
    ctx.drawImage(canvas, x, y, this.size.width * k, this.size.height * k);
    return true;
  }
}
