/** Records ⇄ world: a round trip loses nothing but scratch; unreadable records become problems. */
import { describe, expect, it } from 'vitest';
import { setupGame } from '../engine/setup';
import { runGameTurn, turnRng } from '../engine/run-turn';
import { orderRecord, recordsFromWorld, turnRecords, worldFromRecords } from './convert';
import { gameBaseSchema, type DnRecords, type GameBase } from './schemas';

const GAME: GameBase = gameBaseSchema.parse({ id: 'g1', name: 'Test', ruleset: 'dark-nebula', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'rec' });

function records(world: ReturnType<typeof setupGame>['world']): DnRecords {
  const w = recordsFromWorld(world, GAME);
  return { ...w, orders: [], turns: [], events: [], diceRolls: [] };
}

const input = { seed: 'rec', aslan: { variant: 'hierate' as const, buy: [{ code: 'EX' as const, at: 'Aokhtar' }, { code: 'CR' as const, at: 'Aokhtar' }, { code: 'TR' as const, at: 'Aokhtar' }, { code: 'RT' as const, at: 'Aokhtar' }] }, human: { variant: 'vilani' as const, buy: [{ code: 'B1' as const, at: 'Osa' }, { code: 'PD' as const, at: 'Terra Nova' }] } };

describe('records', () => {
  it('a world written and read back is the same world', () => {
    const { world } = setupGame(input);
    const { world: back, problems } = worldFromRecords(records(world));
    expect(problems).toEqual([]);
    expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(JSON.stringify(world)));
  });
  it('a face-down pool the GM entered is the one the setup draws from, and it is kept with the game', () => {
    const { world } = setupGame({ ...input, settings: { groundPools: { 'aslan.RT': [9, 9] } } });
    const rt = world.units.find((u) => u.owner === 'aslan' && u.classId.endsWith('.RT'));
    expect(rt?.strength).toBe(9);
    expect(world.sides.aslan.groundPool.RT).toEqual([9]);
    const { world: back } = worldFromRecords(records(world));
    expect(back.sides.aslan.groundPool.RT).toEqual([9]);
    expect(back.settings.groundPools).toEqual({ 'aslan.RT': [9, 9] });
  });
  it('after a turn: box owners, knowledge, clocks and cursor survive the trip', () => {
    const { world } = setupGame(input);
    const t0 = runGameTurn(world, { orders: { aslan: { move2: 'MOVE A9,A10 Aokhtar > Ihrau > Kerrin' } } }, turnRng('rec', 0));
    const { world: back, problems } = worldFromRecords(records(t0.world));
    expect(problems).toEqual([]);
    expect(back.cursor).toEqual({ turn: 1, player: 'human', phase: 'mp' });
    expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(JSON.stringify(t0.world)));
  });
  it('every record keeps its fields under darkNebula, and scratch fields are never written', () => {
    const { world } = setupGame(input);
    world.units[0]!.missileSpent = true;
    world.units[0]!.attacked = true;
    const w = recordsFromWorld(world, GAME);
    expect(w.units.every((u) => 'darkNebula' in u && !('missileSpent' in (u.darkNebula as object)) && !('attacked' in (u.darkNebula as object)))).toBe(true);
    expect(w.game.settings.darkNebula).toBeDefined();
    expect(w.game.settings.darkNebulaRules).toBeDefined();
    expect(w.empires.map((e) => (e.darkNebula as { side: string }).side)).toEqual(['human', 'aslan', 'independent']);
    expect(w.systems.find((s) => s.id === 'osa')).toMatchObject({ darkNebula: { sheetId: 'DN', boxes: [{ id: 'osa', type: 2, techColumn: 'Osa' }] } });
    expect(w.warpLines.find((r) => r.id === 'n2:shroud')).toMatchObject({ darkNebula: { kind: 'dashed', exploredBy: [] } });
  });
  it('unreadable records are reported, never thrown', () => {
    const { world } = setupGame(input);
    const r = records(world);
    r.units[0] = { ...r.units[0]!, darkNebula: { classId: 'nope' } } as never;
    r.systems[0] = { ...r.systems[0]!, darkNebula: 7 } as never;
    r.game = { ...r.game, settings: { ...r.game.settings, darkNebula: 'broken' } };
    const { problems } = worldFromRecords(r);
    const where = problems.map((p) => p.where);
    expect(where[0]).toBe('game.settings.darkNebula');
    expect(where[1]).toMatch(/^systems\.aokhtar$/);
    // Routes to the unreadable system are reported too, and so is the unit.
    expect(where.filter((w) => w.startsWith('warpLines.')).length).toBe(3);
    expect(where.at(-1)).toMatch(/^units\./);
  });
  it('turn rows: the turn keeps its dice states; every die is a dice row (2d6 as two)', () => {
    const { world } = setupGame({ ...input, human: { variant: 'vilani', buy: [{ code: 'B1', at: 'Osa' }] } });
    const t0 = runGameTurn(world, {}, turnRng('rec', 0));
    const t1 = runGameTurn(t0.world, { orders: { human: { mp: 'APPEAL' } } }, turnRng('rec', 1));
    const rows = turnRecords('g1', 1, { events: t1.events, rngBefore: turnRng('rec', 1), rngAfter: t1.rngState, complete: t1.complete });
    const twoDice = t1.events.filter((e) => e.die?.die === '2d6').length;
    const oneDie = t1.events.filter((e) => e.die?.die === 'd6').length;
    expect(rows.diceRolls).toHaveLength(twoDice * 2 + oneDie);
    expect(twoDice).toBeGreaterThanOrEqual(2);
    expect(rows.turn).toMatchObject({ number: 1, darkNebula: { complete: true } });
    expect(orderRecord('g1', 'human', 1, { mp: 'APPEAL' })).toMatchObject({ id: 'human:t1', darkNebula: { sheets: { mp: 'APPEAL' } } });
  });
});
