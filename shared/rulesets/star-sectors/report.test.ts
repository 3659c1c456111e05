import { describe, expect, it } from 'vitest';
import { seedRng } from '../../rng';
import { battle, ship } from './fixtures';
import { sideReport } from './report';
import { resolveRound } from './round';

describe('a side report', () => {
  it('shows own ships in full, hides cloaked enemies and the enemy’s own doings', () => {
    const b = battle([ship('A1', 'A', 5, 10, 0, { weapons: ['PTL'] }), ship('B1', 'B', 5, 4, 3, { cloaks: 1 }), ship('B2', 'B', 8, 4, 3)]);
    const r = resolveRound(b, { orders: { A: 'A1 MOVE F', B: 'B1 CLOAK\nB2 MOVE F' } }, seedRng('x'));
    const report = sideReport(r.battle, r.log, 'A');
    expect(report.own.map((s) => s.id)).toEqual(['A1']);
    expect(report.own[0]?.engineRoom?.banks).toEqual(['1 PTL (Plasma Torpedo Launcher): empty']);
    expect(report.enemies.map((s) => s.id)).toEqual(['B2']);
    expect(report.enemies[0]?.engineRoom).toBeUndefined();
    expect(report.log.some((e) => e.shipId === 'B1' || e.shipId === 'B2')).toBe(false);
    expect(report.log.some((e) => e.shipId === 'A1')).toBe(true);
  });
  it('shows cloaked enemies to a side whose ship chose the Science crew option', () => {
    const b = battle([ship('A1', 'A', 5, 10, 0, {}, { crew: true }), ship('B1', 'B', 5, 4, 3, { cloaks: 1 }, { cloaked: true })]);
    const r = resolveRound(b, { orders: { A: 'A1 CREW SCIENCE' } }, seedRng('x'));
    const report = sideReport(r.battle, r.log, 'A');
    expect(report.detectsCloaked).toBe(true);
    expect(report.enemies.map((s) => [s.id, s.cloaked])).toEqual([['B1', true]]);
    const without = resolveRound(b, { orders: {} }, seedRng('x'));
    expect(sideReport(without.battle, without.log, 'A').enemies).toEqual([]);
  });
});
