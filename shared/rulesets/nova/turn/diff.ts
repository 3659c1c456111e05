/**
 * The difference between two runs of the same turn (a committed run and a re-run after a
 * correction, NOVA: 6.2 "same seed, same dice"): events added and removed, compared by
 * their kind and GM wording per empire; units whose position changed; treasuries that differ.
 */
import { describeEvent, type EventNames } from './describe';
import type { TurnEvent, TurnEventKind } from './events';
import type { TurnWorld } from './types';

/** What a diff needs of a run: its events and the world after it. */
export interface RunOutcome {
  events: readonly TurnEvent[];
  world: TurnWorld;
}

export interface EventChange {
  change: 'added' | 'removed';
  /** The empire the event is about; null for the GM's own events. */
  empireId: string | null;
  kind: TurnEventKind;
  text: string;
}

export interface UnitMove {
  unitId: string;
  /** System ids; null when the unit did not exist (built, destroyed) or had no system. */
  before: string | null;
  after: string | null;
  existedBefore: boolean;
  existsAfter: boolean;
}

export interface TreasuryChange {
  empireId: string;
  /** MCr after the previous run and after this run. */
  before: number;
  after: number;
}

export interface RunDiff {
  events: EventChange[];
  units: UnitMove[];
  treasuries: TreasuryChange[];
}

const keyOf = (e: { empireId: string | null; kind: string; text: string }) => `${e.empireId ?? ''}\u0000${e.kind}\u0000${e.text}`;

/**
 * `previous` → `current`. Events are compared as multisets (an event that happens twice in
 * one run and once in the other is one removal), in the order they occur in each run.
 */
export function diffRuns(previous: RunOutcome, current: RunOutcome, names: EventNames): RunDiff {
  const word = (e: TurnEvent) => ({ empireId: e.empireId, kind: e.kind, text: describeEvent(e, names) });
  const before = previous.events.map(word);
  const after = current.events.map(word);
  const left = new Map<string, number>();
  for (const e of before) left.set(keyOf(e), (left.get(keyOf(e)) ?? 0) + 1);
  const added: EventChange[] = [];
  for (const e of after) {
    const n = left.get(keyOf(e)) ?? 0;
    if (n > 0) left.set(keyOf(e), n - 1);
    else added.push({ change: 'added', ...e });
  }
  const removed: EventChange[] = [];
  for (const e of before) {
    const n = left.get(keyOf(e)) ?? 0;
    if (n > 0) {
      left.set(keyOf(e), n - 1);
      removed.push({ change: 'removed', ...e });
    }
  }

  const was = new Map(previous.world.units.map((u) => [u.id, u.systemId ?? null]));
  const now = new Map(current.world.units.map((u) => [u.id, u.systemId ?? null]));
  const units: UnitMove[] = [];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(id) ?? null;
    const b = now.get(id) ?? null;
    if (was.has(id) === now.has(id) && a === b) continue;
    units.push({ unitId: id, before: a, after: b, existedBefore: was.has(id), existsAfter: now.has(id) });
  }
  units.sort((x, y) => (x.unitId < y.unitId ? -1 : x.unitId > y.unitId ? 1 : 0));

  const money = new Map(previous.world.empires.map((e) => [e.id, e.treasury]));
  const treasuries: TreasuryChange[] = current.world.empires.flatMap((e) => {
    const b = money.get(e.id);
    return b !== undefined && b !== e.treasury ? [{ empireId: e.id, before: b, after: e.treasury }] : [];
  });

  return { events: [...removed, ...added], units, treasuries };
}

/** Nothing differs. */
export function isEmptyDiff(diff: RunDiff): boolean {
  return diff.events.length === 0 && diff.units.length === 0 && diff.treasuries.length === 0;
}
