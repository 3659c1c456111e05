import { Badge, Button, List, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import type { MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { deleteItems } from '../../../../shared/rulesets/nova/map/edits';
import { MEANS_LABEL, type EmpireView } from '../../../../shared/rulesets/nova/map/knowledge';
import type { MapModel, MapSettings } from '../../../../shared/rulesets/nova/map/model';
import type { MapProblem } from '../../../../shared/rulesets/nova/map/validate';
import { KnowledgeSection } from './KnowledgeSection';
import { LinePanel } from './LinePanel';
import { SystemPanel } from './SystemPanel';
import type { Selection } from '../../../features/map/selection';
import { ValidationPanel } from './ValidationPanel';

interface Props {
  map: MapModel;
  view: EmpireView | null;
  selection: Selection;
  settings: MapSettings;
  turn: number;
  problems: readonly MapProblem[];
  run(cmd: MapCommand): void;
  select(selection: Selection): void;
  onPickProblem(problem: MapProblem): void;
}

function Help({ empire }: { empire: boolean }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {empire ? 'Only what this empire knows is drawn. Click a system to see and change what the empire knows of it.' : 'Click a system or a warp line to edit it.'}
      </Text>
      <List size="xs" spacing={2}>
        {!empire && <List.Item>Double-click empty space, or A then click: add a system</List.Item>}
        {!empire && <List.Item>L then drag, or Ctrl+drag, from system to system: draw a warp line</List.Item>}
        <List.Item>Drag on empty space: select with a box; Shift adds</List.Item>
        {!empire && <List.Item>Drag systems to move them; Delete removes the selection</List.Item>}
        <List.Item>Wheel or + −: zoom; Space+drag, right or middle drag, arrow keys: pan; F: fit</List.Item>
        {!empire && <List.Item>Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo</List.Item>}
        <List.Item>Ctrl+F: find a system; Ctrl+A: select all; Esc: clear</List.Item>
      </List>
    </Stack>
  );
}

/** The panel beside the map: the selection's editor, and the validation list. */
export function SidePanel({ map, view, selection, settings, turn, problems, run, select, onPickProblem }: Props) {
  const systems = [...selection.systems];
  const lines = [...selection.lines];
  const one = systems.length === 1 && lines.length === 0 ? map.systems.find((s) => s.id === systems[0]) : undefined;
  const oneLine = lines.length === 1 && systems.length === 0 ? map.lines.find((l) => l.id === lines[0]) : undefined;
  let body;
  if (view) {
    const known = one ? view.systems.find((s) => s.id === one.id) : undefined;
    body =
      one && known ? (
        <Stack gap="xs" data-testid="empire-system-panel">
          <Title order={4}>{known.name}</Title>
          <Text size="sm">
            {MEANS_LABEL[known.how]} · last seen turn {known.turn}
          </Text>
          <Text size="sm">Type: {known.type ?? 'not known'}</Text>
          <Text size="sm">Status: {known.status ?? 'not known'}</Text>
          {known.own && <Badge variant="light">Its own system</Badge>}
          {known.forces > 0 && <Text size="sm">Own units here: {known.forces}</Text>}
          <Text size="sm">Warp points: {known.warpPoints.map((p) => `${p.letter}${p.leadsTo ? ` → ${view.systems.find((s) => s.id === p.leadsTo?.systemId)?.name ?? '?'}` : ' (unexplored)'}`).join(', ') || 'none known'}</Text>
          <KnowledgeSection system={one} map={map} turn={turn} run={run} />
        </Stack>
      ) : (
        <Help empire />
      );
  } else if (one) body = <SystemPanel key={one.id} system={one} map={map} settings={settings} turn={turn} run={run} onSelectLine={(id) => select({ systems: new Set(), lines: new Set([id]) })} />;
  else if (oneLine) body = <LinePanel line={oneLine} map={map} turn={turn} run={run} />;
  else if (systems.length + lines.length > 0)
    body = (
      <Stack gap="xs" data-testid="multi-panel">
        <Title order={4}>
          {systems.length} systems, {lines.length} warp lines selected
        </Title>
        <Text size="sm" c="dimmed">
          Drag any of them to move them together.
        </Text>
        <Button color="red" variant="light" onClick={() => run(deleteItems(map, selection.systems, selection.lines))}>
          Delete selection
        </Button>
      </Stack>
    );
  else body = <Help empire={false} />;

  return (
    <Tabs defaultValue="selection" w={330} style={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }} className="no-print">
      <Tabs.List>
        <Tabs.Tab value="selection">Selection</Tabs.Tab>
        <Tabs.Tab value="problems" rightSection={problems.length ? <Badge size="xs" color="red">{problems.length}</Badge> : null}>
          Problems
        </Tabs.Tab>
      </Tabs.List>
      <ScrollArea style={{ flex: 1 }} p="xs">
        <Tabs.Panel value="selection">{body}</Tabs.Panel>
        <Tabs.Panel value="problems">
          <ValidationPanel problems={problems} onPick={onPickProblem} />
        </Tabs.Panel>
      </ScrollArea>
    </Tabs>
  );
}
