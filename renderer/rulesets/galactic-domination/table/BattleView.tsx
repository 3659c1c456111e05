import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BattleReport } from '../../../../shared/rulesets/galactic-domination/turn/model';

/** A battle as it stands (in progress: damage so far) or as it ended: each side's units, damage, destroyed, the log, VP. */
export function BattleView({ report, inProgress }: { report: BattleReport; inProgress: boolean }) {
  const b = report.battle;
  const r = b.result;
  return (
    <Paper withBorder p="sm" data-testid="battle-view" data-battle={report.id}>
      <Group justify="space-between">
        <Title order={4}>{report.label}</Title>
        <Badge color={inProgress ? 'orange' : 'gray'}>{inProgress ? `round ${b.freeRoundPending ? 'free' : b.round + 1}` : `${r?.rounds ?? b.round} round${(r?.rounds ?? b.round) === 1 ? '' : 's'}`}</Badge>
      </Group>
      <SimpleGrid cols={2} mt="xs">
        {b.sides.map((s) => {
          const units = b.combatants.filter((c) => c.sideId === s.id);
          const alive = units.filter((c) => !c.destroyed);
          return (
            <Stack key={s.id} gap={2}>
              <Text fw={600}>
                {s.name}
                {s.defender ? ' (defender)' : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {alive.length} of {units.length} units left{s.miAboard ? `, ${s.miAboard} MI aboard` : ''}
                {r ? ` · losses $${r.losses[s.id] ?? 0} · VP ${r.vp.find((v) => v.sideId === s.id)?.total ?? 0}` : ''}
              </Text>
              <Group gap={4}>
                {units.map((c) => (
                  <Badge key={c.id} size="sm" variant={c.destroyed ? 'outline' : 'light'} color={c.destroyed ? 'gray' : c.damage > 0 ? 'orange' : 'blue'} style={c.destroyed ? { textDecoration: 'line-through' } : undefined} title={`${c.label}: Defense ${c.defense}, damage ${c.damage}`}>
                    {c.code}
                    {!c.destroyed && c.damage > 0 ? ` ${c.defense - c.damage}/${c.defense}` : ''}
                  </Badge>
                ))}
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
      <List size="xs" mt="xs" spacing={0}>
        {report.log.filter((l) => l.kind !== 'allocate').map((l) => (
          <List.Item key={l.seq}>{l.text}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
