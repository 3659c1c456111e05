import { Alert, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeferredValue, useMemo, useState } from 'react';
import type { OrderLine, TypedSheets } from '../../../shared/orders/sheet-spec';
import { suggest } from '../../../shared/text/fuzzy';

/** What is being imported: a file's text, or text pasted into the dialog (`text` empty until pasted). */
export interface ImportSource {
  name: string;
  text: string;
  pasted: boolean;
}

/** One player's new rows, as the dialog hands them to the ruleset's repository. */
export interface ImportPart<S extends string> {
  playerId: string;
  lines: OrderLine<S>[];
  /** The source's name and its whole text, kept with the sheet (nothing typed is ever lost). */
  name: string;
  text: string;
}

export interface TypedImportProps<S extends string> {
  /** The ruleset's reading of typed text (its spec's `typed`). */
  typed: TypedSheets<S>;
  /** What the ruleset calls a player ("empire"), lower case. */
  player: { readonly one: string; readonly many: string };
  players: readonly { id: string; name: string }[];
  /** The player whose sheet is open: a single sheet that names nobody goes there. */
  currentPlayerId: string | null;
  turn: number;
  source: ImportSource;
  newId: () => string;
  /** Stores the parts (the ruleset's repository), in one transaction. */
  store: (parts: ImportPart<S>[]) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Typed orders for one player or several, previewed before they are stored: the ruleset's
 * reading splits the text into sheets, each matched to a player by the name it gives — a near
 * match is suggested, never taken — and every line of it becomes a row, read or not. Rows
 * are added after the sheet's existing rows; the whole text is kept with the sheet.
 */
export function TypedImportModal<S extends string>(props: TypedImportProps<S>) {
  const [text, setText] = useState(props.source.text);
  const { typed } = props;
  // A large paste is read at low priority (issue 19, item 4): typing stays responsive while the
  // preview catches up, and Import waits until the preview is of the text as it stands.
  const read = useDeferredValue(text);
  const reading = read !== text;
  const sheets = useMemo(() => typed.read(read), [typed, read]);
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState(false);
  const One = capital(props.player.one);

  const proposal = (index: number): string | null => {
    if (index in chosen) return chosen[index] ?? null;
    const sheet = sheets[index];
    if (!sheet) return null;
    if (sheet.player === null) return sheets.length === 1 ? props.currentPlayerId : null;
    return props.players.find((p) => p.name.toUpperCase() === sheet.player?.toUpperCase())?.id ?? null;
  };
  const parts = sheets.map((sheet, index) => {
    const lines: OrderLine<S>[] = sheet.lines.map((line) => ({ id: props.newId(), section: line.section, text: line.text, original: line.original, keepInvalid: false }));
    const near = sheet.player ? suggest(sheet.player, props.players.map((p) => p.name)) : null;
    return { sheet, index, lines, errors: sheet.unreadable, near, playerId: proposal(index) };
  });
  const unassigned = parts.filter((p) => p.lines.length > 0 && !p.playerId);
  const otherTurn = parts.filter((p) => p.sheet.turn !== null && p.sheet.turn !== props.turn);

  const run = async () => {
    setBusy(true);
    try {
      await props.store(parts.filter((p) => p.playerId && p.lines.length > 0).map((p) => ({ playerId: p.playerId as string, lines: p.lines, name: props.source.name, text: read })));
      notifications.show({ color: 'green', title: 'Orders imported', message: `${parts.reduce((a, p) => a + p.lines.length, 0)} rows for ${parts.filter((p) => p.lines.length > 0).length} ${props.player.one}(s), turn ${props.turn}` });
      props.onDone();
    } catch (error) {
      notifications.show({ color: 'red', title: 'The orders could not be imported', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={`Import typed orders — ${props.source.name}`} size="xl">
      <Stack>
        {props.source.pasted && <Textarea label="Typed orders" description={typed.help} autosize minRows={6} maxRows={16} ff="monospace" value={text} onChange={(e) => setText(e.currentTarget.value)} data-testid="import-text" />}
        {text.trim() !== '' && (
          <Table withTableBorder data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sheet</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>Unreadable</Table.Th>
                <Table.Th>{One}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((p) => (
                <Table.Tr key={p.index}>
                  <Table.Td>
                    {p.sheet.player ?? typed.noPlayer}
                    {p.sheet.turn !== null ? `, turn ${p.sheet.turn}` : ''}
                  </Table.Td>
                  <Table.Td>{p.lines.length}</Table.Td>
                  <Table.Td c={p.errors > 0 ? 'red' : undefined}>{p.errors}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${One} of sheet ${p.index + 1}`}
                      placeholder={p.near ? `did you mean ${p.near}?` : `choose the ${props.player.one}`}
                      data={props.players.map((player) => ({ value: player.id, label: player.name }))}
                      value={p.playerId}
                      onChange={(value) => setChosen((c) => ({ ...c, [p.index]: value }))}
                      size="xs"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {otherTurn.length > 0 && (
          <Alert color="yellow">
            {otherTurn.map((p) => `${p.sheet.player ?? 'A sheet'} says turn ${p.sheet.turn}`).join('; ')}; the rows go to turn {props.turn}, the turn chosen on the Orders screen.
          </Alert>
        )}
        {unassigned.length > 0 && (
          <Alert color="red">
            {`Choose the ${props.player.one} of every sheet: `}
            {unassigned.length}
            {` sheet(s) have rows and no ${props.player.one}. Nothing is imported until each has one.`}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Unreadable lines are imported as red rows with their text and the reason; fix them in the grid or mark them “keep as written: invalid”.
        </Text>
        <Group justify="end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={busy || reading} disabled={reading || unassigned.length > 0 || parts.every((p) => p.lines.length === 0)} data-testid="import-confirm">
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
