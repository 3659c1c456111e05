/**
 * A hex board on a Konva stage, reusable by any ruleset: flat-topped hexes in axial coordinates
 * (shared/hex), an odd-q rectangle of cols × rows. Layers split by how often they redraw
 * (STYLE.md 11): a static layer (grid and tiles; not listening, cached), an interactive layer
 * (pieces with their facing markers; clickable), and an overlay (selection, highlighted hexes,
 * lines; not listening). Hex clicks are read from the pointer through pixelToHex, so the static
 * layer needs no hit graph.
 *
 * Framed (`frame`), the board is seen through a window of the given height and the width of its
 * container, with pan (drag) and zoom (wheel, + and −), and it frames the battle: Fit shows every
 * piece, and while it follows (the default, until the GM pans or zooms) it fits them again
 * whenever they move, so fleets that separate stay in view; Whole board shows the rectangle.
 */
import { Button, Group as Row } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type Konva from 'konva';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Arrow, Circle, Group, Layer, Line, RegularPolygon, Stage, Text } from 'react-konva';
import { hexLabel, onRectangle, rectangleHexes, type HexCoord } from '../../../shared/hex/coords';
import { facingAngle, hexCornerOffsets, hexToPixel, pixelToHex, rectangleOrigin, rectangleSize } from '../../../shared/hex/pixels';
import type { BoardHighlight, BoardLine, BoardPiece, BoardTile } from './types';

export interface HexBoardProps {
  cols: number;
  rows: number;
  /** Centre-to-corner size of a hex, pixels. */
  size?: number;
  tiles?: readonly BoardTile[];
  pieces?: readonly BoardPiece[];
  highlights?: readonly BoardHighlight[];
  lines?: readonly BoardLine[];
  selectedId?: string | null;
  /** Draw each hex's column-row label (0101…). */
  showLabels?: boolean;
  onHexClick?: (hex: HexCoord) => void;
  onPieceClick?: (id: string) => void;
  /** Colours of the grid (follow the app's theme). */
  gridColor?: string;
  background?: string;
  textColor?: string;
  testId?: string;
  /**
   * Show the board through a window this many pixels high (and as wide as its container), with pan,
   * zoom and fit. `start`: follow the pieces (the default: a battle), or show the whole board (a set-up).
   */
  frame?: { height: number; start?: 'pieces' | 'board' };
}

/** The window onto a framed board: board pixels × scale + (x, y) = window pixels. */
export interface BoardView {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.25;
const MAX_SCALE = 3;
const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** The view that shows the box (board pixels) whole and centred in a window, with `margin` pixels around. */
export function fitView(box: { x0: number; y0: number; x1: number; y1: number }, width: number, height: number, margin = 24, maxScale = 1.6): BoardView {
  const w = Math.max(1, box.x1 - box.x0);
  const h = Math.max(1, box.y1 - box.y0);
  const scale = clampScale(Math.min(maxScale, (width - 2 * margin) / w, (height - 2 * margin) / h));
  return { scale, x: width / 2 - ((box.x0 + box.x1) / 2) * scale, y: height / 2 - ((box.y0 + box.y1) / 2) * scale };
}

export function HexBoard({
  cols, rows, size = 28, tiles = [], pieces = [], highlights = [], lines = [], selectedId = null, showLabels = true,
  onHexClick, onPieceClick, gridColor = '#c4ccd6', background = '#f8f9fb', textColor = '#5c6470', testId = 'hex-board', frame,
}: HexBoardProps) {
  const origin = useMemo(() => rectangleOrigin(size), [size]);
  const area = rectangleSize(cols, rows, size);
  // Room for the outer strokes.
  const width = Math.ceil(area.width) + 2;
  const height = Math.ceil(area.height) + 2;
  const staticLayer = useRef<Konva.Layer>(null);
  const corners = useMemo(() => hexCornerOffsets(size), [size]);
  const cells = useMemo(() => rectangleHexes(cols, rows), [cols, rows]);
  const at = (h: HexCoord) => hexToPixel(h, size, origin);

  // The window of a framed board, and whether it follows the pieces.
  const { ref: boxRef, width: boxWidth } = useElementSize();
  const viewWidth = frame ? Math.max(200, Math.floor(boxWidth)) : width;
  const viewHeight = frame ? frame.height : height;
  const [view, setView] = useState<BoardView>({ scale: 1, x: 0, y: 0 });
  const [follow, setFollow] = useState(frame?.start !== 'board');
  const wholeBoard = useCallback(() => setView(fitView({ x0: 0, y0: 0, x1: width, y1: height }, viewWidth, viewHeight, 8, MAX_SCALE)), [width, height, viewWidth, viewHeight]);
  // A set-up starts on the whole board, once its window is measured.
  const started = useRef(false);
  useEffect(() => {
    if (!frame || frame.start !== 'board' || started.current || boxWidth === 0) return;
    started.current = true;
    wholeBoard();
  }, [frame, boxWidth, wholeBoard]);
  const piecesBox = useMemo(() => {
    const points = [...pieces.flatMap((p) => p.hexes), ...lines.flatMap((l) => [l.from, l.to]), ...highlights.map((h) => h.hex)].map((h) => hexToPixel(h, size, origin));
    if (points.length === 0) return { x0: 0, y0: 0, x1: width, y1: height };
    return { x0: Math.min(...points.map((p) => p.x)) - size, y0: Math.min(...points.map((p) => p.y)) - size, x1: Math.max(...points.map((p) => p.x)) + size, y1: Math.max(...points.map((p) => p.y)) + size };
  }, [pieces, lines, highlights, size, origin, width, height]);
  // The pieces' box as a value: a parent that rebuilds its pieces on every render does not refit the window each time.
  const piecesKey = `${piecesBox.x0},${piecesBox.y0},${piecesBox.x1},${piecesBox.y1}`;
  const latestBox = useRef(piecesBox);
  latestBox.current = piecesBox;
  /** Fits the window to the pieces; the same view again is no new state (no render, no loop). */
  const fitPieces = useCallback(() => {
    const next = fitView(latestBox.current, viewWidth, viewHeight);
    setView((v) => (Math.abs(v.scale - next.scale) < 1e-6 && Math.abs(v.x - next.x) < 0.5 && Math.abs(v.y - next.y) < 0.5 ? v : next));
  }, [viewWidth, viewHeight]);
  // Following, the window fits the pieces again whenever they move (a new round, fleets separating).
  const framed = !!frame;
  useEffect(() => {
    if (framed && follow && boxWidth > 0) fitPieces();
  }, [framed, follow, boxWidth, piecesKey, fitPieces]);
  const zoom = (factor: number, about = { x: viewWidth / 2, y: viewHeight / 2 }) => {
    setFollow(false);
    setView((v) => {
      const scale = clampScale(v.scale * factor);
      const k = scale / v.scale;
      return { scale, x: about.x - (about.x - v.x) * k, y: about.y - (about.y - v.y) * k };
    });
  };
  const shown = frame ? view : { scale: 1, x: 0, y: 0 };

  // The static layer changes only with the board, its tiles or the theme: cache it as one bitmap.
  useEffect(() => {
    const layer = staticLayer.current;
    if (!layer) return;
    layer.clearCache();
    // Zoomed in, the cached bitmap is drawn finer so the grid stays sharp.
    layer.cache({ x: 0, y: 0, width, height, pixelRatio: (window.devicePixelRatio || 1) * Math.min(3, Math.max(1, Math.ceil(shown.scale * 2) / 2)) });
    layer.batchDraw();
  }, [cells, tiles, width, height, gridColor, background, textColor, showLabels, shown.scale]);

  const handleClick = (event: Konva.KonvaEventObject<MouseEvent>) => {
    if (!onHexClick || event.cancelBubble) return;
    // In board pixels: the stage's pan and zoom taken off.
    const pointer = event.target.getStage()?.getRelativePointerPosition();
    if (!pointer) return;
    const h = pixelToHex(pointer, size, origin);
    if (onRectangle(h, cols, rows)) onHexClick(h);
  };

  const stage = (
    <Stage
      width={viewWidth}
      height={viewHeight}
      onClick={handleClick}
      scaleX={shown.scale}
      scaleY={shown.scale}
      x={shown.x}
      y={shown.y}
      draggable={!!frame}
      dragDistance={4}
      onDragEnd={(e) => {
        if (e.target !== e.target.getStage()) return;
        setFollow(false);
        setView((v) => ({ ...v, x: e.target.x(), y: e.target.y() }));
      }}
      onWheel={(e) => {
        if (!frame) return;
        e.evt.preventDefault();
        const p = e.target.getStage()?.getPointerPosition() ?? undefined;
        zoom(e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, p);
      }}
    >
      <Layer ref={staticLayer} listening={false}>
        {cells.map((h) => {
          const p = at(h);
          return <Line key={`g${h.q},${h.r}`} x={p.x} y={p.y} points={corners} closed fill={background} stroke={gridColor} strokeWidth={1} />;
        })}
        {tiles.flatMap((tile) =>
          tile.hexes.map((h, i) => {
            const p = at(h);
            return (
              <Group key={`t${tile.key}-${i}`} x={p.x} y={p.y}>
                <Line points={corners} closed fill={tile.fill} stroke={gridColor} strokeWidth={1} />
                {tile.symbol && <Text text={tile.symbol} fontSize={size * 0.8} width={size * 2} x={-size} y={-size * 0.4} align="center" fill="#ffffffcc" />}
                {tile.label && i === 0 && <Text text={tile.label} fontSize={Math.max(8, size * 0.32)} width={size * 2} x={-size} y={size * 0.42} align="center" fill="#1a1b1e" />}
              </Group>
            );
          }),
        )}
        {showLabels &&
          cells.map((h) => {
            const p = at(h);
            return <Text key={`l${h.q},${h.r}`} x={p.x - size} y={p.y - size * 0.78} width={size * 2} align="center" text={hexLabel(h)} fontSize={Math.max(7, size * 0.26)} fill={textColor} />;
          })}
      </Layer>
      <Layer>
        {pieces.map((piece) => {
          const base = piece.hexes[0];
          if (!base) return null;
          const p = at(base);
          return (
            <Group
              key={piece.id}
              name="piece"
              id={`piece-${piece.id}`}
              opacity={piece.faded ? 0.4 : 1}
              onClick={(e) => {
                e.cancelBubble = true;
                onPieceClick?.(piece.id);
              }}
            >
              {piece.hexes.slice(1).map((h, i) => {
                const q = at(h);
                return <RegularPolygon key={i} x={q.x} y={q.y} sides={6} radius={size * 0.62} rotation={30} fill={piece.color} opacity={0.55} />;
              })}
              <Circle x={p.x} y={p.y} radius={size * 0.62} fill={piece.color} stroke="#1a1b1e" strokeWidth={1} />
              {/* Facing marker: an arrow from the centre to the flat side the bow points at. */}
              <Arrow x={p.x} y={p.y} points={[0, -size * 0.32, 0, -size * 0.92]} rotation={facingAngle(piece.facing)} pointerLength={size * 0.3} pointerWidth={size * 0.36} fill="#1a1b1e" stroke="#1a1b1e" strokeWidth={2.5} />
              <Text text={piece.label} x={p.x - size} y={p.y - size * 0.12} width={size * 2} align="center" fontSize={Math.max(8, size * 0.3)} fontStyle="bold" fill="#ffffff" />
              {piece.crossed && <Line points={[p.x - size * 0.5, p.y - size * 0.5, p.x + size * 0.5, p.y + size * 0.5, p.x, p.y, p.x + size * 0.5, p.y - size * 0.5, p.x - size * 0.5, p.y + size * 0.5]} stroke="#1a1b1e" strokeWidth={3} />}
            </Group>
          );
        })}
      </Layer>
      <Layer listening={false}>
        {highlights.map((hl, i) => {
          const p = at(hl.hex);
          return <Line key={`h${i}`} x={p.x} y={p.y} points={corners} closed fill={hl.color} opacity={0.35} />;
        })}
        {lines.map((line, i) => {
          const a = at(line.from);
          const b = at(line.to);
          return <Arrow key={`f${i}`} points={[a.x, a.y, b.x, b.y]} stroke={line.color} fill={line.color} strokeWidth={3} dash={line.dashed ? [8, 6] : undefined} pointerLength={10} pointerWidth={10} />;
        })}
        {pieces
          .filter((piece) => piece.id === selectedId)
          .flatMap((piece) =>
            piece.hexes.map((h, i) => {
              const p = at(h);
              return <Line key={`s${i}`} x={p.x} y={p.y} points={corners} closed stroke="#f59f00" strokeWidth={3} />;
            }),
          )}
      </Layer>
    </Stage>
  );
  if (!frame) {
    return (
      <div data-testid={testId} style={{ width, height }}>
        {stage}
      </div>
    );
  }
  return (
    <div ref={boxRef} style={{ width: '100%' }}>
      <Row gap={4} mb={4} className="no-print">
        <Button size="compact-xs" variant={follow ? 'filled' : 'default'} onClick={() => setFollow(true)} title="Fit every piece and follow them as they move" data-testid={`${testId}-fit`}>
          Fit{follow ? ' · following' : ''}
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => { setFollow(false); wholeBoard(); }} title="The whole board">
          Whole board
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => zoom(0.8)} aria-label="Zoom out">
          −
        </Button>
      </Row>
      <div data-testid={testId} data-scale={shown.scale} data-vx={shown.x} data-vy={shown.y} data-follow={follow ? 'true' : 'false'} style={{ width: viewWidth, height: viewHeight, overflow: 'hidden', border: `1px solid ${gridColor}`, background, cursor: 'grab' }}>
        {stage}
      </div>
    </div>
  );
}
