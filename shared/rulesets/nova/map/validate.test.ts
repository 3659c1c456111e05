import { describe, expect, it } from 'vitest';
import type { NovaSystem, NovaWarpLine } from '../records';
import { validateMap } from './validate';

const sys = (id: string, name: string, extra: Partial<NovaSystem> = {}): NovaSystem => ({ gameId: 'g', id, name, type: 5, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '', ...extra });
const line = (id: string, a: string, aLetter: string, b: string, bLetter: string): NovaWarpLine => ({ gameId: 'g', id, a, aLetter, b, bLetter });

describe('validateMap', () => {
  it('finds every kind of problem, each with what to select', () => {
    const systems = [sys('a', 'ALGOL', { homeStar: true }), sys('b', 'algol'), sys('c', 'TEDDY', { homeStar: true }), sys('d', 'AVERYLONGSYSTEMNAME'), sys('e', 'LONELY', { type: 1, colonies: 2 })];
    const lines = [line('1', 'a', 'D', 'b', 'R'), line('2', 'b', 'A', 'c', 'B'), line('3', 'c', 'B', 'd', 'C'), line('4', 'a', 'E', 'c', 'X')];
    const problems = validateMap(systems, lines);
    const byCode = (code: string) => problems.filter((p) => p.code === code);
    expect(byCode('duplicate-name')[0]?.target.systems).toEqual(['a', 'b']);
    expect(byCode('duplicate-letter')).toEqual([{ code: 'duplicate-letter', where: 'TEDDY', message: 'Warp point B is used by 2 warp lines; letters must be unique within a system.', target: { systems: ['c'], lines: ['2', '3'] } }]);
    expect(byCode('name-too-long')[0]?.message).toBe('The name has 19 characters; this game allows at most 15.');
    expect(byCode('unreachable')[0]?.target.systems).toEqual(['e']);
    expect(byCode('homes-too-close')[0]).toMatchObject({ where: 'ALGOL–TEDDY', target: { systems: ['a', 'c'] } });
    expect(byCode('type-status')[0]?.where).toBe('LONELY');
    expect(byCode('line-count').map((p) => p.where).sort()).toEqual(['AVERYLONGSYSTEMNAME', 'LONELY', 'TEDDY']);
  });
  it('is quiet on a good map', () => {
    const systems = [sys('a', 'A1'), sys('b', 'B1'), sys('c', 'C1')];
    expect(validateMap(systems, [line('1', 'a', 'A', 'b', 'A'), line('2', 'b', 'B', 'c', 'A'), line('3', 'c', 'B', 'a', 'B')])).toEqual([]);
  });
  it('reports a line with a missing end', () => {
    expect(validateMap([sys('a', 'A1')], [line('1', 'a', 'A', 'zz', 'A')])[0]).toMatchObject({ code: 'bad-line', target: { systems: ['a'], lines: ['1'] } });
  });
  it('says when a status disagrees with the colonies, or colonies have no owner (NOVA: 2.1 STAR SYSTEMS: status follows from the colonies of the one owning empire)', () => {
    const systems = [sys('a', 'A1', { colonies: 2, status: 'world', ownerId: 'e1' }), sys('b', 'B1', { colonies: 1, status: 'outpost' }), sys('c', 'C1', { colonies: 3, status: 'world', ownerId: 'e1' })];
    const problems = validateMap(systems, [line('1', 'a', 'A', 'b', 'A'), line('2', 'b', 'B', 'c', 'A'), line('3', 'c', 'B', 'a', 'B')]).filter((p) => p.code === 'status-colonies');
    expect(problems.map((p) => [p.where, p.message])).toEqual([
      ['A1', 'Its status is world but it has 2 colonies (settlement); the status follows from the colonies.'],
      ['B1', 'It has 1 colony but no owner; colonies belong to one empire.'],
    ]);
  });
});
