import { ActionIcon, Button, Group, SegmentedControl, Tooltip } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import type { SceneSystem } from '../../../shared/map/scene';
import type { MapMode } from './types';
import { SystemSearch } from './SystemSearch';

export interface MapToolbarActions {
  setMode(mode: MapMode): void;
  undo(): void;
  redo(): void;
  fit(): void;
  zoom(factor: number): void;
  /** A system picked in the search box. */
  find(id: string): void;
}

export interface MapToolbarFrameProps {
  mode: MapMode;
  editable: boolean;
  /** The buttons of the modes besides Select, by mode, in order; absent: "Add system (A)" and "Draw line (L)". */
  modes?: readonly { value: Exclude<MapMode, 'select'>; label: string }[];
  /** What Undo and Redo would do (the edit's name), null when nothing; absent: no Undo and Redo buttons. */
  history?: { undo: string | null; redo: string | null };
  /** What the search box finds: the systems drawn. */
  systems: readonly SceneSystem[];
  searchRef?: Ref<HTMLInputElement>;
  /** What the search box is called: "Find a system". */
  searchLabel?: string;
  actions: MapToolbarActions;
  /** The ruleset's own tools, after the search box. */
  children?: ReactNode;
}

const DEFAULT_MODES = [
  { value: 'add', label: 'Add system (A)' },
  { value: 'line', label: 'Draw line (L)' },
] as const;

/** The map's tools every ruleset has: modes, undo and redo, zoom and fit, search; the ruleset's own follow. */
export function MapToolbarFrame({ mode, editable, modes = DEFAULT_MODES, history, systems, searchRef, searchLabel, actions, children }: MapToolbarFrameProps) {
  return (
    <Group gap="xs" wrap="wrap" className="no-print" data-testid="map-toolbar">
      <SegmentedControl size="xs" disabled={!editable} value={mode} onChange={(v) => actions.setMode(v as MapMode)} data={[{ value: 'select', label: 'Select (V)' }, ...modes]} />
      {history && (
        <>
          <Tooltip label={history.undo !== null ? `Undo: ${history.undo} (Ctrl+Z)` : 'Nothing to undo'}>
            <Button size="xs" variant="default" onClick={actions.undo} disabled={history.undo === null}>
              Undo
            </Button>
          </Tooltip>
          <Tooltip label={history.redo !== null ? `Redo: ${history.redo} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
            <Button size="xs" variant="default" onClick={actions.redo} disabled={history.redo === null}>
              Redo
            </Button>
          </Tooltip>
        </>
      )}
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
      <SystemSearch systems={systems} onPick={actions.find} ref={searchRef} label={searchLabel} />
      {children}
    </Group>
  );
}
