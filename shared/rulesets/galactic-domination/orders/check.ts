/**
 * The order checker (digest §5.4): each order line checked against the player's forces and what he may
 * know, every finding naming the rule it breaks. It does not change the orders: the engine applies the
 * §5.5 handling (reject the line, stop the fleet, drop builds from the bottom up) and logs it.
 */
import { findInHand } from '../cards/decks';
import { isStep, mapIndex, type Position } from '../map/geometry';
import { checkBuilds, type BuildSite } from '../rules/construction';
import { isDiscoveryTurn } from '../rules/discovery-chart';
import { fleetSpeed, mayMove, segmentsFor } from '../rules/movement-chart';
import { resourceChits } from '../rules/income';
import { exitCost } from '../rules/special-hexes';
import { UNIT_TYPES } from '../rules/units';
import { orderableFleets, type OrderableFleet } from '../world/planned';
import type { World } from '../world/world';
import type { PlaceRef, PlayerOrders } from './model';
import type { Diagnostic } from './parse';

const find = (d: Diagnostic[], line: number, code: string, message: string, rule: string, severity: 'error' | 'warning' = 'error') => d.push({ line, column: 1, severity, code, message, rule });

function fleetOf(world: World, playerId: string, ref: string): OrderableFleet | undefined {
  const r = ref.toUpperCase();
  return orderableFleets(world, playerId).find((f) => f.id.toUpperCase() === r || `F${f.number}` === r || String(f.number) === r);
}

function speedOf(world: World, fleetId: string): number {
  return fleetSpeed(world.units.filter((u) => u.fleetId === fleetId).map((u) => UNIT_TYPES[u.code].speed + (u.hied ? 1 : 0)));
}

/** Segments of the coming turn as the players can know them: from the fastest fleet counter on the board (public). */
export function expectedSegments(world: World): number {
  if (world.rules.segmentChart === 'always-three') return 3;
  return segmentsFor(Math.max(0, ...world.fleets.map((f) => speedOf(world, f.id))), world.rules.twoSegmentChart);
}

function place(world: World, from: Position, ref: PlaceRef): Position | null {
  if (ref.planet) {
    const pl = world.planets.find((p) => p.name.toLowerCase() === ref.planet?.toLowerCase());
    return pl ? { hexId: pl.hexId, half: pl.half } : null;
  }
  const h = world.hexes.find((x) => x.label === ref.hex || x.id === ref.hex);
  if (!h) return null;
  if (!h.divided) return { hexId: h.id, half: null };
  return { hexId: h.id, half: ref.half ?? (h.id === from.hexId ? (((from.half ?? 0) + 1) % 2 as 0 | 1) : 0) };
}

/** Checks one player's orders for the world's coming turn. */
export function checkOrders(world: World, playerId: string, orders: PlayerOrders): Diagnostic[] {
  const d: Diagnostic[] = [];
  const player = world.players.find((p) => p.id === playerId);
  if (!player) return [{ line: 0, column: 0, severity: 'error', code: 'GD-PLAYER', message: `no player ${playerId}` }];
  const index = mapIndex(world);
  const segments = expectedSegments(world);
  // Movement (digest §5.4 Movement).
  for (const [ref, cells] of Object.entries(orders.moves)) {
    const fleet = fleetOf(world, playerId, ref) ?? null;
    const firstLine = cells.find((c) => c)?.line ?? 0;
    if (!fleet) {
      const planned = orders.splits.some((s) => `F${s.newNumber}` === ref.toUpperCase());
      if (!planned) find(d, firstLine, 'GD-FLEET', `${ref} is not one of your fleets`, 'GD §10.5.1.3');
      continue;
    }
    const speed = fleet.speed;
    let at: Position = { hexId: fleet.hexId, half: fleet.half };
    cells.forEach((cell, i) => {
      if (!cell) return;
      const seg = i + 1;
      if (seg > segments) return find(d, cell.line, 'GD-MOVE-CELLS', `segment ${seg}: this turn has ${segments} segments`, 'GD §11.5');
      if (cell.kind === 'hold') return;
      if (!mayMove(speed, seg, segments)) return find(d, cell.line, 'GD-MOVE-SEG', `${ref} (speed ${speed}) may not move in segment ${seg} of ${segments}`, 'GD §11.5 movement chart');
      cell.steps.forEach((step, k) => {
        const to = place(world, at, step);
        if (!to) return find(d, cell.line, 'GD-HEX', `segment ${seg}: ${step.text} is not on the map`, 'GD §2.1');
        const startHex = index.get(at.hexId);
        if (k > 0 && !(k === 1 && startHex?.special?.kind === 'warped' && exitCost(startHex.special) === 0)) return find(d, cell.line, 'GD-MOVE-ONE', `segment ${seg}: one hex per segment`, 'GD §11.5.1');
        const s = isStep(index, at, to, world.rules.halfAdjacency);
        if (!s.ok) return find(d, cell.line, 'GD-MOVE-ADJ', `segment ${seg}: ${s.reason}`, 'GD §11.5.2');
        if (startHex?.special?.kind === 'warped' && exitCost(startHex.special) > 1 && k === 0) find(d, cell.line, 'GD-MOVE-WARP', `segment ${seg}: leaving Warped Space ${startHex.special.value} at ${startHex.label} takes ${exitCost(startHex.special)} movement points: this move happens a segment later`, 'GD §11.17', 'warning');
        at = to;
      });
    });
  }
  for (const c of orders.conditionals) if (!fleetOf(world, playerId, c.fleet)) find(d, c.line, 'GD-FLEET', `${c.fleet} is not one of your fleets`, 'GD §10.5.1.3');
  for (const s of orders.splits) if (!fleetOf(world, playerId, s.fleet)) find(d, s.line, 'GD-FLEET', `${s.fleet} is not one of your fleets`, 'GD §10.5.1.3');
  for (const m of orders.merges) {
    const a = fleetOf(world, playerId, m.fleet);
    const b = fleetOf(world, playerId, m.into);
    if (!a || !b) find(d, m.line, 'GD-FLEET', 'MERGE: both fleets must be yours', 'GD §10.5.1.3');
  }
  for (const l of orders.loads) {
    const unit = world.units.find((u) => u.id === (l.kind === 'load' ? l.to : l.from).toUpperCase() && u.ownerId === playerId);
    if (!unit) find(d, l.line, 'GD-UNIT', `${l.kind === 'load' ? l.to : l.from} is not one of your ships`, 'GD §10.1.1');
    else if (UNIT_TYPES[unit.code].carriesMi === 0) find(d, l.line, 'GD-CARRY', `${unit.id} (${unit.code}) cannot carry MIs`, 'GD §10.1.1');
  }
  for (const b of orders.standing.bombard) {
    const unit = world.units.find((u) => u.id === b.unit && u.ownerId === playerId);
    if (!unit || !['BB', 'BBS', 'BBX'].includes(unit.code)) find(d, b.line, 'GD-BOMBARD', `${b.unit} is not one of your BBs`, 'GD §11.6.4');
  }
  // Cards (digest §5.4 Purchases and cards).
  for (const p of orders.plays) if (!findInHand(world.table, player.hand, p.card)) find(d, p.line, 'GD-CARD', `${p.card} is not in your hand`, 'GD §10.7.1');
  for (const t of orders.tradeIns) {
    const a = findInHand(world.table, player.hand, t.cards[0]);
    const b = a ? findInHand(world.table, player.hand.filter((c) => c !== a), t.cards[1]) : null;
    if (!a || !b) find(d, t.line, 'GD-TRADEIN', 'TRADEIN: both cards must be in your hand', 'GD §10.6.2');
  }
  if (orders.buyTc > world.rules.tcPurchasesPerTurn) find(d, orders.buyLines[0] ?? 0, 'GD-BUY-TC', `at most ${world.rules.tcPurchasesPerTurn} Tactics Card(s) bought a turn (setting)`, 'GD §11.1 I; digest A-19');
  if (orders.discovery) {
    if (!isDiscoveryTurn(world.turn)) find(d, orders.discoveryLine ?? 0, 'GD-DISCOVER', 'Discovery Hexes are placed in turns 4–6 only', 'GD §11.18');
    const h = world.hexes.find((x) => x.label === orders.discovery?.hex || x.id === orders.discovery?.hex);
    if (!h || h.divided || h.discovery || h.special || world.planets.some((p) => p.hexId === h.id)) find(d, orders.discoveryLine ?? 0, 'GD-DISCOVER', `${orders.discovery.text} is not a vacant hex`, 'GD §11.18', 'warning');
  }
  // Construction (digest §5.4 Construction), budget estimated from the Stellars on hand plus the expected income.
  if (orders.builds.length > 0) {
    const mine = world.planets.filter((p) => p.ownerId === playerId);
    const income = resourceChits(mine.map((p) => ({ id: p.id, name: p.name, kind: p.kind, resource: p.resource, nativeRace: p.nativeRace, blockaded: p.blockaded })), player.raceCode);
    const budget = player.stellars + income - 10 * (Math.min(orders.buyTc, world.rules.tcPurchasesPerTurn) + (orders.buyRisk ? 1 : 0));
    const sites: BuildSite[] = mine.map((p) => ({ id: p.id, name: p.name, resource: p.resource ?? 0, gbds: p.gbds, shipyards: p.shipyards, blockaded: p.blockaded, extraGbdsAllowed: p.extraGbds, waitingFighters: p.waitingFtr }));
    const lines = orders.builds.map((b) => ({ line: b.line, code: b.code, qty: b.qty, siteId: mine.find((p) => p.name.toLowerCase() === b.at.toLowerCase() || p.id === b.at)?.id ?? `?${b.at}` }));
    const checked = checkBuilds(player.raceCode, lines, sites, budget);
    for (const p of checked.problems) find(d, p.line ?? 0, p.rule.split(' ')[0] as string, p.message, p.rule, p.rule.startsWith('GD-BUILD-FUNDS') ? 'warning' : 'error');
    for (const b of orders.builds) {
      if (b.forCarrier && b.forCarrier !== 'NEW' && !world.units.some((u) => u.id === b.forCarrier && u.ownerId === playerId)) find(d, b.line, 'GD-BUILD-FOR', `FOR ${b.forCarrier}: not one of your ships`, 'GD §10.1.1');
    }
  }
  return d.sort((a, b) => a.line - b.line);
}
