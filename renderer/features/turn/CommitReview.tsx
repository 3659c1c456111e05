import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { openRowCount, type PlayerReview } from '../../../shared/orders/commit-review';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/** Per player, the rows still in error and what the turn does with each, then the notes to the GM. */
export function CommitReviewList({ review }: { review: readonly PlayerReview[] }) {
  return (
    <Stack gap="sm" data-testid="commit-review">
      {review.map((player) => (
        <div key={player.playerId} data-testid="commit-review-player" data-player={player.playerId}>
          <Text fw={700} size="sm">
            {player.name}
            {player.rows.length > 0 && ` · ${rows(player.rows.length)} in error`}
            {player.notes.length > 0 && ` · ${player.notes.length} note${player.notes.length === 1 ? '' : 's'} to the GM`}
          </Text>
          {player.rows.length > 0 && (
            <Table withTableBorder fz="xs" verticalSpacing={2} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44}>Line</Table.Th>
                  <Table.Th w="34%">Row</Table.Th>
                  <Table.Th w={110}>Error</Table.Th>
                  <Table.Th>What the turn does</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {player.rows.map((row) => (
                  <Table.Tr key={row.line} data-testid="commit-review-row" data-dropped={row.dropped ? 'true' : 'false'}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="xs" c="dimmed" span>
                        {row.section}:{' '}
                      </Text>
                      <Text size="xs" ff="monospace" span>
                        {row.text}
                      </Text>
                    </Table.Td>
                    <Table.Td title={row.message}>
                      <Group gap={2}>
                        {row.codes.map((code) => (
                          <Badge key={code} size="xs" color={row.kept ? 'gray' : 'red'} variant="light">
                            {code}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="xs" c={row.dropped ? 'red' : undefined}>
                        {row.outcome}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {player.notes.map((note) => (
            <Text key={note.line} size="xs" c="yellow.8" data-testid="commit-review-note">
              Note, line {note.line}: “{note.text}” (not an order: not carried out)
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}

/** The dry run's banner: how many rows are still in error, per player, with the list on demand. */
export function OrdersInError({ review, playerWord }: { review: readonly PlayerReview[]; playerWord: { one: string; many: string } }) {
  const [open, setOpen] = useState(false);
  const open_ = openRowCount(review);
  const notes = review.reduce((n, p) => n + p.notes.length, 0);
  if (open_ === 0 && notes === 0) return null;
  const players = review.filter((p) => p.rows.some((r) => !r.kept));
  return (
    <Alert color={open_ > 0 ? 'red' : 'yellow'} title={open_ > 0 ? `${rows(open_)} still in error on ${players.length} ${players.length === 1 ? `${playerWord.one}'s` : `${playerWord.many}'`} sheets` : `${notes} note${notes === 1 ? '' : 's'} to the GM on the sheets`} data-testid="orders-in-error">
      <Text size="sm">
        {open_ > 0 ? `${players.map((p) => `${p.name} (${p.rows.filter((r) => !r.kept).length})`).join(', ')}. The dry run shows them as the turn will treat them; fix them on the Orders screen, or commit with them as listed. ` : ''}
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} data-testid="orders-in-error-toggle">
          {open ? 'Hide the list' : 'Show the list'}
        </Button>
      </Text>
      {open && <CommitReviewList review={review} />}
    </Alert>
  );
}

/**
 * The body of a commit dialog: what committing does (`children`), then per player the rows still
 * in error and what the turn does with each, and the notes to the GM. With rows in error, the
 * GM must choose: go back (Cancel) or tick "commit with these rows as listed"; only then can the
 * turn be committed.
 */
export function CommitDialog({ turn, review, warnings, children, onCancel, onConfirm }: { turn: number; review: readonly PlayerReview[]; warnings: number; children: ReactNode; onCancel: () => void; onConfirm: () => void }) {
  const open = openRowCount(review);
  const [accepted, setAccepted] = useState(false);
  const notes = review.reduce((n, p) => n + p.notes.length, 0);
  return (
    <Stack gap="sm" data-testid="commit-dialog">
      {children}
      {warnings > 0 && (
        <Text size="sm" c="orange">
          {warnings} warning{warnings === 1 ? '' : 's'} of the dry run still stand (Dry run tab).
        </Text>
      )}
      {open > 0 && (
        <Alert color="red" title={`${capital(rows(open))} still in error`} data-testid="commit-errors">
          Each is listed with what the turn will do with it. Fix them on the Orders screen, or commit with them as they are.
        </Alert>
      )}
      {(open > 0 || notes > 0 || review.some((p) => p.rows.length > 0)) && <CommitReviewList review={review} />}
      {open > 0 && <Checkbox checked={accepted} onChange={(e) => setAccepted(e.currentTarget.checked)} label={`Commit with these ${rows(open)} as listed: the players are told what was not carried out`} data-testid="commit-accept-errors" />}
      <Group justify="end">
        <Button variant="default" onClick={onCancel} data-testid="commit-cancel">
          {open > 0 ? 'Go back and fix them' : 'Cancel'}
        </Button>
        <Button color={open > 0 ? 'red' : 'green'} disabled={open > 0 && !accepted} onClick={onConfirm} data-testid="commit-confirm">
          Commit turn {turn}
        </Button>
      </Group>
    </Stack>
  );
}
