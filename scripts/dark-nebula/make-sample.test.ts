/** The bundled Beyond the Dark Nebula sample: exactly what its script makes, readable, and playable on from the archive. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../shared/format/archive';
import { RULESETS } from '../../shared/rulesets/index';
import { committedTurns, runOpenTurn, turnFieldsOf } from '../../shared/rulesets/dark-nebula/play/turn';
import { readTypedOrders } from '../../shared/rulesets/dark-nebula/play/orders';
import { worldFromRecords } from '../../shared/rulesets/dark-nebula/records/convert';
import { DN_REPORTS } from '../../shared/rulesets/dark-nebula/reports/report-rules';
import { DARK_NEBULA } from '../../shared/rulesets/dark-nebula/ruleset';
import { DARK_NEBULA_SAMPLE_ORDERS, DARK_NEBULA_SAMPLE_PATH, makeDarkNebulaSampleArchive } from './make-sample';
import { run } from '../../cli/warpdesk';
import { testWorld } from '../../shared/cli/test-world';

const text = readFileSync(DARK_NEBULA_SAMPLE_PATH, 'utf8');

describe('the bundled Beyond the Dark Nebula sample', () => {
  const read = readArchive(text, RULESETS);
  if (!read.ok) throw new Error(JSON.stringify(read.problems.slice(0, 5)));
  const records = read.value.records;

  it('is exactly what scripts/dark-nebula/make-sample.ts makes', () => {
    expect(makeDarkNebulaSampleArchive()).toBe(text);
  });
  it('is registered as the ruleset’s sample and opens from the library', () => {
    expect(DARK_NEBULA.samples.map((s) => s.file)).toEqual([DARK_NEBULA_SAMPLE_PATH]);
    expect(records.game.sample).toBe(DARK_NEBULA.samples[0]?.id);
  });
  it('has the setup, turn 0 and two game turns committed from typed orders, each with the world before it; turn 3 open', () => {
    expect(committedTurns(records).map((t) => t.number)).toEqual([0, 1, 2]);
    expect(committedTurns(records).every((t) => turnFieldsOf(t).before !== undefined)).toBe(true);
    expect(records.orders.length).toBe(6);
    const { world, problems } = worldFromRecords(records);
    expect(problems).toEqual([]);
    expect(world.cursor).toEqual({ turn: 3, player: 'human', phase: 'mp' });
    expect(world.map.sample).toBe(true);
    expect(records.events.some((e) => e.id.startsWith('setup-'))).toBe(true);
  });
  it('its next turn runs from the archive with the typed orders that come with it, no line refused', async () => {
    const orders = readFileSync(DARK_NEBULA_SAMPLE_ORDERS, 'utf8');
    expect(readTypedOrders(orders).map((p) => p.player)).toEqual(['Human player', 'Aslan player']);
    const t = testWorld({ 'sample.json': text, 'orders.txt': orders });
    expect(await run(['dark-nebula', 'turn', 'sample.json', '--turn', '3', '--orders', 'orders.txt', '--out', 'turn-4.json'], t.io)).toBe(0);
    expect(t.out.at(-1)).toMatch(/^turn 3: 17 phases, \d+ dice rolled, 0 orders refused$/);
    const next = readArchive(t.files['turn-4.json'] as string, RULESETS);
    expect(next.ok && next.value.records.game.turn).toBe(4);
    // The same archive, orders and seed give the same file, byte for byte.
    const again = testWorld({ 'sample.json': text, 'orders.txt': orders });
    await run(['dark-nebula', 'turn', 'sample.json', '--turn', '3', '--orders', 'orders.txt', '--out', 'turn-4.json'], again.io);
    expect(again.files['turn-4.json']).toBe(t.files['turn-4.json']);
  });
  it('every committed turn has both packets, none leaking, and the open turn a preview', () => {
    for (const turn of DN_REPORTS.turns(records)) {
      const prepared = DN_REPORTS.prepare(records, turn);
      expect(prepared.ok).toBe(true);
      if (!prepared.ok) continue;
      for (const p of DN_REPORTS.players(prepared.value)) {
        const doc = DN_REPORTS.document(prepared.value, { kind: 'packet', playerId: p.id, paper: 'a4' });
        expect(doc.leaks).toEqual([]);
        expect(doc.html).toContain(doc.code);
      }
    }
    const open = runOpenTurn(records);
    expect(open.ok).toBe(true);
  });
});
