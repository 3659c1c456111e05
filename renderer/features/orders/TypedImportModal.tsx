import { Alert, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeferredValue, useMemo, useState } from 'react';
import type { OrderLine, TypedSheets } from '../../../shared/orders/sheet-spec';
import { oversizedLines, oversizedLineMessage } from '../../../shared/orders/line-limit';
import { suggest } from '../../../shared/text/fuzzy';

/** What is being imported: a file's text, or text pasted into the dialog (`text` empty until pasted). */
export interface ImportSource {
  name: string;
  text: string;
  pasted: boolean;
  /** How the file was read when it was not plain UTF-8 (shared/text/decode.ts decodingNote): shown above the preview. */
  decodingNote?: string | null;
}

/** Replace the rows a sheet already has, or add the imported rows after them. */
export type ImportMode = 'replace' | 'append';

/** One player's new rows, as the dialog hands them to the ruleset's repository. */
export interface ImportPart<S extends string> {
  playerId: string;
  lines: OrderLine<S>[];
  /** The source's name and its whole text, kept with the sheet (nothing typed is ever lost). */
  name: string;
  text: string;
  /** What happens to the rows the sheet already has (append when it has none). */
  mode: ImportMode;
}

export interface TypedImportProps<S extends string> {
  /** The ruleset's reading of typed text (its spec's `typed`). */
  typed: TypedSheets<S>;
  /** What the ruleset calls a player ("empire"), lower case. */
  player: { readonly one: string; readonly many: string };
  players: readonly { id: string; name: string }[];
  /** The player whose sheet is open: a single sheet goes there unless it names another player exactly. */
  currentPlayerId: string | null;
  /** Rows each player's sheet of this turn already has, by player id (absent: none). */
  existingRows?: Readonly<Record<string, number>>;
  turn: number;
  source: ImportSource;
  newId: () => string;
  /** Stores the parts (the ruleset's repository), in one transaction. */
  store: (parts: ImportPart<S>[]) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/**
 * Typed orders for one player or several, previewed before they are stored: the ruleset's
 * reading splits the text into sheets, each matched to a player by the name it gives — a near
 * match is suggested, never taken; a single sheet goes to the player open on screen unless it
 * names another exactly. Every line becomes a row, read or not; the count of unreadable rows
 * is the grid's. When a sheet it goes to already has rows, the GM chooses: replace them,
 * append after them, or cancel. The whole text is kept with the sheet.
 */
export function TypedImportModal<S extends string>(props: TypedImportProps<S>) {
  const [text, setText] = useState(props.source.text);
  const { typed } = props;
  // A large paste is read at low priority (issue 19, item 4): typing stays responsive while the
  // preview catches up, and Import waits until the preview is of the text as it stands.
  const read = useDeferredValue(text);
  const reading = read !== text;
  const sheets = useMemo(() => typed.read(read), [typed, read]);
  const oversized = useMemo(() => oversizedLines(read), [read]);
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState(false);
  const One = capital(props.player.one);

  const exact = (name: string | null) => (name === null ? undefined : props.players.find((p) => p.name.trim().toUpperCase() === name.trim().toUpperCase()));
  const proposal = (index: number): string | null => {
    if (index in chosen) return chosen[index] ?? null;
    const sheet = sheets[index];
    if (!sheet) return null;
    const named = exact(sheet.player)?.id;
    if (named) return named;
    const withRows = sheets.filter((s) => s.lines.length > 0);
    return withRows.length === 1 && withRows[0] === sheet ? props.currentPlayerId : null;
  };
  const parts = sheets.map((sheet, index) => {
    // The line as typed is kept once: `original` only where it differs from the row's text (issue 19, item 5).
    const lines: OrderLine<S>[] = sheet.lines.map((line) => ({ id: props.newId(), section: line.section, text: line.text, ...(line.original !== line.text ? { original: line.original } : {}), keepInvalid: false }));
    const near = sheet.player && !exact(sheet.player) ? suggest(sheet.player, props.players.map((p) => p.name)) : null;
    const playerId = proposal(index);
    const existing = playerId ? (props.existingRows?.[playerId] ?? 0) : 0;
    return { sheet, index, lines, errors: sheet.unreadable, near, playerId, existing };
  });
  const unassigned = parts.filter((p) => p.lines.length > 0 && !p.playerId);
  const otherTurn = parts.filter((p) => p.sheet.turn !== null && p.sheet.turn !== props.turn);
  const nameOf = (id: string | null) => props.players.find((p) => p.id === id)?.name ?? '';
  const guessed = parts.filter((p) => p.lines.length > 0 && p.sheet.player !== null && !exact(p.sheet.player) && p.playerId !== null && !(p.index in chosen));
  const filled = parts.filter((p) => p.lines.length > 0 && p.existing > 0);
  const twice = parts.filter((p, i) => p.playerId && parts.findIndex((q) => q.playerId === p.playerId && q.lines.length > 0) !== i && p.lines.length > 0);
  const blocked = unassigned.length > 0 || parts.every((p) => p.lines.length === 0);

  const run = async (mode: ImportMode) => {
    setBusy(true);
    try {
      const stored = parts.filter((p) => p.playerId && p.lines.length > 0);
      await props.store(stored.map((p) => ({ playerId: p.playerId as string, lines: p.lines, name: props.source.name, text: read, mode: p.existing > 0 ? mode : 'append' })));
      const how = filled.length > 0 ? (mode === 'replace' ? ', replacing the rows they had' : ', after the rows they had') : '';
      notifications.show({ color: 'green', title: 'Orders imported', message: `${rows(stored.reduce((a, p) => a + p.lines.length, 0))} for ${stored.length} ${stored.length === 1 ? props.player.one : props.player.many}, turn ${props.turn}${how}. Undo (Ctrl+Z) takes the import back.` });
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
        {props.source.decodingNote && (
          <Alert color="yellow" data-testid="import-decoding">
            {`${props.source.name}: ${props.source.decodingNote}. Check the accented names in the preview before importing.`}
          </Alert>
        )}
        {props.source.pasted && <Textarea label="Typed orders" description={typed.help} autosize minRows={6} maxRows={16} ff="monospace" value={text} onChange={(e) => setText(e.currentTarget.value)} data-testid="import-text" data-autofocus />}
        {text.trim() !== '' && (
          <Table withTableBorder data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sheet</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>Unreadable</Table.Th>
                <Table.Th>{One}</Table.Th>
                <Table.Th>Its sheet now</Table.Th>
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
                  <Table.Td c={p.errors > 0 ? 'red' : undefined} data-testid="import-unreadable">
                    {p.errors}
                  </Table.Td>
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
                  <Table.Td c={p.existing > 0 ? 'orange' : 'dimmed'}>{p.playerId ? (p.existing > 0 ? rows(p.existing) : 'empty') : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {oversized.length > 0 && (
          <Alert color="red" title="Lines too long to read" data-testid="import-oversized">
            {oversized.map((o) => oversizedLineMessage(o.line, o.length)).join('. ')}.
          </Alert>
        )}
        {guessed.map((p) => (
          <Alert key={p.index} color="yellow" data-testid="import-guessed">
            {`The sheet says “${p.sheet.player}”, which is no ${props.player.one}'s name: its rows go to ${nameOf(p.playerId)}, the ${props.player.one} open on screen${p.near && p.near !== nameOf(p.playerId) ? ` (the nearest name is ${p.near})` : ''}. Choose another above if that is wrong.`}
          </Alert>
        ))}
        {otherTurn.length > 0 && (
          <Alert color="yellow">
            {otherTurn.map((p) => `${p.sheet.player ?? 'A sheet'} says turn ${p.sheet.turn}`).join('; ')}; the rows go to turn {props.turn}, the turn chosen on the Orders screen.
          </Alert>
        )}
        {twice.length > 0 && <Alert color="yellow">{`Several sheets go to ${twice.map((p) => nameOf(p.playerId)).join(', ')}: their rows are imported one after the other.`}</Alert>}
        {unassigned.length > 0 && (
          <Alert color="red">
            {`Choose the ${props.player.one} of every sheet: `}
            {unassigned.length}
            {` sheet(s) have rows and no ${props.player.one}. Nothing is imported until each has one.`}
          </Alert>
        )}
        {!blocked && filled.length > 0 && (
          <Alert color="orange" title="These sheets are not empty" data-testid="import-filled">
            {`${filled.map((p) => `${nameOf(p.playerId)} already has ${rows(p.existing)}`).join('; ')} for turn ${props.turn}. Replace those rows with the imported ones, or append the imported rows after them? Either way, Undo (Ctrl+Z) on the Orders screen takes the import back.`}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Unreadable lines are imported as red rows with their text and the reason; fix them in the grid or mark them “keep as written: invalid”.
        </Text>
        <Group justify="end">
          <Button variant="default" onClick={props.onClose} data-testid="import-cancel">
            Cancel
          </Button>
          {!blocked && filled.length > 0 ? (
            <>
              <Button variant="light" onClick={() => void run('append')} loading={busy || reading} disabled={reading} data-testid="import-append">
                Append after their rows
              </Button>
              <Button color="orange" onClick={() => void run('replace')} loading={busy || reading} disabled={reading} data-testid="import-replace">
                Replace {filled.length === 1 ? 'this sheet' : 'these sheets'}
              </Button>
            </>
          ) : (
            <Button onClick={() => void run('append')} loading={busy || reading} disabled={reading || blocked} data-testid="import-confirm">
              Import
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
