/**
 * D Discovery Phase (GD §11.18, turns 4–6) and F New Units Placement (GD §11.1 F, §10.1.2.1): units
 * bought last turn appear (ships and Fighters at a Shipyard, MIs and GBDS on the planet, Shipyards in
 * orbit), the Exploration Fleets in turn 1, the SSE's free FF; Fighters board CVs, MIs built FOR a carrier
 * board it.
 */
import { UNIT_TYPES } from '../rules/units';
import { dueGroups } from '../world/planned';
import type { Build, Hex, Unit } from '../world/world';
import { playCards } from './cards-phases';
import type { TurnContext } from './context';
import { addForce, board, fleetLabel, newFleet } from './units';

/** Hexes where a Discovery Hex may go: no planet, not a home hex, no discovery, no special hex. */
export function vacantHexes(ctx: TurnContext): Hex[] {
  const withPlanet = new Set(ctx.world.planets.map((p) => p.hexId));
  return ctx.world.hexes.filter((h) => !h.divided && !h.discovery && !h.special && !withPlanet.has(h.id));
}

/** D Discovery (GD §11.18): each player in play order places one random face-down Discovery Hex. */
export function discoveryPhase(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    const o = ctx.ordersOf(p.id);
    const vacant = vacantHexes(ctx);
    if (vacant.length === 0) return;
    let hex = ctx.world.rules.discoveryPlacement === 'player-choice' && o.discovery ? vacant.find((h) => h.label === o.discovery?.hex || h.id === o.discovery?.hex) : undefined;
    if (o.discovery && !hex && ctx.world.rules.discoveryPlacement === 'player-choice') ctx.event('order-rejected', [p.id], `line ${o.discoveryLine}: DISCOVER AT ${o.discovery.text}: not a vacant hex; placed at random`, { rule: 'GD §11.18' });
    if (!hex) {
      const roll = ctx.dice.roll(`${p.name}: Discovery Hex placed at random`, 'd100', { group: `T${ctx.turn}.D.${p.id}` });
      hex = vacant[(roll - 1) % vacant.length] as Hex;
    }
    // GD §11.18: "1 randomly selected Discovery Hex": its hidden number 1–10 (digest A-35).
    const hidden = ctx.dice.roll('Discovery Hex hidden number', 'd10', { group: `T${ctx.turn}.D.${p.id}` });
    hex.discovery = { placedBy: p.id, placedTurn: ctx.turn, hidden, d10: null, finderId: null, result: null, key: null, activated: false, spent: false, targetPlayerId: null };
    ctx.event('discovery-placed', 'all', `${p.name} places a face-down Discovery Hex at ${hex.label}`, { rule: 'GD §11.18' });
  }
}

/** F New Units Placement (GD §11.1 F). */
export function placement(ctx: TurnContext): void {
  for (const list of dueGroups(ctx.world)) placeGroup(ctx, list);
  ctx.world.builds = ctx.world.builds.filter((b) => !(b.turn < ctx.turn && !b.frozen));
  // GD §11.15 SSE: a free FF each New Units Placement Phase, at the SSE.
  for (const h of ctx.world.hexes) {
    if (!h.sse) continue;
    const f = newFleet(ctx, h.sse.ownerId, { hexId: h.id, half: null });
    addForce(ctx.world, h.sse.ownerId, f, { FF: 1 });
    ctx.event('placement', [h.sse.ownerId], `The Secret Shipyard Experiment at ${h.label} delivers a free FF (${fleetLabel(ctx, f)})`, { rule: 'GD §11.15' });
  }
  playCards(ctx, 'F');
}

function placeGroup(ctx: TurnContext, list: Build[]): void {
  const first = list[0] as Build;
  const planet = ctx.planet(first.planetId);
  const owner = first.ownerId;
  if (!planet || planet.ownerId !== owner) {
    ctx.event('placement-lost', [owner], `Units bought at a planet you no longer hold are lost: ${list.map((b) => `${b.qty} ${b.code}`).join(', ')}`, { rule: 'GD §11.12' });
    return;
  }
  const ships = list.filter((b) => UNIT_TYPES[b.code].kind === 'ship');
  const pos = { hexId: planet.hexId, half: planet.half };
  let fleet = null;
  let placedShips: Unit[] = [];
  if (ships.length > 0) {
    if (!first.anywhere && planet.shipyards === 0) {
      ctx.event('placement-lost', [owner], `${planet.name} has no Shipyard left: ${ships.map((b) => `${b.qty} ${b.code}`).join(', ')} cannot appear`, { rule: 'GD §10.1.2.1' });
    } else {
      // PLACE <build> … FLEET <n>: the new ships join that fleet when it is here (digest §5.3 B); else a new fleet.
      const wanted = ctx.ordersOf(owner).placements.find((pl) => list.some((b) => b.id === pl.build) && pl.fleet !== null);
      const join = wanted ? ctx.world.fleets.find((f) => f.ownerId === owner && f.number === wanted.fleet && f.hexId === planet.hexId && (f.half ?? 0) === (planet.half ?? 0)) : undefined;
      if (wanted && !join) ctx.event('order-rejected', [owner], `line ${wanted.line}: PLACE: fleet ${wanted.fleet} is not at ${planet.name}; the new ships form a fleet of their own`, { rule: 'GD §11.1 F' });
      fleet = join ?? newFleet(ctx, owner, pos);
      const force = Object.fromEntries(ships.map((b) => [b.code, b.qty]));
      placedShips = addForce(ctx.world, owner, fleet, force).units;
    }
  }
  for (const b of list) {
    if (b.code === 'Ftr') {
      // Fighters board the new CVs, then other CVs of the player here; the rest wait at the Shipyard (§10.8.1).
      const here = ctx.world.units.filter((u) => u.ownerId === owner && u.code === 'CV' && ctx.fleet(u.fleetId ?? '')?.hexId === planet.hexId);
      const left = board([...placedShips.filter((u) => u.code === 'CV'), ...here.filter((u) => !placedShips.includes(u))], 'ftr', b.qty);
      planet.waitingFtr += left;
    } else if (b.code === 'MI') {
      const carriers = b.forCarrier === 'NEW' ? placedShips : b.forCarrier ? ctx.world.units.filter((u) => u.id === b.forCarrier && u.ownerId === owner) : [];
      planet.mis += board(carriers, 'mi', b.qty);
    } else if (b.code === 'GBDS') {
      planet.gbds += b.qty;
    } else if (b.code === 'SY') {
      planet.shipyards += b.qty;
    }
  }
  const what = list.map((b) => `${b.qty} ${b.code}`).join(', ');
  ctx.event('placement', ctx.witnesses([planet.hexId], [owner]), `New units at ${planet.name}: ${ctx.world.mail.fleetMakeup === 'public' ? what : fleet ? fleetLabel(ctx, fleet) : 'installations'}`, { rule: 'GD §11.1 F' });
  ctx.event('placement-detail', [owner], `Placed at ${planet.name}: ${what}${fleet ? ` as ${fleetLabel(ctx, fleet)}` : ''}`, { rule: 'GD §11.1 F' });
}
