/**
 * The history kept as what changed (history.ts, issue 18): committed records restore exactly
 * the worlds the turns ran from and left, whichever layout wrote them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../format/archive';
import { RULESETS } from '../../index';
import { playSample } from '../../../../test/unit/nova/sample-play';
import { applyChange, CHECKPOINT_EVERY, compactHistory, needsCheckpoint, storedWorld, turnWorlds, unitNamesOf, worldChange } from './history';
import { sameWorld, worldFromRecords } from './world';
import type { TurnRecord } from '../../../model/entities';

describe('the history as what changed', () => {
  const played = playSample(3);
  const last = played.at(-1)?.after;

  it("restores each committed turn's world before and after it, as the turn ran (the sample's three turns)", () => {
    if (!last) throw new Error('no turn played');
    for (const p of played) {
      const worlds = turnWorlds(last, p.turn);
      if (!worlds.ok) throw new Error(worlds.message);
      expect(sameWorld(worlds.start, p.auto.run.start)).toBe(true);
      expect(sameWorld(worlds.after, worldFromRecords(p.after, p.turn))).toBe(true);
      // Every unit name the run saw is still known.
      const record = last.turns.find((t) => t.number === p.turn) as TurnRecord;
      expect(unitNamesOf(record, worlds.start, worlds.after)).toMatchObject(p.auto.run.unitNames);
    }
    // The first committed turn keeps a checkpoint; the next ones only their change; no turn event rows.
    expect(last.turns.map((t) => [t.number, 'checkpoint' in t, 'start' in t, 'change' in t])).toEqual([
      [1, true, false, true],
      [2, false, false, true],
      [3, false, false, true],
    ]);
    expect(last.events.filter((e) => e.kind === 'nova-turn')).toEqual([]);
  });

  it('reads records written before (the world before each turn whole), and compacts them into the same worlds', () => {
    const read = readArchive(readFileSync('test/fixtures/nova/frozen/orion-reach-turn-2-before-wings.warpdesk.json', 'utf8'), RULESETS);
    if (!read.ok) throw new Error(read.problems[0]?.message);
    const old = read.value.records;
    const before = turnWorlds(old, 1);
    const compacted = compactHistory(old);
    const after = turnWorlds(compacted, 1);
    if (!before.ok || !after.ok) throw new Error('unreadable');
    // The same rows as stored (that archive's units still carried the engine's scratch, which is never stored).
    expect(storedWorld(after.start)).toEqual(storedWorld(before.start));
    expect(storedWorld(after.after)).toEqual(storedWorld(before.after));
    expect(compacted.turns.find((t) => t.number === 1)).not.toHaveProperty('start');
    expect(compactHistory(compacted)).toBe(compacted);
  });

  it('applies a change to give the world after, and keeps a checkpoint every tenth turn', () => {
    const p = played[0];
    if (!p) throw new Error('no turn played');
    const change = worldChange(p.auto.run.start, p.auto.run.world);
    expect(applyChange(storedWorld(p.auto.run.start), change)).toEqual(storedWorld(p.auto.run.world));
    const record = (n: number, checkpoint: boolean): TurnRecord => ({ gameId: 'g', number: n, status: 'committed', change: {}, ...(checkpoint ? { checkpoint: storedWorld(p.auto.run.start) } : {}) });
    const turns = [record(1, true), ...Array.from({ length: CHECKPOINT_EVERY - 2 }, (_, i) => record(i + 2, false))];
    expect(needsCheckpoint(turns, CHECKPOINT_EVERY)).toBe(false);
    expect(needsCheckpoint([...turns, record(CHECKPOINT_EVERY, false)], CHECKPOINT_EVERY + 1)).toBe(true);
    expect(needsCheckpoint(turns.slice(0, 3), 6)).toBe(true);
  });
});
