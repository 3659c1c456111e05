/**
 * Setup and turn 0 (DN §14.0 ゲームの準備): secret choices, the Aslan per-class counter draws and the
 * missile-boat option, the independents' face-down garrisons drawn from their bag, initial purchases
 * (Solomani 1 EX + 40 RU, Vilani 1 B1 + 40 RU, Aslan 1 EX + 55 RU) and deployment, the withheld SQ
 * sheet. Deterministic from the seed (and any forced dice).
 */
import type { Problem } from '../../../format/problems';
import { seedRng, type RngState } from '../../../rng';
import { DiceSource } from '../dice';
import { ALL_CLASSES, classIndex } from '../data/unit-classes';
import { factionOf, groundPoolOf, independentBag, poolLimit } from '../data/force-pools';
import { sampleMap } from '../data/sample-map';
import type { AslanDraws, AslanVariant, GameMap, HumanVariant, Side, SideState, Unit, UnitCode, Variant, World } from '../model';
import { readSettings } from '../settings';
import { refreshOwnership } from '../state/ownership';
import { mapIndex } from '../state/queries';
import { emit, makeCtx, rollEvent, type Ctx, type DnEvent } from './context';
import { buildOne } from './economy';
import { snapshotHoldings } from './end-turn';
import { byId, newUnitId } from './units';

/** One purchase: a code, how many, and where it deploys ("system", "system/box" or a box id). */
export interface BuyLine {
  readonly code: UnitCode;
  readonly count?: number;
  readonly at: string;
  /** Deploy ships in the box rather than the star hex. */
  readonly inBox?: boolean;
}

export interface SetupInput {
  readonly seed: string;
  readonly map?: GameMap;
  /** game.settings.darkNebulaRules (defaults fill the rest). */
  readonly settings?: unknown;
  readonly empireIds?: { aslan?: string; human?: string };
  readonly aslan: { variant: AslanVariant; missileBoats?: boolean; buy: readonly BuyLine[] };
  readonly human: { variant: HumanVariant; buy: readonly BuyLine[] };
  /** Forced dice for the draws (physical dice, examples). */
  readonly forced?: readonly number[];
}

export interface SetupResult {
  readonly world: World;
  readonly events: DnEvent[];
  readonly rngState: RngState;
  readonly problems: Problem[];
}

/** The setup allowance and free unit (DN §14.0). */
export const SETUP_ALLOWANCE: Record<Variant, { ru: number; free: UnitCode; banned: readonly UnitCode[] }> = {
  solomani: { ru: 40, free: 'EX', banned: ['B2'] },
  vilani: { ru: 40, free: 'B1', banned: ['CA', 'B1', 'B2', 'BB'] },
  hierate: { ru: 55, free: 'EX', banned: ['B2', 'BB'] },
  kingdom: { ru: 55, free: 'EX', banned: ['B2', 'BB'] },
};

function sideState(side: Side, variant: Variant, empireId: string, settings: World['settings']): SideState {
  const faction = factionOf(variant);
  return {
    side,
    variant,
    empireId,
    ru: 0,
    permits: [],
    built: {},
    destroyed: {},
    groundPool: {
      RT: groundPoolOf(faction, 'RT', settings),
      JT: groundPoolOf(faction, 'JT', settings),
      AT: faction !== 'aslan' && poolLimit(variant, 'AT', undefined, settings) === 0 ? [] : groundPoolOf(faction, 'AT', settings),
    },
    replacementQueue: [],
    tech: [],
    nextIncomePenalty: 0,
    appealDm: 0,
    knowsEnemy: false,
    budgetBonus: 0,
  };
}

/** An empty world on a map, before any draw. */
export function emptyWorld(map: GameMap, settingsValue: unknown, variants: { aslan: AslanVariant; human: HumanVariant }, empireIds: { aslan?: string; human?: string } = {}): World {
  const settings = readSettings(settingsValue);
  const world: World = {
    turn: 0,
    cursor: { turn: 0, player: 'aslan', phase: 'move2' },
    map,
    classes: classIndex(ALL_CLASSES),
    settings,
    sides: { aslan: sideState('aslan', variants.aslan, empireIds.aslan ?? 'aslan', settings), human: sideState('human', variants.human, empireIds.human ?? 'human', settings) },
    units: [],
    bag: independentBag(settings),
    boxes: Object.fromEntries(map.systems.flatMap((s) => s.boxes.map((b) => [b.id, { owner: null }]))),
    hexControl: {},
    explored: {},
    explorations: [],
    clocks: {
      capital: { aslan: 0, human: 0 },
      allNebula: { aslan: 0, human: 0 },
      vilaniOutside: 0,
      vilaniTermEnd: 8,
      hierateCounts: {},
      heldAtStart: { aslan: { capital: false, allNebula: false, outside: false }, human: { capital: false, allNebula: false, outside: false } },
    },
    knowledge: { aslan: { systems: [], units: {} }, human: { systems: [], units: {} } },
    seq: 0,
    over: null,
    lostThisPlayerTurn: [],
    graveyard: [],
    mustAttack: [],
    negotiated: [],
  };
  refreshOwnership(world);
  return world;
}

/** Resolves "VALKA", "ria/alis:Alis", "osa", a box id or a box name to a place. */
export function findPlace(world: World, text: string): { systemId: string; boxId?: string } | null {
  const idx = mapIndex(world.map);
  const [sys, box] = text.split(':').map((s) => s.trim().toLowerCase());
  const boxHit = idx.boxByName.get(sys ?? '');
  const system = idx.byName.get(sys ?? '') ?? boxHit?.system;
  if (!system) return null;
  if (box) {
    const b = system.boxes.find((x) => x.id.toLowerCase() === box || x.name.toLowerCase() === box);
    return b ? { systemId: system.id, boxId: b.id } : null;
  }
  if (boxHit && !idx.byName.get(sys ?? '')) return { systemId: system.id, boxId: boxHit.box.id };
  return { systemId: system.id };
}

/** DN §14.0: the Aslan draw one rating per class at random (d6: 1–3 Dark Nebula set, 4–6 Imperium set). */
function drawAslan(ctx: Ctx, missileBoats: boolean | undefined): AslanDraws {
  const pick = (code: string) => (rollEvent(ctx, { purpose: `Aslan ${code} counter set`, text: `Aslan counter draw for ${code} (1–3 Dark Nebula set, 4–6 Imperium set)`, kind: 'setup-draw', side: 'aslan', visibleTo: ['aslan'] }).result <= 3 ? 'dn' : 'imp');
  const draws: AslanDraws = { SC: pick('SC'), DD: pick('DD'), CL: pick('CL'), CS: pick('CS'), B1: pick('B1/B'), B2: pick('B2/M'), missileBoats: false };
  if (draws.SC === 'imp') {
    // Only with SC 2-0-1[1] may the Aslan choose missile boats; with no choice given, the d6 (4–6 yes) decides.
    // The die is rolled either way, so the player's choice never moves the dice of the draws after it.
    const die = rollEvent(ctx, { purpose: 'Aslan missile-boat option', text: missileBoats === undefined ? 'Missile boats? (no choice given: 4–6 yes)' : `Missile boats: the Aslan player chose ${missileBoats ? 'yes' : 'no'} (die not used)`, kind: 'setup-draw', side: 'aslan', visibleTo: ['aslan'] });
    draws.missileBoats = missileBoats ?? die.result >= 4;
  }
  emit(ctx, { kind: 'setup-draws', side: 'aslan', text: `Aslan counter sets: ${JSON.stringify(draws)}`, visibleTo: ['aslan'], data: { ...draws } });
  return draws;
}

/** DN §14.0 独立星系軍配置: the human draws 4 (2 VALKA, 2 MIZAH), the Aslan 3 (RIA, Alis, GODORO), face down. */
function placeIndependents(ctx: Ctx, problems: Problem[]): void {
  const world = ctx.world;
  const spots: { side: Side; at: string }[] = [
    { side: 'human', at: 'valka' },
    { side: 'human', at: 'valka' },
    { side: 'human', at: 'mizah' },
    { side: 'human', at: 'mizah' },
    { side: 'aslan', at: 'ria:ria' },
    { side: 'aslan', at: world.settings.alisIndependent ? 'ria:alis' : 'ria:ria' },
    { side: 'aslan', at: 'godoro' },
  ];
  for (const spot of spots) {
    const place = findPlace(world, spot.at);
    const system = place ? mapIndex(world.map).systems.get(place.systemId) : undefined;
    const box = system?.boxes.find((b) => b.id === place?.boxId) ?? system?.boxes[0];
    if (!system || !box) {
      problems.push({ where: `setup.independents.${spot.at}`, message: `the map has no box for ${spot.at}; that independent is not placed` });
      continue;
    }
    const drawn = ctx.dice.draw(`${spot.side} draws an independent`, world.bag);
    if (!drawn) break;
    world.bag.splice(drawn.index, 1);
    const unit: Unit = { id: newUnitId(world, 'independent'), classId: drawn.item.classId, owner: 'independent', loc: { kind: 'box', systemId: system.id, boxId: box.id }, strength: drawn.item.strength, home: box.id, faceDown: true, seenBy: [spot.side] };
    if (world.classes[unit.classId]?.category === 'pdm') unit.emplaced = true;
    world.units.push(unit);
    emit(ctx, { kind: 'independent-placed', side: spot.side, boxId: box.id, unitIds: [unit.id], text: `${spot.side} draws ${unit.id} (${drawn.item.classId}${drawn.item.strength ? ` ${drawn.item.strength}` : ''}) and places it face down in ${box.name}`, visibleTo: [spot.side] });
  }
}

/** Buys and deploys a side's initial force (DN §14.0 初期配置). */
function initialForce(ctx: Ctx, side: Side, lines: readonly BuyLine[], problems: Problem[]): void {
  const world = ctx.world;
  const state = world.sides[side];
  const allowance = SETUP_ALLOWANCE[state.variant];
  let freeGiven = false;
  const vilani = state.variant === 'vilani';
  lines.forEach((line, i) => {
    const place = findPlace(world, line.at);
    if (!place) {
      problems.push({ where: `setup.${side}.buy[${i}]`, message: `${line.at} is not a system or box of the map` });
      return;
    }
    // Deployment only in controlled systems: the home sheet; for the Vilani also imperial territory (DN §14.0).
    const deploySystem = mapIndex(world.map).systems.get(place.systemId);
    if (!deploySystem?.boxes.some((b) => b.printed === side || (vilani && b.imperial))) {
      problems.push({ where: `setup.${side}.buy[${i}]`, message: `${line.at} is not a system you control at setup (DN §14.0)` });
      return;
    }
    for (let n = 0; n < (line.count ?? 1); n++) {
      const free = !freeGiven && line.code === allowance.free;
      const bannedCA = line.code === 'CA' && vilani && world.settings.vilaniSetupCruiserA;
      if (!free && allowance.banned.includes(line.code) && !bannedCA) {
        problems.push({ where: `setup.${side}.buy[${i}]`, message: `${line.code} may not be bought at setup (DN §14.0)` });
        return;
      }
      const before = world.units.length;
      const why = buildOne(ctx, side, line.code, { systemId: place.systemId, boxId: place.boxId }, { free, setup: true, unrestricted: free || bannedCA });
      if (why) {
        problems.push({ where: `setup.${side}.buy[${i}]`, message: `${line.code}: ${why.message} (${why.rule})` });
        return;
      }
      if (free) freeGiven = true;
      const unit = world.units[before] as Unit;
      const ship = world.classes[unit.classId]?.category === 'ship';
      const system = mapIndex(world.map).systems.get(place.systemId);
      const boxId = place.boxId ?? system?.boxes[0]?.id;
      const inBox = !ship || line.inBox || place.boxId !== undefined;
      const loc: Unit['loc'] = inBox && boxId ? { kind: 'box', systemId: place.systemId, boxId } : { kind: 'space', systemId: place.systemId };
      // The Vilani deploy after the Aslan turn-0 move (their Osa group is set aside on the SQ sheet).
      unit.loc = vilani ? { kind: 'pending', turn: 0, queue: 'deploy', want: { systemId: place.systemId, boxId: inBox ? boxId : undefined } } : loc;
      if (world.classes[unit.classId]?.category === 'pdm' && unit.loc.kind === 'box') unit.emplaced = true;
    }
  });
  if (!freeGiven) {
    problems.push({ where: `setup.${side}`, message: `the free ${allowance.free} has no deployment line; it is placed at the capital` });
    const capital = world.map.systems.find((s) => s.boxes.some((b) => b.capital && b.printed === side));
    if (capital) initialForce(ctx, side, [{ code: allowance.free, at: capital.id }], []);
  }
}

/** Sets up a game: world at turn 0, ready for the Aslan special movement phase. */
export function setupGame(input: SetupInput): SetupResult {
  const map = input.map ?? sampleMap();
  const world = emptyWorld(map, input.settings, { aslan: input.aslan.variant, human: input.human.variant }, input.empireIds);
  if (input.map === undefined && (input.settings as { mapSource?: string } | undefined)?.mapSource === undefined) world.settings = { ...world.settings, mapSource: 'sample' };
  const dice = new DiceSource(seedRng(`${input.seed}/dark-nebula/setup`), input.forced ?? []);
  const ctx = makeCtx(world, dice, {}, false, 't0.setup');
  const problems: Problem[] = [];
  emit(ctx, { kind: 'setup', text: `Setup: Aslan ${input.aslan.variant}, human ${input.human.variant} (secret until turn 1)`, visibleTo: [] });
  world.sides.aslan.draws = drawAslan(ctx, input.aslan.missileBoats);
  placeIndependents(ctx, problems);
  for (const side of ['aslan', 'human'] as Side[]) world.sides[side].ru = SETUP_ALLOWANCE[world.sides[side].variant].ru;
  initialForce(ctx, 'aslan', input.aslan.buy, problems);
  initialForce(ctx, 'human', input.human.buy, problems);
  world.units.sort(byId);
  refreshOwnership(world);
  snapshotHoldings(ctx);
  return { world, events: ctx.events, rngState: dice.state, problems };
}

/**
 * Turn 0 after the Aslan move (DN §14.0): the SQ sheet goes down; the Vilani move their Osa group
 * into Osa, remove the independents of Bright Star and The Fastness, put outpost markers on every
 * box there, and deploy the rest anywhere they control.
 */
export function turn0Deploy(ctx: Ctx): void {
  const world = ctx.world;
  const human = world.sides.human;
  if (human.variant === 'vilani') {
    for (const s of world.map.systems) {
      const sheet = world.map.sheets.find((sh) => sh.id === s.sheetId);
      if (sheet?.role !== 'imperial-extra') continue;
      for (const b of s.boxes) {
        (world.boxes[b.id] ??= { owner: null }).opm = true;
        const gone = world.units.filter((u) => u.owner === 'independent' && u.loc.kind === 'box' && u.loc.boxId === b.id);
        if (gone.length > 0) emit(ctx, { kind: 'independents-removed', boxId: b.id, unitIds: gone.map((u) => u.id), text: `Independents on ${b.name} removed; outpost marker placed (DN §14.0)`, visibleTo: ['human'] });
        world.units = world.units.filter((u) => !gone.includes(u));
      }
    }
    refreshOwnership(world);
  }
  for (const u of world.units.filter((x) => x.loc.kind === 'pending' && x.loc.queue === 'deploy')) {
    const want = (u.loc as { want?: { systemId: string; boxId?: string } }).want;
    const ship = world.classes[u.classId]?.category === 'ship';
    const system = want ? mapIndex(world.map).systems.get(want.systemId) : undefined;
    const boxId = want?.boxId ?? system?.boxes[0]?.id;
    if (!system) continue;
    u.loc = !ship || want?.boxId ? { kind: 'box', systemId: system.id, boxId: boxId as string } : { kind: 'space', systemId: system.id };
    if (world.classes[u.classId]?.category === 'pdm') u.emplaced = true;
  }
  refreshOwnership(world);
  emit(ctx, { kind: 'sq-placed', text: 'The Solomani Quadrant sheet is placed; the human deploys (DN §14.0)', visibleTo: ['aslan', 'human'] });
}
