/**
 * Sub-light movement and warp jumps. Star Sectors: IV.A (moving), IV.B (warp drive),
 * VII.A (terrain effects on movement), VII.B (mines).
 */
import { FACING_NAMES, hex, hexKey, hexLabel, hullHexes, neighbor, turn, type Facing, type HexCoord } from '../../hex/coords';
import { damagedMf, isOnBoard, shipFacing, shipHex, shipHull, warpFactor, type ShipState } from './battle';
import type { RoundContext } from './context';
import type { Step } from './orders';
import { isImpassable, isNebula, TERRAIN_NAMES } from './terrain';

type At = { line: number };

function refuse(ctx: RoundContext, ship: ShipState, at: At, text: string): false {
  ctx.log.add('refused', `${ship.card.name}: ${text}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  return false;
}

/** Why a hull placement is not allowed, or null when it is. */
function placementProblem(ctx: RoundContext, ship: ShipState, hull: readonly HexCoord[]): string | null {
  const others = ctx.occupied([ship.id]);
  for (const h of hull) {
    if (!isOnBoard(ctx.battle, h)) return 'that would leave the board';
    const tile = ctx.terrain.at(h);
    if (tile && isImpassable(tile.kind)) return `${TERRAIN_NAMES[tile.kind]} ${tile.id} is impassable`;
    const other = others.get(hexKey(h));
    if (other) return `${other.card.name} is in the way`;
  }
  if (ctx.battle.settings.starAdjacent === 'refuse' && hull.some((h) => ctx.terrain.nextToStar(h))) return 'hexes next to a star are off limits';
  return null;
}

/** After the hull moved into new hexes: mines, stars, nebulae, cloaks, worm holes, orbit. */
function arrive(ctx: RoundContext, ship: ShipState, before: readonly HexCoord[], at: At, viaWarp: boolean): void {
  const t = ctx.turnOf(ship);
  const hull = shipHull(ship);
  const old = new Set(before.map(hexKey));
  // VII.A Mutara/metaphasic: −1 MF when entering, travelling through or exiting a nebula.
  if (hull.some((h) => ctx.inNebula(h)) || before.some((h) => ctx.inNebula(h))) t.nebulaTouched = true;
  // VII.B Mines: detonate when any part of a ship enters the mined hex; 3 hits.
  for (const h of hull) {
    const tile = ctx.terrain.at(h);
    if (tile?.kind === 'mine' && !old.has(hexKey(h))) {
      ctx.removeTerrain(tile.id);
      ctx.log.add('terrain', `${ship.card.name} enters mine ${tile.id}: it detonates`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
      ctx.hit(ship, 3, `mine ${tile.id}`, { line: at.line });
      if (ship.destroyed) return;
    }
  }
  // VII.A Stars: every ship next to a star is destroyed.
  if (hull.some((h) => ctx.terrain.nextToStar(h))) {
    ctx.destroy(ship, 'flew next to a star', true);
    return;
  }
  // VI.A: cloaking devices do not work inside ion storms and nebulae.
  if (ship.cloaked && hull.some((h) => { const k = ctx.terrain.at(h)?.kind; return k === 'ion-storm' || (k !== undefined && isNebula(k)); })) {
    ship.cloaked = false;
    t.cloakChanged = true;
    ctx.log.add('terrain', `${ship.card.name}'s cloak fails inside ${TERRAIN_NAMES[ctx.terrain.at(shipHex(ship))?.kind ?? 'ion-storm']}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  }
  // VII.A Worm holes: carried to the linked worm hole; one space of movement after.
  const base = ctx.terrain.at(shipHex(ship));
  if (base?.kind === 'wormhole' && t.wormholeMoves === null && !viaWarp) {
    const exit = ctx.battle.terrain.find((x) => x.id === base.link);
    if (exit) {
      const exitHull = hullHexes(hex(exit.q, exit.r), shipFacing(ship), ship.card.hullLength);
      const problem = placementProblem(ctx, ship, exitHull);
      if (problem === null) {
        ship.q = exit.q;
        ship.r = exit.r;
        t.wormholeMoves = 1;
        ctx.log.add('terrain', `${ship.card.name} is carried through worm hole ${base.id} to ${exit.id}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
      } else {
        ctx.log.add('terrain', `${ship.card.name} cannot come out of worm hole ${exit.id} (${problem}); it stays at ${base.id}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
      }
    }
  }
  // VII.A Planets and moons: all movement stops when entering orbit.
  const wasInOrbit = before.length > 0 && ctx.terrain.orbiting(before[0] as HexCoord) !== undefined;
  if (!wasInOrbit && ctx.terrain.orbiting(shipHex(ship))) {
    t.orbitStopped = true;
    ctx.log.add('terrain', `${ship.card.name} enters orbit of ${ctx.terrain.orbiting(shipHex(ship))?.id}: movement stops`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  }
}

/** Carries out MOVE steps one at a time; stops at the first step that is not allowed. */
export function move(ctx: RoundContext, ship: ShipState, steps: readonly Step[], at: At): void {
  const t = ctx.turnOf(ship);
  for (const [index, step] of steps.entries()) {
    if (ship.destroyed) return;
    const rest = steps.length - index > 1 ? ` (the remaining ${steps.length - index} steps are not carried out)` : '';
    if (t.orbitStopped) return void refuse(ctx, ship, at, `in orbit, movement has stopped for this round${rest}`);
    if (t.wormholeMoves !== null && t.wormholeMoves <= 0) return void refuse(ctx, ship, at, `only one space may be moved after a worm hole${rest}`);
    if (step === 'L' || step === 'R') {
      if (t.warped) return void refuse(ctx, ship, at, `a ship cannot turn in a round it makes a warp jump (IV.B)${rest}`);
    }
    if (t.mfUsed + 1 > ctx.moveBudget(ship)) return void refuse(ctx, ship, at, `step ${index + 1} (${step}) exceeds the movement factor ${ctx.moveBudget(ship)}${rest}`);
    if (step === 'B') {
      if (t.movedForward) return void refuse(ctx, ship, at, `cannot reverse after moving forward this round (IV.A)${rest}`);
      const allowance = 1 + (t.crew === 'HELM' ? 1 : 0);
      if (t.reversed >= allowance) return void refuse(ctx, ship, at, `reverse is limited to ${allowance} MF (IV.A)${rest}`);
    }
    if (step === 'F' && t.reversed > 0) return void refuse(ctx, ship, at, `cannot move forward after reversing this round (IV.A)${rest}`);
    const facing = shipFacing(ship);
    const before = shipHull(ship);
    let nextBase = shipHex(ship);
    let nextFacing: Facing = facing;
    if (step === 'F') nextBase = neighbor(nextBase, facing);
    else if (step === 'B') nextBase = neighbor(nextBase, turn(facing, 3));
    else nextFacing = turn(facing, step === 'R' ? 1 : -1);
    const hull = hullHexes(nextBase, nextFacing, ship.card.hullLength);
    const problem = placementProblem(ctx, ship, hull);
    if (problem) return void refuse(ctx, ship, at, `step ${index + 1} (${step}): ${problem}${rest}`);
    const wasNebula = t.nebulaTouched;
    ship.q = nextBase.q;
    ship.r = nextBase.r;
    ship.facing = nextFacing;
    t.mfUsed += 1;
    // Turning in place is not leaving a dock (V.B: a ship may change its orientation and keep gathering).
    if (step === 'F' || step === 'B') t.moved = true;
    if (step === 'F') t.movedForward = true;
    if (step === 'B') t.reversed += 1;
    if (step === 'L' || step === 'R') t.turned = true;
    if (t.wormholeMoves !== null) t.wormholeMoves -= 1;
    if (step === 'F' || step === 'B' || ship.card.hullLength > 1) arrive(ctx, ship, before, at, false);
    if (!wasNebula && t.nebulaTouched) ctx.log.add('terrain', `${ship.card.name} is in a nebula: −1 MF this round`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  }
  if (!ship.destroyed) ctx.log.add('move', `${ship.card.name} moves ${steps.join(' ')} to ${describeAt(ship)} (MF used ${t.mfUsed} of ${ctx.moveBudget(ship)})`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
}

/** "hex 0709 facing N": the board label (column, row) and the facing. */
export function describeAt(ship: ShipState): string {
  return `hex ${hexLabel(shipHex(ship))} facing ${FACING_NAMES[ship.facing] ?? '?'}`;
}

/**
 * A warp jump (IV.B): straight ahead (or reverse at half the warp factor, rounded up), at most
 * the warp factor (current CF + MF), one charged engine used, once a round, through clear hexes.
 */
export function warp(ctx: RoundContext, ship: ShipState, distance: number, reverse: boolean, at: At): void {
  const t = ctx.turnOf(ship);
  if (t.warped) return void refuse(ctx, ship, at, 'only one warp jump a round (IV.B)');
  if (ship.card.nacelles === 0) return void refuse(ctx, ship, at, 'it has no nacelles, so no warp engines (IV.B)');
  if (damagedMf(ship.card, ship.damage, ship.ssLoss) < 1) return void refuse(ctx, ship, at, 'its warp engines are damaged until repairs restore 1 MF (IV.B)');
  if (ship.warpCharges < 1) return void refuse(ctx, ship, at, 'no warp engine is charged (IV.B)');
  if (t.warpUsedOrCharged) return void refuse(ctx, ship, at, 'only one warp engine can be charged or used a round (IV.B)');
  if (t.turned) return void refuse(ctx, ship, at, 'a ship cannot turn in a round it makes a warp jump (IV.B)');
  if (t.orbitStopped) return void refuse(ctx, ship, at, 'in orbit, movement has stopped for this round');
  const factor = warpFactor(ctx.cf(ship), ctx.mf(ship));
  const limit = reverse ? Math.ceil(factor / 2) : factor;
  if (distance > limit) return void refuse(ctx, ship, at, `warp ${reverse ? 'back ' : ''}${distance} exceeds ${reverse ? 'half the warp factor, rounded up,' : 'the warp factor'} ${limit} (CF ${ctx.cf(ship)} + MF ${ctx.mf(ship)})`);
  const direction = reverse ? turn(shipFacing(ship), 3) : shipFacing(ship);
  const others = ctx.occupied([ship.id]);
  const own = new Set(shipHull(ship).map(hexKey));
  const lead = reverse ? (shipHull(ship).at(-1) as HexCoord) : shipHex(ship);
  for (let d = 1; d <= distance; d++) {
    const h = neighbor(lead, direction, d);
    if (own.has(hexKey(h))) continue;
    if (!isOnBoard(ctx.battle, h)) return void refuse(ctx, ship, at, `the jump would leave the board after ${d - 1} hexes`);
    const tile = ctx.terrain.at(h);
    if (tile) return void refuse(ctx, ship, at, `${TERRAIN_NAMES[tile.kind]} ${tile.id} blocks the straight line of the jump (IV.B: direct LOS)`);
    const other = others.get(hexKey(h));
    if (other) return void refuse(ctx, ship, at, `${other.card.name} blocks the straight line of the jump (IV.B: direct LOS)`);
  }
  const before = shipHull(ship);
  const base = neighbor(shipHex(ship), direction, distance);
  ship.q = base.q;
  ship.r = base.r;
  ship.warpCharges -= 1;
  t.warped = true;
  t.moved = true;
  t.warpUsedOrCharged = true;
  ctx.log.add('warp', `${ship.card.name} warps ${reverse ? 'back ' : ''}${distance} (warp factor ${factor}) to ${describeAt(ship)}; ${ship.warpCharges} engine${ship.warpCharges === 1 ? '' : 's'} still charged`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  arrive(ctx, ship, before, at, true);
}
