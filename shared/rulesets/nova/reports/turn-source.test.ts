import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, type GameRecords } from '../../../format/archive';
import { runTurnResolvingBattles } from '../turn/auto-battles';
import { commitRecords } from '../turn/commit';
import { engineOrders } from '../turn/orders-input';
import { worldFromRecords } from '../turn/world';
import { checkedPackets, committedTurnSource, dryRunSource } from './turn-source';
import { RULESETS } from '../../index';

function sample(): GameRecords {
  const read = readArchive(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample cannot be read');
  return read.value.records;
}

function commit(records: GameRecords): GameRecords {
  const turn = records.game.turn;
  const { run } = runTurnResolvingBattles({ world: worldFromRecords(records, turn), orders: engineOrders(records.empires, records.orders, turn), seed: records.game.seed, settings: records.game.settings });
  const done = commitRecords(records, run, {}, '2026-11-22T12:00:00.000Z');
  if (!done.ok) throw new Error(done.reason);
  return done.records;
}

describe('where packets come from', () => {
  const one = commit(sample());
  const two = commit(one);

  it('reads a committed turn: the world before, its events, and after it the next turn’s start or the records now', () => {
    const t1 = committedTurnSource(two, 1);
    if (!t1.ok) throw new Error(t1.message);
    // The world after turn 1 is the one turn 2 ran from (restored from the history, rows by id).
    const at = (units: readonly { id: string; systemId?: string | null }[]) => [...units].sort((a, b) => (a.id < b.id ? -1 : 1)).map((u) => `${u.id}@${u.systemId}`);
    expect(at(t1.input.world.units)).toEqual(at(one.units));
    expect(t1.input.events.length).toBeGreaterThan(0);
    const t2 = committedTurnSource(two, 2);
    if (!t2.ok) throw new Error(t2.message);
    expect(at(t2.input.world.units)).toEqual(at(two.units));
    expect(t2.input.turn).toBe(2);
  });

  it('every packet of both turns passes the leak check', () => {
    for (const n of [1, 2]) {
      const source = committedTurnSource(two, n);
      if (!source.ok) throw new Error(source.message);
      for (const { packet, leaks } of checkedPackets(source.input)) expect(leaks, `turn ${n}, ${packet.empireName}`).toEqual([]);
    }
  });

  it('says which turns there are when turn N is not committed, and what is missing from a damaged record', () => {
    expect(committedTurnSource(two, 3)).toEqual({ ok: false, message: 'the archive has no committed turn 3 (committed turns: 1, 2)' });
    const damaged = { ...one, turns: one.turns.map((t) => ({ ...t, checkpoint: { empires: [] } })) };
    expect(committedTurnSource(damaged, 1)).toEqual({ ok: false, message: 'turn 1 cannot be read: its "checkpoint" has no systems, warpLines, units, designs, knowledge' });
  });

  it('a dry run of the open turn gives PREVIEW packets', () => {
    const source = dryRunSource(sample());
    if (!source.ok) throw new Error(source.message);
    expect(source.input.preview).toBe(true);
    expect(checkedPackets(source.input).every((c) => c.packet.preview && c.leaks.length === 0)).toBe(true);
  });
});
