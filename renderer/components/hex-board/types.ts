/** What a hex board draws. Ruleset-neutral: a tile, a piece, a highlight, a line. */
import type { Facing, HexCoord } from '../../../shared/hex/coords';

/** Terrain or any static marking: drawn on the cached static layer. */
export interface BoardTile {
  key: string;
  hexes: readonly HexCoord[];
  fill: string;
  /** Short text drawn in the first hex (an id or an abbreviation). */
  label?: string;
  /** Optional symbol drawn large in each hex (★, ●, ◎…). */
  symbol?: string;
}

/** A piece (ship, fleet, counter): drawn on the interactive layer. */
export interface BoardPiece {
  id: string;
  /** Hexes it occupies; the first is its base (flight stand), where the facing marker is drawn. */
  hexes: readonly HexCoord[];
  facing: Facing;
  color: string;
  label: string;
  /** Drawn faded (cloaked, destroyed, not yet deployed…). */
  faded?: boolean;
  /** Drawn with a cross (destroyed). */
  crossed?: boolean;
}

export interface BoardHighlight {
  hex: HexCoord;
  color: string;
}

export interface BoardLine {
  from: HexCoord;
  to: HexCoord;
  color: string;
  dashed?: boolean;
}
