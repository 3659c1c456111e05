/**
 * How a NOVA battle looks on the shared HexBoard. NOVA hexes are axial around the warp point and
 * may be negative; the board is an odd-q rectangle, so every hex is shifted by an even number of
 * columns (keeps the odd-q parity) and whole rows to fit with a margin. NOVA direction D(i) is
 * the board's facing i mod 6 (D1 = {q:1,r:-1} = NE, D6 = N).
 */
import { hex, hexToOffset, type Facing, type HexCoord } from '../../../../shared/hex/coords';
import type { Battle, ShipState } from '../../../../shared/rulesets/nova/combat/battle';
import type { BattleEvent } from '../../../../shared/rulesets/nova/combat/log';
import { simplifyVector, type Axial } from '../../../../shared/rulesets/nova/combat/movement';
import type { BoardLine, BoardPiece, BoardTile } from '../../../components/hex-board/types';

export const SIDE_COLORS = ['#1c7ed6', '#e03131', '#2f9e44', '#f08c00', '#7048e8', '#0c8599'];
const MARGIN = 3;

export interface BoardFrame {
  cols: number;
  rows: number;
  /** Battle hex → board hex. */
  at: (a: Axial) => HexCoord;
}

export function boardFrame(battle: Battle): BoardFrame {
  const points: Axial[] = [battle.input.warpPoint, ...battle.ships.filter((s) => !s.carriedBy && !s.incoming).flatMap((s) => [s.pos, { q: s.pos.q + s.vel.q, r: s.pos.r + s.vel.r }])];
  const minQ = Math.min(...points.map((p) => p.q));
  const dq = 2 * Math.ceil((MARGIN - minQ) / 2);
  const rowOf = (p: Axial) => hexToOffset(hex(p.q + dq, p.r)).row;
  const dr = MARGIN - Math.min(...points.map(rowOf));
  const at = (a: Axial) => hex(a.q + dq, a.r + dr);
  const cols = Math.max(...points.map((p) => hexToOffset(at(p)).col)) + MARGIN + 1;
  const rows = Math.max(...points.map((p) => hexToOffset(at(p)).row)) + MARGIN + 1;
  return { cols: Math.max(cols, 13), rows: Math.max(rows, 9), at };
}

/** Facing of a ship: the main direction of its vector (D(i) → i mod 6), north when still. */
export function shipFacing(ship: ShipState): Facing {
  const main = simplifyVector(ship.vel).sort((a, b) => b.points - a.points)[0];
  return main ? ((main.direction % 6) as Facing) : 0;
}

export function sideColor(battle: Battle, sideId: string): string {
  const i = battle.input.sides.findIndex((s) => s.id === sideId);
  return SIDE_COLORS[Math.max(0, i) % SIDE_COLORS.length] as string;
}

export { outcomeText, sideName } from '../../../../shared/rulesets/nova/combat/outcome';

export function battlePieces(battle: Battle, frame: BoardFrame): BoardPiece[] {
  return battle.ships
    .filter((s) => !s.carriedBy && !s.incoming)
    .map((s) => ({
      id: s.id,
      hexes: [frame.at(s.pos)],
      facing: shipFacing(s),
      color: sideColor(battle, s.side),
      label: s.name.slice(0, 6),
      faded: s.status !== 'active',
      crossed: s.status === 'destroyed' || s.status === 'blownUp',
    }));
}

export function warpPointTile(battle: Battle, frame: BoardFrame): BoardTile {
  return { key: 'warp-point', hexes: [frame.at(battle.input.warpPoint)], fill: '#d0bfff', symbol: '◎', label: 'WP' };
}

/** Vector marks (where each moving ship drifts next) and the firing lines of `round`. */
export function battleLines(battle: Battle, frame: BoardFrame, log: readonly BattleEvent[], round: number): BoardLine[] {
  const lines: BoardLine[] = [];
  for (const s of battle.ships) {
    if (s.status !== 'active' || s.carriedBy || s.incoming || (s.vel.q === 0 && s.vel.r === 0)) continue;
    lines.push({ from: frame.at(s.pos), to: frame.at({ q: s.pos.q + s.vel.q, r: s.pos.r + s.vel.r }), color: '#868e96', dashed: true });
  }
  const byId = new Map(battle.ships.map((s) => [s.id, s]));
  const seen = new Set<string>();
  for (const e of log) {
    if (e.round !== round || e.type !== 'attack' || !e.shipId || !e.targetId) continue;
    const key = `${e.shipId}>${e.targetId}`;
    const from = byId.get(e.shipId);
    const to = byId.get(e.targetId);
    if (seen.has(key) || !from || !to) continue;
    seen.add(key);
    lines.push({ from: frame.at(from.pos), to: frame.at(to.pos), color: sideColor(battle, from.side) });
  }
  return lines;
}
