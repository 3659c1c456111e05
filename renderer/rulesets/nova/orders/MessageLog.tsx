import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { Fragment, useState } from 'react';
import type { Empire, Game } from '../../../../shared/model/entities';
import { removeMessage } from '../../../../shared/rulesets/nova/turn/message-log';
import { messagesOf, messageVerdicts, type MessageVerdict } from '../../../../shared/rulesets/nova/turn/messages';
import { turnSettingsOf } from '../../../../shared/rulesets/nova/turn/settings';
import { getDb } from '../../../db/database';
import { decisionsOf, isCommitted, setTurnDecision } from '../db/turns';
import { MessageEntryForm } from './MessageEntryForm';
import { MessageRulingForm } from './MessageRulingForm';

/** What the rule (and the GM) say of one message, in a badge and a line. */
function Verdict({ verdict, atEnd }: { verdict: MessageVerdict | null; atEnd: boolean }) {
  if (!verdict) return <Text size="xs" c="dimmed">ruled when the turn ran</Text>;
  const { ruling } = verdict.message;
  // Setting "Messages: contact counted at" end: contact made during the turn may still pass it.
  if (atEnd && !verdict.passed && !verdict.ruled)
    return (
      <Stack gap={2}>
        <Badge color="yellow" variant="light" data-testid="message-verdict">
          not yet
        </Badge>
        <Text size="xs" c="dimmed">
          {verdict.reason.replace(/ \(NOVA 6\.4\)$/, '')} before the turn; contact made during it counts (setting), so the run decides
        </Text>
      </Stack>
    );
  return (
    <Stack gap={2}>
      <Badge color={verdict.passed ? 'green' : 'red'} variant="light" data-testid="message-verdict">
        {verdict.passed ? 'passed' : 'not passed'}
        {verdict.ruled ? ' by GM ruling' : ''}
      </Badge>
      {verdict.reason && <Text size="xs" c={verdict.ruled ? 'dimmed' : 'red'}>{verdict.reason}</Text>}
      {ruling && <Text size="xs">GM: {ruling.note}</Text>}
    </Stack>
  );
}

/**
 * The paper messages handed in with a turn's orders (NOVA: 6.4 EMPIRE COMMUNICATIONS): the GM
 * logs each one (writer, recipient, sheets, a note), sees at once whether the rule passes it
 * (Normal or Full contact at the start of the turn; with the setting at 'end', one not passed yet
 * waits for the run), may rule otherwise with a note, and finds
 * in the Reports screen which envelope each goes in. Kept with the turn's rulings; a committed
 * turn's log is read only.
 */
export function MessageLog({ game, turn, empires, writerId }: { game: Game; turn: number; empires: readonly Empire[]; writerId: string | null }) {
  const db = getDb();
  const record = useLiveQuery(() => db.turns.get([game.id, turn]), [game.id, turn]);
  const [ruling, setRuling] = useState<string | null>(null);
  const committed = isCommitted(record);
  const messages = messagesOf(decisionsOf(record));
  // The empires as they stand are the start of the open turn; another turn's contacts are not these.
  const verdicts = turn === game.turn && !committed ? messageVerdicts(empires, messages) : null;
  const atEnd = turnSettingsOf(game.settings).messagesContact === 'end';
  const name = (id: string) => empires.find((e) => e.id === id)?.name ?? id;
  const remove = (id: string) => void setTurnDecision(db, game.id, turn, (d) => removeMessage(d, id));

  return (
    <Card withBorder data-testid="message-log">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Messages handed in, turn {turn}</Title>
          <Text size="xs" c="dimmed">
            NOVA 6.4: one sheet or more of its own paper per message, passed with the sitreps between empires in Normal or Full contact. The text is not typed in.
          </Text>
        </Group>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="message-log-empty">
            No message logged for turn {turn}.
          </Text>
        ) : (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Sheets</Table.Th>
                <Table.Th>GM note</Table.Th>
                <Table.Th>Passed?</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.map((m, i) => {
                const verdict = verdicts?.[i] ?? null;
                return (
                  <Fragment key={m.id}>
                    <Table.Tr data-testid="message-row">
                      <Table.Td>{m.id}</Table.Td>
                      <Table.Td>{name(m.from)}</Table.Td>
                      <Table.Td>{name(m.to)}</Table.Td>
                      <Table.Td>{m.sheets}</Table.Td>
                      <Table.Td>{m.note ?? ''}</Table.Td>
                      <Table.Td>
                        <Verdict verdict={verdict} atEnd={atEnd} />
                      </Table.Td>
                      <Table.Td>
                        {!committed && (
                          <Group gap={4} wrap="nowrap">
                            <Button size="compact-xs" variant="default" onClick={() => setRuling(ruling === m.id ? null : m.id)}>
                              Rule…
                            </Button>
                            <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(m.id)} aria-label={`Remove message ${m.id}`}>
                              Remove
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                    {ruling === m.id && (
                      <Table.Tr>
                        <Table.Td colSpan={7}>
                          <MessageRulingForm gameId={game.id} turn={turn} message={m} passesByRule={verdict?.byRule ?? true} onDone={() => setRuling(null)} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {committed ? (
          <Text size="sm" c="dimmed">
            Turn {turn} is committed: its messages are read only (reopen the turn in the Turn screen to change them).
          </Text>
        ) : (
          <MessageEntryForm key={writerId ?? ''} gameId={game.id} turn={turn} empires={empires} writerId={writerId} />
        )}
      </Stack>
    </Card>
  );
}
