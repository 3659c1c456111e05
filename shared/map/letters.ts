/**
 * Where each warp-point letter goes on a drawn map so that it overlaps no system name and no
 * other letter (screen and print alike: renderer/features/map/draw.ts, shared/map/svg.ts).
 * A letter sits near its end of the line, on one side of it; when that spot is taken by a
 * name (the name is drawn under its system) or a letter already placed, it tries the other
 * side, then further along the line. Pure; sizes in the caller's units.
 */
export interface LetterLayout {
  /** Distance of the first spot from the system centre, along the line. */
  at: number;
  /** Distance from the line, to either side. */
  side: number;
  /** Half the size of a letter's box. */
  half: number;
  /** A system's circle radius and its name box under it: top (from the centre), height, width of one character. */
  radius: number;
  nameTop: number;
  nameHeight: number;
  charWidth: number;
}

export interface PlacedLetter {
  x: number;
  y: number;
  letter: string;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && a.x1 > b.x0 && a.y0 < b.y1 && a.y1 > b.y0;

/** Boxes bucketed in square cells of `cell` units: a query looks only at the cells it covers (thousands of letters stay fast). */
class BoxGrid {
  private readonly cells = new Map<string, Box[]>();
  private readonly cell: number;
  constructor(cell: number) {
    this.cell = cell;
  }
  private keys(b: Box): string[] {
    const out: string[] = [];
    for (let i = Math.floor(b.x0 / this.cell); i <= Math.floor(b.x1 / this.cell); i++) for (let j = Math.floor(b.y0 / this.cell); j <= Math.floor(b.y1 / this.cell); j++) out.push(`${i},${j}`);
    return out;
  }
  add(b: Box): void {
    for (const k of this.keys(b)) {
      const list = this.cells.get(k);
      if (list) list.push(b);
      else this.cells.set(k, [b]);
    }
  }
  hits(b: Box): boolean {
    return this.keys(b).some((k) => this.cells.get(k)?.some((t) => overlaps(b, t)) ?? false);
  }
}

/**
 * The letters of every line end, placed. `systems`: each system's centre and name; `lines`:
 * the two ends' centres and letters. Spots are tried in order; a letter with no free spot
 * takes its first one (it is never dropped).
 */
export function placeLetters(systems: readonly { x: number; y: number; name: string }[], lines: readonly { a: { x: number; y: number }; b: { x: number; y: number }; aLetter?: string; bLetter?: string }[], o: LetterLayout): PlacedLetter[] {
  const taken = new BoxGrid(Math.max(16, o.at * 2));
  for (const s of systems) {
    const w = (s.name.length * o.charWidth) / 2 + 2;
    taken.add({ x0: s.x - w, y0: s.y + o.nameTop, x1: s.x + w, y1: s.y + o.nameTop + o.nameHeight });
    taken.add({ x0: s.x - o.radius, y0: s.y - o.radius, x1: s.x + o.radius, y1: s.y + o.radius });
  }
  const out: PlacedLetter[] = [];
  const place = (from: { x: number; y: number }, to: { x: number; y: number }, letter: string) => {
    const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    const ux = (to.x - from.x) / len;
    const uy = (to.y - from.y) / len;
    const spots: { x: number; y: number }[] = [];
    for (const along of [o.at, o.at + 2.2 * o.half, o.at + 4.4 * o.half]) {
      if (along > len / 2) break;
      for (const sideways of [o.side, -o.side]) spots.push({ x: from.x + ux * along - uy * sideways, y: from.y + uy * along + ux * sideways });
    }
    if (spots.length === 0) spots.push({ x: from.x + ux * Math.min(o.at, len / 2) - uy * o.side, y: from.y + uy * Math.min(o.at, len / 2) + ux * o.side });
    const boxOf = (p: { x: number; y: number }) => ({ x0: p.x - o.half, y0: p.y - o.half, x1: p.x + o.half, y1: p.y + o.half });
    const spot = spots.find((p) => !taken.hits(boxOf(p))) ?? (spots[0] as { x: number; y: number });
    taken.add(boxOf(spot));
    out.push({ ...spot, letter });
  };
  for (const l of lines) {
    if (l.aLetter) place(l.a, l.b, l.aLetter);
    if (l.bLetter) place(l.b, l.a, l.bLetter);
  }
  return out;
}
