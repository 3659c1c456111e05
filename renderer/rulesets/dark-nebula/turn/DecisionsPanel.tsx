import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { DecisionTaken, PendingDecision } from '../../../../shared/rulesets/dark-nebula/engine/decisions';
import type { TurnResult } from '../../../../shared/rulesets/dark-nebula/engine/run-turn';
import { turnFieldsOf, turnRow } from '../../../../shared/rulesets/dark-nebula/play/turn';
import type { DnRecords } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { getDb } from '../../../db/database';
import { saveTurnFields } from '../db/game';
import { messageOf } from '../useDnGame';

/** A decision's value in words where its shape is known (combat groups), else as written. */
function show(v: unknown): string {
  if (typeof v === 'string') return v;
  const groups = (v as { groups?: { defender?: string[]; attacker?: string[] }[]; withheld?: string[] } | null)?.groups;
  if (Array.isArray(groups)) {
    const withheld = (v as { withheld?: string[] }).withheld ?? [];
    return `${groups.map((g) => `${(g.defender ?? []).join('+')} vs ${(g.attacker ?? []).join('+')}`).join(' · ')}${withheld.length ? ` · withheld ${withheld.join(', ')}` : ''}`;
  }
  return JSON.stringify(v);
}

async function give(gameId: string, key: string, value: unknown): Promise<void> {
  try {
    await saveTurnFields(getDb(), gameId, (f) => ({ ...f, decisions: { ...f.decisions, [key]: value } }));
  } catch (error) {
    notifications.show({ color: 'red', title: 'The decision was not stored', message: messageOf(error) });
  }
}

async function withdraw(gameId: string, key: string): Promise<void> {
  try {
    await saveTurnFields(getDb(), gameId, (f) => {
      const { [key]: _gone, ...rest } = f.decisions;
      return { ...f, decisions: rest };
    });
  } catch (error) {
    notifications.show({ color: 'red', title: 'The decision was not removed', message: messageOf(error) });
  }
}

/** A value typed by the GM: one of the options, or JSON for a value that has no list (an allocation). */
function ValueInput({ options, initial, onSave, label }: { options?: readonly unknown[]; initial: unknown; onSave: (v: unknown) => void; label: string }) {
  const [text, setText] = useState(typeof initial === 'string' ? initial : JSON.stringify(initial));
  const [error, setError] = useState<string | null>(null);
  if (options && options.length > 0)
    return <Select size="xs" w={220} aria-label={label} data={options.map((o) => ({ value: JSON.stringify(o), label: show(o) }))} value={JSON.stringify(initial)} allowDeselect={false} onChange={(v) => v && onSave(JSON.parse(v))} />;
  return (
    <Group align="start" gap={4}>
      <Textarea size="xs" w={360} aria-label={label} autosize maxRows={6} ff="monospace" value={text} error={error} onChange={(e) => setText(e.currentTarget.value)} />
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          // A text decision is taken as typed; any other is JSON of the same shape as its default.
          if (typeof initial === 'string') {
            onSave(text.trim());
            return;
          }
          try {
            onSave(JSON.parse(text));
            setError(null);
          } catch {
            setError('This is not valid JSON');
          }
        }}
      >
        Use this
      </Button>
    </Group>
  );
}

/** The decisions the run stopped at: each asked in words, with its default, answered by the GM (kept with the open turn). */
export function PendingDecisions({ gameId, pending }: { gameId: string; pending: readonly PendingDecision[] }) {
  return (
    <Card withBorder data-testid="pending-decisions">
      <Text fw={600}>
        {pending.length} decision{pending.length === 1 ? '' : 's'} need{pending.length === 1 ? 's' : ''} you
      </Text>
      <Text size="xs" c="dimmed">
        No standing instruction covers them. Answer each, or take its default; the run goes on to the next one. A decision for the independents is the GM’s (A36).
      </Text>
      <Stack gap="xs" mt="xs">
        {pending.map((p) => (
          <Group key={p.key} justify="space-between" align="start" data-testid="pending-decision" data-key={p.key}>
            <div>
              <Text size="sm">{p.prompt}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {p.key} · decided by {p.decider} · default {show(p.defaultValue)}
              </Text>
            </div>
            <Group gap={4}>
              <Button size="xs" onClick={() => void give(gameId, p.key, p.defaultValue)} data-testid="take-default">
                Take the default
              </Button>
              <ValueInput options={p.options} initial={p.defaultValue} label={p.prompt} onSave={(v) => void give(gameId, p.key, v)} />
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const SOURCE_COLOUR: Record<DecisionTaken['source'], string> = { given: 'green', standing: 'blue', default: 'gray' };

/** Every decision the run took, with where it came from (given by the GM, the player's standing instructions, the default); any can be changed. */
export function DecisionsPanel({ gameId, records, run }: { gameId: string; records: DnRecords; run: TurnResult }) {
  const given = turnFieldsOf(turnRow(records, records.game.turn)).decisions;
  const [editing, setEditing] = useState<string | null>(null);
  if (run.decisions.length === 0) return <Alert color="gray">No decision was needed in this run.</Alert>;
  return (
    <Table fz="xs" data-testid="decisions-taken">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Decision</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>Value</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {run.decisions.map((d, i) => (
          <Table.Tr key={`${d.key}-${i}`}>
            <Table.Td ff="monospace">{d.key}</Table.Td>
            <Table.Td>{d.decider}</Table.Td>
            <Table.Td>
              <Badge size="xs" color={SOURCE_COLOUR[d.source]}>
                {d.source}
              </Badge>
            </Table.Td>
            <Table.Td ff="monospace">{editing === d.key ? <ValueInput initial={d.value} label={d.key} onSave={(v) => void give(gameId, d.key, v).then(() => setEditing(null))} /> : show(d.value)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(editing === d.key ? null : d.key)}>
                  {editing === d.key ? 'Cancel' : 'Change'}
                </Button>
                {d.key in given && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void withdraw(gameId, d.key)}>
                    Forget
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
