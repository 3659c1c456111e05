/**
 * One surface battle: the units of both sides (on the ground, aboard, destroyed), the next round's
 * line-up (proposed, editable, checked), physical dice, up to three rounds this turn, the log of
 * every die, undo, and for a battle of the turn "Send result to the turn".
 */
import { Alert, Badge, Button, Grid, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { proposeSurfaceRound, type GroundSide, type SurfaceRoundDecision } from '../../../../shared/rulesets/nova/combat/surface';
import { GROUND_CF } from '../../../../shared/rulesets/nova/combat/tables';
import { getDb } from '../../../db/database';
import { describeStorageError } from '../../../db/save-status';
import { addSurfaceRound, getSurfaceBattle, undoSurfaceRound } from '../db/surface-battles';
import { replaySurface } from '../../../../shared/rulesets/nova/combat/surface-record';
import { SurfaceDiceTable } from './SurfaceDiceTable';
import { SurfaceRoundEditor } from './SurfaceRoundEditor';
import { TurnResultBar } from './TurnResultBar';

const SIDE_TITLE: Record<GroundSide, string> = { defender: 'Defender', invader: 'Invader' };

export function SurfaceBattleView({ game, id, onBack }: { game: Game; id: string; onBack: () => void }) {
  const db = getDb();
  const record = useLiveQuery(() => getSurfaceBattle(db, game.id, id), [game.id, id]);
  const replay = useMemo(() => (record ? replaySurface(record) : null), [record]);
  const [busy, setBusy] = useState(false);
  const names = useLiveQuery(async () => new Map((await db.empires.where({ gameId: game.id }).toArray()).map((e) => [e.id, e.name])), [game.id]);

  const act = async (what: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await what();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not done', message: describeStorageError(error) });
    } finally {
      setBusy(false);
    }
  };
  const fight = (decision: SurfaceRoundDecision, forced: number[]) => void act(() => addSurfaceRound(db, game.id, id, { decision, forced }));
  const fightRest = () =>
    void act(async () => {
      for (let i = 0; i < 3; i++) {
        const now = await getSurfaceBattle(db, game.id, id);
        if (!now) return;
        const r = replaySurface(now);
        if (r.problem || r.state.outcome || r.state.round >= 3) return;
        await addSurfaceRound(db, game.id, id, { decision: proposeSurfaceRound(r.state), forced: [] });
      }
    });
  const undo = () => record && record.rounds.length > 0 && void act(() => undoSurfaceRound(db, game.id, id));
  useHotkeys([['mod+Z', undo], ['mod+Enter', fightRest]]);

  if (record === undefined || !replay) return null;
  if (record === null) return <Alert color="red" title="No such surface battle">It was deleted. <Button variant="subtle" onClick={onBack}>Back</Button></Alert>;
  const { state } = replay;
  const over = state.outcome !== null || state.round >= 3;
  const sideName = (side: GroundSide) => {
    const empire = side === 'defender' ? record.input.defenderEmpireId : record.input.invaderEmpireId;
    return empire ? `: ${names?.get(empire) ?? empire}` : '';
  };
  return (
    <Stack data-testid="surface-battle">
      <Group justify="space-between">
        <Group>
          <Button variant="subtle" onClick={onBack}>← Surface battles</Button>
          <Title order={3}>{record.name}</Title>
          <Badge data-testid="surface-state">{record.state}</Badge>
          <Text size="sm" c="dimmed">turn {record.turn} · seed {record.seed} · {state.round} of 3 rounds this turn</Text>
        </Group>
        <Group>
          <Button variant="default" onClick={fightRest} disabled={over || busy} title="Ctrl+Enter">Resolve the rest with the default line-up</Button>
          <Button variant="default" onClick={undo} disabled={record.rounds.length === 0 || busy} title="Ctrl+Z">Undo round</Button>
        </Group>
      </Group>
      {record.input.turnBattleId && <TurnResultBar game={game} turnBattleId={record.input.turnBattleId} turn={record.turn} recordId={record.id} final={over ? state : null} />}
      {record.input.notes.length > 0 && <Alert color="blue" variant="light" title="Set up from the turn">{record.input.notes.map((n) => <Text size="sm" key={n}>{n}</Text>)}</Alert>}
      {replay.problem && <Alert color="red" title="A stored round did not replay">{replay.problem}</Alert>}
      {state.outcome && <Alert color={state.outcome.kind === 'invaderTakes' ? 'orange' : 'green'} title={`After round ${state.round}`} data-testid="surface-outcome">{state.outcome.text}</Alert>}
      {!state.outcome && state.round >= 3 && <Alert color="gray">Three rounds have been fought this turn.</Alert>}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xs">
            {(['defender', 'invader'] as const).map((side) => (
              <Stack gap={2} key={side}>
                <Text fw={600}>{SIDE_TITLE[side]}{sideName(side)}</Text>
                <Table data-testid={`surface-units-${side}`} fz="sm">
                  <Table.Tbody>
                    {state.units.filter((u) => u.side === side).map((u) => (
                      <Table.Tr key={u.id} data-testid="surface-unit" c={u.alive ? undefined : 'dimmed'}>
                        <Table.Td ff="monospace" td={u.alive ? undefined : 'line-through'}>{u.id}</Table.Td>
                        <Table.Td>{u.type} (CF {GROUND_CF[u.type]})</Table.Td>
                        <Table.Td>{!u.alive ? <Badge color="red" variant="light">destroyed</Badge> : u.landed ? <Badge color="green" variant="light">on the ground</Badge> : <Badge color="gray" variant="light">aboard</Badge>}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            ))}
            {state.os.length > 0 && <Text size="sm">Invader's OS at the planet: {state.os.map((o) => `${o.id} (OS${o.level})`).join(', ')}</Text>}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>{!over && !replay.problem && <SurfaceRoundEditor state={state} busy={busy} onFight={fight} />}</Grid.Col>
      </Grid>
      <Tabs defaultValue="log">
        <Tabs.List>
          <Tabs.Tab value="log">Log ({replay.log.length})</Tabs.Tab>
          <Tabs.Tab value="dice">Dice ({replay.dice.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="log" pt="xs">
          <Stack gap={0} data-testid="surface-log">
            {replay.log.length === 0 && <Text c="dimmed" size="sm">No round fought yet.</Text>}
            {replay.log.map((e, i) => (
              <Text size="sm" key={i} ff="monospace">R{e.round} {e.text}</Text>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="dice" pt="xs"><SurfaceDiceTable dice={replay.dice} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
