/**
 * Layouts by player count (GD §8.0 PLAY MAPS). The diagrams are missing (digest A-02): these templates
 * follow the text's measures. 2 players: one Map Segment (about 10½ × 4 hexes, ½ hexes counted whole)
 * with two Empire Segments on it; 3 and 4: two Map Segments joined long edge to long edge (10½ × 8), the
 * Empire Segments on the short edges with 2 hexes between them; 6: four Map Segments (21 × 8), two Empire
 * Segments at opposite corners of a long side and four along the long sides, gaps of 3 and 2 hexes.
 * 5, 7, 8 and 9 players are the workstation's extrapolations [P]. Seats run clockwise over the slots,
 * so neighbours at the table are neighbours on the map.
 */

/** One empire's place: its two home hexes (offset col,row), capital first; the sub-capital faces inward. */
export interface Slot {
  readonly capital: readonly [number, number];
  readonly subCapital: readonly [number, number];
}

export interface Layout {
  readonly id: string;
  readonly players: number;
  readonly cols: number;
  readonly rows: number;
  readonly slots: readonly Slot[];
  /** True for the rulebook's player counts; false for an extrapolation [P]. */
  readonly fromBook: boolean;
  readonly description: string;
}

const slot = (cap: [number, number], sub: [number, number]): Slot => ({ capital: cap, subCapital: sub });

export const LAYOUTS: readonly Layout[] = [
  { id: 'gd-2', players: 2, cols: 11, rows: 4, fromBook: true, description: 'one Map Segment, two Empire Segments on its short edges', slots: [slot([0, 1], [1, 1]), slot([10, 2], [9, 2])] },
  { id: 'gd-3', players: 3, cols: 11, rows: 8, fromBook: true, description: 'two Map Segments (10½ × 8); one Empire Segment on a short edge, two on the other', slots: [slot([1, 3], [2, 3]), slot([9, 1], [8, 1]), slot([10, 6], [9, 6])] },
  { id: 'gd-4', players: 4, cols: 11, rows: 8, fromBook: true, description: 'two Map Segments (10½ × 8); two Empire Segments on each short edge', slots: [slot([0, 1], [1, 1]), slot([10, 1], [9, 1]), slot([10, 6], [9, 6]), slot([0, 6], [1, 6])] },
  { id: 'gd-5', players: 5, cols: 16, rows: 8, fromBook: false, description: '[P] three Map Segments wide; two Empire Segments on each short edge and one on a long edge', slots: [slot([0, 1], [1, 1]), slot([8, 0], [8, 1]), slot([15, 1], [14, 1]), slot([15, 6], [14, 6]), slot([0, 6], [1, 6])] },
  { id: 'gd-6', players: 6, cols: 21, rows: 8, fromBook: true, description: 'four Map Segments (21 × 8); Empire Segments at opposite corners of the long sides and two more along each long side, gaps of 3 and 2 hexes', slots: [slot([1, 0], [1, 1]), slot([7, 0], [7, 1]), slot([12, 0], [12, 1]), slot([19, 7], [19, 6]), slot([13, 7], [13, 6]), slot([8, 7], [8, 6])] },
  { id: 'gd-7', players: 7, cols: 21, rows: 12, fromBook: false, description: '[P] the 6-player map made deeper, one more Empire Segment on a short edge', slots: [slot([1, 0], [1, 1]), slot([7, 0], [7, 1]), slot([12, 0], [12, 1]), slot([20, 6], [19, 6]), slot([19, 11], [19, 10]), slot([13, 11], [13, 10]), slot([8, 11], [8, 10])] },
  { id: 'gd-8', players: 8, cols: 21, rows: 12, fromBook: false, description: '[P] the 6-player map made deeper, one more Empire Segment on each short edge', slots: [slot([1, 0], [1, 1]), slot([7, 0], [7, 1]), slot([12, 0], [12, 1]), slot([20, 6], [19, 6]), slot([19, 11], [19, 10]), slot([13, 11], [13, 10]), slot([8, 11], [8, 10]), slot([0, 5], [1, 5])] },
  { id: 'gd-9', players: 9, cols: 21, rows: 12, fromBook: false, description: '[P] the 8-player map with a ninth empire in the middle', slots: [slot([1, 0], [1, 1]), slot([7, 0], [7, 1]), slot([12, 0], [12, 1]), slot([20, 6], [19, 6]), slot([19, 11], [19, 10]), slot([13, 11], [13, 10]), slot([8, 11], [8, 10]), slot([0, 5], [1, 5]), slot([10, 5], [10, 6])] },
];

/** The layout for a player count; null when none exists (or only an extrapolation and `bookOnly`). */
export function layoutFor(players: number, bookOnly = false): Layout | null {
  const l = LAYOUTS.find((x) => x.players === players) ?? null;
  if (!l || (bookOnly && !l.fromBook)) return null;
  return l;
}
