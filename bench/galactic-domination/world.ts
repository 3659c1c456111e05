/**
 * The benchmark game: six players on the 6-player map (21 × 8), turn 10, 300 ships in 36 fleets spread
 * over the map, 40 worlds found, orders for every fleet (one hex in each segment its speed allows).
 */
import { Dice, seedRng } from '../../shared/rng';
import { mapIndex } from '../../shared/rulesets/galactic-domination/map/geometry';
import { expectedSegments } from '../../shared/rulesets/galactic-domination/orders/check';
import { parseOrders } from '../../shared/rulesets/galactic-domination/orders/parse';
import type { PlayerOrders } from '../../shared/rulesets/galactic-domination/orders/model';
import { counterId, nextSerial } from '../../shared/rulesets/galactic-domination/rules/counter-ids';
import { mayMove } from '../../shared/rulesets/galactic-domination/rules/movement-chart';
import type { UnitCode } from '../../shared/rulesets/galactic-domination/rules/units';
import { newGame } from '../../shared/rulesets/galactic-domination/setup/new-game';
import { orderableFleets } from '../../shared/rulesets/galactic-domination/world/planned';
import { canonical, type World } from '../../shared/rulesets/galactic-domination/world/world';

const RACES = ['terran', 'gromar', 'subanid', 'paladic', 'brimari', 'gazegi'];

export function benchWorld(ships = 300): World {
  const created = newGame({ gameId: 'bench', name: 'Bench', seed: 'bench', players: RACES.map((r) => ({ id: r, race: r })), firstSeat: 0 });
  if (!created.world) throw new Error(created.problems.join('; '));
  const w: World = { ...created.world, turn: 10, builds: [] };
  const dice = new Dice(seedRng('bench-world'));
  const free = w.hexes.filter((h) => !h.divided);
  // 40 worlds found during play: some owned, some neutral.
  for (let i = 0; i < 40; i++) {
    const h = dice.pick(free);
    if (w.planets.some((p) => p.hexId === h.id)) continue;
    const owner = dice.int(3) === 0 ? null : (dice.pick(w.players).id as string);
    w.planets.push({ id: `P-${h.id}`, hexId: h.id, half: null, name: `World ${i}`, kind: owner ? 'empire' : 'neutral', ownerId: owner, resource: 1 + dice.int(6), nativeRace: null, gbds: dice.int(3), mis: dice.int(3), homeguard: 0, shipyards: 0, ods: null, garrison: owner ? null : { DD: 1, FF: 1 }, garrisonTurn: owner ? null : 5, blockaded: false, allyOf: null, producing: true, waitingFtr: 0, extraGbds: false, foundTurn: 3 });
  }
  const per = Math.floor(ships / w.players.length);
  for (const p of w.players) {
    const codes: UnitCode[] = p.raceCode === 'M' ? ['BB', 'CA', 'DD', 'FF', 'RA', 'GS', 'TT'] : ['BB', 'CA', 'DD', 'FF', 'CV', 'TT'];
    for (let f = 0; f < 6; f++) {
      const h = dice.pick(free);
      const id = `${p.id}-F${f + 1}`;
      w.fleets.push({ id, ownerId: p.id, number: f + 1, hexId: h.id, half: null, enteredFrom: null, warpCredit: 0 });
      const n = f < per % 6 ? Math.ceil(per / 6) : Math.floor(per / 6);
      for (let i = 0; i < n; i++) {
        const code = dice.pick(codes);
        w.units.push({ id: counterId(p.raceCode, code, nextSerial(p.raceCode, code, w.units.map((u) => u.id))), ownerId: p.id, code, fleetId: id, ftr: code === 'CV' ? 8 : 0, mi: code === 'TT' ? 4 : 0, hull: false, hied: false, serendipity: false, shortSince: null });
      }
    }
    p.stellars = 60;
  }
  return canonical(w);
}

/** Orders for every fleet: wander one hex in each allowed segment; fight neutrals; build a little. */
export function benchOrders(world: World, seed = 'bench-orders'): Record<string, PlayerOrders> {
  const dice = new Dice(seedRng(seed));
  const idx = mapIndex(world);
  const segments = expectedSegments(world);
  const out: Record<string, PlayerOrders> = {};
  for (const p of world.players) {
    const rows: string[] = ['ONNEUTRAL * FIGHT', 'INVADE * LAND ALL'];
    for (const f of orderableFleets(world, p.id)) {
      let at = idx.get(f.hexId);
      const cells: string[] = [];
      for (let s = 1; s <= segments; s++) {
        if (!at || !mayMove(f.speed, s, segments)) {
          cells.push(mayMove(f.speed, s, segments) ? 'H' : '##');
          continue;
        }
        const next = dice.pick(idx.neighbours(at)).hex;
        cells.push(next.label);
        at = next;
      }
      rows.push(`F${f.number} ${f.speed} ${cells.join(' ')}`);
    }
    const capital = world.planets.find((x) => x.ownerId === p.id && x.shipyards > 0);
    if (capital) rows.push(`BUILD 2 DD AT ${capital.name}`);
    out[p.id] = parseOrders(rows.join('\n'), p.id, { segments }).orders;
  }
  return out;
}
