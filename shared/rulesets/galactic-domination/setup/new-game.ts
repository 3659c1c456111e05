/**
 * Setting up a game (GD §7 BEGINNING THE GAME, §9 SET UP AND STARTING SITUATION): seats, races, the
 * map, Category 1 decks shuffled, Destiny Cards (optional), 3 Tactics Cards each drawn one at a time,
 * Exploration Fleets worth $32 (shortfall paid in Stellars) waiting for the New Units Placement Phase of
 * turn 1, starting forces (Shipyard, ODS, GBDS, Homeguard), and the first player by roll-off.
 */
import { seedRng, type RngState } from '../../../rng';
import { cardCatalogue, deckInstances, type CardDef } from '../cards/card-data';
import { draw, shuffle, STARTING_HAND } from '../cards/decks';
import { DiceSource, type DieEvent } from '../dice';
import { generateMap, type GenerateOptions } from '../map/generate';
import { DEFAULT_ENCOUNTER_DECK, type EncounterCard } from '../rules/encounter-cards';
import { checkExplorationFleets, EXPLORATION_FLEET_VALUE, OPTIONS_EXPLORATION_FLEET_VALUE, SUGGESTED_FLEETS } from '../rules/exploration-fleet';
import type { Force } from '../rules/forces';
import { rollOff } from '../rules/play-order';
import { raceOf } from '../rules/races';
import { UNIT_TYPES, type UnitCode } from '../rules/units';
import { gdMailSchema, type GdMail } from '../mail-settings';
import { gdRulesSchema, type GdRules } from '../settings';
import { canonical, type Build, type Player, type World } from '../world/world';

export interface NewPlayer {
  readonly id: string;
  /** Empire name as shown (defaults to the race's empire). */
  readonly name?: string;
  readonly playerName?: string;
  /** Race code ("S") or id ("terran"). */
  readonly race: string;
  /** Exploration Fleet(s): 1 to 3 forces worth $32 in all (GD §9.1.2); default a suggested "Safe" fleet. */
  readonly exploration?: readonly Force[];
  /** Destiny card id chosen (GD §7.14), when Destiny Cards are used. */
  readonly destiny?: string | null;
  /** Alternate Terran Naval Option (App N, §7.5). */
  readonly terranAlternate?: boolean;
  /** Where the first Shipyard goes (GD §9.1.1). */
  readonly shipyardAt?: 'main' | 'secondary';
}

export interface NewGameInput {
  readonly gameId: string;
  readonly name: string;
  readonly seed: string;
  /** In seat order, clockwise (GD §7.1). */
  readonly players: readonly NewPlayer[];
  readonly rules?: Partial<GdRules>;
  readonly mail?: Partial<GdMail>;
  /** The GM's cards over the printed samples. */
  readonly cards?: readonly CardDef[];
  readonly encounterDeck?: readonly EncounterCard[];
  /** Seat that starts turn 1; rolled off when absent (GD §11.1). */
  readonly firstSeat?: number;
  readonly map?: Pick<GenerateOptions, 'specialHexes'>;
}

export interface NewGameResult {
  readonly world: World | null;
  readonly problems: readonly string[];
  readonly dice: readonly DieEvent[];
  readonly rngState: RngState;
  /** What happened, in order, for the game's first events. */
  readonly notes: readonly string[];
}

/** The dice of setup: derived from the game's seed. */
export function setupRng(seed: string): RngState {
  return seedRng(`${seed}/galactic-domination/setup`);
}

/** Creates a game ready for turn 1 (GD §7, §9). Problems instead of a world when the input breaks a rule. */
export function newGame(input: NewGameInput): NewGameResult {
  const problems: string[] = [];
  const notes: string[] = [];
  const rules = gdRulesSchema.parse(input.rules ?? {});
  const mail = gdMailSchema.parse(input.mail ?? {});
  const dice = new DiceSource(setupRng(input.seed));
  const races = input.players.map((p) => raceOf(p.race));
  input.players.forEach((p, i) => {
    if (!races[i]) problems.push(`player ${p.id}: unknown race ${p.race} (§4.2)`);
  });
  const codes = races.map((r) => r?.code);
  if (new Set(codes).size !== codes.length) problems.push('two players chose the same empire: settle it by a die roll (§7.2)');
  if (new Set(input.players.map((p) => p.id)).size !== input.players.length) problems.push('player ids must be unique');
  if (input.players.length < 2) problems.push('at least 2 players (§8.0)');
  if (problems.length > 0) return { world: null, problems, dice: dice.events, rngState: dice.state, notes };
  const mapPlayers = input.players.map((p, i) => ({ id: p.id, raceCode: (races[i] as NonNullable<(typeof races)[number]>).code }));
  const shipyardAt = Object.fromEntries(input.players.map((p) => [p.id, p.shipyardAt ?? 'secondary'] as const));
  const generated = generateMap(mapPlayers, rules, dice, { specialHexes: input.map?.specialHexes, encounterDeck: input.encounterDeck, shipyardAt });
  if (!generated.ok) return { world: null, problems: generated.problems, dice: dice.events, rngState: dice.state, notes };
  const map = generated.map;
  notes.push(`map ${map.layout.id}: ${map.layout.cols} × ${map.layout.rows} hexes, ${map.layout.description}`);
  // GD §7.7–7.10: shuffle the Category 1 Stimulus and Tactics cards, the Encounter and Risk decks.
  const catalogue = cardCatalogue(input.cards ?? []);
  const encounterCards = [...(input.encounterDeck ?? DEFAULT_ENCOUNTER_DECK)];
  let table: World['table'] = {
    firstSeat: 0,
    decks: {
      stimulus: { draw: shuffle(dice, deckInstances(catalogue, 'stimulus', 1), 'shuffle the Stimulus deck'), discard: [] },
      tactics: { draw: shuffle(dice, deckInstances(catalogue, 'tactics', 1), 'shuffle the Tactics deck'), discard: [] },
      encounter: { draw: shuffle(dice, encounterCards.map((c) => c.id), 'shuffle the Encounter deck'), discard: [] },
      risk: { draw: shuffle(dice, deckInstances(catalogue, 'risk'), 'shuffle the Risk deck'), discard: [] },
      destiny: { draw: deckInstances(catalogue, 'destiny'), discard: [] },
    },
    reserve: { stimulus: deckInstances(catalogue, 'stimulus', 2), tactics: deckInstances(catalogue, 'tactics', 2) },
    cards: [...(input.cards ?? [])],
    encounterCards: encounterCards.map((c) => ({ id: c.id, faces: [...c.faces], source: c.source, uniqueText: c.uniqueText })),
    stimulus: null,
    effects: [],
    bans: [],
    sseTries: [],
    winners: [],
  };
  const players: Player[] = input.players.map((p, seat) => {
    const race = races[seat] as NonNullable<(typeof races)[number]>;
    return {
      id: p.id,
      name: p.name ?? race.empire,
      playerName: p.playerName ?? '',
      raceCode: race.code,
      seat,
      stellars: 0,
      vp: 0,
      vpChits: 0,
      hand: [],
      inPlay: [],
      destiny: null,
      chits: { bob: 0, rr: 0 },
      cp: 0,
      terranAlternate: race.code === 'S' && (p.terranAlternate ?? rules.terranAlternate),
      pendingIncome: [],
      specialsHad: [],
      boughtRisk: false,
      boughtTc: 0,
      frozen: false,
    };
  });
  // GD §7.14: Destiny Cards (optional): roll 1D6, highest chooses first, ties reroll.
  if (rules.useDestiny) {
    const wanting = input.players.map((p, i) => (p.destiny ? i : -1)).filter((i) => i >= 0);
    const order = rollOff(wanting, (i) => dice.roll(`Destiny order: ${input.players[i]?.id}`, 'd6', { group: 'destiny' }));
    for (const i of order) {
      const want = input.players[i]?.destiny as string;
      const pile = table.decks.destiny.draw;
      const inst = pile.find((c) => c === want || c.startsWith(`${want}#`));
      if (!inst) {
        problems.push(`player ${input.players[i]?.id}: Destiny card ${want} is not available`);
        continue;
      }
      (players[i] as Player).destiny = inst;
      table = { ...table, decks: { ...table.decks, destiny: { draw: pile.filter((c) => c !== inst), discard: [] } } };
      notes.push(`${players[i]?.name} chooses the Destiny card ${inst}`);
    }
  }
  // GD §9.1.1 special note: the 3 starting Tactics Cards drawn one at a time, in turn.
  for (let round = 0; round < STARTING_HAND; round++) {
    for (const p of players) {
      const d = draw(table, 'tactics', 1, dice);
      table = d.table;
      p.hand.push(...d.cards);
    }
  }
  // GD §9.1.2: Exploration Fleets, placed in the New Units Placement Phase of turn 1 in the Capital Hex.
  const builds: Build[] = [];
  input.players.forEach((p, seat) => {
    const player = players[seat] as Player;
    const race = races[seat] as NonNullable<(typeof races)[number]>;
    const gromar = race.code === 'M';
    const fleets = p.exploration ?? (SUGGESTED_FLEETS.find((s) => s.name === (gromar ? 'Safe 5 (Gromar)' : 'Safe 1'))?.fleets as Force[]);
    const budget = player.destiny?.startsWith('destiny-options') ? OPTIONS_EXPLORATION_FLEET_VALUE : EXPLORATION_FLEET_VALUE;
    const check = checkExplorationFleets(race.code, fleets, budget, { improvisedTroopship: player.hand.some((c) => c.startsWith('tc-improvised-troopship')) });
    for (const msg of check.problems) problems.push(`${player.name}: Exploration Fleet ${msg}`);
    player.stellars += check.shortfall;
    if (check.shortfall > 0) notes.push(`${player.name} receives $${check.shortfall}, the Exploration Fleet's shortfall (§9.1.2)`);
    const capital = map.homes[p.id]?.planets.find((pl) => pl.kind === 'capitalM');
    if (!capital) return;
    fleets.forEach((f, group) => {
      for (const [code, qty] of Object.entries(f) as [UnitCode, number][]) {
        if (!qty) continue;
        builds.push({ id: `B0-${p.id}-${group + 1}-${code}`, ownerId: p.id, code, qty, planetId: capital.id, turn: 0, frozen: false, forCarrier: UNIT_TYPES[code].kind === 'ground' || code === 'Ftr' ? 'NEW' : null, free: true, group: group + 1, anywhere: true });
      }
    });
  });
  // GD §11.1: the first player by roll-off (1D6, highest first, ties reroll).
  const firstSeat = input.firstSeat ?? (rollOff(players.map((p) => p.seat), (s) => dice.roll(`first player: seat ${s}`, 'd6', { group: 'first-player' }))[0] as number);
  table = { ...table, firstSeat };
  notes.push(`${players[firstSeat]?.name} plays first in turn 1 (§11.1)`);
  if (problems.length > 0) return { world: null, problems, dice: dice.events, rngState: dice.state, notes };
  const world: World = canonical({
    gameId: input.gameId,
    name: input.name,
    seed: input.seed,
    turn: 1,
    setup: { players: players.length, layout: map.layout.id, cols: map.layout.cols, rows: map.layout.rows, hexSize: 40 },
    rules,
    mail,
    table,
    players,
    hexes: map.hexes,
    planets: map.planets,
    fleets: [],
    units: [],
    builds,
    knowledge: map.knowledge,
  });
  return { world, problems, dice: dice.events, rngState: dice.state, notes };
}
