import { ColorSwatch, Group, Table, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../../db/database';
import { eliminationStateOf } from '../../../../shared/rulesets/nova/turn/elimination';
import { novaTables } from '../db/tables';
import { updateEmpireDetails } from '../db/empires';
import { InlineText } from '../../../components/InlineText';

/** The empires of a game in the GM's order, with their home stars and treasuries; an eliminated empire (NOVA 8.2) is marked with its turn. */
export function EmpireTable({ gameId }: { gameId: string }) {
  const db = getDb();
  const data = useLiveQuery(async () => {
    const empires = (await db.empires.where('gameId').equals(gameId).toArray()).sort((a, b) => a.position - b.position);
    const homeIds = empires.map((e) => e.homeSystemId).filter((id): id is string => id !== null);
    const homes = await novaTables(db).systems.bulkGet(homeIds.map((id) => [gameId, id] as [string, string]));
    const homeName = new Map(homes.filter((s) => s !== undefined).map((s) => [s.id, s.name]));
    return empires.map((empire) => ({ empire, home: empire.homeSystemId ? (homeName.get(empire.homeSystemId) ?? '?') : '' }));
  }, [gameId]);
  if (!data) return null;
  return (
    <div>
      <Title order={3} mb="xs">
        Empires ({data.length})
      </Title>
      <Table data-testid="empire-table" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Empire</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Home star</Table.Th>
            <Table.Th ta="right">Treasury (MCr)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map(({ empire, home }) => (
            <Table.Tr key={empire.id}>
              <Table.Td>{empire.position}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={empire.color} size={14} />
                  <Text size="sm">{empire.name}</Text>
                  {eliminationStateOf(empire).eliminatedTurn !== undefined && (
                    <Text size="sm" c="red" style={{ whiteSpace: 'nowrap' }} data-testid="empire-eliminated">
                      eliminated on turn {eliminationStateOf(empire).eliminatedTurn}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <InlineText value={empire.playerName} save={(value) => updateEmpireDetails(db, gameId, empire.id, { playerName: value.trim() })} label={`Player of ${empire.name}`} placeholder="add the player" testId="player-name" journalKey={`empire:${gameId}:${empire.id}:playerName`} />
              </Table.Td>
              <Table.Td>
                <InlineText value={empire.playerContact} save={(value) => updateEmpireDetails(db, gameId, empire.id, { playerContact: value.trim() })} label={`Contact of ${empire.name}'s player`} placeholder="e-mail or address" testId="player-contact" journalKey={`empire:${gameId}:${empire.id}:playerContact`} />
              </Table.Td>
              <Table.Td>{home || <Text c="dimmed" size="sm">not placed</Text>}</Table.Td>
              <Table.Td ta="right">{empire.treasury}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
