import { Card, Select, SimpleGrid, Text, Title } from '@mantine/core';
import { DEFAULT_SETTINGS, SETTING_LABELS, type StarSectorsSettings } from '../../../shared/rulesets/star-sectors/settings';

/** Rules the book leaves open, with their defaults (docs/star-sectors.md, "Settings"). */
export function RulesSettings({ settings, onChange }: { settings: StarSectorsSettings; onChange: (settings: StarSectorsSettings) => void }) {
  const keys = Object.keys(SETTING_LABELS) as (keyof StarSectorsSettings)[];
  return (
    <Card withBorder>
      <Title order={3}>Rule settings</Title>
      <Text size="sm" c="dimmed" mb="sm">Where the rulebook is open to more than one reading. Defaults are marked; see the user guide for each.</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {keys.map((key) => {
          const { label, options } = SETTING_LABELS[key];
          return (
            <Select
              key={key}
              label={label}
              allowDeselect={false}
              data={Object.entries(options).map(([value, text]) => ({ value, label: String(DEFAULT_SETTINGS[key]) === value ? `${text} (default)` : text }))}
              value={String(settings[key])}
              onChange={(value) => value !== null && onChange({ ...settings, [key]: key === 'bankPoints' ? Number(value) : value })}
            />
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
