/**
 * What the pointer does on the map canvas (MapCanvas.tsx): press, move and release make a
 * gesture (pan, drag of systems, box selection, a line drawn between two systems, a click
 * on empty space); the wheel zooms. Hit-testing is ours (spatial.ts). A drag is drawn in
 * the overlay and reported once, on drop. On a hex map a system is picked anywhere in its
 * hex, a drag or an added system can snap to hex centres, and a click on an empty hex is
 * reported with its coordinate.
 */
import type Konva from 'konva';
import type { RefObject } from 'react';
import { hex, type HexCoord } from '../../../shared/hex/coords';
import { hexCentre, nodeHex, snapMove } from '../../../shared/map/hex-grid';
import { screenPoint, toMap, zoomAt, type MapPoint, type Viewport } from './coords';
import { systemRadius, type DragPreview } from './draw';
import type { Selection } from './selection';
import type { SceneIndex } from './spatial';
import type { MapMode } from './types';

export type Gesture =
  | { kind: 'pan'; x: number; y: number; start: Viewport }
  | { kind: 'drag'; ids: ReadonlySet<string>; anchor: string; from: MapPoint; sx: number; sy: number; moved: boolean }
  | { kind: 'band'; x0: number; y0: number; x1: number; y1: number; additive: boolean }
  | { kind: 'line'; from: string; x: number; y: number }
  | { kind: 'click-empty'; x: number; y: number };

/** The canvas's props a gesture reads and reports to (MapCanvasProps). */
export interface GestureProps {
  editable: boolean;
  mode: MapMode;
  selection: Selection;
  snapToHex?: boolean;
  onSelect(selection: Selection): void;
  onAddSystem(at: MapPoint, hex: HexCoord | null): void;
  onMove(ids: ReadonlySet<string>, dx: number, dy: number, hexes?: ReadonlyMap<string, HexCoord>): void;
  onConnect(from: string, to: string): void;
  onHexClick?(hex: HexCoord): void;
}

/** The canvas's state the handlers read and change. */
export interface GestureState {
  index: SceneIndex;
  viewport: RefObject<Viewport | null>;
  gesture: RefObject<Gesture | null>;
  hover: RefObject<string | null>;
  hoverHex: RefObject<HexCoord | null>;
  drag: RefObject<DragPreview | null>;
  spaceDown: RefObject<boolean>;
  wrapper: RefObject<HTMLDivElement | null>;
  redraw(which: { static?: boolean; systems?: boolean; overlay?: boolean }): void;
  setView(v: Viewport): void;
  beginMoving(): void;
  endMoving(): void;
  /** Ends a wheel zoom once the wheel has been still for a moment. */
  wheelStill(): void;
}

export interface GestureHandlers {
  onMouseDown(e: Konva.KonvaEventObject<MouseEvent>): void;
  onMouseMove(e: Konva.KonvaEventObject<MouseEvent>): void;
  onMouseUp(e: Konva.KonvaEventObject<MouseEvent>): void;
  onDblClick(e: Konva.KonvaEventObject<MouseEvent>): void;
  onWheel(e: Konva.KonvaEventObject<WheelEvent>): void;
}

export function gestureHandlers(props: GestureProps, state: GestureState): GestureHandlers {
  const { editable, mode, selection, onSelect, onAddSystem, onMove, onConnect, onHexClick } = props;
  const { index, viewport, gesture, hover, hoverHex, drag, spaceDown, wrapper, redraw, setView, beginMoving, endMoving } = state;
  const snapGrid = props.snapToHex ? index.grid : null;

  const pointer = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const pos = e.target.getStage()?.getPointerPosition() ?? { x: e.evt.offsetX, y: e.evt.offsetY };
    return screenPoint(pos.x, pos.y);
  };
  const systemUnder = (x: number, y: number): string | null => {
    const v = viewport.current;
    if (!v) return null;
    const at = toMap(v, screenPoint(x, y));
    const hit = index.systemAt(at, (systemRadius(v.scale) + 5) / v.scale);
    if (hit || !index.grid) return hit?.id ?? null;
    // On a hex map a system is picked anywhere in its hex: the nearest of those standing there.
    let best: string | null = null;
    let bestD = Infinity;
    for (const s of index.systemsInHex(index.hexAt(at) as HexCoord)) {
      const d = Math.hypot(s.x - at.x, s.y - at.y);
      if (d < bestD) {
        best = s.id;
        bestD = d;
      }
    }
    return best;
  };
  const lineUnder = (x: number, y: number): string | null => {
    const v = viewport.current;
    if (!v) return null;
    return index.lineAt(toMap(v, screenPoint(x, y)), 5 / v.scale)?.id ?? null;
  };
  /** Where a system added at `at` goes, and its hex on a hex map. */
  const placed = (at: MapPoint): [MapPoint, HexCoord | null] => {
    const h = index.hexAt(at);
    if (!snapGrid || !h) return [at, h];
    const c = hexCentre(snapGrid, h);
    return [{ ...at, x: c.x, y: c.y }, h];
  };
  /** The drag's offset, snapped on a snapping hex map (the system under the pointer lands in a hex). */
  const dragOffset = (g: Extract<Gesture, { kind: 'drag' }>, at: MapPoint) => {
    const dx = at.x - g.from.x;
    const dy = at.y - g.from.y;
    const anchor = index.systemById.get(g.anchor);
    return snapGrid && anchor ? snapMove(snapGrid, anchor, dx, dy) : { dx, dy, dq: 0, dr: 0 };
  };
  /** Where an empty hex under the pointer is worth showing: a click there adds a system or is reported. */
  const hexTarget = (x: number, y: number): HexCoord | null => {
    const v = viewport.current;
    if (!v || !index.grid || !(onHexClick || (mode === 'add' && editable)) || lineUnder(x, y)) return null;
    return index.hexAt(toMap(v, screenPoint(x, y)));
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
      if (editable && systems.has(hit)) gesture.current = { kind: 'drag', ids: systems, anchor: hit, from: toMap(v, p), sx: p.x, sy: p.y, moved: false };
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
      const empty = h ? null : hexTarget(p.x, p.y);
      const hexChanged = (empty === null) !== (hoverHex.current === null) || (empty !== null && hoverHex.current !== null && (empty.q !== hoverHex.current.q || empty.r !== hoverHex.current.r));
      if (h !== hover.current || hexChanged) {
        hover.current = h;
        hoverHex.current = empty;
        redraw({ overlay: true });
      }
      const el = wrapper.current;
      if (el) el.style.cursor = h ? (editable && mode === 'line' ? 'crosshair' : 'pointer') : mode === 'add' && editable ? 'copy' : 'default';
      return;
    }
    if (g.kind === 'pan') setView({ ...g.start, x: g.start.x + p.x - g.x, y: g.start.y + p.y - g.y });
    else if (g.kind === 'drag') {
      if (!g.moved && Math.hypot(p.x - g.sx, p.y - g.sy) < 3) return;
      const { dx, dy } = dragOffset(g, toMap(v, p));
      const first = !g.moved;
      g.moved = true;
      if (!first && drag.current && drag.current.dx === dx && drag.current.dy === dy) return;
      drag.current = { ids: g.ids, dx, dy };
      if (hoverHex.current) hoverHex.current = null;
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
      const anchor = index.systemById.get(g.anchor);
      if (g.moved && moved && snapGrid && anchor) {
        // What the preview showed: the anchor's snapped place, and the move in hexes.
        const { dx, dy, dq, dr } = snapMove(snapGrid, anchor, moved.dx, moved.dy);
        if (dx !== 0 || dy !== 0) {
          const hexes = new Map<string, HexCoord>();
          for (const id of g.ids) {
            const s = index.systemById.get(id);
            if (!s) continue;
            const from = nodeHex(snapGrid, s);
            hexes.set(id, hex(from.q + dq, from.r + dr));
          }
          onMove(g.ids, dx, dy, hexes);
        }
      } else if (g.moved && moved) onMove(moved.ids, moved.dx, moved.dy);
      redraw({ static: true, systems: true, overlay: true });
    } else if (g.kind === 'band') {
      const a = toMap(v, screenPoint(Math.min(g.x0, g.x1), Math.min(g.y0, g.y1)));
      const b = toMap(v, screenPoint(Math.max(g.x0, g.x1), Math.max(g.y0, g.y1)));
      if (Math.abs(g.x1 - g.x0) < 3 && Math.abs(g.y1 - g.y0) < 3) {
        if (!g.additive) onSelect({ systems: new Set(), lines: new Set() });
        const h = onHexClick ? index.hexAt(toMap(v, screenPoint(g.x0, g.y0))) : null;
        if (h && onHexClick) onHexClick(h);
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
      onAddSystem(...placed(toMap(v, p)));
    }
  };

  const onDblClick = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const p = pointer(e);
    const v = viewport.current;
    if (!editable || !v || systemUnder(p.x, p.y) || lineUnder(p.x, p.y)) return;
    onAddSystem(...placed(toMap(v, p)));
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const v = viewport.current;
    if (!v) return;
    const p = pointer(e as unknown as Konva.KonvaEventObject<MouseEvent>);
    const delta = e.evt.deltaMode === 1 ? e.evt.deltaY * 30 : e.evt.deltaY;
    beginMoving();
    setView(zoomAt(v, p, Math.exp(-delta * 0.0015)));
    state.wheelStill();
  };

  return { onMouseDown, onMouseMove, onMouseUp, onDblClick, onWheel };
}
