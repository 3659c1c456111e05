/**
 * Benchmark baseline: plain Konva, no React, drawing the same shapes with the same
 * drawing functions as the editor (three layers, one Shape each), panned and zoomed by
 * the same gestures. Bundled by run.ts with esbuild; reads the scene from window.__scene.
 */
import Konva from 'konva';
import type { SvgScene } from '../../../shared/rulesets/nova/map/scene';
import { boundsOf, fitViewport, screenPoint, toMap, zoomAt, type Viewport } from '../../../renderer/features/map/coords';
import { drawBackground, drawLines, drawOverlay, drawSystems, type DrawInput } from '../../../renderer/features/map/draw';
import { ViewSnapshot } from '../../../renderer/features/map/snapshot';
import { SceneIndex } from '../../../renderer/features/map/spatial';

declare global {
  interface Window {
    __scene: SvgScene;
    __warpdeskFrames?: { t: number; layer: string; ms: number }[];
    __warpdeskBench?: boolean;
    __baselineReady?: boolean;
  }
}

const width = window.innerWidth;
const height = window.innerHeight;
const index = new SceneIndex(window.__scene);
let viewport: Viewport = fitViewport(boundsOf(window.__scene.systems), width, height);
const container = document.getElementById('stage') as HTMLDivElement;
container.dataset.testid = 'map-canvas';
const stage = new Konva.Stage({ container, width, height });
const input = (): DrawInput => ({ index, viewport, width, height, selectedSystems: new Set(), selectedLines: new Set(), hover: null, drag: null, band: null, rubberLine: null });
const timed = (layer: string, draw: (ctx: CanvasRenderingContext2D, i: DrawInput) => void) => (context: Konva.Context) => {
  const start = performance.now();
  draw(context._context, input());
  if (window.__warpdeskBench) (window.__warpdeskFrames ??= []).push({ t: performance.now(), layer, ms: performance.now() - start });
};
// The same pan/zoom policy as the editor: copy a snapshot while moving, draw in full when still.
const snapshot = new ViewSnapshot();
let moving = false;
let snapshotTimer: ReturnType<typeof setTimeout> | null = null;
let wheelEnd: ReturnType<typeof setTimeout> | null = null;
const scheduleSnapshot = () => {
  if (snapshotTimer) clearTimeout(snapshotTimer);
  snapshotTimer = setTimeout(() => !moving && snapshot.render(input(), window.devicePixelRatio || 1), 250);
};
const beginMoving = () => {
  if (moving) return;
  if (snapshotTimer) clearTimeout(snapshotTimer);
  if (!snapshot.ready) snapshot.render(input(), window.devicePixelRatio || 1);
  moving = true;
};
const endMoving = () => {
  moving = false;
  snapshot.clear();
  redraw();
};
const layers = [
  [
    'static',
    (c: CanvasRenderingContext2D, i: DrawInput) => {
      if (moving && snapshot.draw(c, i.viewport, i.width, i.height)) return;
      drawBackground(c, i);
      drawLines(c, i);
      scheduleSnapshot();
    },
  ],
  ['systems', (c: CanvasRenderingContext2D, i: DrawInput) => !(moving && snapshot.ready) && drawSystems(c, i)],
  ['overlay', drawOverlay],
] as const;
const konvaLayers = layers.map(([name, fn]) => {
  const layer = new Konva.Layer({ listening: false });
  layer.add(new Konva.Shape({ listening: false, sceneFunc: timed(name, fn) }));
  stage.add(layer);
  return layer;
});
function redraw() {
  konvaLayers.forEach((l) => l.batchDraw());
}
let pan: { x: number; y: number; start: Viewport } | null = null;
stage.on('mousedown', (e) => {
  if (e.evt.button === 1 || e.evt.button === 2) {
    pan = { x: e.evt.offsetX, y: e.evt.offsetY, start: viewport };
    beginMoving();
  }
});
stage.on('mousemove', (e) => {
  if (!pan) {
    // The editor hit-tests on every move; so does the baseline.
    index.systemAt(toMap(viewport, screenPoint(e.evt.offsetX, e.evt.offsetY)), 10 / viewport.scale);
    return;
  }
  viewport = { ...pan.start, x: pan.start.x + e.evt.offsetX - pan.x, y: pan.start.y + e.evt.offsetY - pan.y };
  redraw();
});
stage.on('mouseup', () => {
  if (pan) endMoving();
  pan = null;
});
stage.on('wheel', (e) => {
  e.evt.preventDefault();
  beginMoving();
  viewport = zoomAt(viewport, screenPoint(e.evt.offsetX, e.evt.offsetY), Math.exp(-e.evt.deltaY * 0.0015));
  redraw();
  if (wheelEnd) clearTimeout(wheelEnd);
  wheelEnd = setTimeout(endMoving, 160);
});
container.addEventListener('contextmenu', (e) => e.preventDefault());
redraw();
window.__baselineReady = true;
