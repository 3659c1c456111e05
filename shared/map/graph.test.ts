import { describe, expect, it } from 'vitest';
import type { WarpLine } from '../model/entities';
import { adjacencyOf, components, distance, isConnected, jumpsFrom, neighbours, route } from './graph';

const line = (id: string, a: string, b: string): WarpLine => ({ gameId: 'g', id, a, aLetter: 'A', b, bLetter: 'B' });
// a – b – c – d, and e alone
const lines = [line('1', 'a', 'b'), line('2', 'b', 'c'), line('3', 'c', 'd')];
const adjacency = adjacencyOf(['a', 'b', 'c', 'd', 'e'], lines);

describe('map graph', () => {
  it('lists neighbours', () => {
    expect(neighbours(adjacency, 'b')).toEqual(['a', 'c']);
    expect(neighbours(adjacency, 'e')).toEqual([]);
  });
  it('counts jumps and finds routes', () => {
    expect(distance(adjacency, 'a', 'd')).toBe(3);
    expect(distance(adjacency, 'a', 'e')).toBeNull();
    expect(route(adjacency, 'a', 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(route(adjacency, 'd', 'd')).toEqual(['d']);
    expect(route(adjacency, 'a', 'e')).toBeNull();
    expect(jumpsFrom(adjacency, 'c')).toEqual(new Map([['c', 0], ['b', 1], ['d', 1], ['a', 2]]));
  });
  it('finds connected groups', () => {
    expect(components(adjacency)).toEqual([['a', 'b', 'c', 'd'], ['e']]);
    expect(isConnected(adjacency)).toBe(false);
    expect(isConnected(adjacencyOf(['a', 'b'], [line('1', 'a', 'b')]))).toBe(true);
  });
  it('counts a star gate as one jump', () => {
    const withGate = adjacencyOf(['a', 'b', 'c', 'd'], [...lines, { ...line('g', 'a', 'd'), kind: 'gate' }]);
    expect(distance(withGate, 'a', 'd')).toBe(1);
  });
});
