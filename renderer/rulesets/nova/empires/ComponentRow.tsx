import { ActionIcon, Checkbox, Select, Table, Text } from '@mantine/core';
import { COMPONENT_CODES, FIXED_COMPONENTS, type DesignComponent } from '../../../../shared/rulesets/nova/design-model';
import { formatRational, type Rational } from '../../../../shared/rulesets/nova/exact';
import { techEntry } from '../../../../shared/rulesets/nova/tech-chart';
import { LevelInput } from './LevelInput';

const CODE_OPTIONS = COMPONENT_CODES.map((code) => ({ value: code, label: `${code} — ${techEntry(code)?.name ?? code}` }));

/** One component line of the design sheet: count, code, level (HF for AR), LT for JD, intrinsic for TC; computed size and cost. */
export function ComponentRow({
  index,
  component,
  size,
  cost,
  problems,
  onChange,
  onRemove,
  onEnter,
}: {
  index: number;
  component: DesignComponent;
  size: number;
  cost: Rational;
  problems: string[];
  onChange: (next: DesignComponent) => void;
  onRemove: () => void;
  onEnter: () => void;
}) {
  const fixed = FIXED_COMPONENTS.includes(component.code);
  const levelLabel = component.code === 'AR' ? 'HF' : component.code === 'SI' ? 'SI' : 'level';
  return (
    <Table.Tr
      data-testid={`component-row-${index}`}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.ctrlKey) {
          e.preventDefault();
          onEnter();
        }
      }}
    >
      <Table.Td>
        <LevelInput label={`line ${index + 1} count`} width={60} value={component.count} onSave={(v) => v !== null && Number.isInteger(v) && v >= 1 && onChange({ ...component, count: v })} />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`line ${index + 1} component`}
          size="xs"
          w={230}
          data={CODE_OPTIONS}
          value={component.code}
          searchable
          allowDeselect={false}
          onChange={(v) => v && onChange({ code: v as DesignComponent['code'], count: component.count, level: FIXED_COMPONENTS.includes(v as DesignComponent['code']) ? 0 : component.level || 1 })}
        />
      </Table.Td>
      <Table.Td>
        {fixed ? (
          <Text size="xs" c="dimmed">—</Text>
        ) : (
          <LevelInput label={`line ${index + 1} ${levelLabel}`} value={component.level} onSave={(v) => v !== null && Number.isInteger(v) && onChange({ ...component, level: v })} />
        )}
      </Table.Td>
      <Table.Td>
        {component.code === 'JD' && (
          <LevelInput
            label={`line ${index + 1} LT`}
            width={60}
            value={component.lt}
            onSave={(v) => {
              const { lt: _old, ...rest } = component;
              onChange(v === null ? rest : { ...rest, lt: v });
            }}
          />
        )}
        {component.code === 'TC' && (
          <Checkbox
            size="xs"
            label="intrinsic"
            checked={!!component.intrinsic}
            onChange={(e) => {
              const { intrinsic: _old, ...rest } = component;
              onChange(e.currentTarget.checked ? { ...rest, intrinsic: true } : rest);
            }}
          />
        )}
      </Table.Td>
      <Table.Td ta="right">{size > 0 ? size : '-'}</Table.Td>
      <Table.Td ta="right">{formatRational(cost)}</Table.Td>
      <Table.Td>
        {problems.map((p) => (
          <Text key={p} size="xs" c="red">
            {p}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" aria-label={`remove line ${index + 1}`} onClick={onRemove}>
          ×
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
