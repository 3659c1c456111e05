import { describe, expect, it } from 'vitest';
import { game } from '../fixtures';
import { runTurn, turnRng } from '../turn/run-turn';
import { recordsFromWorld, turnRecords, worldFromRecords, RULESET_ID, KEY } from './records';

const STAMP = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };

describe('records: world ↔ shared record collections', () => {
  it('a world written to records reads back identical (after a turn: fleets, ships, builds, knowledge)', () => {
    const w = runTurn(game(['terran', 'gromar', 'subanid']), { orders: {} }).world;
    const records = recordsFromWorld(w, STAMP);
    const back = worldFromRecords(records);
    expect(back.problems).toEqual([]);
    expect(back.world).toEqual(w);
  });
  it('each record keeps its GD fields under galacticDomination; base fields as the shared schema has them', () => {
    const w = game(['terran', 'gromar']);
    const r = recordsFromWorld(w, STAMP);
    expect(r.game).toMatchObject({ ruleset: RULESET_ID, turn: 1, seed: w.seed });
    expect(Object.keys(r.game.settings).sort()).toEqual(['galacticDomination', 'galacticDominationMail', 'galacticDominationRules']);
    expect(r.empires[0]).toMatchObject({ id: 'terran', name: 'Terran Empire', position: 1, treasury: 0, homeSystemId: 'H0102' });
    expect(r.empires[0]).toHaveProperty(KEY);
    const earth = r.systems.find((s) => s.id === 'H0102');
    expect(earth).toMatchObject({ name: '0102' });
    expect(typeof earth?.x).toBe('number');
    expect((earth as Record<string, { planets: { name: string }[] }>)[KEY]?.planets.map((p) => p.name)).toEqual(['Earth', 'Mars']);
    expect(r.units.every((u) => ['gd-fleet', 'gd-ship', 'gd-build'].includes(u.kind))).toBe(true);
    expect(r.warpLines).toEqual([]);
  });
  it('a damaged record is named in the problems and left out, never thrown', () => {
    const w = runTurn(game(['terran', 'gromar']), { orders: {} }).world;
    const r = recordsFromWorld(w, STAMP);
    const damaged = r.units.find((u) => u.kind === 'gd-fleet')!;
    const units = r.units.map((u) => (u === damaged ? { ...u, [KEY]: { number: 'x' } } : u));
    const back = worldFromRecords({ ...r, units });
    expect(back.problems[0]?.where).toBe(`units.${damaged.id}.galacticDomination.number`);
    expect(back.world?.fleets.length).toBe(w.fleets.length - 1);
    expect(worldFromRecords({ ...r, game: { ...r.game, settings: {} } }).world).toBeNull();
  });
  it('a turn’s log as records: events keep who may see them, dice their faces and groups', () => {
    const w = game(['terran', 'gromar']);
    const rng = turnRng(w.seed, 1);
    const run = runTurn(w, { orders: {} }, rng);
    const t = turnRecords(w.gameId, 1, { events: run.events, dice: run.dice, rngStart: rng, rngEnd: run.rngState, inputs: { orders: {} }, mode: 'mail', committed: true }, { terran: 'F1 2 ## H H' });
    expect(t.turn).toMatchObject({ number: 1, status: 'committed' });
    expect(t.events[0]).toMatchObject({ turn: 1, seq: 0, kind: 'gd.turn-start' });
    expect(t.orders).toEqual([{ gameId: 'test', id: 't1-terran', empireId: 'terran', turn: 1, [KEY]: { text: 'F1 2 ## H H', source: 'typed' } }]);
  });
});
