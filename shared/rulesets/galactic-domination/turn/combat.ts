/**
 * G-ii combat sequences (GD §11.1 G-ii, §11.2, §11.7, §11.12, §10.3.2): battles wherever hostile forces
 * share a place after movement; a planet's lines of defence (ships, then GBDS, then MIs, §11.7.1) in
 * space, orbital and ground battles; the fate of Shipyards; occupation.
 */
import { defaultLanding, bombardMis } from '../battle/ground';
import { rollResourceValue } from '../rules/neutral-world';
import { firstPairings } from '../rules/multi-entry';
import { blocksCombat } from '../rules/special-hexes';
import { UNIT_TYPES } from '../rules/units';
import { forceValue } from '../rules/forces';
import { positionKey, type Position } from '../map/geometry';
import type { Fleet, Planet } from '../world/world';
import { fight, type Party } from './battle-sides';
import type { TurnContext } from './context';

/** The party of a player at a place: his fleets there, and his planet there if any. */
export function playerParty(ctx: TurnContext, playerId: string, pos: Position, defender: boolean): Party {
  const fleets = ctx.fleetsAt(pos).filter((f) => f.ownerId === playerId);
  const planet = ctx.planetsAt(pos).find((p) => p.ownerId === playerId) ?? null;
  return { id: playerId, owners: [playerId], nonPlayer: null, fleets, planet, defender, name: ctx.player(playerId)?.name ?? playerId };
}

/** The neutral (or allied Discovery 11) side of a planet. */
export function nonPlayerParty(ctx: TurnContext, planet: Planet): Party {
  return { id: 'N', owners: [], nonPlayer: 'neutral', fleets: [], planet, defender: true, name: planet.allyOf ? `${planet.name} (ally of ${ctx.player(planet.allyOf)?.name})` : `${planet.name} (Neutral World)` };
}

/**
 * An assault on a planet (GD §11.7.1 lines of defence, §11.2): a space or orbital battle (the defender's
 * choice where there is one), an orbital battle against the GBDS after a space battle (digest A-13 default),
 * then invasion (MI landing, MI combat) and occupation, with the Shipyard's fate (§11.12).
 */
export function assaultPlanet(ctx: TurnContext, attackerId: string, planet: Planet, pos: Position): void {
  const attackerName = ctx.player(attackerId)?.name ?? attackerId;
  const nonPlayer = planet.ownerId === null;
  const defender = (): Party => (nonPlayer ? nonPlayerParty(ctx, planet) : playerParty(ctx, planet.ownerId as string, pos, true));
  const attacker = (): Party => playerParty(ctx, attackerId, pos, false);
  const attackerShips = () => ctx.fleetsAt(pos).some((f) => f.ownerId === attackerId);
  // Space or orbital: the defender decides when there is a choice (GD §11.2; digest A-17 for non-players).
  const d0 = defender();
  const hasShips = d0.fleets.length > 0 || (nonPlayer && planet.garrison !== null && Object.values(planet.garrison).some((n) => (n ?? 0) > 0));
  const hasGround = planet.gbds > 0 || planet.ods !== null;
  let kind: 'space' | 'orbital' = hasGround ? 'orbital' : 'space';
  if (hasShips && hasGround && nonPlayer) kind = ctx.world.rules.nonPlayerDefence === 'space' ? 'space' : 'orbital';
  else if (hasShips && hasGround) {
    const def = ctx.world.mail.defendDefault === 'space' ? 'space' : 'orbital';
    const dst = ctx.ordersOf(planet.ownerId as string).standing.defend;
    const standing = dst[planet.id] ?? dst[planet.name] ?? dst['*'] ?? null;
    const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.defend.${planet.id}.${attackerId}`, kind: 'defend', by: planet.ownerId as string, prompt: `${planet.name} attacked by ${attackerName}: space or orbital battle`, options: [{ id: 'space', label: 'space battle' }, { id: 'orbital', label: 'orbital battle (GBDS fire a free round)' }], defaultChoice: def, rule: 'GD §11.2', standing });
    if (c === null) return;
    kind = c === 'orbital' ? 'orbital' : 'space';
  }
  if (hasShips || hasGround) {
    const r = fight(ctx, attacker(), defender(), kind, pos, { label: `${kind} battle for ${planet.name}` });
    if (r.stopped || ctx.stopped) return;
    if (!attackerShips()) return;
    // Digest A-13 default: after a space battle the GBDS still fight an orbital battle (with their free round) before any invasion.
    if (kind === 'space' && (planet.gbds > 0 || planet.ods !== null) && ctx.world.rules.afterSpaceBattle === 'orbital-before-invasion') {
      const r2 = fight(ctx, attacker(), { ...defender(), fleets: [] }, 'orbital', pos, { label: `orbital battle for ${planet.name}` });
      if (r2.stopped || ctx.stopped) return;
      if (!attackerShips()) return;
    }
  }
  if (defender().fleets.length > 0 || planet.gbds > 0 || planet.ods !== null) return;
  if (nonPlayer && planet.garrison && Object.entries(planet.garrison).some(([c, n]) => (n ?? 0) > 0 && UNIT_TYPES[c as keyof typeof UNIT_TYPES].kind === 'ship')) return;
  invadeAndOccupy(ctx, attackerId, planet, pos);
}

/** Invasion (MI landing and combat) and occupation (GD §11.2, §11.6.4, §11.7.2, §11.11.1, §11.12). */
function invadeAndOccupy(ctx: TurnContext, attackerId: string, planet: Planet, pos: Position): void {
  const nonPlayer = planet.ownerId === null;
  const st = ctx.ordersOf(attackerId).standing;
  const carriers = ctx.fleetsAt(pos).filter((f) => f.ownerId === attackerId).flatMap((f) => ctx.unitsOf(f.id));
  const aboard = carriers.reduce((n, u) => n + u.mi, 0);
  let defending = planet.mis + planet.homeguard;
  let vpEligible = true;
  if (defending > 0) {
    // GD §11.6.4: a BB that has not fought this turn may attack one MI from orbit (1D6: 1–2); no VP for the ground battle after.
    const bbs = st.bombard.filter((b) => b.planet.toLowerCase() === planet.name.toLowerCase() || b.planet === planet.id).map((b) => b.unit).filter((id) => carriers.some((u) => u.id === id && (u.code === 'BB' || u.code === 'BBS' || u.code === 'BBX')) && !ctx.fought.has(id));
    if (bbs.length > 0) {
      const bomb = bombardMis(ctx.dice, bbs, defending, `T${ctx.turn}.S${ctx.segment}.bombard.${planet.id}`);
      for (const id of bbs) ctx.fought.add(id);
      for (let i = 0; i < bomb.killed; i++) {
        if (planet.mis > 0) planet.mis -= 1;
        else planet.homeguard -= 1;
      }
      defending = planet.mis + planet.homeguard;
      vpEligible = false;
      ctx.event('bombard', ctx.witnesses([pos.hexId], [attackerId, ...(planet.ownerId ? [planet.ownerId] : [])]), `BBs attack the MIs of ${planet.name} from orbit: ${bomb.rolls.map((r) => `${r.bb} ${r.d6}${r.kills ? ' kills' : ''}`).join(', ')}`, { rule: 'GD §11.6.4' });
    }
  }
  if (defending > 0 && aboard === 0) {
    ctx.event('invasion', [attackerId], `${planet.name} still has ${defending} MI; you have none aboard to land`, { rule: 'GD §11.2' });
    return;
  }
  if (defending > 0) {
    const standing = st.invade[planet.id] ?? st.invade[planet.name] ?? st.invade['*'];
    const mode = ctx.world.mail.invasionDefault;
    const def = mode === 'all' ? aboard : mode === 'none' ? 0 : defaultLanding(aboard, defending);
    const choice = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.invade.${planet.id}.${attackerId}`, kind: 'invade', by: attackerId, prompt: `Land how many of your ${aboard} MIs on ${planet.name} (${defending} defending)`, options: Array.from({ length: aboard + 1 }, (_, i) => ({ id: String(i), label: `${i} MI` })), defaultChoice: String(def), rule: 'GD §11.2 Invasion', standing: standing === undefined ? null : String(standing === 'all' ? aboard : standing === 'none' ? 0 : Math.min(aboard, standing)) });
    if (choice === null) return;
    const land = Math.min(aboard, Number(choice));
    if (land <= 0 || aboard === 0) return;
    // Take the landed MIs off their carriers.
    let left = land;
    for (const u of carriers) {
      const take = Math.min(u.mi, left);
      u.mi -= take;
      left -= take;
    }
    const defenderParty = nonPlayer ? nonPlayerParty(ctx, planet) : playerParty(ctx, planet.ownerId as string, pos, true);
    const r = fight(ctx, playerParty(ctx, attackerId, pos, false), defenderParty, 'ground', pos, { ground: { attackerMis: land, defenderMis: defending, homeguard: planet.homeguard }, vpEligible, label: `ground battle for ${planet.name}` });
    if (r.stopped || ctx.stopped) return;
    const survivors = r.battle.combatants.filter((c) => c.sideId === attackerId && !c.destroyed).length;
    if (planet.mis + planet.homeguard > 0 || survivors === 0) {
      // The attack failed; survivors re-embark (MI Recovery Cycle).
      let back = survivors;
      for (const u of carriers) {
        const room = UNIT_TYPES[u.code].carriesMi - u.mi;
        const take = Math.min(room, back);
        u.mi += take;
        back -= take;
      }
      return;
    }
    occupy(ctx, attackerId, planet, pos, survivors, carriers);
    return;
  }
  occupy(ctx, attackerId, planet, pos, 0, carriers);
}

/** Occupation (GD §11.7.2, §11.11.3): the planet becomes an Empire World of the occupier. */
function occupy(ctx: TurnContext, attackerId: string, planet: Planet, pos: Position, landed: number, carriers: { mi: number; code: string }[]): void {
  const nonPlayer = planet.ownerId === null;
  if (nonPlayer && ctx.world.table.effects.includes('interlude')) {
    ctx.event('occupation-barred', ctx.witnesses([pos.hexId], [attackerId]), `${planet.name} cannot be occupied this turn (Interlude)`, { rule: 'GD §10.6.1 Interlude' });
    return;
  }
  const st = ctx.ordersOf(attackerId).standing;
  const c = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.occupy.${planet.id}.${attackerId}`, kind: 'occupy', by: attackerId, prompt: `Occupy ${planet.name}`, options: [{ id: 'yes', label: 'occupy' }, { id: 'no', label: 'leave it' }], defaultChoice: ctx.world.mail.occupyDefault ? 'yes' : 'no', rule: 'GD §11.7.2', standing: (st.occupy[planet.id] ?? st.occupy[planet.name] ?? st.occupy['*']) === undefined ? null : (st.occupy[planet.id] ?? st.occupy[planet.name] ?? st.occupy['*']) ? 'yes' : 'no' });
  if (c !== 'yes') return;
  const loser = planet.ownerId;
  // GD §11.12: the loser may scuttle the Shipyard; if not, the conqueror destroys or captures it.
  if (planet.shipyards > 0 && loser) {
    const ls = ctx.ordersOf(loser).standing;
    const sc = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.scuttle.${planet.id}`, kind: 'scuttle', by: loser, prompt: `${planet.name} falls: scuttle its Shipyard`, options: [{ id: 'yes', label: 'scuttle' }, { id: 'no', label: 'do not scuttle' }], defaultChoice: ctx.world.mail.scuttleDefault ? 'yes' : 'no', rule: 'GD §11.12', standing: (ls.scuttle[planet.id] ?? ls.scuttle[planet.name] ?? ls.scuttle['*']) === undefined ? null : (ls.scuttle[planet.id] ?? ls.scuttle[planet.name] ?? ls.scuttle['*']) ? 'yes' : 'no' });
    if (sc === null) return;
    if (sc === 'yes') {
      planet.shipyards = 0;
      ctx.event('shipyard', 'all', `The Shipyard of ${planet.name} is scuttled`, { rule: 'GD §11.12' });
    } else {
      const cap = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.sy-capture.${planet.id}`, kind: 'sy-capture', by: attackerId, prompt: `Capture or destroy the Shipyard of ${planet.name}`, options: [{ id: 'capture', label: 'capture' }, { id: 'destroy', label: 'destroy' }], defaultChoice: ctx.world.mail.shipyardDefault, rule: 'GD §11.12', standing: st.syCapture[planet.id] ?? st.syCapture[planet.name] ?? st.syCapture['*'] ?? null });
      if (cap === null) return;
      if (cap === 'destroy') planet.shipyards = 0;
      ctx.event('shipyard', 'all', `The Shipyard of ${planet.name} is ${cap === 'destroy' ? 'destroyed' : 'captured: usable in this turn’s phase J'}`, { rule: 'GD §11.12' });
    }
  }
  // Frozen builds of the loser at this planet are lost with it.
  ctx.world.builds = ctx.world.builds.filter((b) => b.planetId !== planet.id);
  planet.ownerId = attackerId;
  if (planet.kind === 'free' || planet.kind === 'neutral' || planet.kind === 'subCapital') planet.kind = 'empire';
  if (planet.kind === 'empire' && planet.nativeRace) planet.nativeRace = null;
  if (planet.allyOf) {
    const ally = ctx.player(planet.allyOf);
    if (ally) ally.pendingIncome.push({ source: `${planet.name} (allied world) lost`, amount: -10, note: 'Discovery 11: lose $10 in the next Income Phase (§11.18.2)' });
    planet.allyOf = null;
  }
  planet.garrison = null;
  planet.blockaded = false;
  planet.extraGbds = false;
  // GD §11.11.1: a Free or Neutral World's value is found once occupied: 2D6 halved, rounded up.
  if (planet.resource === null) planet.resource = rollResourceValue(ctx.dice, `T${ctx.turn}.S${ctx.segment}.resource.${planet.id}`);
  // Digest A-27: surviving landed MIs garrison the planet (or re-embark).
  if (ctx.world.rules.miAfterInvasion === 'garrison') planet.mis += landed;
  else {
    let back = landed;
    for (const u of carriers) {
      const room = UNIT_TYPES[u.code as keyof typeof UNIT_TYPES].carriesMi - u.mi;
      const take = Math.min(room, back);
      u.mi += take;
      back -= take;
    }
    planet.mis += back;
  }
  const name = ctx.player(attackerId)?.name ?? attackerId;
  ctx.event('occupation', ctx.witnesses([pos.hexId], [attackerId, ...(loser ? [loser] : [])]), `${name} occupies ${planet.name} (R${planet.resource})${loser ? `, taken from ${ctx.player(loser)?.name}` : ''}`, { rule: 'GD §11.7.2', data: { planet: planet.id } });
}

/**
 * Battles between players wherever their forces share a place (GD §11.6.2; §10.3.2 three or more
 * empires; §11.17 no combat in Concealment). The defender is the planet's owner, else a force that
 * did not move in this segment.
 */
export function hexBattles(ctx: TurnContext): void {
  const places = new Map<string, Position>();
  for (const f of ctx.world.fleets) places.set(positionKey(f), { hexId: f.hexId, half: f.half });
  for (const pos of [...places.values()].sort((a, b) => positionKey(a).localeCompare(positionKey(b)))) {
    if (blocksCombat(ctx.hex(pos.hexId)?.special)) continue;
    for (let round = 0; round < 6 && !ctx.stopped; round++) {
      const owners = new Set<string>();
      for (const f of ctx.fleetsAt(pos)) owners.add(f.ownerId);
      for (const pl of ctx.planetsAt(pos)) if (pl.ownerId && (pl.gbds > 0 || pl.ods || pl.mis + pl.homeguard > 0 || pl.shipyards > 0 || owners.size > 0)) owners.add(pl.ownerId);
      const players = [...owners].sort((a, b) => ctx.playIndex(a) - ctx.playIndex(b));
      const withShips = players.filter((p) => ctx.fleetsAt(pos).some((f) => f.ownerId === p));
      if (players.length < 2 || withShips.length === 0) break;
      const planetOwner = ctx.planetsAt(pos).find((pl) => pl.ownerId && players.includes(pl.ownerId))?.ownerId ?? null;
      const stayed = (p: string) => ctx.fleetsAt(pos).some((f) => f.ownerId === p && !ctx.moved.has(f.id));
      if (players.length === 2) {
        const [x, y] = players as [string, string];
        const def = planetOwner ?? (stayed(y) && !stayed(x) ? y : stayed(x) && !stayed(y) ? x : y);
        const att = def === x ? y : x;
        const planet = ctx.planetsAt(pos).find((pl) => pl.ownerId === def);
        const defenderShips = ctx.fleetsAt(pos).some((f) => f.ownerId === def);
        const attackerMis = ctx.fleetsAt(pos).filter((f) => f.ownerId === att).flatMap((f) => ctx.unitsOf(f.id)).reduce((n, u) => n + u.mi, 0);
        // Nothing can happen: no ships or GBDS to fight, MIs on the ground and none aboard to land (a blockade, §11.9).
        if (planet && !defenderShips && planet.gbds === 0 && planet.ods === null && planet.mis + planet.homeguard > 0 && attackerMis === 0) break;
        if (planet) assaultPlanet(ctx, att, planet, pos);
        else fight(ctx, playerParty(ctx, att, pos, false), playerParty(ctx, def, pos, stayed(def)), 'space', pos);
        break;
      }
      // GD §10.3.2: three or more empires.
      const value = (p: string) => (ctx.world.rules.strongest === 'book-value' ? ctx.fleetsAt(pos).filter((f) => f.ownerId === p).flatMap((f) => ctx.unitsOf(f.id)).reduce((n, u) => n + UNIT_TYPES[u.code].cost + u.ftr + u.mi, 0) : ctx.fleetsAt(pos).filter((f) => f.ownerId === p).flatMap((f) => ctx.unitsOf(f.id)).reduce((n, u) => n + Number(UNIT_TYPES[u.code].attack.split(/\D/)[0] || 0), 0));
      const present = players.filter(stayed);
      let allyChoice: string | null = null;
      if (present.length === 1 && players.length === 3) {
        const p = present[0] as string;
        const others = players.filter((x) => x !== p);
        const st = ctx.ordersOf(p).standing.ally3[ctx.hex(pos.hexId)?.label ?? ''] ?? ctx.ordersOf(p).standing.ally3[pos.hexId] ?? null;
        allyChoice = ctx.decide({ id: `T${ctx.turn}.S${ctx.segment}.ally3.${positionKey(pos)}`, kind: 'ally3', by: p, prompt: `Two empires enter ${ctx.hex(pos.hexId)?.label} at once: ally with one of them for this battle`, options: [{ id: 'none', label: 'no alliance' }, ...others.map((o) => ({ id: o, label: ctx.player(o)?.name ?? o }))], defaultChoice: 'none', rule: 'GD §10.3.2.1', standing: st });
        if (allyChoice === null) return;
      }
      const pairs = firstPairings(players.map((p) => ({ id: p, value: value(p), present: stayed(p) })), (ids) => tieBreak(ctx, ids), allyChoice === 'none' ? null : allyChoice);
      for (const [a, b] of pairs) {
        if (b.length === 0 || ctx.stopped) continue;
        const party = (ids: readonly string[], defender: boolean): Party => {
          const fleets: Fleet[] = ctx.fleetsAt(pos).filter((f) => ids.includes(f.ownerId));
          return { id: ids.join('+'), owners: ids, nonPlayer: null, fleets, planet: ctx.planetsAt(pos).find((pl) => pl.ownerId !== null && ids.includes(pl.ownerId)) ?? null, defender, name: ids.map((i) => ctx.player(i)?.name ?? i).join(' and ') };
        };
        fight(ctx, party(b, false), party(a, true), 'space', pos, { label: `${players.length}-way battle at ${ctx.hex(pos.hexId)?.label}` });
      }
    }
  }
}

/** Orders equally strong forces at random (GD §10.3.2.2: 'strongest' decided at random on a tie). */
function tieBreak(ctx: TurnContext, ids: string[]): string[] {
  if (ids.length < 2) return ids;
  const rolls = ids.map((id) => ({ id, r: ctx.dice.roll(`tie for strongest: ${id}`, 'd100', { group: `T${ctx.turn}.S${ctx.segment}.tie` }) }));
  return rolls.sort((a, b) => b.r - a.r || a.id.localeCompare(b.id)).map((x) => x.id);
}

/** Book value of a force (GD §5.3), re-exported for the encounter step. */
export { forceValue };
