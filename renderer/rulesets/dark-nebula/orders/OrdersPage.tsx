import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { OrderState } from '../../../../shared/orders/order-state';
import type { Side, World } from '../../../../shared/rulesets/dark-nebula/model';
import { DN_ORDER_SHEET, checkDnLines } from '../../../../shared/rulesets/dark-nebula/orders/order-sheet';
import type { SheetKind } from '../../../../shared/rulesets/dark-nebula/orders/types';
import { linesAsText, linesOfOrderRow, type DnOrderLine } from '../../../../shared/rulesets/dark-nebula/play/orders';
import { DARK_NEBULA } from '../../../../shared/rulesets/dark-nebula/ruleset';
import type { OrderBase } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { getDb } from '../../../db/database';
import { GRID_KEYS, OrderGrid } from '../../../features/orders/OrderGrid';
import { ORDER_STATE_LABEL, OrderStateBadge } from '../../../features/orders/OrderStateBadge';
import { TypedImportModal, type ImportSource } from '../../../features/orders/TypedImportModal';
import { useLineHistory } from '../../../features/orders/useLineHistory';
import { getPlatform } from '../../../platform';
import type { ScreenProps } from '../../../ruleset';
import { importOrderLines, saveOrderLines } from '../db/game';
import { useDnGame } from '../useDnGame';
import { decodingNote } from '../../../../shared/text/decode';

let counter = 0;
const newLineId = () => `l${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The Orders screen: one player's sheets of a game turn (MP, first movement, combat instructions, reaction, second movement) in the order grid, or typed. */
export function OrdersPage({ game }: ScreenProps) {
  const loaded = useDnGame(game.id);
  const [sideValue, setSide] = useState<Side>('human');
  const [turnValue, setTurn] = useState<number | null>(null);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [version, setVersion] = useState(0);
  if (!loaded) return null;
  const { world, records } = loaded;
  const players = (['human', 'aslan'] as Side[]).map((side) => ({ side, id: world.sides[side].empireId, name: records.empires.find((e) => e.id === world.sides[side].empireId)?.name ?? side }));
  const turn = turnValue ?? world.turn;
  const player = players.find((p) => p.side === sideValue) ?? players[0]!;
  const open = turn === world.turn && !world.over;
  const turns = [...new Set([...records.orders.map((o) => o.turn), world.turn])].sort((a, b) => b - a);
  const openFile = async () => {
    const file = await getPlatform().openTextFile({ title: 'Open typed orders', filters: [{ name: 'Typed orders', extensions: ['txt', 'text'] }] });
    if (file) setSource({ name: file.name, text: file.text, pasted: false, decodingNote: decodingNote(file.decoding) });
  };
  return (
    <Stack data-testid="dn-orders">
      <Group justify="space-between" align="end">
        <Group align="end">
          <Title order={1}>Orders</Title>
          <Select label="Player" data={players.map((p) => ({ value: p.side, label: p.name }))} value={player.side} onChange={(v) => v && setSide(v as Side)} allowDeselect={false} w={220} data-testid="orders-player" />
          <Select label="Turn" data={turns.map((t) => ({ value: String(t), label: t === world.turn ? `Turn ${t} (open)` : `Turn ${t} (committed)` }))} value={String(turn)} onChange={(v) => v && setTurn(Number(v))} allowDeselect={false} w={180} data-testid="orders-turn" />
        </Group>
        {open && (
          <Group>
            <Button variant="default" onClick={() => void openFile()} data-testid="orders-open-file">
              Open typed orders…
            </Button>
            <Button variant="default" onClick={() => setSource({ name: 'pasted text', text: '', pasted: true })} data-testid="orders-paste">
              Paste typed orders…
            </Button>
          </Group>
        )}
      </Group>
      {open ? (
        <SheetEditor key={`${player.id}-${turn}-${version}`} gameId={game.id} empireId={player.id} side={player.side} turn={turn} world={world} />
      ) : (
        <CommittedSheet row={records.orders.find((o) => o.turn === turn && o.empireId === player.id)} turn={turn} />
      )}
      {source && (
        <TypedImportModal<SheetKind>
          typed={DN_ORDER_SHEET.typed!}
          player={DARK_NEBULA.player}
          players={players.map((p) => ({ id: p.id, name: p.name }))}
          currentPlayerId={player.id}
          turn={turn}
          source={source}
          newId={newLineId}
          store={(parts) => importOrderLines(getDb(), game.id, turn, parts)}
          onClose={() => setSource(null)}
          onDone={() => {
            setSource(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Stack>
  );
}

function stateOf(lines: readonly DnOrderLine[], errors: number): OrderState {
  if (lines.length === 0) return 'none';
  return errors > 0 ? 'errors' : 'entered';
}

function SheetEditor({ gameId, empireId, side, turn, world }: { gameId: string; empireId: string; side: Side; turn: number; world: World }) {
  const db = getDb();
  const load = useCallback(async () => linesOfOrderRow((await db.orders.get([gameId, `${empireId}:t${turn}`])) as OrderBase | undefined), [db, gameId, empireId, turn]);
  const save = useCallback((lines: DnOrderLine[]) => saveOrderLines(db, gameId, empireId, turn, lines), [db, gameId, empireId, turn]);
  const history = useLineHistory<DnOrderLine>(load, save);
  const context = useMemo(() => ({ world, side }), [world, side]);
  const checks = useMemo(() => checkDnLines(history.lines ?? [], context), [history.lines, context]);
  if (!history.lines) return <Text c="dimmed">Loading the orders…</Text>;
  const errors = history.lines.filter((l, i) => !l.keepInvalid && checks[i]?.diagnostics.some((d) => d.severity === 'error')).length;
  const kept = history.lines.filter((l) => l.keepInvalid).length;
  const warnings = checks.filter((c) => c.diagnostics.some((d) => d.severity === 'warning')).length;
  const state = stateOf(history.lines, errors);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <OrderStateBadge state={state} />
          <Text size="sm" data-testid="orders-summary">
            {history.lines.length} lines · {errors} with errors{kept > 0 ? ` · ${kept} kept as written (not carried out)` : ''} · {warnings} warnings
          </Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={history.undo} disabled={!history.canUndo}>
            Undo
          </Button>
          <Button size="xs" variant="default" onClick={history.redo} disabled={!history.canRedo}>
            Redo
          </Button>
          <Button size="xs" variant="default" onClick={() => void navigator.clipboard?.writeText(linesAsText(history.lines ?? []))} title="The lines as typed text, with their sheet headings">
            Copy as text
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {ORDER_STATE_LABEL[state]}. The combat sheet holds the standing instructions for every combat phase of the game turn, attacking or defending. {GRID_KEYS}
      </Text>
      <OrderGrid<SheetKind, typeof context> spec={DN_ORDER_SHEET} lines={history.lines} checks={checks} completion={context} onChange={history.change} onUndo={history.undo} onRedo={history.redo} newId={newLineId} />
    </Stack>
  );
}

/** A committed turn's lines, as they were run (read only). */
function CommittedSheet({ row, turn }: { row: OrderBase | undefined; turn: number }) {
  const lines = linesOfOrderRow(row);
  if (lines.length === 0) return <Alert color="gray">No orders were entered for turn {turn}.</Alert>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Turn {turn} is committed: its orders are kept as they were run. Reopen the turn on the Turn screen to change them.
      </Text>
      <Table fz="sm" data-testid="orders-committed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={200}>Sheet</Table.Th>
            <Table.Th>Line</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.section}</Table.Td>
              <Table.Td ff="monospace">
                {l.text} {l.keepInvalid && <Badge size="xs" color="gray">kept as written</Badge>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
