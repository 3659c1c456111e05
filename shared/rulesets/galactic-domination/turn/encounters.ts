/**
 * G-ii Encounter Card Sequence (GD §10.6.3, turns 1–3) and what a fleet meets on entering a hex: worlds
 * found (§11.11), Neutral Worlds and the fight-or-not roll (§11.11.2), Pirates (§11.13), Hostile Aliens
 * (§11.14), Special Encounters (§11.15), Friendly Fleets (§11.16); Free Worlds joining; Serendipity and
 * Space Storms (§11.17); another empire's Secret Shipyard found on 1D6 = 1.
 */
import { draw, discard } from '../cards/decks';
import { readEncounterCard, isEncounterTurn, ENCOUNTER_NAMES, type EncounterKind } from '../rules/encounter-cards';
import { describeForce, forceValue, type Force } from '../rules/forces';
import { rollFriendlyFleet } from '../rules/friendly-fleet';
import { fightOrNot, rollGarrison, rollResourceValue } from '../rules/neutral-world';
import { alienPayout, rollPirates } from '../rules/pirates';
import { findsSse, specialEncounter, SPECIAL_ENCOUNTER_TEXT, ALLY_FORCES, SPACEGUARD_CHOICES } from '../rules/special-encounter';
import { stormDamage } from '../rules/special-hexes';
import { UNIT_TYPES } from '../rules/units';
import { worldName } from '../map/names';
import type { Position } from '../map/geometry';
import type { Fleet, Planet } from '../world/world';
import { fight, type Party } from './battle-sides';
import { assaultPlanet, playerParty } from './combat';
import type { TurnContext } from './context';
import { discoveryEntry, heldActivations } from './discoveries';
import { addForce, dropEmptyFleets, fleetLabel, uniquePlanetId } from './units';

/** Whether entering this hex draws an Encounter Card for this player (GD §10.6.3; digest A-15). */
function isNewHex(ctx: TurnContext, fleet: Fleet): boolean {
  const hex = ctx.hex(fleet.hexId);
  if (!hex || hex.divided || ctx.world.planets.some((p) => p.hexId === hex.id)) return false;
  if (ctx.world.rules.encounterNewHex === 'never-entered') return !ctx.world.knowledge.some((k) => k.hexId === hex.id && k.explored);
  return !ctx.world.knowledge.some((k) => k.hexId === hex.id && k.playerId === fleet.ownerId && k.explored);
}

/** G-ii for the fleets that moved this segment, in play order and fleet number (GD §11.1.1). */
export function encounters(ctx: TurnContext): void {
  heldActivations(ctx);
  // GD §11.5.1: where being first into a hex is a benefit, the fastest unit gets it; then Player Play Order and fleet number (§11.1.1).
  const movers = [...ctx.moved.keys()].map((id) => ctx.fleet(id)).filter((f): f is Fleet => !!f).sort((a, b) => ctx.fleetSpeed(b.id) - ctx.fleetSpeed(a.id) || ctx.playIndex(a.ownerId) - ctx.playIndex(b.ownerId) || a.number - b.number);
  for (const fleet of movers) {
    if (ctx.stopped) return;
    if (!ctx.fleet(fleet.id)) continue;
    const hex = ctx.hex(fleet.hexId);
    if (!hex) continue;
    const pos = { hexId: fleet.hexId, half: fleet.half };
    entryHazards(ctx, fleet);
    if (!ctx.fleet(fleet.id)) continue;
    discoveryEntry(ctx, fleet);
    if (ctx.stopped) return;
    if (!ctx.fleet(fleet.id)) continue;
    let kind: EncounterKind | null = null;
    if (hex.preseed && !ctx.world.planets.some((p) => p.hexId === hex.id)) {
      const pre = hex.preseed;
      hex.preseed = null;
      kind = pre.kind === 'free' || pre.kind === 'neutral' || isEncounterTurn(ctx.turn) ? pre.kind : 'none';
      ctx.event('encounter', ctx.witnesses([hex.id], [fleet.ownerId]), `${fleetLabel(ctx, fleet)} explores ${hex.label}: ${ENCOUNTER_NAMES[kind]}`, { rule: 'GD §10.6.3 (pre-seeded)' });
    } else if (isEncounterTurn(ctx.turn) && ctx.world.rules.mapContents === 'roll-on-entry' && isNewHex(ctx, fleet)) {
      kind = drawEncounter(ctx, fleet);
      if (kind === null) return;
    }
    markExplored(ctx, fleet);
    if (kind) resolveEncounter(ctx, fleet, kind, pos);
    if (ctx.stopped) return;
    // A world already here: a Neutral World is met again (§11.11.2); an unowned Free World joins the first empire to reach it.
    if (!kind || kind === 'none') meetWorld(ctx, fleet, pos);
  }
}

function markExplored(ctx: TurnContext, fleet: Fleet): void {
  const k = ctx.world.knowledge.find((x) => x.playerId === fleet.ownerId && x.hexId === fleet.hexId);
  if (k) k.explored = true;
  else ctx.world.knowledge.push({ playerId: fleet.ownerId, hexId: fleet.hexId, firstTurn: ctx.turn, lastTurn: ctx.turn, explored: true, planets: [], special: null, discoveryMarker: false, discovery: null, sse: false });
}

/** Draws one Encounter Card and rolls 1D6 on it (GD §10.6.3). */
function drawEncounter(ctx: TurnContext, fleet: Fleet): EncounterKind | null {
  const group = `T${ctx.turn}.S${ctx.segment}.${fleet.id}.enc`;
  const d = draw(ctx.world.table, 'encounter', 1, ctx.dice);
  ctx.world.table = d.table;
  const cardId = d.cards[0];
  const card = ctx.world.table.encounterCards.find((c) => c.id === cardId);
  if (!card || !cardId) return 'none';
  const d6 = ctx.dice.roll(`${fleetLabel(ctx, fleet)}: Encounter Card ${cardId} (1D6)`, 'd6', { group });
  if (ctx.diceMissing(group, fleet.ownerId, `Encounter roll for ${fleetLabel(ctx, fleet)}`)) return null;
  ctx.world.table = discard(ctx.world.table, 'encounter', [cardId]);
  const kind = readEncounterCard(card, d6);
  ctx.event('encounter', ctx.witnesses([fleet.hexId], [fleet.ownerId]), `${fleetLabel(ctx, fleet)} enters ${ctx.hex(fleet.hexId)?.label}: Encounter Card, 1D6 = ${d6}: ${ENCOUNTER_NAMES[kind]}`, { rule: 'GD §10.6.3', data: { card: cardId, d6, kind } });
  if (kind === 'unique') ctx.event('gm-apply', 'gm', `Unique encounter for ${fleetLabel(ctx, fleet)} at ${ctx.hex(fleet.hexId)?.label}: ${card.uniqueText || 'the GM rules on it'}`, { rule: 'GD §10.6.3' });
  return kind;
}

function newWorld(ctx: TurnContext, hexId: string, kind: 'free' | 'neutral'): Planet {
  const planet: Planet = { id: uniquePlanetId(ctx, hexId), hexId, half: null, name: worldName(ctx.dice, new Set(ctx.world.planets.map((p) => p.name))), kind, ownerId: null, resource: null, nativeRace: null, gbds: 0, mis: 0, homeguard: 0, shipyards: 0, ods: null, garrison: null, garrisonTurn: null, blockaded: false, allyOf: null, producing: true, waitingFtr: 0, extraGbds: false, foundTurn: ctx.turn };
  ctx.world.planets.push(planet);
  return planet;
}

function resolveEncounter(ctx: TurnContext, fleet: Fleet, kind: EncounterKind, pos: Position): void {
  const who = ctx.witnesses([pos.hexId], [fleet.ownerId]);
  const group = `T${ctx.turn}.S${ctx.segment}.${fleet.id}.enc`;
  switch (kind) {
    case 'free': {
      const p = newWorld(ctx, pos.hexId, 'free');
      ctx.event('world-found', who, `A Free World, ${p.name}, at ${ctx.hex(pos.hexId)?.label}`, { rule: 'GD §11.11' });
      joinFreeWorld(ctx, fleet, p);
      return;
    }
    case 'neutral': {
      const p = newWorld(ctx, pos.hexId, 'neutral');
      ctx.event('world-found', who, `A Neutral World, ${p.name}, at ${ctx.hex(pos.hexId)?.label}`, { rule: 'GD §11.11' });
      neutralWorld(ctx, fleet, p, pos);
      return;
    }
    case 'pirate':
    case 'alien': {
      const r = rollPirates(ctx.dice, ctx.turn, group, kind === 'pirate' ? 'pirate fleet (1D6 + turn)' : 'hostile aliens (1D6 + turn)');
      if (forceValue(r.force) === 0) {
        ctx.event('encounter', who, `${kind === 'pirate' ? 'Pirates' : 'Hostile Aliens'}: 1D6 ${r.d6} + turn ${ctx.turn} = ${r.result}: nothing`, { rule: kind === 'pirate' ? 'GD §11.13' : 'GD §11.14' });
        return;
      }
      ctx.event('encounter', who, `${kind === 'pirate' ? 'Pirate Fleet' : "Hostile Aliens' Fleet"}: 1D6 ${r.d6} + turn ${ctx.turn} = ${r.result}: ${describeForce(r.force)}`, { rule: kind === 'pirate' ? 'GD §11.13' : 'GD §11.14' });
      const player = ctx.player(fleet.ownerId);
      // GD §11.15 BoB: cancels one Pirate Fleet encounter, usable after seeing its make-up (not aliens, §11.14).
      if (kind === 'pirate' && player && player.chits.bob > 0) {
        const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.bob.${fleet.id}`, kind: 'bob', by: player.id, prompt: `Use your Bribe or Blackmail chit against ${describeForce(r.force)}`, options: [{ id: 'use', label: 'use the BoB chit' }, { id: 'keep', label: 'fight' }], defaultChoice: ctx.world.mail.bobDefault, rule: 'GD §11.15', standing: ctx.ordersOf(player.id).standing.bob });
        if (c === null) return;
        if (c === 'use') {
          player.chits.bob -= 1;
          ctx.event('encounter', who, `${player.name} bribes the pirates away (BoB chit)`, { rule: 'GD §11.15' });
          return;
        }
      }
      const enemy: Party = { id: kind === 'pirate' ? 'PIR' : 'ALI', owners: [], nonPlayer: kind, fleets: [], planet: null, force: r.force, defender: false, name: kind === 'pirate' ? 'Pirates' : 'Hostile Aliens' };
      const res = fight(ctx, playerParty(ctx, fleet.ownerId, pos, true), enemy, 'space', pos, { label: `${enemy.name} at ${ctx.hex(pos.hexId)?.label}` });
      if (res.stopped) return;
      if (kind === 'alien' && player) {
        const result = res.battle.result;
        const won = result?.winnerId === fleet.ownerId;
        const pay = alienPayout(won, result?.losses[fleet.ownerId] ?? 0, result?.losses[enemy.id] ?? 0);
        if (pay > 0) player.pendingIncome.push({ source: "Hostile Aliens' pay-out", amount: pay, note: won ? 'value of the alien ships destroyed (§11.14)' : 'value of your losses (§11.14)' });
      }
      return;
    }
    case 'special':
      specialEncounterFor(ctx, fleet, pos, group);
      return;
    case 'friendly': {
      const player = ctx.player(fleet.ownerId);
      const r = rollFriendlyFleet(ctx.dice, ctx.fleetSpeed(fleet.id), player?.raceCode === 'M', group);
      const force: Force = player?.raceCode === 'M' && (r.force.CV || r.force.Ftr) ? { RA: 1, FF: 1 } : r.force;
      const added = addForce(ctx.world, fleet.ownerId, fleet, force);
      ctx.event('encounter', [fleet.ownerId], `A Friendly Fleet joins ${fleetLabel(ctx, fleet)} (roll ${r.roll}): ${describeForce(force)}${added.miLeft + added.ftrLeft > 0 ? ' (some carried units had no room and are lost)' : ''}`, { rule: 'GD §11.16' });
      return;
    }
    default:
      return;
  }
}

/** A Free World joins the first empire to reach it without a fight (GD §9.2), unless Interlude bars it. */
function joinFreeWorld(ctx: TurnContext, fleet: Fleet, planet: Planet): void {
  const hostile = ctx.world.fleets.some((f) => f.hexId === planet.hexId && f.ownerId !== fleet.ownerId);
  if (hostile) return;
  if (ctx.world.table.effects.includes('interlude')) {
    ctx.event('occupation-barred', [fleet.ownerId], `${planet.name} cannot join you this turn (Interlude)`, { rule: 'GD §10.6.1' });
    return;
  }
  planet.ownerId = fleet.ownerId;
  planet.kind = 'empire';
  if (planet.resource === null) planet.resource = rollResourceValue(ctx.dice, `T${ctx.turn}.S${ctx.segment}.resource.${planet.id}`);
  ctx.event('occupation', ctx.witnesses([planet.hexId], [fleet.ownerId]), `${planet.name} joins ${ctx.player(fleet.ownerId)?.name} as an Empire World (R${planet.resource}); no VP for an undefended world`, { rule: 'GD §9.2, §11.11.1, §5.3' });
}

/** Meeting a Neutral World (GD §11.11, §11.11.2): garrison, fight-or-not roll, fight or leave. */
export function neutralWorld(ctx: TurnContext, fleet: Fleet, planet: Planet, pos: Position): void {
  const group = `T${ctx.turn}.S${ctx.segment}.${fleet.id}.neutral`;
  if (planet.garrisonTurn === null || ctx.world.rules.neutralGarrison === 'reroll-each-visit') {
    const g = rollGarrison(ctx.dice, ctx.turn, group);
    planet.garrison = g.garrison.ships;
    planet.gbds = g.garrison.gbds;
    planet.mis = g.garrison.mis;
    planet.garrisonTurn = ctx.turn;
    ctx.event('garrison', ctx.witnesses([pos.hexId], [fleet.ownerId]), `${planet.name}'s garrison (roll ${g.roll}): ${describeForce(g.garrison.ships)}${g.garrison.gbds ? `, ${g.garrison.gbds} GBDS` : ''}; ${g.garrison.mis} MI on the ground`, { rule: 'GD §11.11' });
  }
  const d6 = ctx.dice.roll(`${fleetLabel(ctx, fleet)}: fight or not at ${planet.name} (1D6)`, 'd6', { group });
  if (ctx.diceMissing(group, fleet.ownerId, `Fight-or-not roll at ${planet.name}`)) return;
  const must = fightOrNot(d6) === 'must-fight';
  let choice = 'fight';
  if (!must) {
    const st = ctx.ordersOf(fleet.ownerId).standing.neutral;
    const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.neutral.${fleet.id}`, kind: 'neutral-fight', by: fleet.ownerId, prompt: `${planet.name} (1D6 = ${d6}): fight or leave`, options: [{ id: 'fight', label: 'fight' }, { id: 'leave', label: 'leave (no fleet of yours may enter this turn)' }], defaultChoice: ctx.world.mail.neutralDefault, rule: 'GD §11.11.2', standing: st[fleet.id] ?? st[`F${fleet.number}`] ?? st['*'] ?? null });
    if (c === null) return;
    choice = c;
  }
  ctx.event('neutral-roll', ctx.witnesses([pos.hexId], [fleet.ownerId]), `${fleetLabel(ctx, fleet)} at ${planet.name}: 1D6 = ${d6}: ${must ? 'must fight' : `may leave: ${choice}`}`, { rule: 'GD §11.11.2' });
  if (choice === 'leave') {
    ctx.world.table = { ...ctx.world.table, bans: [...ctx.world.table.bans, { playerId: fleet.ownerId, hexId: pos.hexId }] };
    // The player's fleets that came in this segment go back where they came from.
    for (const f of ctx.fleetsAt(pos).filter((x) => x.ownerId === fleet.ownerId)) {
      const m = ctx.moved.get(f.id);
      if (!m) continue;
      f.hexId = m.from.hexId;
      f.half = m.from.half;
      ctx.event('move', ctx.witnesses([pos.hexId, m.from.hexId], [f.ownerId]), `${fleetLabel(ctx, f)} leaves ${planet.name} and returns to ${ctx.hex(m.from.hexId)?.label}`, { rule: 'GD §11.11.2' });
    }
    return;
  }
  assaultPlanet(ctx, fleet.ownerId, planet, pos);
}

/** A fleet entering a hex with a world already found there. */
function meetWorld(ctx: TurnContext, fleet: Fleet, pos: Position): void {
  for (const planet of ctx.planetsAt(pos)) {
    if (ctx.stopped || !ctx.fleet(fleet.id)) return;
    if (planet.ownerId !== null) continue;
    if (planet.kind === 'free' && !planet.allyOf) joinFreeWorld(ctx, fleet, planet);
    else if (planet.allyOf && planet.allyOf !== fleet.ownerId) assaultPlanet(ctx, fleet.ownerId, planet, pos);
    else if (planet.kind === 'neutral' && !planet.allyOf) neutralWorld(ctx, fleet, planet, pos);
  }
}

/** Special Encounters (GD §11.15). */
function specialEncounterFor(ctx: TurnContext, fleet: Fleet, pos: Position, group: string): void {
  const player = ctx.player(fleet.ownerId);
  if (!player) return;
  let result = specialEncounter(ctx.dice.roll('Special Encounter (1D6)', 'd6', { group }));
  if (player.specialsHad.includes(result)) {
    const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.reroll.${fleet.id}`, kind: 'special-reroll', by: player.id, prompt: `Special Encounter ${result} again: roll again`, options: [{ id: 'yes', label: 'roll again' }, { id: 'no', label: 'keep it' }], defaultChoice: ctx.world.mail.rerollRepeatedSpecial ? 'yes' : 'no', rule: 'GD §11.15', standing: ctx.ordersOf(player.id).standing.reroll === null ? null : ctx.ordersOf(player.id).standing.reroll ? 'yes' : 'no' });
    if (c === null) return;
    if (c === 'yes') result = specialEncounter(ctx.dice.roll('Special Encounter reroll (1D6)', 'd6', { group }));
  }
  player.specialsHad.push(result);
  ctx.event('special-encounter', [player.id], `Special Encounter: ${SPECIAL_ENCOUNTER_TEXT[result]}`, { rule: 'GD §11.15' });
  switch (result) {
    case 'ally': {
      const p = newWorld(ctx, pos.hexId, 'free');
      p.gbds = ALLY_FORCES.gbds;
      addForce(ctx.world, player.id, fleet, ALLY_FORCES.ships);
      ctx.event('world-found', ctx.witnesses([pos.hexId], [player.id]), `An allied Free World, ${p.name}, at ${ctx.hex(pos.hexId)?.label}`, { rule: 'GD §11.15' });
      joinFreeWorld(ctx, fleet, p);
      return;
    }
    case 'ship': {
      const st = ctx.ordersOf(player.id).standing.spaceguard;
      const gromar = player.raceCode === 'M';
      const c = gromar ? 'bb' : ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.spaceguard.${fleet.id}`, kind: 'spaceguard', by: player.id, prompt: 'Spaceguard ship: 1 BB with 2 MIs, or 1 CV with 6 Ftrs', options: [{ id: 'bb', label: '1 BB with 2 MIs' }, { id: 'cv', label: '1 CV with 6 Ftrs' }], defaultChoice: ctx.world.mail.spaceguardDefault, rule: 'GD §11.15', standing: st });
      if (c === null) return;
      addForce(ctx.world, player.id, fleet, c === 'cv' ? SPACEGUARD_CHOICES.cv : SPACEGUARD_CHOICES.bb);
      return;
    }
    case 'sse': {
      const hex = ctx.hex(pos.hexId);
      if (hex) hex.sse = { ownerId: player.id, foundBy: [] };
      return;
    }
    case 'hied': {
      const units = ctx.unitsOf(fleet.id);
      const slowest = Math.min(...units.map((u) => ctx.unitSpeed(u)));
      const def = units.filter((u) => ctx.unitSpeed(u) === slowest).sort((a, b) => UNIT_TYPES[b.code].cost - UNIT_TYPES[a.code].cost || a.id.localeCompare(b.id))[0];
      const st = ctx.ordersOf(player.id).standing.hied;
      const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.hied.${fleet.id}`, kind: 'hied', by: player.id, prompt: 'Fit the HIED (+1 Speed) to which ship', options: units.map((u) => ({ id: u.id, label: u.id })), defaultChoice: def?.id ?? '', rule: 'GD §11.15', standing: st });
      if (c === null) return;
      const u = ctx.unit(c);
      if (u) u.hied = true;
      return;
    }
    case 'bob':
      player.chits.bob += 1;
      return;
    case 'rr':
      player.chits.rr += 1;
      return;
  }
}

/**
 * Entry hazards and finds (GD §11.17, §11.15): Space Storm damage on entry, the Serendipity item, another
 * empire's SSE (1D6 = 1, one fleet per empire per turn), and Discovery Hexes (turn/discoveries.ts).
 */
function entryHazards(ctx: TurnContext, fleet: Fleet): void {
  const hex = ctx.hex(fleet.hexId);
  if (!hex) return;
  const storm = stormDamage(hex.special);
  if (storm > 0) {
    const lost = ctx.unitsOf(fleet.id).filter((u) => UNIT_TYPES[u.code].defense <= storm);
    ctx.world.units = ctx.world.units.filter((u) => !lost.includes(u));
    ctx.event('storm', [fleet.ownerId], `The Space Storm ${storm} at ${hex.label} deals ${storm} damage to each unit of ${fleetLabel(ctx, fleet)}${lost.length ? `: ${lost.map((u) => u.id).join(', ')} destroyed` : ''}`, { rule: 'GD §11.17' });
    dropEmptyFleets(ctx.world);
    if (!ctx.fleet(fleet.id)) return;
  }
  if (hex.special?.kind === 'serendipity') {
    const ship = ctx.unitsOf(fleet.id).sort((a, b) => UNIT_TYPES[b.code].defense - UNIT_TYPES[a.code].defense)[0];
    if (ship) ship.serendipity = true;
    hex.special = null;
    ctx.event('serendipity', ctx.witnesses([hex.id], [fleet.ownerId]), `${fleetLabel(ctx, fleet)} picks up the Serendipity item at ${hex.label}${ship ? ` (carried by ${ship.id})` : ''}`, { rule: 'GD §11.17' });
  }
  if (hex.sse && hex.sse.ownerId !== fleet.ownerId && !hex.sse.foundBy.includes(fleet.ownerId) && !ctx.world.table.sseTries.some((t) => t.playerId === fleet.ownerId && t.hexId === hex.id)) {
    ctx.world.table = { ...ctx.world.table, sseTries: [...ctx.world.table.sseTries, { playerId: fleet.ownerId, hexId: hex.id }] };
    const d6 = ctx.dice.roll(`${fleetLabel(ctx, fleet)}: search for a Secret Shipyard (1D6 = 1 finds)`, 'd6', { group: `T${ctx.turn}.S${ctx.segment}.${fleet.id}.sse` });
    if (findsSse(d6)) {
      const owner = hex.sse.ownerId;
      const defended = ctx.world.fleets.some((f) => f.hexId === hex.id && f.ownerId === owner);
      hex.sse.foundBy.push(fleet.ownerId);
      if (!defended) {
        hex.sse = null;
        ctx.event('sse', [fleet.ownerId, owner], `${fleetLabel(ctx, fleet)} finds and destroys an undefended Secret Shipyard at ${hex.label}`, { rule: 'GD §11.15' });
      } else ctx.event('sse', [fleet.ownerId], `${fleetLabel(ctx, fleet)} finds a Secret Shipyard at ${hex.label}`, { rule: 'GD §11.15' });
    }
  }
}
