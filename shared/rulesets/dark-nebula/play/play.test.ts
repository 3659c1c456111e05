/** A game over its records: new game, setup, orders, run, commit, reopen — the path the screens and the CLI take. */
import { describe, expect, it } from 'vitest';
import { worldFromRecords } from '../records/convert';
import type { OrderRow } from '../orders/types';
import { STATE_KEY } from '../records/schemas';
import { SAMPLE_SETUP } from '../sample/sample-game';
import { orderRowOf, readTypedOrders, sideOrdersOfLines, linesOfOrderRow, type DnOrderLine } from './orders';
import { applySetupDraft, finishSetup, newGameRecords, setupDraftOf, setupSpending } from './setup';
import { commitOpenTurn, reopenLastTurn, runOpenTurn, turnFieldsOf, turnRow, withOpenTurnFields } from './turn';

const NOW = '2026-02-01T10:00:00.000Z';

function setUp() {
  const fresh = newGameRecords({ id: 'g-test', name: 'Test', now: NOW, names: ['Hugo', 'Ada'] }, { aslanVariant: 'hierate', humanVariant: 'vilani', missileBoats: 'roll', map: 'sample' });
  const draft = setupDraftOf(fresh)!;
  const buy = { aslan: SAMPLE_SETUP.aslan.buy, human: SAMPLE_SETUP.human.buy };
  const withBuys = applySetupDraft(fresh, { ...draft, aslan: { ...draft.aslan, buy: [...buy.aslan] }, human: { ...draft.human, buy: [...buy.human] } });
  const done = finishSetup(withBuys);
  if (!done.ok) throw new Error(done.problem);
  return { fresh, withBuys, records: done.records };
}

describe('new game and setup', () => {
  it('a new game has both players, the independents, the draws, and a draft with no purchase', () => {
    const { fresh } = setUp();
    expect(fresh.empires.map((e) => [e.id, e.name])).toEqual([
      ['human', 'Hugo'],
      ['aslan', 'Ada'],
      ['independents', 'Independents'],
    ]);
    const { world, problems } = worldFromRecords(fresh);
    expect(problems).toEqual([]);
    expect(world.sides.aslan.draws).toBeDefined();
    expect(world.units.filter((u) => u.owner === 'independent')).toHaveLength(7);
    expect(setupDraftOf(fresh)).toMatchObject({ done: false, aslan: { variant: 'hierate', buy: [] } });
    expect(fresh.events.every((e) => e.id.startsWith('setup-'))).toBe(true);
  });
  it('purchases do not change the draws; spending is counted against the allowance', () => {
    const { fresh, withBuys } = setUp();
    const a = worldFromRecords(fresh).world;
    const b = worldFromRecords(withBuys).world;
    expect(b.sides.aslan.draws).toEqual(a.sides.aslan.draws);
    expect(b.units.filter((u) => u.owner === 'independent').map((u) => [u.classId, u.strength])).toEqual(a.units.filter((u) => u.owner === 'independent').map((u) => [u.classId, u.strength]));
    const spend = setupSpending(b, 'aslan', SAMPLE_SETUP.aslan.buy);
    expect(spend.allowance).toBe(55);
    expect(spend.spent).toBeLessThanOrEqual(55);
    expect(b.sides.aslan.ru).toBe(55 - spend.spent);
  });
  it('finishing twice is refused', () => {
    const { records } = setUp();
    expect(finishSetup(records)).toEqual({ ok: false, problem: 'the setup is already finished' });
    expect(runOpenTurn(records).ok).toBe(true);
  });
  it('a turn cannot run before the setup is finished', () => {
    const { withBuys } = setUp();
    const r = runOpenTurn(withBuys);
    expect(r.ok).toBe(false);
  });
});

describe('orders as lines', () => {
  it('typed text: players, turns, sheets; a line outside a sheet is kept, counted unreadable', () => {
    const parts = readTypedOrders('PLAYER: Ada\nTURN: 3\nstray line\n[MP]\nREPAIR ALL\n[MOVE1]\nMOVE A1 Aokhtar > Ihrau\n# a comment\n\nPLAYER: Hugo\n[COMBAT]\nRANGE LONG\nFLY AWAY');
    expect(parts.map((p) => [p.player, p.turn, p.lines.length, p.unreadable])).toEqual([
      ['Ada', 3, 3, 1],
      ['Hugo', null, 2, 1],
    ]);
    expect(parts[0]!.lines[0]).toMatchObject({ section: 'mp', text: 'stray line' });
  });
  it('a line the GM keeps as written is reported and not carried out', () => {
    const lines: DnOrderLine[] = [{ id: 'a', section: 'mp', text: 'REPAIR ALL', keepInvalid: true }];
    const rows = sideOrdersOfLines(lines).mp as readonly OrderRow[];
    expect(rows[0]!.problems.map((p) => p.code)).toContain('DN-KEPT');
  });
  it('rows keep their lines; sheets text reads as lines', () => {
    const row = orderRowOf('g', 'aslan', 1, [{ id: 'x', section: 'move1', text: 'MOVE A1 A > B', keepInvalid: false }]);
    expect(linesOfOrderRow(row)).toEqual([{ id: 'x', section: 'move1', text: 'MOVE A1 A > B', keepInvalid: false }]);
    expect(linesOfOrderRow({ gameId: 'g', id: 'o', empireId: 'aslan', turn: 1, darkNebula: { sheets: { mp: 'REPAIR ALL\n# note\nBUILD TR' } } } as never).map((l) => l.text)).toEqual(['REPAIR ALL', 'BUILD TR']);
  });
});

describe('run, commit, reopen', () => {
  it('turn 0 runs, commits into an immutable record, and reopens to the same world', () => {
    const { records } = setUp();
    const run = runOpenTurn(records, { interactive: false });
    expect(run.ok && run.run.complete).toBe(true);
    const committed = commitOpenTurn(records, NOW);
    if (!committed.ok) throw new Error(JSON.stringify(committed.problems));
    const after = committed.records;
    expect(after.game.turn).toBe(1);
    expect(turnRow(after, 0)?.status).toBe('committed');
    expect(turnFieldsOf(turnRow(after, 0)).before).toBeDefined();
    expect(after.events.some((e) => e.id.startsWith('t0-'))).toBe(true);
    expect(after.events.some((e) => e.id.startsWith('setup-'))).toBe(true);
    const reopened = reopenLastTurn(after, NOW);
    if (!reopened.ok) throw new Error('reopen');
    expect(reopened.records.game.turn).toBe(0);
    expect(reopened.records.units).toEqual(records.units);
    expect(reopened.records.game.settings[STATE_KEY]).toEqual(records.game.settings[STATE_KEY]);
    expect(reopened.records.events.some((e) => e.id.startsWith('t0-'))).toBe(false);
    // The same inputs give the same turn again.
    const again = commitOpenTurn(reopened.records, NOW);
    expect(again.ok && JSON.stringify(again.records.units)).toBe(JSON.stringify(after.units));
  });
  it('GM inputs are kept on the open turn; a die override changes that roll only, with its note', () => {
    const { records } = setUp();
    const base = runOpenTurn(records);
    if (!base.ok) throw new Error('run');
    const die = base.run.dice[0];
    if (!die) return;
    const phase = base.run.steps.find((s) => s.dice.includes(die))!.key;
    const changed = withOpenTurnFields(records, (f) => ({ ...f, dieOverrides: { [`${phase}#${die.seq}`]: { value: die.raw[0] === 6 ? 1 : 6, note: 'the physical die' } } }));
    if (!changed.ok) throw new Error(changed.problem);
    const next = { ...records, turns: [changed.row] };
    const over = runOpenTurn(next);
    if (!over.ok) throw new Error('run');
    const same = over.run.dice.find((d) => d.seq === die.seq && d.purpose === die.purpose)!;
    expect(same.override?.note).toBe('the physical die');
    expect(same.raw[0]).not.toBe(die.raw[0]);
  });
  it('refuses a note-less override', () => {
    const { records } = setUp();
    const r = withOpenTurnFields(records, (f) => ({ ...f, gm: { 't0.aslan.move2': { edits: [{ kind: 'ru', side: 'aslan', amount: 3, note: '' }] } } }));
    expect(r.ok).toBe(false);
  });
});

describe('a map edited during the setup', () => {
  it('is written into the records and the game set up again on it; after the setup, units stay where they are', async () => {
    const { recordsWithMap } = await import('./map');
    const { updateSystem } = await import('../map/edit');
    const { fresh } = setUp();
    const { world } = worldFromRecords(fresh);
    const valka = world.map.systems.find((s) => s.id === 'valka')!;
    expect(valka.boxes).toHaveLength(1);
    const edited = updateSystem(world.map, 'valka', { name: 'Valka Prime', boxes: [] });
    if (!edited.ok) throw new Error(edited.reason);
    const next = recordsWithMap(fresh, edited.map);
    const after = worldFromRecords(next).world;
    expect(after.map.systems.find((s) => s.id === 'valka')?.name).toBe('Valka Prime');
    // VALKA has no box now: its two independents are not placed, and the draft says so.
    expect(setupDraftOf(next)?.problems.some((p) => p.message.includes('valka'))).toBe(true);
    expect(after.units.filter((u) => u.owner === 'independent').length).toBeLessThan(7);
  });
});

describe('archives of a Dark Nebula game', () => {
  it('a new game, and the game after a committed turn, export and import back identical', async () => {
    const { writeArchive, readArchive } = await import('../../../format/archive');
    const { RULESETS } = await import('../../index');
    const { canonicalRecords } = await import('../records/record-rules');
    const { records } = setUp();
    const committed = commitOpenTurn(records, NOW);
    if (!committed.ok) throw new Error('commit');
    for (const r of [records, committed.records]) {
      const text = writeArchive(canonicalRecords(r), { exportedAt: NOW, exportedBy: 'test' });
      const back = readArchive(text, RULESETS);
      if (!back.ok) throw new Error(JSON.stringify(back.problems.slice(0, 3)));
      expect(writeArchive(back.value.records, { exportedAt: NOW, exportedBy: 'test' })).toBe(text);
    }
  });
  it('an archive whose Dark Nebula fields are broken is refused with the record named', async () => {
    const { writeArchive, readArchive } = await import('../../../format/archive');
    const { RULESETS } = await import('../../index');
    const { records } = setUp();
    const broken = { ...records, units: records.units.map((u, i) => (i === 0 ? { ...u, darkNebula: { classId: 'no-such-class', owner: 'aslan', loc: { kind: 'space', systemId: 'osa' } } } : u)) };
    const back = readArchive(writeArchive(broken, { exportedAt: NOW, exportedBy: 'test' }), RULESETS);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.problems.map((p) => p.where)).toContain(`units.${records.units[0]!.id}`);
  });
});
