/**
 * The referee's desk, as state: the open turn run live to its stop point (the same dice, every answer
 * given so far), and the desk's acts, each saved at once through the repository (autosave) and undoable:
 * the stop point, an answer, typed dice, a hand allocation, a move written into a player's sheet, an answer
 * to a move-or-wait offer (GD §11.5.1: the choice recorded and, when it settles the fleet, its cell).
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { OrderLine } from '../../../../shared/orders/sheet-spec';
import { storedLines, type SheetSection } from '../../../../shared/rulesets/galactic-domination/orders/order-sheet';
import { deskStage, segmentsOfRun } from '../../../../shared/rulesets/galactic-domination/turn/desk';
import type { TurnResult } from '../../../../shared/rulesets/galactic-domination/turn/model';
import { runOpenTurn, type OpenTurn, type TurnFields } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import { getDb } from '../../../db/database';
import { newLineId, saveDeskChoice, saveSheet, updateOpenTurn } from '../db/repository';

/** One undoable act: what to write to undo it, and to redo it. */
interface Step {
  readonly label: string;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The run of a turn the desk has not started: the world as the turn begins, nothing happened yet. */
function notStarted(open: OpenTurn): TurnResult<World> {
  return { world: open.world, events: [], dice: [], rngState: open.rng, pending: [], battles: [], openBattle: null, done: false, stoppedAt: 'not started' };
}

export function sheetLines(open: OpenTurn, playerId: string): OrderLine<SheetSection>[] {
  return storedLines(open.sheets[playerId], () => newLineId());
}

export function useDesk(gameId: string, open: OpenTurn) {
  const fields = open.fields;
  const [busy, setBusy] = useState(false);
  const done = useRef<Step[]>([]);
  const undone = useRef<Step[]>([]);
  const [, bump] = useState(0);
  const t0 = performance.now();
  // The desk starts a turn when the referee says so: before that, the board stands as the turn begins.
  const started = fields.started;
  const run = useMemo(() => (started ? runOpenTurn(open, { mode: 'live', until: fields.until }) : notStarted(open)), [open, fields.until, started]);
  const ms = Math.round(performance.now() - t0);
  const stage = started ? deskStage(run, fields.until) : ({ kind: 'start' } as const);
  const segments = segmentsOfRun(run, run.world);

  const perform = useCallback(async (step: Step) => {
    setBusy(true);
    try {
      await step.redo();
      done.current.push(step);
      undone.current = [];
      bump((n) => n + 1);
    } catch (e) {
      notifications.show({ color: 'red', title: `Not done: ${step.label}`, message: message(e) });
    } finally {
      setBusy(false);
    }
  }, []);

  /** A change of the turn's stored inputs (always run live from the desk). */
  const changeFields = useCallback(
    (label: string, change: (f: TurnFields) => TurnFields) => {
      const before = fields;
      return perform({
        label,
        redo: async () => {
          await updateOpenTurn(getDb(), gameId, (f) => ({ ...change(f), mode: 'live' }));
        },
        undo: async () => {
          await updateOpenTurn(getDb(), gameId, () => before);
        },
      });
    },
    [fields, gameId, perform],
  );

  /** A change of one player's sheet (a move entered on the board). */
  const changeSheet = useCallback(
    (label: string, playerId: string, next: OrderLine<SheetSection>[]) => {
      const before = sheetLines(open, playerId);
      return perform({
        label,
        redo: () => saveSheet(getDb(), gameId, open.turn, playerId, next, 'table'),
        undo: () => saveSheet(getDb(), gameId, open.turn, playerId, before, 'table'),
      });
    },
    [gameId, open, perform],
  );

  /** An answer to a move-or-wait offer: the turn's fields changed and, when it settles the fleet's move, its owner's sheet. */
  const changeOffer = useCallback(
    (label: string, change: (f: TurnFields) => TurnFields, sheet: { playerId: string; lines: OrderLine<SheetSection>[] } | null) => {
      const beforeFields = fields;
      const beforeSheet = sheet ? { playerId: sheet.playerId, lines: sheetLines(open, sheet.playerId) } : null;
      return perform({
        label,
        redo: () => saveDeskChoice(getDb(), gameId, open.turn, (f) => ({ ...change(f), mode: 'live' }), sheet),
        undo: () => saveDeskChoice(getDb(), gameId, open.turn, () => beforeFields, beforeSheet),
      });
    },
    [fields, gameId, open, perform],
  );

  const undo = useCallback(async () => {
    const step = done.current.pop();
    if (!step) return;
    try {
      await step.undo();
      undone.current.push(step);
      bump((n) => n + 1);
      notifications.show({ color: 'gray', title: 'Undone', message: step.label });
    } catch (e) {
      done.current.push(step);
      notifications.show({ color: 'red', title: `Could not undo: ${step.label}`, message: message(e) });
    }
  }, []);

  const redo = useCallback(async () => {
    const step = undone.current.pop();
    if (!step) return;
    try {
      await step.redo();
      done.current.push(step);
      bump((n) => n + 1);
    } catch (e) {
      undone.current.push(step);
      notifications.show({ color: 'red', title: `Could not redo: ${step.label}`, message: message(e) });
    }
  }, []);

  return { run, ms, stage, segments, fields, busy, changeFields, changeSheet, changeOffer, undo, redo, canUndo: done.current.length > 0, canRedo: undone.current.length > 0, lastStep: done.current.at(-1)?.label ?? null };
}

export type Desk = ReturnType<typeof useDesk>;
