import { Alert, Badge, Button, Card, Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Problem } from '../../../../shared/format/problems';
import { ratingText } from '../../../../shared/rulesets/dark-nebula/data/unit-classes';
import { placeSheet, updateSheet, updateSystem, type BoxPatch, type MapEditResult } from '../../../../shared/rulesets/dark-nebula/map/edit';
import { localLabel } from '../../../../shared/rulesets/dark-nebula/map/scene';
import type { GameMap, Route, SheetRole, StarSystem, TechColumn, World } from '../../../../shared/rulesets/dark-nebula/model';
import { unitsInSystem } from '../../../../shared/rulesets/dark-nebula/state/queries';
import { ProblemList } from '../../../components/ProblemList';
import type { Selection } from '../../../features/map/selection';

const ROLES: { value: SheetRole; label: string }[] = [
  { value: 'aslan-home', label: 'Aslan home (△)' },
  { value: 'human-home', label: 'Human home (○)' },
  { value: 'nebula', label: 'Dark Nebula' },
  { value: 'imperial-extra', label: 'Imperial territory (Vilani)' },
  { value: 'other', label: 'Other' },
];

interface Props {
  world: World;
  map: GameMap;
  selection: Selection;
  editable: boolean;
  inUse: { systems: Set<string>; boxes: Set<string> };
  problems: readonly Problem[];
  onEdit: (result: MapEditResult) => void;
  onSetKind: (kind: Route['kind']) => void;
}

/** What is selected on the map (a star and its boxes and units, routes), the sheets, and what the map still lacks. */
export function MapSidePanel({ world, map, selection, editable, inUse, problems, onEdit, onSetKind }: Props) {
  const system = selection.systems.size === 1 ? map.systems.find((s) => selection.systems.has(s.id)) : undefined;
  const routes = map.routes.filter((r) => selection.lines.has(r.id));
  return (
    <Stack gap="xs" pr="xs" data-testid="map-panel">
      {system ? (
        <SystemCard key={`${system.id}-${JSON.stringify(system.boxes)}-${system.name}`} system={system} map={map} world={world} editable={editable} boxesInUse={inUse.boxes} onEdit={onEdit} />
      ) : selection.systems.size > 1 ? (
        <Text size="sm">{selection.systems.size} stars selected: drag to move them, Delete to remove them.</Text>
      ) : null}
      {routes.length > 0 && (
        <Card withBorder padding="sm" data-testid="route-panel">
          <Title order={5}>
            {routes.length === 1 ? `Route ${map.systems.find((s) => s.id === routes[0]!.a)?.name} – ${map.systems.find((s) => s.id === routes[0]!.b)?.name}` : `${routes.length} routes`}
          </Title>
          <SegmentedControl
            mt="xs"
            size="xs"
            disabled={!editable}
            value={routes.every((r) => r.kind === 'dashed') ? 'dashed' : 'solid'}
            onChange={(v) => onSetKind(v as Route['kind'])}
            data={[
              { value: 'solid', label: 'Solid' },
              { value: 'dashed', label: 'Dashed (nebula)' },
            ]}
            data-testid="route-kind"
          />
          {routes.length === 1 && (world.explored[routes[0]!.id] ?? []).length > 0 && <Text size="xs">Explored by {(world.explored[routes[0]!.id] ?? []).join(', ')}</Text>}
        </Card>
      )}
      {!system && routes.length === 0 && (
        <Text size="sm" c="dimmed">
          Click a star to see its boxes and the units there. {editable ? 'Add mode (A): click a hex to add a star. Draw route (L), or Ctrl+drag from star to star.' : ''}
        </Text>
      )}
      <SheetsCard key={JSON.stringify(map.sheets)} map={map} editable={editable} onEdit={onEdit} />
      {problems.length > 0 && (
        <Alert color="orange" title={`What the map still lacks (${problems.length})`} data-testid="map-problems">
          <ProblemList problems={problems.slice(0, 20)} />
        </Alert>
      )}
    </Stack>
  );
}

function SystemCard({ system, map, world, editable, boxesInUse, onEdit }: { system: StarSystem; map: GameMap; world: World; editable: boolean; boxesInUse: Set<string>; onEdit: (r: MapEditResult) => void }) {
  const [name, setName] = useState(system.name);
  const [boxes, setBoxes] = useState<BoxPatch[]>(system.boxes.map((b) => ({ ...b })));
  const sheet = map.sheets.find((s) => s.id === system.sheetId);
  const dirty = name !== system.name || JSON.stringify(boxes) !== JSON.stringify(system.boxes.map((b) => ({ ...b })));
  const units = unitsInSystem(world, system.id);
  const setBox = (i: number, patch: Partial<BoxPatch>) => setBoxes((list) => list.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Card withBorder padding="sm" data-testid="system-panel">
      <Group justify="space-between">
        <Title order={5}>{system.name}</Title>
        <Badge variant="light">
          {sheet ? `${sheet.id} ${localLabel(sheet, system.col, system.row)}` : 'off the sheets'} · Type {system.boxes.length === 0 ? 3 : Math.min(...system.boxes.map((b) => b.type))}
        </Badge>
      </Group>
      <TextInput label="Name" size="xs" value={name} disabled={!editable} onChange={(e) => setName(e.currentTarget.value)} data-testid="system-name" />
      {boxes.map((b, i) => (
        <Card key={i} withBorder padding={6} mt={6}>
          <Group gap={6} align="end">
            <TextInput label={`Box ${i + 1}`} size="xs" w={110} value={b.name} disabled={!editable} onChange={(e) => setBox(i, { name: e.currentTarget.value })} />
            <Select label="Type" size="xs" w={70} data={['1', '2']} value={String(b.type)} disabled={!editable} allowDeselect={false} onChange={(v) => v && setBox(i, { type: Number(v) as 1 | 2 })} />
            <Select label="Printed" size="xs" w={90} data={[{ value: '', label: '—' }, { value: 'aslan', label: '△ Aslan' }, { value: 'human', label: '○ human' }]} value={b.printed ?? ''} disabled={!editable} allowDeselect={false} onChange={(v) => setBox(i, { printed: v === 'aslan' || v === 'human' ? v : null })} />
          </Group>
          <Group gap={8} mt={4}>
            <Checkbox size="xs" label="☆ capital" checked={b.capital} disabled={!editable} onChange={(e) => setBox(i, { capital: e.currentTarget.checked })} />
            <Checkbox size="xs" label="imperial" checked={b.imperial} disabled={!editable} onChange={(e) => setBox(i, { imperial: e.currentTarget.checked })} />
            <Select size="xs" w={90} aria-label="Exploration column" placeholder="explore" data={[{ value: '', label: 'no column' }, ...['N2', 'N3', 'N5', 'Osa'].map((c) => ({ value: c, label: c }))]} value={b.techColumn ?? ''} disabled={!editable} allowDeselect={false} onChange={(v) => setBox(i, { techColumn: v ? (v as TechColumn) : null })} />
            <Button size="compact-xs" variant="subtle" color="red" disabled={!editable} onClick={() => setBoxes((list) => list.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </Group>
        </Card>
      ))}
      {editable && (
        <Group mt="xs" gap="xs">
          <Button size="xs" variant="default" disabled={boxes.length >= 2} onClick={() => setBoxes((list) => [...list, { name: list.length === 0 ? name : `${name} ${list.length + 1}`, type: 1, printed: null, capital: false, imperial: false, techColumn: null }])} data-testid="add-box">
            Add a box
          </Button>
          <Button size="xs" disabled={!dirty} onClick={() => onEdit(updateSystem(map, system.id, { name, boxes }, boxesInUse))} data-testid="save-system">
            Save the star
          </Button>
        </Group>
      )}
      <Text size="xs" fw={600} mt="sm">
        Units here (GM): {units.length}
      </Text>
      {units.length > 0 && (
        <Table fz="xs" data-testid="system-units">
          <Table.Tbody>
            {units.map((u) => {
              const cls = world.classes[u.classId];
              return (
                <Table.Tr key={u.id}>
                  <Table.Td>{u.id}</Table.Td>
                  <Table.Td>{u.owner}</Table.Td>
                  <Table.Td>{cls ? `${cls.code} ${ratingText(cls, u.strength)}` : u.classId}</Table.Td>
                  <Table.Td>{u.loc.kind === 'box' ? 'box' : u.loc.kind === 'carried' ? `on ${u.loc.carrierId}` : 'hex'}{u.maintFailed ? ', failed' : ''}{u.faceDown ? ', face down' : ''}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function SheetsCard({ map, editable, onEdit }: { map: GameMap; editable: boolean; onEdit: (r: MapEditResult) => void }) {
  return (
    <Card withBorder padding="sm" data-testid="sheets-panel">
      <Title order={5}>Map sheets</Title>
      <Text size="xs" c="dimmed">
        A sheet’s role decides home control (○ △), Vilani imperial territory and the nebula (DN §2.0, §12.0, §14.0). Its place (column, row of its top-left hex) lays it out as the printed sheets lie; its stars move with it.
      </Text>
      <Table fz="xs">
        <Table.Tbody>
          {map.sheets.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.id}</Table.Td>
              <Table.Td>
                <TextInput size="xs" aria-label={`Name of sheet ${s.id}`} defaultValue={s.name} disabled={!editable} onBlur={(e) => e.currentTarget.value !== s.name && onEdit(updateSheet(map, s.id, { name: e.currentTarget.value, role: s.role }))} />
              </Table.Td>
              <Table.Td>
                <Select size="xs" aria-label={`Role of sheet ${s.id}`} w={150} data={ROLES} value={s.role} disabled={!editable} allowDeselect={false} onChange={(v) => v && onEdit(updateSheet(map, s.id, { name: s.name, role: v as SheetRole }))} />
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <NumberInput size="xs" w={58} aria-label={`Column of sheet ${s.id}`} title="Column of the sheet's top-left hex (even)" step={2} min={0} defaultValue={s.col0} disabled={!editable} onBlur={(e) => Number(e.currentTarget.value) !== s.col0 && onEdit(placeSheet(map, s.id, Number(e.currentTarget.value), s.row0))} />
                  <NumberInput size="xs" w={58} aria-label={`Row of sheet ${s.id}`} title="Row of the sheet's top-left hex" min={0} defaultValue={s.row0} disabled={!editable} onBlur={(e) => Number(e.currentTarget.value) !== s.row0 && onEdit(placeSheet(map, s.id, s.col0, Number(e.currentTarget.value)))} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
