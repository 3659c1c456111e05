import { Badge, Button, Group, Tooltip } from '@mantine/core';
import type { SheetDiagnostic } from '../../../shared/orders/sheet-spec';

/** The codes of a row's diagnostics, red for errors and yellow for warnings, each with its sentence on hover. */
export function RowChecks({ diagnostics, kept, onToggleKeep }: { diagnostics: readonly SheetDiagnostic[]; kept: boolean; onToggleKeep?: () => void }) {
  if (diagnostics.length === 0) return null;
  const hasError = diagnostics.some((d) => d.severity === 'error');
  return (
    <Group gap={4} wrap="wrap">
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
      {hasError && onToggleKeep && (
        <Tooltip label={kept ? 'Take the mark off: the line must be fixed (Ctrl+K)' : 'Keep this line as written, invalid: it is not executed (Ctrl+K)'}>
          <Button size="compact-xs" variant="subtle" color="gray" onMouseDown={(e) => e.stopPropagation()} onClick={onToggleKeep} data-testid="keep-invalid">
            {kept ? 'unkeep' : 'keep'}
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}
