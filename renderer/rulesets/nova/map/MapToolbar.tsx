import { Button, Menu, Select } from '@mantine/core';
import type { Ref } from 'react';
import type { History } from '../../../../shared/rulesets/nova/map/commands';
import type { SceneSystem } from '../../../../shared/rulesets/nova/map/scene';
import type { Empire } from '../../../../shared/model/entities';
import type { MapMode } from '../../../features/map/MapCanvas';
import { MapToolbarFrame, type MapToolbarActions } from '../../../features/map/MapToolbarFrame';

export interface ToolbarActions extends MapToolbarActions {
  generate(): void;
  setViewAs(empireId: string | null): void;
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

/** The map's tools (features/map), then NOVA's: the empire switch, generate and files. */
export function MapToolbar({ mode, editable, history, empires, viewAs, systems, actions, searchRef }: { mode: MapMode; editable: boolean; history: History; empires: readonly Empire[]; viewAs: string | null; systems: readonly SceneSystem[]; actions: ToolbarActions; searchRef: Ref<HTMLInputElement> }) {
  const last = history.done[history.done.length - 1];
  const next = history.undone[history.undone.length - 1];
  return (
    <MapToolbarFrame mode={mode} editable={editable} history={{ undo: last ? last.label : null, redo: next ? next.label : null }} systems={systems} searchRef={searchRef} actions={actions}>
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
    </MapToolbarFrame>
  );
}
