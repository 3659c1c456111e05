import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { checkNewGame, createGameRecords, defaultEmpireNames, MAX_EMPIRES, MIN_EMPIRES } from '../../../shared/library/new-game';
import { RULESET_NAMES, RULESETS, type Ruleset } from '../../../shared/model/entities';
import type { Problem } from '../../../shared/format/problems';
import { getDb } from '../../db/database';
import { insertGame, newGameId } from '../../db/games';
import { describeStorageError } from '../../db/save-status';
import { checkStarSectorsNewGame, DEFAULT_FLEET_POINTS, defaultSideNames, withStarSectorsSetup } from '../../../shared/rulesets/star-sectors/new-game';

const DEFAULT_EMPIRES = 6;

/** "New game": name, ruleset, and the empires by name. Problems show beside the field they concern. */
export function NewGameModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (gameId: string) => void }) {
  const [name, setName] = useState('');
  const [ruleset, setRuleset] = useState<Ruleset>('nova');
  const [empires, setEmpires] = useState<string[]>(() => defaultEmpireNames(DEFAULT_EMPIRES));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fleetPoints, setFleetPoints] = useState(DEFAULT_FLEET_POINTS);
  // Star Sectors calls its players' forces sides, not empires.
  const ss = ruleset === 'star-sectors';
  const Noun = ss ? 'Side' : 'Empire';

  const problemAt = (where: string) => problems.find((p) => p.where === where)?.message;
  const reset = () => {
    setName('');
    setRuleset('nova');
    setEmpires(defaultEmpireNames(DEFAULT_EMPIRES));
    setProblems([]);
    setFailure(null);
    setFleetPoints(DEFAULT_FLEET_POINTS);
  };
  const close = () => {
    reset();
    onClose();
  };
  const resize = (count: number) => {
    setEmpires((current) => (count <= current.length ? current.slice(0, count) : [...current, ...defaultEmpireNames(count).slice(current.length)]));
  };
  const submit = async () => {
    const input = { name, ruleset, empireNames: empires };
    const found = ss ? checkStarSectorsNewGame(input, fleetPoints) : checkNewGame(input);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const id = newGameId();
      const records = createGameRecords(input, id, new Date().toISOString());
      await insertGame(getDb(), ss ? withStarSectorsSetup(records, fleetPoints) : records);
      reset();
      onClose();
      onCreated(id);
    } catch (error) {
      setFailure(describeStorageError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="New game" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput label="Name" placeholder="e.g. Orion Reach 2027" value={name} onChange={(e) => setName(e.currentTarget.value)} error={problemAt('name')} data-autofocus withAsterisk />
          <Group grow>
            <Select
              label="Ruleset"
              data={RULESETS.map((r) => ({ value: r, label: RULESET_NAMES[r] }))}
              value={ruleset}
              onChange={(value) => {
                if (!value) return;
                setRuleset(value as Ruleset);
                if (value === 'star-sectors' && empires.every((e) => /^Empire \d+$/.test(e))) setEmpires(defaultSideNames(2));
                if (value !== 'star-sectors' && empires.every((e) => /^Side [A-Z]$/.test(e))) setEmpires(defaultEmpireNames(DEFAULT_EMPIRES));
              }}
              allowDeselect={false}
            />
            <NumberInput
              label={ss ? 'Number of sides' : 'Number of empires'}
              min={MIN_EMPIRES}
              max={MAX_EMPIRES}
              value={empires.length}
              onChange={(value) => typeof value === 'number' && value >= MIN_EMPIRES && value <= MAX_EMPIRES && resize(value)}
              error={problemAt('empireNames')}
              clampBehavior="strict"
              allowDecimal={false}
            />
          </Group>
          {ss && <NumberInput label="Fleet point value" description="What each side spends on ships, mines, dilithium, trilithium and command crews" min={1} max={10000} allowDecimal={false} value={fleetPoints} onChange={(v) => typeof v === 'number' && setFleetPoints(v)} error={problemAt('fleetPoints')} />}
          <Text size="sm" fw={500}>
            {ss ? 'Sides' : 'Empires'}
          </Text>
          <Stack gap={6} mah={320} style={{ overflowY: 'auto' }}>
            {empires.map((empire, index) => (
              <Group key={index} gap="xs" wrap="nowrap">
                <Text size="sm" w={24} ta="right" c="dimmed">
                  {index + 1}
                </Text>
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`${Noun} ${index + 1} name`}
                  value={empire}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setEmpires((current) => current.map((old, i) => (i === index ? value : old)));
                  }}
                  error={problemAt(`empireNames[${index}]`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${Noun.toLowerCase()} ${index + 1}`}
                  disabled={empires.length <= (ss ? 2 : MIN_EMPIRES)}
                  onClick={() => setEmpires((current) => current.filter((_, i) => i !== index))}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create game
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
