/**
 * The engineering phase (Star Sectors V), power transfers (IV.C), resources (VII.B), cloaking
 * (VI.A), command crews (VII.B) and mines laid aft (VII.B).
 */
import { hexKey, hexLabel, neighbor, turn } from '../../hex/coords';
import { damagedMf, isOnBoard, shipFacing, shipHex, shipHull, type ShipState } from './battle';
import { engineeringPhases } from './card';
import type { RoundContext } from './context';
import type { CrewOption } from './orders';
import { isNebula } from './terrain';

type At = { line: number };

function refuse(ctx: RoundContext, ship: ShipState, at: At, text: string): false {
  ctx.log.add('refused', `${ship.card.name}: ${text}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  return false;
}
function note(ctx: RoundContext, ship: ShipState, at: At, text: string): void {
  ctx.log.add('engineering', `${ship.card.name}: ${text}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
}

export function cargoUsed(ship: ShipState): number {
  return ship.dilithium + ship.trilithium + ship.mines;
}

/** Star Sectors VII.B: the crew option is chosen at the beginning of the turn; one a round. */
export function chooseCrew(ctx: RoundContext, ship: ShipState, option: CrewOption, at: At): void {
  const t = ctx.turnOf(ship);
  if (!ship.crew) return void refuse(ctx, ship, at, 'it has no command crew aboard');
  if (t.crew) return void refuse(ctx, ship, at, `the crew option is already ${t.crew} this round`);
  if (t.moved || t.turned || t.warped || t.engaged) return void refuse(ctx, ship, at, 'the crew option is chosen at the beginning of the turn (VII.B)');
  t.crew = option;
  if (option === 'HELM') t.mfBonus += 1;
  const entry = ctx.log.add('engineering', `${ship.card.name}: command crew: ${option}${option === 'SCIENCE' ? ' (detects cloaked vessels)' : ''}`, { shipId: ship.id, line: at.line, sideId: ship.sideId });
  entry.crew = option;
}

export function decloak(ctx: RoundContext, ship: ShipState, at: At): void {
  const t = ctx.turnOf(ship);
  if (!ship.cloaked) return void refuse(ctx, ship, at, 'it is not cloaked');
  if (t.cloakChanged) return void refuse(ctx, ship, at, 'a ship can cloak or de-cloak once a round, not both (VI.A)');
  ship.cloaked = false;
  t.cloakChanged = true;
  note(ctx, ship, at, 'de-cloaks');
}

/** Star Sectors VII.B: mines are deployed aft of the ship. */
export function layMine(ctx: RoundContext, ship: ShipState, at: At): void {
  if (ship.mines < 1) return void refuse(ctx, ship, at, 'no mines in the engine room');
  const hull = shipHull(ship);
  const aft = neighbor(hull.at(-1) ?? shipHex(ship), turn(shipFacing(ship), 3));
  if (!isOnBoard(ctx.battle, aft)) return void refuse(ctx, ship, at, 'the hex aft is off the board');
  if (ctx.terrain.at(aft)) return void refuse(ctx, ship, at, 'the hex aft already holds terrain');
  if (ctx.occupied([]).has(hexKey(aft))) return void refuse(ctx, ship, at, 'a ship is in the hex aft');
  ship.mines -= 1;
  const id = `M${ctx.round}-${ship.id}`;
  let unique = id;
  for (let n = 2; ctx.battle.terrain.some((t) => t.id === unique); n++) unique = `${id}-${n}`;
  ctx.addTerrain({ id: unique, kind: 'mine', q: aft.q, r: aft.r, sideId: ship.sideId });
  note(ctx, ship, at, `lays mine ${unique} in hex ${hexLabel(aft)}`);
}

/** Star Sectors IV.C: once a round, from a charged warp engine, not in a round the ship attacks, not with dilithium or trilithium. */
export function transfer(ctx: RoundContext, ship: ShipState, boost: 'CF' | 'DF' | 'MF' | 'REPAIR', at: At): void {
  const t = ctx.turnOf(ship);
  if (t.transfer) return void refuse(ctx, ship, at, 'one warp power transfer a round (IV.C)');
  if (t.engaged) return void refuse(ctx, ship, at, 'no warp power transfer in a round the ship attacks (IV.C)');
  if (t.dilithium || t.trilithium) return void refuse(ctx, ship, at, 'warp power transfers cannot be combined with dilithium or trilithium (IV.C)');
  if (ship.warpCharges < 1) return void refuse(ctx, ship, at, 'no charged warp engine');
  if (t.warpUsedOrCharged) return void refuse(ctx, ship, at, 'only one warp engine can be charged or used a round (IV.B)');
  if (boost === 'REPAIR' && !canRepair(ctx, ship, at)) return;
  ship.warpCharges -= 1;
  t.transfer = true;
  t.warpUsedOrCharged = true;
  if (boost === 'CF') t.cfBonus += 1;
  if (boost === 'DF') t.dfBonus += 1;
  if (boost === 'MF') t.mfBonus += 1;
  if (boost === 'REPAIR') repair(ctx, ship, 1, 'warp power transfer', at);
  else note(ctx, ship, at, `warp power transfer: +1 ${boost} this round`);
}

export function dilithium(ctx: RoundContext, ship: ShipState, use: 'MF' | 'REPAIR' | 'WARP', at: At): void {
  const t = ctx.turnOf(ship);
  if (ship.dilithium < 1) return void refuse(ctx, ship, at, 'no dilithium aboard');
  if (t.dilithium) return void refuse(ctx, ship, at, 'one unit of dilithium a round (VII.B)');
  if (t.transfer) return void refuse(ctx, ship, at, 'dilithium cannot be combined with a warp power transfer (VII.B)');
  if (use === 'REPAIR' && !canRepair(ctx, ship, at)) return;
  if (use === 'WARP' && !canChargeWarp(ctx, ship, at, false)) return;
  ship.dilithium -= 1;
  t.dilithium = true;
  if (use === 'MF') {
    t.mfBonus += 1;
    note(ctx, ship, at, 'dilithium: +1 MF this round');
  } else if (use === 'REPAIR') repair(ctx, ship, 1, 'dilithium', at);
  else {
    ship.warpCharges += 1;
    t.warpUsedOrCharged = true;
    note(ctx, ship, at, `dilithium charges a warp engine (${ship.warpCharges} of ${ship.card.nacelles})`);
  }
}

export function trilithium(ctx: RoundContext, ship: ShipState, use: 'CF' | 'DF' | 'BANK', bank: number, at: At): void {
  const t = ctx.turnOf(ship);
  if (ship.trilithium < 1) return void refuse(ctx, ship, at, 'no trilithium aboard');
  if (t.trilithium) return void refuse(ctx, ship, at, 'one unit of trilithium a round (VII.B)');
  if (t.transfer) return void refuse(ctx, ship, at, 'trilithium cannot be combined with a warp power transfer (VII.B)');
  if (use === 'BANK' && !canChargeBank(ctx, ship, bank, at)) return;
  ship.trilithium -= 1;
  t.trilithium = true;
  if (use === 'CF') t.cfBonus += 1;
  if (use === 'DF') t.dfBonus += 1;
  if (use === 'BANK') {
    ship.banksCharged[bank - 1] = true;
    note(ctx, ship, at, `trilithium charges bank ${bank} (${ship.card.weapons[bank - 1]})`);
  } else note(ctx, ship, at, `trilithium: +1 ${use} this round`);
}

function canRepair(ctx: RoundContext, ship: ShipState, at: At): boolean {
  if (ship.damage === 0) return refuse(ctx, ship, at, 'no damage to repair');
  if (ctx.turnOf(ship).cloakChanged) return refuse(ctx, ship, at, 'no repairs in a round the ship cloaks or de-cloaks (VI.A)');
  return true;
}

function repair(ctx: RoundContext, ship: ShipState, amount: number, source: string, at: At): void {
  const done = Math.min(amount, ship.damage);
  ship.damage -= done;
  ctx.turnOf(ship).repaired = true;
  note(ctx, ship, at, `repairs ${done} hit${done === 1 ? '' : 's'} (${source}): ${ship.damage} left`);
}

function canChargeWarp(ctx: RoundContext, ship: ShipState, at: At, duty: boolean): boolean {
  const t = ctx.turnOf(ship);
  if (ship.card.nacelles === 0) return refuse(ctx, ship, at, 'no nacelles, so no warp engines');
  if (ship.warpCharges >= ship.card.nacelles) return refuse(ctx, ship, at, `every engine is charged (${ship.card.nacelles})`);
  if (t.warped) return refuse(ctx, ship, at, 'no warp engine can be charged the round the ship completes a warp jump (IV.B)');
  if (t.warpUsedOrCharged) return refuse(ctx, ship, at, 'only one warp engine can be charged or used a round (IV.B)');
  if (duty && (t.repaired || t.cloakChanged)) return refuse(ctx, ship, at, 'a warp engine cannot be charged in a round the ship repairs, cloaks or de-cloaks (IV.B)');
  return true;
}

function canChargeBank(ctx: RoundContext, ship: ShipState, bank: number, at: At): boolean {
  const t = ctx.turnOf(ship);
  if (!ship.card.weapons[bank - 1]) return refuse(ctx, ship, at, `no advanced weapon bank ${bank}`);
  if (ship.banksCharged[bank - 1]) return refuse(ctx, ship, at, `bank ${bank} is already charged`);
  if (t.dischargedBanks.has(bank)) return refuse(ctx, ship, at, `bank ${bank} cannot be charged the round it is discharged (VI.B)`);
  if (t.chargedBanks >= engineeringPhases(ship.card)) return refuse(ctx, ship, at, 'one bank a phase (VI.B)');
  return true;
}

/** Star Sectors V.A: one main duty a phase, only if the ship did not attack. */
function takeDuty(ctx: RoundContext, ship: ShipState, what: string, at: At): boolean {
  const t = ctx.turnOf(ship);
  if (t.attacked) return refuse(ctx, ship, at, `${what} is allowed only if the ship did not attack this round (V.A)`);
  const phases = engineeringPhases(ship.card);
  if (t.duties >= phases) return refuse(ctx, ship, at, `one of repair / charge / cloak per engineering phase, and it has ${phases} (V.A)`);
  return true;
}

export function engineeringOrder(
  ctx: RoundContext,
  ship: ShipState,
  order: { verb: 'repair'; source: 'duty' | 'bank' | 'warp' | 'station'; bank: number } | { verb: 'charge'; what: 'warp' | 'bank'; bank: number } | { verb: 'cloak' } | { verb: 'gather'; resource: 'dilithium' | 'trilithium' | null },
  at: At,
): void {
  const t = ctx.turnOf(ship);
  const phases = engineeringPhases(ship.card);
  switch (order.verb) {
    case 'repair': {
      if (order.source === 'duty') {
        if (!takeDuty(ctx, ship, 'repair', at) || !canRepair(ctx, ship, at)) return;
        t.duties += 1;
        return repair(ctx, ship, 1, 'engineering duty', at);
      }
      if (order.source === 'bank') {
        if (!canRepair(ctx, ship, at)) return;
        if (t.bankRepairs >= phases) return void refuse(ctx, ship, at, 'one bank transfer per engineering phase (V.A)');
        if (!ship.banksCharged[order.bank - 1]) return void refuse(ctx, ship, at, `bank ${order.bank} is not charged`);
        ship.banksCharged[order.bank - 1] = false;
        t.dischargedBanks.add(order.bank);
        t.bankRepairs += 1;
        return repair(ctx, ship, 1, `power from bank ${order.bank}`, at);
      }
      if (order.source === 'warp') {
        if (!canRepair(ctx, ship, at)) return;
        if (t.warpRepairs >= phases) return void refuse(ctx, ship, at, 'one warp transfer per engineering phase (V.A)');
        if (ship.warpCharges < 1) return void refuse(ctx, ship, at, 'no charged warp engine');
        if (t.warpUsedOrCharged) return void refuse(ctx, ship, at, 'only one warp engine can be charged or used a round (IV.B)');
        ship.warpCharges -= 1;
        t.warpUsedOrCharged = true;
        t.warpRepairs += 1;
        return repair(ctx, ship, 1, 'power from a warp engine', at);
      }
      // Station repair (V.B): two hits, the round after docking, one ship a station a round.
      const station = ship.dockedAt ? ctx.battle.terrain.find((x) => x.id === ship.dockedAt && x.kind === 'station') : undefined;
      if (!station || !dockedLongEnough(ctx, ship)) return void refuse(ctx, ship, at, 'it must have stayed docked next to a space station since the last round (V.B)');
      if (t.attacked) return void refuse(ctx, ship, at, 'repair operations only if the ship did not attack (V.B)');
      if (ctx.stationsUsed.has(station.id)) return void refuse(ctx, ship, at, `station ${station.id} is repairing another ship this round (V.B)`);
      if (!canRepair(ctx, ship, at)) return;
      ctx.stationsUsed.add(station.id);
      return repair(ctx, ship, 2, `space station ${station.id}`, at);
    }
    case 'charge': {
      if (!takeDuty(ctx, ship, order.what === 'warp' ? 'charging a warp engine' : 'charging a bank', at)) return;
      if (order.what === 'warp') {
        if (!canChargeWarp(ctx, ship, at, true)) return;
        t.duties += 1;
        ship.warpCharges += 1;
        t.warpUsedOrCharged = true;
        return note(ctx, ship, at, `charges a warp engine (${ship.warpCharges} of ${ship.card.nacelles})`);
      }
      if (!canChargeBank(ctx, ship, order.bank, at)) return;
      t.duties += 1;
      t.chargedBanks += 1;
      ship.banksCharged[order.bank - 1] = true;
      return note(ctx, ship, at, `charges bank ${order.bank} (${ship.card.weapons[order.bank - 1]})`);
    }
    case 'cloak': {
      if (ship.card.cloaks < 1) return void refuse(ctx, ship, at, 'it has no cloaking device');
      if (ship.cloaked) return void refuse(ctx, ship, at, 'it is already cloaked');
      if (t.engaged) return void refuse(ctx, ship, at, 'a ship cannot attack and then cloak in the same round (VI.A)');
      if (!takeDuty(ctx, ship, 'cloaking', at)) return;
      if (t.cloakChanged) return void refuse(ctx, ship, at, 'a ship can cloak or de-cloak once a round, not both (VI.A)');
      if (shipHull(ship).some((h) => { const k = ctx.terrain.at(h)?.kind; return k === 'ion-storm' || (k !== undefined && isNebula(k)); })) return void refuse(ctx, ship, at, 'cloaking devices do not work inside ion storms and nebulae (VI.A)');
      const mf = damagedMf(ship.card, ship.damage, ship.ssLoss);
      if (mf < 2) return void refuse(ctx, ship, at, `a ship must be able to move at least 2 MF to cloak; damage leaves it ${mf} (VI.A)`);
      t.duties += 1;
      t.cloakChanged = true;
      ship.cloaked = true;
      return note(ctx, ship, at, 'cloaks (MF −1 while cloaked)');
    }
    case 'gather': {
      if (t.attacked) return void refuse(ctx, ship, at, 'mining and cargo only if the ship did not attack (V.B)');
      if (ship.cloaked) return void refuse(ctx, ship, at, 'a cloaked ship cannot mine or transfer cargo (VI.A)');
      if (t.gathered) return void refuse(ctx, ship, at, 'one unit a round');
      const source = ship.dockedAt ? ctx.battle.terrain.find((x) => x.id === ship.dockedAt) : undefined;
      if (!source || !dockedLongEnough(ctx, ship)) return void refuse(ctx, ship, at, 'it must have stayed docked (next to a planet, moon or station, or inside a metaphasic nebula) since the last round (V.B)');
      if (cargoUsed(ship) >= ship.card.cargo) return void refuse(ctx, ship, at, `its cargo space (${ship.card.cargo}) is full`);
      const resource = source.kind === 'metaphasic-nebula' ? 'trilithium' : source.kind === 'station' ? (order.resource ?? 'dilithium') : 'dilithium';
      if (order.resource && order.resource !== resource) return void refuse(ctx, ship, at, `${source.id} yields ${resource}, not ${order.resource}`);
      t.gathered = true;
      ship[resource] += 1;
      return note(ctx, ship, at, `takes on 1 ${resource} from ${source.id}`);
    }
  }
}

function dockedLongEnough(ctx: RoundContext, ship: ShipState): boolean {
  return ship.dockedRound !== null && ship.dockedRound < ctx.round && !ctx.turnOf(ship).moved;
}

/** End of a ship's engineering: engineering crew and metaphasic nebula repair one more hit each. */
export function automaticRepairs(ctx: RoundContext, ship: ShipState): void {
  const t = ctx.turnOf(ship);
  const at = { line: 0 };
  if (ship.destroyed || ship.damage === 0 || t.cloakChanged) return;
  if (t.crew === 'ENGINEERING') repair(ctx, ship, 1, 'engineering crew', at);
  if (ship.damage > 0 && ctx.terrain.at(shipHex(ship))?.kind === 'metaphasic-nebula') repair(ctx, ship, 1, 'metaphasic nebula', at);
}

/** What a ship is docked at now: a station or body next to it, or the metaphasic nebula it sits in. */
export function dockTarget(ctx: RoundContext, ship: ShipState): string | null {
  const base = shipHex(ship);
  const inside = ctx.terrain.at(base);
  if (inside?.kind === 'metaphasic-nebula') return inside.id;
  return ctx.terrain.stationNextTo(base)?.id ?? ctx.terrain.orbiting(base)?.id ?? null;
}

