/**
 * The Map screen: the GM's secret strategic map, editable, and the view as each empire
 * knows it (NOVA: 2, 7.4). Every edit is a command, saved as it is made and undoable.
 */
import { Alert, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { addLine, addSystem, deleteItems, moveSystems } from '../../../../shared/rulesets/nova/map/edits';
import type { MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { empireView } from '../../../../shared/rulesets/nova/map/knowledge';
import { mapSettingsOf } from '../../../../shared/rulesets/nova/map/model';
import { empireScene, gmScene } from '../../../../shared/rulesets/nova/map/scene';
import { validateMap, type MapProblem } from '../../../../shared/rulesets/nova/map/validate';
import type { Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { useRulesetRules } from '../../../ruleset';
import { exportPng, exportSvg } from '../../../features/map/export-drawing';
import { MapCanvas, type MapCanvasHandle, type MapMode } from '../../../features/map/MapCanvas';
import { PrintMapOnce } from '../../../features/map/MapPrintView';
import { EMPTY_SELECTION } from '../../../features/map/selection';
import { useMapKeys } from '../../../features/map/useMapKeys';
import { GenerateModal } from './GenerateModal';
import { empireLegend, gmLegend } from './legend';
import { MapLegend } from '../../../features/map/MapLegend';
import { exportLinesCsv, exportMapFile, exportSystemsCsv, importLinesCsv, importMapFile, importSystemsCsv } from './map-io';
import { MapToolbar } from './MapToolbar';
import { SidePanel } from './SidePanel';
import { useMapEditor } from './useMapEditor';
import { useCommandHandler } from '../../../features/commands/game-commands';

const randomInt = (n: number) => Math.floor(Math.random() * n);

export function MapPage({ game }: { game: Game }) {
  const rulesets = useRulesetRules();
  const editor = useMapEditor(game.id);
  const { map, selection, select, run } = editor;
  const [mode, setMode] = useState<MapMode>('select');
  const [viewAs, setViewAs] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  /** Bumped when the view should fit what is drawn: a map generated, the view switched. */
  const [framing, setFraming] = useState(0);
  const [printing, setPrinting] = useState(false);
  const donePrinting = useCallback(() => setPrinting(false), []);
  const canvas = useRef<MapCanvasHandle>(null);
  const search = useRef<HTMLInputElement>(null);
  const { ref: sizeRef, width, height } = useElementSize();
  const settings = useMemo(() => mapSettingsOf(game.settings), [game.settings]);
  const units = useLiveQuery(() => getDb().units.where('gameId').equals(game.id).toArray(), [game.id]);

  const view = useMemo(() => (map && viewAs ? empireView(map, map.knowledge, viewAs, units ?? []) : null), [map, viewAs, units]);
  const viewEmpire = map?.empires.find((e) => e.id === viewAs);
  const scene = useMemo(() => {
    if (!map) return null;
    if (view && viewEmpire) return empireScene(`${game.name}: as known to ${viewEmpire.name}`, view, viewEmpire.color);
    return gmScene(`${game.name}: GM's map`, map.systems, map.lines, map.empires);
  }, [map, view, viewEmpire, game.name]);
  // Checking 2,000 systems takes tens of milliseconds: done after the edit is drawn, not before.
  const checkedMap = useDeferredValue(map);
  const problems = useMemo(() => (checkedMap ? validateMap(checkedMap.systems, checkedMap.lines, checkedMap.empires, settings) : []), [checkedMap, settings]);
  const editable = viewAs === null;

  // Leaving the empire view, or changing the map, drops selections of things no longer drawn.
  const changeViewAs = useCallback(
    (id: string | null) => {
      setViewAs(id);
      setFraming((f) => f + 1);
      select(EMPTY_SELECTION);
      setMode('select');
    },
    [select],
  );

  // A generated map is shown whole.
  const runGenerated = useCallback(
    (cmd: MapCommand) => {
      run(cmd);
      setFraming((f) => f + 1);
    },
    [run],
  );

  // The command palette's "View the map as …" and "View the map as the GM".
  useCommandHandler(game.id, 'map.view-as', (empireId) => changeViewAs(empireId ?? null), map !== null);
  useCommandHandler(game.id, 'map.gm-view', () => changeViewAs(null), map !== null);

  const onAddSystem = useCallback(
    (at: { x: number; y: number }) => {
      if (!map) return;
      const made = addSystem(map, game.id, at.x, at.y);
      run(made.cmd);
      select({ systems: new Set([made.id]), lines: new Set() });
    },
    [map, game.id, run, select],
  );
  const onConnect = useCallback(
    (from: string, to: string) => {
      if (!map) return;
      const made = addLine(map, game.id, from, to, randomInt);
      if ('error' in made) {
        notifications.show({ color: 'yellow', message: made.error });
        return;
      }
      run(made.cmd);
      select({ systems: new Set(), lines: new Set([made.id]) });
    },
    [map, game.id, run, select],
  );
  const onMove = useCallback((ids: ReadonlySet<string>, dx: number, dy: number) => map && run(moveSystems(map, ids, dx, dy)), [map, run]);
  const onPickProblem = useCallback(
    (problem: MapProblem) => {
      select({ systems: new Set(problem.target.systems), lines: new Set(problem.target.lines) });
      canvas.current?.show(problem.target.systems.length ? problem.target.systems : [...new Set(problem.target.lines.flatMap((id) => map?.lines.filter((l) => l.id === id).flatMap((l) => [l.a, l.b]) ?? []))]);
    },
    [select, map],
  );

  // Keyboard (features/map): find, select all, modes, zoom, pan, fit; undo/redo and delete are NOVA's commands.
  // Undo and redo work in the empire view too: knowledge edits are made there.
  useMapKeys({
    canvas,
    search,
    scene,
    editable,
    selection,
    select,
    setMode,
    undo: editor.undo,
    redo: editor.redo,
    deleteSelection: map ? () => run(deleteItems(map, selection.systems, selection.lines)) : undefined,
  });

  if (!map || !scene) {
    return (
      <Group>
        <Loader size="sm" /> <Text>Opening the map…</Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))" data-testid="map-page">
      <MapToolbar
        mode={mode}
        editable={editable}
        history={editor.history}
        empires={map.empires}
        viewAs={viewAs}
        systems={scene.systems}
        searchRef={search}
        actions={{
          setMode,
          undo: editor.undo,
          redo: editor.redo,
          fit: () => canvas.current?.fit(),
          zoom: (f) => canvas.current?.zoom(f),
          generate: () => setGenerating(true),
          setViewAs: changeViewAs,
          find: (id) => {
            select({ systems: new Set([id]), lines: new Set() });
            canvas.current?.centreOn(id);
          },
          exportMap: () => void exportMapFile(game.name, map),
          exportSystems: () => void exportSystemsCsv(game.name, map),
          exportLines: () => void exportLinesCsv(game.name, map),
          exportSvg: () => void exportSvg(viewEmpire ? `${game.name}-${viewEmpire.name}` : `${game.name}-map`, scene),
          exportPng: () => void exportPng(viewEmpire ? `${game.name}-${viewEmpire.name}` : `${game.name}-map`, scene),
          print: () => setPrinting(true),
          importMap: () => void importMapFile(game.id, map, run, rulesets),
          importSystems: () => void importSystemsCsv(game.id, map, run),
          importLines: () => void importLinesCsv(game.id, map, run),
        }}
      />
      {viewEmpire && (
        <Alert color="grape" py={6} data-testid="empire-view-banner" className="no-print">
          Viewing as <b>{viewEmpire.name}</b>: only the {scene.systems.length} systems and {scene.lines.length} warp lines it knows are drawn. Dashed spokes are warp points it has not travelled.
        </Alert>
      )}
      <Group align="stretch" wrap="nowrap" gap="xs" style={{ flex: 1, minHeight: 0 }} className="no-print">
        <Box ref={sizeRef} style={{ flex: 1, minWidth: 0, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, overflow: 'hidden' }}>
          {width > 0 && height > 0 && (
            <MapCanvas
              ref={canvas}
              scene={scene}
              width={Math.floor(width)}
              height={Math.floor(height)}
              editable={editable}
              mode={mode}
              selection={selection}
              onSelect={select}
              onAddSystem={onAddSystem}
              onMove={onMove}
              onConnect={onConnect}
              fitKey={framing}
            />
          )}
        </Box>
        <SidePanel map={map} view={view} selection={selection} settings={settings} turn={game.turn} problems={problems} run={run} select={select} onPickProblem={onPickProblem} />
      </Group>
      <MapLegend items={viewEmpire ? empireLegend(viewEmpire) : gmLegend(map.empires)} title={viewEmpire ? `As known to ${viewEmpire.name}:` : "GM's map:"} />
      {printing && <PrintMapOnce scene={scene} fileName={`${game.name} - ${viewEmpire ? viewEmpire.name : 'GM map'}.pdf`} onDone={donePrinting} />}
      {generating && <GenerateModal opened onClose={() => setGenerating(false)} map={map} gameId={game.id} settings={settings} unitsOnMap={(units ?? []).filter((u) => u.systemId).length} run={runGenerated} />}
    </Stack>
  );
}
