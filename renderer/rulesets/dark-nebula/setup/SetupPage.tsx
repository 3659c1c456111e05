import { Alert, Badge, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { classIdFor, poolLimit } from '../../../../shared/rulesets/dark-nebula/data/force-pools';
import { ratingText } from '../../../../shared/rulesets/dark-nebula/data/unit-classes';
import type { BuyLine } from '../../../../shared/rulesets/dark-nebula/engine/setup';
import { UNIT_CODES, type Side, type UnitCode, type World } from '../../../../shared/rulesets/dark-nebula/model';
import { setupDraftOf, setupSpending } from '../../../../shared/rulesets/dark-nebula/play/setup';
import type { SetupDraft } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { VARIANT_NAMES } from '../../../../shared/rulesets/dark-nebula/view/player-view';
import { ProblemList } from '../../../components/ProblemList';
import { getDb } from '../../../db/database';
import type { ScreenProps } from '../../../ruleset';
import { finishGameSetup, saveGroundPools, savePoolOverrides, saveSetupDraft } from '../db/game';
import { messageOf, useDnGame } from '../useDnGame';
import { GroundPoolsCard } from './GroundPoolsCard';

const SIDE_TITLE: Record<Side, string> = { human: 'Human player', aslan: 'Aslan player' };
const DRAWN = ['SC', 'DD', 'CL', 'CS', 'B1', 'B2'] as const;

/** Codes a side may buy at setup (DN §14.0, Charts): in its counter set, with a pool. */
function codesOf(world: World, side: Side): UnitCode[] {
  const state = world.sides[side];
  return UNIT_CODES.filter((code) => classIdFor(state.variant, code, state.draws, world.settings) !== null && (poolLimit(state.variant, code, state.draws, world.settings) > 0 || ['RT', 'JT', 'AT'].includes(code)));
}

/** Where a side deploys at setup (DN §14.0): its home sheet; the Vilani also imperial territory. */
function placesOf(world: World, side: Side): { value: string; label: string }[] {
  const vilani = world.sides[side].variant === 'vilani';
  return world.map.systems.filter((s) => s.boxes.some((b) => b.printed === side || (vilani && b.imperial))).map((s) => ({ value: s.name, label: s.name }));
}

/**
 * The setup (DN §14.0): the secret choices, the Aslan counter draws and the missile-boat option,
 * the independents' face-down garrisons, each player's purchases and where they deploy, and the
 * force pools (editable: the source's tables are partly lost). Every change sets the game up
 * again from its seed, so the draws stay the same; Ctrl+Z and Ctrl+Y undo and redo.
 */
export function SetupPage({ game }: ScreenProps) {
  const loaded = useDnGame(game.id);
  const past = useRef<SetupDraft[]>([]);
  const future = useRef<SetupDraft[]>([]);
  const [, bump] = useState(0);
  const [busy, setBusy] = useState(false);
  const draft = loaded ? setupDraftOf(loaded.records) : null;
  const save = async (next: SetupDraft, history: 'push' | 'undo' | 'redo' = 'push') => {
    if (!draft) return;
    setBusy(true);
    try {
      await saveSetupDraft(getDb(), game.id, next);
      if (history === 'push') {
        past.current.push(draft);
        future.current = [];
      } else if (history === 'undo') future.current.push(draft);
      else past.current.push(draft);
      bump((n) => n + 1);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The setup was not changed', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const undo = () => {
    const prev = past.current.pop();
    if (prev) void save(prev, 'undo');
  };
  const redo = () => {
    const next = future.current.pop();
    if (next) void save(next, 'redo');
  };
  useHotkeys([
    ['mod+Z', undo],
    ['mod+Y', redo],
    ['mod+shift+Z', redo],
  ]);
  if (!loaded) return null;
  const { world } = loaded;
  // A game set up before it came here (the sample, an archive) shows its setup as it stands, done.
  const shownDraft: SetupDraft = draft ?? { done: true, problems: [], aslan: { variant: world.sides.aslan.variant as 'hierate' | 'kingdom', missileBoats: world.sides.aslan.draws?.missileBoats ? 'yes' : 'no', buy: [] }, human: { variant: world.sides.human.variant as 'solomani' | 'vilani', buy: [] } };
  const done = shownDraft.done;
  const editDraft = draft ?? shownDraft;
  const finish = () =>
    modals.openConfirmModal({
      title: 'Finish the setup?',
      children: (
        <Stack gap="xs">
          <Text size="sm">The choices, draws and purchases are then fixed; turn 0 runs on the Turn screen (the Aslan special movement, the human deployment, the Aslan combat).</Text>
          {shownDraft.problems.length > 0 && (
            <Alert color="orange" title={`${shownDraft.problems.length} problem(s) stay as they are`}>
              <ProblemList problems={shownDraft.problems} />
            </Alert>
          )}
        </Stack>
      ),
      labels: { confirm: 'Finish the setup', cancel: 'Not yet' },
      confirmProps: { 'data-testid': 'confirm-finish-setup' } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          await finishGameSetup(getDb(), game.id);
          notifications.show({ color: 'green', title: 'Setup finished', message: 'Turn 0 is ready to run on the Turn screen.' });
        } catch (error) {
          notifications.show({ color: 'red', title: 'The setup was not finished', message: messageOf(error) });
        }
      },
    });
  const draws = world.sides.aslan.draws;
  const independents = world.units.filter((u) => u.owner === 'independent');
  const boxName = (id: string | undefined) => world.map.systems.flatMap((s) => s.boxes).find((b) => b.id === id)?.name ?? id ?? '';
  return (
    <Stack data-testid="dn-setup" data-done={done}>
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>Setup</Title>
          <Text size="sm" c="dimmed">
            DN §14.0. Everything here is secret: the GM sees it all, each player only their own part in their packet. {done ? 'The setup is finished.' : 'Each change sets the game up again from its seed: the draws stay the same.'}
          </Text>
        </div>
        <Group>
          <Button variant="default" onClick={undo} disabled={done || past.current.length === 0 || busy} title="Ctrl+Z">
            Undo
          </Button>
          <Button variant="default" onClick={redo} disabled={done || future.current.length === 0 || busy} title="Ctrl+Y">
            Redo
          </Button>
          <Button onClick={finish} disabled={done || busy} data-testid="finish-setup">
            {done ? 'Setup finished' : 'Finish the setup…'}
          </Button>
        </Group>
      </Group>
      {!draft && (
        <Alert color="gray" data-testid="setup-imported">
          This game was set up before it came here (a sample or an archive): its purchases are part of turn 0’s record. The draws, the independents and the force pools are below.
        </Alert>
      )}
      {shownDraft.problems.length > 0 && (
        <Alert color="orange" title="Problems of this setup" data-testid="setup-problems">
          <ProblemList problems={shownDraft.problems} />
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <Card withBorder>
          <Title order={4}>Secret choices</Title>
          <Stack gap="xs" mt="xs">
            <Select label="Human player" data={[{ value: 'solomani', label: 'Solomani' }, { value: 'vilani', label: 'Vilani (Ziru Sirka)' }]} value={shownDraft.human.variant} disabled={done || busy} allowDeselect={false} onChange={(v) => v && void save({ ...editDraft, human: { ...shownDraft.human, variant: v as 'solomani' | 'vilani' } })} data-testid="setup-human-variant" />
            <Select label="Aslan player" data={[{ value: 'hierate', label: 'Hierate (a clan)' }, { value: 'kingdom', label: 'Kingdom' }]} value={shownDraft.aslan.variant} disabled={done || busy} allowDeselect={false} onChange={(v) => v && void save({ ...editDraft, aslan: { ...shownDraft.aslan, variant: v as 'hierate' | 'kingdom' } })} data-testid="setup-aslan-variant" />
            <Select
              label="Missile boats (only with the scout 2-0-1[1])"
              data={[{ value: 'roll', label: 'Roll a die (4–6 yes)' }, { value: 'yes', label: 'The Aslan player says yes' }, { value: 'no', label: 'The Aslan player says no' }]}
              value={shownDraft.aslan.missileBoats}
              disabled={done || busy}
              allowDeselect={false}
              onChange={(v) => v && void save({ ...editDraft, aslan: { ...shownDraft.aslan, missileBoats: v as 'roll' | 'yes' | 'no' } })}
            />
          </Stack>
        </Card>
        <Card withBorder data-testid="setup-draws">
          <Title order={4}>Aslan counter draws</Title>
          <Text size="xs" c="dimmed">
            Rolled by Warpdesk from the game’s seed; told to the Aslan player only (DN §14.0).
          </Text>
          <Table fz="sm" mt="xs">
            <Table.Tbody>
              {draws &&
                DRAWN.map((code) => {
                  const id = classIdFor(world.sides.aslan.variant, code, draws, world.settings) ?? classIdFor(world.sides.aslan.variant, code === 'B1' ? 'B' : 'M', draws, world.settings);
                  const cls = id ? world.classes[id] : undefined;
                  return (
                    <Table.Tr key={code}>
                      <Table.Td>{code === 'B1' ? 'B1 / B' : code === 'B2' ? 'B2 / M' : code}</Table.Td>
                      <Table.Td>{draws[code] === 'dn' ? 'Dark Nebula set' : 'Imperium set'}</Table.Td>
                      <Table.Td ff="monospace">{cls ? `${cls.code} ${ratingText(cls)}` : ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              <Table.Tr>
                <Table.Td>MB</Table.Td>
                <Table.Td colSpan={2}>{draws?.missileBoats ? 'missile boats in use' : draws?.SC === 'imp' ? 'no missile boats' : 'not allowed (scout 1-1-1[1])'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder data-testid="setup-independents">
          <Title order={4}>Independents (face down)</Title>
          <Text size="xs" c="dimmed">
            Drawn from the bag of 27: the human draws 4 (VALKA, MIZAH), the Aslan 3 (RIA, Alis, GODORO); each seen only by its drawer.
          </Text>
          <Table fz="sm" mt="xs">
            <Table.Tbody>
              {independents.map((u) => {
                const cls = world.classes[u.classId];
                return (
                  <Table.Tr key={u.id}>
                    <Table.Td>{boxName(u.loc.kind === 'box' ? u.loc.boxId : undefined)}</Table.Td>
                    <Table.Td>{u.id}</Table.Td>
                    <Table.Td ff="monospace">{cls ? `${cls.code} ${ratingText(cls, u.strength)}` : u.classId}</Table.Td>
                    <Table.Td>seen by {(u.seenBy ?? []).join(', ') || 'nobody'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {independents.length === 0 && <Text size="sm">None placed: the map needs VALKA, MIZAH, RIA/Alis and GODORO.</Text>}
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {draft && (['human', 'aslan'] as Side[]).map((side) => (
          <PurchaseCard key={side} side={side} world={world} lines={shownDraft[side].buy} disabled={done || busy} onChange={(buy) => void save({ ...editDraft, [side]: { ...shownDraft[side], buy } })} />
        ))}
      </SimpleGrid>
      <PoolsCard world={world} disabled={busy} onSave={(overrides) => void savePoolOverrides(getDb(), game.id, overrides).catch((e) => notifications.show({ color: 'red', title: 'The pools were not changed', message: messageOf(e) }))} />
      <GroundPoolsCard world={world} editable={!!draft && !done && !busy} onSave={(pools) => void saveGroundPools(getDb(), game.id, pools).catch((e) => notifications.show({ color: 'red', title: 'The ground pools were not changed', message: messageOf(e) }))} />
    </Stack>
  );
}

function PurchaseCard({ side, world, lines, disabled, onChange }: { side: Side; world: World; lines: readonly BuyLine[]; disabled: boolean; onChange: (lines: BuyLine[]) => void }) {
  const codes = codesOf(world, side);
  const places = placesOf(world, side);
  const spending = setupSpending(world, side, lines);
  const set = (i: number, patch: Partial<BuyLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Card withBorder data-testid={`setup-buy-${side}`}>
      <Group justify="space-between">
        <Title order={4}>
          {SIDE_TITLE[side]}: {VARIANT_NAMES[world.sides[side].variant]}
        </Title>
        <Badge color={spending.spent > spending.allowance ? 'red' : 'gray'} variant="light" data-testid={`setup-spent-${side}`}>
          {spending.spent} of {spending.allowance} RU, 1 free {spending.free} · {world.sides[side].ru} RU left
        </Badge>
      </Group>
      <Table fz="sm" mt="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Unit</Table.Th>
            <Table.Th w={90}>Count</Table.Th>
            <Table.Th>Deploys at</Table.Th>
            <Table.Th w={80}>In box</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={i} data-testid="setup-buy-row">
              <Table.Td>
                <Select size="xs" aria-label="Unit" data={codes.map((c) => ({ value: c, label: c }))} value={line.code} disabled={disabled} allowDeselect={false} onChange={(v) => v && set(i, { code: v as UnitCode })} />
              </Table.Td>
              <Table.Td>
                <NumberInput size="xs" aria-label="Count" min={1} max={20} value={line.count ?? 1} disabled={disabled} onBlur={(e) => { const n = Number(e.currentTarget.value); if (Number.isInteger(n) && n >= 1 && n <= 20 && n !== (line.count ?? 1)) set(i, { count: n }); }} />
              </Table.Td>
              <Table.Td>
                <Select size="xs" aria-label="Deploys at" searchable data={places} value={line.at} disabled={disabled} allowDeselect={false} onChange={(v) => v && set(i, { at: v })} />
              </Table.Td>
              <Table.Td>
                <Checkbox aria-label="In the box" checked={line.inBox ?? false} disabled={disabled} onChange={(e) => set(i, { inBox: e.currentTarget.checked || undefined })} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" color="red" disabled={disabled} onClick={() => onChange(lines.filter((_, j) => j !== i))} aria-label={`Remove line ${i + 1}`}>
                  ✕
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="xs">
        <Button size="xs" variant="default" disabled={disabled || places.length === 0 || codes.length === 0} onClick={() => onChange([...lines, { code: lines.length === 0 ? spending.free : (codes.includes('TR') ? 'TR' : (codes[0] as UnitCode)), at: places[0]?.value ?? '' }])} data-testid={`setup-add-${side}`}>
          Add a purchase
        </Button>
        {places.length === 0 && <Text size="xs" c="red">No system of this side on the map: enter the home sheet on the Map screen.</Text>}
      </Group>
    </Card>
  );
}

/** The force pools (Charts, unit count lists) per side, each editable; an entered count is a house rule (settings.poolOverrides). */
function PoolsCard({ world, disabled, onSave }: { world: World; disabled: boolean; onSave: (overrides: Record<string, number>) => void }) {
  const overrides = world.settings.poolOverrides;
  return (
    <Card withBorder data-testid="setup-pools">
      <Title order={4}>Force pools</Title>
      <Text size="xs" c="dimmed">
        The most counters of each class a side may field (Charts; the Vilani suppression fleet does not count). The source’s tables are partly lost (digest §3.4, A3): change a count here; ground units are limited by their face-down pools.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="xs">
        {(['human', 'aslan'] as Side[]).map((side) => {
          const state = world.sides[side];
          return (
            <Table key={side} fz="xs" data-testid={`pools-${side}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{VARIANT_NAMES[state.variant]}</Table.Th>
                  <Table.Th>Rating</Table.Th>
                  <Table.Th>In play</Table.Th>
                  <Table.Th w={90}>Pool</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codesOf(world, side)
                  .filter((c) => !['RT', 'JT', 'AT'].includes(c))
                  .map((code) => {
                    const id = classIdFor(state.variant, code, state.draws, world.settings) as string;
                    const cls = world.classes[id];
                    const limit = poolLimit(state.variant, code, state.draws, world.settings);
                    return (
                      <Table.Tr key={code}>
                        <Table.Td>
                          {code} {overrides[id] !== undefined && <Badge size="xs" color="orange">house rule</Badge>}
                        </Table.Td>
                        <Table.Td ff="monospace">{cls ? ratingText(cls) : ''}</Table.Td>
                        <Table.Td>{world.units.filter((u) => u.owner === side && u.classId === id && !u.dispatched).length}</Table.Td>
                        <Table.Td>
                          <NumberInput
                            size="xs"
                            aria-label={`Pool of ${code}`}
                            min={0}
                            max={20}
                            value={limit}
                            disabled={disabled}
                            onBlur={(e) => {
                              const n = Number(e.currentTarget.value);
                              if (Number.isInteger(n) && n >= 0 && n <= 20 && n !== limit) onSave({ ...overrides, [id]: n });
                            }}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Table.Tbody>
            </Table>
          );
        })}
      </SimpleGrid>
      {Object.keys(overrides).length > 0 && (
        <Button size="xs" variant="subtle" mt="xs" disabled={disabled} onClick={() => onSave({})}>
          Back to the unit lists
        </Button>
      )}
    </Card>
  );
}
