/**
 * The hex board of a Galactic Domination game on the shared map canvas (renderer/features/map): the GM's
 * board or one player's (shared/rulesets/galactic-domination/map/board.ts), looked at, not edited; a click
 * on a hex or on what stands in it picks that place (a hex, or a half of a divided home hex). The first view
 * fills the box to within 20 px (the shared canvas leaves 60): the 5- and 6-player layouts are about twice as
 * wide as tall, and at 1280 px the desk's board would otherwise show its counters too small to read.
 */
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { boardScene, nodeId, nodePlace, type BoardModel } from '../../../../shared/rulesets/galactic-domination/map/board';
import { sceneBounds } from '../../../../shared/map/hex-grid';
import { fitViewport } from '../../../features/map/coords';
import { MapCanvas, type MapCanvasHandle } from '../../../features/map/MapCanvas';
import { EMPTY_SELECTION, type Selection } from '../../../features/map/selection';

export interface Place {
  readonly hexId: string;
  readonly half: 0 | 1 | null;
}

export interface GdBoardProps {
  board: BoardModel;
  /** Hexes outlined, with their colour (the picked place, where a fleet may go). */
  outlines?: ReadonlyMap<string, string>;
  picked: Place | null;
  onPick(place: Place): void;
  height: number;
  label?: string;
  canvasRef?: Ref<MapCanvasHandle>;
}

export function GdBoard({ board, outlines, picked, onPick, height, label = 'Galactic Domination board', canvasRef }: GdBoardProps) {
  const { ref, width } = useElementSize();
  const scene = useMemo(() => boardScene(board, { outlines }), [board, outlines]);
  const selection = useMemo<Selection>(() => (picked ? { systems: new Set([nodeId(picked.hexId, picked.half)]), lines: new Set() } : EMPTY_SELECTION), [picked]);
  const inner = useRef<MapCanvasHandle>(null);
  useImperativeHandle(canvasRef, () => inner.current as MapCanvasHandle, []);
  // Once, when the canvas first has a size (after its own first fit): zoom to the tighter fit.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || width <= 0 || !inner.current) return;
    fitted.current = true;
    const bounds = sceneBounds(scene);
    const loose = fitViewport(bounds, width, height).scale;
    const tight = fitViewport(bounds, width, height, 20).scale;
    if (tight > loose) inner.current.zoom(tight / loose);
  }, [width, height, scene]);
  const byAxial = useMemo(() => new Map(board.hexes.map((h) => [`${h.q},${h.r}`, h])), [board]);
  return (
    <Box ref={ref} h={height} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }} data-testid="gd-board">
      {width > 0 && (
        <MapCanvas
          ref={inner}
          scene={scene}
          width={width}
          height={height}
          editable={false}
          mode="select"
          selection={selection}
          label={label}
          onSelect={(s) => {
            const id = [...s.systems][0];
            if (id) onPick(nodePlace(id));
          }}
          onAddSystem={() => undefined}
          onMove={() => undefined}
          onConnect={() => undefined}
          onHexClick={(h) => {
            const hex = byAxial.get(`${h.q},${h.r}`);
            if (hex) onPick({ hexId: hex.id, half: hex.divided ? 0 : null });
          }}
        />
      )}
    </Box>
  );
}
