/**
 * The Orders screen (mail mode; digest §5.3 house rules): each player's written orders for the open turn in
 * the shared order grid (movement per segment, cards, placement, organisation, standing instructions,
 * purchases, construction), every line read and checked against the player's forces as it is typed; typed
 * sheets of one player or all imported from a file or pasted; the movement rows pre-filled from the board.
 * Earlier turns' sheets are shown as they were committed.
 */
import { Alert, Badge, Button, Code, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import type { OrderLine } from '../../../../shared/orders/sheet-spec';
import { expectedSegments } from '../../../../shared/rulesets/galactic-domination/orders/check';
import { checkSheetLines, gdOrderSheet, GD_TYPED, prefilledMovement, sectionOfLine, storedLines, type SheetContext, type SheetSection } from '../../../../shared/rulesets/galactic-domination/orders/order-sheet';
import { GALACTIC_DOMINATION } from '../../../../shared/rulesets/galactic-domination/ruleset';
import { sheetsOf, type OpenTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import type { GameRecords } from '../../../../shared/format/records';
import { getDb } from '../../../db/database';
import { GRID_KEYS, OrderGrid } from '../../../features/orders/OrderGrid';
import { TypedImportModal, type ImportSource } from '../../../features/orders/TypedImportModal';
import { useLineHistory } from '../../../features/orders/useLineHistory';
import { getPlatform } from '../../../platform';
import { importSheets, loadSheet, newLineId, saveSheet } from '../db/repository';
import { GameState } from '../GameState';
import { useGdGame } from '../useGdGame';
import { useCommandHandler } from '../../../features/commands/game-commands';
import { decodingNote } from '../../../../shared/text/decode';

export function OrdersPage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return <GameState game={gd}>{(ready) => <Orders game={game} world={ready.world} open={ready.open} records={ready.records} />}</GameState>;
}

function Orders({ game, world, open, records }: { game: Game; world: World; open: OpenTurn; records: GameRecords }) {
  const [playerId, setPlayerId] = useState(world.players[0]?.id ?? '');
  const [turn, setTurn] = useState(open.turn);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [loaded, setLoaded] = useState(0);
  const players = useMemo(() => [...world.players].sort((a, b) => a.seat - b.seat).map((p) => ({ id: p.id, name: p.name })), [world]);
  const pastTurns = useMemo(() => [...new Set(records.orders.map((o) => o.turn))].filter((t) => t < open.turn).sort((a, b) => b - a), [records.orders, open.turn]);

  const openFile = async () => {
    const file = await getPlatform().openTextFile({ title: 'Open typed orders', filters: [{ name: 'Typed orders', extensions: ['txt', 'text'] }] });
    if (file) setSource({ name: file.name, text: file.text, pasted: false, decodingNote: decodingNote(file.decoding) });
  };

  // The command palette's "Import typed orders…" and "Paste typed orders…" (features/commands).
  useCommandHandler(game.id, 'orders.import', () => void openFile(), turn === open.turn);
  useCommandHandler(game.id, 'orders.paste', () => setSource({ name: 'pasted text', text: '', pasted: true }), turn === open.turn);

  return (
    <Stack data-testid="gd-orders">
      <Group justify="space-between" align="end">
        <Group align="end">
          <Title order={2}>Orders</Title>
          <Select label="Player" data={players.map((p) => ({ value: p.id, label: p.name }))} value={playerId} onChange={(v) => v && setPlayerId(v)} allowDeselect={false} w={240} data-testid="orders-player" />
          <Select label="Turn" data={[{ value: String(open.turn), label: `Turn ${open.turn} (open)` }, ...pastTurns.map((t) => ({ value: String(t), label: `Turn ${t} (committed)` }))]} value={String(turn)} onChange={(v) => v && setTurn(Number(v))} allowDeselect={false} w={190} data-testid="orders-turn" />
        </Group>
        {turn === open.turn && (
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
      {turn === open.turn ? (
        <SheetEditor key={`${playerId}-${loaded}`} game={game} world={world} open={open} playerId={playerId} />
      ) : (
        <PastSheet records={records} turn={turn} playerId={playerId} />
      )}
      {source && (
        <TypedImportModal
          typed={GD_TYPED}
          player={GALACTIC_DOMINATION.player}
          players={players}
          currentPlayerId={playerId}
          turn={open.turn}
          source={source}
          newId={newLineId}
          store={(parts) => importSheets(getDb(), game.id, open.turn, parts)}
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

function SheetEditor({ game, world, open, playerId }: { game: Game; world: World; open: OpenTurn; playerId: string }) {
  const db = getDb();
  const load = useCallback(async () => storedLines((await loadSheet(db, game.id, open.turn, playerId)) ?? undefined, () => newLineId()), [db, game.id, open.turn, playerId]);
  const save = useCallback((next: OrderLine<SheetSection>[]) => saveSheet(db, game.id, open.turn, playerId, next, 'grid'), [db, game.id, open.turn, playerId]);
  const history = useLineHistory(load, save);
  const segments = expectedSegments(world);
  const spec = useMemo(() => gdOrderSheet(segments), [segments]);
  const context = useMemo<SheetContext>(() => ({ world, playerId }), [world, playerId]);
  const checks = useMemo(() => checkSheetLines(history.lines ?? [], context), [history.lines, context]);
  if (!history.lines) return <Text c="dimmed">Loading the orders…</Text>;
  const errors = checks.filter((c) => c.diagnostics.some((d) => d.severity === 'error')).length;
  const warnings = checks.filter((c) => c.diagnostics.some((d) => d.severity === 'warning')).length;
  const kept = history.lines.filter((l) => l.keepInvalid).length;
  const prefill = () => {
    const have = new Set(history.lines?.filter((l) => l.section === 'movement').map((l) => (l.text.trim().split(/\s+/)[0] ?? '').toUpperCase()));
    const rows = prefilledMovement(world, playerId).filter((r) => !have.has((r.split(/\s+/)[0] ?? '').toUpperCase()));
    history.change([...(history.lines ?? []), ...rows.map((text) => ({ id: newLineId(), section: sectionOfLine(text, 'movement'), text, keepInvalid: false }))]);
  };
  const defaulted = !open.sheets[playerId];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          {defaulted && history.lines.length === 0 ? <Badge color="gray">no orders: the defaults apply (§5.5)</Badge> : <Badge color={errors > 0 ? 'red' : 'teal'}>{errors > 0 ? `${errors} line${errors === 1 ? '' : 's'} with errors` : 'every line reads and checks'}</Badge>}
          <Text size="sm" data-testid="orders-summary">
            {history.lines.length} rows · {errors} with errors · {warnings} with warnings{kept > 0 ? ` · ${kept} kept as written` : ''} · {segments} segments this turn
          </Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={prefill} data-testid="orders-prefill">
            Add movement rows
          </Button>
          <Button size="xs" variant="default" onClick={history.undo} disabled={!history.canUndo}>
            Undo
          </Button>
          <Button size="xs" variant="default" onClick={history.redo} disabled={!history.canRedo}>
            Redo
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        Movement: one cell per segment (a hex such as 0704, U or L for a half, P:planet, H to hold; ## where the speed forbids). {GRID_KEYS}
      </Text>
      <div data-testid="gd-order-grid">
        <OrderGrid spec={spec} lines={history.lines} checks={checks} completion={context} onChange={history.change} onUndo={history.undo} onRedo={history.redo} newId={newLineId} />
      </div>
    </Stack>
  );
}

function PastSheet({ records, turn, playerId }: { records: GameRecords; turn: number; playerId: string }) {
  const sheet = sheetsOf(records.orders, turn)[playerId];
  if (!sheet) return <Alert color="gray">No sheet was stored for this player in turn {turn}: the defaults applied (§5.5).</Alert>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        As committed with turn {turn} ({sheet.source}); a committed turn does not change.
      </Text>
      <Code block data-testid="orders-past">
        {sheet.text}
      </Code>
      {sheet.typed && (
        <>
          <Text size="sm" fw={600}>
            The typed text, as it came
          </Text>
          <Code block>{sheet.typed}</Code>
        </>
      )}
    </Stack>
  );
}
