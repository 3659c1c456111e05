/**
 * The design being edited: a local draft with its undo history (Ctrl+Z / Ctrl+Shift+Z within
 * the sheet; the Empires screen's lasting history, features/undo, scope per design: it is there
 * again when the GM opens the design later), saved 400 ms after the last change and at once
 * when the sheet closes. Every change is also kept in the edit journal (db/edit-journal.ts, the
 * one the autosaved text fields use) under `design:<game>:<design>` until the database holds it,
 * so a name or notes typed just before a reload or a closed window is written when the sheet is
 * shown again (issue 19, item 8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NovaDesign } from '../../../../shared/rulesets/nova/design-model';
import { getDb } from '../../../db/database';
import { updateDesign, type NovaDesignRecord } from '../db/designs';
import { useSnapshotHistory } from '../../../features/undo/useSnapshotHistory';
import { editPending, editWritten } from '../../../db/save-status';
import { journalKeep, journalRead, journalWritten } from '../../../db/edit-journal';

export interface Draft {
  name: string;
  nova: NovaDesign;
}

const DELAY_MS = 400;

/** The journal's name for a design's draft: stable across sessions, one per design. */
export function designJournalKey(record: Pick<NovaDesignRecord, 'gameId' | 'id'>): string {
  return `design:${record.gameId}:${record.id}`;
}

/**
 * The draft the journal holds for this design, if any. The NOVA fields are checked by the
 * design schema when written (updateDesign); an entry that is not even a draft (hand-edited
 * storage) is ignored and the stored design shown.
 */
function journalDraft(key: string): Draft | null {
  const text = journalRead(key);
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Draft> | null;
    return parsed && typeof parsed.name === 'string' && typeof parsed.nova === 'object' && parsed.nova !== null ? (parsed as Draft) : null;
  } catch {
    return null;
  }
}

export function useDesignDraft(record: NovaDesignRecord) {
  const journalKey = designJournalKey(record);
  const [draft, setDraft] = useState<Draft>(() => journalDraft(journalKey) ?? { name: record.name, nova: record.nova });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ draft, record, journalKey });
  latest.current = { draft, record, journalKey };
  const identity = useRef({});

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    editWritten(identity.current);
    const { draft: d, record: r, journalKey: key } = latest.current;
    const kept = JSON.stringify(d);
    // An empty class name is shown as a problem on the sheet and never stored (the archive requires a name).
    const name = d.name.trim() === '' ? r.name : d.name;
    if (name === r.name && JSON.stringify(d.nova) === JSON.stringify(r.nova)) {
      journalWritten(key, kept);
      return;
    }
    void updateDesign(getDb(), r.gameId, r.id, { name, nova: d.nova }).then(
      () => journalWritten(key, kept),
      () => undefined,
    );
  }, []);

  // A draft found in the journal (changed before the window closed, never written) is written now.
  useEffect(() => {
    if (journalRead(journalKey) !== null) flush();
  }, [journalKey, flush]);

  // Changes from elsewhere (overrides page, another window) while nothing is pending or journaled.
  useEffect(() => {
    if (timer.current === null && journalRead(journalKey) === null) setDraft({ name: record.name, nova: record.nova });
  }, [record, journalKey]);
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
    journalKeep(latest.current.journalKey, JSON.stringify(next));
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
