/** The board with each ship's vector as plotted (dashed: where it moves this round), drawn while the GM plots thrust. */
import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { applyThrust } from '../../../../../shared/rulesets/nova/combat/movement';
import { HexBoard } from '../../../../components/hex-board/HexBoard';
import { battleLines, battlePieces, boardFrame, warpPointTile } from '../board-view';

export function ThrustPreviewBoard({ battle, thrust }: { battle: Battle; thrust: Record<string, number[]> }) {
  const dark = useComputedColorScheme('light') === 'dark';
  // The battle as it would be with the plotted vectors: the board draws pos → pos + vector dashed.
  const planned = useMemo<Battle>(() => ({ ...battle, ships: battle.ships.map((s) => (thrust[s.id] ? { ...s, vel: applyThrust(s.vel, thrust[s.id] ?? []) } : s)) }), [battle, thrust]);
  const frame = useMemo(() => boardFrame(planned), [planned]);
  return (
    <div style={{ overflow: 'auto', maxHeight: '40vh' }}>
      <HexBoard
        cols={frame.cols}
        rows={frame.rows}
        size={16}
        tiles={[warpPointTile(planned, frame)]}
        pieces={battlePieces(planned, frame)}
        lines={battleLines(planned, frame, [], -1)}
        showLabels={false}
        gridColor={dark ? '#495057' : '#c4ccd6'}
        background={dark ? '#1f2125' : '#f8f9fb'}
        textColor={dark ? '#ced4da' : '#5c6470'}
        testId="thrust-preview-board"
      />
    </div>
  );
}
