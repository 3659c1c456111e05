/** What a map canvas's pointer does on empty space and on systems: select (and move), add a system, draw a line between two. */
export type MapMode = 'select' | 'add' | 'line';

/** What a page can ask of its canvas. */
export interface MapCanvasHandle {
  /** Shows the whole map. */
  fit(): void;
  /** Brings a system to the centre, at least at zoom `minScale` (1 when not given). */
  centreOn(systemId: string, minScale?: number): void;
  /** Zooms about the centre of the canvas. */
  zoom(factor: number): void;
  /** Moves the map by screen pixels. */
  pan(dx: number, dy: number): void;
  /** Shows these systems whole (one: centred at zoom 1 or more). */
  show(ids: readonly string[]): void;
}
