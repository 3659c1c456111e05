import { Alert, Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { Empire } from '../../../../shared/model/entities';
import { importLines, splitTypedFile } from '../../../../shared/rulesets/nova/orders/stored';
import { suggest } from '../../../../shared/text/fuzzy';
import { getDb } from '../../../db/database';
import { importTypedOrders, newLineId } from '../db/orders';

/** What is being imported: a file's text, or text pasted into the dialog (`text` empty until pasted). */
export interface ImportSource {
  name: string;
  text: string;
  pasted: boolean;
}

/**
 * Typed orders for one empire or several (split at `EMPIRE:` lines), previewed before they
 * are stored: each sheet is matched to an empire by its name — a near match is suggested,
 * never taken — and every line of it becomes a row, read or not. Rows are added after the
 * sheet's existing rows; the whole text is kept with the sheet.
 */
export function ImportModal(props: { gameId: string; turn: number; empires: readonly Empire[]; currentEmpireId: string | null; source: ImportSource; onClose: () => void; onDone: () => void }) {
  const [text, setText] = useState(props.source.text);
  const sheets = useMemo(() => splitTypedFile(text), [text]);
  const [chosen, setChosen] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState(false);

  const proposal = (index: number): string | null => {
    if (index in chosen) return chosen[index] ?? null;
    const sheet = sheets[index];
    if (!sheet) return null;
    if (sheet.empire === null) return sheets.length === 1 ? props.currentEmpireId : null;
    return props.empires.find((e) => e.name.toUpperCase() === sheet.empire?.toUpperCase())?.id ?? null;
  };
  const parts = sheets.map((sheet, index) => {
    const lines = importLines(sheet, () => newLineId());
    const errors = sheet.lines.filter((l) => l.diagnostics.some((d) => d.severity === 'error')).length;
    const near = sheet.empire ? suggest(sheet.empire, props.empires.map((e) => e.name)) : null;
    return { sheet, index, lines, errors, near, empireId: proposal(index) };
  });
  const unassigned = parts.filter((p) => p.lines.length > 0 && !p.empireId);
  const otherTurn = parts.filter((p) => p.sheet.turn !== null && p.sheet.turn !== props.turn);

  const run = async () => {
    setBusy(true);
    try {
      await importTypedOrders(
        getDb(),
        props.gameId,
        props.turn,
        parts.filter((p) => p.empireId && p.lines.length > 0).map((p) => ({ empireId: p.empireId as string, lines: p.lines, name: props.source.name, text })),
      );
      notifications.show({ color: 'green', title: 'Orders imported', message: `${parts.reduce((a, p) => a + p.lines.length, 0)} rows for ${parts.filter((p) => p.lines.length > 0).length} empire(s), turn ${props.turn}` });
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
        {props.source.pasted && (
          <Textarea label="Typed orders" description="Paste one sheet, or several separated by EMPIRE: lines. Every line becomes a row." autosize minRows={6} maxRows={16} ff="monospace" value={text} onChange={(e) => setText(e.currentTarget.value)} data-testid="import-text" />
        )}
        {text.trim() !== '' && (
          <Table withTableBorder data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sheet</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>Unreadable</Table.Th>
                <Table.Th>Empire</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((p) => (
                <Table.Tr key={p.index}>
                  <Table.Td>
                    {p.sheet.empire ?? '(no EMPIRE: line)'}
                    {p.sheet.turn !== null ? `, turn ${p.sheet.turn}` : ''}
                  </Table.Td>
                  <Table.Td>{p.lines.length}</Table.Td>
                  <Table.Td c={p.errors > 0 ? 'red' : undefined}>{p.errors}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Empire of sheet ${p.index + 1}`}
                      placeholder={p.near ? `did you mean ${p.near}?` : 'choose the empire'}
                      data={props.empires.map((e) => ({ value: e.id, label: e.name }))}
                      value={p.empireId}
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
            {otherTurn.map((p) => `${p.sheet.empire ?? 'A sheet'} says turn ${p.sheet.turn}`).join('; ')}; the rows go to turn {props.turn}, the turn chosen on the Orders screen.
          </Alert>
        )}
        {unassigned.length > 0 && <Alert color="red">Choose the empire of every sheet: {unassigned.length} sheet(s) have rows and no empire. Nothing is imported until each has one.</Alert>}
        <Text size="sm" c="dimmed">
          Unreadable lines are imported as red rows with their text and the reason; fix them in the grid or mark them “keep as written: invalid”.
        </Text>
        <Group justify="end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={busy} disabled={unassigned.length > 0 || parts.every((p) => p.lines.length === 0)} data-testid="import-confirm">
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
