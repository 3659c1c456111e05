import { SimpleGrid, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../../db/database';
import { StatCard } from '../../../features/dashboard/StatCard';
import type { ScreenProps } from '../../../ruleset';
import { EmpireTable } from './EmpireTable';
import { ObjectivesCard } from './ObjectivesCard';
import { OrderStatusTable } from './OrderStatusTable';

/** NOVA's part of the Dashboard: the map in numbers, the empires, who has sent orders, and the game's objectives. */
export function NovaDashboard({ game }: ScreenProps) {
  const db = getDb();
  const counts = useLiveQuery(
    async () => ({
      systems: await db.systems.where('gameId').equals(game.id).count(),
      warpLines: await db.warpLines.where('gameId').equals(game.id).count(),
      units: await db.units.where('gameId').equals(game.id).count(),
    }),
    [game.id],
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label="Turn" value={game.turn === 0 ? 'pregame' : String(game.turn)} />
        <StatCard label="Star systems" value={counts ? String(counts.systems) : '…'} />
        <StatCard label="Warp lines" value={counts ? String(counts.warpLines) : '…'} />
        <StatCard label="Units" value={counts ? String(counts.units) : '…'} />
      </SimpleGrid>
      <EmpireTable gameId={game.id} />
      <OrderStatusTable game={game} />
      <ObjectivesCard game={game} />
    </Stack>
  );
}
