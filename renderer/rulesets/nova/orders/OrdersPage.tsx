import { Alert, Badge, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { countProblems } from '../../../../shared/rulesets/nova/orders/check';
import { openErrors, orderState } from '../../../../shared/rulesets/nova/orders/stored';
import { getDb } from '../../../db/database';
import { applyMissedTurn, listOrderSheets, newLineId, setOrderStatus } from '../db/orders';
import { getPlatform } from '../../../platform';
import { GRID_KEYS } from '../../../features/orders/OrderGrid';
import { ORDER_STATE_LABEL, OrderStateBadge } from '../../../features/orders/OrderStateBadge';
import { ordersSelection, selectOrders } from '../../../features/orders/orders-selection';
import { undoTitle } from '../../../features/undo/useUndoHistory';
import { useCommandHandler } from '../../../features/commands/game-commands';
import { ImportModal, type ImportSource } from './ImportModal';
import { MessageLog } from './MessageLog';
import { NovaOrderGrid } from './NovaOrderGrid';
import { useOrderSheet } from './useOrderSheet';
import { decodingNote } from '../../../../shared/text/decode';

/** The turn orders are collected for: the turn being played, turn 1 from the pregame. */
export function ordersTurn(game: Game): number {
  return Math.max(1, game.turn);
}

/** The Orders screen: one empire's sheet for one turn in the order grid, typed-order import, status and the missed-turn rule. */
export function OrdersPage({ game }: { game: Game }) {
  const db = getDb();
  const empires = useLiveQuery(() => db.empires.where('gameId').equals(game.id).sortBy('position'), [game.id]);
  const [picked, setPickedState] = useState<string | null>(ordersSelection(game.id).empireId ?? null);
  const [turn, setTurnState] = useState(ordersSelection(game.id).turn ?? ordersTurn(game));
  const setPicked = (empireId: string | null) => {
    setPickedState(empireId);
    if (empireId) selectOrders(game.id, { empireId });
  };
  const setTurn = (value: number) => {
    setTurnState(value);
    selectOrders(game.id, { turn: value });
  };
  const [source, setSource] = useState<ImportSource | null>(null);
  const sheets = useLiveQuery(() => listOrderSheets(db, game.id, turn), [game.id, turn]);
  const existingRows = Object.fromEntries((sheets ?? []).map((s) => [s.empireId, s.lines.length]));
  // Bumped after an import, so the sheet is read again from the database.
  const [loaded, setLoaded] = useState(0);
  const empireId = (picked && empires?.some((e) => e.id === picked) ? picked : null) ?? empires?.[0]?.id ?? null;

  const openFile = async () => {
    const file = await getPlatform().openTextFile({ title: 'Open typed orders', filters: [{ name: 'Typed orders', extensions: ['txt', 'text'] }] });
    if (file) setSource({ name: file.name, text: file.text, pasted: false, decodingNote: decodingNote(file.decoding) });
  };
  // The command palette's "Import typed orders…" and "Paste typed orders…".
  useCommandHandler(game.id, 'orders.import', () => void openFile(), !!empires && empires.length > 0);
  useCommandHandler(game.id, 'orders.paste', () => setSource({ name: 'pasted text', text: '', pasted: true }), !!empires && empires.length > 0);

  if (!empires) return null;
  if (empires.length === 0) return <Alert color="blue">This game has no empires yet: add them on the Empires screen, then enter their orders here.</Alert>;

  return (
    <Stack data-testid="orders-page">
      <Group justify="space-between" align="end">
        <Group align="end">
          <Title order={2}>Orders</Title>
          <Select label="Empire" data={empires.map((e) => ({ value: e.id, label: e.name }))} value={empireId} onChange={setPicked} allowDeselect={false} w={220} data-testid="orders-empire" />
          <NumberInput label="Turn" min={0} value={turn} onChange={(v) => setTurn(typeof v === 'number' ? v : Number(v) || 0)} w={90} data-testid="orders-turn" />
        </Group>
        <Group>
          <Button variant="default" onClick={() => void openFile()} data-testid="orders-open-file" title="Alt+I">
            Open typed orders…
          </Button>
          <Button variant="default" onClick={() => setSource({ name: 'pasted text', text: '', pasted: true })} data-testid="orders-paste" title="Alt+T">
            Paste typed orders…
          </Button>
        </Group>
      </Group>
      {empireId && <SheetEditor key={`${empireId}-${turn}-${loaded}`} game={game} empireId={empireId} empireName={empires.find((e) => e.id === empireId)?.name ?? ''} turn={turn} />}
      <MessageLog game={game} turn={turn} empires={empires} writerId={empireId} />
      {source && (
        <ImportModal
          gameId={game.id}
          turn={turn}
          empires={empires}
          currentEmpireId={empireId}
          existingRows={existingRows}
          source={source}
          onClose={() => setSource(null)}
          onDone={() => {
            setSource(null);
            setLoaded((k) => k + 1);
          }}
        />
      )}
    </Stack>
  );
}

function SheetEditor({ game, empireId, empireName, turn }: { game: Game; empireId: string; empireName: string; turn: number }) {
  const sheet = useOrderSheet(game, empireId, turn);
  if (!sheet.lines) return <Text c="dimmed">Loading the orders…</Text>;
  const record = sheet.record ?? null;
  const problems = countProblems(sheet.checked);
  const current = record ? { ...record, lines: sheet.lines } : null;
  const errorLines = sheet.checked.filter((l) => l.diagnostics.some((d) => d.severity === 'error')).length;
  const open = current ? openErrors(current, sheet.checked) : errorLines;
  const state = orderState(current, sheet.checked);

  const missed = () =>
    modals.openConfirmModal({
      title: `Missed turn: ${empireName}, turn ${turn}`,
      children: <Text size="sm">{empireName} sent no orders. Carry over last turn's general, conditional and special orders and each unit's contact and activity orders, and keep its RDTs as far as the money allows, cutting the lowest-priority projects to 1 RDT (NOVA 6.3)?</Text>,
      labels: { confirm: 'Apply the missed-turn rule', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          const notes = await applyMissedTurn(getDb(), game, empireId, turn);
          await sheet.reload();
          notifications.show({ color: 'blue', title: 'Missed-turn rule applied', message: notes.join('. ') });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The missed-turn rule was not applied', message: error instanceof Error ? error.message : String(error) });
        }
      },
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <OrderStateBadge state={state} />
          <Text size="sm" data-testid="orders-summary">
            {sheet.lines.length} rows · {open} with errors{errorLines > open ? ` (${errorLines - open} kept as written)` : ''} · {problems.warnings} warnings
          </Text>
          {record?.missedTurn && <Badge color="gray">missed turn</Badge>}
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={sheet.undo} disabled={!sheet.canUndo} title={undoTitle(sheet, 'undo')} data-testid="orders-undo">
            Undo
          </Button>
          <Button size="xs" variant="default" onClick={sheet.redo} disabled={!sheet.canRedo} title={undoTitle(sheet, 'redo')} data-testid="orders-redo">
            Redo
          </Button>
          {(!record || record.status === 'received') && sheet.lines.length === 0 && (
            <>
              <Button size="xs" variant="default" onClick={() => void setOrderStatus(getDb(), game.id, empireId, turn, 'received')} disabled={record?.status === 'received'}>
                Paper received
              </Button>
              <Button size="xs" variant="light" color="orange" onClick={missed} data-testid="orders-missed-turn">
                Missed turn…
              </Button>
            </>
          )}
          <Button size="xs" onClick={() => void setOrderStatus(getDb(), game.id, empireId, turn, record?.status === 'checked' ? 'entered' : 'checked')} disabled={open > 0 || sheet.lines.length === 0} data-testid="orders-mark-checked">
            {record?.status === 'checked' ? 'Unmark checked' : 'Mark checked'}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {ORDER_STATE_LABEL[state]}
        {`. ${GRID_KEYS}`}
      </Text>
      <NovaOrderGrid lines={sheet.lines} checked={sheet.checked} context={sheet.context} onChange={sheet.change} onUndo={sheet.undo} onRedo={sheet.redo} newId={newLineId} />
    </Stack>
  );
}
