/**
 * What each player learns as the turn goes (per-player discovery, STYLE.md: packets from knowledge only):
 * hexes where the player has a fleet or a planet are seen, with their planets as they stand; in strict fog
 * the neighbouring hexes are seen too (digest §6.2). Garrisons are known only where the player met them.
 */
import type { Knowledge } from '../world/world';
import type { TurnContext } from './context';

export function updateKnowledge(ctx: TurnContext): void {
  const seen = new Map<string, Set<string>>();
  const explored = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, p: string, h: string) => {
    if (!m.has(p)) m.set(p, new Set());
    m.get(p)?.add(h);
  };
  for (const f of ctx.world.fleets) {
    add(seen, f.ownerId, f.hexId);
    add(explored, f.ownerId, f.hexId);
  }
  for (const pl of ctx.world.planets) if (pl.ownerId) add(seen, pl.ownerId, pl.hexId);
  const sighted = new Map<string, Set<string>>();
  for (const [p, hexes] of ctx.sightings) for (const h of hexes) add(sighted, p, h);
  ctx.sightings.clear();
  // Neighbouring hexes are seen too (in tabletop mode the whole board is public anyway: view/player-view.ts).
  for (const [p, hexes] of [...seen.entries()]) {
    for (const id of [...hexes]) {
      const h = ctx.hex(id);
      if (h) for (const n of ctx.map.neighbours(h)) add(seen, p, n.hex.id);
    }
  }
  for (const [p, hexes] of sighted) for (const h of hexes) add(seen, p, h);
  for (const [playerId, hexes] of seen) {
    for (const hexId of hexes) {
      const hex = ctx.hex(hexId);
      if (!hex) continue;
      let k = ctx.world.knowledge.find((x) => x.playerId === playerId && x.hexId === hexId);
      if (!k) {
        k = { playerId, hexId, firstTurn: ctx.turn, lastTurn: ctx.turn, explored: false, planets: [], special: null, discoveryMarker: false, discovery: null, sse: false } as Knowledge;
        ctx.world.knowledge.push(k);
      }
      k.lastTurn = ctx.turn;
      if (explored.get(playerId)?.has(hexId)) k.explored = true;
      k.special = hex.special;
      k.discoveryMarker = !!hex.discovery && !hex.discovery.spent;
      if (hex.sse && (hex.sse.ownerId === playerId || hex.sse.foundBy.includes(playerId))) k.sse = true;
      const metHere = k.explored;
      k.planets = ctx.world.planets
        .filter((pl) => pl.hexId === hexId)
        .map((pl) => {
          const old = k?.planets.find((x) => x.planetId === pl.id);
          const own = pl.ownerId === playerId;
          return { planetId: pl.id, name: pl.name, kind: pl.kind, ownerId: pl.ownerId, resource: pl.resource, garrison: own || metHere ? pl.garrison : (old?.garrison ?? null), gbds: own || metHere ? pl.gbds : (old?.gbds ?? null), mis: own || metHere ? pl.mis + pl.homeguard : (old?.mis ?? null) };
        });
    }
  }
}
