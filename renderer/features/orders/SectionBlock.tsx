import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LineCheck, OrderLine, SheetSectionSpec } from '../../../shared/orders/sheet-spec';
import { rowCells } from './grid-edit';
import type { AnySheetSpec, GridRow } from './grid-model';
import classes from './OrderGrid.module.css';
import { RowChecks } from './RowChecks';

export interface Selection {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

/**
 * One block of the order sheet: its column heads, its lines and its blank rows. A line with
 * an error is red, with the reason under it; an unreadable line keeps its text whole.
 */
export function SectionBlock<S extends string>(props: {
  spec: AnySheetSpec<S>;
  section: SheetSectionSpec<S>;
  rows: readonly { row: GridRow<S>; index: number }[];
  lines: readonly OrderLine<S>[];
  checks: readonly LineCheck[];
  active: { r: number; c: number };
  selection: Selection;
  editor: (r: number, c: number) => ReactNode | null;
  onCellDown: (r: number, c: number, extend: boolean) => void;
  onCellDouble: (r: number, c: number) => void;
  onToggleKeep: (lineIndex: number) => void;
}) {
  const { section } = props;
  const width = section.columns.length;
  const totalWidth = section.columns.reduce((a, c) => a + c.width, 0);
  const inSel = (r: number, c: number) => r >= props.selection.r0 && r <= props.selection.r1 && c >= props.selection.c0 && c <= props.selection.c1;

  return (
    <div data-testid={`section-${section.id}`}>
      <Text fw={700} size="sm" mt="sm" mb={2} ff="var(--mantine-font-family)">
        {section.title}
      </Text>
      <table className={classes.table}>
        <colgroup>
          {section.columns.map((column, i) => (
            <col key={i} style={{ width: `${(100 * column.width) / totalWidth}%` }} />
          ))}
          <col style={{ width: 104 }} />
        </colgroup>
        <thead>
          <tr>
            {section.columns.map((column, i) => (
              <th key={i} title={column.label} style={column.align ? { textAlign: column.align } : undefined}>
                {column.label}
              </th>
            ))}
            <th>Check</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map(({ row, index: r }) => {
            const line = row.lineIndex === null ? undefined : props.lines[row.lineIndex];
            const check = row.lineIndex === null ? undefined : props.checks[row.lineIndex];
            const diagnostics = check?.diagnostics ?? [];
            const hasError = diagnostics.some((d) => d.severity === 'error');
            const kept = line?.keepInvalid ?? false;
            const { cells, raw } = rowCells(props.spec, props.lines, row);
            const rowClass = row.lineIndex === null ? classes.ghost : kept && hasError ? classes.rowKept : hasError ? classes.rowError : undefined;
            const shown = raw ? [cells[0] ?? ''] : cells;
            return [
              <tr key={line?.id ?? `ghost-${section.id}-${row.blank ?? 0}`} className={rowClass} data-testid={row.lineIndex === null ? 'order-new-row' : 'order-row'} data-section={section.id} data-error={hasError && !kept ? 'true' : undefined} data-unreadable={check?.unreadable ? 'true' : undefined}>
                {shown.map((cell, c) => {
                  const isActive = props.active.r === r && (raw ? true : props.active.c === c);
                  const className = [classes.cell, isActive ? classes.active : '', inSel(r, c) && !isActive ? classes.selected : ''].join(' ');
                  const align = raw ? undefined : section.columns[c]?.align;
                  return (
                    <td
                      key={c}
                      colSpan={raw ? width : 1}
                      className={className}
                      style={align ? { textAlign: align } : undefined}
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
                      {cell === '' && row.lineIndex === null ? placeholder(section, c) : cell}
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
                        {raw || check?.unreadable ? ` (as typed: “${line?.original ?? line?.text ?? ''}”)` : ''}
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

/** What a blank row's empty cell shows (dimmed, as the whole row is): the column's placeholder, or "…" in the first column. */
function placeholder(section: SheetSectionSpec<string>, column: number): ReactNode {
  const text = section.columns[column]?.placeholder ?? (column === 0 ? '…' : null);
  return text === null ? null : <span>{text}</span>;
}
