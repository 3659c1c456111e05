/** How a battle looks on the shared HexBoard: terrain as tiles, ships as pieces. */

import { shipFacing, shipHull, type Battle } from '../../../shared/rulesets/star-sectors/battle';
import { terrainHexes, type TerrainKind } from '../../../shared/rulesets/star-sectors/terrain';
import type { BoardPiece, BoardTile } from '../../components/hex-board/types';

export const TERRAIN_STYLE: Record<TerrainKind, { fill: string; symbol: string }> = {
  asteroids: { fill: '#868e96', symbol: '⁂' },
  'ion-storm': { fill: '#e8590c', symbol: 'ϟ' },
  'metaphasic-nebula': { fill: '#4dabf7', symbol: '≈' },
  moon: { fill: '#adb5bd', symbol: '☾' },
  'mutara-nebula': { fill: '#9775fa', symbol: '' },
  planet: { fill: '#2f9e44', symbol: '●' },
  star: { fill: '#fab005', symbol: '✷' },
  wormhole: { fill: '#862e9c', symbol: '◎' },
  station: { fill: '#495057', symbol: '⌂' },
  mine: { fill: '#c92a2a', symbol: '✚' },
};

export function boardTiles(battle: Pick<Battle, 'terrain'>): BoardTile[] {
  return battle.terrain.map((t) => ({ key: t.id, hexes: terrainHexes(t), fill: TERRAIN_STYLE[t.kind].fill, symbol: TERRAIN_STYLE[t.kind].symbol || undefined, label: t.id }));
}

/** Ships as pieces; `hideCloakedOf` hides the cloaked ships of other sides than this one (a player's view). */
export function boardPieces(battle: Battle, options: { hideCloakedFrom?: string | null; showDestroyed?: boolean } = {}): BoardPiece[] {
  const color = new Map(battle.sides.map((s) => [s.id, s.color]));
  return battle.ships
    .filter((s) => options.showDestroyed || !s.destroyed)
    .filter((s) => !(options.hideCloakedFrom && s.cloaked && s.sideId !== options.hideCloakedFrom))
    .map((s) => ({ id: s.id, hexes: shipHull(s), facing: shipFacing(s), color: color.get(s.sideId) ?? '#888888', label: s.id, faded: s.cloaked || s.destroyed, crossed: s.destroyed }));
}

