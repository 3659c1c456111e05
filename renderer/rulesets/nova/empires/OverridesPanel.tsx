import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { computeDesign } from '../../../../shared/rulesets/nova/design';
import { formatRational } from '../../../../shared/rulesets/nova/exact';
import { getDb } from '../../../db/database';
import { updateDesign } from '../db/designs';
import { setEmpireOverride } from '../db/empires';
import type { EmpireData } from './useEmpireData';

interface Target {
  value: string;
  label: string;
  computed: string;
}

/**
 * The GM is the final arbiter: any computed figure of the position can be replaced, with a
 * note saying why. Overrides are kept on the records, listed here, used by the budget, shown
 * as warnings in the checklist, and exported with the archive.
 */
export function OverridesPanel({ game, data }: { game: Game; data: EmpireData }) {
  const db = getDb();
  const [target, setTarget] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');

  const targets: Target[] = [
    { value: 'empire:techTp', label: 'Technology TP', computed: formatRational(data.budget.computed.techTp) },
    { value: 'empire:designTp', label: 'Design TP (all designs)', computed: formatRational(data.budget.computed.designTp) },
    { value: 'empire:available', label: 'MCr available pregame', computed: String(data.budget.computed.available) },
    ...data.designs.flatMap((d) => {
      const f = computeDesign(d, data.options, data.nova.tech);
      return d.kind === 'ship'
        ? [
            { value: `design:${d.id}:cost`, label: `“${d.name}” cost`, computed: String(f.cost) },
            { value: `design:${d.id}:tp`, label: `“${d.name}” design TP`, computed: String(f.tp) },
            { value: `design:${d.id}:ssz`, label: `“${d.name}” SSZ`, computed: String(f.ssz) },
            { value: `design:${d.id}:ta`, label: `“${d.name}” TA`, computed: String(f.ta) },
          ]
        : [{ value: `design:${d.id}:tp`, label: `“${d.name}” design TP`, computed: '1' }];
    }),
  ];
  const rows = [
    ...Object.entries(data.nova.overrides).map(([key, o]) => ({ id: `empire:${key}`, ...o })),
    ...data.designs.flatMap((d) => Object.entries(d.nova.overrides).map(([key, o]) => ({ id: `design:${d.id}:${key}`, ...o }))),
  ];
  const labelOf = (id: string) => targets.find((t) => t.value === id);

  const write = async (id: string, override: { value: number; note: string } | null) => {
    const [scope, a, b] = id.split(':');
    if (scope === 'empire' && a) return setEmpireOverride(db, game.id, data.empire.id, a, override);
    const design = data.designs.find((d) => d.id === a);
    if (!design || !b) return;
    const overrides = { ...design.nova.overrides };
    if (override) overrides[b] = override;
    else delete overrides[b];
    return updateDesign(db, game.id, design.id, { nova: { ...design.nova, overrides } });
  };
  const number = Number(value);
  const valid = target !== null && value.trim() !== '' && Number.isFinite(number) && note.trim() !== '';
  const add = () => {
    if (!valid || target === null) return;
    void write(target, { value: number, note: note.trim() })
      .then(() => {
        setValue('');
        setNote('');
      })
      .catch((e: unknown) => notifications.show({ color: 'red', message: String(e) }));
  };

  return (
    <Stack data-testid="overrides-panel">
      <Text size="sm" c="dimmed">
        Replace a computed figure when you rule otherwise (for example the book's printed value). Every override needs a note; it stays visible in the checklist and is exported with the game.
      </Text>
      <Group align="end" onKeyDown={(e) => e.key === 'Enter' && add()}>
        <Select label="Figure" data={targets.map((t) => ({ value: t.value, label: `${t.label} (computed ${t.computed})` }))} value={target} onChange={setTarget} w={340} searchable data-testid="override-target" />
        <TextInput label="Value" value={value} onChange={(e) => setValue(e.currentTarget.value)} w={100} data-testid="override-value" />
        <TextInput label="Note (why)" value={note} onChange={(e) => setNote(e.currentTarget.value)} w={360} data-testid="override-note" />
        <Button onClick={add} disabled={!valid} data-testid="override-add">
          Override
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">No overrides: every figure is computed from the rules.</Text>
      ) : (
        <Table data-testid="override-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Figure</Table.Th>
              <Table.Th ta="right">Computed</Table.Th>
              <Table.Th ta="right">GM's value</Table.Th>
              <Table.Th>Note</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{labelOf(r.id)?.label ?? r.id}</Table.Td>
                <Table.Td ta="right">{labelOf(r.id)?.computed ?? '?'}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {r.value}
                </Table.Td>
                <Table.Td>{r.note}</Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label="remove override" onClick={() => void write(r.id, null)}>
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
