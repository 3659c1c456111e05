import { Badge, Button, Card, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { factionOf, GROUND_POOLS, INDEPENDENT_GROUND, poolLimit } from '../../../../shared/rulesets/dark-nebula/data/force-pools';
import type { Faction, GroundCode, Side, World } from '../../../../shared/rulesets/dark-nebula/model';

const GROUND_CODES: readonly GroundCode[] = ['RT', 'JT', 'AT'];
const FACTION_NAMES: Record<Faction, string> = { aslan: 'Aslan', solomani: 'Solomani', vilani: 'Vilani', independent: 'Independents' };

/** "4, 5, 5, 6" → strengths, or what is wrong with the text. */
function readStrengths(text: string): number[] | string {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length > 20) return 'At most 20 counters in a pool';
  const out: number[] = [];
  for (const p of parts) {
    const n = Number(p);
    if (!Number.isInteger(n) || n < 1 || n > 20) return `“${p}” is not a strength (a whole number from 1 to 20)`;
    out.push(n);
  }
  return out;
}

/**
 * The face-down ground pools (DN §5.0(GF), Table 1) of both sides' factions and the independents'
 * bag: the strengths a raised or placed ground unit is drawn from. Entered during the setup only
 * (settings.groundPools, a house rule); once the setup is finished the pools are in play.
 */
export function GroundPoolsCard({ world, editable, onSave }: { world: World; editable: boolean; onSave: (pools: Record<string, number[]>) => void }) {
  const entered = world.settings.groundPools;
  const factions: Faction[] = [factionOf(world.sides.human.variant), 'aslan', 'independent'];
  return (
    <Card withBorder data-testid="setup-ground-pools">
      <Title order={4}>Face-down ground pools</Title>
      <Text size="xs" c="dimmed">
        The strengths ground units are drawn from at random (DN §5.0(GF), Table 1; independents: the gray column of the setup bag). Type strengths separated by commas; an entered pool is a house rule.
        {editable ? ' The setup is run again on the new pools.' : ' The setup is finished: these are the pools in play, which change only as units are raised and lost.'}
      </Text>
      <Table fz="xs" mt="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pool</Table.Th>
            <Table.Th>Table 1</Table.Th>
            <Table.Th>Strengths</Table.Th>
            <Table.Th>Face down now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {factions.flatMap((faction) =>
            GROUND_CODES.map((code) => {
              const key = `${faction}.${code}`;
              const printed = faction === 'independent' ? INDEPENDENT_GROUND[code] : GROUND_POOLS[faction][code];
              const side = (['human', 'aslan'] as Side[]).find((s) => factionOf(world.sides[s].variant) === faction);
              const now = side ? world.sides[side].groundPool[code] : world.bag.filter((b) => b.classId === `independent.${code}`).map((b) => b.strength ?? 0);
              // A class this game's settings leave out of the side's unit list (A3, a pool count of 0) draws nothing.
              const fielded = !side || poolLimit(world.sides[side].variant, code, world.sides[side].draws, world.settings) > 0;
              return (
                <StrengthRow key={key} label={`${FACTION_NAMES[faction]} ${code}`} printed={printed} value={entered[key] ?? printed} houseRule={entered[key] !== undefined} now={now} fielded={fielded} editable={editable}
                  onSave={(strengths) => {
                    const next = { ...entered };
                    if (JSON.stringify([...strengths].sort((a, b) => a - b)) === JSON.stringify([...printed].sort((a, b) => a - b))) delete next[key];
                    else next[key] = strengths;
                    onSave(next);
                  }}
                />
              );
            }),
          )}
        </Table.Tbody>
      </Table>
      {Object.keys(entered).length > 0 && (
        <Button size="xs" variant="subtle" mt="xs" disabled={!editable} onClick={() => onSave({})}>
          Back to Table 1
        </Button>
      )}
    </Card>
  );
}

function StrengthRow({ label, printed, value, houseRule, now, fielded, editable, onSave }: { label: string; printed: readonly number[]; value: readonly number[]; houseRule: boolean; now: readonly number[]; fielded: boolean; editable: boolean; onSave: (strengths: number[]) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft === null ? null : readStrengths(draft);
  return (
    <Table.Tr>
      <Table.Td>
        {label} {houseRule && <Badge size="xs" color="orange">house rule</Badge>}
      </Table.Td>
      <Table.Td ff="monospace">{printed.join(', ')}</Table.Td>
      <Table.Td w={220}>
        <TextInput
          size="xs"
          aria-label={`Strengths of ${label}`}
          value={draft ?? value.join(', ')}
          disabled={!editable}
          error={typeof problem === 'string' ? problem : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDraft(null);
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          onBlur={() => {
            if (draft === null) return;
            const read = readStrengths(draft);
            if (typeof read === 'string') return; // the message stays under the field; nothing is saved
            setDraft(null);
            if (read.join(',') !== value.join(',')) onSave(read);
          }}
        />
      </Table.Td>
      <Table.Td ff="monospace">{!fielded ? 'not in this game (Settings, force pools)' : now.length > 0 ? [...now].sort((a, b) => a - b).join(', ') : '—'}</Table.Td>
    </Table.Tr>
  );
}
