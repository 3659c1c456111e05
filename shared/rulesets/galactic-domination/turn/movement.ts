/**
 * G-i Movement Segment (GD §11.5): fleets allowed to move in this segment by the speed chart move one
 * hex (or change half in a divided hex, §10.2.1) by their written orders; moves are simultaneous. Checks:
 * adjacency, Warped Space exit cost (§11.17), Dead Space and Discovery 8/18 exits, the bar on re-entering a
 * Neutral World hex left this turn (§11.11.2), the CV shortfall limits (§10.8.1); Space Swirl throws a
 * fleet in a random direction. An illegal move stops the fleet at its last legal hex for the turn (§5.5).
 */
import { isStep, samePosition, type Position } from '../map/geometry';
import { cvRestriction } from '../rules/carried-units';
import { mayMove } from '../rules/movement-chart';
import { exitCost, mayLeaveBy } from '../rules/special-hexes';
import type { MoveCell, PlaceRef } from '../orders/model';
import type { Fleet } from '../world/world';
import type { TurnContext } from './context';
import { fleetLabel } from './units';

/** Resolves a place in an order to a position, from where the fleet stands. */
export function resolvePlace(ctx: TurnContext, from: Position, ref: PlaceRef): Position | null {
  if (ref.planet) {
    const name = ref.planet.toLowerCase();
    const pl = ctx.world.planets.find((p) => p.name.toLowerCase() === name && (p.hexId === from.hexId || ctx.map.distance(ctx.hex(p.hexId)!, ctx.hex(from.hexId)!) <= 1));
    return pl ? { hexId: pl.hexId, half: pl.half } : null;
  }
  const h = ctx.world.hexes.find((x) => x.label === ref.hex || x.id === ref.hex);
  if (!h) return null;
  if (!h.divided) return { hexId: h.id, half: null };
  if (ref.half !== undefined && ref.half !== null) return { hexId: h.id, half: ref.half };
  return { hexId: h.id, half: h.id === from.hexId ? (((from.half ?? 0) + 1) % 2) as 0 | 1 : 0 };
}

/** Is an enemy (another player's fleet) in that hex, as its player can see at the start of the segment? */
function enemyIn(ctx: TurnContext, playerId: string, hexId: string): boolean {
  return ctx.world.fleets.some((f) => f.hexId === hexId && f.ownerId !== playerId);
}

/** The cell a fleet follows this segment: a conditional that fires overrides the written cell (A-23). */
function cellFor(ctx: TurnContext, fleet: Fleet, segment: number): MoveCell | null {
  const o = ctx.ordersOf(fleet.ownerId);
  if (ctx.world.mail.conditionalOrders) {
    for (const c of o.conditionals) {
      if (c.segment !== segment || (c.fleet !== fleet.id && c.fleet !== `F${fleet.number}` && c.fleet !== String(fleet.number))) continue;
      const h = ctx.world.hexes.find((x) => x.label === c.enemyIn.hex || x.id === c.enemyIn.hex);
      if (h && enemyIn(ctx, fleet.ownerId, h.id)) {
        ctx.event('conditional', [fleet.ownerId], `line ${c.line}: an enemy is in ${h.label}: ${fleetLabel(ctx, fleet)} follows the IF order`, { rule: 'digest A-23' });
        return c.cell;
      }
    }
  }
  const cells = o.moves[fleet.id] ?? o.moves[`F${fleet.number}`] ?? o.moves[String(fleet.number)];
  return cells?.[segment - 1] ?? null;
}

function reject(ctx: TurnContext, fleet: Fleet, line: number, why: string, rule: string): void {
  ctx.cancelled.add(fleet.id);
  ctx.event('order-rejected', [fleet.ownerId], `line ${line}: ${fleetLabel(ctx, fleet)} stops at ${ctx.hex(fleet.hexId)?.label}: ${why}`, { rule });
}

/**
 * Logs how the table chose the segment's moves at the desk (live mode, GD §11.5.1): the move-or-wait offers
 * in order, or the GM's note when the table settled them otherwise. The moves themselves are in the orders.
 */
export function logOffers(ctx: TurnContext, segment: number): void {
  if (ctx.options.mode !== 'live') return;
  const record = ctx.inputs.offers?.[String(segment)];
  if (!record) return;
  if (record.override !== null) {
    ctx.event('offers-override', 'all', `Segment ${segment}: the table settled its moves without the move-or-wait offers (GM: ${record.override})`, { rule: 'GM', data: { segment, note: record.override } });
    return;
  }
  if (record.choices.length === 0) return;
  const label = (id: string) => {
    const f = ctx.world.fleets.find((x) => x.id === id);
    return f ? fleetLabel(ctx, f) : id;
  };
  // A fleet's last answer, when a wait, was its final refusal: it lost its move (the protocol ends only so).
  const lastOf = new Map(record.choices.map((c, i) => [c.id, i]));
  const text = record.choices.map((c, i) => `${label(c.id)} ${c.choice === 'move' ? `moves${c.to ? ` to ${c.to}` : ''}` : lastOf.get(c.id) === i ? 'waits and loses its move' : 'waits'}`).join(' · ');
  ctx.event('offers', 'all', `Segment ${segment} offers, fastest first: ${text}`, { rule: 'GD §11.5.1', data: { segment, choices: record.choices.map((c) => ({ ...c })) } });
}

/** Runs one movement segment: every eligible fleet's cell, then all moves at once. */
export function movementSegment(ctx: TurnContext, segment: number): void {
  ctx.moved = new Map();
  logOffers(ctx, segment);
  const plans: { fleet: Fleet; path: Position[]; directions: (number | null)[] }[] = [];
  const fleets = [...ctx.world.fleets].sort((a, b) => ctx.playIndex(a.ownerId) - ctx.playIndex(b.ownerId) || a.number - b.number);
  for (const fleet of fleets) {
    const speed = ctx.fleetSpeed(fleet.id);
    if (!mayMove(speed, segment, ctx.segments)) {
      const cell = ctx.cancelled.has(fleet.id) ? null : cellFor(ctx, fleet, segment);
      if (cell?.kind === 'move') ctx.event('order-rejected', [fleet.ownerId], `line ${cell.line}: ${fleetLabel(ctx, fleet)} (speed ${speed}) may not move in segment ${segment} of ${ctx.segments}: the move is ignored`, { rule: 'GD §11.5 movement chart' });
      continue;
    }
    const hex = ctx.hex(fleet.hexId);
    if (!hex) continue;
    // GD §11.17 Space Swirl: a unit that entered leaves in a random direction.
    if (hex.special?.kind === 'swirl' && fleet.enteredFrom !== null) {
      for (let tries = 0; tries < 12; tries++) {
        const d = ctx.dice.roll(`${fleetLabel(ctx, fleet)}: Space Swirl direction (1D6)`, 'd6', { group: `T${ctx.turn}.S${segment}.${fleet.id}.swirl` }) - 1;
        const to = ctx.map.step(hex, d);
        if (to) {
          plans.push({ fleet, path: [{ hexId: to.id, half: to.divided ? 0 : null }], directions: [d] });
          ctx.event('swirl', ctx.witnesses([hex.id, to.id], [fleet.ownerId]), `${fleetLabel(ctx, fleet)} is thrown out of the Space Swirl at ${hex.label} to ${to.label}`, { rule: 'GD §11.17' });
          break;
        }
      }
      continue;
    }
    if (ctx.cancelled.has(fleet.id)) continue;
    const cell = cellFor(ctx, fleet, segment);
    if (!cell || cell.kind === 'hold') continue;
    const path: Position[] = [];
    const directions: (number | null)[] = [];
    let at: Position = { hexId: fleet.hexId, half: fleet.half };
    let enteredFrom = fleet.enteredFrom;
    let ok = true;
    for (const [i, ref] of cell.steps.entries()) {
      // A second step in one segment only when the first leaves Warped Space 0 for free (GD §11.17).
      const start = ctx.hex(fleet.hexId)?.special;
      if (i > 0 && !(i === 1 && start?.kind === 'warped' && start.value === 0)) {
        reject(ctx, fleet, cell.line, 'one hex per segment (a second step only when leaving Warped Space 0)', 'GD §11.5');
        ok = false;
        break;
      }
      const to = resolvePlace(ctx, at, ref);
      if (!to) {
        reject(ctx, fleet, cell.line, `${ref.text} is not a place on the map`, 'GD §11.5');
        ok = false;
        break;
      }
      const step = isStep(ctx.map, at, to, ctx.world.rules.halfAdjacency);
      if (!step.ok) {
        reject(ctx, fleet, cell.line, step.reason, 'GD §11.5.2');
        ok = false;
        break;
      }
      const hereHex = ctx.hex(at.hexId);
      if (step.direction !== null && hereHex) {
        // Dead Space (GD §11.17) and Discovery 8/18 (GD §11.18.2): leave only by the edge you came in by.
        const oneWay = hereHex.special?.kind === 'dead-space' || (hereHex.discovery?.result === 'one-way' && hereHex.discovery.activated && hereHex.discovery.finderId !== fleet.ownerId);
        if (!mayLeaveBy(oneWay, enteredFrom === null ? null : (enteredFrom + 3) % 6, step.direction)) {
          reject(ctx, fleet, cell.line, `${hereHex.label} can be left only by the edge you entered by`, hereHex.special?.kind === 'dead-space' ? 'GD §11.17 Dead Space' : 'GD §11.18.2');
          ok = false;
          break;
        }
        // Warped Space 2 (GD §11.17): leaving costs 2 movement points: this segment banks one.
        if (i === 0 && exitCost(hereHex.special) > 1 && fleet.warpCredit + 1 < exitCost(hereHex.special)) {
          fleet.warpCredit += 1;
          ctx.event('warped', [fleet.ownerId], `${fleetLabel(ctx, fleet)} spends this segment's move working out of the Warped Space at ${hereHex.label}`, { rule: 'GD §11.17' });
          ok = false;
          break;
        }
        const toHex = ctx.hex(to.hexId);
        if (toHex && ctx.world.table.bans.some((b) => b.playerId === fleet.ownerId && b.hexId === toHex.id)) {
          reject(ctx, fleet, cell.line, `no fleet of yours may enter ${toHex.label} again this turn (you left its Neutral World)`, 'GD §11.11.2');
          ok = false;
          break;
        }
        const cvCheck = cvMoveProblem(ctx, fleet, at, to);
        if (cvCheck) {
          reject(ctx, fleet, cell.line, cvCheck, 'GD §10.8.1');
          ok = false;
          break;
        }
        enteredFrom = step.direction;
      }
      path.push(to);
      directions.push(step.direction);
      at = to;
    }
    if (ok && path.length > 0) plans.push({ fleet, path, directions });
  }
  // Simultaneous: apply every plan.
  for (const { fleet, path, directions } of plans) {
    const from = { hexId: fleet.hexId, half: fleet.half };
    const to = path[path.length - 1] as Position;
    const direction = [...directions].reverse().find((d) => d !== null) ?? null;
    fleet.hexId = to.hexId;
    fleet.half = to.half;
    fleet.warpCredit = 0;
    if (direction !== null) fleet.enteredFrom = direction;
    ctx.moved.set(fleet.id, { from, to, direction });
    const fromHex = ctx.hex(from.hexId);
    const toHex = ctx.hex(to.hexId);
    const changeHalf = samePosition({ hexId: from.hexId, half: null }, { hexId: to.hexId, half: null });
    ctx.event('move', ctx.witnesses([from.hexId, to.hexId], [fleet.ownerId]), changeHalf ? `${fleetLabel(ctx, fleet)} moves to the other planet of ${toHex?.label}` : `${fleetLabel(ctx, fleet)} moves ${fromHex?.label} → ${path.map((p) => ctx.hex(p.hexId)?.label).join(' → ')}`, { rule: 'GD §11.5', data: { fleet: fleet.id, from: from.hexId, to: to.hexId } });
  }
}

/** The CV shortfall limits (GD §10.8.1): toward a Shipyard planet of its race, then the nearest own planet. */
function cvMoveProblem(ctx: TurnContext, fleet: Fleet, from: Position, to: Position): string | null {
  const short = ctx.unitsOf(fleet.id).filter((u) => u.code === 'CV' && u.shortSince !== null);
  if (short.length === 0) return null;
  const fromHex = ctx.hex(from.hexId);
  const toHex = ctx.hex(to.hexId);
  if (!fromHex || !toHex) return null;
  const mine = ctx.world.planets.filter((p) => p.ownerId === fleet.ownerId);
  const yards = mine.filter((p) => p.shipyards > 0);
  const atYard = yards.some((p) => p.hexId === from.hexId);
  for (const cv of short) {
    const rule = cvRestriction(cv.shortSince, ctx.turn, atYard);
    const dist = (targets: typeof mine, h: typeof fromHex) => Math.min(99, ...targets.map((p) => ctx.map.distance(h, ctx.hex(p.hexId)!)));
    if (rule === 'stay-at-shipyard') return `${cv.id} is below 4 Fighters at a Shipyard planet: it must stay until refitted`;
    if (rule === 'toward-shipyard' && yards.length > 0 && dist(yards, toHex) >= dist(yards, fromHex)) return `${cv.id} is below 4 Fighters: it may only move toward a planet with a Shipyard`;
    if (rule === 'toward-own-planet' && mine.length > 0 && dist(mine, toHex) >= dist(mine, fromHex)) return `${cv.id} is below 4 Fighters for a second turn: it must head for the nearest planet of your empire`;
  }
  return null;
}
