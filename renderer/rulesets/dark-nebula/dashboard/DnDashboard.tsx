import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { SIDES } from '../../../../shared/rulesets/dark-nebula/model';
import { checkDnLines } from '../../../../shared/rulesets/dark-nebula/orders/order-sheet';
import { ordersOfTurn } from '../../../../shared/rulesets/dark-nebula/play/orders';
import { setupDraftOf } from '../../../../shared/rulesets/dark-nebula/play/setup';
import { committedTurns, empireIdsOf, runOpenTurn } from '../../../../shared/rulesets/dark-nebula/play/turn';
import { phaseDef } from '../../../../shared/rulesets/dark-nebula/engine/sequence';
import { connectivity } from '../../../../shared/rulesets/dark-nebula/state/connectivity';
import { VARIANT_NAMES } from '../../../../shared/rulesets/dark-nebula/view/player-view';
import { routeHref } from '../../../navigation/router';
import { useDnGame } from '../useDnGame';

/** The Dark Nebula part of the shared Dashboard: where the game stands, each player's forces, RU and orders, what waits for the GM, and the clocks. */
export function DnDashboard({ game }: { game: Game }) {
  const loaded = useDnGame(game.id);
  const summary = useMemo(() => {
    if (!loaded) return null;
    const { records, world } = loaded;
    const ids = empireIdsOf(world);
    const lines = ordersOfTurn(records, world.turn, ids);
    const orders = Object.fromEntries(SIDES.map((side) => [side, { lines: lines[side].length, errors: checkDnLines(lines[side], { world, side }).filter((c) => c.diagnostics.some((d) => d.severity === 'error')).length }]));
    const run = runOpenTurn(records, { interactive: true });
    return { orders, run, draft: setupDraftOf(records), committed: committedTurns(records).length };
  }, [loaded]);
  if (!loaded || !summary) return null;
  const { world, records, problems } = loaded;
  const href = (screen: string) => routeHref({ page: 'game', gameId: game.id, screen });
  const pending = summary.run.ok ? summary.run.run.pending.length : 0;
  const refused = summary.run.ok ? summary.run.run.events.filter((e) => e.kind === 'order-error').length : 0;
  return (
    <Stack data-testid="dn-dashboard">
      {problems.length > 0 && <Alert color="red" title="Records that cannot be read">{problems.map((p) => `${p.where}: ${p.message}`).join('; ')}</Alert>}
      {summary.draft && !summary.draft.done ? (
        <Alert color="blue" title="Setup" data-testid="dn-stage">
          The setup is not finished: enter each player's purchases and deployment on the <Anchor href={href('dn-setup')}>Setup</Anchor> screen (DN §14.0), then finish it. {world.map.sample ? 'The map is the sample layout.' : 'Enter the printed sheets on the Map screen first.'}
        </Alert>
      ) : world.over ? (
        <Alert color="grape" title="The game is over" data-testid="dn-stage">
          {world.over.reason}: {world.over.results.map((r) => `#${r.condition} ${r.side ?? 'both'} ${r.outcome}`).join('; ')}
        </Alert>
      ) : (
        <Alert color="gray" title={`Turn ${world.turn}${world.turn === 0 ? ' (the special turn)' : ''}`} data-testid="dn-stage">
          Next: {world.cursor.player} player turn, {phaseDef(world.cursor.phase).title.toLowerCase()}. {summary.committed} turn{summary.committed === 1 ? '' : 's'} committed.{' '}
          {pending > 0 && <Badge color="orange">{pending} decision{pending === 1 ? '' : 's'} wait for you</Badge>} {refused > 0 && <Badge color="red">{refused} order line{refused === 1 ? '' : 's'} refused</Badge>}{' '}
          <Anchor href={href('dn-turn')}>Turn screen</Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['human', 'aslan'] as const).map((side) => {
          const s = world.sides[side];
          const row = records.empires.find((e) => e.id === s.empireId);
          const conn = connectivity(world, side);
          const onMap = world.units.filter((u) => u.owner === side && u.loc.kind !== 'pending').length;
          const o = summary.orders[side] as { lines: number; errors: number };
          return (
            <Card withBorder key={side} data-testid={`dn-player-${side}`}>
              <Group justify="space-between">
                <Title order={4}>{row?.name ?? side}</Title>
                <Badge variant="light" color={side === 'aslan' ? 'blue' : 'red'}>
                  {VARIANT_NAMES[s.variant]}
                </Badge>
              </Group>
              <Table mt="xs" fz="sm">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>Resource units</Table.Td>
                    <Table.Td data-testid={`dn-ru-${side}`}>{s.ru} RU</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Units on the map / on the chart</Table.Td>
                    <Table.Td>
                      {onMap} / {world.units.filter((u) => u.owner === side && u.loc.kind === 'pending').length}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Boxes connected / cut off</Table.Td>
                    <Table.Td>
                      {conn.connectedBoxes.length} / {conn.cutOffBoxes.length}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Knows the enemy</Table.Td>
                    <Table.Td>{s.knowsEnemy ? 'yes' : 'not yet'}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td>Orders for turn {world.turn}</Table.Td>
                    <Table.Td data-testid={`dn-orders-${side}`}>
                      {o.lines === 0 ? 'none entered' : `${o.lines} lines, ${o.errors} with errors`} · <Anchor href={href('dn-orders')}>Orders</Anchor>
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Card>
          );
        })}
      </SimpleGrid>
      <Card withBorder>
        <Title order={5}>Clocks</Title>
        <Text size="sm">
          Enemy capital held: Aslan {world.clocks.capital.aslan}, human {world.clocks.capital.human} player turns in a row (2 win) · every Dark Nebula box held: Aslan {world.clocks.allNebula.aslan}, human {world.clocks.allNebula.human} (4 win)
          {world.sides.human.variant === 'vilani' && ` · the governor's term ends with turn ${world.clocks.vilaniTermEnd}`}
          {world.sides.aslan.variant === 'kingdom' && ' · the Kingdom truces at the end of turn 8'}
          {world.sides.aslan.variant === 'hierate' && ` · Hierate boxes outside the AH sheet at the end of each turn: ${Object.entries(world.clocks.hierateCounts).map(([t, n]) => `turn ${t}: ${n}`).join(', ') || 'none yet'} (must grow every game turn)`}
        </Text>
      </Card>
    </Stack>
  );
}
