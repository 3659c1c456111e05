import { Anchor, Badge, ColorSwatch, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Game } from '../../../../shared/model/entities';
import { BudgetSummary } from './BudgetSummary';
import { DesignPrintSheet } from './DesignPrintSheet';
import { DesignsPanel } from './DesignsPanel';
import { EmpireDetailsPanel } from './EmpireDetailsPanel';
import { empireHref, goEmpire, type EmpirePage, type EmpireRoute } from './empire-route';
import { OverridesPanel } from './OverridesPanel';
import { PregamePanel } from './PregamePanel';
import { RepairsPanel } from './RepairsPanel';
import { TechnologyPanel } from './TechnologyPanel';
import { useEmpireData } from './useEmpireData';
import { InlineText } from '../../../components/InlineText';
import { getDb } from '../../../db/database';
import { updateEmpireDetails } from '../db/empires';

/** One empire: its pages as tabs, with the budget always in view. */
export function EmpireView({ game, route }: { game: Game; route: EmpireRoute & { empireId: string } }) {
  const data = useEmpireData(game, route.empireId);
  if (data === undefined) return null;
  if (data === null) {
    return (
      <Stack>
        <Title order={2}>This empire is not in the game</Title>
        <Anchor href={empireHref(game.id, {})}>Back to the empires</Anchor>
      </Stack>
    );
  }
  const errors = data.budget.problems.filter((p) => p.severity === 'error').length;
  const overrides = Object.keys(data.nova.overrides).length + data.designs.reduce((n, d) => n + Object.keys(d.nova.overrides).length, 0);
  return (
    <Stack data-testid="empire-view">
      <Group justify="space-between" className="no-print">
        <Group gap="xs">
          <Anchor href={empireHref(game.id, {})} size="sm">
            ← Empires
          </Anchor>
          <ColorSwatch color={data.empire.color} size={18} />
          <Title order={1} data-testid="empire-name">
            {data.empire.name}
          </Title>
          {errors === 0 ? <Badge color="green">position passes the checks</Badge> : <Badge color="red">{errors} problem{errors === 1 ? '' : 's'}</Badge>}
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text c="dimmed" size="sm">
            Player
          </Text>
          <InlineText value={data.empire.playerName} save={(value) => updateEmpireDetails(getDb(), game.id, data.empire.id, { playerName: value.trim() })} label={`Player of ${data.empire.name}`} placeholder="no player named: add one" w={220} testId="empire-player-name" journalKey={`empire:${game.id}:${data.empire.id}:playerName`} />
        </Group>
      </Group>
      <BudgetSummary budget={data.budget} />
      <Tabs value={route.page} onChange={(page) => goEmpire(game.id, { empireId: route.empireId, page: (page ?? 'technology') as EmpirePage })} keepMounted={false}>
        <Tabs.List className="no-print">
          <Tabs.Tab value="technology">Technology</Tabs.Tab>
          <Tabs.Tab value="designs">Designs ({data.designs.length})</Tabs.Tab>
          <Tabs.Tab value="pregame">Pregame</Tabs.Tab>
          <Tabs.Tab value="overrides">Overrides ({overrides})</Tabs.Tab>
          <Tabs.Tab value="print">Print sheet</Tabs.Tab>
          <Tabs.Tab value="details">Player and notes</Tabs.Tab>
          <Tabs.Tab value="repairs">Repairs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="technology" pt="md">
          <TechnologyPanel game={game} data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="designs" pt="md">
          <DesignsPanel game={game} data={data} designId={route.designId} />
        </Tabs.Panel>
        <Tabs.Panel value="pregame" pt="md">
          <PregamePanel game={game} data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="overrides" pt="md">
          <OverridesPanel game={game} data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="print" pt="md">
          <DesignPrintSheet game={game} data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="md">
          <EmpireDetailsPanel game={game} data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="repairs" pt="md">
          <RepairsPanel game={game} data={data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
