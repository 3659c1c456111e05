import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref, routeQuery } from './router';

describe('hash routes', () => {
  it('reads the library, a dashboard and a screen', () => {
    expect(parseRoute('')).toEqual({ page: 'library' });
    expect(parseRoute('#/')).toEqual({ page: 'library' });
    expect(parseRoute('#/game/g-1')).toEqual({ page: 'game', gameId: 'g-1', screen: 'dashboard' });
    expect(parseRoute('#/game/g-1/map')).toEqual({ page: 'game', gameId: 'g-1', screen: 'map' });
  });

  it('leaves a query to the screen (#/game/g-1/combat?turnBattle=b.4.s1)', () => {
    expect(parseRoute('#/game/g-1/combat?turnBattle=b.4.s1')).toEqual({ page: 'game', gameId: 'g-1', screen: 'combat' });
    expect(routeQuery('#/game/g-1/combat?turnBattle=b.4.s1').get('turnBattle')).toBe('b.4.s1');
    expect(routeQuery('#/game/g-1/combat').get('turnBattle')).toBeNull();
  });

  it('writes what it reads', () => {
    for (const route of [{ page: 'library' } as const, { page: 'game', gameId: 'g 1', screen: 'orders' } as const]) {
      expect(parseRoute(routeHref(route))).toEqual(route);
    }
  });
});
