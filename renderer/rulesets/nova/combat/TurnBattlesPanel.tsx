/** "Battles of this turn": the battles the dry run of the open turn finds, their results, and Open. */
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import type { Ruling } from '../../../../shared/rulesets/nova/turn/types';
import type { TurnBattleResult } from '../../../../shared/rulesets/nova/turn/battles';
import { listBattles } from '../db/battles';
import { getDb } from '../../../db/database';
import { listSurfaceBattles } from '../db/surface-battles';
import { describeStorageError } from '../../../db/save-status';
import { loadTurnBattles, openTurnBattle } from './turn-battles';
import { novaTables } from '../db/tables';

function resultText(r: Ruling<TurnBattleResult>): string {
  const v = r.value;
  const parts = [`${v.destroyed.length} destroyed`, `${v.damaged.length} damaged`, `${v.retreated.length} retreated`];
  if (v.captured?.length) parts.push(`${v.captured.length} captured`);
  if (v.rounds !== undefined) parts.push(`${v.rounds} round${v.rounds === 1 ? '' : 's'}`);
  return parts.join(', ');
}

export function TurnBattlesPanel({ game, onOpen }: { game: Game; onOpen: (opened: { kind: 'space' | 'surface'; id: string }) => void }) {
  const db = getDb();
  const [busy, setBusy] = useState<string | null>(null);
  const data = useLiveQuery(
    () =>
      loadTurnBattles(db, game).then(
        (d) => ({ ok: true as const, ...d }),
        (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) }),
      ),
    [game.id, game.turn, game.seed, JSON.stringify(game.settings)],
  );
  // The stored battle of each turn battle opened before, by turn battle id: its state and rounds.
  const stored = useLiveQuery(async () => {
    const [space, surface] = await Promise.all([listBattles(db, game.id), listSurfaceBattles(db, game.id)]);
    const out = new Map<string, string>();
    for (const b of space) {
      const id = (b.battle as { turnBattleId?: unknown } | null)?.turnBattleId;
      if (b.turn === game.turn && typeof id === 'string') out.set(id, `${b.state}, ${b.round} round${b.round === 1 ? '' : 's'}`);
    }
    for (const b of surface) if (b.turn === game.turn && b.input.turnBattleId) out.set(b.input.turnBattleId, `${b.state}, ${b.round} round${b.round === 1 ? '' : 's'}`);
    return out;
  }, [game.id, game.turn]);
  const names = useLiveQuery(async () => {
    const [empires, systems] = await Promise.all([db.empires.where({ gameId: game.id }).toArray(), novaTables(db).systems.where({ gameId: game.id }).toArray()]);
    return { empire: new Map(empires.map((e) => [e.id, e.name])), system: new Map(systems.map((s) => [s.id, s.name])) };
  }, [game.id]);

  const open = async (battleId: string) => {
    setBusy(battleId);
    try {
      onOpen(await openTurnBattle(db, game, battleId));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The battle could not be opened', message: describeStorageError(error) });
    } finally {
      setBusy(null);
    }
  };

  if (!data) return null;
  if (!data.ok) return <Alert color="red" title={`The dry run of turn ${game.turn} failed`}>{data.error}</Alert>;
  const { run, decisions } = data;
  return (
    <Stack data-testid="turn-battles" mb="lg">
      <Group justify="space-between">
        <Title order={3}>Battles of turn {data.turn}</Title>
        {data.committed && <Badge color="gray">turn committed</Badge>}
      </Group>
      {run.battles.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="turn-battles-none">
          The dry run of turn {data.turn} finds no battle{run.stoppedAt === null ? '' : ` so far (it stops after step ${run.stoppedAt})`}. Battles appear here when the turn's orders bring hostile empires together (steps G and I).
        </Text>
      ) : (
        <Table striped data-testid="turn-battle-table">
          <Table.Thead>
            <Table.Tr><Table.Th>Battle</Table.Th><Table.Th>Kind</Table.Th><Table.Th>System</Table.Th><Table.Th>Empires</Table.Th><Table.Th>Result</Table.Th><Table.Th>Combat screen</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.battles.map((b) => {
              const ruling = decisions.battles?.[b.id] as Ruling<TurnBattleResult> | undefined;
              return (
                <Table.Tr key={b.id} data-testid="turn-battle-row">
                  <Table.Td><code>{b.id}</code></Table.Td>
                  <Table.Td>{b.kind === 'space' ? 'space (step G)' : 'surface (step I)'}</Table.Td>
                  <Table.Td>{names?.system.get(b.systemId) ?? b.systemId}</Table.Td>
                  <Table.Td>{b.empireIds.map((id) => names?.empire.get(id) ?? id).join(' vs ')}</Table.Td>
                  <Table.Td>
                    {ruling ? (
                      <Stack gap={0}>
                        <Group gap={4}><Badge color="green" data-testid="turn-battle-state">result in the turn</Badge><Text size="xs" c="dimmed">{ruling.note}</Text></Group>
                        <Text size="xs">{resultText(ruling)}</Text>
                      </Stack>
                    ) : (
                      <Badge color="yellow" data-testid="turn-battle-state">waiting for a result</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{stored?.get(b.id) ? <Text size="xs" data-testid="turn-battle-stored">opened here: {stored.get(b.id)}</Text> : <Text size="xs" c="dimmed">not opened</Text>}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant={ruling ? 'default' : 'filled'} loading={busy === b.id} onClick={() => void open(b.id)}>Open</Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {run.pending.length > 0 && <Text size="sm" c="dimmed">The turn stops after step {run.stoppedAt} until {run.pending.length === 1 ? 'this battle has' : 'these battles have'} a result: open a battle, resolve it, and send its result to the turn (or auto-resolve on the Turn screen).</Text>}
    </Stack>
  );
}
