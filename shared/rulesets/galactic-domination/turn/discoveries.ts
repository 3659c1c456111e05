/**
 * Discovery Hexes met during movement (GD §11.18.1, §11.18.2): the first ship to enter reads the hidden
 * number and rolls 1D10 (the die's counter goes face up, public; number and result stay secret); the finder
 * activates at once or holds; "next fleet of another empire" results wait for someone else; result 9/19 is
 * activated at once against a player of the finder's choice.
 */
import { DISCOVERY_ALLY_ROW, DISCOVERY_NEUTRAL_ROW, LOST_FLEET, discoveryResult, discoveryTrigger } from '../rules/discovery-chart';
import { neutralGarrison } from '../rules/neutral-world';
import { isMobile, UNIT_TYPES } from '../rules/units';
import { worldName } from '../map/names';
import type { Fleet, Hex, Planet } from '../world/world';
import type { TurnContext } from './context';
import { addForce, dropEmptyFleets, fleetLabel, newFleet, uniquePlanetId } from './units';

/** A fleet entered a hex with a Discovery Hex. */
export function discoveryEntry(ctx: TurnContext, fleet: Fleet): void {
  const hex = ctx.hex(fleet.hexId);
  const d = hex?.discovery;
  if (!hex || !d || d.spent) return;
  const group = `T${ctx.turn}.S${ctx.segment}.${fleet.id}.discovery`;
  if (d.finderId === null) {
    d.finderId = fleet.ownerId;
    d.d10 = ctx.dice.roll(`${fleetLabel(ctx, fleet)}: Discovery Hex at ${hex.label} (1D10)`, 'd10', { group });
    const r = discoveryResult(d.hidden, d.d10);
    d.result = r.result;
    d.key = r.key;
    ctx.event('discovery-found', 'all', `${ctx.player(fleet.ownerId)?.name} finds the Discovery Hex at ${hex.label}: the D10 counter ${d.d10} is placed face up`, { rule: 'GD §11.18.1' });
    ctx.event('discovery-result', [fleet.ownerId], `Discovery at ${hex.label}: hidden ${d.hidden} + D10 ${d.d10} = ${r.total}: ${r.text}`, { rule: 'GD §11.18.2' });
    remember(ctx, fleet.ownerId, hex);
    const trigger = discoveryTrigger(r.result);
    if (trigger === 'compulsory') {
      const others = ctx.playOrder().filter((p) => p.id !== fleet.ownerId);
      const next = others[0]?.id ?? '';
      const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.discovery-target.${hex.id}`, kind: 'discovery-target', by: fleet.ownerId, prompt: `Discovery at ${hex.label} (compulsory): choose the player whose lost fleet waits here`, options: others.map((p) => ({ id: p.id, label: p.name })), defaultChoice: next, rule: 'GD §11.18.2 (9/19)' });
      if (c === null) return;
      d.targetPlayerId = c;
      d.activated = true;
      ctx.event('discovery-activated', 'all', `A Discovery at ${hex.label} is activated`, { rule: 'GD §11.18.2' });
      return;
    }
    if (trigger === 'finder') {
      const st = ctx.ordersOf(fleet.ownerId).standing.activate;
      const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.activate.${hex.id}`, kind: 'discovery-activate', by: fleet.ownerId, prompt: `Discovery at ${hex.label}: ${r.text}: activate now or hold`, options: [{ id: 'now', label: 'activate now' }, { id: 'hold', label: 'hold it secret' }], defaultChoice: ctx.world.mail.discoveryDefault === 'activate' ? 'now' : 'hold', rule: 'GD §11.18.1', standing: st[hex.label] ?? st[hex.id] ?? null });
      if (c === null) return;
      if (c === 'now') activate(ctx, hex, fleet.ownerId);
    }
    return;
  }
  // Already found: results waiting for another empire's next fleet, the lost fleet, the Perilous Planet.
  if (d.result === 'hidden-resource' && fleet.ownerId !== d.finderId) {
    ctx.player(fleet.ownerId)?.pendingIncome.push({ source: `Hidden Resource at ${hex.label}`, amount: 10, note: 'Discovery 5/15 (§11.18.2)' });
    d.spent = true;
    ctx.event('discovery-effect', [fleet.ownerId], `${fleetLabel(ctx, fleet)} finds a Hidden Resource at ${hex.label}: +$10 in the Income Phase`, { rule: 'GD §11.18.2' });
  } else if (d.result === 'hidden-warship' && fleet.ownerId !== d.finderId) {
    addForce(ctx.world, fleet.ownerId, fleet, { CA: 1 });
    d.spent = true;
    ctx.event('discovery-effect', [fleet.ownerId], `${fleetLabel(ctx, fleet)} finds a Hidden Warship at ${hex.label}: a CA joins`, { rule: 'GD §11.18.2' });
  } else if (d.result === 'lost-fleet' && d.activated && fleet.ownerId === d.targetPlayerId) {
    addForce(ctx.world, fleet.ownerId, fleet, LOST_FLEET);
    d.spent = true;
    ctx.event('discovery-effect', [fleet.ownerId], `A lost fleet of your empire joins ${fleetLabel(ctx, fleet)} at ${hex.label}: 1 BB, 1 CA, 2 DD`, { rule: 'GD §11.18.2' });
  } else if (d.result === 'perilous-planet' && d.activated) {
    const units = ctx.unitsOf(fleet.id).filter((u) => isMobile(u.code));
    const cheapest = [...units].sort((a, b) => UNIT_TYPES[a.code].cost - UNIT_TYPES[b.code].cost || a.id.localeCompare(b.id))[0];
    const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.perilous.${fleet.id}`, kind: 'perilous-unit', by: fleet.ownerId, prompt: `Perilous Planet at ${hex.label}: which mobile unit is lost`, options: units.map((u) => ({ id: u.id, label: u.id })), defaultChoice: cheapest?.id ?? '', rule: 'GD §11.18.2 (4/14); digest A-35' });
    if (c === null) return;
    ctx.world.units = ctx.world.units.filter((u) => u.id !== c);
    d.spent = true;
    ctx.event('discovery-effect', ctx.witnesses([hex.id], [fleet.ownerId]), `A Perilous Planet at ${hex.label} claims ${c}`, { rule: 'GD §11.18.2' });
    dropEmptyFleets(ctx.world);
  }
}

/** Held discoveries the finder activates now (ACTIVATE <hex> NOW), at the start of an Encounters Segment. */
export function heldActivations(ctx: TurnContext): void {
  for (const hex of ctx.world.hexes) {
    const d = hex.discovery;
    if (!d || !d.finderId || d.activated || d.spent || !d.result || discoveryTrigger(d.result) !== 'finder') continue;
    const st = ctx.ordersOf(d.finderId).standing.activate;
    if ((st[hex.label] ?? st[hex.id]) === 'now') activate(ctx, hex, d.finderId);
  }
}

function remember(ctx: TurnContext, playerId: string, hex: Hex): void {
  const d = hex.discovery;
  if (!d || d.d10 === null || !d.result) return;
  const k = ctx.world.knowledge.find((x) => x.playerId === playerId && x.hexId === hex.id);
  const entry = { hidden: d.hidden, d10: d.d10, result: d.result, activated: d.activated };
  if (k) k.discovery = entry;
  else ctx.world.knowledge.push({ playerId, hexId: hex.id, firstTurn: ctx.turn, lastTurn: ctx.turn, explored: true, planets: [], special: null, discoveryMarker: true, discovery: entry, sse: false });
}

/** Activates a finder's result (GD §11.18.1: reveal it and put it into play). */
function activate(ctx: TurnContext, hex: Hex, finderId: string): void {
  const d = hex.discovery;
  if (!d || !d.result) return;
  d.activated = true;
  const pos = { hexId: hex.id, half: null };
  const finder = ctx.player(finderId);
  const mine = ctx.fleetsAt(pos).filter((f) => f.ownerId === finderId);
  ctx.event('discovery-activated', 'all', `${finder?.name} activates the Discovery at ${hex.label}`, { rule: 'GD §11.18.1' });
  const world = (kind: Planet['kind'], resource: number | null, allyOf: string | null): Planet => {
    const p: Planet = { id: uniquePlanetId(ctx, hex.id), hexId: hex.id, half: null, name: worldName(ctx.dice, new Set(ctx.world.planets.map((x) => x.name))), kind, ownerId: null, resource, nativeRace: null, gbds: 0, mis: 0, homeguard: 0, shipyards: 0, ods: null, garrison: null, garrisonTurn: ctx.turn, blockaded: false, allyOf, producing: true, waitingFtr: 0, extraGbds: false, foundTurn: ctx.turn };
    ctx.world.planets.push(p);
    return p;
  };
  switch (d.result) {
    case 'super-battleship': {
      const fleet = mine[0] ?? newFleet(ctx, finderId, pos);
      addForce(ctx.world, finderId, fleet, { BBS: 1 });
      ctx.event('discovery-effect', 'all', `An Ancient Super Battleship (BBS) joins ${finder?.name} at ${hex.label}`, { rule: 'GD §11.18.2' });
      d.spent = true;
      return;
    }
    case 'resource-planet': {
      const p = world('empire', 6, null);
      p.ownerId = finderId;
      ctx.event('discovery-effect', 'all', `A $6 Resource Planet, ${p.name}, joins ${finder?.name} at ${hex.label}`, { rule: 'GD §11.18.2' });
      d.spent = true;
      return;
    }
    case 'neutral-planet': {
      const p = world('neutral', null, null);
      const g = neutralGarrison(DISCOVERY_NEUTRAL_ROW);
      p.garrison = g.ships;
      p.gbds = g.gbds;
      p.mis = g.mis;
      ctx.event('discovery-effect', 'all', `A Neutral Planet, ${p.name}, appears at ${hex.label}`, { rule: 'GD §11.18.2' });
      d.spent = true;
      return;
    }
    case 'allied-free-world': {
      const p = world('free', 0, finderId);
      const g = neutralGarrison(DISCOVERY_ALLY_ROW);
      p.garrison = g.ships;
      p.gbds = g.gbds;
      p.mis = g.mis;
      ctx.event('discovery-effect', 'all', `${p.name} at ${hex.label} allies with ${finder?.name} (no resources; its forces defend it)`, { rule: 'GD §11.18.2' });
      d.spent = true;
      return;
    }
    case 'teleport': {
      const fleet = mine[0];
      if (!fleet) return;
      const group = `T${ctx.turn}.S${ctx.segment}.${fleet.id}.teleport`;
      const d6 = ctx.dice.roll('teleport: 1–3 random, 4–6 choose (1D6)', 'd6', { group });
      const ring = ctx.world.hexes.filter((h) => ctx.map.distance(h, hex) === 2).sort((a, b) => a.id.localeCompare(b.id));
      if (ring.length === 0) return;
      let to = ring[(ctx.dice.roll('teleport destination', 'd100', { group }) - 1) % ring.length] as Hex;
      if (d6 >= 4) {
        const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.teleport.${fleet.id}`, kind: 'teleport', by: finderId, prompt: `Teleport ${fleetLabel(ctx, fleet)} 2 hexes: where`, options: ring.map((h) => ({ id: h.id, label: h.label })), defaultChoice: to.id, rule: 'GD §11.18.2 (10/20)' });
        if (c === null) return;
        to = ctx.hex(c) ?? to;
      }
      fleet.hexId = to.id;
      fleet.half = to.divided ? 0 : null;
      ctx.event('discovery-effect', ctx.witnesses([hex.id, to.id], [finderId]), `${fleetLabel(ctx, fleet)} is teleported from ${hex.label} to ${to.label}`, { rule: 'GD §11.18.2' });
      d.spent = true;
      return;
    }
    default:
      // Perilous Planet and the one-way hex stay armed; 5/15, 6/16 and 9/19 are not the finder's to activate.
      return;
  }
}
