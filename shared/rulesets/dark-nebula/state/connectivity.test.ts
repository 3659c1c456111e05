/** DN §7.0 connection to the capital (digest §5.5), derived example D8, and the blocking rules. */
import { describe, expect, it } from 'vitest';
import { lineMap, put, testWorld } from '../fixtures';
import { blockReason, connectivity, type1Reach } from './connectivity';

function d8() {
  const world = testWorld({ map: lineMap('A=1 - B=2 - C - D=1') });
  put(world, 'aslan.RT', 'aslan', 'b:b', { strength: 4 });
  put(world, 'aslan.RT', 'aslan', 'd:d', { strength: 4 });
  return world;
}

describe('derived example D8: A (capital) – B (friendly Type-2) – C (Type-3) – D (friendly Type-1)', () => {
  it('D is connected only if a friendly tanker is at C', () => {
    const world = d8();
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual(['d']);
    expect(blockReason(world, 'aslan', 'c')).toBe('Type-3 system without a friendly tanker');
    put(world, 'aslan.AO', 'aslan', 'c');
    expect(connectivity(world, 'aslan').connectedBoxes).toEqual(['a', 'b', 'd']);
  });
  it('an enemy TR at B does not block; an enemy DD at B blocks C and D', () => {
    const world = d8();
    put(world, 'aslan.AO', 'aslan', 'c');
    put(world, 'solomani.TR', 'human', 'b');
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual([]);
    put(world, 'solomani.DD', 'human', 'b');
    const c = connectivity(world, 'aslan');
    expect(c.cutOffBoxes).toEqual(['d']);
    // B itself is an end of its own path: still connected.
    expect(c.connectedBoxes).toContain('b');
  });
  it('an enemy DD at D itself does not block: D is an endpoint', () => {
    const world = d8();
    put(world, 'aslan.AO', 'aslan', 'c');
    put(world, 'solomani.DD', 'human', 'd');
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual([]);
  });
  it("a path may not pass through a system holding both sides' ships (even an enemy TR beside a friendly ship)", () => {
    const world = d8();
    put(world, 'aslan.AO', 'aslan', 'c');
    put(world, 'solomani.TR', 'human', 'c');
    expect(blockReason(world, 'aslan', 'c')).toBe("both sides' ships present");
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual(['d']);
  });
  it('carriers block supply (A44); switched off, they do not', () => {
    const world = d8();
    put(world, 'aslan.AO', 'aslan', 'c');
    put(world, 'solomani.MS', 'human', 'b');
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual(['d']);
    world.settings = { ...world.settings, carriersBlockSupply: false };
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual([]);
  });
  it('dashed routes carry supply only once explored (the Vilani always)', () => {
    const world = testWorld({ map: lineMap('A=1 . B=2'), human: 'vilani' });
    put(world, 'aslan.RT', 'aslan', 'b:b', { strength: 4 });
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual(['b']);
    world.explored['a:b'] = ['aslan'];
    expect(connectivity(world, 'aslan').cutOffBoxes).toEqual([]);
  });
  it('Type-2 connection to a Type-1 box with friendly units (production placement)', () => {
    const world = d8();
    put(world, 'aslan.AO', 'aslan', 'c');
    expect([...type1Reach(world, 'aslan')].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
  it('A45: unallied armed independents block the Vilani only', () => {
    const world = testWorld({ map: lineMap('A=1 - B=1 - C=1'), human: 'vilani', aslan: 'hierate' });
    put(world, 'independent.M.807', 'independent', 'b:b', { home: 'b' });
    put(world, 'aslan.RT', 'aslan', 'c:c', { strength: 4 });
    expect(blockReason(world, 'aslan', 'b')).toBeNull();
    expect(blockReason(world, 'human', 'b')).toBe('enemy warships present');
  });
});
