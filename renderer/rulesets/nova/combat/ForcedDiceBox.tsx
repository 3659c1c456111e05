/** Physical dice for the next rolls: typed values (or a dice file loaded into the box), used in order and logged as forced. */
import { Button, Group, Text, Textarea } from '@mantine/core';
import { getPlatform } from '../../../platform';
import { readForcedDice } from './forced-dice';

export function ForcedDiceBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const read = readForcedDice(value);
  const load = async () => {
    const file = await getPlatform().openTextFile({ title: 'Load dice file', filters: [{ name: 'Dice file', extensions: ['json', 'txt'] }] });
    if (file) onChange(file.text);
  };
  return (
    <div>
      <Textarea
        label="Physical dice for the next rolls"
        description="Die readings in the order they are rolled (d100: 1–100, 0 reads 100), e.g. 3 3 4 9 or d100:40; a percentage or permillage roll may be typed as its d10s, high digit first: 3-7-1 is 371, 0-0 is 100. Empty: Warpdesk rolls."
        autosize
        minRows={2}
        maxRows={6}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={read.ok ? undefined : read.problems.join('; ')}
        data-testid="forced-dice"
      />
      <Group mt={4} justify="space-between">
        <Text size="xs" c="dimmed">{read.ok ? `${read.dice.length} dice typed` : ''}</Text>
        <Button size="xs" variant="default" onClick={() => void load()}>Load dice file…</Button>
      </Group>
    </div>
  );
}
