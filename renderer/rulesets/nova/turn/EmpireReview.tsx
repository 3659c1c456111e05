import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { describeEvent, viewerNames, type EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import { contactsOf } from '../../../../shared/rulesets/nova/turn/contacts-state';
import { newKnowledge, shipsBySystem } from '../../../../shared/rulesets/nova/turn/world';
import { StatCard } from '../../../features/dashboard/StatCard';
import { SitrepPreview } from './SitrepPreview';
import { unitOwner } from './turn-view';

/**
 * One empire's side of the dry run (NOVA: 7.4 fog of war): the events it will be told, worded
 * with its private aliases for other empires (alien units are never named), what it newly knows,
 * its contacts, its treasury and its ships per system before and after.
 */
export function EmpireReview({ run, names, empireId }: { run: TurnRun; names: EventNames; empireId: string }) {
  const review = useMemo(() => {
    const owner = unitOwner(run.start, run.world);
    const told = run.events.filter((e) => e.audience.includes(empireId)).map((e) => ({ seq: e.seq, step: e.step, text: describeEvent(e, viewerNames(names, e, empireId, owner)) }));
    const before = shipsBySystem(run.start, empireId);
    const after = shipsBySystem(run.world, empireId);
    const systems = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => names.system(a).localeCompare(names.system(b)));
    return {
      told,
      known: newKnowledge(run.start, run.world, empireId),
      contacts: (() => {
        const empire = run.world.empires.find((e) => e.id === empireId);
        return empire ? contactsOf(empire) : [];
      })(),
      forces: systems.map((id) => ({ id, before: before.get(id) ?? 0, after: after.get(id) ?? 0 })),
      treasury: { before: run.start.empires.find((e) => e.id === empireId)?.treasury ?? 0, after: run.world.empires.find((e) => e.id === empireId)?.treasury ?? 0 },
    };
  }, [run, names, empireId]);
  const shipsBefore = review.forces.reduce((n, f) => n + f.before, 0);
  const shipsAfter = review.forces.reduce((n, f) => n + f.after, 0);

  return (
    <Stack data-testid="empire-review" data-empire={empireId}>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label="Treasury before (MCr)" value={String(review.treasury.before)} />
        <StatCard label="Treasury after (MCr)" value={String(review.treasury.after)} />
        <StatCard label="Ships before" value={String(shipsBefore)} />
        <StatCard label="Ships after" value={String(shipsAfter)} />
      </SimpleGrid>

      <Title order={4}>Its sitrep</Title>
      <SitrepPreview run={run} empireId={empireId} />

      <Title order={4}>What it will be told, event by event ({review.told.length})</Title>
      {review.told.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing this turn: orders that met no opposition and had no errors are not reported (NOVA 7.1).
        </Text>
      ) : (
        <Table verticalSpacing={4} data-testid="review-told">
          <Table.Tbody>
            {review.told.map((t) => (
              <Table.Tr key={t.seq} data-testid="review-told-line">
                <Table.Td w={60} c="dimmed">
                  {t.step === 'end' ? 'End' : t.step}
                </Table.Td>
                <Table.Td>{t.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={4}>What it newly knows ({review.known.length})</Title>
      {review.known.length === 0 ? (
        <Text size="sm" c="dimmed">
          No new or changed knowledge.
        </Text>
      ) : (
        <Table verticalSpacing={4} data-testid="review-known">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>System</Table.Th>
              <Table.Th>How</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Warp points</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {review.known.map(({ record, isNew }) => {
              const k = record as typeof record & { how?: string; type?: number; warpPoints?: { letter: string }[] };
              return (
                <Table.Tr key={record.id}>
                  <Table.Td>{names.system(record.systemId)}</Table.Td>
                  <Table.Td>{k.how ?? ''}</Table.Td>
                  <Table.Td>{k.type ?? '?'}</Table.Td>
                  <Table.Td>{(k.warpPoints ?? []).map((p) => p.letter).join(',')}</Table.Td>
                  <Table.Td>
                    <Badge color={isNew ? 'green' : 'blue'} variant="light">
                      {isNew ? 'new' : 'changed'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}

      <Group grow align="start">
        <Stack gap="xs">
          <Title order={4}>Contacts</Title>
          {review.contacts.length === 0 ? (
            <Text size="sm" c="dimmed">
              It has met no one.
            </Text>
          ) : (
            <Table verticalSpacing={4} data-testid="review-contacts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Its name for them</Table.Th>
                  <Table.Th>Level</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>Really (GM only)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {review.contacts.map((c) => (
                  <Table.Tr key={c.empireId}>
                    <Table.Td fw={600}>{c.alias}</Table.Td>
                    <Table.Td>{c.level}</Table.Td>
                    <Table.Td>turn {c.since}</Table.Td>
                    <Table.Td c="dimmed">{names.empire(c.empireId)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={4}>Ships per system</Title>
          <Table verticalSpacing={4} data-testid="review-forces">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>System</Table.Th>
                <Table.Th ta="right">Before</Table.Th>
                <Table.Th ta="right">After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.forces.map((f) => (
                <Table.Tr key={f.id} fw={f.before !== f.after ? 600 : undefined}>
                  <Table.Td>{names.system(f.id)}</Table.Td>
                  <Table.Td ta="right">{f.before}</Table.Td>
                  <Table.Td ta="right">{f.after}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Group>
    </Stack>
  );
}
