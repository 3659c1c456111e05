import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref } from './router';

describe('hash routes', () => {
  it('reads the library, a dashboard and a screen', () => {
    expect(parseRoute('')).toEqual({ page: 'library' });
    expect(parseRoute('#/')).toEqual({ page: 'library' });
    expect(parseRoute('#/game/g-1')).toEqual({ page: 'game', gameId: 'g-1', screen: 'dashboard' });
    expect(parseRoute('#/game/g-1/map')).toEqual({ page: 'game', gameId: 'g-1', screen: 'map' });
  });

  it('writes what it reads', () => {
    for (const route of [{ page: 'library' } as const, { page: 'game', gameId: 'g 1', screen: 'orders' } as const]) {
      expect(parseRoute(routeHref(route))).toEqual(route);
    }
  });
});
