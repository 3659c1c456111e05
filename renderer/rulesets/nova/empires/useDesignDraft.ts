/**
 * The design being edited: a local draft with its undo history (Ctrl+Z / Ctrl+Shift+Z within
 * the sheet; the Empires screen's lasting history, features/undo, scope per design: it is there
 * again when the GM opens the design later), saved 400 ms after the last change and at once
 * when the sheet closes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NovaDesign } from '../../../../shared/rulesets/nova/design-model';
import { getDb } from '../../../db/database';
import { updateDesign, type NovaDesignRecord } from '../db/designs';
import { useSnapshotHistory } from '../../../features/undo/useSnapshotHistory';
import { editPending, editWritten } from '../../../db/save-status';

export interface Draft {
  name: string;
  nova: NovaDesign;
}

const DELAY_MS = 400;

export function useDesignDraft(record: NovaDesignRecord) {
  const [draft, setDraft] = useState<Draft>({ name: record.name, nova: record.nova });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ draft, record });
  latest.current = { draft, record };
  const identity = useRef({});

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    editWritten(identity.current);
    const { draft: d, record: r } = latest.current;
    // An empty class name is shown as a problem on the sheet and never stored (the archive requires a name).
    const name = d.name.trim() === '' ? r.name : d.name;
    if (name !== r.name || JSON.stringify(d.nova) !== JSON.stringify(r.nova)) void updateDesign(getDb(), r.gameId, r.id, { name, nova: d.nova }).catch(() => undefined);
  }, []);

  // Changes from elsewhere (overrides page, another window) while nothing is pending.
  useEffect(() => {
    if (timer.current === null) setDraft({ name: record.name, nova: record.nova });
  }, [record]);
  useEffect(() => flush, [flush]);

  const schedule = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DELAY_MS);
    // The header says an edit waits, and the window's hide or close writes it (issue 19, item 8).
    editPending(identity.current, flush);
  };

  const apply = (next: Draft) => {
    setDraft(next);
    latest.current = { ...latest.current, draft: next };
    schedule();
  };
  const history = useSnapshotHistory<Draft>(`empires:${record.gameId}:design:${record.id}`, draft, apply);
  const change = (next: Draft, label = 'Edit of the design') => {
    history.record(label, latest.current.draft, next);
    apply(next);
  };
  const { undo, redo } = history;
  return { draft, change, undo, redo, canUndo: history.canUndo, canRedo: history.canRedo, undoLabel: history.undoLabel, flush };
}
