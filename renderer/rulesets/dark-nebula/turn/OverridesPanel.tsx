import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { GmEdit } from '../../../../shared/rulesets/dark-nebula/engine/gm-edits';
import { phaseKey, turnSteps } from '../../../../shared/rulesets/dark-nebula/engine/sequence';
import type { Side, World } from '../../../../shared/rulesets/dark-nebula/model';
import { turnFieldsOf, turnRow } from '../../../../shared/rulesets/dark-nebula/play/turn';
import type { DnRecords, TurnFields } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { getDb } from '../../../db/database';
import { saveTurnFields } from '../db/game';
import { messageOf } from '../useDnGame';
import { stepTitle } from './run-steps';

type EditKind = GmEdit['kind'];

function describeEdit(edit: GmEdit): string {
  switch (edit.kind) {
    case 'ru':
      return `${edit.side}: ${edit.amount > 0 ? '+' : ''}${edit.amount} RU`;
    case 'destroy':
      return `remove ${edit.unitId}`;
    case 'move':
      return `put ${edit.unitId} at ${edit.systemId}${edit.boxId ? ` (box ${edit.boxId})` : ''}`;
    case 'status':
      return `${edit.unitId}: ${[edit.maintFailed === undefined ? '' : edit.maintFailed ? 'maintenance-failed' : 'repaired', edit.neutralized === undefined ? '' : edit.neutralized ? 'neutralized' : 'not neutralized'].filter(Boolean).join(', ')}`;
  }
}

async function change(gameId: string, patch: (f: TurnFields) => TurnFields, what: string): Promise<boolean> {
  try {
    await saveTurnFields(getDb(), gameId, patch);
    return true;
  } catch (error) {
    notifications.show({ color: 'red', title: `${what} was not stored`, message: messageOf(error) });
    return false;
  }
}

/**
 * The GM's overrides of the open turn, each with its note (PRODUCT.md: every computed value can
 * be overridden, with a note that is kept): changes to units and RU applied at the start of a
 * phase, dice overridden one by one (from the Combats tab), politics modifiers the source never
 * defines (A28), and physical dice to use first.
 */
export function OverridesPanel({ gameId, records, world }: { gameId: string; records: DnRecords; world: World }) {
  const fields = turnFieldsOf(turnRow(records, records.game.turn));
  const phases = turnSteps(world.turn).map(phaseKey);
  const [phase, setPhase] = useState(phases[0] ?? '');
  const [kind, setKind] = useState<EditKind>('ru');
  const [side, setSide] = useState<Side>('human');
  const [amount, setAmount] = useState(1);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [systemId, setSystemId] = useState<string | null>(null);
  const [boxId, setBoxId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [neutral, setNeutral] = useState(false);
  const [note, setNote] = useState('');
  const [forced, setForced] = useState(fields.forced.join(' '));
  const units = world.units.filter((u) => u.loc.kind !== 'pending').map((u) => ({ value: u.id, label: `${u.id} ${world.classes[u.classId]?.code ?? ''} (${u.owner})` }));
  const systems = world.map.systems.map((s) => ({ value: s.id, label: s.name }));
  const boxes = world.map.systems.find((s) => s.id === systemId)?.boxes.map((b) => ({ value: b.id, label: b.name })) ?? [];
  const edits = Object.entries(fields.gm).flatMap(([key, input]) => (input.edits ?? []).map((edit, i) => ({ key, i, edit: edit as GmEdit })));
  const build = (): GmEdit | null => {
    if (kind === 'ru') return { kind, side, amount, note };
    if (!unitId) return null;
    if (kind === 'destroy') return { kind, unitId, note };
    if (kind === 'move') return systemId ? { kind, unitId, systemId, ...(boxId ? { boxId } : {}), note } : null;
    return { kind, unitId, maintFailed: failed, neutralized: neutral, note };
  };
  const add = async () => {
    const edit = build();
    if (!edit) return;
    const ok = await change(gameId, (f) => ({ ...f, gm: { ...f.gm, [phase]: { ...(f.gm[phase] ?? {}), edits: [...(f.gm[phase]?.edits ?? []), edit] } } }), 'The override');
    if (ok) setNote('');
  };
  const removeEdit = (key: string, i: number) => void change(gameId, (f) => ({ ...f, gm: { ...f.gm, [key]: { ...(f.gm[key] ?? {}), edits: (f.gm[key]?.edits ?? []).filter((_, j) => j !== i) } } }), 'The change');
  const politics = fields.gm[phases.find((k) => k.endsWith('.human.mp')) ?? ''] ?? {};
  const mpKey = phases.find((k) => k.endsWith('.human.mp'));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} data-testid="gm-overrides">
      <Card withBorder>
        <Title order={4}>Change a unit or the RU</Title>
        <Text size="xs" c="dimmed">
          Applied at the start of the phase chosen, before anything of it runs; the player concerned is told, with your note.
        </Text>
        <Stack gap="xs" mt="xs">
          <Select label="At the start of" data={phases.map((k) => ({ value: k, label: `${k.split('.')[1]}: ${stepTitle(k)}` }))} value={phase} onChange={(v) => v && setPhase(v)} allowDeselect={false} />
          <Select
            label="Change"
            data={[
              { value: 'ru', label: 'RU of a player' },
              { value: 'destroy', label: 'Remove a unit' },
              { value: 'move', label: 'Put a unit elsewhere' },
              { value: 'status', label: 'A unit’s status' },
            ]}
            value={kind}
            onChange={(v) => v && setKind(v as EditKind)}
            allowDeselect={false}
            data-testid="override-kind"
          />
          {kind === 'ru' ? (
            <Group grow>
              <Select label="Player" data={[{ value: 'human', label: 'Human player' }, { value: 'aslan', label: 'Aslan player' }]} value={side} onChange={(v) => v && setSide(v as Side)} allowDeselect={false} />
              <NumberInput label="RU (+ or −)" value={amount} onChange={(v) => setAmount(Number(v) || 0)} data-testid="override-ru" />
            </Group>
          ) : (
            <Select label="Unit" searchable data={units} value={unitId} onChange={setUnitId} data-testid="override-unit" />
          )}
          {kind === 'move' && (
            <Group grow>
              <Select label="System" searchable data={systems} value={systemId} onChange={(v) => { setSystemId(v); setBoxId(null); }} />
              <Select label="Box (else the star hex)" clearable data={boxes} value={boxId} onChange={setBoxId} />
            </Group>
          )}
          {kind === 'status' && (
            <Group>
              <Switch label="Maintenance-failed" checked={failed} onChange={(e) => setFailed(e.currentTarget.checked)} />
              <Switch label="Neutralized" checked={neutral} onChange={(e) => setNeutral(e.currentTarget.checked)} />
            </Group>
          )}
          <TextInput label="Note (required, kept and shown)" value={note} onChange={(e) => setNote(e.currentTarget.value)} data-testid="override-edit-note" />
          <Button onClick={() => void add()} disabled={note.trim() === '' || !build()} data-testid="override-add">
            Add the override
          </Button>
        </Stack>
      </Card>
      <Stack>
        <Card withBorder>
          <Title order={4}>Overrides of this turn</Title>
          {edits.length === 0 && Object.keys(fields.dieOverrides).length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            <Table fz="xs" data-testid="override-list">
              <Table.Tbody>
                {edits.map(({ key, i, edit }) => (
                  <Table.Tr key={`${key}-${i}`}>
                    <Table.Td>{stepTitle(key)}</Table.Td>
                    <Table.Td>{describeEdit(edit)}</Table.Td>
                    <Table.Td>{edit.note}</Table.Td>
                    <Table.Td>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => removeEdit(key, i)}>
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {Object.entries(fields.dieOverrides).map(([key, o]) => (
                  <Table.Tr key={key}>
                    <Table.Td ff="monospace">{key}</Table.Td>
                    <Table.Td>die reads {o.value}</Table.Td>
                    <Table.Td>{o.note}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          void change(
                            gameId,
                            (f) => {
                              const { [key]: _gone, ...rest } = f.dieOverrides;
                              return { ...f, dieOverrides: rest };
                            },
                            'The change',
                          )
                        }
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text size="xs" c="dimmed" mt="xs">
            Single dice are overridden from the Combats tab (Override… beside each roll).
          </Text>
        </Card>
        {world.sides.human.variant === 'vilani' && mpKey && (
          <Card withBorder>
            <Title order={4}>Imperial politics (A28)</Title>
            <Text size="xs" c="dimmed">
              Modifiers the source never defines, for this turn’s interference and appeal rolls (2d6).
            </Text>
            <Group grow mt="xs">
              <NumberInput label="Interference DM" min={-6} max={6} value={politics.interferenceDm ?? 0} onBlur={(e) => void change(gameId, (f) => ({ ...f, gm: { ...f.gm, [mpKey]: { ...(f.gm[mpKey] ?? {}), interferenceDm: Number(e.currentTarget.value) || undefined } } }), 'The modifier')} />
              <NumberInput label="Appeal DM" min={-6} max={6} value={politics.appealDm ?? 0} onBlur={(e) => void change(gameId, (f) => ({ ...f, gm: { ...f.gm, [mpKey]: { ...(f.gm[mpKey] ?? {}), appealDm: Number(e.currentTarget.value) || undefined } } }), 'The modifier')} />
            </Group>
          </Card>
        )}
        <Card withBorder>
          <Title order={4}>Physical dice</Title>
          <Text size="xs" c="dimmed">
            Faces rolled at the table, used first, in order, for every die of the turn (then the game’s seed takes over).
          </Text>
          <Textarea mt="xs" ff="monospace" value={forced} onChange={(e) => setForced(e.currentTarget.value)} placeholder="4 2 6 1" data-testid="forced-dice" />
          {forced.trim() !== '' && forced.split(/[\s,]+/).filter(Boolean).some((t) => !/^[1-6]$/.test(t)) && <Alert color="red">Every die is a face from 1 to 6.</Alert>}
          <Button mt="xs" size="xs" variant="default" disabled={forced.split(/[\s,]+/).filter(Boolean).some((t) => !/^[1-6]$/.test(t))} onClick={() => void change(gameId, (f) => ({ ...f, forced: forced.split(/[\s,]+/).filter(Boolean).map(Number) }), 'The dice')}>
            Use these dice
          </Button>
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
