/**
 * The Map screen: the board as it stands at the start of the open turn, as the GM knows it (everything,
 * hidden Discovery Hexes marked) or as one player does (made from that player's view alone: what the
 * sitrep of that player would show); a click on a hex shows what is there.
 */
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { gmBoard, playerBoard } from '../../../../shared/rulesets/galactic-domination/map/board';
import { GdBoard, type Place } from '../board/GdBoard';
import { HexDetails } from '../board/HexDetails';
import { GameState } from '../GameState';
import { useGdGame } from '../useGdGame';

export function MapPage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  const [viewAs, setViewAs] = useState('gm');
  const [picked, setPicked] = useState<Place | null>(null);
  const { height } = useViewportSize();
  return (
    <GameState game={gd}>
      {({ world }) => (
        <MapView world={world} viewAs={viewAs} setViewAs={setViewAs} picked={picked} setPicked={setPicked} height={Math.max(420, height - 260)} />
      )}
    </GameState>
  );
}

function MapView({ world, viewAs, setViewAs, picked, setPicked, height }: { world: Parameters<typeof gmBoard>[0]; viewAs: string; setViewAs(v: string): void; picked: Place | null; setPicked(p: Place): void; height: number }) {
  const board = useMemo(() => (viewAs === 'gm' ? gmBoard(world) : playerBoard(world, viewAs)), [world, viewAs]);
  const outlines = useMemo(() => (picked ? new Map([[picked.hexId, '#e8590c']]) : undefined), [picked]);
  return (
    <Stack gap="xs" data-testid="gd-map">
      <Group justify="space-between" align="end">
        <Title order={2}>Map, turn {world.turn}</Title>
        <Select label="As seen by" data={[{ value: 'gm', label: 'The GM (everything)' }, ...world.players.map((p) => ({ value: p.id, label: p.name }))]} value={viewAs} onChange={(v) => setViewAs(v ?? 'gm')} allowDeselect={false} w={260} data-testid="map-view-as" />
      </Group>
      <Text size="sm" c="dimmed">
        {board.hexes.length} hexes shown · ★ main capital, ☆ secondary capital, ◆ sub-capital, N neutral; a fleet counter reads race code and fleet number, › its speed. Drag to pan, wheel to zoom.
      </Text>
      <GdBoard board={board} outlines={outlines} picked={picked} onPick={setPicked} height={height} />
      {viewAs === 'gm' && <HexDetails world={world} place={picked} />}
    </Stack>
  );
}
