/**
 * What one side saw of a battle (NOVA: SENSOR PROBES L3104, TC reports L981–1009): its own ships'
 * fate, each enemy ship as its latest successful probe described it (size class, shields, EW,
 * sensors, DG, sensor screen), enemies it only exchanged fire with, and whether its report gets
 * home; what exchanging fire revealed without a probe (NOVA: SENSORS L909–915: the EW of ships it
 * fired at; the FC and weapons of ships that fired at it) and the sensors and DGs announced. This is the side's view, not the GM's: an unprobed enemy shows no numbers.
 */
import { Alert, Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import { battleReports } from '../../../../shared/rulesets/nova/combat/battle-reports';
import { announcementsTo, formatWeapons, revealedByFire } from '../../../../shared/rulesets/nova/combat/fire-knowledge';
import type { BattleEvent } from '../../../../shared/rulesets/nova/combat/log';
import { sideColor, sideName } from './board-view';

const FATE: Record<string, string> = { active: 'in the system', destroyed: 'destroyed', blownUp: 'blown up', jumped: 'jumped out' };

export function SideView({ battle, log }: { battle: Battle; log: readonly BattleEvent[] }) {
  const [side, setSide] = useState(battle.input.sides[0]?.id ?? '');
  const reports = battleReports(battle);
  const known = battle.knowledge[side] ?? {};
  const mine = new Set(battle.ships.filter((s) => s.side === side).map((s) => s.id));
  const enemies = battle.ships.filter((s) => s.side !== side);
  const exchanged = (id: string) => log.filter((e) => e.type === 'attack' && ((e.targetId === id && mine.has(e.shipId ?? '')) || (e.shipId === id && mine.has(e.targetId ?? '')))).length;
  const byId = new Map(battle.ships.map((s) => [s.id, s]));
  const byFire = revealedByFire(battle, log, side);
  const told = announcementsTo(battle, side);
  return (
    <Stack data-testid="side-view" gap="sm">
      <SegmentedControl value={side} onChange={setSide} data={battle.input.sides.map((s) => ({ value: s.id, label: s.name || s.id }))} data-testid="side-view-pick" />
      <Group gap="xs">
        <Text fw={600} c={sideColor(battle, side)}>{sideName(battle, side)}</Text>
        {battle.outcome ? reports.sides[side] ? <Badge color="green">its report gets home</Badge> : <Badge color="red">no report gets home (ACL)</Badge> : <Badge color="gray">battle going on</Badge>}
        {(reports.jammerSaw[side] ?? []).length > 0 && <Badge color="orange">jammed TC levels {(reports.jammerSaw[side] ?? []).join(', ')}</Badge>}
      </Group>
      <Text size="sm" data-testid="side-view-announced">
        Announced by the enemy now: {told.sensorsInUse} ship{told.sensorsInUse === 1 ? '' : 's'} using sensors (not named unless probed), {told.dgOperating} DG{told.dgOperating === 1 ? '' : 's'} operating.
      </Text>
      <Text size="sm" fw={600}>Its ships</Text>
      <Table>
        <Table.Tbody>
          {battle.ships.filter((s) => s.side === side).map((s) => (
            <Table.Tr key={s.id}><Table.Td>{s.name}</Table.Td><Table.Td>{FATE[s.status] ?? s.status}{s.endedRound ? ` (round ${s.endedRound})` : ''}</Table.Td></Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={600}>Enemy ships as its probes saw them</Text>
      {enemies.length === 0 ? (
        <Alert color="gray">No enemy ship.</Alert>
      ) : (
        <Table striped data-testid="side-view-enemies">
          <Table.Thead>
            <Table.Tr><Table.Th>Ship (GM name)</Table.Th><Table.Th>Size class</Table.Th><Table.Th>Shields</Table.Th><Table.Th>EW</Table.Th><Table.Th>Sensors</Table.Th><Table.Th>DG</Table.Th><Table.Th>SS</Table.Th><Table.Th>Last probe</Table.Th><Table.Th>EW seen firing at it</Table.Th><Table.Th>Seen firing: FC, weapons</Table.Th><Table.Th>Shots exchanged</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {enemies.map((e) => {
              const r = known[e.id];
              return (
                <Table.Tr key={e.id} data-testid="side-view-enemy">
                  <Table.Td>{e.name}</Table.Td>
                  {r ? (
                    <>
                      <Table.Td>{r.sizeClass}</Table.Td>
                      <Table.Td>{r.shields}</Table.Td>
                      <Table.Td>{r.ew}</Table.Td>
                      <Table.Td>{r.sensors ? 'yes' : 'none'}</Table.Td>
                      <Table.Td>{r.dg || '–'}</Table.Td>
                      <Table.Td>{r.ss || '–'}{r.snAtLeast ? ` (SN ≥ ${r.snAtLeast})` : ''}</Table.Td>
                      <Table.Td>round {r.round}, {r.window === 'C' ? 'start of round' : r.window === 'F' ? 'after movement' : 'end of round'} by {byId.get(r.prober)?.name ?? r.prober}</Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={7}><Text size="sm" c="dimmed">never probed: no figures known</Text></Table.Td>
                  )}
                  <Table.Td data-testid="side-view-fire-ew">{byFire[e.id]?.ew ?? '–'}</Table.Td>
                  <Table.Td data-testid="side-view-fire-seen">{byFire[e.id]?.fc != null ? `FC ${byFire[e.id]?.fc}; ${formatWeapons(byFire[e.id]?.weapons ?? {})}` : '–'}</Table.Td>
                  <Table.Td>{exchanged(e.id)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
