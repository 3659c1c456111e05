/** One battle: the board, resolve automatically or round by round with default tactics, physical dice, ship states, dice log and reports. */
import { Alert, Badge, Button, Grid, Group, Kbd, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { ProblemList } from '../../../components/ProblemList';
import { getBattle, resetBattle, stepBattle, undoStep } from '../db/battles';
import { readHistory, recordStep, takeStep, writeHistory, type UndoEntry } from '../../../features/undo/undo-store';
import { useUndoHistory } from '../../../features/undo/useUndoHistory';
import { getDb } from '../../../db/database';
import { describeStorageError } from '../../../db/save-status';
import { getPlatform } from '../../../platform';
import { battleExport } from './battle-export';
import { BattleBoard } from './BattleBoard';
import { BattleLogView } from './BattleLogView';
import { BattleOutcome } from './BattleOutcome';
import { lastRound, replayBattle } from '../../../../shared/rulesets/nova/combat/battle-record';
import { DiceLogTable } from './DiceLogTable';
import { readForcedDice } from './forced-dice';
import { ForcedDiceBox } from './ForcedDiceBox';
import { RoundPicker } from './RoundPicker';
import { ShipStateTable } from './ShipStateTable';
import { OddsPreview } from './OddsPreview';
import { DecisionModeSwitch } from './decisions/DecisionModeSwitch';
import { DecisionPanel } from './decisions/DecisionPanel';
import { SideView } from './SideView';
import { TurnResultBar } from './TurnResultBar';

type BattleStep = Parameters<typeof stepBattle>[3];
/** A step of a battle's undo history: the step as taken (its round and the dice typed for it). */
interface BattleUndoStep extends UndoEntry {
  step: BattleStep;
}

const fileBase = (name: string) => name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'battle';

export function BattlePage({ game, battleId, onBack }: { game: Game; battleId: string; onBack: () => void }) {
  const db = getDb();
  const record = useLiveQuery(() => getBattle(db, game.id, battleId), [game.id, battleId]);
  const scope = `combat:${game.id}:${battleId}`;
  const replay = useMemo(() => (record ? replayBattle(record) : null), [record]);
  const [diceText, setDiceText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The round shown on the board and in the ship states; null = the latest. */
  const [view, setView] = useState<number | null>(null);
  const viewed = useMemo(() => (record && view !== null ? replayBattle(record, view) : null), [record, view]);
  const ready = replay !== null && !('problems' in replay);
  const open = ready && (replay.state === 'set up' || replay.state === 'in progress');

  const step = async (until: number | null) => {
    if (!open || busy) return;
    const forced = readForcedDice(diceText);
    if (!forced.ok) {
      notifications.show({ color: 'red', title: 'The dice do not read', message: forced.problems.join('; ') });
      return;
    }
    setBusy(true);
    try {
      const taken = { until, forced: forced.dice };
      await stepBattle(db, game.id, battleId, taken);
      recordStep<BattleUndoStep>(scope, { label: until === null ? 'Resolve' : `Round ${until}`, step: taken });
      setDiceText('');
      setView(null);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    } finally {
      setBusy(false);
    }
  };
  // The Combat screen's lasting history of this battle (features/undo): the battle's steps are its
  // record; an undone step is kept so Redo takes it again with the same dice.
  const history = useUndoHistory<BattleUndoStep>(scope);
  const undo = async () => {
    if (!record || record.steps.length === 0 || busy) return;
    const last = record.steps.at(-1) as BattleStep;
    try {
      await undoStep(db, game.id, battleId);
      const kept = readHistory<BattleUndoStep>(scope);
      const top = kept.past.at(-1);
      const label = top && JSON.stringify(top.step) === JSON.stringify(last) ? top.label : last.until === null ? 'Resolve' : `Round ${last.until}`;
      writeHistory<BattleUndoStep>(scope, { past: top && label === top.label ? kept.past.slice(0, -1) : kept.past, future: [...kept.future, { label, step: last }] });
      setView(null);
      notifications.show({ title: `Undone: ${label}`, message: 'The battle is back where it was before it; Redo (Ctrl+Y) takes it again with the same dice.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    }
  };
  const redo = async () => {
    const entry = readHistory<BattleUndoStep>(scope).future.at(-1);
    if (!entry || !open || busy) return;
    try {
      await stepBattle(db, game.id, battleId, entry.step);
      takeStep(scope, 'redo');
      setView(null);
      notifications.show({ message: `Redone: ${entry.label}`, autoClose: 1500 });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    }
  };
  const exportFiles = async () => {
    if (!record || !replay || 'problems' in replay) return;
    const out = battleExport(record, replay);
    const base = fileBase(record.name);
    const saved = await getPlatform().saveTextFile({ title: 'Export battle file', suggestedName: `${base}.json`, filters: [{ name: 'NOVA battle file', extensions: ['json'] }], text: out.battle });
    if (saved && out.dice) await getPlatform().saveTextFile({ title: 'Export the typed dice', suggestedName: `${base}.dice.json`, filters: [{ name: 'Dice file', extensions: ['json'] }], text: out.dice });
  };
  const confirmReset = () =>
    modals.openConfirmModal({
      title: 'Back to the set-up?',
      children: <Text size="sm">Every round played, the decisions the tactics made and the dice of this battle are forgotten. The battle file, its own decisions and the seed stay.</Text>,
      labels: { confirm: 'Back to set-up', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void resetBattle(db, game.id, battleId).then(() => setView(null), (e: unknown) => notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(e) })),
    });
  const nextRound = () => ready && void step(Math.max(replay.battle.round, 1) + 1);
  const resolveAll = () => void step(null);
  useHotkeys([
    ['mod+Enter', resolveAll],
    ['mod+ArrowRight', nextRound],
    ['mod+Z', () => void undo()],
    ['mod+Y', () => void redo()],
    ['mod+shift+Z', () => void redo()],
  ]);

  if (record === undefined) return null;
  if (record === null) return <Alert color="red" title="No such battle">It was deleted. <Button variant="subtle" onClick={onBack}>Back to the battles</Button></Alert>;
  if (!replay || 'problems' in replay) {
    return (
      <Alert color="red" title={`${record.name}: the stored battle file does not read`}>
        <ProblemList problems={(replay && 'problems' in replay ? replay.problems : []).map((message) => ({ where: record.name, message }))} />
        <Button variant="subtle" onClick={onBack}>Back to the battles</Button>
      </Alert>
    );
  }
  const latest = lastRound(replay);
  const file = record.battle as { turnBattleId?: unknown; notes?: unknown } | null;
  const turnBattleId = typeof file?.turnBattleId === 'string' ? file.turnBattleId : null;
  const setupNotes = Array.isArray(file?.notes) ? file.notes.filter((n): n is string => typeof n === 'string') : [];
  const at = viewed && !('problems' in viewed) ? viewed : replay;
  const shown = view ?? latest;
  return (
    <Stack data-testid="battle-page">
      <Group justify="space-between">
        <Group>
          <Button variant="subtle" onClick={onBack}>← Battles</Button>
          <Title order={2}>{record.name}</Title>
          <Badge data-testid="battle-state">{replay.state}</Badge>
          <Text c="dimmed" size="sm">turn {record.turn} · seed {record.seed} · {latest === 0 ? 'set-up' : `${latest} round${latest === 1 ? '' : 's'} played`}</Text>
        </Group>
        <Group>
          <DecisionModeSwitch gameId={game.id} record={record} replay={replay} />
          <Tooltip label={<>Play one round with default tactics <Kbd>Ctrl</Kbd>+<Kbd>→</Kbd></>}>
            <Button variant="default" onClick={nextRound} disabled={!open || busy}>Next round</Button>
          </Tooltip>
          <Tooltip label={<>Resolve to the end with default tactics <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd></>}>
            <Button onClick={resolveAll} disabled={!open || busy} loading={busy}>Resolve automatically</Button>
          </Tooltip>
          <Tooltip label="The battle file with its seed and decisions (and the typed dice), for the CLI or another game">
            <Button variant="default" onClick={() => void exportFiles()}>Export battle…</Button>
          </Tooltip>
          <Tooltip label={<>Undo the last Resolve or Next round <Kbd>Ctrl</Kbd>+<Kbd>Z</Kbd></>}>
            <Button variant="default" disabled={record.steps.length === 0 || busy} onClick={() => void undo()} data-testid="battle-undo">Undo step</Button>
          </Tooltip>
          <Tooltip label={<>{history.future.at(-1) ? `Redo: ${history.future.at(-1)?.label}` : 'Nothing to redo'} <Kbd>Ctrl</Kbd>+<Kbd>Y</Kbd></>}>
            <Button variant="default" disabled={!history.future.at(-1) || !open || busy} onClick={() => void redo()} data-testid="battle-redo">Redo step</Button>
          </Tooltip>
          <Button variant="subtle" color="red" disabled={record.steps.length === 0 || busy} onClick={confirmReset}>Back to set-up</Button>
        </Group>
      </Group>
      {turnBattleId && <TurnResultBar game={game} turnBattleId={turnBattleId} turn={record.turn} recordId={record.id} final={replay.state === 'resolved' ? replay.battle : null} log={replay.log} />}
      {setupNotes.length > 0 && latest === 0 && <Alert color="blue" variant="light" title="Set up from the turn" data-testid="battle-setup-notes">{setupNotes.map((n) => <Text size="sm" key={n}>{n}</Text>)}</Alert>}
      {replay.state === 'waiting' && view === null && <DecisionPanel gameId={game.id} record={record} replay={replay} diceText={diceText} onDiceUsed={() => setDiceText('')} />}
      {replay.problem && !replay.pending && <Alert color={replay.state === 'stopped' ? 'red' : 'yellow'} title="The battle stopped">{replay.problem}</Alert>}
      {replay.unusedForced > 0 && <Alert color="yellow">{replay.unusedForced} typed dice were not used: the battle needed fewer rolls.</Alert>}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {latest > 0 && <RoundPicker last={latest} value={shown} onChange={(r) => setView(r === latest ? null : r)} />}
          <BattleBoard battle={at.battle} log={at.log} round={shown} selected={selected} onSelect={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            {view === null && <BattleOutcome battle={replay.battle} />}
            {(open || replay.state === 'waiting') && <ForcedDiceBox value={diceText} onChange={setDiceText} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Tabs defaultValue="ships" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="ships">Ships</Tabs.Tab>
          <Tabs.Tab value="dice">Dice log ({replay.dice.length})</Tabs.Tab>
          <Tabs.Tab value="log">Battle log</Tabs.Tab>
          <Tabs.Tab value="sides">What each side saw</Tabs.Tab>
          <Tabs.Tab value="odds">Odds preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ships" pt="xs"><ShipStateTable battle={at.battle} selected={selected} onSelect={setSelected} /></Tabs.Panel>
        <Tabs.Panel value="dice" pt="xs"><DiceLogTable battle={replay.battle} dice={replay.dice} fileName={fileBase(record.name)} /></Tabs.Panel>
        <Tabs.Panel value="log" pt="xs"><BattleLogView log={replay.log} /></Tabs.Panel>
        <Tabs.Panel value="sides" pt="xs"><SideView battle={at.battle} log={at.log} /></Tabs.Panel>
        <Tabs.Panel value="odds" pt="xs"><OddsPreview battle={replay.battle} seed={record.seed} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
