/**
 * The editor's state: the map as loaded from storage, the undo history and the selection.
 * Every edit is a command: applied to the state at once, recorded for undo, and saved in
 * its own transaction (saves are queued so they reach storage in order). A save that
 * fails is rolled back on screen too, and the GM is told why.
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyCommand, emptyHistory, invert, isEmptyCommand, record, redo as redoStep, undo as undoStep, type History, type MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import type { MapModel } from '../../../../shared/rulesets/nova/map/model';
import { getDb } from '../../../db/database';
import { loadMap, saveMapCommand } from '../db/map';
import { describeStorageError } from '../../../db/save-status';
import { EMPTY_SELECTION, type Selection } from '../../../features/map/selection';


export interface MapEditor {
  map: MapModel | null;
  history: History;
  selection: Selection;
  select(selection: Selection): void;
  /** Applies, records and saves a command. */
  run(cmd: MapCommand): void;
  undo(): void;
  redo(): void;
}

export function useMapEditor(gameId: string): MapEditor {
  const [state, setState] = useState<{ map: MapModel | null; history: History }>({ map: null, history: emptyHistory });
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const stateRef = useRef(state);
  stateRef.current = state;
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let live = true;
    void loadMap(getDb(), gameId).then((map) => {
      if (live) setState({ map, history: emptyHistory });
    });
    return () => {
      live = false;
    };
  }, [gameId]);

  const save = useCallback(
    (cmd: MapCommand, rollback: History) => {
      queue.current = queue.current.then(() =>
        saveMapCommand(getDb(), gameId, cmd).catch((error: unknown) => {
          setState((s) => ({ map: s.map && applyCommand(s.map, invert(cmd)), history: rollback }));
          notifications.show({ color: 'red', title: `Not saved: ${cmd.label}`, message: error instanceof Error && !/transaction/i.test(error.name) ? error.message : describeStorageError(error) });
        }),
      );
    },
    [gameId],
  );

  const run = useCallback(
    (cmd: MapCommand) => {
      const { map, history } = stateRef.current;
      if (!map || isEmptyCommand(cmd)) return;
      const next = { map: applyCommand(map, cmd), history: record(history, cmd) };
      stateRef.current = next;
      setState(next);
      save(cmd, history);
    },
    [save],
  );

  const step = useCallback(
    (which: 'undo' | 'redo') => {
      const { map, history } = stateRef.current;
      if (!map) return;
      const done = which === 'undo' ? undoStep(history) : redoStep(history);
      if (!done) return;
      const next = { map: applyCommand(map, done.cmd), history: done.history };
      stateRef.current = next;
      setState(next);
      save(done.cmd, history);
      notifications.show({ id: 'map-undo', message: `${which === 'undo' ? 'Undone' : 'Redone'}: ${done.cmd.label}`, autoClose: 1500 });
    },
    [save],
  );

  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  return { map: state.map, history: state.history, selection, select: setSelection, run, undo, redo };
}
