/**
 * cloneWorld (fleet.ts): every step's deep copy of the world. It must give what
 * structuredClone gives — the same records, keys in the same order, nothing shared with
 * the input — for whatever plain data a feature stores on a record.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneWorld } from './fleet';
import { WorldBuilder } from './test-world';

function worldWith(extra: unknown) {
  return new WorldBuilder().empire('a').home('h', 'a').unit('s1', 'a', 'ship', 'h', { extra, turnOrders: { turn: 1, route: [{ kind: 'warp', letter: 'B' }], activity: [] } }).build();
}

describe('cloneWorld', () => {
  it('equals structuredClone for any JSON value stored on a record, keys in the same order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (extra) => {
        const world = worldWith(extra);
        const copy = cloneWorld(world);
        expect(copy).toStrictEqual(structuredClone(world));
        expect(JSON.stringify(copy)).toBe(JSON.stringify(world));
      }),
    );
  });

  it('shares nothing with the world it copies', () => {
    const world = worldWith({ deep: { list: [1, { x: 2 }] } });
    const copy = cloneWorld(world);
    const unit = copy.units[0] as unknown as { extra: { deep: { list: [number, { x: number }] } }; turnOrders: { route: unknown[] } };
    unit.extra.deep.list[1].x = 99;
    unit.turnOrders.route.push({ kind: 'warp', letter: 'C' });
    copy.systems[0]!.installations.IC = 5;
    expect(world.units[0]).toMatchObject({ extra: { deep: { list: [1, { x: 2 }] } }, turnOrders: { route: [{ kind: 'warp', letter: 'B' }] } });
    expect(world.systems[0]?.installations.IC).toBe(1);
  });

  it('keeps undefined fields, an own "__proto__" key as data, and copies a Map or a Date as structuredClone does', () => {
    const extra = { gone: undefined, when: new Date(0), index: new Map([['k', { v: 1 }]]), ...(JSON.parse('{"__proto__": {"polluted": true}}') as object) };
    const world = worldWith(extra);
    const copy = cloneWorld(world);
    expect(copy).toStrictEqual(structuredClone(world));
    const copied = (copy.units[0] as unknown as { extra: Record<string, unknown> }).extra;
    expect(Object.keys(copied)).toEqual(['gone', 'when', 'index', '__proto__']);
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(copied.index).not.toBe(extra.index);
  });
});
