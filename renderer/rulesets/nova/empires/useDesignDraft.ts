/**
 * The design being edited: a local draft with its own undo history (Ctrl+Z / Ctrl+Shift+Z
 * within the sheet), saved 400 ms after the last change and at once when the sheet closes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NovaDesign } from '../../../../shared/rulesets/nova/design-model';
import { getDb } from '../../../db/database';
import { updateDesign, type NovaDesignRecord } from '../db/designs';

export interface Draft {
  name: string;
  nova: NovaDesign;
}

const DELAY_MS = 400;
const HISTORY = 200;

export function useDesignDraft(record: NovaDesignRecord) {
  const [draft, setDraft] = useState<Draft>({ name: record.name, nova: record.nova });
  const past = useRef<Draft[]>([]);
  const future = useRef<Draft[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ draft, record });
  latest.current = { draft, record };

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
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
  };

  const change = (next: Draft) => {
    past.current.push(latest.current.draft);
    if (past.current.length > HISTORY) past.current.shift();
    future.current = [];
    setDraft(next);
    latest.current = { ...latest.current, draft: next };
    schedule();
  };
  const undo = () => {
    const previous = past.current.pop();
    if (!previous) return;
    future.current.push(latest.current.draft);
    setDraft(previous);
    latest.current = { ...latest.current, draft: previous };
    schedule();
  };
  const redo = () => {
    const next = future.current.pop();
    if (!next) return;
    past.current.push(latest.current.draft);
    setDraft(next);
    latest.current = { ...latest.current, draft: next };
    schedule();
  };
  return { draft, change, undo, redo, canUndo: past.current.length > 0, flush };
}
