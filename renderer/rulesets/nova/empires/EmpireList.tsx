import { Anchor, Badge, ColorSwatch, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Game } from '../../../../shared/model/entities';
import { formatRational } from '../../../../shared/rulesets/nova/exact';
import { novaEmpireOf, pregameBudget } from '../../../../shared/rulesets/nova/pregame';
import { novaRulesFromSettings } from '../../../../shared/rulesets/nova/rules-options';
import { treasuryLocation } from '../../../../shared/rulesets/nova/turn/treasury';
import { getDb } from '../../../db/database';
import { asNovaDesign } from '../db/designs';
import { purchasesOf } from '../db/empires';
import { empireHref } from './empire-route';
import { novaTables } from '../db/tables';

/** Every empire of the game with its pregame position in numbers; a row opens the empire. */
export function EmpireList({ game }: { game: Game }) {
  const db = getDb();
  const rows = useLiveQuery(async () => {
    const empires = (await db.empires.where('gameId').equals(game.id).toArray()).sort((a, b) => a.position - b.position);
    const designs = (await novaTables(db).designs.where('gameId').equals(game.id).toArray()).map(asNovaDesign);
    const units = await db.units.where('gameId').equals(game.id).toArray();
    const systems = await db.systems.where('gameId').equals(game.id).toArray();
    const options = novaRulesFromSettings(game.settings);
    return empires.map((empire) => {
      const mine = designs.filter((d) => d.empireId === empire.id);
      const budget = pregameBudget({ empire: novaEmpireOf(empire), designs: mine, purchases: purchasesOf(units.filter((u) => u.empireId === empire.id)), options, turn: game.turn });
      const empty = [budget.techTp.num === 0 ? 'no technology' : null, mine.length === 0 ? 'no designs' : null, budget.spent === 0 ? 'nothing bought' : null].filter((x): x is string => x !== null);
      // NOVA: 4.1: where the stockpiled MCr are kept (captured along with that planet).
      const at = treasuryLocation(empire);
      const treasuryAt = at ? (systems.find((s) => s.id === at)?.name ?? '?') : 'nowhere';
      return { empire, treasuryAt, designs: mine.length, budget, errors: budget.problems.filter((p) => p.severity === 'error').length, empty };
    });
  }, [game.id, game.settings, game.turn]);
  if (!rows) return null;
  return (
    <Stack data-testid="empire-list">
      <Title order={1}>Empires</Title>
      <Text c="dimmed">Each empire's starting position: technology, ship and missile designs, pregame purchases and budget (NOVA rules 3, 5 and 8.4). Open an empire to enter or check its position.</Text>
      <Table striped highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empire</Table.Th>
            <Table.Th>Home star</Table.Th>
            <Table.Th ta="right">Tech TP</Table.Th>
            <Table.Th ta="right">Designs</Table.Th>
            <Table.Th ta="right">Spent (MCr)</Table.Th>
            <Table.Th ta="right">Left (MCr)</Table.Th>
            <Table.Th>Treasury (MCr)</Table.Th>
            <Table.Th>Check</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ empire, treasuryAt, designs, budget, errors, empty }) => (
            <Table.Tr key={empire.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={empire.color} size={14} />
                  <Anchor href={empireHref(game.id, { empireId: empire.id })}>{empire.name}</Anchor>
                </Group>
              </Table.Td>
              <Table.Td>Type {novaEmpireOf(empire).homestarType}</Table.Td>
              <Table.Td ta="right">{formatRational(budget.techTp)}</Table.Td>
              <Table.Td ta="right">{designs}</Table.Td>
              <Table.Td ta="right">{budget.spent}</Table.Td>
              <Table.Td ta="right" c={budget.left < 0 ? 'red' : undefined}>
                {budget.left}
              </Table.Td>
              <Table.Td data-testid="empire-treasury">
                {Math.round(empire.treasury)} at {treasuryAt}
              </Table.Td>
              <Table.Td data-testid="empire-check">
                {errors > 0 ? (
                  <Badge color="red">
                    {errors} problem{errors === 1 ? '' : 's'}
                  </Badge>
                ) : empty.length > 0 && game.turn === 0 ? (
                  <Tooltip label={`Not set up yet: ${empty.join(', ')}`}>
                    <Badge color="orange">not set up</Badge>
                  </Tooltip>
                ) : (
                  <Badge color="green">passes</Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
