/**
 * Secret by construction (PRODUCT.md): over generated games, no sitrep names what its player may not know:
 * planets outside the player's view, other players' ships never met (when fleet make-up is hidden), cards
 * only other players drew, Discovery results only others found.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dice, seedRng } from '../../../rng';
import { defIdOf } from '../cards/card-data';
import { cardName } from '../cards/decks';
import { game } from '../fixtures';
import { mapIndex } from '../map/geometry';
import { DISCOVERY_CHART } from '../rules/discovery-chart';
import { mayMove } from '../rules/movement-chart';
import { expectedSegments } from '../orders/check';
import { parseOrders } from '../orders/parse';
import type { PlayerOrders } from '../orders/model';
import { runTurn } from '../turn/run-turn';
import type { BattleReport, GdEvent } from '../turn/model';
import { orderableFleets } from '../world/planned';
import type { World } from '../world/world';
import { playerView } from './player-view';
import { buildSitrep } from './sitrep';
import { renderSitrep } from './sitrep-text';

const RACES = ['terran', 'gromar', 'subanid', 'paladic', 'brimari', 'gazegi'];

/** Random but legal-looking orders: each fleet wanders, standing choices at random. */
function randomOrders(world: World, dice: Dice): Record<string, PlayerOrders> {
  const idx = mapIndex(world);
  const segments = expectedSegments(world);
  const out: Record<string, PlayerOrders> = {};
  for (const p of world.players) {
    const rows: string[] = [];
    for (const f of orderableFleets(world, p.id)) {
      let at = idx.get(f.hexId);
      const cells: string[] = [];
      for (let s = 1; s <= segments; s++) {
        if (!mayMove(f.speed, s, segments) || !at || dice.int(4) === 0) {
          cells.push(mayMove(f.speed, s, segments) ? 'H' : '##');
          continue;
        }
        const next = dice.pick(idx.neighbours(at)).hex;
        cells.push(next.label);
        at = next;
      }
      rows.push(`F${f.number} ${f.speed} ${cells.join(' ')}`);
    }
    rows.push(`ONNEUTRAL * ${dice.pick(['FIGHT', 'LEAVE'])}`, `ACTIVATE * ${dice.pick(['NOW', 'HOLD'])}`);
    if (dice.int(2) === 0) rows.push('BUY TC');
    const free = world.hexes.filter((h) => !h.divided && !h.discovery);
    if (free.length > 0) rows.push(`DISCOVER AT ${dice.pick(free).label}`);
    out[p.id] = parseOrders(rows.join('\n'), p.id, { segments }).orders;
  }
  return out;
}

function leaks(world: World, events: readonly GdEvent[], battles: readonly BattleReport[], playerId: string, turn: number, allEvents: readonly GdEvent[]): string[] {
  const text = renderSitrep(buildSitrep(world, events, battles, playerId, turn));
  const view = playerView(world, playerId);
  const found: string[] = [];
  const has = (s: string) => new RegExp(`(^|[^A-Za-z0-9])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9]|$)`).test(text);
  // Known planets, from the records (not from the view under test): the open board in tabletop mode;
  // in strict fog, the player's own and those his knowledge rows hold.
  const knownPlanets = new Set(world.mail.visibility === 'tabletop' ? world.planets.map((p) => p.id) : [...world.planets.filter((p) => p.ownerId === playerId).map((p) => p.id), ...world.knowledge.filter((k) => k.playerId === playerId).flatMap((k) => k.planets.map((x) => x.planetId))]);
  // Known names are blanked first (longest first), so "Brimar Minor" known does not read as "Brimar" unknown.
  let rest = text;
  for (const name of world.planets.filter((p) => knownPlanets.has(p.id)).map((p) => p.name).sort((a, b) => b.length - a.length)) rest = rest.split(name).join('#');
  const hasIn = (t: string, s: string) => new RegExp(`(^|[^A-Za-z0-9])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9]|$)`).test(t);
  for (const p of world.planets) if (!knownPlanets.has(p.id) && hasIn(rest, p.name)) found.push(`planet ${p.name}`);
  for (const p of view.planets) if (!knownPlanets.has(p.id)) found.push(`planet ${p.name} in the view`);
  if (world.mail.fleetMakeup === 'hidden-until-battle') {
    for (const f of view.fleets) if (f.ownerId !== playerId && f.units !== null) found.push(`fleet make-up of ${f.id}`);
    const met = new Set(battles.filter((b) => b.players.includes(playerId)).flatMap((b) => b.battle.combatants.map((c) => c.id)));
    for (const u of world.units) if (u.ownerId !== playerId && !met.has(u.id) && has(u.id)) found.push(`unit ${u.id}`);
  }
  const me = world.players.find((p) => p.id === playerId)!;
  const mine = new Set(me.hand.map((c) => cardName(world.table, c)));
  const publicNames = new Set(allEvents.filter((e) => e.visibleTo === 'all' && (e.kind === 'card-played' || e.kind === 'stimulus')).map((e) => e.text));
  // Cards this player ever held, from the GM's truth (who drew what), not from what the player was shown.
  const drawnByMe = new Set(allEvents.filter((e) => e.data?.player === playerId).flatMap((e) => ((e.data?.cards as string[] | undefined) ?? []).map((c) => cardName(world.table, c))));
  for (const c of world.players.find((p) => p.id === playerId)?.hand ?? []) drawnByMe.add(cardName(world.table, c));
  for (const other of world.players.filter((p) => p.id !== playerId)) {
    for (const c of other.hand) {
      const name = cardName(world.table, c);
      if (mine.has(name) || drawnByMe.has(name) || [...publicNames].some((t) => t.includes(name))) continue;
      if (has(name)) found.push(`card ${name} of ${other.id} (${defIdOf(c)})`);
    }
  }
  const myResults = new Set(world.knowledge.filter((k) => k.playerId === playerId && k.discovery).map((k) => k.discovery?.result));
  for (const h of world.hexes) {
    const d = h.discovery;
    if (!d?.result || d.finderId === playerId || d.activated || myResults.has(d.result)) continue;
    const row = Object.values(DISCOVERY_CHART).find((r) => r.result === d.result);
    if (row && text.includes(row.text)) found.push(`discovery result at ${h.label}`);
  }
  return found;
}

describe('per-player sitreps name nothing their player may not know (property)', () => {
  it('over generated games of 2–6 players, both visibility modes, three turns', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 2, max: 6 }), fc.boolean(), fc.boolean(), (seed, n, strict, publicMakeup) => {
        let world = game(RACES.slice(0, n), { seed, mail: { visibility: strict ? 'strict-fog' : 'tabletop', fleetMakeup: publicMakeup ? 'public' : 'hidden-until-battle' } });
        const dice = new Dice(seedRng(`orders/${seed}`));
        const all: GdEvent[] = [];
        for (const t of [1, 2, 4]) {
          world = { ...world, turn: t };
          const r = runTurn(world, { orders: randomOrders(world, dice) });
          expect(r.done).toBe(true);
          all.push(...r.events);
          for (const p of r.world.players) expect(leaks(r.world, r.events, r.battles, p.id, t, all), `${p.id} turn ${t}`).toEqual([]);
          world = r.world;
        }
      }),
      { numRuns: 40 },
    );
  });
});
