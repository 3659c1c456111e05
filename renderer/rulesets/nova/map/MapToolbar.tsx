import { ActionIcon, Button, Group, Menu, SegmentedControl, Select, Tooltip } from '@mantine/core';
import type { Ref } from 'react';
import type { History } from '../../../../shared/rulesets/nova/map/commands';
import type { SceneSystem } from '../../../../shared/rulesets/nova/map/scene';
import type { Empire } from '../../../../shared/model/entities';
import type { MapMode } from '../../../features/map/MapCanvas';
import { SystemSearch } from '../../../features/map/SystemSearch';

export interface ToolbarActions {
  setMode(mode: MapMode): void;
  undo(): void;
  redo(): void;
  fit(): void;
  zoom(factor: number): void;
  generate(): void;
  setViewAs(empireId: string | null): void;
  find(id: string): void;
  exportMap(): void;
  exportSystems(): void;
  exportLines(): void;
  exportSvg(): void;
  exportPng(): void;
  print(): void;
  importMap(): void;
  importSystems(): void;
  importLines(): void;
}

/** Tools, undo/redo, view, search, the empire switch, generate and files. */
export function MapToolbar({ mode, editable, history, empires, viewAs, systems, actions, searchRef }: { mode: MapMode; editable: boolean; history: History; empires: readonly Empire[]; viewAs: string | null; systems: readonly SceneSystem[]; actions: ToolbarActions; searchRef: Ref<HTMLInputElement> }) {
  const last = history.done[history.done.length - 1];
  const next = history.undone[history.undone.length - 1];
  return (
    <Group gap="xs" wrap="wrap" className="no-print" data-testid="map-toolbar">
      <SegmentedControl
        size="xs"
        disabled={!editable}
        value={mode}
        onChange={(v) => actions.setMode(v as MapMode)}
        data={[
          { value: 'select', label: 'Select (V)' },
          { value: 'add', label: 'Add system (A)' },
          { value: 'line', label: 'Draw line (L)' },
        ]}
      />
      <Tooltip label={last ? `Undo: ${last.label} (Ctrl+Z)` : 'Nothing to undo'}>
        <Button size="xs" variant="default" onClick={actions.undo} disabled={!last}>
          Undo
        </Button>
      </Tooltip>
      <Tooltip label={next ? `Redo: ${next.label} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
        <Button size="xs" variant="default" onClick={actions.redo} disabled={!next}>
          Redo
        </Button>
      </Tooltip>
      <Group gap={2}>
        <Tooltip label="Zoom out (−)">
          <ActionIcon variant="default" aria-label="Zoom out" onClick={() => actions.zoom(1 / 1.25)}>
            −
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Zoom in (+)">
          <ActionIcon variant="default" aria-label="Zoom in" onClick={() => actions.zoom(1.25)}>
            +
          </ActionIcon>
        </Tooltip>
        <Button size="xs" variant="default" onClick={actions.fit}>
          Fit (F)
        </Button>
      </Group>
      <SystemSearch systems={systems} onPick={actions.find} ref={searchRef} />
      <Select
        size="xs"
        w={200}
        aria-label="View as"
        data={[{ value: '', label: "GM's map (everything)" }, ...empires.map((e) => ({ value: e.id, label: `View as ${e.name}` }))]}
        value={viewAs ?? ''}
        allowDeselect={false}
        onChange={(v) => actions.setViewAs(v ? v : null)}
      />
      <Button size="xs" variant="light" onClick={actions.generate} disabled={!editable}>
        Generate…
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="default">
            Files
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Export</Menu.Label>
          <Menu.Item onClick={actions.print}>Print this view…</Menu.Item>
          <Menu.Item onClick={actions.exportSvg}>Export drawing of this view (SVG)…</Menu.Item>
          <Menu.Item onClick={actions.exportPng}>Export drawing of this view (PNG)…</Menu.Item>
          <Menu.Item onClick={actions.exportMap}>Export map file (JSON)…</Menu.Item>
          <Menu.Item onClick={actions.exportSystems}>Export systems (CSV)…</Menu.Item>
          <Menu.Item onClick={actions.exportLines}>Export warp lines (CSV)…</Menu.Item>
          <Menu.Divider />
          <Menu.Label>Import (replaces, can be undone)</Menu.Label>
          <Menu.Item onClick={actions.importMap} disabled={!editable}>
            Import map file (JSON or archive)…
          </Menu.Item>
          <Menu.Item onClick={actions.importSystems} disabled={!editable}>
            Import systems (CSV)…
          </Menu.Item>
          <Menu.Item onClick={actions.importLines} disabled={!editable}>
            Import warp lines (CSV)…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
