import { Grid, Stack, Title } from '@mantine/core';
import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { CheckContext } from '../../../../shared/rulesets/nova/orders/check-context';
import type { SheetLine } from '../../../../shared/rulesets/nova/orders/sheet';
import type { StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { CellEditor, type Move } from './CellEditor';
import { clearRange, deleteRows, insertRow, moveRow, rowCells, setBlock, setCell, toggleKeep } from './grid-edit';
import { copyText, gridRows, readPaste, SECTIONS, specOf } from './grid-model';
import classes from './OrderGrid.module.css';
import { SectionBlock, type Selection } from './SectionBlock';

export interface OrderGridProps {
  lines: readonly StoredLine[];
  checked: readonly SheetLine[];
  context: CheckContext | null;
  onChange: (next: StoredLine[]) => void;
  onUndo: () => void;
  onRedo: () => void;
  newId: () => string;
}

/**
 * The order sheet as a spreadsheet: front (income, expenditures, commissions, research) and
 * back (movement, general orders). Arrows, Tab, Enter, Home/End move; typing overwrites;
 * F2 or Enter edits; Delete clears; Ctrl+C/Ctrl+V copy and paste ranges (tab-separated, so
 * a spreadsheet's cells paste straight in); Insert adds a row, Ctrl+Delete deletes rows,
 * Alt+↑/↓ moves a row in priority order; Ctrl+K keeps an invalid line as written;
 * Ctrl+Z / Ctrl+Y undo and redo.
 */
export function OrderGrid(props: OrderGridProps) {
  const { lines } = props;
  const rows = useMemo(() => gridRows(lines), [lines]);
  const [cursor, setActive] = useState({ r: 0, c: 0 });
  const [anchor, setAnchor] = useState<{ r: number; c: number } | null>(null);
  const [editing, setEditing] = useState<{ initial: string } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // As in a spreadsheet: after typing across a row with Tab, Enter goes to the next row's column where the typing began.
  const tabStart = useRef<number | null>(null);

  const widthOf = (r: number) => {
    const row = rows[r];
    if (!row) return 1;
    return rowCells(lines, row).raw ? 1 : specOf(row.section).columns.length;
  };
  const clamp = (r: number, c: number) => {
    const rr = Math.max(0, Math.min(rows.length - 1, r));
    return { r: rr, c: Math.max(0, Math.min(widthOf(rr) - 1, c)) };
  };

  // The cursor as stored may point past the rows after a delete; it is shown and used clamped.
  const active = clamp(cursor.r, cursor.c);

  const selection: Selection = anchor ? { r0: Math.min(anchor.r, active.r), r1: Math.max(anchor.r, active.r), c0: Math.min(anchor.c, active.c), c1: Math.max(anchor.c, active.c) } : { r0: active.r, r1: active.r, c0: active.c, c1: active.c };

  const go = (r: number, c: number, extend = false, keepTabStart = false) => {
    if (!keepTabStart) tabStart.current = null;
    if (extend) setAnchor((a) => a ?? active);
    else setAnchor(null);
    // Not clamped to the rows of this render: after adding a line the rows grow by one.
    setActive({ r: Math.max(0, r), c: Math.max(0, Math.min(c, widthOf(Math.min(r, rows.length - 1)) - 1)) });
  };

  const cellValue = (r: number, c: number) => {
    const row = rows[r];
    return row ? (rowCells(lines, row).cells[c] ?? '') : '';
  };

  const commit = (value: string, move: Move) => {
    const { r, c } = active;
    setEditing(null);
    if (value !== cellValue(r, c)) props.onChange(setCell(lines, rows, r, c, value, props.newId));
    // A new line typed into a section's empty row: the empty row moves down one, so "down" lands on it again.
    if (move === 'right') tabStart.current ??= c;
    if (move === 'down') go(r + 1, tabStart.current ?? c);
    else if (move === 'up') go(r - 1, c);
    else if (move === 'right') go(c + 1 < widthOf(r) ? r : r + 1, c + 1 < widthOf(r) ? c + 1 : 0, false, true);
    else if (move === 'left') go(c > 0 ? r : r - 1, c > 0 ? c - 1 : widthOf(r - 1) - 1);
    container.current?.focus();
  };

  const selectedRows = () => rows.slice(selection.r0, selection.r1 + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const { r, c } = active;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    // The grid's own keys stay in the grid (Ctrl+K is the command palette elsewhere).
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (ctrl && (key === 'z' || key === 'Z')) {
      handled();
      if (event.shiftKey) props.onRedo();
      else props.onUndo();
    } else if (ctrl && (key === 'y' || key === 'Y')) {
      handled();
      props.onRedo();
    } else if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      handled();
      const by = key === 'ArrowUp' ? -1 : 1;
      const moved = moveRow(lines, rows, r, by);
      if (moved) {
        props.onChange(moved);
        go(r + by, c);
      }
    } else if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight') {
      handled();
      const dr = key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0;
      const dc = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
      go(ctrl && dr !== 0 ? (dr < 0 ? 0 : rows.length - 1) : r + dr, c + dc, event.shiftKey);
    } else if (key === 'Tab') {
      handled();
      if (event.shiftKey) go(c > 0 ? r : r - 1, c > 0 ? c - 1 : widthOf(r - 1) - 1);
      else {
        tabStart.current ??= c;
        go(c + 1 < widthOf(r) ? r : r + 1, c + 1 < widthOf(r) ? c + 1 : 0, false, true);
      }
    } else if (key === 'Home' || key === 'End') {
      handled();
      if (ctrl) go(key === 'Home' ? 0 : rows.length - 1, key === 'Home' ? 0 : c);
      else go(r, key === 'Home' ? 0 : widthOf(r) - 1);
    } else if (key === 'Enter' || key === 'F2') {
      handled();
      setAnchor(null);
      setEditing({ initial: cellValue(r, c) });
    } else if (ctrl && (key === 'Delete' || key === '-')) {
      handled();
      props.onChange(deleteRows(lines, selectedRows()));
      setAnchor(null);
    } else if (key === 'Insert' || (ctrl && key === 'i')) {
      handled();
      const row = rows[r];
      if (row) props.onChange(insertRow(lines, row, props.newId).lines);
    } else if (ctrl && (key === 'k' || key === 'K')) {
      handled();
      const row = rows[r];
      if (row?.lineIndex !== null && row?.lineIndex !== undefined) props.onChange(toggleKeep(lines, row.lineIndex));
    } else if (key === 'Delete' || key === 'Backspace') {
      handled();
      props.onChange(clearRange(lines, rows, selection.r0, selection.r1, selection.c0, selection.c1));
    } else if (key === 'Escape') {
      setAnchor(null);
    } else if (key.length === 1 && !ctrl && !event.altKey) {
      handled();
      setAnchor(null);
      setEditing({ initial: key });
    }
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    event.preventDefault();
    const block = selectedRows().map((row) => rowCells(lines, row).cells.slice(selection.c0, selection.c1 + 1));
    event.clipboardData.setData('text/plain', copyText(block));
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    event.preventDefault();
    const row = rows[active.r];
    if (!row) return;
    const block = readPaste(event.clipboardData.getData('text/plain'), row.section, active.c);
    props.onChange(setBlock(lines, rows, active.r, active.c, block, props.newId));
  };

  const onCut = (event: ClipboardEvent<HTMLDivElement>) => {
    onCopy(event);
    if (!editing) props.onChange(clearRange(lines, rows, selection.r0, selection.r1, selection.c0, selection.c1));
  };

  const editor = (r: number, c: number) => {
    if (!editing || active.r !== r || active.c !== c) return null;
    const row = rows[r];
    if (!row) return null;
    const used = new Set(props.checked.flatMap((l, i) => (i !== row.lineIndex && l.row?.kind === 'movement' ? l.row.ships.map((s) => s.name) : [])));
    return <CellEditor initial={editing.initial} section={row.section} column={c} cells={rowCells(lines, row).cells} context={props.context} exclude={used} onCommit={commit} onCancel={() => {
      setEditing(null);
      container.current?.focus();
    }} />;
  };

  const block = (side: 'front' | 'back') =>
    SECTIONS.filter((s) => s.side === side).map((spec) => (
      <SectionBlock
        key={spec.section}
        spec={spec}
        rows={rows.flatMap((row, index) => (row.section === spec.section ? [{ row, index }] : []))}
        lines={lines}
        checked={props.checked}
        active={active}
        selection={selection}
        editor={editor}
        onCellDown={(r, c, extend) => {
          if (editing) return;
          go(r, c, extend);
          container.current?.focus();
        }}
        onToggleKeep={(lineIndex) => props.onChange(toggleKeep(lines, lineIndex))}
        onCellDouble={(r, c) => {
          go(r, c);
          setEditing({ initial: cellValue(r, c) });
        }}
      />
    ));

  return (
    <div ref={container} className={classes.grid} tabIndex={0} role="grid" aria-label="Order sheet" data-testid="order-grid" onKeyDown={onKeyDown} onCopy={onCopy} onPaste={onPaste} onCut={onCut}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap={0}>
            <Title order={4}>Front</Title>
            {block('front')}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap={0}>
            <Title order={4}>Back</Title>
            {block('back')}
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
