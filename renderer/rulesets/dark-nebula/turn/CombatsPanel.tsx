import { Accordion, Alert, Badge, Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { DnEvent } from '../../../../shared/rulesets/dark-nebula/engine/context';
import { dieKey, type TurnResult } from '../../../../shared/rulesets/dark-nebula/engine/run-turn';
import type { World } from '../../../../shared/rulesets/dark-nebula/model';
import { mapIndex } from '../../../../shared/rulesets/dark-nebula/state/queries';
import { getDb } from '../../../db/database';
import { saveTurnFields } from '../db/game';
import { messageOf } from '../useDnGame';
import { stepTitle } from './run-steps';

const KIND: Record<string, string> = { space: 'Space combat', surface: 'Surface/space interaction', ground: 'Ground combat' };

/** A die of the run overridden by the GM: the value it reads instead, and why (kept with the open turn, shown in the dice log and the packets). */
export function OverrideDieModal({ gameId, event, onClose }: { gameId: string; event: DnEvent; onClose: () => void }) {
  const die = event.die!;
  const [value, setValue] = useState<number>(die.raw.reduce((a, b) => a + b, 0));
  const [note, setNote] = useState(die.override?.note ?? '');
  const max = die.die === '2d6' ? 12 : 6;
  const min = die.die === '2d6' ? 2 : 1;
  const save = async () => {
    try {
      await saveTurnFields(getDb(), gameId, (f) => ({ ...f, dieOverrides: { ...f.dieOverrides, [dieKey(event.phase, die.seq)]: { value, note } } }));
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', title: 'The die was not overridden', message: messageOf(error) });
    }
  };
  const remove = async () => {
    try {
      await saveTurnFields(getDb(), gameId, (f) => {
        const { [dieKey(event.phase, die.seq)]: _gone, ...rest } = f.dieOverrides;
        return { ...f, dieOverrides: rest };
      });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', title: 'The override was not removed', message: messageOf(error) });
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Override: ${die.purpose}`}>
      <Stack>
        <Text size="sm">
          Rolled {die.override ? die.override.rolled.join('+') : die.raw.join('+')} ({die.die}). The value you give replaces the {die.die === '2d6' ? 'total of the two dice' : 'die'}; every later die stays as it was rolled. The note is kept with the turn and printed where the roll is.
        </Text>
        <NumberInput label={`Value (${min}–${max})`} min={min} max={max} value={value} onChange={(v) => setValue(Number(v) || min)} data-testid="override-value" />
        <TextInput label="Why (required)" value={note} onChange={(e) => setNote(e.currentTarget.value)} placeholder="the physical die at the table showed 4" data-testid="override-note" />
        <Group justify="space-between">
          {die.override ? (
            <Button variant="subtle" color="red" onClick={() => void remove()}>
              Remove the override
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void save()} disabled={note.trim() === '' || value < min || value > max} data-testid="override-save">
            Override
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Every combat of the run (space battles, bombardment and PD fire, ground combat), each with every die, any die overridable. */
export function CombatsPanel({ gameId, run, world }: { gameId: string; run: TurnResult; world: World }) {
  const [overriding, setOverriding] = useState<DnEvent | null>(null);
  const battles = new Map<string, DnEvent[]>();
  for (const e of run.events) if (e.battleId) battles.set(e.battleId, [...(battles.get(e.battleId) ?? []), e]);
  if (battles.size === 0) return <Alert color="gray">No combat in this run{run.complete ? '' : ' so far'}.</Alert>;
  const idx = mapIndex(world.map);
  return (
    <>
      <Accordion multiple variant="separated" data-testid="combats">
        {[...battles].map(([id, events]) => {
          const [phase, place, kind] = id.split('/');
          const system = idx.systems.get(place ?? '') ?? idx.boxes.get(place ?? '')?.system;
          const dice = events.filter((e) => e.die);
          const end = events.find((e) => e.kind === 'battle-end');
          return (
            <Accordion.Item key={id} value={id} data-testid="combat" data-battle={id}>
              <Accordion.Control>
                <Group justify="space-between" pr="sm">
                  <Text fw={600}>
                    {KIND[kind ?? ''] ?? kind} at {system?.name ?? place} — {stepTitle(phase ?? '')} ({phase?.split('.')[1]})
                  </Text>
                  <Group gap={4}>
                    <Badge variant="light" color="grape">
                      {dice.length} dice
                    </Badge>
                    {end && <Badge variant="light">{String((end.data as { outcome?: string } | undefined)?.outcome ?? 'ended')}</Badge>}
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Table fz="xs">
                  <Table.Tbody>
                    {events.map((e) => (
                      <Table.Tr key={e.seq} data-testid="combat-line">
                        <Table.Td>{e.text}</Table.Td>
                        <Table.Td w={110}>
                          {e.die && (
                            <Button size="compact-xs" variant={e.die.override ? 'light' : 'subtle'} color={e.die.override ? 'orange' : undefined} onClick={() => setOverriding(e)} data-testid="override-die">
                              {e.die.override ? 'Overridden' : 'Override…'}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {overriding && <OverrideDieModal gameId={gameId} event={overriding} onClose={() => setOverriding(null)} />}
    </>
  );
}
