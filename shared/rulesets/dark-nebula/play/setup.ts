/**
 * A new game and its setup over the stored records (DN §14.0 ゲームの準備), the same for the New
 * game dialog, the Setup screen and the command line. The GM's entries (the secret choices, the
 * missile-boat choice, each side's purchases and where they deploy) are kept as a draft with the
 * game; every change sets the game up again from the game's seed, so the Aslan counter draws, the
 * independents' face-down draws and the ground-unit draws stay the same while the GM corrects a
 * line. Finishing the setup freezes the draft; turn 0 then runs on the Turn screen.
 */
import type { Problem } from '../../../format/problems';
import type { BuyLine } from '../engine/setup';
import { emptyWorld, setupGame, SETUP_ALLOWANCE } from '../engine/setup';
import { buildCost } from '../tables/build-rules';
import { classIdFor } from '../data/force-pools';
import { SAMPLE_SHEETS, sampleMap } from '../data/sample-map';
import type { AslanVariant, GameMap, HumanVariant, Side, UnitCode, World } from '../model';
import { recordsFromWorld, worldFromRecords } from '../records/convert';
import { RULES_KEY, STATE_KEY, gameBaseSchema, setupDraftSchema, type DnRecords, type EmpireBase, type GameBase, type SetupDraft } from '../records/schemas';
import { readSettings } from '../settings';
import { setupEventRows } from './turn';

/** The two player rows of a new game: the human player first (the human player turn comes first, DN §3.0). */
export const PLAYER_IDS: Record<Side, string> = { human: 'human', aslan: 'aslan' };

/** The seven sheets with no system yet: the GM digitizes the printed sheets into it (A2). */
export function emptyMap(): GameMap {
  return { sample: false, sheets: SAMPLE_SHEETS, systems: [], routes: [] };
}

/** The setup draft stored with a game, or null (a game past its setup: the sample, an archive). */
export function setupDraftOf(records: Pick<DnRecords, 'game'>): SetupDraft | null {
  const state = records.game.settings[STATE_KEY];
  const raw = typeof state === 'object' && state !== null ? (state as { setup?: unknown }).setup : undefined;
  if (raw === undefined) return null;
  const parsed = setupDraftSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** What a side's purchases cost against its setup allowance (DN §14.0), shown beside its lines. */
export function setupSpending(world: World, side: Side, lines: readonly BuyLine[]): { allowance: number; spent: number; free: UnitCode } {
  const state = world.sides[side];
  const allowance = SETUP_ALLOWANCE[state.variant];
  let spent = 0;
  let freeTaken = false;
  for (const line of lines) {
    const classId = classIdFor(state.variant, line.code, state.draws, world.settings);
    const cls = classId ? world.classes[classId] : undefined;
    for (let i = 0; i < (line.count ?? 1); i++) {
      if (!freeTaken && line.code === allowance.free) {
        freeTaken = true;
        continue;
      }
      if (cls) spent += world.settings.setupSubsidies ? buildCost(state.variant, cls) : cls.cost;
    }
  }
  return { allowance: allowance.ru, spent, free: allowance.free };
}

/**
 * Sets the game up again from the draft: the world of `setupGame` on the records' map and
 * settings, written over the records' world collections, with the setup's events and dice
 * (turn 0, ids `setup-…`). The draft is stored with the problems of this setup.
 */
export function applySetupDraft(records: DnRecords, draft: SetupDraft): DnRecords {
  const { world: current } = worldFromRecords(records);
  const result = setupGame({
    seed: records.game.seed,
    map: current.map,
    settings: records.game.settings[RULES_KEY] ?? {},
    empireIds: { aslan: current.sides.aslan.empireId, human: current.sides.human.empireId },
    aslan: { variant: draft.aslan.variant, missileBoats: draft.aslan.missileBoats === 'roll' ? undefined : draft.aslan.missileBoats === 'yes', buy: draft.aslan.buy },
    human: { variant: draft.human.variant, buy: draft.human.buy },
  });
  // A purchase the allowance cannot pay, a place that is not the side's, a pool emptied: each is a problem of its line.
  const problems: Problem[] = [...result.problems];
  const stored: SetupDraft = { ...draft, problems };
  const game: GameBase = { ...records.game, settings: { ...records.game.settings, [STATE_KEY]: { ...(records.game.settings[STATE_KEY] as object), setup: stored } } };
  const written = recordsFromWorld(result.world, game, records.empires);
  const rows = setupEventRows(records.game.id, result.events.map((e, i) => ({ ...e, seq: i })));
  return {
    ...records,
    ...written,
    events: [...records.events.filter((e) => !e.id.startsWith('setup-')), ...rows.events],
    diceRolls: [...records.diceRolls.filter((d) => !d.id.startsWith('setup-')), ...rows.diceRolls],
  };
}

/** Freezes the setup (its problems stay listed: the GM has read them and goes on). */
export function finishSetup(records: DnRecords): { ok: true; records: DnRecords } | { ok: false; problem: string } {
  const draft = setupDraftOf(records);
  if (!draft) return { ok: false, problem: 'this game has no setup to finish' };
  if (draft.done) return { ok: false, problem: 'the setup is already finished' };
  const state = records.game.settings[STATE_KEY] as object;
  return { ok: true, records: { ...records, game: { ...records.game, settings: { ...records.game.settings, [STATE_KEY]: { ...state, setup: { ...draft, done: true } } } } } };
}

export interface NewDnGame {
  readonly aslanVariant: AslanVariant;
  readonly humanVariant: HumanVariant;
  readonly missileBoats: 'roll' | 'yes' | 'no';
  readonly map: 'sample' | 'empty';
}

/**
 * A new game's records: the two players and the independents, the map (the sample layout, or the
 * seven empty sheets to digitize), the draws of the setup made from the game's seed, no purchase
 * yet. `names` are the players' names in the form's order (human, Aslan).
 */
export function newGameRecords(base: { id: string; name: string; now: string; names: readonly string[] }, options: NewDnGame): DnRecords {
  const map = options.map === 'sample' ? sampleMap() : emptyMap();
  const settings = readSettings(options.map === 'sample' ? { mapSource: 'sample' } : {});
  const world = emptyWorld(map, settings, { aslan: options.aslanVariant, human: options.humanVariant }, PLAYER_IDS);
  const game = gameBaseSchema.parse({ id: base.id, name: base.name, ruleset: 'dark-nebula', createdAt: base.now, updatedAt: base.now, seed: base.id });
  const empires: EmpireBase[] = [
    { gameId: base.id, id: PLAYER_IDS.human, name: base.names[0] ?? 'Human player', position: 1, playerName: '', playerContact: '', color: '#c0392b', homeSystemId: null, treasury: 0, notes: '' },
    { gameId: base.id, id: PLAYER_IDS.aslan, name: base.names[1] ?? 'Aslan player', position: 2, playerName: '', playerContact: '', color: '#2e6fd8', homeSystemId: null, treasury: 0, notes: '' },
  ];
  const written = recordsFromWorld(world, game, empires);
  const records: DnRecords = { ...written, orders: [], turns: [], events: [], diceRolls: [] };
  const draft: SetupDraft = setupDraftSchema.parse({ aslan: { variant: options.aslanVariant, missileBoats: options.missileBoats }, human: { variant: options.humanVariant } });
  return applySetupDraft(records, draft);
}
