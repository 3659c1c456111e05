import { Badge, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Battle, Side } from '../../../shared/rulesets/star-sectors/battle';
import { parseOrders } from '../../../shared/rulesets/star-sectors/orders';
import { getDb } from '../../db/database';
import { useAutosavedText } from '../../db/useAutosavedText';
import { saveOrderText } from './repository';

interface Props {
  gameId: string;
  battle: Battle;
  side: Side;
  round: number;
  stored: string;
  /** The text as it stands on screen, for Resolve. */
  onText: (sideId: string, text: string) => void;
  /** Text appended from the board ("on the board" entry). */
  append: { seq: number; text: string } | null;
}

/** One side's typed orders for the round, read as the GM types: every unreadable line shown with its number. */
export function SideOrders({ gameId, battle, side, round, stored, onText, append }: Props) {
  const text = useAutosavedText(stored, (value) => saveOrderText(getDb(), gameId, round, side.id, value), `star-sectors:${gameId}:${round}:${side.id}:orders`);
  const parsed = parseOrders(text.value, battle, side.id);
  const latest = useRef(text);
  latest.current = text;
  const { value } = text;
  useEffect(() => onText(side.id, value), [onText, side.id, value]);
  // A line entered on the board is appended once per new `append` object.
  useEffect(() => {
    if (!append) return;
    const { value: current, onChange } = latest.current;
    onChange(current.trim() === '' ? `${append.text}\n` : `${current.replace(/\n*$/, '\n')}${append.text}\n`);
  }, [append]);
  const ships = battle.ships.filter((s) => s.sideId === side.id && !s.destroyed).map((s) => s.id);
  return (
    <Card withBorder padding="sm" data-testid={`orders-${side.id}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <div style={{ width: 12, height: 12, borderRadius: 6, background: side.color }} />
          <Text fw={600}>{side.name}</Text>
        </Group>
        <Group gap={4}>
          <Badge variant="light" color="gray">{parsed.lines.length} order{parsed.lines.length === 1 ? '' : 's'}</Badge>
          {parsed.problems.length > 0 && <Badge color="red">{parsed.problems.length} unreadable</Badge>}
        </Group>
      </Group>
      <Textarea
        aria-label={`Orders of ${side.name}`}
        placeholder={ships.length > 0 ? `${ships[0]} MOVE F F R\n${ships[0]} FIRE TARGET\n${ships[0]} REPAIR` : 'No ships'}
        autosize
        minRows={4}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        value={text.value}
        onChange={(e) => text.onChange(e.currentTarget.value)}
        onBlur={text.onBlur}
      />
      <Stack gap={2} mt={4}>
        {parsed.problems.map((p) => (
          <Text key={p.line} size="xs" c="red" data-testid="order-problem">
            Line {p.line}: {p.code}: {p.message} — “{p.text.trim()}”
          </Text>
        ))}
        <Text size="xs" c="dimmed">Ships: {ships.join(', ') || 'none left'}</Text>
      </Stack>
    </Card>
  );
}
