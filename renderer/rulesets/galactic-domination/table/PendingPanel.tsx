import { Alert, Badge, Button, Group, Kbd, NumberInput, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { validFace } from '../../../../shared/rulesets/galactic-domination/dice';
import { withHandAllocation } from '../../../../shared/rulesets/galactic-domination/turn/desk';
import type { PendingDecision } from '../../../../shared/rulesets/galactic-domination/turn/model';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import type { Desk } from './useDesk';

const nameOf = (world: World, id: string) => (id === 'gm' ? 'the referee' : (world.players.find((p) => p.id === id)?.name ?? id));

/** Sides of each die kind, as typed: d10 faces 0–9 (0 reads 10, 10 accepted), the others from 1. */
const FACES: Readonly<Record<string, { sides: number; per: number }>> = { d3: { sides: 6, per: 1 }, d6: { sides: 6, per: 1 }, d10: { sides: 10, per: 1 }, d20: { sides: 10, per: 2 }, d30: { sides: 10, per: 2 }, d100: { sides: 10, per: 2 }, '2d6/2': { sides: 6, per: 2 } };

/** The decisions a live run waits for: a choice, the dice the players rolled, or a hand allocation of hits. */
export function PendingPanel({ world, desk }: { world: World; desk: Desk }) {
  const pending = desk.run.pending;
  const first = pending[0];
  const choose = (p: PendingDecision, choice: string) => desk.changeFields(`${p.prompt}: ${p.options.find((o) => o.id === choice)?.label ?? choice}`, (f) => ({ ...f, decisions: { ...f.decisions, [p.id]: { choice } } }));
  // 1–9 answer the first open choice (the referee's hands stay on the keyboard).
  useHotkeys(first && first.options.length > 0 ? first.options.slice(0, 9).map((o, i) => [String(i + 1), () => void choose(first, o.id)] as [string, () => void]) : []);
  if (pending.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="pending-panel" data-pending={pending.map((x) => x.id).join(' ')}>
      {pending.map((p, index) =>
        p.kind === 'dice' ? (
          <DiceEntry key={p.id} p={p} world={world} desk={desk} />
        ) : p.kind === 'allocate' ? (
          <Allocation key={p.id} p={p} world={world} desk={desk} />
        ) : (
          <Alert key={p.id} color="blue" title={`${nameOf(world, p.by)} decides`} data-testid="pending-decision" data-kind={p.kind}>
            <Text mb="xs">{p.prompt}</Text>
            <Group gap="xs">
              {p.options.map((o, i) => (
                <Button key={o.id} size="md" variant={o.id === p.defaultChoice ? 'filled' : 'default'} data-default={o.id === p.defaultChoice} disabled={desk.busy} onClick={() => void choose(p, o.id)} rightSection={index === 0 && i < 9 ? <Kbd size="xs">{i + 1}</Kbd> : undefined}>
                  {o.label}
                </Button>
              ))}
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {p.rule}; the house-rule default is highlighted.
            </Text>
          </Alert>
        ),
      )}
    </Stack>
  );
}

/** A battle's roll group ("T3.S1.B1.R2.subanid"): its round and firing side. */
function battleGroup(group: string): { round: number; side: string } | null {
  const m = /\.B\d+\.R(\d+)\.(.+)$/.exec(group);
  return m ? { round: Number(m[1]), side: m[2] as string } : null;
}

/**
 * The players' own dice for the groups a run is missing: typed as faces, checked before they are kept. A
 * side's battle fire may be typed as its number of hits instead, as a table counts them: kept as that many
 * faces of 1 (hits) then 0s (misses), and logged as typed.
 */
function DiceEntry({ p, world, desk }: { p: PendingDecision; world: World; desk: Desk }) {
  const [text, setText] = useState<Record<string, string>>({});
  const [asHits, setAsHits] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const missing = p.missing ?? [];
  const labelOf = (m: (typeof missing)[number]) => {
    const b = battleGroup(m.group);
    if (b) return `Round ${b.round === 0 ? '0 (the free GBDS round)' : b.round}: ${world.players.find((x) => x.id === b.side)?.name ?? (b.side === 'N' ? 'the neutral world' : b.side)} fires ${m.count} d10`;
    return `${m.purpose}: ${m.count} × ${m.die}`;
  };
  const save = () => {
    const add: Record<string, number[]> = {};
    for (const m of missing) {
      const f = FACES[m.die] ?? { sides: 10, per: 1 };
      const need = m.count * f.per;
      const typed = (text[m.group] ?? '').trim();
      if (asHits[m.group]) {
        if (!/^\d+$/.test(typed) || Number(typed) > need) return setError(`${labelOf(m)}: the number of hits, 0 to ${need}`);
        add[m.group] = Array.from({ length: need }, (_, i) => (i < Number(typed) ? 1 : 0));
        continue;
      }
      const faces = typed.split(/[\s,]+/).filter(Boolean);
      if (faces.length !== need) return setError(`${labelOf(m)}: ${need} face${need === 1 ? '' : 's'} wanted, ${faces.length} typed`);
      const nums = faces.map(Number);
      const bad = faces.find((x, i) => !/^\d+$/.test(x) || !validFace(f.sides, nums[i] as number));
      if (bad !== undefined) return setError(`${labelOf(m)}: "${bad}" is not a face of a d${f.sides}${f.sides === 10 ? ' (0–9, or 10; 0 reads 10)' : ''}`);
      add[m.group] = nums;
    }
    setError(null);
    void desk.changeFields(`dice typed for ${missing.map((m) => m.group).join(', ')}`, (fields) => ({ ...fields, forcedDice: { ...fields.forcedDice, ...Object.fromEntries(Object.entries(add).map(([g, faces]) => [g, [...(fields.forcedDice[g] ?? []), ...faces]])) } }));
  };
  return (
    <Alert color="grape" title="The players roll" data-testid="dice-entry">
      <Text size="sm" mb="xs">
        {p.prompt}. Type each die's face in order, separated by spaces{missing.some((m) => battleGroup(m.group)) ? ", or a side's number of hits" : ''}.
      </Text>
      <Stack gap="xs">
        {missing.map((m) => {
          const f = FACES[m.die] ?? { sides: 10, per: 1 };
          const battle = battleGroup(m.group) !== null && m.die === 'd10';
          return (
            <Stack key={m.group} gap={2}>
              <TextInput
                size="md"
                label={labelOf(m)}
                description={`${asHits[m.group] ? 'hits scored' : `${m.count * f.per} face${m.count * f.per === 1 ? '' : 's'}${f.per > 1 ? ` (${f.per} per die)` : ''}`} · roll group ${m.group}`}
                value={text[m.group] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setText((t) => ({ ...t, [m.group]: value }));
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') save();
                }}
                data-testid="dice-input"
                data-group={m.group}
                data-count={m.count * f.per}
              />
              {battle && <Switch size="xs" label="Type the number of hits" checked={!!asHits[m.group]} onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setAsHits((h) => ({ ...h, [m.group]: checked }));
                  }} data-testid="dice-as-hits" />}
            </Stack>
          );
        })}
      </Stack>
      {error && (
        <Text c="red" size="sm" mt="xs" data-testid="dice-error">
          {error}
        </Text>
      )}
      <Button mt="sm" onClick={save} disabled={desk.busy} data-testid="dice-save">
        Use these dice
      </Button>
    </Alert>
  );
}

/** Hits allocated by their owner (GD §11.6), LEVEL offered: each unit and what it can still take. */
function Allocation({ p, world, desk }: { p: PendingDecision; world: World; desk: Desk }) {
  const targets = p.targets ?? [];
  const [given, setGiven] = useState<Record<string, number>>(() => ({ ...(p.suggested ?? {}) }));
  const total = Object.values(given).reduce((n, v) => n + (v || 0), 0);
  const capacity = targets.reduce((n, t) => n + t.remaining, 0);
  const need = Math.min(p.hits ?? 0, capacity);
  const save = () => desk.changeFields(`hits allocated in ${p.battleId} round ${p.round}`, (f) => ({ ...f, battles: withHandAllocation(f.battles, p.battleId ?? '', p.round ?? 0, p.sideId ?? '', given) }));
  return (
    <Alert color="orange" title={`${nameOf(world, p.by)} allocates ${p.hits} hit${p.hits === 1 ? '' : 's'}`} data-testid="allocation">
      <Text size="sm">{p.prompt}</Text>
      {p.error && (
        <Text c="red" size="sm">
          The last allocation was refused: {p.error}
        </Text>
      )}
      <Table fz="sm" mt="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Unit</Table.Th>
            <Table.Th ta="right">Can take</Table.Th>
            <Table.Th ta="right">Hits</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {targets.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.label}</Table.Td>
              <Table.Td ta="right">{t.remaining}</Table.Td>
              <Table.Td ta="right" w={110}>
                <NumberInput size="xs" min={0} max={99} value={given[t.id] ?? 0} onChange={(v) => setGiven((g) => ({ ...g, [t.id]: Math.max(0, Math.trunc(Number(v) || 0)) }))} aria-label={`Hits on ${t.label}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="xs">
        <Badge color={total === need ? 'teal' : 'red'} size="lg" data-testid="allocation-total">
          {total} of {need} placed
        </Badge>
        <Group gap="xs">
          <Button variant="default" onClick={() => setGiven({ ...(p.suggested ?? {}) })}>
            LEVEL
          </Button>
          <Button onClick={() => void save()} disabled={desk.busy || total !== need} data-testid="allocation-save">
            Allocate
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
