import { Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { getDb } from '../../db/database';
import type { ScreenProps } from '../../ruleset';
import { useBattle } from './useBattle';

interface DieFields {
  forced?: boolean;
  target?: number;
  modifiers?: { label: string; value: number }[];
  kept?: boolean;
  result?: string;
  shipId?: string | null;
  otherId?: string | null;
}

/** Every die of every round (Star Sectors: d12), filtered by ship and round. */
export function DiceLogPage({ game }: ScreenProps) {
  const loaded = useBattle(game.id);
  const [ship, setShip] = useState<string | null>(null);
  const [round, setRound] = useState<string | null>(null);
  const rolls = useLiveQuery(() => getDb().diceRolls.where('gameId').equals(game.id).toArray(), [game.id]);
  if (!loaded || !rolls) return null;
  const rows = rolls
    .map((roll) => ({ roll, die: ((roll as Record<string, unknown>).starSectors ?? {}) as DieFields }))
    .filter(({ roll, die }) => (ship === null || die.shipId === ship || die.otherId === ship) && (round === null || String(roll.turn) === round))
    .sort((a, b) => a.roll.turn - b.roll.turn || a.roll.seq - b.roll.seq);
  const rounds = [...new Set(rolls.map((r) => r.turn))].sort((a, b) => a - b);
  return (
    <Stack data-testid="ss-dice">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>Dice log</Title>
          <Text c="dimmed" size="sm">{rolls.length} dice in {rounds.length} round{rounds.length === 1 ? '' : 's'}. Success is a roll at or under the number to roll.</Text>
        </div>
        <Group>
          <Select label="Ship" placeholder="All ships" clearable w={220} value={ship} onChange={setShip} data={loaded.battle.ships.map((s) => ({ value: s.id, label: `${s.id} · ${s.card.name}` }))} />
          <Select label="Round" placeholder="All rounds" clearable w={140} value={round} onChange={setRound} data={rounds.map((r) => ({ value: String(r), label: `Round ${r}` }))} />
        </Group>
      </Group>
      <Table striped fz="sm" data-testid="dice-table">
        <Table.Thead>
          <Table.Tr><Table.Th>Round</Table.Th><Table.Th>Purpose</Table.Th><Table.Th>Die</Table.Th><Table.Th ta="right">Rolled</Table.Th><Table.Th>Modifiers</Table.Th><Table.Th ta="right">To roll</Table.Th><Table.Th>Result</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ roll, die }) => (
            <Table.Tr key={roll.id} data-testid="dice-row" style={die.kept === false ? { opacity: 0.6 } : undefined}>
              <Table.Td>{roll.turn}</Table.Td>
              <Table.Td>{roll.purpose}</Table.Td>
              <Table.Td>d{roll.sides}{die.forced && <Badge ml={4} size="xs" variant="light">forced</Badge>}</Table.Td>
              <Table.Td ta="right" fw={700}>{roll.value}</Table.Td>
              <Table.Td>{(die.modifiers ?? []).map((m) => `${m.label} ${m.value >= 0 && m.label !== 'CF' && m.label !== 'DF' ? '+' : ''}${m.value}`).join(', ')}</Table.Td>
              <Table.Td ta="right">{die.target ?? ''}</Table.Td>
              <Table.Td>{die.result ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="dimmed">No dice yet: resolve a round on the Round screen.</Text>}
    </Stack>
  );
}
