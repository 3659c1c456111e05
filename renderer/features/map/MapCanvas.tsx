/**
 * The map canvas (react-konva) of every ruleset: it draws a scene (shared/map/scene.ts), a
 * graph of systems and lines, on a hex grid or not, and reports what the GM does to it;
 * the ruleset turns that into its own edits (docs/map-editor.md, "A ruleset's map").
 *
 * Three layers split by how often they redraw (STYLE.md §11): static (background, hex grid
 * and lines; listening(false)), interactive (systems and their boxes), overlay (selection,
 * hover, rubber band, drag preview, line being drawn; listening(false)). Each layer is one
 * Shape drawing from draw.ts; hit-testing is ours (spatial.ts, gestures.ts), so no Konva hit
 * canvas is painted. The view (pan and zoom) lives in a ref and redraws the layers
 * directly, without a React render per frame. A drag is shown in the overlay and reported
 * once, on drop.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import type { HexCoord } from '../../../shared/hex/coords';
import { sceneBounds } from '../../../shared/map/hex-grid';
import type { SvgScene } from '../../../shared/map/scene';
import { boundsOf, centreOn, fitViewport, mapPoint, panBy, screenPoint, zoomAt, type MapPoint, type Viewport } from './coords';
import { drawBackground, drawLines, drawOverlay, drawSystems, setMapTheme, type DragPreview, type DrawInput } from './draw';
import { useComputedColorScheme } from '@mantine/core';
import { gestureHandlers, type Gesture } from './gestures';
import { ViewSnapshot } from './snapshot';
import { SceneIndex } from './spatial';
import type { Selection } from './selection';
import type { MapCanvasHandle, MapMode } from './types';
import { isTyping } from './useMapKeys';

export type { MapCanvasHandle, MapMode } from './types';

export interface MapCanvasProps {
  /** What to draw; a new scene redraws everything (keep it memoised). */
  scene: SvgScene;
  /** Size in CSS pixels. */
  width: number;
  height: number;
  /** Systems can be added, moved and joined; otherwise the map is only looked at and selected. */
  editable: boolean;
  mode: MapMode;
  selection: Selection;
  onSelect(selection: Selection): void;
  /**
   * A click in Add mode or a double-click on empty space, when editable: add a system at `at`
   * (map units). On a hex map `hex` is the hex there; with `snapToHex`, `at` is its centre.
   */
  onAddSystem(at: MapPoint, hex: HexCoord | null): void;
  /**
   * Systems dragged and dropped, reported once on drop: moved by (dx, dy) map units. With
   * `snapToHex` the move is a whole number of hexes and `hexes` gives each system's new hex.
   */
  onMove(ids: ReadonlySet<string>, dx: number, dy: number, hexes?: ReadonlyMap<string, HexCoord>): void;
  /** A line drawn from one system to another (Draw line mode, or Ctrl+drag), when editable. */
  onConnect(from: string, to: string): void;
  /** On a hex map: added and dragged systems land at hex centres (or keep their place within a hex half). */
  snapToHex?: boolean;
  /** On a hex map: a click, in Select mode, on a hex where no system stands, drawn or not. */
  onHexClick?(hex: HexCoord): void;
  /**
   * When this value changes, the view fits the scene then drawn (a new map generated, the
   * view switched to one empire's): the GM sees what is shown without looking for it.
   */
  fitKey?: string | number;
  /** The canvas's accessible name; "Strategic map" when not given. */
  label?: string;
  ref?: Ref<MapCanvasHandle>;
}

/** Frame timings for the benchmark, recorded only when it asks (globalThis.__warpdeskBench). */
function recordFrame(layer: string, ms: number): void {
  const g = globalThis as { __warpdeskBench?: boolean; __warpdeskFrames?: { t: number; layer: string; ms: number }[] };
  if (g.__warpdeskBench) (g.__warpdeskFrames ??= []).push({ t: performance.now(), layer, ms });
}

export function MapCanvas({ scene, width, height, editable, mode, selection, onSelect, onAddSystem, onMove, onConnect, snapToHex = false, onHexClick, fitKey, label = 'Strategic map', ref }: MapCanvasProps) {
  const index = useMemo(() => new SceneIndex(scene), [scene]);
  const viewport = useRef<Viewport | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const hover = useRef<string | null>(null);
  const hoverHex = useRef<HexCoord | null>(null);
  const drag = useRef<DragPreview | null>(null);
  const spaceDown = useRef(false);
  /** A pan or zoom is under way: the layers copy the snapshot instead of drawing everything. */
  const moving = useRef(false);
  const wheelEnd = useRef<ReturnType<typeof setTimeout> | null>(null);
  const snapshotTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const snapshot = useRef(new ViewSnapshot());
  const staticLayer = useRef<Konva.Layer>(null);
  const systemsLayer = useRef<Konva.Layer>(null);
  const overlayLayer = useRef<Konva.Layer>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const latest = useRef({ index, selection, width, height });
  latest.current = { index, selection, width, height };

  const input = useCallback((): DrawInput => {
    const g = gesture.current;
    return {
      index: latest.current.index,
      viewport: viewport.current ?? { scale: 1, x: 0, y: 0 },
      width: latest.current.width,
      height: latest.current.height,
      selectedSystems: latest.current.selection.systems,
      selectedLines: latest.current.selection.lines,
      hover: hover.current,
      drag: drag.current,
      band: g?.kind === 'band' ? g : null,
      rubberLine: g?.kind === 'line' ? g : null,
      hoverHex: hoverHex.current,
    };
  }, []);

  // The canvas follows the app's theme: its colours switch before it draws, and a switch redraws it.
  const dark = useComputedColorScheme('light') === 'dark';
  setMapTheme(dark);
  useEffect(() => {
    snapshot.current.clear();
    staticLayer.current?.batchDraw();
    systemsLayer.current?.batchDraw();
    overlayLayer.current?.batchDraw();
  }, [dark]);

  const redraw = useCallback((which: { static?: boolean; systems?: boolean; overlay?: boolean }) => {
    if (which.static) staticLayer.current?.batchDraw();
    if (which.systems) systemsLayer.current?.batchDraw();
    if (which.overlay) overlayLayer.current?.batchDraw();
  }, []);

  /** Sets the view, redraws every layer, and publishes it for tests on the wrapper's data attributes. */
  const setView = useCallback(
    (v: Viewport) => {
      viewport.current = v;
      const el = wrapper.current;
      // Published when still only: attribute writes during a gesture would cost style work every frame.
      if (el && !moving.current) {
        el.dataset.scale = v.scale.toFixed(4);
        el.dataset.vx = v.x.toFixed(2);
        el.dataset.vy = v.y.toFixed(2);
      }
      redraw({ static: true, systems: true, overlay: true });
    },
    [redraw],
  );

  /** A pan or zoom starts: from now until it ends, frames copy the snapshot (made now if there is none). */
  const beginMoving = useCallback(() => {
    if (moving.current) return;
    if (snapshotTimer.current) clearTimeout(snapshotTimer.current);
    if (!snapshot.current.ready && viewport.current) snapshot.current.render(input(), window.devicePixelRatio || 1);
    moving.current = true;
  }, [input]);
  /** The gesture ended: draw everything crisp again, and make a new snapshot once idle. */
  const endMoving = useCallback(() => {
    if (!moving.current) return;
    moving.current = false;
    snapshot.current.clear();
    if (viewport.current) setView(viewport.current);
  }, [setView]);

  // First view: the whole map, once the canvas has a size.
  useEffect(() => {
    if (viewport.current === null && width > 0 && height > 0) setView(fitViewport(sceneBounds(latest.current.index.scene), width, height));
  }, [width, height, setView]);

  // A new fit asked for (fitKey changed): the whole of the scene drawn now.
  const fitted = useRef(fitKey);
  useEffect(() => {
    if (fitted.current === fitKey) return;
    fitted.current = fitKey;
    const l = latest.current;
    if (l.width > 0 && l.height > 0) setView(fitViewport(sceneBounds(l.index.scene), l.width, l.height));
  }, [fitKey, setView]);

  // The map or the selection changed: redraw what shows them.
  useEffect(() => {
    snapshot.current.clear();
    redraw({ static: true, systems: true, overlay: true });
  }, [index, redraw]);
  // Selected systems keep their labels first, so the systems layer redraws too.
  useEffect(() => redraw({ systems: true, overlay: true }), [selection, redraw]);
  useEffect(() => {
    snapshot.current.clear();
    redraw({ static: true, systems: true, overlay: true });
  }, [width, height, redraw]);
  useEffect(
    () => () => {
      if (snapshotTimer.current) clearTimeout(snapshotTimer.current);
      if (wheelEnd.current) clearTimeout(wheelEnd.current);
    },
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      fit: () => setView(fitViewport(sceneBounds(latest.current.index.scene), latest.current.width, latest.current.height)),
      centreOn: (id, minScale = 1) => {
        const s = latest.current.index.systemById.get(id);
        const v = viewport.current;
        if (s && v) setView(centreOn(v, mapPoint(s.x, s.y), latest.current.width, latest.current.height, Math.max(v.scale, minScale)));
      },
      zoom: (factor) => {
        const v = viewport.current;
        if (v) setView(zoomAt(v, screenPoint(latest.current.width / 2, latest.current.height / 2), factor));
      },
      pan: (dx, dy) => {
        const v = viewport.current;
        if (v) setView(panBy(v, dx, dy));
      },
      show: (ids) => {
        const points = ids.flatMap((id) => latest.current.index.systemById.get(id) ?? []);
        if (points.length === 0) return;
        const fit = fitViewport(boundsOf(points), latest.current.width, latest.current.height, 120);
        setView(points.length === 1 ? { ...fit, scale: Math.max(1, viewport.current?.scale ?? 1) } : fit);
        if (points.length === 1) {
          const p = points[0] as { x: number; y: number };
          setView(centreOn(viewport.current as Viewport, mapPoint(p.x, p.y), latest.current.width, latest.current.height));
        }
      },
    }),
    [setView],
  );

  // Space held: the next drag pans.
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.code === 'Space' && !isTyping(e.target)) spaceDown.current = true;
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === 'Space') spaceDown.current = false;
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);

  const handlers = gestureHandlers(
    { editable, mode, selection, snapToHex, onSelect, onAddSystem, onMove, onConnect, onHexClick },
    {
      index,
      viewport,
      gesture,
      hover,
      hoverHex,
      drag,
      spaceDown,
      wrapper,
      redraw,
      setView,
      beginMoving,
      endMoving,
      wheelStill: () => {
        // The zoom ends when the wheel has been still for a moment.
        if (wheelEnd.current) clearTimeout(wheelEnd.current);
        wheelEnd.current = setTimeout(endMoving, 160);
      },
    },
  );

  /** After a full drawing, make the snapshot for the next pan or zoom once the editor is idle. */
  const scheduleSnapshot = () => {
    if (snapshotTimer.current) clearTimeout(snapshotTimer.current);
    snapshotTimer.current = setTimeout(() => {
      snapshotTimer.current = null;
      if (!moving.current && viewport.current && gesture.current?.kind !== 'drag') snapshot.current.render(input(), window.devicePixelRatio || 1);
    }, 250);
  };

  const timed = (layer: string, draw: (ctx: CanvasRenderingContext2D, input: DrawInput) => void) => (context: Konva.Context) => {
    const start = performance.now();
    draw(context._context, input());
    recordFrame(layer, performance.now() - start);
  };

  return (
    <div
      ref={wrapper}
      tabIndex={0}
      data-testid="map-canvas"
      data-systems={scene.systems.length}
      data-lines={scene.lines.length}
      data-hexes={scene.grid?.cells.length}
      // State a test (or an assistive tool) can wait on: the mode, and how many systems and lines are selected.
      data-mode={mode}
      data-selected-systems={selection.systems.size}
      data-selected-lines={selection.lines.size}
      aria-label={label}
      style={{ width, height, outline: 'none', overflow: 'hidden' }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <Stage width={width} height={height} onMouseDown={handlers.onMouseDown} onMouseMove={handlers.onMouseMove} onMouseUp={handlers.onMouseUp} onMouseLeave={handlers.onMouseUp} onDblClick={handlers.onDblClick} onWheel={handlers.onWheel}>
        <Layer ref={staticLayer} listening={false}>
          <Shape
            listening={false}
            sceneFunc={timed('static', (ctx, i) => {
              if (moving.current && snapshot.current.draw(ctx, i.viewport, i.width, i.height)) return;
              drawBackground(ctx, i);
              drawLines(ctx, i);
              scheduleSnapshot();
            })}
          />
        </Layer>
        <Layer ref={systemsLayer} listening={false}>
          <Shape listening={false} sceneFunc={timed('systems', (ctx, i) => !(moving.current && snapshot.current.ready) && drawSystems(ctx, i))} />
        </Layer>
        <Layer ref={overlayLayer} listening={false}>
          <Shape listening={false} sceneFunc={timed('overlay', drawOverlay)} />
        </Layer>
      </Stage>
    </div>
  );
}
