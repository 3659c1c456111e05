import { Badge, Group, Tooltip } from '@mantine/core';
import type { OrderDiagnostic } from '../../../shared/rulesets/nova/orders/sheet';

/** The codes of a row's diagnostics, red for errors and yellow for warnings, each with its sentence on hover. */
export function RowChecks({ diagnostics, kept }: { diagnostics: readonly OrderDiagnostic[]; kept: boolean }) {
  if (diagnostics.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {kept && (
        <Badge size="xs" color="gray" variant="filled">
          kept invalid
        </Badge>
      )}
      {diagnostics.map((d, i) => (
        <Tooltip key={i} label={d.message} multiline maw={360}>
          <Badge size="xs" color={d.severity === 'error' ? (kept ? 'gray' : 'red') : 'yellow'} variant="light" data-testid="row-code">
            {d.code}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
