/**
 * A hex board on a Konva stage, reusable by any ruleset: flat-topped hexes in axial coordinates
 * (shared/hex), an odd-q rectangle of cols × rows. Layers split by how often they redraw
 * (STYLE.md 11): a static layer (grid and tiles; not listening, cached), an interactive layer
 * (pieces with their facing markers; clickable), and an overlay (selection, highlighted hexes,
 * lines; not listening). Hex clicks are read from the pointer through pixelToHex, so the static
 * layer needs no hit graph.
 */
import type Konva from 'konva';
import { useEffect, useMemo, useRef } from 'react';
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
}

export function HexBoard({
  cols, rows, size = 28, tiles = [], pieces = [], highlights = [], lines = [], selectedId = null, showLabels = true,
  onHexClick, onPieceClick, gridColor = '#c4ccd6', background = '#f8f9fb', textColor = '#5c6470', testId = 'hex-board',
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

  // The static layer changes only with the board, its tiles or the theme: cache it as one bitmap.
  useEffect(() => {
    const layer = staticLayer.current;
    if (!layer) return;
    layer.clearCache();
    layer.cache({ x: 0, y: 0, width, height, pixelRatio: window.devicePixelRatio || 1 });
    layer.batchDraw();
  }, [cells, tiles, width, height, gridColor, background, textColor, showLabels]);

  const handleClick = (event: Konva.KonvaEventObject<MouseEvent>) => {
    if (!onHexClick || event.cancelBubble) return;
    const pointer = event.target.getStage()?.getPointerPosition();
    if (!pointer) return;
    const h = pixelToHex(pointer, size, origin);
    if (onRectangle(h, cols, rows)) onHexClick(h);
  };

  return (
    <div data-testid={testId} style={{ width, height }}>
    <Stage width={width} height={height} onClick={handleClick}>
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
    </div>
  );
}
