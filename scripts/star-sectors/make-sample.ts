/**
 * Generates the bundled Star Sectors sample, resources/samples/star-sectors-sample.warpdesk.json:
 * two sides of two ships each on a 16 × 12 board with one tile of every terrain kind, deployed on
 * opposite edges, ready for round 1.
 *
 *   npx tsx scripts/star-sectors/make-sample.ts          writes the file
 *   npx tsx scripts/star-sectors/make-sample.ts --check  exits 1 if the file is not what this script makes
 *
 * Deterministic: no clock, no dice. scripts/star-sectors/make-sample.test.ts checks the file.
 */
import { pathToFileURL } from 'node:url';
import { emptyGameRecords, writeArchive, type GameRecords } from '../../shared/format/archive';
import { offsetToHex } from '../../shared/hex/coords';
import type { Game } from '../../shared/model/entities';
import { battleSchema, type Battle, type ShipState } from '../../shared/rulesets/star-sectors/battle';
import { shipCardSchema, type ShipCard } from '../../shared/rulesets/star-sectors/card';
import { designRow, sideRows, unitRow, type GameSetup } from '../../shared/rulesets/star-sectors/records';
import type { Terrain } from '../../shared/rulesets/star-sectors/terrain';
import { writeOrCheck } from '../generated-file';

export const STAR_SECTORS_SAMPLE_PATH = 'resources/samples/star-sectors-sample.warpdesk.json';
export const STAR_SECTORS_SAMPLE_ID = 'star-sectors-sample';
const GAME_ID = 'sample-star-sectors';
const FIXED_TIME = '2026-11-22T10:00:00.000Z';
const COLS = 16;
const ROWS = 12;
const FLEET_POINTS = 25;

const at = (col: number, row: number) => offsetToHex(col, row);
const tile = (id: string, kind: Terrain['kind'], col: number, row: number, extra: Partial<Terrain> = {}): Terrain => ({ id, kind, q: at(col, row).q, r: at(col, row).r, ...extra });

/** One tile of every kind (Star Sectors VII.A), placed before the ships (III). */
const TERRAIN: Terrain[] = [
  tile('AST1', 'asteroids', 4, 5),
  tile('AST2', 'asteroids', 5, 6),
  tile('ION1', 'ion-storm', 11, 5),
  tile('MET1', 'metaphasic-nebula', 2, 8),
  tile('MUT1', 'mutara-nebula', 8, 3),
  tile('PLN1', 'planet', 13, 8),
  tile('MOON1', 'moon', 14, 7),
  tile('STAR1', 'star', 1, 2),
  tile('WH1', 'wormhole', 7, 9, { link: 'WH2' }),
  tile('WH2', 'wormhole', 14, 2, { link: 'WH1' }),
  tile('STN1', 'station', 9, 8),
  tile('MINE1', 'mine', 6, 7, { sideId: null }),
];

const card = (c: Partial<ShipCard> & { name: string }) => shipCardSchema.parse(c);

/** Profile cards, one design row each. */
const CARDS: { id: string; sideId: string; card: ShipCard }[] = [
  { id: 'd-valiant', sideId: 'fed', card: card({ name: 'Valiant-class cruiser', cf: 6, df: 5, mf: 3, ss: 8, cargo: 3, nacelles: 2, cloaks: 0, weapons: ['PTL', 'TWC'], hullLength: 2, arcs: ['FP', 'F', 'FS'] }) },
  { id: 'd-courier', sideId: 'fed', card: card({ name: 'Courier-class scout', cf: 4, df: 4, mf: 4, ss: 5, cargo: 2, nacelles: 1, arcs: ['FP', 'F', 'FS', 'A'] }) },
  { id: 'd-raptor', sideId: 'imp', card: card({ name: 'Raptor-class raider', cf: 5, df: 4, mf: 3, ss: 6, cargo: 2, nacelles: 2, cloaks: 1, weapons: ['DC'], arcs: ['FP', 'F', 'FS'] }) },
  { id: 'd-marauder', sideId: 'imp', card: card({ name: 'Marauder-class battleship', cf: 6, df: 5, mf: 2, ss: 8, cargo: 3, nacelles: 3, weapons: ['PTL', 'EDT'], extraEngineering: 1, arcs: ['FP', 'F', 'FS', 'AP', 'AS'] }) },
];

function ship(id: string, name: string, designId: string, col: number, row: number, facing: number, over: Partial<ShipState>): { ship: ShipState; designId: string } {
  const design = CARDS.find((c) => c.id === designId);
  if (!design) throw new Error(`no card ${designId}`);
  const h = at(col, row);
  const state: ShipState = {
    id, sideId: design.sideId, card: { ...design.card, name }, q: h.q, r: h.r, facing, damage: 0, ssLoss: 0, destroyed: false, cloaked: false,
    warpCharges: 1, banksCharged: design.card.weapons.map(() => true), dilithium: 0, trilithium: 0, mines: 0, crew: false, dockedRound: null, dockedAt: null, gmNote: '', ...over,
  };
  return { ship: state, designId };
}

/** Ships on the first row of hexes at opposite edges (III): the Federation at the bottom facing N, the Imperials at the top facing S. */
const SHIPS = [
  // A two-hex hull extends aft (down) from its flight stand, so the Valiant's stand is one row up.
  ship('VAL', 'Valiant', 'd-valiant', 6, 10, 0, { crew: true, dilithium: 2, mines: 1 }),
  ship('COU', 'Courier', 'd-courier', 10, 11, 0, { dilithium: 1 }),
  ship('RAP', 'Raptor', 'd-raptor', 5, 0, 3, { trilithium: 1 }),
  ship('MAR', 'Marauder', 'd-marauder', 10, 0, 3, { dilithium: 1 }),
];

const NOTES =
  'A Star Sectors skirmish to try Warpdesk with: the Federation Task Force (Valiant and Courier) meets the Imperial Raiders ' +
  '(Raptor and Marauder) on a 16 × 12 board holding one tile of every terrain. Fleets of 25 points. Enter each side\'s orders on ' +
  'the Round screen, resolve, read the dice log, and print each side\'s report. Open the sample again from the library to start over.';

export function sampleBattle(): Battle {
  return battleSchema.parse({
    round: 0, cols: COLS, rows: ROWS,
    sides: [{ id: 'fed', name: 'Federation Task Force', color: '#1971c2' }, { id: 'imp', name: 'Imperial Raiders', color: '#e03131' }],
    terrain: TERRAIN, ships: SHIPS.map((s) => s.ship), firstSideId: null,
  });
}

export function makeStarSectorsSampleRecords(): GameRecords {
  const battle = sampleBattle();
  const setup: GameSetup = { fleetPoints: FLEET_POINTS, cols: COLS, rows: ROWS, terrain: battle.terrain, firstSideId: null };
  const game: Game = {
    id: GAME_ID, name: 'Sample: Skirmish at Mutara', ruleset: 'star-sectors', turn: 0, createdAt: FIXED_TIME, updatedAt: FIXED_TIME,
    seed: 'skirmish-at-mutara', deadline: 'Orders for each round due at the table', notes: NOTES, settings: { starSectors: setup }, sample: STAR_SECTORS_SAMPLE_ID,
  };
  return {
    ...emptyGameRecords(game),
    empires: sideRows(GAME_ID, battle.sides).map((e, i) => ({ ...e, playerName: ['Alice Marlowe', 'Bernard Okafor'][i] ?? '' })),
    designs: CARDS.map((c) => designRow(GAME_ID, c.id, c.sideId, c.card)),
    units: SHIPS.map((s) => unitRow(GAME_ID, s.ship, s.designId)),
  };
}

export function makeStarSectorsSampleArchive(): string {
  return writeArchive(makeStarSectorsSampleRecords(), { exportedAt: FIXED_TIME, exportedBy: 'scripts/star-sectors/make-sample.ts' });
}

function main(args: readonly string[]): number {
  return writeOrCheck(args, STAR_SECTORS_SAMPLE_PATH, makeStarSectorsSampleArchive(), 'scripts/star-sectors/make-sample.ts');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
