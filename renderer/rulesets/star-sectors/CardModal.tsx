import { Button, Chip, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SECTOR_CODES, SECTOR_NAMES } from '../../../shared/hex/arcs';
import { pointValue, shipCardSchema, WEAPON_TYPES, type ShipCard } from '../../../shared/rulesets/star-sectors/card';

const EMPTY: ShipCard = { name: '', cf: 4, df: 4, mf: 3, ss: 6, cargo: 2, nacelles: 2, cloaks: 0, weapons: [], extraEngineering: 0, hullLength: 1, arcs: ['FP', 'F', 'FS'] };
const FACTORS: { key: 'cf' | 'df' | 'mf' | 'ss' | 'cargo' | 'nacelles' | 'cloaks' | 'extraEngineering' | 'hullLength'; label: string; description: string }[] = [
  { key: 'cf', label: 'CF', description: 'Combat factor: hit number and range' },
  { key: 'df', label: 'DF', description: 'Defense factor' },
  { key: 'mf', label: 'MF', description: 'Movement factor' },
  { key: 'ss', label: 'SS', description: 'Shield strength' },
  { key: 'cargo', label: 'Cargo', description: 'Items of cargo' },
  { key: 'nacelles', label: 'Nacelles', description: 'Warp engines' },
  { key: 'cloaks', label: 'Cloaking devices', description: '' },
  { key: 'extraEngineering', label: 'Extra engineering phases', description: 'As printed on the card' },
  { key: 'hullLength', label: 'Hull length', description: 'Hexes' },
];

/** Enter or edit a ship profile card (Star Sectors II). Problems show beside their field. */
export function CardModal({ opened, initial, bankPoints, onClose, onSave }: { opened: boolean; initial: ShipCard | null; bankPoints: number; onClose: () => void; onSave: (card: ShipCard) => Promise<void> }) {
  const [card, setCard] = useState<ShipCard>(initial ?? EMPTY);
  const [weapons, setWeapons] = useState((initial ?? EMPTY).weapons.join(' '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ShipCard>(key: K, value: ShipCard[K]) => setCard((c) => ({ ...c, [key]: value }));
  const weaponList = weapons.toUpperCase().split(/[\s,]+/).filter((w) => w !== '');
  const submit = async () => {
    const parsed = shipCardSchema.safeParse({ ...card, weapons: weaponList });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= `${issue.path.length > 1 ? `${issue.path.join(' ')}: ` : ''}${issue.message}`;
      setErrors(found);
      return;
    }
    setErrors({});
    await onSave(parsed.data);
  };
  const valid = shipCardSchema.safeParse({ ...card, weapons: weaponList });
  return (
    <Modal opened={opened} onClose={onClose} title={initial ? `Edit card: ${initial.name}` : 'New profile card'} size="lg">
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Stack>
          <TextInput label="Class name" value={card.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-autofocus withAsterisk />
          <SimpleGrid cols={3}>
            {FACTORS.map((f) => (
              <NumberInput key={f.key} label={f.label} description={f.description} value={card[f.key]} min={0} allowDecimal={false} onChange={(v) => set(f.key, typeof v === 'number' ? v : 0)} error={errors[f.key]} />
            ))}
          </SimpleGrid>
          <TextInput label="Advanced weapon banks" description={`One type per bank, in bank order: ${WEAPON_TYPES.join(', ')}`} placeholder="e.g. PTL TWC" value={weapons} onChange={(e) => setWeapons(e.currentTarget.value)} error={errors.weapons} />
          <div>
            <Text size="sm" fw={500}>Firing arc</Text>
            <Text size="xs" c="dimmed" mb={4}>The shaded sectors of the seven-hex targeting diagram.</Text>
            <Chip.Group multiple value={card.arcs} onChange={(v) => set('arcs', v as ShipCard['arcs'])}>
              <Group gap="xs">
                {SECTOR_CODES.map((code, i) => (
                  <Chip key={code} value={code} size="sm" aria-label={`Arc ${SECTOR_NAMES[i]}`}>{`${code} · ${SECTOR_NAMES[i]}`}</Chip>
                ))}
              </Group>
            </Chip.Group>
            {errors.arcs && <Text c="red" size="xs">{errors.arcs}</Text>}
          </div>
          <Text size="sm" data-testid="card-points">Point value: {valid.success ? pointValue(valid.data, bankPoints) : '—'}</Text>
          <Group justify="end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit">Save card</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
