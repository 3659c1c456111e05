/**
 * A deterministic four-player sample game with two turns played from typed orders (for a later step to
 * write to resources/samples/). Movement lines are written the way a player fills his sheet: each fleet
 * heads for the middle of the map, one hex in each segment its speed allows.
 */
import { hex as hexCoord, hexDistance } from '../../../hex/coords';
import { hexIdOf, mapIndex } from '../map/geometry';
import { mayMove } from '../rules/movement-chart';
import { orderableFleets } from '../world/planned';
import { expectedSegments, checkOrders } from '../orders/check';
import { parseOrders, type Diagnostic } from '../orders/parse';
import type { PlayerOrders } from '../orders/model';
import { newGame } from '../setup/new-game';
import { runTurn, turnRng } from '../turn/run-turn';
import type { TurnResult } from '../turn/model';
import { diceRecords, KEY, recordsFromWorld, turnRecords, type GdRecords } from '../world/records';
import { SAMPLE_NAME } from './sample-id';
import type { World } from '../world/world';

export const SAMPLE_ID = 'gd-sample';
export const SAMPLE_SEED = 'warpdesk-gd-sample';
const CREATED = '2026-01-10T18:00:00.000Z';
const COMMITTED = ['2026-01-17T18:00:00.000Z', '2026-01-24T18:00:00.000Z'];
const NOTES =
  'A Galactic Domination game to explore Warpdesk with, played by mail: the Terran Empire (Ann), the Gromar Empire (Bo), ' +
  'the Subanid Federation (Cy) and the Paladic Empire (Di) on the four-player map. Two turns have been played from typed ' +
  'orders: pirates met, neutral worlds fought and taken, free worlds joined. Turn 3 is open: type or import the orders, ' +
  'run the turn, print the sitreps; or play it at the Table. Open the sample again from the library to start over.';

/** Standing orders and purchases per player and turn (the non-movement part of each sheet). */
const EXTRA: Readonly<Record<string, readonly string[]>> = {
  'terran:1': ['ONNEUTRAL * FIGHT', 'ALLOC * PROTECT(TT)', 'INVADE * LAND ALL', 'BUILD 1 TT AT Mars', 'BUILD 2 MI AT Mars FOR NEW', 'BUILD 1 CA AT Mars'],
  'gromar:1': ['ONNEUTRAL * FIGHT', 'DEFEND * ORBITAL', 'BUILD 1 RA AT Vetchmar', 'BUILD 2 MI AT Vetchmar FOR NEW'],
  'subanid:1': ['ONNEUTRAL * LEAVE', 'BUY TC', 'BUILD 1 DD AT Merndal'],
  'paladic:1': ['ONNEUTRAL * LEAVE', 'BUILD 2 GBDS AT Ancillo', 'BUILD 1 FF AT Ancillo', 'BUILD 9 BB AT Ancillo'],
  'terran:2': ['ONNEUTRAL * FIGHT', 'INVADE * LAND ALL', 'BUILD 1 DD AT Mars', 'BUY RISK'],
  'gromar:2': ['ONNEUTRAL * FIGHT', 'BUILD 1 GS AT Vetchmar'],
  'subanid:2': ['ONNEUTRAL * FIGHT', 'BUILD 2 FF AT Merndal', 'BUILD 1 CV AT Merndal'],
  'paladic:2': ['ONNEUTRAL * FIGHT', 'BUILD 1 CA AT Ancillo'],
};

/** The movement rows a player writes: every fleet (those on the map and those phase F will form) toward the map's middle. */
export function movementRows(world: World, playerId: string): string[] {
  const idx = mapIndex(world);
  const segments = expectedSegments(world);
  const target = idx.get(hexIdOf(Math.floor(world.setup.cols / 2), Math.floor(world.setup.rows / 2)));
  const dist = (h: { q: number; r: number }) => (target ? hexDistance(hexCoord(h.q, h.r), hexCoord(target.q, target.r)) : 0);
  const rows: string[] = [];
  for (const f of orderableFleets(world, playerId).sort((a, b) => a.number - b.number)) {
    let at = idx.get(f.hexId);
    const cells: string[] = [];
    for (let s = 1; s <= segments; s++) {
      if (!mayMove(f.speed, s, segments)) {
        cells.push('##');
        continue;
      }
      const here = at;
      const next = here ? idx.neighbours(here).map((n) => n.hex).sort((a, b) => dist(a) - dist(b) || a.id.localeCompare(b.id))[0] : undefined;
      if (!here || !next || dist(next) >= dist(here)) {
        cells.push('H');
        continue;
      }
      cells.push(next.label);
      at = next;
    }
    rows.push(`F${f.number}  ${f.speed}  ${cells.join('  ')}`);
  }
  return rows;
}

export interface SampleTurn {
  readonly turn: number;
  readonly texts: Readonly<Record<string, string>>;
  readonly diagnostics: Readonly<Record<string, readonly Diagnostic[]>>;
  readonly result: TurnResult<World>;
}

export interface SampleGame {
  readonly start: World;
  readonly turns: readonly SampleTurn[];
  readonly world: World;
  /** Everything to write as the sample archive's records. */
  readonly records: GdRecords;
}

/** Builds the sample: Terran, Gromar, Subanid and Paladic; two turns played in mail mode. */
export function buildSampleGame(): SampleGame {
  const created = newGame({
    gameId: SAMPLE_ID,
    name: 'Galactic Domination sample',
    seed: SAMPLE_SEED,
    players: [
      { id: 'terran', race: 'S', playerName: 'Ann' },
      { id: 'gromar', race: 'M', playerName: 'Bo' },
      { id: 'subanid', race: 'F', playerName: 'Cy', exploration: [{ CV: 1, Ftr: 12, FF: 3, TT: 1, MI: 3 }] },
      { id: 'paladic', race: 'P', playerName: 'Di', exploration: [{ BB: 1, TT: 1, MI: 6, DD: 1 }, { TT: 1, MI: 3, FF: 2 }] },
    ],
    firstSeat: 0,
  });
  if (!created.world) throw new Error(`sample setup failed: ${created.problems.join('; ')}`);
  const start = created.world;
  let world = start;
  const turns: SampleTurn[] = [];
  const logs: ReturnType<typeof turnRecords>[] = [];
  for (let t = 1; t <= 2; t++) {
    const texts: Record<string, string> = {};
    const orders: Record<string, PlayerOrders> = {};
    const diagnostics: Record<string, Diagnostic[]> = {};
    for (const p of world.players) {
      const rows = movementRows(world, p.id);
      const text = [`GALACTIC DOMINATION — ORDERS  Game ${world.name}  Turn ${t}/10  Empire ${p.name}`, 'D. MOVEMENT (phase G)', ...rows, 'E. STANDING INSTRUCTIONS', ...(EXTRA[`${p.id}:${t}`] ?? [])].join('\n');
      texts[p.id] = text;
      const parsed = parseOrders(text, p.id, { segments: expectedSegments(world) });
      orders[p.id] = parsed.orders;
      diagnostics[p.id] = [...parsed.diagnostics, ...checkOrders(world, p.id, parsed.orders)];
    }
    const rng = turnRng(world.seed, world.turn);
    const result = runTurn(world, { orders }, rng, { mode: 'mail' });
    turns.push({ turn: t, texts, diagnostics, result });
    logs.push(turnRecords(world.gameId, t, { events: result.events, dice: result.dice, rngStart: rng, rngEnd: result.rngState, inputs: { orders }, mode: 'mail', committed: true, before: world, committedAt: COMMITTED[t - 1] ?? CREATED }, texts));
    world = result.world;
  }
  const base = recordsFromWorld(world, { createdAt: CREATED, updatedAt: COMMITTED[1] as string, deadline: 'Turn 3 orders due Saturday 7 February', notes: NOTES });
  const setupEvents = created.notes.map((text, seq) => ({ gameId: SAMPLE_ID, id: `t0-e${seq}`, turn: 0, seq, kind: 'gd.setup', [KEY]: { phase: 'setup', segment: null, visibleTo: 'all' as const, text, rule: 'GD §7, §9' } }));
  const records: GdRecords = {
    ...base,
    game: { ...base.game, sample: SAMPLE_NAME },
    orders: logs.flatMap((l) => l.orders),
    turns: logs.map((l) => l.turn),
    events: [...setupEvents, ...logs.flatMap((l) => l.events)],
    diceRolls: [...diceRecords(SAMPLE_ID, 0, created.dice), ...logs.flatMap((l) => l.diceRolls)],
  };
  return { start, turns, world, records };
}
