import { Alert, Badge, Box, Button, Group, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { HexCoord } from '../../../../shared/hex/coords';
import { addRoute, addSystem, checkMap, moveSystems, removeRoutes, removeSystems, setRouteKind, type MapEditResult } from '../../../../shared/rulesets/dark-nebula/map/edit';
import { gmScene, viewScene } from '../../../../shared/rulesets/dark-nebula/map/scene';
import type { GameMap, Side } from '../../../../shared/rulesets/dark-nebula/model';
import { mapInUse } from '../../../../shared/rulesets/dark-nebula/play/map';
import { playerView } from '../../../../shared/rulesets/dark-nebula/view/player-view';
import { getDb } from '../../../db/database';
import { MapCanvas, type MapCanvasHandle, type MapMode } from '../../../features/map/MapCanvas';
import { MapToolbarFrame } from '../../../features/map/MapToolbarFrame';
import { EMPTY_SELECTION, type Selection } from '../../../features/map/selection';
import { useMapKeys } from '../../../features/map/useMapKeys';
import { exportPng, exportSvg } from '../../../features/map/export-drawing';
import type { ScreenProps } from '../../../ruleset';
import { saveMap } from '../db/game';
import { messageOf, useDnGame, type DnGame } from '../useDnGame';
import { MapSidePanel } from './MapSidePanel';

type ViewAs = 'gm' | Side;

/**
 * The map of the seven sheets (DN §2.0): the GM's truth, or the map as one player knows it (the
 * map of that player's packet). Until turn 0 is committed the GM edits it from the printed sheets
 * (A2: Fig. 1 and every coordinate are lost): A adds a star in a hex, a drag moves stars hex by
 * hex, Ctrl+drag or L joins two stars with a route, Delete removes; the panel edits a star's name
 * and boxes, a route's kind, the sheets' roles. Every edit can be undone (Ctrl+Z).
 */
export function MapPage({ game }: ScreenProps) {
  const loaded = useDnGame(game.id);
  if (!loaded) return null;
  return <MapWorkspace gameName={game.name} gameId={game.id} loaded={loaded} />;
}

function MapWorkspace({ gameId, gameName, loaded }: { gameId: string; gameName: string; loaded: DnGame }) {
  const { world, records } = loaded;
  const editable = records.game.turn === 0 && !records.turns.some((t) => t.status === 'committed');
  const [viewAs, setViewAs] = useState<ViewAs>('gm');
  const [mode, setModeState] = useState<MapMode>('select');
  const [selection, select] = useState<Selection>(EMPTY_SELECTION);
  const [busy, setBusy] = useState(false);
  const past = useRef<{ map: GameMap; label: string }[]>([]);
  const future = useRef<{ map: GameMap; label: string }[]>([]);
  const [, bump] = useState(0);
  const canvas = useRef<MapCanvasHandle>(null);
  const search = useRef<HTMLInputElement>(null);
  const { ref: sizeRef, width, height } = useElementSize();
  const map = world.map;
  const scene = useMemo(() => (viewAs === 'gm' ? gmScene(map, world) : viewScene(playerView(world, viewAs), map, `${viewAs === 'aslan' ? 'Aslan' : 'Human'} player's map`)), [map, world, viewAs]);
  const problems = useMemo(() => checkMap(map), [map]);
  const gmEditing = editable && viewAs === 'gm';
  const setMode = (m: MapMode) => setModeState(gmEditing ? m : 'select');

  const store = useCallback(
    async (next: GameMap, label: string, history: 'push' | 'undo' | 'redo') => {
      setBusy(true);
      try {
        await saveMap(getDb(), gameId, next);
        const entry = { map, label };
        if (history === 'push') {
          past.current.push(entry);
          future.current = [];
        } else if (history === 'undo') future.current.push(entry);
        else past.current.push(entry);
        bump((n) => n + 1);
      } catch (error) {
        notifications.show({ color: 'red', title: 'The map was not changed', message: messageOf(error) });
      } finally {
        setBusy(false);
      }
    },
    [gameId, map],
  );
  const run = (result: MapEditResult) => {
    if (!result.ok) {
      notifications.show({ color: 'orange', title: 'Not done', message: result.reason });
      return;
    }
    void store(result.map, result.label, 'push');
  };
  const undo = () => {
    const last = past.current.pop();
    if (last) void store(last.map, last.label, 'undo').then(() => notifications.show({ message: `Undone: ${last.label}` }));
  };
  const redo = () => {
    const next = future.current.pop();
    if (next) void store(next.map, next.label, 'redo');
  };
  const inUse = mapInUse(world);
  const deleteSelection = () => {
    if (selection.systems.size > 0) run(removeSystems(map, selection.systems, inUse.systems));
    else if (selection.lines.size > 0) run(removeRoutes(map, selection.lines));
  };
  useMapKeys({ canvas, search, scene, editable: gmEditing && !busy, selection, select, setMode, modes: ['add', 'line'], undo: gmEditing ? undo : undefined, redo: gmEditing ? redo : undefined, deleteSelection });

  return (
    <Stack gap="xs" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))" data-testid="dn-map" data-systems={map.systems.length} data-routes={map.routes.length}>
      <MapToolbarFrame
        mode={mode}
        editable={gmEditing}
        modes={[
          { value: 'add', label: 'Add star (A)' },
          { value: 'line', label: 'Draw route (L)' },
        ]}
        history={gmEditing ? { undo: past.current.at(-1)?.label ?? null, redo: future.current.at(-1)?.label ?? null } : undefined}
        systems={scene.systems}
        searchRef={search}
        searchLabel="Find a star"
        actions={{
          setMode,
          undo,
          redo,
          fit: () => canvas.current?.fit(),
          zoom: (f) => canvas.current?.zoom(f),
          find: (id) => {
            select({ systems: new Set([id]), lines: new Set() });
            canvas.current?.centreOn(id);
          },
        }}
      >
        <SegmentedControl
          size="xs"
          value={viewAs}
          onChange={(v) => {
            setViewAs(v as ViewAs);
            setModeState('select');
            select(EMPTY_SELECTION);
          }}
          data={[
            { value: 'gm', label: 'GM map' },
            { value: 'human', label: 'As the human player' },
            { value: 'aslan', label: 'As the Aslan player' },
          ]}
          data-testid="map-view-as"
        />
        <Button size="xs" variant="default" onClick={() => void exportSvg(`${gameName}-${viewAs}-map`, scene)}>
          SVG
        </Button>
        <Button size="xs" variant="default" onClick={() => void exportPng(`${gameName}-${viewAs}-map`, scene)}>
          PNG
        </Button>
      </MapToolbarFrame>
      {map.sample && (
        <Alert color="yellow" py={4} className="no-print" data-testid="sample-layout">
          Sample layout: the sheets are placed sensibly and the systems the rules name are where they need to be, but this is not the printed map (Fig. 1 is lost). {editable ? 'Edit it to match your sheets.' : ''}
        </Alert>
      )}
      {viewAs !== 'gm' && (
        <Alert color="grape" py={4} className="no-print" data-testid="view-banner">
          As the {viewAs} player knows it: {scene.systems.length} systems; boxes marked Y yours, E enemy, I independent, ? not seen now. This is the map printed in that player’s packet.
        </Alert>
      )}
      {!editable && viewAs === 'gm' && (
        <Text size="xs" c="dimmed" className="no-print">
          The map is fixed once turn 0 is committed (every committed turn keeps the map it was played on).
        </Text>
      )}
      <Group align="stretch" wrap="nowrap" gap="xs" style={{ flex: 1, minHeight: 0 }}>
        <Box ref={sizeRef} style={{ flex: 1, minWidth: 0, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }}>
          {width > 0 && height > 0 && (
            <MapCanvas
              ref={canvas}
              scene={scene}
              width={Math.floor(width)}
              height={Math.floor(height)}
              editable={gmEditing && !busy}
              mode={mode}
              selection={selection}
              onSelect={select}
              snapToHex
              label="Beyond the Dark Nebula map"
              onAddSystem={(_at, hex: HexCoord | null) => hex && run(addSystem(map, hex))}
              onMove={(_ids, _dx, _dy, hexes) => hexes && run(moveSystems(map, hexes))}
              onConnect={(a, b) => run(addRoute(map, a, b, 'solid'))}
            />
          )}
        </Box>
        <ScrollArea w={360} style={{ flexShrink: 0 }}>
          <MapSidePanel
            world={world}
            map={map}
            selection={selection}
            editable={gmEditing && !busy}
            inUse={inUse}
            problems={problems}
            onEdit={run}
            onSetKind={(kind) => run(setRouteKind(map, selection.lines, kind))}
          />
        </ScrollArea>
      </Group>
      <Group gap="xs" className="no-print">
        <Badge variant="light">{map.systems.length} stars</Badge>
        <Badge variant="light">{map.routes.filter((r) => r.kind === 'solid').length} routes</Badge>
        <Badge variant="light" color="grape">
          {map.routes.filter((r) => r.kind === 'dashed').length} dashed
        </Badge>
      </Group>
    </Stack>
  );
}
