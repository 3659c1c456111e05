import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title, useComputedColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useRef, useState } from 'react';
import { inArc } from '../../../shared/hex/arcs';
import { hexDistance, rectangleHexes } from '../../../shared/hex/coords';
import { shipFacing, shipHex, baseCf } from '../../../shared/rulesets/star-sectors/battle';
import { cardArcs } from '../../../shared/rulesets/star-sectors/card';
import { logOf } from '../../../shared/rulesets/star-sectors/records';
import { readDiceList } from '../../../shared/rulesets/star-sectors/round-file';
import type { LogEntry } from '../../../shared/rulesets/star-sectors/log';
import { HexBoard } from '../../components/hex-board/HexBoard';
import { getDb } from '../../db/database';
import { describeStorageError } from '../../db/save-status';
import type { ScreenProps } from '../../ruleset';
import { boardPieces, boardTiles } from './board-view';
import { orderSheetId, orderText, resolveAndStore, undoLastRound } from './repository';
import { RoundLogView } from './RoundLogView';
import { SideOrders } from './SideOrders';
import { useBattle } from './useBattle';

/** Star Sectors III: each side's orders for the next round, typed or on the board; resolve; what happened. */
export function RoundPage({ game }: ScreenProps) {
  const db = getDb();
  const loaded = useBattle(game.id);
  const [selected, setSelected] = useState<string | null>(null);
  const [first, setFirst] = useState<string>('auto');
  const [dice, setDice] = useState('');
  const [busy, setBusy] = useState(false);
  const [append, setAppend] = useState<Record<string, { seq: number; text: string }>>({});
  const texts = useRef<Record<string, string>>({});
  const onText = useCallback((sideId: string, text: string) => {
    texts.current[sideId] = text;
  }, []);
  const dark = useComputedColorScheme('light') === 'dark';
  const round = (loaded?.battle.round ?? 0) + 1;
  const sheets = useLiveQuery(() => db.orders.where('gameId').equals(game.id).toArray(), [game.id]);
  const lastLog = useLiveQuery(
    async () => (loaded && loaded.battle.round > 0 ? (await db.events.where('[gameId+turn]').equals([game.id, loaded.battle.round]).sortBy('seq')).map(logOf).filter((e): e is LogEntry => e !== null) : []),
    [game.id, loaded?.battle.round],
  );
  const diceRead = readDiceList(dice);
  const resolve = async () => {
    if (!loaded || busy) return;
    if (!diceRead.ok) return;
    setBusy(true);
    try {
      const result = await resolveAndStore(db, game.id, { firstSideId: first === 'auto' ? null : first, forced: diceRead.dice, orders: { ...texts.current } });
      setDice('');
      notifications.show({ color: result.problems > 0 ? 'orange' : 'green', title: `Round ${result.round} resolved`, message: result.problems > 0 ? `${result.problems} unreadable order lines were not carried out; they are in the log.` : 'Every die is in the dice log.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'The round was not resolved', message: describeStorageError(error) });
    } finally {
      setBusy(false);
    }
  };
  const undo = () =>
    modals.openConfirmModal({
      title: `Undo round ${loaded?.battle.round}?`,
      children: <Text size="sm">The ships go back to where they were before the round, and its log and dice are removed. The orders stay, so the round can be resolved again.</Text>,
      labels: { confirm: 'Undo the round', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => void undoLastRound(db, game.id).catch((error: unknown) => notifications.show({ color: 'red', title: 'Not undone', message: describeStorageError(error) })),
    });
  useHotkeys([['mod+Enter', () => void resolve()]], []);
  if (!loaded || !sheets) return null;
  const { battle } = loaded;
  const selectedShip = battle.ships.find((s) => s.id === selected && !s.destroyed) ?? null;
  const addLine = (sideId: string, text: string) => setAppend((a) => ({ ...a, [`${round}:${sideId}`]: { seq: (a[`${round}:${sideId}`]?.seq ?? 0) + 1, text } }));
  const highlights = selectedShip
    ? rectangleHexes(battle.cols, battle.rows)
        .filter((h) => hexDistance(h, shipHex(selectedShip)) > 0 && hexDistance(h, shipHex(selectedShip)) <= baseCf(selectedShip) && inArc(shipHex(selectedShip), shipFacing(selectedShip), h, cardArcs(selectedShip.card)))
        .map((h) => ({ hex: h, color: '#f59f00' }))
    : [];
  const lines = (lastLog ?? [])
    .filter((e) => e.kind === 'attack' && e.shipId && e.otherId)
    .flatMap((e) => {
      const a = battle.ships.find((s) => s.id === e.shipId);
      const b = battle.ships.find((s) => s.id === e.otherId);
      return a && b ? [{ from: shipHex(a), to: shipHex(b), color: battle.sides.find((s) => s.id === a.sideId)?.color ?? '#e03131', dashed: true }] : [];
    });
  const live = battle.ships.filter((s) => !s.destroyed);
  const standing = battle.sides.filter((side) => live.some((s) => s.sideId === side.id));

  return (
    <Stack data-testid="ss-round">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>Round {round}</Title>
          <Text c="dimmed" size="sm">One order a line: SHIP VERB … (see the user guide). Click a ship to see its firing arc and range; with a ship picked, the buttons and a click on another ship write orders for it.</Text>
        </div>
        <Group align="end">
          <Select label="Goes first" w={230} allowDeselect={false} value={first} onChange={(v) => v && setFirst(v)} data={[{ value: 'auto', label: battle.firstSideId ? `As before (${battle.sides.find((s) => s.id === battle.firstSideId)?.name})` : 'Initiative roll (d12 each)' }, ...battle.sides.map((s) => ({ value: s.id, label: s.name }))]} />
          <TextInput label="Dice from the table" description="Optional d12 faces, used first" w={200} value={dice} onChange={(e) => setDice(e.currentTarget.value)} error={diceRead.ok ? undefined : diceRead.message} placeholder="e.g. 7 3 11" />
          <Button onClick={() => void resolve()} loading={busy} disabled={!diceRead.ok || live.length === 0} title="Ctrl+Enter">Resolve round {round}</Button>
          <Button variant="default" color="red" onClick={undo} disabled={battle.round === 0}>Undo round {battle.round || ''}</Button>
        </Group>
      </Group>
      {loaded.problems.length > 0 && <Alert color="red" title="Records that cannot be read">{loaded.problems.map((p) => p.message).join('; ')}</Alert>}
      {standing.length <= 1 && battle.ships.length > 0 && (
        <Alert color="green" title="The battle is over" data-testid="battle-over">
          {standing.length === 1 ? `${standing[0]?.name} holds the field: every other side's ships are destroyed.` : 'Every ship is destroyed.'}
        </Alert>
      )}
      <Group align="start" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <div>
            <HexBoard
              frame={{ height: 520 }}
              cols={battle.cols}
              rows={battle.rows}
              size={24}
              tiles={boardTiles(battle)}
              pieces={boardPieces(battle)}
              highlights={highlights}
              lines={lines}
              selectedId={selectedShip?.id ?? null}
              testId="round-board"
              onPieceClick={(id) => {
                const clicked = battle.ships.find((s) => s.id === id);
                if (selectedShip && clicked && clicked.sideId !== selectedShip.sideId) addLine(selectedShip.sideId, `${selectedShip.id} FIRE ${clicked.id}`);
                else setSelected(id === selected ? null : id);
              }}
              gridColor={dark ? '#495057' : '#c4ccd6'}
              background={dark ? '#25262b' : '#f8f9fb'}
              textColor={dark ? '#909296' : '#5c6470'}
            />
          </div>
          {selectedShip && (
            <Card withBorder padding="xs">
              <Group gap="xs">
                <Text size="sm" fw={600}>{selectedShip.card.name} ({selectedShip.id}):</Text>
                {([['F', 'Forward'], ['L', 'Turn to port'], ['R', 'Turn to starboard'], ['B', 'Reverse']] as const).map(([step, label]) => (
                  <Button key={step} size="compact-sm" variant="default" onClick={() => addLine(selectedShip.sideId, `${selectedShip.id} MOVE ${step}`)}>{label}</Button>
                ))}
                <Button size="compact-sm" variant="default" onClick={() => addLine(selectedShip.sideId, `${selectedShip.id} REPAIR`)}>Repair</Button>
                <Text size="xs" c="dimmed">Click an enemy ship to fire at it.</Text>
              </Group>
            </Card>
          )}
        </Stack>
        <Stack style={{ flex: 1, minWidth: 320 }}>
          {battle.sides.map((side) => (
            <SideOrders key={`${side.id}-${round}`} gameId={game.id} battle={battle} side={side} round={round} stored={orderText(sheets.find((s) => s.id === orderSheetId(round, side.id)))} onText={onText} append={append[`${round}:${side.id}`] ?? null} />
          ))}
        </Stack>
      </Group>
      {battle.round > 0 && (
        <Card withBorder>
          <Title order={3} mb="xs">What happened in round {battle.round}</Title>
          <RoundLogView entries={lastLog ?? []} />
        </Card>
      )}
    </Stack>
  );
}
