/**
 * A player's map laid out to use the page (the packet's map of known space): the systems an
 * empire knows are often a few clusters far apart in the GM's coordinates, with the page's
 * middle empty. Each axis is spread by rank: a system keeps its order left to right and top to
 * bottom relative to every other (so what is west of what, and which lines cross, stay as they
 * were), and the gaps between them even out. Half the true spacing is kept, so near stays near.
 * Pure and deterministic.
 */
export function spreadLayout<T extends { x: number; y: number }>(systems: readonly T[], keep = 0.5): T[] {
  if (systems.length < 3) return [...systems];
  const axis = (values: number[]): ((v: number) => number) => {
    const sorted = [...new Set(values)].sort((a, b) => a - b);
    const lo = sorted[0] as number;
    const hi = sorted[sorted.length - 1] as number;
    const span = hi - lo || 1;
    const rank = new Map(sorted.map((v, i) => [v, sorted.length === 1 ? 0.5 : i / (sorted.length - 1)]));
    return (v) => lo + span * (keep * ((v - lo) / span) + (1 - keep) * (rank.get(v) ?? 0));
  };
  const fx = axis(systems.map((s) => s.x));
  const fy = axis(systems.map((s) => s.y));
  return systems.map((s) => ({ ...s, x: fx(s.x), y: fy(s.y) }));
}
