/**
 * What a map drawing shows, independent of how it is drawn: the editor's canvas and the
 * SVG export draw the same scene. A ruleset makes scenes from its records (the GM's truth,
 * or one player's view); this module knows no ruleset. Positions are map units (one unit
 * is one pixel at zoom 1).
 */

export interface SceneSystem {
  id: string;
  x: number;
  y: number;
  name: string;
  /** Second line under the name: "T6 OP", "?" … */
  detail: string;
  fill: string;
  ring: boolean;
  /** Warp points whose line is not drawn (unexplored stubs): letter and direction (radians, screen y down). */
  stubs: { letter: string; angle: number }[];
}
export interface SceneLine {
  id: string;
  aId: string;
  bId: string;
  a: { x: number; y: number };
  b: { x: number; y: number };
  aLetter: string;
  bLetter: string;
  gate: boolean;
}
export interface SvgScene {
  title: string;
  systems: SceneSystem[];
  lines: SceneLine[];
}

/**
 * Directions for stubs that keep clear of the drawn lines and of the label under the
 * system: each stub takes, in turn, the one of 16 directions farthest from every
 * direction already used.
 */
export function stubDirections(letters: readonly string[], used: readonly number[]): { letter: string; angle: number }[] {
  const taken = [...used, Math.PI / 2, Math.PI / 2 - 0.5, Math.PI / 2 + 0.5];
  const gap = (a: number, b: number) => {
    const d = Math.abs(a - b) % (2 * Math.PI);
    return Math.min(d, 2 * Math.PI - d);
  };
  return letters.map((letter) => {
    let best = -Math.PI / 2;
    let bestGap = -1;
    for (let i = 0; i < 16; i++) {
      const angle = -Math.PI / 2 + (i * Math.PI) / 8;
      const g = Math.min(...taken.map((t) => gap(angle, t)));
      if (g > bestGap + 1e-9) {
        best = angle;
        bestGap = g;
      }
    }
    taken.push(best);
    return { letter, angle: best };
  });
}
