/**
 * Attacks. Star Sectors: IV.D (targeting, LOS), IV.E (attacking: range, point blank, aft),
 * IV.F (damage), VI.A (cloaks), VI.B (advanced weapons), VII.A (terrain), VIII (special orders).
 */
import { sectorsOf, straightAhead, type Sector } from '../../hex/arcs';
import { closestPair, hex, hexDistance, hexEquals, hexKey, lineOfSight, neighbor, neighbors, turn, type HexCoord } from '../../hex/coords';
import { shipFacing, shipHex, shipHull, type ShipState } from './battle';
import { cardArcs, DF_REDUCING_WEAPONS, WEAPON_NAMES } from './card';
import type { RoundContext } from './context';
import { isNebula, TERRAIN_NAMES, type Terrain } from './terrain';

type At = { line: number };

function refuse(ctx: RoundContext, ship: ShipState, at: At, text: string): false {
  ctx.log.add('refused', `${ship.card.name}: ${text}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  return false;
}

/** The geometry of a shot: closest hull hexes, distance, sectors, and what (if anything) blocks it. */
export interface ShotGeometry {
  from: HexCoord;
  to: HexCoord;
  distance: number;
  sectors: Sector[];
  blockedBy: string | null;
}

/** LOS and geometry from a ship to a set of target hexes (IV.D, IV.E: LOS from the closest point of the hull). */
export function shotGeometry(ctx: RoundContext, ship: ShipState, targetHull: readonly HexCoord[], targetId: string | null): ShotGeometry {
  // IV.E: "the LOS begins from the closest point along the attacker's hull". Where several hull hexes
  // are equally close, the one that sees the target in the firing arc and not aft is taken.
  const nearest = closestPair(shipHull(ship), targetHull).distance;
  const arc = cardArcs(ship.card);
  const pairs = shipHull(ship).flatMap((from) => targetHull.filter((to) => hexDistance(from, to) === nearest).map((to) => ({ from, to, distance: nearest, sectors: sectorsOf(from, shipFacing(ship), to) })));
  const score = (p: { sectors: Sector[] }) => (p.sectors.some((x) => arc.includes(x)) ? 2 : 0) + (p.sectors.some((x) => x === 0 || x === 1 || x === 5) ? 1 : 0);
  const pair = pairs.reduce((best, p) => (score(p) > score(best) ? p : best));
  const sectors = pair.sectors;
  const others = ctx.occupied([ship.id, ...(targetId ? [targetId] : [])]);
  // A nebula holding both ends does not block sight inside it.
  const shared = (tile: Terrain) => isNebula(tile.kind) && ctx.terrain.at(pair.from)?.id === tile.id && ctx.terrain.at(pair.to)?.id === tile.id;
  let blockedBy: string | null = null;
  const blocked = (h: HexCoord) => {
    const tile = ctx.terrain.at(h);
    if (tile && !shared(tile)) {
      blockedBy ??= `${TERRAIN_NAMES[tile.kind]} ${tile.id}`;
      return true;
    }
    const other = others.get(hexKey(h));
    if (other) {
      blockedBy ??= other.cloaked ? 'a cloaked ship' : other.card.name;
      return true;
    }
    return false;
  };
  const clear = lineOfSight(pair.from, pair.to, blocked, ctx.battle.settings.edgeRule);
  return { from: pair.from, to: pair.to, distance: pair.distance, sectors, blockedBy: clear ? null : (blockedBy ?? 'something') };
}

/** Why this ship cannot fire at all now, or null. */
function cannotFire(ctx: RoundContext, ship: ShipState): string | null {
  const t = ctx.turnOf(ship);
  if (ship.cloaked) return 'a cloaked ship cannot fire (VI.A); DECLOAK first';
  if (ctx.inIonStorm(ship)) return 'weapons are disabled in an ion storm (VII.A)';
  if (t.engaged) return 'it has already engaged a target this round (IV.E)';
  if (t.transfer) return 'it transferred warp power this round, so it cannot attack (IV.C)';
  return null;
}

/** Why this ship cannot be targeted by `attacker`, or null (cloak, ion storm, nebula). */
function cannotTarget(ctx: RoundContext, attacker: ShipState, target: ShipState): string | null {
  if (target.destroyed) return `${target.card.name} is already destroyed`;
  if (target.id === attacker.id) return 'a ship cannot fire at itself';
  if (target.cloaked) return `${target.card.name} is cloaked and cannot be fired upon (VI.A)`;
  if (ctx.whollyInIonStorm(target)) return `${target.card.name} is wholly inside an ion storm and cannot be targeted (VII.A)`;
  const targetNebula = ctx.nebulaHolding(target);
  const attackerNebula = ctx.nebulaHolding(attacker);
  if (targetNebula && attackerNebula?.id !== targetNebula.id) return `${target.card.name} is inside ${TERRAIN_NAMES[targetNebula.kind]} ${targetNebula.id}; ships outside cannot fire on it (VII.A)`;
  if (attackerNebula && targetNebula?.id !== attackerNebula.id) return `from inside ${TERRAIN_NAMES[attackerNebula.kind]} ${attackerNebula.id} a ship cannot fire out (VII.A)`;
  return null;
}

export function fire(ctx: RoundContext, ship: ShipState, targetRef: string, banks: readonly number[], normal: boolean, at: At): void {
  const why = cannotFire(ctx, ship);
  if (why) return void refuse(ctx, ship, at, why);
  const target = ctx.battle.ships.find((s) => s.id.toLowerCase() === targetRef.toLowerCase() || s.card.name.toLowerCase() === targetRef.toLowerCase());
  if (!target) {
    const mine = ctx.battle.terrain.find((t) => t.kind === 'mine' && t.id.toLowerCase() === targetRef.toLowerCase());
    if (mine) return void fireAtMine(ctx, ship, mine, banks, at);
    return void refuse(ctx, ship, at, `no ship or mine "${targetRef}" to fire at`);
  }
  const no = cannotTarget(ctx, ship, target);
  if (no) return void refuse(ctx, ship, at, no);
  const geometry = shotGeometry(ctx, ship, shipHull(target), target.id);
  if (geometry.blockedBy) return void refuse(ctx, ship, at, `no line of sight to ${target.card.name}: ${geometry.blockedBy} is in the way (IV.D)`);
  const t = ctx.turnOf(ship);
  // Check every part first, so a refused part refuses the whole order and nothing is spent.
  for (const bank of banks) {
    const weapon = ship.card.weapons[bank - 1];
    if (!weapon) return void refuse(ctx, ship, at, `it has no advanced weapon bank ${bank}`);
    if (!ship.banksCharged[bank - 1]) return void refuse(ctx, ship, at, `bank ${bank} (${weapon}) is not charged`);
    if (!shipHull(target).some((h) => straightAhead(shipHex(ship), shipFacing(ship), h))) {
      return void refuse(ctx, ship, at, `advanced weapons fire only directly forward off the bow (VI.B); ${target.card.name} is not straight ahead`);
    }
  }
  if (normal && !cardArcs(ship.card).some((s) => geometry.sectors.includes(s))) return void refuse(ctx, ship, at, `${target.card.name} is outside the firing arc (${ship.card.arcs.join(' ')}) (IV.D)`);
  // Out of reach altogether: nothing is fired and nothing is spent (IV.E: CF is also the range).
  const range = geometry.distance - 1;
  const normalReach = ctx.cf(ship) - range - (isAft(ctx, geometry) ? 1 : 0);
  const bankReach = ctx.cf(ship) - range + (t.crew === 'TACTICAL' ? 1 : 0);
  if ((!normal || normalReach <= 0) && (banks.length === 0 || bankReach <= 0)) {
    return void refuse(ctx, ship, at, `${target.card.name} is out of range: ${geometry.distance} hexes away, CF ${ctx.cf(ship)} reaches ${Math.max(0, banks.length > 0 ? bankReach : normalReach)} after −1 a hex beyond the first (IV.E)`);
  }
  t.engaged = true;
  const where = { shipId: ship.id, otherId: target.id, line: at.line, sideId: ship.sideId };
  ctx.log.add('attack', `${ship.card.name} engages ${target.card.name} at ${geometry.distance} hex${geometry.distance === 1 ? '' : 'es'}`, where);
  for (const bank of banks) fireBank(ctx, ship, target, bank, geometry, at);
  if (normal && !target.destroyed) normalAttack(ctx, ship, target, geometry, at);
}

/** Star Sectors VI.B: no attacker die; CF less one per hex after the first; TWC/TBP/EDT lower DF instead. */
function fireBank(ctx: RoundContext, ship: ShipState, target: ShipState, bank: number, g: ShotGeometry, at: At): void {
  const weapon = ship.card.weapons[bank - 1];
  if (!weapon || target.destroyed) return;
  const t = ctx.turnOf(ship);
  ship.banksCharged[bank - 1] = false;
  t.dischargedBanks.add(bank);
  const cf = ctx.cf(ship);
  const range = g.distance - 1;
  const tactical = t.crew === 'TACTICAL' ? 1 : 0;
  const modified = cf - range + tactical;
  const where = { shipId: ship.id, otherId: target.id, line: at.line, sideId: ship.sideId };
  const detail = `CF ${cf}${range > 0 ? ` − ${range} range` : ''}${tactical ? ' + 1 tactical crew' : ''} = ${modified}`;
  if (modified <= 0) {
    ctx.log.add('attack', `${ship.card.name} fires bank ${bank} (${WEAPON_NAMES[weapon]}) at ${target.card.name}: out of range (${detail}); the charge is spent`, where);
    return;
  }
  if (DF_REDUCING_WEAPONS.has(weapon)) {
    ctx.turnOf(target).dfReduction += modified;
    ctx.log.add('attack', `${ship.card.name} fires bank ${bank} (${WEAPON_NAMES[weapon]}) at ${target.card.name}: DF −${modified} for the round (${detail}); DF now ${ctx.df(target)}`, where);
    return;
  }
  ctx.log.add('attack', `${ship.card.name} fires bank ${bank} (${WEAPON_NAMES[weapon]}) at ${target.card.name}: hits without a die (${detail})`, where);
  const hits = ctx.battle.settings.advancedDamage === 'modified-cf' ? modified : 1;
  defend(ctx, ship, target, hits, `${WEAPON_NAMES[weapon]} of ${ship.card.name}`, at);
}

/** Star Sectors IV.E: the aft hexes (directly aft, starboard aft, port aft) cost 1 CF and the second die. */
function isAft(ctx: RoundContext, g: ShotGeometry): boolean {
  const aftOnly = g.sectors.length > 0 && g.sectors.every((s) => s === 2 || s === 3 || s === 4);
  return aftOnly && (ctx.battle.settings.aftPenalty === 'sector' || g.distance === 1);
}

/** Star Sectors IV.E: d12 at or under the CF, less one per hex after the first; point blank two dice; aft one die and −1. */
function normalAttack(ctx: RoundContext, ship: ShipState, target: ShipState, g: ShotGeometry, at: At): void {
  const t = ctx.turnOf(ship);
  t.attacked = true;
  const cf = ctx.cf(ship);
  const modifiers: { label: string; value: number }[] = [{ label: 'CF', value: cf }];
  const range = g.distance - 1;
  if (range > 0) modifiers.push({ label: `range (${range} hex${range === 1 ? '' : 'es'} after the first)`, value: -range });
  const front = [-1, 0, 1].map((k) => neighbor(shipHex(ship), turn(shipFacing(ship), k)));
  const aft = isAft(ctx, g);
  // Point blank: the target's flight stand in one of the three front hexes of the attacker's stand.
  const pointBlank = !aft && front.some((h) => hexEquals(h, shipHex(target)));
  if (aft) modifiers.push({ label: 'aft', value: -1 });
  let dice = pointBlank ? 2 : 1;
  if (t.crew === 'TACTICAL') dice += 1;
  const targetNumber = modifiers.reduce((sum, m) => sum + m.value, 0);
  const kind = pointBlank ? 'point blank, two dice' : g.distance === 1 ? 'adjacent hulls, one die at full CF' : aft ? 'aft, one die' : 'one die';
  const where = { shipId: ship.id, otherId: target.id, line: at.line, sideId: ship.sideId };
  if (targetNumber <= 0) {
    ctx.log.add('attack', `${ship.card.name} cannot reach ${target.card.name}: CF after modifiers is ${targetNumber}`, where);
    return;
  }
  const roll = ctx.log.rollUnder(dice, `${ship.card.name} attacks ${target.card.name} (${kind}${t.crew === 'TACTICAL' ? ', +1 die tactical crew' : ''})`, targetNumber, modifiers, where, ['hit', 'miss']);
  if (!roll.success) return;
  defend(ctx, ship, target, 1, `attack of ${ship.card.name}`, at);
}

/** Star Sectors IV.E: the defender rolls one d12 at its current DF against each attack (Command crew: two). */
function defend(ctx: RoundContext, attacker: ShipState, target: ShipState, hits: number, cause: string, at: At): void {
  const df = ctx.df(target);
  const where = { shipId: target.id, otherId: attacker.id, line: at.line, sideId: target.sideId };
  if (df <= 0) {
    ctx.log.add('note', `${target.card.name} has DF 0: no defence roll`, where);
  } else {
    const dice = ctx.turnOf(target).crew === 'COMMAND' ? 2 : 1;
    const roll = ctx.log.rollUnder(dice, `${target.card.name} defends${dice > 1 ? ' (command crew, two dice)' : ''}`, df, [{ label: 'DF', value: df }], where, ['shield holds', 'shield fails']);
    if (roll.success) return;
  }
  ctx.hit(target, hits, cause, { line: at.line, by: attacker.id });
}

function fireAtMine(ctx: RoundContext, ship: ShipState, mine: Terrain, banks: readonly number[], at: At): void {
  if (banks.length > 0) return void refuse(ctx, ship, at, 'advanced weapons are for ships; fire at a mine with a normal attack');
  const g = shotGeometry(ctx, ship, [hex(mine.q, mine.r)], null);
  // The mine's own hex is the target, not an obstacle.
  if (g.blockedBy) return void refuse(ctx, ship, at, `no line of sight to mine ${mine.id}: ${g.blockedBy} is in the way`);
  if (!cardArcs(ship.card).some((s) => g.sectors.includes(s))) return void refuse(ctx, ship, at, `mine ${mine.id} is outside the firing arc`);
  const t = ctx.turnOf(ship);
  t.engaged = true;
  t.attacked = true;
  const cf = ctx.cf(ship);
  const target = cf - (g.distance - 1);
  const where = { shipId: ship.id, line: at.line, sideId: ship.sideId };
  if (target <= 0) return void ctx.log.add('attack', `${ship.card.name} cannot reach mine ${mine.id}`, where);
  const roll = ctx.log.rollUnder(1 + (t.crew === 'TACTICAL' ? 1 : 0), `${ship.card.name} fires at mine ${mine.id}`, target, [{ label: 'CF', value: cf }, { label: 'range', value: -(g.distance - 1) }], where, ['destroyed', 'miss']);
  if (roll.success) {
    ctx.removeTerrain(mine.id);
    ctx.log.add('terrain', `Mine ${mine.id} is destroyed`, where);
  }
}

/** Star Sectors VIII.B: ram an adjacent ship; damage equal to the rammer's current CF; the rammer is destroyed. */
export function ram(ctx: RoundContext, ship: ShipState, targetRef: string, at: At): void {
  const t = ctx.turnOf(ship);
  if (t.engaged) return void refuse(ctx, ship, at, 'it has already engaged a target this round');
  const target = ctx.battle.ships.find((s) => s.id.toLowerCase() === targetRef.toLowerCase() || s.card.name.toLowerCase() === targetRef.toLowerCase());
  if (!target || target.destroyed || target.id === ship.id) return void refuse(ctx, ship, at, `no ship "${targetRef}" to ram`);
  if (target.cloaked) return void refuse(ctx, ship, at, `${target.card.name} is cloaked`);
  const pair = closestPair(shipHull(ship), shipHull(target));
  if (pair.distance !== 1) return void refuse(ctx, ship, at, `${target.card.name} is not in an adjacent hex (${pair.distance} hexes)`);
  const cf = ctx.cf(ship);
  t.engaged = true;
  t.attacked = true;
  ctx.log.add('attack', `${ship.card.name} rams ${target.card.name} (kamikaze, CF ${cf})`, { shipId: ship.id, otherId: target.id, line: at.line, sideId: ship.sideId });
  ctx.hit(target, cf, `rammed by ${ship.card.name}`, { line: at.line, by: ship.id });
  ctx.destroy(ship, 'kamikaze ram', true);
}

/** Star Sectors VIII.A: every ship in an adjacent hex takes one hit; the ship is gone. */
export function selfDestruct(ctx: RoundContext, ship: ShipState, at: At): void {
  const t = ctx.turnOf(ship);
  t.attacked = true;
  const zone = new Set(shipHull(ship).flatMap((h) => neighbors(h)).map(hexKey));
  const victims = ctx.battle.ships.filter((s) => !s.destroyed && s.id !== ship.id && shipHull(s).some((h) => zone.has(hexKey(h))));
  ctx.log.add('attack', `${ship.card.name} self-destructs`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  ctx.destroy(ship, 'self-destruct', false);
  for (const victim of victims) ctx.hit(victim, 1, `self-destruct of ${ship.card.name}`, { line: at.line, by: ship.id });
}
