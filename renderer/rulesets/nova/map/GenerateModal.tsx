import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { replaceMap } from '../../../../shared/rulesets/nova/map/edits';
import { checkGenerateOptions, DEFAULT_TYPE_WEIGHTS, generateMap, type GenerateOptions } from '../../../../shared/rulesets/nova/map/generate';
import type { MapModel, MapSettings } from '../../../../shared/rulesets/nova/map/model';

function randomSeed(): string {
  const words = ['amber', 'basalt', 'cobalt', 'delta', 'ember', 'fjord', 'garnet', 'harbor', 'indigo', 'jasper', 'krypton', 'lumen', 'mistral', 'nadir', 'onyx', 'polaris'];
  return `${words[Math.floor(Math.random() * words.length)]}-${Math.floor(Math.random() * 9000) + 1000}`;
}

/**
 * The generate dialog (NOVA: 2.2 map-design guidance): systems, warp lines per system,
 * type mix, empires with fair home stars, a seed. Replaces the map after confirmation,
 * as one command the GM can undo.
 */
export function GenerateModal({ opened, onClose, map, gameId, settings, unitsOnMap, run }: { opened: boolean; onClose(): void; map: MapModel; gameId: string; settings: MapSettings; unitsOnMap: number; run(cmd: MapCommand): void }) {
  const [systems, setSystems] = useState<number | string>(40);
  const [lines, setLines] = useState<number | string>(4);
  const [empires, setEmpires] = useState<number | string>(map.empires.length);
  const [seed, setSeed] = useState(randomSeed);
  const [weights, setWeights] = useState<(number | string)[]>([...DEFAULT_TYPE_WEIGHTS]);
  const options: GenerateOptions = {
    systems: Number(systems),
    linesPerSystem: Number(lines),
    empireIds: map.empires.slice(0, Math.max(0, Math.min(map.empires.length, Number(empires) || 0))).map((e) => e.id),
    seed: seed.trim(),
    gameId,
    typeWeights: weights.map(Number),
    maxNameLength: settings.maxNameLength,
  };
  const problems = checkGenerateOptions(options);
  if (unitsOnMap > 0) problems.push(`${unitsOnMap} units of this game are in star systems of the current map; a new map would leave them nowhere. Remove them first, or generate in a new game.`);
  if (Number(empires) > map.empires.length) problems.push(`This game has ${map.empires.length} empires; add empires on the dashboard first.`);

  const generate = () => {
    const doIt = () => {
      const made = generateMap(options);
      run(replaceMap(map, `Generate ${made.systems.length} systems (seed ${options.seed})`, { systems: made.systems, lines: made.lines, homes: made.homes }));
      onClose();
    };
    if (map.systems.length === 0) return doIt();
    modals.openConfirmModal({
      title: 'Replace the map?',
      children: (
        <Text size="sm">
          The map now has {map.systems.length} systems and {map.lines.length} warp lines. Generating replaces them all, with what the empires know of them. You can undo this (Ctrl+Z).
        </Text>
      ),
      labels: { confirm: 'Replace the map', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: doIt,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Generate a map" size="lg">
      <Stack>
        <SimpleGrid cols={3}>
          <NumberInput label="Star systems" min={2} max={5000} value={systems} onChange={setSystems} />
          <NumberInput label="Warp lines per system" min={1} max={8} value={lines} onChange={setLines} description="NOVA's examples use 4" />
          <NumberInput label="Empires" min={0} max={map.empires.length} value={empires} onChange={setEmpires} description={`of ${map.empires.length} in this game`} />
        </SimpleGrid>
        <Group align="end">
          <TextInput label="Seed" description="The same seed and settings give the same map." value={seed} onChange={(e) => setSeed(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button variant="default" onClick={() => setSeed(randomSeed())}>
            New seed
          </Button>
        </Group>
        <Text size="sm" fw={600}>
          Type distribution (relative weights of types 0–8, home stars are type 8)
        </Text>
        <SimpleGrid cols={9} spacing={4}>
          {weights.map((w, type) => (
            <NumberInput
              key={type}
              label={`T${type}`}
              min={0}
              max={99}
              hideControls
              value={w}
              onChange={(v) => setWeights((old) => old.map((x, i) => (i === type ? v : x)))}
            />
          ))}
        </SimpleGrid>
        {problems.length > 0 && (
          <Alert color="red" data-testid="generate-problems">
            {problems.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={generate} disabled={problems.length > 0}>
            Generate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
