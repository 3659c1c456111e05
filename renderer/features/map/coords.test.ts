import { describe, expect, it } from 'vitest';
import { centreOn, fitViewport, mapPoint, screenPoint, toMap, toScreen, visibleRect, zoomAt } from './coords';

describe('map coordinates', () => {
  const v = { scale: 2, x: 100, y: 50 };
  it('converts both ways', () => {
    expect(toScreen(v, mapPoint(10, 20))).toEqual({ x: 120, y: 90 });
    expect(toMap(v, screenPoint(120, 90))).toEqual({ x: 10, y: 20 });
  });
  it('zooms about the pointer', () => {
    const z = zoomAt(v, screenPoint(120, 90), 2);
    expect(z.scale).toBe(4);
    expect(toMap(z, screenPoint(120, 90))).toEqual({ x: 10, y: 20 });
    expect(zoomAt(v, screenPoint(0, 0), 1000).scale).toBe(8);
  });
  it('fits and centres', () => {
    const fit = fitViewport({ minX: 0, minY: 0, maxX: 1000, maxY: 500 }, 1120, 620, 60);
    expect(fit.scale).toBe(1);
    expect(visibleRect(fit, 1120, 620)).toEqual({ minX: -60, minY: -60, maxX: 1060, maxY: 560 });
    expect(toScreen(centreOn(v, mapPoint(5, 5), 200, 100), mapPoint(5, 5))).toEqual({ x: 100, y: 50 });
  });
});
