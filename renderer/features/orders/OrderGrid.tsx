import { Grid, Stack, Title } from '@mantine/core';
import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { completeCell, sectionSpec, type LineCheck, type OrderLine, type OrderSheetSpec } from '../../../shared/orders/sheet-spec';
import { CellEditor, type Move } from './CellEditor';
import { clearRange, deleteRows, insertRow, moveRow, rowCells, setBlock, setCell, toggleKeep } from './grid-edit';
import { copyText, gridRows, readPaste, sheetGroups } from './grid-model';
import classes from './OrderGrid.module.css';
import { SectionBlock, type Selection } from './SectionBlock';

/** What a ruleset's Orders page hands the grid for one player's sheet (the renderer half of the contract of shared/orders/sheet-spec.ts). */
export interface OrderGridProps<S extends string, CompletionContext> {
  /** The ruleset's sheet: sections, columns, split and join, completion. */
  spec: OrderSheetSpec<S, unknown, CompletionContext>;
  lines: readonly OrderLine<S>[];
  /** One per line, in the same order: the spec's `check` of these lines. */
  checks: readonly LineCheck[];
  /** The ruleset's own value its completion reads (null while it loads). */
  completion: CompletionContext | null;
  /** Every edit, as the new lines; the caller stores them and keeps the old ones for undo. */
  onChange: (next: OrderLine<S>[]) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** A fresh line id, unique within the sheet. */
  newId: () => string;
}

/** The keys of the grid, in one line for the screen that shows it. */
export const GRID_KEYS = 'Arrows, Tab, Enter move · type to overwrite, F2 or Enter to edit · Delete clears · Ctrl+C / Ctrl+V copy and paste (also from a spreadsheet) · Insert adds a row, Ctrl+Delete deletes · Alt+↑/↓ reorders · Ctrl+K keeps an invalid line as written · Ctrl+Z / Ctrl+Y undo, redo.';

/**
 * A ruleset's order sheet as a spreadsheet, its groups side by side (a paper sheet's front and back)
 * and a small table per section. Arrows, Tab, Enter, Home/End move; typing overwrites;
 * F2 or Enter edits; Delete clears; Ctrl+C/Ctrl+V copy and paste ranges (tab-separated, so
 * a spreadsheet's cells paste straight in); Insert adds a row, Ctrl+Delete deletes rows,
 * Alt+↑/↓ moves a row in priority order; Ctrl+K keeps an invalid line as written;
 * Ctrl+Z / Ctrl+Y undo and redo.
 */
export function OrderGrid<S extends string, CompletionContext>(props: OrderGridProps<S, CompletionContext>) {
  const { lines, spec } = props;
  const rows = useMemo(() => gridRows(spec, lines), [spec, lines]);
  const [cursor, setActive] = useState({ r: 0, c: 0 });
  const [anchor, setAnchor] = useState<{ r: number; c: number } | null>(null);
  const [editing, setEditing] = useState<{ initial: string } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // As in a spreadsheet: after typing across a row with Tab, Enter goes to the next row's column where the typing began.
  const tabStart = useRef<number | null>(null);

  const widthOf = (r: number) => {
    const row = rows[r];
    if (!row) return 1;
    return rowCells(spec, lines, row).raw ? 1 : sectionSpec(spec, row.section).columns.length;
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
    return row ? (rowCells(spec, lines, row).cells[c] ?? '') : '';
  };

  const commit = (value: string, move: Move) => {
    const { r, c } = active;
    setEditing(null);
    if (value !== cellValue(r, c)) props.onChange(setCell(spec, lines, rows, r, c, value, props.newId));
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
      if (row) props.onChange(insertRow(spec, lines, row, props.newId).lines);
    } else if (ctrl && (key === 'k' || key === 'K')) {
      handled();
      const row = rows[r];
      if (row?.lineIndex !== null && row?.lineIndex !== undefined) props.onChange(toggleKeep(lines, row.lineIndex));
    } else if (key === 'Delete' || key === 'Backspace') {
      handled();
      props.onChange(clearRange(spec, lines, rows, selection.r0, selection.r1, selection.c0, selection.c1));
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
    const block = selectedRows().map((row) => rowCells(spec, lines, row).cells.slice(selection.c0, selection.c1 + 1));
    event.clipboardData.setData('text/plain', copyText(block));
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    event.preventDefault();
    const row = rows[active.r];
    if (!row) return;
    const block = readPaste(spec, event.clipboardData.getData('text/plain'), row.section, active.c);
    props.onChange(setBlock(spec, lines, rows, active.r, active.c, block, props.newId));
  };

  const onCut = (event: ClipboardEvent<HTMLDivElement>) => {
    onCopy(event);
    if (!editing) props.onChange(clearRange(spec, lines, rows, selection.r0, selection.r1, selection.c0, selection.c1));
  };

  const editor = (r: number, c: number) => {
    if (!editing || active.r !== r || active.c !== c) return null;
    const row = rows[r];
    if (!row) return null;
    const cells = rowCells(spec, lines, row).cells;
    const column = sectionSpec(spec, row.section).columns[c];
    const complete = (value: string) => completeCell(spec, props.completion, { section: row.section, column: c, columnId: column?.id ?? '', cells, value, lineIndex: row.lineIndex });
    return <CellEditor initial={editing.initial} complete={complete} onCommit={commit} onCancel={() => {
      setEditing(null);
      container.current?.focus();
    }} />;
  };

  const block = (group: string) =>
    spec.sections
      .filter((section) => section.group === group)
      .map((section) => (
        <SectionBlock
          key={section.id}
          spec={spec}
          section={section}
          rows={rows.flatMap((row, index) => (row.section === section.id ? [{ row, index }] : []))}
          lines={lines}
          checks={props.checks}
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
        {sheetGroups(spec).map((group) => (
          <Grid.Col key={group.id} span={{ base: 12, lg: group.span ?? 12 }}>
            <Stack gap={0}>
              <Title order={4}>{group.title}</Title>
              {block(group.id)}
            </Stack>
          </Grid.Col>
        ))}
      </Grid>
    </div>
  );
}
