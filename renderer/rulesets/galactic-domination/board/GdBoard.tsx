/**
 * The hex board of a Galactic Domination game on the shared map canvas (renderer/features/map): the GM's
 * board or one player's (shared/rulesets/galactic-domination/map/board.ts), looked at, not edited; a click
 * on a hex or on what stands in it picks that place (a hex, or a half of a divided home hex).
 */
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, useRef, type Ref } from 'react';
import { boardScene, nodeId, nodePlace, type BoardModel } from '../../../../shared/rulesets/galactic-domination/map/board';
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
  const fallback = useRef<MapCanvasHandle>(null);
  const byAxial = useMemo(() => new Map(board.hexes.map((h) => [`${h.q},${h.r}`, h])), [board]);
  return (
    <Box ref={ref} h={height} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }} data-testid="gd-board">
      {width > 0 && (
        <MapCanvas
          ref={canvasRef ?? fallback}
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
