import { describe, expect, it } from 'vitest';
import { applyThrust, DIRECTIONS, formatVector, rangeBetween, scatterPosition, simplifyVector, thrustProblem } from './movement';

const v = (...parts: [number, number][]) => parts.reduce((acc, [dir, n]) => ({ q: acc.q + (DIRECTIONS[dir - 1]?.q ?? 0) * n, r: acc.r + (DIRECTIONS[dir - 1]?.r ?? 0) * n }), { q: 0, r: 0 });

// NOVA: VECTOR PLOTTING, VECTOR PLOT EXAMPLE, MOVEMENT, MOVEMENT EXAMPLE (Figures 1 and 2), SCATTERS
describe('NOVA vectors (digest §2)', () => {
  it('D(i) and D(i+3) are opposite; D6 + D2 = D1', () => {
    for (let i = 1; i <= 3; i++) expect(v([i, 1], [i + 3, 1])).toEqual({ q: 0, r: 0 });
    expect(v([6, 1], [2, 1])).toEqual(v([1, 1]));
  });
  it('vector-plot example (L3116): prior 4·D2 + 1·D3, 3 in D5 and 2 in D3 → 1 in D2 and 3 in D3', () => {
    const after = applyThrust(v([2, 4], [3, 1]), [0, 0, 2, 0, 3, 0]);
    expect(simplifyVector(after)).toEqual([{ direction: 2, points: 1 }, { direction: 3, points: 3 }]);
  });
  it('Figure 1: 2·D2 + 2·D3, 2 thrust in D6 → 2·D2', () => {
    expect(formatVector(applyThrust(v([2, 2], [3, 2]), [0, 0, 0, 0, 0, 2]))).toBe('2·D2');
  });
  it('Figure 2: 3·D6 + 3·D1, 3 thrust in D2 → 6·D1', () => {
    expect(formatVector(applyThrust(v([6, 3], [1, 3]), [0, 3, 0, 0, 0, 0]))).toBe('6·D1');
  });
  it('thrust is limited by the working IE', () => {
    expect(thrustProblem([1, 1, 0, 0, 0, 0], 2)).toBeNull();
    expect(thrustProblem([1, 1, 1, 0, 0, 0], 2)).toMatch(/3 thrust points/);
    expect(thrustProblem([-1, 0, 0, 0, 0, 0], 2)).toMatch(/whole numbers/);
  });
  it('scatter: Lewis d6 3 d10z 3, Clark d6 4 d10z 9 → ranges 3, 9 and 9 (space example)', () => {
    const a = { q: 0, r: 0 };
    const lewis = scatterPosition(a, 3, 3);
    const clark = scatterPosition(a, 4, 9);
    expect([rangeBetween(a, lewis), rangeBetween(a, clark), rangeBetween(lewis, clark)]).toEqual([3, 9, 9]);
    expect(scatterPosition(a, 5, 0)).toEqual(a);
  });
});
