import { Badge, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { DiceRoll, Game } from '../../../shared/model/entities';
import { getDb } from '../../db/database';

/** How one stored die reads in the log: the ruleset's own fields (shared/model/entities.ts keeps only purpose, die and value). */
export interface DieView {
  forced?: boolean;
  /** Modifiers added to the roll, with their reason; `signed: false` for a value shown as it is (a factor, not a bonus). */
  modifiers?: readonly { label: string; value: number; signed?: boolean }[];
  /** The number to roll, where there is one. */
  target?: number | string;
  result?: string;
  /** Dimmed: a die rolled and not kept (a reroll's first die). */
  discarded?: boolean;
}

/** A filter the ruleset adds beside turn and text (the ship a die was rolled for). */
export interface DiceFilter {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  matches(roll: DiceRoll, value: string): boolean;
}

export interface DiceLogProps {
  game: Game;
  /** What a turn is called in this game ("Round", "Turn"). */
  turnWord?: string;
  describe?: (roll: DiceRoll) => DieView;
  filters?: readonly DiceFilter[];
  /** Said under the title: how to read a roll ("Success is a roll at or under the number to roll."). */
  note?: string;
  /** When there are no dice yet. */
  empty?: string;
  testId?: string;
}

const signed = (m: { label: string; value: number; signed?: boolean }) => `${m.label} ${m.value >= 0 && m.signed !== false ? '+' : ''}${m.value}`;

/** Every die of the game, turn by turn, filtered by turn, by text and by the ruleset's own filters. */
export function DiceLogScreen({ game, turnWord = 'Turn', describe, filters = [], note, empty = 'No dice yet.', testId = 'dice-log' }: DiceLogProps) {
  const [turn, setTurn] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const rolls = useLiveQuery(() => getDb().diceRolls.where('gameId').equals(game.id).toArray(), [game.id]);
  const rows = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    return (rolls ?? [])
      .filter((roll) => (turn === null || String(roll.turn) === turn) && (wanted === '' || roll.purpose.toLowerCase().includes(wanted)) && filters.every((f) => chosen[f.label] == null || f.matches(roll, chosen[f.label] as string)))
      .sort((a, b) => a.turn - b.turn || a.seq - b.seq)
      .map((roll) => ({ roll, die: describe?.(roll) ?? {} }));
  }, [rolls, turn, text, chosen, filters, describe]);
  if (!rolls) return null;
  const turns = [...new Set(rolls.map((r) => r.turn))].sort((a, b) => a - b);
  const word = turnWord.toLowerCase();
  return (
    <Stack data-testid={testId}>
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>Dice log</Title>
          <Text c="dimmed" size="sm">
            {rolls.length} dice in {turns.length} {word}
            {turns.length === 1 ? '' : 's'}.{note ? ` ${note}` : ''}
          </Text>
        </div>
        <Group>
          <TextInput label="Purpose" placeholder="Search" w={200} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          {filters.map((f) => (
            <Select key={f.label} label={f.label} placeholder={f.placeholder} clearable w={220} value={chosen[f.label] ?? null} onChange={(v) => setChosen((c) => ({ ...c, [f.label]: v }))} data={f.options.map((o) => ({ ...o }))} />
          ))}
          <Select label={turnWord} placeholder={`All ${word}s`} clearable w={140} value={turn} onChange={setTurn} data={turns.map((r) => ({ value: String(r), label: `${turnWord} ${r}` }))} />
        </Group>
      </Group>
      <Table striped fz="sm" data-testid="dice-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{turnWord}</Table.Th>
            <Table.Th>Purpose</Table.Th>
            <Table.Th>Die</Table.Th>
            <Table.Th ta="right">Rolled</Table.Th>
            <Table.Th>Modifiers</Table.Th>
            <Table.Th ta="right">To roll</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ roll, die }) => (
            <Table.Tr key={roll.id} data-testid="dice-row" style={die.discarded ? { opacity: 0.6 } : undefined}>
              <Table.Td>{roll.turn}</Table.Td>
              <Table.Td>{roll.purpose}</Table.Td>
              <Table.Td>
                d{roll.sides}
                {die.forced && (
                  <Badge ml={4} size="xs" variant="light">
                    forced
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {roll.value}
              </Table.Td>
              <Table.Td>{(die.modifiers ?? []).map(signed).join(', ')}</Table.Td>
              <Table.Td ta="right">{die.target ?? ''}</Table.Td>
              <Table.Td>{die.result ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="dimmed">{rolls.length === 0 ? empty : 'No die matches the filters.'}</Text>}
    </Stack>
  );
}
