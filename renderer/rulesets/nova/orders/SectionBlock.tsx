import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SheetLine } from '../../../../shared/rulesets/nova/orders/sheet';
import type { StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { rowCells } from './grid-edit';
import type { GridRow, SectionSpec } from './grid-model';
import classes from './OrderGrid.module.css';
import { RowChecks } from './RowChecks';

export interface Selection {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/**
 * One block of the order sheet: its column heads, its lines and its empty row. A line with
 * an error is red, with the reason under it; an unreadable line keeps its text whole.
 */
export function SectionBlock(props: {
  spec: SectionSpec;
  rows: readonly { row: GridRow; index: number }[];
  lines: readonly StoredLine[];
  checked: readonly SheetLine[];
  active: { r: number; c: number };
  selection: Selection;
  editor: (r: number, c: number) => ReactNode | null;
  onCellDown: (r: number, c: number, extend: boolean) => void;
  onCellDouble: (r: number, c: number) => void;
  onToggleKeep: (lineIndex: number) => void;
}) {
  const { spec } = props;
  const width = spec.columns.length;
  const inSel = (r: number, c: number) => r >= props.selection.r0 && r <= props.selection.r1 && c >= props.selection.c0 && c <= props.selection.c1;

  return (
    <div data-testid={`section-${spec.section}`}>
      <Text fw={700} size="sm" mt="sm" mb={2} ff="var(--mantine-font-family)">
        {spec.title}
      </Text>
      <table className={classes.table}>
        <colgroup>
          {spec.widths.map((w, i) => (
            <col key={i} style={{ width: `${(100 * w) / spec.widths.reduce((a, b) => a + b, 0)}%` }} />
          ))}
          <col style={{ width: 120 }} />
        </colgroup>
        <thead>
          <tr>
            {spec.columns.map((name, i) => (
              <th key={i} title={name}>
                {name}
              </th>
            ))}
            <th>Check</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ row, index: r }) => {
            const line = row.lineIndex === null ? undefined : props.lines[row.lineIndex];
            const read = row.lineIndex === null ? undefined : props.checked[row.lineIndex];
            const diagnostics = read?.diagnostics ?? [];
            const hasError = diagnostics.some((d) => d.severity === 'error');
            const kept = line?.keepInvalid ?? false;
            const { cells, raw } = rowCells(props.lines, row);
            const rowClass = row.lineIndex === null ? classes.ghost : kept && hasError ? classes.rowKept : hasError ? classes.rowError : undefined;
            const shown = raw ? [cells[0] ?? ''] : cells;
            return [
              <tr key={line?.id ?? `ghost-${spec.section}`} className={rowClass} data-testid={row.lineIndex === null ? 'order-new-row' : 'order-row'} data-section={spec.section} data-error={hasError && !kept ? 'true' : undefined}>
                {shown.map((cell, c) => {
                  const isActive = props.active.r === r && (raw ? true : props.active.c === c);
                  const className = [classes.cell, isActive ? classes.active : '', inSel(r, c) && !isActive ? classes.selected : ''].join(' ');
                  return (
                    <td
                      key={c}
                      colSpan={raw ? width : 1}
                      className={className}
                      data-testid="order-cell"
                      data-row={r}
                      data-col={c}
                      title={cell}
                      onMouseDown={(e) => {
                        if (e.button !== 0) return;
                        props.onCellDown(r, c, e.shiftKey);
                      }}
                      onDoubleClick={() => props.onCellDouble(r, c)}
                    >
                      {cell === '' && row.lineIndex === null && c === 0 ? <span>…</span> : cell}
                      {props.editor(r, raw ? 0 : c)}
                    </td>
                  );
                })}
                <td className={classes.checkCell}>
                  <RowChecks diagnostics={diagnostics} kept={kept} onToggleKeep={row.lineIndex === null ? undefined : () => props.onToggleKeep(row.lineIndex as number)} />
                </td>
              </tr>,
              diagnostics.length > 0 ? (
                <tr key={`${line?.id}-m`} className={classes.messages} data-testid="order-messages">
                  <td colSpan={width + 1}>
                    {diagnostics.map((d, i) => (
                      <Text key={i} size="xs" c={d.severity === 'error' && !kept ? 'red' : d.severity === 'warning' ? 'yellow.8' : 'dimmed'}>
                        {d.code}: {d.message}
                        {d.suggestion ? ` — did you mean ${d.suggestion}?` : ''}
                        {raw || read?.row === null ? ` (as typed: “${line?.original ?? line?.text ?? ''}”)` : ''}
                      </Text>
                    ))}
                  </td>
                </tr>
              ) : null,
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
