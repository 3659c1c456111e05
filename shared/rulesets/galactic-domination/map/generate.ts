/**
 * Map generation (GD §8.0, §9.4; digest §2.5): the layout for the player count, Map Segment and Empire
 * Segment hexes, the two divided home hexes of each empire with their printed worlds, and, in pre-seeded
 * mode [P], each outside hex's encounter drawn in advance and hidden. Nothing else is pre-placed in Basic:
 * worlds appear from Encounter Cards, Special Hexes from cards, Discovery Hexes in turns 4–6.
 */
import type { DiceSource } from '../dice';
import { DEFAULT_ENCOUNTER_DECK, readEncounterCard, type EncounterCard } from '../rules/encounter-cards';
import { homeWorldsOf, raceOf, startingGbds, startingHomeguard, type HomeWorld } from '../rules/races';
import type { SpecialHex } from '../rules/special-hexes';
import type { GdRules } from '../settings';
import type { Hex, Knowledge, Planet } from '../world/world';
import { shuffle } from '../cards/decks';
import { axialOf, hexIdOf, hexLabel } from './geometry';
import { layoutFor, type Layout } from './layouts';

export interface MapPlayer {
  readonly id: string;
  readonly raceCode: string;
}

export interface GeneratedMap {
  readonly layout: Layout;
  readonly hexes: Hex[];
  readonly planets: Planet[];
  /** Each player's knowledge of his own Empire Segment. */
  readonly knowledge: Knowledge[];
  /** Per player: the capital hex id and the planet ids by home kind. */
  readonly homes: Record<string, { capitalHexId: string; subHexId: string; planets: Planet[] }>;
}

/** Special hexes to scatter at generation [P] (the Basic rules place none: they come from cards, §11.17). */
export interface GenerateOptions {
  readonly specialHexes?: readonly SpecialHex[];
  readonly encounterDeck?: readonly EncounterCard[];
  /** Where the first Shipyard goes: 'secondary' (the Terran advice, §9.1.1) when there is a secondary capital, else the main. */
  readonly shipyardAt?: Readonly<Record<string, 'main' | 'secondary'>>;
}

/**
 * Generates the map for players in seat order (GD §8.0: position by seating). Returns problems instead of
 * a map when there is no layout for the count (setting layouts 'book-only', or more than 9).
 */
export function generateMap(players: readonly MapPlayer[], rules: GdRules, dice: DiceSource, options: GenerateOptions = {}): { ok: true; map: GeneratedMap } | { ok: false; problems: string[] } {
  const layout = layoutFor(players.length, rules.layouts === 'book-only');
  if (!layout) return { ok: false, problems: [`no map layout for ${players.length} players (§8.0${rules.layouts === 'book-only' ? '; setting layouts is book-only' : ''})`] };
  const hexes: Hex[] = [];
  const byCell = new Map<string, Hex>();
  for (let col = 0; col < layout.cols; col++) {
    for (let row = 0; row < layout.rows; row++) {
      const { q, r } = axialOf(col, row);
      const h: Hex = { id: hexIdOf(col, row), q, r, col, row, label: hexLabel(col, row, rules.hexLabels), segment: 'map', divided: false, special: null, discovery: null, preseed: null, sse: null };
      hexes.push(h);
      byCell.set(`${col},${row}`, h);
    }
  }
  const planets: Planet[] = [];
  const knowledge: Knowledge[] = [];
  const homes: GeneratedMap['homes'] = {};
  players.forEach((p, seat) => {
    const s = layout.slots[seat];
    const race = raceOf(p.raceCode);
    if (!s || !race) return;
    const cap = byCell.get(`${s.capital[0]},${s.capital[1]}`) as Hex;
    const sub = byCell.get(`${s.subCapital[0]},${s.subCapital[1]}`) as Hex;
    // The Empire Segment: the home hexes and the hexes around them (about 3 wide, digest §2.2 [D]).
    for (const h of hexes) {
      const near = [cap, sub].some((x) => Math.max(Math.abs(h.q - x.q), Math.abs(h.r - x.r), Math.abs(h.q + h.r - x.q - x.r)) <= 1);
      if (near && h.segment === 'map') h.segment = `empire:${p.id}`;
    }
    cap.divided = true;
    sub.divided = true;
    let worlds: HomeWorld[] = homeWorldsOf(race, rules.extraEmpireWorldValue);
    if (rules.secondSecondaryCapital === 'capital' && (race.code === 'I' || race.code === 'T')) {
      worlds = worlds.map((w) => (w.kind === 'subCapital' ? { ...w, kind: 'capitalS' } : w));
    }
    const hasSecondary = worlds.some((w) => w.kind === 'capitalS' && w.hex === 0);
    const syAt = options.shipyardAt?.[p.id] ?? 'secondary';
    const mine: Planet[] = worlds.map((w) => {
      const h = w.hex === 0 ? cap : sub;
      const kind = w.kind;
      const isCapital = kind === 'capitalM' || kind === 'capitalS';
      // GD §9.1.1: 1 Shipyard orbiting a Capital World of the player's choice (Terrans advised Mars); 1 ODS at the main capital.
      const shipyard = (syAt === 'secondary' && hasSecondary ? kind === 'capitalS' && w.hex === 0 : kind === 'capitalM') ? 1 : 0;
      return {
        id: `P-${h.id}-${w.half}`,
        hexId: h.id,
        half: w.half,
        name: w.name,
        kind,
        ownerId: p.id,
        resource: w.resource,
        nativeRace: isCapital ? race.code : null,
        gbds: startingGbds(kind),
        mis: 0,
        homeguard: startingHomeguard(kind),
        shipyards: shipyard,
        ods: kind === 'capitalM' ? (race.code === 'S' && rules.terranOds === 'battle-fortress' ? 'G' : race.code) : null,
        garrison: null,
        garrisonTurn: null,
        blockaded: false,
        allyOf: null,
        producing: true,
        waitingFtr: 0,
        extraGbds: false,
        foundTurn: 0,
      };
    });
    planets.push(...mine);
    homes[p.id] = { capitalHexId: cap.id, subHexId: sub.id, planets: mine };
  });
  // Knowledge: each player knows his Empire Segment (his printed map, §8.0).
  for (const p of players) {
    for (const h of hexes.filter((x) => x.segment === `empire:${p.id}`)) {
      knowledge.push({
        playerId: p.id,
        hexId: h.id,
        firstTurn: 0,
        lastTurn: 0,
        explored: true,
        planets: planets.filter((pl) => pl.hexId === h.id).map((pl) => ({ planetId: pl.id, name: pl.name, kind: pl.kind, ownerId: pl.ownerId, resource: pl.resource, garrison: null, gbds: pl.gbds, mis: pl.mis + pl.homeguard })),
        special: null,
        discoveryMarker: false,
        discovery: null,
        sse: false,
      });
    }
  }
  // Special hexes [P]: on vacant Map Segment hexes, at random.
  const vacant = hexes.filter((h) => h.segment === 'map');
  const chosen = shuffle(dice, vacant, 'special hex placement').slice(0, options.specialHexes?.length ?? 0);
  chosen.forEach((h, i) => {
    h.special = options.specialHexes?.[i] ?? null;
  });
  // Pre-seeded contents [P]: each outside hex's encounter drawn now, revealed on entry.
  if (rules.mapContents === 'pre-seeded') {
    const deck = options.encounterDeck ?? DEFAULT_ENCOUNTER_DECK;
    let pile: EncounterCard[] = [];
    for (const h of hexes.filter((x) => !x.divided)) {
      if (pile.length === 0) pile = shuffle(dice, deck, 'pre-seed: shuffle the encounter deck');
      const card = pile.shift() as EncounterCard;
      const d6 = dice.roll(`pre-seed ${h.label}: encounter 1D6`, 'd6', { group: 'preseed' });
      h.preseed = { card: card.id, d6, kind: readEncounterCard(card, d6) };
    }
  }
  return { ok: true, map: { layout, hexes, planets, knowledge, homes } };
}
