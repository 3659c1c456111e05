/**
 * The map canvas (react-konva), three layers split by how often they redraw (STYLE.md §11):
 * static (background and warp lines; listening(false)), interactive (systems), overlay
 * (selection, hover, rubber band, drag preview, line being drawn; listening(false)).
 * Each layer is one Shape drawing from draw.ts; hit-testing is ours (spatial.ts), so no
 * Konva hit canvas is painted. The view (pan and zoom) lives in a ref and redraws the
 * layers directly, without a React render per frame. A drag is shown in the overlay
 * and becomes one command on drop.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import type { SvgScene } from '../../../shared/map/scene';
import { boundsOf, centreOn, fitViewport, mapPoint, panBy, screenPoint, toMap, zoomAt, type MapPoint, type Viewport } from './coords';
import { drawBackground, drawLines, drawOverlay, drawSystems, systemRadius, type DragPreview, type DrawInput } from './draw';
import { ViewSnapshot } from './snapshot';
import { SceneIndex } from './spatial';
import type { Selection } from './selection';
import type { MapCanvasHandle, MapMode } from './types';
import { isTyping } from './useMapKeys';

export type { MapCanvasHandle, MapMode } from './types';

interface Props {
  scene: SvgScene;
  width: number;
  height: number;
  editable: boolean;
  mode: MapMode;
  selection: Selection;
  onSelect(selection: Selection): void;
  onAddSystem(at: MapPoint): void;
  onMove(ids: ReadonlySet<string>, dx: number, dy: number): void;
  onConnect(from: string, to: string): void;
  ref?: Ref<MapCanvasHandle>;
}

type Gesture =
  | { kind: 'pan'; x: number; y: number; start: Viewport }
  | { kind: 'drag'; ids: ReadonlySet<string>; from: MapPoint; sx: number; sy: number; moved: boolean }
  | { kind: 'band'; x0: number; y0: number; x1: number; y1: number; additive: boolean }
  | { kind: 'line'; from: string; x: number; y: number }
  | { kind: 'click-empty'; x: number; y: number };

/** Frame timings for the benchmark, recorded only when it asks (globalThis.__warpdeskBench). */
function recordFrame(layer: string, ms: number): void {
  const g = globalThis as { __warpdeskBench?: boolean; __warpdeskFrames?: { t: number; layer: string; ms: number }[] };
  if (g.__warpdeskBench) (g.__warpdeskFrames ??= []).push({ t: performance.now(), layer, ms });
}

export function MapCanvas({ scene, width, height, editable, mode, selection, onSelect, onAddSystem, onMove, onConnect, ref }: Props) {
  const index = useMemo(() => new SceneIndex(scene), [scene]);
  const viewport = useRef<Viewport | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const hover = useRef<string | null>(null);
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
    };
  }, []);

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
    if (viewport.current === null && width > 0 && height > 0) setView(fitViewport(boundsOf(latest.current.index.scene.systems), width, height));
  }, [width, height, setView]);

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
      fit: () => setView(fitViewport(boundsOf(latest.current.index.scene.systems), latest.current.width, latest.current.height)),
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

  const pointer = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const pos = e.target.getStage()?.getPointerPosition() ?? { x: e.evt.offsetX, y: e.evt.offsetY };
    return screenPoint(pos.x, pos.y);
  };
  const systemUnder = (x: number, y: number): string | null => {
    const v = viewport.current;
    if (!v) return null;
    return index.systemAt(toMap(v, screenPoint(x, y)), (systemRadius(v.scale) + 5) / v.scale)?.id ?? null;
  };
  const lineUnder = (x: number, y: number): string | null => {
    const v = viewport.current;
    if (!v) return null;
    return index.lineAt(toMap(v, screenPoint(x, y)), 5 / v.scale)?.id ?? null;
  };

  const onMouseDown = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const p = pointer(e);
    const v = viewport.current;
    if (!v) return;
    wrapper.current?.focus();
    if (e.evt.button === 1 || e.evt.button === 2 || spaceDown.current) {
      gesture.current = { kind: 'pan', x: p.x, y: p.y, start: v };
      beginMoving();
      return;
    }
    if (e.evt.button !== 0) return;
    const shift = e.evt.shiftKey;
    const hit = systemUnder(p.x, p.y);
    if (hit) {
      if (editable && (mode === 'line' || e.evt.ctrlKey || e.evt.metaKey)) {
        gesture.current = { kind: 'line', from: hit, x: p.x, y: p.y };
        redraw({ overlay: true });
        return;
      }
      let systems = selection.systems;
      if (shift) {
        const next = new Set(systems);
        if (next.has(hit)) next.delete(hit);
        else next.add(hit);
        systems = next;
        onSelect({ systems: next, lines: selection.lines });
      } else if (!systems.has(hit)) {
        systems = new Set([hit]);
        onSelect({ systems, lines: new Set() });
      }
      if (editable && systems.has(hit)) gesture.current = { kind: 'drag', ids: systems, from: toMap(v, p), sx: p.x, sy: p.y, moved: false };
      return;
    }
    const line = lineUnder(p.x, p.y);
    if (line) {
      if (shift) {
        const next = new Set(selection.lines);
        if (next.has(line)) next.delete(line);
        else next.add(line);
        onSelect({ systems: selection.systems, lines: next });
      } else onSelect({ systems: new Set(), lines: new Set([line]) });
      return;
    }
    if (mode === 'add' && editable) {
      gesture.current = { kind: 'click-empty', x: p.x, y: p.y };
      return;
    }
    gesture.current = { kind: 'band', x0: p.x, y0: p.y, x1: p.x, y1: p.y, additive: shift };
  };

  const onMouseMove = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const p = pointer(e);
    const g = gesture.current;
    const v = viewport.current;
    if (!v) return;
    if (!g) {
      const h = systemUnder(p.x, p.y);
      if (h !== hover.current) {
        hover.current = h;
        redraw({ overlay: true });
      }
      const el = wrapper.current;
      if (el) el.style.cursor = h ? (editable && mode === 'line' ? 'crosshair' : 'pointer') : mode === 'add' && editable ? 'copy' : 'default';
      return;
    }
    if (g.kind === 'pan') setView({ ...g.start, x: g.start.x + p.x - g.x, y: g.start.y + p.y - g.y });
    else if (g.kind === 'drag') {
      if (!g.moved && Math.hypot(p.x - g.sx, p.y - g.sy) < 3) return;
      const at = toMap(v, p);
      const first = !g.moved;
      g.moved = true;
      drag.current = { ids: g.ids, dx: at.x - g.from.x, dy: at.y - g.from.y };
      // The moving systems leave the static and systems layers once, at the start of the drag.
      redraw(first ? { static: true, systems: true, overlay: true } : { overlay: true });
    } else if (g.kind === 'band') {
      g.x1 = p.x;
      g.y1 = p.y;
      redraw({ overlay: true });
    } else if (g.kind === 'line') {
      g.x = p.x;
      g.y = p.y;
      hover.current = systemUnder(p.x, p.y);
      redraw({ overlay: true });
    } else if (g.kind === 'click-empty' && Math.hypot(p.x - g.x, p.y - g.y) > 3) {
      gesture.current = { kind: 'pan', x: g.x, y: g.y, start: v };
      beginMoving();
    }
  };

  const onMouseUp = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const p = pointer(e);
    const g = gesture.current;
    gesture.current = null;
    const v = viewport.current;
    if (!g || !v) return;
    if (g.kind === 'pan') endMoving();
    else if (g.kind === 'drag') {
      const moved = drag.current;
      drag.current = null;
      if (g.moved && moved) onMove(moved.ids, moved.dx, moved.dy);
      redraw({ static: true, systems: true, overlay: true });
    } else if (g.kind === 'band') {
      const a = toMap(v, screenPoint(Math.min(g.x0, g.x1), Math.min(g.y0, g.y1)));
      const b = toMap(v, screenPoint(Math.max(g.x0, g.x1), Math.max(g.y0, g.y1)));
      if (Math.abs(g.x1 - g.x0) < 3 && Math.abs(g.y1 - g.y0) < 3) {
        if (!g.additive) onSelect({ systems: new Set(), lines: new Set() });
      } else {
        const inside = index.systemsIn({ minX: a.x, minY: a.y, maxX: b.x, maxY: b.y }).map((s) => s.id);
        const systems = new Set(g.additive ? [...selection.systems, ...inside] : inside);
        const lines = new Set(index.scene.lines.filter((l) => systems.has(l.aId) && systems.has(l.bId)).map((l) => l.id));
        onSelect({ systems, lines: g.additive ? new Set([...selection.lines, ...lines]) : lines });
      }
      redraw({ overlay: true });
    } else if (g.kind === 'line') {
      const to = systemUnder(p.x, p.y);
      if (to && to !== g.from) onConnect(g.from, to);
      redraw({ overlay: true });
    } else if (g.kind === 'click-empty') {
      onAddSystem(toMap(v, p));
    }
  };

  const onDblClick = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const p = pointer(e);
    const v = viewport.current;
    if (!editable || !v || systemUnder(p.x, p.y) || lineUnder(p.x, p.y)) return;
    onAddSystem(toMap(v, p));
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const v = viewport.current;
    if (!v) return;
    const p = pointer(e as unknown as Konva.KonvaEventObject<MouseEvent>);
    const delta = e.evt.deltaMode === 1 ? e.evt.deltaY * 30 : e.evt.deltaY;
    beginMoving();
    setView(zoomAt(v, p, Math.exp(-delta * 0.0015)));
    // The zoom ends when the wheel has been still for a moment.
    if (wheelEnd.current) clearTimeout(wheelEnd.current);
    wheelEnd.current = setTimeout(endMoving, 160);
  };

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
      aria-label="Strategic map"
      style={{ width, height, outline: 'none', overflow: 'hidden' }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <Stage width={width} height={height} onMouseDown={onMouseDown} onMouseMove={onMouseMove} onMouseUp={onMouseUp} onMouseLeave={onMouseUp} onDblClick={onDblClick} onWheel={onWheel}>
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
