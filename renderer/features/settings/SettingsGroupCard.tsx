import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Game } from '../../../shared/model/entities';
import { describeSettings } from '../../../shared/settings/describe';
import { changeSetting, effectiveSettings, type SettingsGroup } from '../../../shared/settings/groups';
import { getDb } from '../../db/database';
import { updateGame } from '../../db/games';
import { describeStorageError } from '../../db/save-status';
import { SettingControl } from './SettingControl';

/** One group of options: each field with its control, its default, and a way back to the default. */
export function SettingsGroupCard({ game, group }: { game: Game; group: SettingsGroup }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = game.settings[group.id];
  const values = effectiveSettings(group, stored);
  const storedKeys = new Set(typeof stored === 'object' && stored !== null ? Object.keys(stored) : []);

  const save = async (key: string, value: unknown) => {
    const changed = changeSetting(group, stored, key, value);
    if (!changed.ok) {
      setErrors((current) => ({ ...current, [key]: changed.reason }));
      return;
    }
    try {
      await updateGame(getDb(), game.id, { settings: { ...game.settings, [group.id]: changed.value } });
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    } catch (error) {
      setErrors((current) => ({ ...current, [key]: describeStorageError(error) }));
    }
  };

  return (
    <Card withBorder padding="lg" data-testid={`settings-group-${group.id}`}>
      <Title order={3}>{group.title}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {group.intro}
      </Text>
      <Stack gap="lg">
        {describeSettings(group.schema).map((field) => (
          <SettingControl
            key={field.key}
            field={field}
            value={values[field.key]}
            changed={storedKeys.has(field.key)}
            error={errors[field.key]}
            onChange={(value) => void save(field.key, value)}
            onReset={() => void save(field.key, undefined)}
          />
        ))}
      </Stack>
    </Card>
  );
}
