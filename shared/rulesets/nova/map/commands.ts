/**
 * Editor commands (STYLE.md §10): every map edit is a plain object listing the records it
 * changes, each as {before, after} (before null: added; after null: deleted). Applying is
 * a pure function; the inverse swaps before and after, so undo and redo need no other
 * state. The same object is what the repository writes, in one transaction.
 */
import type { Empire, Knowledge } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';
import type { MapModel } from './model';

export interface Change<T> {
  readonly before: T | null;
  readonly after: T | null;
}

export interface MapCommand {
  /** What the GM did, as the undo menu says it: "Move 3 systems". */
  readonly label: string;
  readonly systems: readonly Change<NovaSystem>[];
  readonly lines: readonly Change<NovaWarpLine>[];
  readonly empires: readonly Change<Empire>[];
  readonly knowledge: readonly Change<Knowledge>[];
}

export function command(label: string, parts: Partial<Omit<MapCommand, 'label'>>): MapCommand {
  return { label, systems: parts.systems ?? [], lines: parts.lines ?? [], empires: parts.empires ?? [], knowledge: parts.knowledge ?? [] };
}

/** True when the command changes nothing (an empty selection, a drag of zero length). */
export function isEmptyCommand(cmd: MapCommand): boolean {
  return cmd.systems.length + cmd.lines.length + cmd.empires.length + cmd.knowledge.length === 0;
}

const invertAll = <T>(changes: readonly Change<T>[]): Change<T>[] => changes.map(({ before, after }) => ({ before: after, after: before }));

/** The command that undoes `cmd`. */
export function invert(cmd: MapCommand): MapCommand {
  return { label: cmd.label, systems: invertAll(cmd.systems), lines: invertAll(cmd.lines), empires: invertAll(cmd.empires), knowledge: invertAll(cmd.knowledge) };
}

function applyChanges<T extends { id: string }>(records: readonly T[], changes: readonly Change<T>[]): T[] {
  if (changes.length === 0) return records as T[];
  const removed = new Set<string>();
  const replaced = new Map<string, T>();
  const added: T[] = [];
  for (const { before, after } of changes) {
    if (before && after && before.id === after.id) replaced.set(before.id, after);
    else {
      if (before) removed.add(before.id);
      if (after) added.push(after);
    }
  }
  const out: T[] = [];
  for (const record of records) {
    if (removed.has(record.id)) continue;
    out.push(replaced.get(record.id) ?? record);
  }
  return out.concat(added);
}

/** Applies a command; records keep their order, added ones come last. Pure. */
export function applyCommand(map: MapModel, cmd: MapCommand): MapModel {
  return {
    systems: applyChanges(map.systems, cmd.systems),
    lines: applyChanges(map.lines, cmd.lines),
    empires: applyChanges(map.empires, cmd.empires),
    knowledge: applyChanges(map.knowledge, cmd.knowledge),
  };
}

/** Undo history: commands done (newest last) and undone (next to redo last). */
export interface History {
  readonly done: readonly MapCommand[];
  readonly undone: readonly MapCommand[];
}

/** How many edits undo remembers. */
export const HISTORY_LIMIT = 500;

export const emptyHistory: History = { done: [], undone: [] };

/** Records a command just applied; clears the redo list. */
export function record(history: History, cmd: MapCommand): History {
  const done = [...history.done, cmd];
  return { done: done.length > HISTORY_LIMIT ? done.slice(done.length - HISTORY_LIMIT) : done, undone: [] };
}

/** The command to apply to undo, and the history after it; null when there is nothing to undo. */
export function undo(history: History): { cmd: MapCommand; history: History } | null {
  const last = history.done[history.done.length - 1];
  if (!last) return null;
  return { cmd: invert(last), history: { done: history.done.slice(0, -1), undone: [...history.undone, last] } };
}

export function redo(history: History): { cmd: MapCommand; history: History } | null {
  const next = history.undone[history.undone.length - 1];
  if (!next) return null;
  return { cmd: next, history: { done: [...history.done, next], undone: history.undone.slice(0, -1) } };
}
