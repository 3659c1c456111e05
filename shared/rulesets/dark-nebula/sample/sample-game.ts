/**
 * The bundled sample game: an Aslan Hierate clan against the Ziru Sirka (Vilani) on the sample
 * map, set up from a fixed seed, with typed order sheets for turn 0 and two full game turns for
 * each player. Deterministic: the same call gives the same records, byte for byte, so a later
 * step can write them to resources/samples/.
 */
import type { RngState } from '../../../rng';
import type { DnEvent } from '../engine/context';
import type { SideOrders } from '../engine/run-phase';
import { runGameTurn, turnRng } from '../engine/run-turn';
import { setupGame, type SetupInput } from '../engine/setup';
import type { Side, World } from '../model';
import { canonicalRecords } from '../records/record-rules';
import { eventRows, orderRecord, recordsFromWorld, snapshotOf, turnRecords } from '../records/convert';
import { gameBaseSchema, type DnRecords, type EmpireBase, type GameBase } from '../records/schemas';
import type { SheetKind } from '../orders/types';

export const SAMPLE_SEED = 'dark-nebula-sample';

export const SAMPLE_SETUP: SetupInput = {
  seed: SAMPLE_SEED,
  settings: { mapSource: 'sample' },
  empireIds: { aslan: 'aslan', human: 'human' },
  aslan: {
    variant: 'hierate',
    buy: [
      { code: 'EX', at: 'Aokhtar' },
      { code: 'CR', at: 'Aokhtar' },
      { code: 'CS', at: 'Aokhtar' },
      { code: 'TR', count: 2, at: 'Aokhtar' },
      { code: 'RT', count: 2, at: 'Aokhtar' },
      { code: 'JT', at: 'Aokhtar' },
      { code: 'CS', at: 'Ihrau' },
      { code: 'DD', count: 2, at: 'Ihrau' },
      { code: 'SC', count: 2, at: 'Ihrau' },
      { code: 'AO', at: 'Ihrau' },
    ],
  },
  human: {
    variant: 'vilani',
    buy: [
      { code: 'B1', at: 'Osa' },
      { code: 'DD', at: 'Osa' },
      { code: 'RT', at: 'Osa' },
      { code: 'CS', count: 2, at: 'Terra Nova' },
      { code: 'TR', count: 2, at: 'Terra Nova' },
      { code: 'RT', at: 'Terra Nova' },
      { code: 'JT', at: 'Halcyon' },
      { code: 'DD', at: 'Halcyon' },
      { code: 'SC', count: 2, at: 'Meridian' },
      { code: 'AO', at: 'Terra Nova' },
    ],
  },
};

/**
 * Stable labels for the units of a world: "A.CR1", "H.CS2"… numbered by creation per side and
 * code; a label, once given, never moves to another unit (new units get the next number).
 */
function labelUnits(world: World, ids: Record<string, string>): void {
  const taken = new Set(Object.values(ids));
  for (const u of world.units) {
    if (u.owner === 'independent' || taken.has(u.id)) continue;
    const key = `${u.owner === 'aslan' ? 'A' : 'H'}.${world.classes[u.classId]?.code ?? '?'}`;
    let n = 1;
    while (ids[`${key}${n}`]) n++;
    ids[`${key}${n}`] = u.id;
    taken.add(u.id);
  }
}

function fill(text: string, ids: Record<string, string>): string {
  return text.replace(/\{([AH]\.[A-Z0-9]+)\}/g, (_, label: string) => ids[label] ?? `?${label}`);
}

/** The typed sheets of the sample, by game turn; {A.CR} stands for the Aslan CR's id. */
export const SAMPLE_ORDERS: readonly { turn: number; aslan: Partial<Record<SheetKind, string>>; human: Partial<Record<SheetKind, string>> }[] = [
  {
    turn: 0,
    aslan: {
      move2: `LOAD {A.TR1} {A.RT1}\nMOVE {A.CS1},{A.TR1} Aokhtar > Ihrau > Kerrin`,
      combat: `LAND Kerrin ALL\nWITHDRAW NEVER`,
    },
    human: {},
  },
  {
    turn: 1,
    human: {
      mp: 'REPAIR ALL\nBUILD CS x2 AT Terra Nova\nBUILD RT AT Halcyon\nAPPEAL',
      move1: `MOVE {H.CS1},{H.CS2} Terra Nova > Halcyon > Osa`,
      combat: 'RANGE LONG\nWITHDRAW LOSSES 50%\nFIRE LONG MISSILE\nFIRE SHORT BEST\nDEFENSIVE YES\nGROUND SECOND-LINE',
      reaction: `REACT Osa\nMOVE {H.DD1} Osa > Shroud`,
      move2: `LOAD {H.TR1} {H.RT2}\nMOVE {H.TR1} Terra Nova > Halcyon`,
    },
    aslan: {
      mp: 'REPAIR ALL\nBUILD TR AT Aokhtar\nBUILD RT AT Aokhtar',
      move1: `LOAD {A.TR2} {A.JT1}\nMOVE {A.EX1},{A.CR1},{A.TR2} Aokhtar > Ihrau > Kerrin > RIA/Alis > GODORO > Simsek > N2\nMOVE {A.DD1},{A.DD2},{A.SC1} Ihrau > Kerrin > RIA/Alis > GODORO`,
      combat: `LAND N2 ALL\nNEGOTIATE GODORO HIRE ALL\nRANGE SHORT\nFIRE LONG CONCENTRATED\nFIRE SHORT BEST\nWITHDRAW OUTNUMBERED`,
      reaction: `REACT Kerrin\nMOVE {A.CS1} Kerrin > Hkaor`,
      move2: `MOVE {A.CS2},{A.SC2},{A.AO1} Ihrau > Kerrin`,
    },
  },
  {
    turn: 2,
    human: {
      mp: 'REPAIR ALL\nBUILD DD x2 AT Terra Nova\nAPPEAL',
      move1: `MOVE {H.B11},{H.CS1},{H.CS2} Osa > Halcyon > Meridian > Lumen > Hollow`,
      combat: 'RANGE LONG\nWITHDRAW LOSSES 50%\nATTACK Hollow',
      reaction: `REACT Halcyon\nMOVE {H.DD2} Halcyon > Osa`,
      move2: `MOVE {H.SC1},{H.SC2} Meridian > Lumen`,
    },
    aslan: {
      mp: 'REPAIR ALL\nBUILD CS AT Aokhtar',
      move1: `LOAD {A.TR3} {A.RT2}\nMOVE {A.TR3} Aokhtar > Syoisu > Corran\nMOVE {A.DD2} GODORO > Hollow`,
      combat: `LAND Corran ALL\nRANGE SHORT\nFIRE SHORT BEST\nWITHDRAW OUTNUMBERED TO GODORO`,
      reaction: `REACT N2\nMOVE {A.CR1} N2 > Simsek`,
      move2: `MOVE {A.CS2} Kerrin > RIA/Alis`,
    },
  },
];

export interface SampleTurn {
  readonly turn: number;
  readonly orders: Record<Side, SideOrders>;
  readonly events: DnEvent[];
  readonly rngBefore: RngState;
  readonly rngAfter: RngState;
}

export interface SampleGame {
  readonly world: World;
  readonly turns: readonly SampleTurn[];
  readonly records: DnRecords;
}

/** The sample's id, stored as `game.sample` so the library finds it again. */
export const SAMPLE_ID = 'dark-nebula-sample';
const SAMPLE_TIME = '2026-01-01T00:00:00.000Z';

const SAMPLE_GAME: GameBase = gameBaseSchema.parse({
  id: 'sample-dark-nebula',
  name: 'Sample: Beyond the Dark Nebula',
  ruleset: 'dark-nebula',
  createdAt: SAMPLE_TIME,
  updatedAt: SAMPLE_TIME,
  seed: SAMPLE_SEED,
  deadline: 'Turn 3 orders due at the next meeting',
  notes: 'Sample layout of the seven sheets (Fig. 1 of the source is lost). An Aslan Hierate clan against the Ziru Sirka (Vilani); the setup, turn 0 and two game turns played from typed orders. Turn 3 is open: its typed orders are in resources/samples/dark-nebula-sample-orders-turn-3.txt.',
  sample: SAMPLE_ID,
});

const PLAYERS: readonly EmpireBase[] = [
  { gameId: SAMPLE_GAME.id, id: 'human', name: 'Human player', position: 1, playerName: 'Mara Voss', playerContact: 'mara@example.org', color: '#c0392b', homeSystemId: null, treasury: 0, notes: '' },
  { gameId: SAMPLE_GAME.id, id: 'aslan', name: 'Aslan player', position: 2, playerName: 'Teyo Rahk', playerContact: 'teyo@example.org', color: '#2e6fd8', homeSystemId: null, treasury: 0, notes: '' },
];

/** Builds the sample: setup, then turn 0, 1 and 2 from the typed orders, each committed with the world before it. */
export function buildSampleGame(): SampleGame {
  const setup = setupGame(SAMPLE_SETUP);
  let world = setup.world;
  const ids: Record<string, string> = {};
  labelUnits(world, ids);
  const turns: SampleTurn[] = [];
  const written = () => recordsFromWorld(world, SAMPLE_GAME, PLAYERS);
  const setupRows = eventRows(SAMPLE_GAME.id, 0, setup.events.map((e, i) => ({ ...e, seq: i })), 'setup');
  const records: DnRecords = { ...written(), orders: [], turns: [], events: [...setupRows.events], diceRolls: [...setupRows.diceRolls] };
  for (const t of SAMPLE_ORDERS) {
    const orders = { aslan: {} as SideOrders, human: {} as SideOrders } as Record<Side, SideOrders>;
    for (const side of ['aslan', 'human'] as Side[]) for (const [sheet, text] of Object.entries(t[side])) (orders[side] as Record<string, string>)[sheet] = fill(text as string, ids);
    const before = snapshotOf(written());
    const rngBefore = turnRng(SAMPLE_SEED, t.turn);
    const run = runGameTurn(world, { orders }, rngBefore);
    turns.push({ turn: t.turn, orders, events: run.events, rngBefore, rngAfter: run.rngState });
    for (const side of ['aslan', 'human'] as Side[]) records.orders.push(orderRecord(SAMPLE_GAME.id, world.sides[side].empireId, t.turn, orders[side] as Partial<Record<SheetKind, string>>));
    const rows = turnRecords(SAMPLE_GAME.id, t.turn, { events: run.events, rngBefore, rngAfter: run.rngState, taken: run.decisions, phases: run.phases, complete: true, status: 'committed', before, committedAt: SAMPLE_TIME });
    records.turns.push(rows.turn);
    records.events.push(...rows.events);
    records.diceRolls.push(...rows.diceRolls);
    world = run.world;
    labelUnits(world, ids);
  }
  return { world, turns, records: canonicalRecords({ ...records, ...written() }) };
}
