/** The battle on the hex board: ships in side colours with facing, vector marks, the warp point, the last round's firing lines. */
import { Group, Text, useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import type { BattleEvent } from '../../../../shared/rulesets/nova/combat/log';
import { HexBoard } from '../../../components/hex-board/HexBoard';
import { battleLines, battlePieces, boardFrame, sideColor, warpPointTile } from './board-view';

export function BattleBoard({ battle, log, round, selected, onSelect }: { battle: Battle; log: readonly BattleEvent[]; round: number; selected: string | null; onSelect: (id: string | null) => void }) {
  const dark = useComputedColorScheme('light') === 'dark';
  const frame = useMemo(() => boardFrame(battle), [battle]);
  const tiles = useMemo(() => [warpPointTile(battle, frame)], [battle, frame]);
  return (
    <div>
      <Group gap="md" mb={4}>
        {battle.input.sides.map((s) => (
          <Text key={s.id} size="sm" c={sideColor(battle, s.id)} fw={600}>■ {s.name || s.id}</Text>
        ))}
        <Text size="sm" c="dimmed">◎ warp point · dashed: vector · solid: round {round} fire</Text>
      </Group>
      <div>
        <HexBoard
          frame={{ height: 520 }}
          cols={frame.cols}
          rows={frame.rows}
          size={24}
          tiles={tiles}
          pieces={battlePieces(battle, frame)}
          lines={battleLines(battle, frame, log, round)}
          selectedId={selected}
          showLabels={false}
          onPieceClick={(id) => onSelect(id === selected ? null : id)}
          gridColor={dark ? '#495057' : '#c4ccd6'}
          background={dark ? '#1f2125' : '#f8f9fb'}
          textColor={dark ? '#ced4da' : '#5c6470'}
          testId="combat-board"
        />
      </div>
    </div>
  );
}
