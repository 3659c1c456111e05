/**
 * Fire allocation (phase F): one line per working weapon with its target among those its side
 * detects (out of reach: listed, not selectable), the image when the target shows echoes, the
 * XL mode, the ML missile, and the fire calculator's to-hit numbers. The order of the lines is
 * the order hits are applied (L3180): move a line with ↑ ↓. Each line is checked live.
 */
import { ActionIcon, Group, SegmentedControl, Select, Table, Text } from '@mantine/core';
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import { allocationOdds, fireRowProblem, moveRow, oddsText, targetOption, weaponOptions, type FireRow } from '../../../../../shared/rulesets/nova/combat/decision-forms';
import { profileOf } from '../../../../../shared/rulesets/nova/combat/battle';
import { workingWeapons } from '../../../../../shared/rulesets/nova/combat/ship-state';

const HOLD = '-';

export function FireForm({ battle, rows, onChange }: { battle: Battle; rows: FireRow[]; onChange: (rows: FireRow[]) => void }) {
  const options = weaponOptions(battle);
  const setRow = (i: number, patch: Partial<FireRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  let order = 0;
  return (
    <Table withTableBorder verticalSpacing={4} data-testid="fire-form">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>Order</Table.Th>
          <Table.Th>Weapon</Table.Th>
          <Table.Th>Target</Table.Th>
          <Table.Th>Options</Table.Th>
          <Table.Th>To hit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => {
          const o = options.find((x) => x.ship === row.ship && x.weapon === row.weapon);
          const ship = battle.ships.find((s) => s.id === row.ship);
          if (!o || !ship) return null;
          const w = workingWeapons(ship).find((x) => x.id === row.weapon);
          const target = o.targets.find((t) => t.id === row.target);
          const shown = target && w ? targetOption(battle, ship, w, battle.ships.find((s) => s.id === target.id) ?? ship, { ...(row.mode ? { mode: row.mode } : {}), ...(row.missile ? { missile: row.missile } : {}) }) : null;
          const odds = allocationOdds(battle, row);
          const problem = fireRowProblem(battle, rows, i);
          const firing = row.target !== null;
          if (firing) order++;
          return (
            <Table.Tr key={`${row.ship}/${row.weapon}`} data-testid="fire-row" style={firing ? undefined : { opacity: 0.7 }}>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon size="sm" variant="default" aria-label={`Move ${o.shipName} ${row.weapon} up`} disabled={i === 0} onClick={() => onChange(moveRow(rows, i, -1))}>↑</ActionIcon>
                  <ActionIcon size="sm" variant="default" aria-label={`Move ${o.shipName} ${row.weapon} down`} disabled={i === rows.length - 1} onClick={() => onChange(moveRow(rows, i, 1))}>↓</ActionIcon>
                  <Text size="xs" c="dimmed" w={18} ta="right">{firing ? order : ''}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>{o.shipName} {row.weapon}</Text>
                <Text size="xs" c="dimmed">{o.label} · {o.side}</Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Target of ${o.shipName} ${row.weapon}`}
                  size="xs"
                  w={260}
                  allowDeselect={false}
                  value={row.target ?? HOLD}
                  data={[{ value: HOLD, label: 'Hold fire' }, ...o.targets.map((t) => ({ value: t.id, label: `${t.name} — range ${t.range}${t.images > 1 ? `, ${t.images} images` : ''}${t.inReach ? '' : ' (out of reach)'}`, disabled: !t.inReach }))]}
                  onChange={(v) => {
                    const t = o.targets.find((x) => x.id === v);
                    setRow(i, { target: v === HOLD || v === null ? null : v, ...(t && t.images > 1 ? { image: 0 } : { image: undefined }) });
                  }}
                />
                {o.targets.length === 0 && <Text size="xs" c="dimmed">no enemy detected by {o.side}</Text>}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {target && target.images > 1 && (
                    <Select aria-label={`Image of ${target.name} fired at by ${o.shipName} ${row.weapon}`} size="xs" w={110} allowDeselect={false} value={String(row.image ?? 0)} data={Array.from({ length: target.images }, (_, k) => ({ value: String(k), label: `image ${k + 1}` }))} onChange={(v) => setRow(i, { image: Number(v ?? 0) })} />
                  )}
                  {o.kind === 'XL' && <SegmentedControl size="xs" aria-label={`Mode of ${row.weapon}`} value={row.mode ?? 'BL'} data={['BL', 'PL']} onChange={(v) => setRow(i, { mode: v as 'BL' | 'PL' })} />}
                  {o.kind === 'ML' && (
                    <Select aria-label={`Missile of ${o.shipName} ${row.weapon}`} size="xs" w={230} allowDeselect={false} value={row.missile ?? null} data={o.missiles.map((m) => ({ value: m.id, label: m.label, disabled: m.problem !== null }))} onChange={(v) => setRow(i, { ...(v ? { missile: v } : {}) })} />
                  )}
                  {o.kind === 'ML' && profileOf(ship).missiles.length === 0 && <Text size="xs" c="red">no missile design on board</Text>}
                </Group>
              </Table.Td>
              <Table.Td>
                {firing && <Text size="sm" data-testid="fire-odds" title={odds?.lines.join('\n')}>{odds ? oddsText(odds.toHit) : (shown?.odds ?? '')}</Text>}
                {problem && <Text size="xs" c="red" data-testid="field-problem">{problem}</Text>}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
