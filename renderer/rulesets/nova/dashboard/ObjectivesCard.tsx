import { Alert, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Game } from '../../../../shared/model/entities';
import { objectiveStandings, objectivesSettingsOf } from '../../../../shared/rulesets/nova/objectives';
import { getDb } from '../../../db/database';
import { novaTables } from '../db/tables';

const METHOD_LABEL = { none: 'none', population: 'Population (VP)', production: 'Production level', time: 'Time limit', territory: 'Territory' } as const;

/** NOVA: 8.1 GAME OBJECTIVES: the game's victory condition (Settings) and each empire's standing now (territory points accrued over the committed turns), the winner when the condition is met; NOVA: 8.2 an eliminated empire is marked with its turn, listed last. */
export function ObjectivesCard({ game }: { game: Game }) {
  const db = getDb();
  const settings = objectivesSettingsOf(game.settings);
  const standings = useLiveQuery(async () => {
    const empires = (await db.empires.where('gameId').equals(game.id).toArray()).sort((a, b) => a.position - b.position);
    const systems = await novaTables(db).systems.where('gameId').equals(game.id).toArray();
    return { names: new Map(empires.map((e) => [e.id, e.name])), result: objectiveStandings(game.turn, empires, systems, settings) };
  }, [game.id, game.turn, JSON.stringify(settings)]);
  if (!standings) return null;
  const { names, result } = standings;
  return (
    <div data-testid="objectives">
      <Title order={3} mb="xs">
        Game objectives: {METHOD_LABEL[result.method]}
      </Title>
      {result.winnerId ? (
        <Alert color="green" data-testid="objectives-text">
          {result.text}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="objectives-text">
          {result.text}
        </Text>
      )}
      <Table data-testid="objectives-table" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empire</Table.Th>
            <Table.Th ta="right">VP (population)</Table.Th>
            <Table.Th ta="right">Production (MCr)</Table.Th>
            <Table.Th ta="right">Systems (territory a turn)</Table.Th>
            <Table.Th ta="right">Territory points</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((r) => (
            <Table.Tr key={r.empireId} data-testid="objectives-row" fw={r.empireId === result.winnerId ? 700 : undefined}>
              <Table.Td>
                {names.get(r.empireId) ?? r.empireId}
                {r.eliminatedTurn !== null && (
                  <Text span size="sm" c="red" ml="xs" data-testid="objectives-eliminated">
                    eliminated on turn {r.eliminatedTurn}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{r.vp}</Table.Td>
              <Table.Td ta="right">{r.production}</Table.Td>
              <Table.Td ta="right">{r.systems}</Table.Td>
              <Table.Td ta="right">{r.points}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
