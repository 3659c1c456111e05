import { Alert, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ScreenProps } from '../../ruleset';
import { getDb } from '../../db/database';
import { describeStorageError } from '../../db/save-status';
import { saveRules, saveSetup } from './repository';
import { RulesSettings } from './RulesSettings';
import { SideFleet } from './SideFleet';
import { useBattle } from './useBattle';

/** Star Sectors III "To Start": the fleet point value, each side's cards, ships and supplies, and the rule settings. */
export function FleetPage({ game }: ScreenProps) {
  const loaded = useBattle(game.id);
  if (!loaded) return null;
  const { battle, setup, problems, designs, units } = loaded;
  const fail = (error: unknown) => notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
  return (
    <Stack data-testid="ss-fleet">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>Fleet</Title>
          <Text c="dimmed" size="sm">Point value: CF, plus one for each cloaking device and extra engineering phase, and {battle.settings.bankPoints} for each advanced weapon bank (rule setting below).</Text>
        </div>
        <NumberInput label="Fleet point value" description="Each side's points for ships and supplies" w={220} min={1} max={10000} allowDecimal={false} value={setup.fleetPoints} onChange={(v) => typeof v === 'number' && v >= 1 && void saveSetup(getDb(), game, { fleetPoints: v }).catch(fail)} />
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title="Records that cannot be read">
          {problems.map((p, i) => <Text key={i} size="sm">{p.where}: {p.message}</Text>)}
        </Alert>
      )}
      {battle.sides.map((side, index) => (
        <SideFleet key={side.id} gameId={game.id} side={side} sideIndex={index} battle={battle} fleetPoints={setup.fleetPoints} designs={designs} units={units} />
      ))}
      <RulesSettings settings={battle.settings} onChange={(rules) => void saveRules(getDb(), game, rules).catch(fail)} />
    </Stack>
  );
}
