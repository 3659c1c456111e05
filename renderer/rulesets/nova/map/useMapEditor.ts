/**
 * The editor's state: the map as loaded from storage, the undo history and the selection.
 * Every edit is a command: applied to the state at once, recorded for undo, and saved in
 * its own transaction (saves are queued so they reach storage in order). A save that
 * fails is rolled back on screen too, and the GM is told why.
 *
 * The history is the screen's (features/undo, scope `map:<game>`): it lasts when the GM leaves
 * the Map and comes back, and over a reload of the tab; stamped with the map it leaves, it is
 * dropped when the map was changed meanwhile by something else (a committed turn, another window).
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyCommand, emptyHistory, invert, isEmptyCommand, record, redo as redoStep, undo as undoStep, type History, type MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import type { MapModel } from '../../../../shared/rulesets/nova/map/model';
import { getDb } from '../../../db/database';
import { loadMap, saveMapCommand } from '../db/map';
import { describeStorageError } from '../../../db/save-status';
import { EMPTY_SELECTION, type Selection } from '../../../features/map/selection';
import { readHistory, writeHistory } from '../../../features/undo/undo-store';
import { checksum32 } from '../../../../shared/print/packet-code';

/** The map's stamp: what its undo history was recorded against (positions, names, owners, lines). */
export function mapStamp(map: MapModel): string {
  const systems = map.systems.map((s) => `${s.id}|${s.name}|${s.x}|${s.y}|${s.type}|${s.status}|${s.ownerId ?? ''}|${s.homeStar ? 1 : 0}`).sort().join('\n');
  const lines = map.lines.map((l) => `${l.id}|${l.a}|${l.aLetter}|${l.b}|${l.bLetter}`).sort().join('\n');
  const homes = map.empires.map((e) => `${e.id}|${e.homeSystemId ?? ''}`).sort().join('\n');
  return `${map.systems.length}.${map.lines.length}.${checksum32(`${systems}\u0001${lines}\u0001${homes}`).toString(36)}`;
}

const scopeOf = (gameId: string) => `map:${gameId}`;

/** The history kept for the map of `gameId`, when it was recorded against this map; else an empty one. */
function storedHistory(gameId: string, map: MapModel): History {
  const kept = readHistory<MapCommand>(scopeOf(gameId));
  if (kept.stamp !== mapStamp(map)) return emptyHistory;
  return { done: kept.past, undone: kept.future };
}

function keepHistory(gameId: string, history: History, map: MapModel): void {
  writeHistory<MapCommand>(scopeOf(gameId), { past: [...history.done], future: [...history.undone], stamp: mapStamp(map) });
}


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
      if (live) setState({ map, history: storedHistory(gameId, map) });
    });
    return () => {
      live = false;
    };
  }, [gameId]);

  const save = useCallback(
    (cmd: MapCommand, rollback: History) => {
      queue.current = queue.current.then(() =>
        saveMapCommand(getDb(), gameId, cmd).catch((error: unknown) => {
          setState((s) => {
            const map = s.map && applyCommand(s.map, invert(cmd));
            if (map) keepHistory(gameId, rollback, map);
            return { map, history: rollback };
          });
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
      keepHistory(gameId, next.history, next.map);
      save(cmd, history);
    },
    [save, gameId],
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
      keepHistory(gameId, next.history, next.map);
      save(done.cmd, history);
      notifications.show({ id: 'map-undo', message: `${which === 'undo' ? 'Undone' : 'Redone'}: ${done.cmd.label}`, autoClose: 1500 });
    },
    [save, gameId],
  );

  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  return { map: state.map, history: state.history, selection, select: setSelection, run, undo, redo };
}
