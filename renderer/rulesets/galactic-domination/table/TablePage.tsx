/**
 * The Table screen: the referee's and the banker's desk for a game played face to face (GD has no GM; the
 * app stands in for the Galactic Banker and the referee). The board as large as the window allows; the
 * banker's ledger always in view; the turn stepped through as the table plays it: phases A–F, each
 * movement segment (the move-or-wait offers of §11.5.1 played fleet by fleet, fastest first: a green hex
 * moves the fleet on offer, H waits; or, by the setting or a GM override, moves entered freely), encounters, battles (dice rolled by
 * Warpdesk or typed from the players' own; hits allocated by their owners with LEVEL offered), then H–L;
 * every answer saved at once and undoable (Ctrl+Z). Keys: Ctrl+Enter next step, 1–9 answer, H wait (or hold), Esc.
 */
import { Alert, Button, Grid, Group, Kbd, MultiSelect, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useHotkeys, useViewportSize } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { gmBoard, playerBoard } from '../../../../shared/rulesets/galactic-domination/map/board';
import { samePosition } from '../../../../shared/rulesets/galactic-domination/map/geometry';
import { answerOffer, cellOf, deskMovers, deskProtocol, overrideOffers, PHYSICAL_PRESETS, physicalPreset, stepTargets, withMoveCell, type DeskMover, type PhysicalPreset } from '../../../../shared/rulesets/galactic-domination/turn/desk';
import type { Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { commitOpenTurn, newLineId } from '../db/repository';
import { GdBoard, type Place } from '../board/GdBoard';
import { GameState } from '../GameState';
import { useGdGame } from '../useGdGame';
import type { OpenTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import { HexDetails } from '../board/HexDetails';
import { BankerLedger } from './BankerLedger';
import { BattleView } from './BattleView';
import { MovementPanel } from './MovementPanel';
import { OfferPanel } from './OfferPanel';
import { OverrideDialog } from './OverrideDialog';
import { PendingPanel } from './PendingPanel';
import { PhaseTrack } from './PhaseTrack';
import { PurchasesPanel } from './PurchasesPanel';
import { RunLog } from './RunLog';
import { sheetLines, useDesk } from './useDesk';

export function TablePage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return <GameState game={gd}>{(ready) => <Desk game={game} world={ready.world} open={ready.open} />}</GameState>;
}

const PRESET_LABELS: Readonly<Record<PhysicalPreset, string>> = {
  none: 'Warpdesk rolls every die',
  battles: 'The players roll the battles',
  table: 'The players roll everything in the segments',
  all: 'The players roll every die',
};

function Desk({ game, world, open }: { game: Game; world: World; open: OpenTurn }) {
  const desk = useDesk(game.id, open);
  const { run, stage, segments } = desk;
  const { height } = useViewportSize();
  const [viewAs, setViewAs] = useState<string>('gm');
  const [picked, setPicked] = useState<Place | null>(null);
  const [fleet, setFleet] = useState<string | null>(null);
  const board = useMemo(() => (viewAs === 'gm' ? gmBoard(run.world) : playerBoard(run.world, viewAs)), [run.world, viewAs]);
  const segment = stage.kind === 'segment' ? stage.segment : null;
  const movers = useMemo(() => (segment ? deskMovers(run.world, segment, segments) : []), [run.world, segment, segments]);
  // GD §11.5.1 at the table: the offers decide whose move it is, unless the setting only shows them or the GM set them aside.
  const protocol = useMemo(() => (segment !== null && world.rules.offersAtTable === 'enforced' ? deskProtocol(movers, desk.fields.offers[String(segment)]) : null), [movers, segment, world.rules.offersAtTable, desk.fields.offers]);
  const offering = protocol !== null && protocol.override === null;
  const [overriding, setOverriding] = useState(false);
  const mover = offering ? protocol.onOffer : (movers.find((m) => m.fleetId === fleet && m.mayMove) ?? null);
  const targets = useMemo(() => (mover ? stepTargets(run.world, { hexId: mover.hexId, half: mover.half }) : []), [mover, run.world]);
  const outlines = useMemo(() => {
    const m = new Map<string, string>();
    for (const t of targets) m.set(t.hexId, '#2b8a3e');
    if (mover) m.set(mover.hexId, '#1971c2');
    if (picked && !mover) m.set(picked.hexId, '#e8590c');
    return m;
  }, [targets, mover, picked]);
  const lastSegment = run.events.filter((e) => e.segment !== null).at(-1)?.segment ?? null;

  const setCell = (m: DeskMover, cell: string) => {
    if (segment === null) return;
    const lines = withMoveCell(sheetLines(open, m.ownerId), { ref: m.ref, speed: m.speed }, segments, segment, cell, newLineId);
    void desk.changeSheet(`${world.players.find((p) => p.id === m.ownerId)?.name ?? m.ownerId} ${m.ref} segment ${segment}: ${cell}`, m.ownerId, lines);
  };
  /** An answer to the offer (GD §11.5.1): recorded, and the fleet's cell written when it settles its move. */
  const answer = (choice: 'wait' | { to: string }) => {
    if (!protocol || !mover || segment === null || desk.busy) return;
    const r = answerOffer(desk.fields.offers, segment, protocol, choice === 'wait' ? { id: mover.fleetId, choice: 'wait' } : { id: mover.fleetId, choice: 'move', to: choice.to });
    if (!r.ok) {
      notifications.show({ color: 'orange', title: 'Not an answer to the offer', message: r.reason });
      return;
    }
    const who = `${world.players.find((p) => p.id === mover.ownerId)?.name ?? mover.ownerId} ${mover.ref}`;
    const label = `${who} segment ${segment}: ${choice === 'wait' ? (r.cell === 'H' ? 'waits and loses its move' : 'waits') : `moves to ${choice.to}`}`;
    const sheet = r.cell === null ? null : { playerId: mover.ownerId, lines: withMoveCell(sheetLines(open, mover.ownerId), { ref: mover.ref, speed: mover.speed }, segments, segment, r.cell, newLineId) };
    void desk.changeOffer(label, (f) => ({ ...f, offers: r.offers }), sheet);
  };
  const setOverride = (note: string | null) => {
    if (segment === null) return;
    setOverriding(false);
    void desk.changeFields(note === null ? `segment ${segment}: back to the offers` : `segment ${segment}: the table settles its moves (${note})`, (f) => ({ ...f, offers: overrideOffers(f.offers, segment, note) }));
  };
  const pick = (place: Place) => {
    if (mover) {
      const to = targets.find((t) => t.hexId === place.hexId && (t.half === null || place.half === null || t.half === place.half)) ?? targets.find((t) => t.hexId === place.hexId);
      if (to) {
        if (offering) answer({ to: cellOf(run.world, to) });
        else setCell(mover, cellOf(run.world, to));
        setFleet(null);
        return;
      }
      if (!samePosition(place, { hexId: mover.hexId, half: mover.half })) notifications.show({ color: 'orange', title: 'Not a move', message: `${run.world.hexes.find((h) => h.id === place.hexId)?.label} is not one step from ${mover.ref}: pick a highlighted hex (§11.5.2)` });
    }
    setPicked(place);
    if (offering) return;
    const here = movers.find((m) => m.mayMove && m.hexId === place.hexId && (place.half === null || m.half === place.half));
    if (here) setFleet(here.fleetId);
  };

  const step = async () => {
    if (desk.busy) return;
    if (stage.kind === 'start') await desk.changeFields('phases A–F', (f) => ({ ...f, started: true, until: { phase: 'F' } }));
    else if (stage.kind === 'segment' && protocol && !protocol.complete) notifications.show({ color: 'orange', title: `Segment ${stage.segment} is not settled`, message: `${protocol.onOffer?.ref ?? 'A fleet'} has the offer: move it (a green hex) or wait (H) first (§11.5.1), or let the table settle the segment otherwise.` });
    else if (stage.kind === 'segment') await desk.changeFields(`segment ${stage.segment}`, (f) => ({ ...f, until: { segment: stage.segment } }));
    else if (stage.kind === 'finish') await desk.changeFields('phases H–L', (f) => ({ ...f, until: null }));
    else if (stage.kind === 'done') commit();
  };
  const commit = () =>
    modals.openConfirmModal({
      title: `Commit turn ${open.turn}`,
      children: <Text size="sm">The turn becomes a record that does not change (the last one can be reopened on the Turn screen). The game goes on to turn {open.turn + 1}.</Text>,
      labels: { confirm: `Commit turn ${open.turn}`, cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await commitOpenTurn(getDb(), game.id, 'live');
          notifications.show({ color: 'green', title: `Turn ${open.turn} committed`, message: `Turn ${open.turn + 1} is open.` });
        } catch (e) {
          notifications.show({ color: 'red', title: 'Not committed', message: e instanceof Error ? e.message : String(e) });
        }
      },
    });
  const unsettled = stage.kind === 'segment' && protocol !== null && !protocol.complete;
  const stepLabel = stage.kind === 'start' ? 'Start the turn: phases A–F' : unsettled ? `Segment ${stage.segment}: ${protocol?.onOffer?.ref ?? 'a fleet'} moves or waits` : stage.kind === 'segment' ? `Resolve segment ${stage.segment}` : stage.kind === 'finish' ? 'Finish the turn: phases H–L' : stage.kind === 'done' ? `Commit turn ${open.turn}…` : 'Answer the decision first';

  // Ctrl+Enter steps on from anywhere, a dice field included (as the Turn screen's dry run does).
  useHotkeys([['mod+Enter', () => void step()]], []);
  useHotkeys([
    ['mod+Z', () => void desk.undo()],
    ['mod+Y', () => void desk.redo()],
    ['mod+shift+Z', () => void desk.redo()],
    ['H', () => (offering ? answer('wait') : mover && setCell(mover, 'H'))],
    ['Escape', () => (setFleet(null), setPicked(null))],
  ]);

  const boardHeight = Math.max(460, height - 300);
  const preset = physicalPreset(desk.fields.physical);
  const gameOver = world.table.winners.length > 0 || world.turn > world.rules.turns;
  return (
    <Stack gap="sm" data-testid="gd-table" data-offer={protocol ? (protocol.override !== null ? 'override' : (protocol.onOffer?.fleetId ?? 'complete')) : 'none'} data-stage={stage.kind} data-until={desk.fields.started ? JSON.stringify(desk.fields.until) : 'not started'} data-sheets={Object.values(open.sheets).map((x) => x.text).join('\n').length} data-answers={`${Object.keys(desk.fields.decisions).length}/${Object.values(desk.fields.forcedDice).reduce((n, f) => n + f.length, 0)}/${JSON.stringify(desk.fields.battles).length}`}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="md" align="center">
          <Title order={2} data-testid="table-title">
            Turn {open.turn} of {world.rules.turns}
          </Title>
          <PhaseTrack turn={open.turn} events={run.events} done={run.done} segment={lastSegment} segments={segments} />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => void desk.undo()} disabled={!desk.canUndo || desk.busy} title={desk.lastStep ? `Undo: ${desk.lastStep} (Ctrl+Z)` : 'Ctrl+Z'}>
            Undo
          </Button>
          <Button size="md" onClick={() => void step()} disabled={desk.busy || stage.kind === 'pending' || gameOver || unsettled} color={stage.kind === 'done' ? 'green' : undefined} rightSection={<Kbd size="xs">Ctrl+Enter</Kbd>} data-testid="desk-step">
            {stepLabel}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="end" wrap="wrap">
        <Select size="sm" label="Board as seen by" data={[{ value: 'gm', label: 'The referee (everything)' }, ...world.players.map((p) => ({ value: p.id, label: p.name }))]} value={viewAs} onChange={(v) => setViewAs(v ?? 'gm')} allowDeselect={false} w={230} data-testid="desk-view-as" />
        <Select size="sm" label="Dice" data={(Object.keys(PRESET_LABELS) as PhysicalPreset[]).map((k) => ({ value: k, label: PRESET_LABELS[k] }))} value={preset} onChange={(v) => v && void desk.changeFields(`dice: ${PRESET_LABELS[v as PhysicalPreset]}`, (f) => ({ ...f, physical: PHYSICAL_PRESETS[v as PhysicalPreset] === 'all' ? 'all' : [...(PHYSICAL_PRESETS[v as PhysicalPreset] as readonly string[])] }))} allowDeselect={false} w={300} data-testid="desk-dice" />
        <MultiSelect size="sm" label="Allocate their hits by hand" placeholder={desk.fields.manualAllocation.length === 0 ? 'nobody: ALLOC instructions, LEVEL by default' : undefined} data={world.players.map((p) => ({ value: p.id, label: p.name }))} value={[...desk.fields.manualAllocation]} onChange={(v) => void desk.changeFields('hand allocation', (f) => ({ ...f, manualAllocation: v }))} miw={300} style={{ flex: 1 }} data-testid="desk-manual" />
      </Group>
      {segment !== null && <OverrideDialog segment={segment} opened={overriding} onClose={() => setOverriding(false)} onSave={(note) => setOverride(note)} />}
      {gameOver && <Alert color="yellow" title="The game is over">{world.table.winners.length > 0 ? `Winners: ${world.table.winners.map((id) => world.players.find((p) => p.id === id)?.name ?? id).join(', ')}` : `All ${world.rules.turns} turns are played.`}</Alert>}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xs">
            <Group gap="xs" justify="space-between">
              <Text size="sm" c="dimmed">
                {offering && mover ? `${mover.ref} has the offer: Move (click a green hex) / Wait (H)` : mover ? `${mover.ref}: click a green hex to move there in segment ${segment}, or press H to hold` : offering ? 'Every fleet has chosen: resolve the segment.' : 'Click a fleet (or its row) to move it; click a hex to see what is there.'} · run {desk.ms} ms
              </Text>
            </Group>
            <GdBoard board={board} outlines={outlines} picked={picked} onPick={pick} height={boardHeight} />
            <HexDetails world={run.world} place={picked} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* The banker's ledger stays in view: the column scrolls beneath it. */}
          <Stack gap="sm" style={{ position: 'sticky', top: 8, maxHeight: 'calc(100vh - 90px)', overflowY: 'auto' }} data-testid="desk-side">
            <div style={{ position: 'sticky', top: 0, zIndex: 3, background: 'var(--mantine-color-body)' }}>
              <BankerLedger world={run.world} compact size="sm" />
            </div>
            <PendingPanel world={run.world} desk={desk} />
            {run.openBattle && <BattleView report={run.openBattle} inProgress />}
            {segment !== null && stage.kind === 'segment' && protocol && (
              <OfferPanel world={run.world} segment={segment} protocol={protocol} movers={movers} targets={targets.map((t) => cellOf(run.world, t))} canUndo={desk.canUndo} busy={desk.busy} onMove={(cell) => answer({ to: cell })} onWait={() => answer('wait')} onUndo={() => void desk.undo()} onOverride={() => setOverriding(true)} onLift={() => setOverride(null)} />
            )}
            {segment !== null && stage.kind === 'segment' && <MovementPanel world={run.world} segment={segment} segments={segments} movers={movers} orders={open.orders} picked={offering ? (mover?.fleetId ?? null) : fleet} locked={offering} protocol={offering ? protocol : null} targets={targets.map((t) => ({ label: cellOf(run.world, t), cell: cellOf(run.world, t) }))} onPick={setFleet} onHold={(m) => setCell(m, 'H')} onMove={(m, cell) => (setCell(m, cell), setFleet(null))} />}
            {stage.kind === 'finish' && <PurchasesPanel key={JSON.stringify(open.sheets)} open={open} desk={desk} />}
            {stage.kind === 'done' && <Alert color="green" title="The turn is played">Check the ledger and the log, then commit the turn.</Alert>}
            <Paper withBorder p="xs">
              <Text fw={600} mb={4}>
                What happened ({run.events.length} events, {run.dice.length} {run.dice.length === 1 ? 'die' : 'dice'})
              </Text>
              <RunLog world={run.world} events={run.events} />
            </Paper>
            {run.battles.filter((b) => b.segment === lastSegment).map((b) => (
              <BattleView key={b.id} report={b} inProgress={false} />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
