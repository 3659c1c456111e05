/**
 * The rules half of the ruleset contract (docs/architecture.md). A rule system is a wing
 * under `shared/rulesets/<id>/` that exports one `RulesetRules`, listed with one line in
 * `shared/rulesets/index.ts`; the screens half lives in `renderer/ruleset.ts`. Neutral code (the archive, the library, the Settings screen, the
 * command line) takes a ruleset as a value of this type and never imports one.
 *
 * Types only, and the small helpers that read them; this module imports no ruleset.
 */
import type { CliCommand } from './cli/io';
import type { GameRecords, RecordRules } from './format/records';
import type { ChecklistItem } from './library/checklist';
import type { Problem } from './format/problems';
import type { Game } from './model/entities';
import type { Paper } from './print/paper';
import type { Leak } from './print/leaks';
import type { SettingsGroup } from './settings/groups';

export type { RecordRules } from './format/records';

/**
 * What the library's first screen knows of a ruleset: plain data, no schema and no rule code, so
 * the first screen loads without the rulesets' records, settings and engines (issue 18). Each wing
 * writes it in its `about.ts`; the light registry `shared/rulesets/catalog.ts` lists them.
 */
export interface RulesetAbout {
  /** Stable id written in every game of the ruleset (`game.ruleset`); never changes once released. */
  readonly id: string;
  /** The name the GM reads, as the rulebook spells it. */
  readonly name: string;
  /** One line for the New game dialog: what kind of game it is. */
  readonly summary: string;
  /** What the ruleset calls a player's force ("empire", "side", "player"), singular and plural, lower case. */
  readonly player: { readonly one: string; readonly many: string };
  /** Games bundled in resources/samples/, opened from the library in one click. */
  readonly samples: readonly SampleGame[];
}

/** The light registry of rulesets: what the library lists and names before any ruleset's code is loaded. */
export type RulesetCatalog = readonly RulesetAbout[];

export interface RulesetRules extends RulesetAbout {
  /** The ruleset's fields on the shared records. */
  readonly records: RecordRules;
  /** Rules the book leaves open, and house rules: the groups of the shared Settings screen. */
  readonly settings: readonly SettingsGroup[];
  /** What the New game dialog asks for, its check, and the game's first records. */
  readonly newGame: NewGameRules;
  /** The sequence of play, in order (rule sections named): what the turn runner shows. */
  readonly sequence: readonly PhaseDef[];
  /** Per-player views and the documents built from them (packets, sheets), loaded on demand; absent: no reports yet. */
  loadReports?(): Promise<ReportRules>;
  /** `warpdesk <word> …` commands of the ruleset, by their first word; loaded on demand, so the app's first screen does not carry them. */
  loadCommands(): Promise<Readonly<Record<string, CliCommand>>>;
  /**
   * What a game still lacks before its first turn (map, players' forces, players…), shown on the
   * dashboard while the game is before it (`game.turn === 0`). Pure. Absent: no checklist.
   */
  checklist?(records: GameRecords): ChecklistItem[];
}

/** One field of the New game dialog beyond the name and the players. */
export type NewGameField =
  | { readonly key: string; readonly label: string; readonly description?: string; readonly kind: 'int'; readonly min: number; readonly max: number; readonly default: number }
  | { readonly key: string; readonly label: string; readonly description?: string; readonly kind: 'choice'; readonly choices: readonly { value: string; label: string }[]; readonly default: string };

/** What the GM typed in the New game dialog. */
export interface NewGameInput {
  name: string;
  ruleset: string;
  /** The players' forces by name, in order (empires, sides, factions). */
  empireNames: readonly string[];
  /** The ruleset's own fields, by key (`NewGameField.key`). */
  options?: Readonly<Record<string, unknown>>;
}

export interface NewGameRules {
  /** How many players' forces a game has, and the names a new form starts with. */
  readonly players: { readonly min: number; readonly max: number; readonly default: number; defaultNames(count: number): string[] };
  readonly fields: readonly NewGameField[];
  /** Every problem of the form, each naming its field (`name`, `empireNames[2]`, an option's key). */
  check(input: NewGameInput): Problem[];
  /**
   * The game's first records. Pure: the id and the time come from the caller; the input has been
   * checked. A promise when the ruleset loads its setup code only when a game is created (issue 18:
   * the library's first screen does not load a ruleset's engine).
   */
  create(input: NewGameInput, id: string, now: string): GameRecords | Promise<GameRecords>;
}

/** A phase of the sequence of play. */
export interface PhaseDef {
  /** Short id used in events and the turn runner ("A", "first-movement"). */
  readonly id: string;
  readonly title: string;
  /** The rule section it carries out, as the rulebook numbers it. */
  readonly rule: string;
  /** The turns it happens in, when not every turn (inclusive bounds). */
  readonly when?: { readonly fromTurn?: number; readonly toTurn?: number };
  /** Phases inside it, in order (segments, a player's sub-phases). */
  readonly parts?: readonly PhaseDef[];
}

/** Does a phase happen in `turn`? */
export function phaseHappens(phase: PhaseDef, turn: number): boolean {
  return (phase.when?.fromTurn === undefined || turn >= phase.when.fromTurn) && (phase.when?.toTurn === undefined || turn <= phase.when.toTurn);
}

/** A turn reports can be made for: a committed turn, or a preview of the open turn's dry run. */
export interface ReportTurn {
  /** The choice's key on the Reports screen ("3", "dry-run"). */
  readonly value: string;
  readonly label: string;
  /** The turn the documents report on. */
  readonly turn: number;
  readonly preview: boolean;
}

/** A kind of document made for each player (a packet, a blank order sheet). */
export interface ReportKind {
  readonly id: string;
  /** Its label for a player ("Packet"). */
  readonly label: string;
  /** Its label when the GM is chosen instead of a player ("Report"); absent: the kind has no GM version. */
  readonly gmLabel?: string;
}

/** One document, ready to print: the HTML is a whole page with its print CSS. */
export interface ReportDocument {
  /** Whom it is for: a player (leak-checked), the GM (tells everything, never sent), or nobody yet (a blank form). */
  readonly audience: 'player' | 'gm' | 'blank';
  /** The player's name, or what the document is ("GM master report"). */
  readonly name: string;
  /** Printed on every page (a packet code), shown beside the preview. */
  readonly code: string;
  /** File name without extension: `<game>-turn-<N>-<player>`. */
  readonly fileBase: string;
  readonly html: string;
  /** The leak check of a player's document; null for documents that are not checked. */
  readonly leaks: readonly Leak[] | null;
  readonly preview: boolean;
}

export interface ReportRequest {
  readonly kind: string;
  /** The player; null for the GM's version of the kind. */
  readonly playerId: string | null;
  readonly paper: Paper;
}

/**
 * Reports are built from one per-player view: what that player knows, computed from the
 * GM's truth and the player's knowledge, so nothing else can reach a player's document.
 * `prepare` does the turn's work once (a committed turn read back, or the open turn run dry);
 * `document` then makes each document from it.
 */
export interface ReportRules<Prepared = unknown, View = unknown> {
  /** What a player's document is called, singular and plural, lower case ("packet"). */
  readonly noun: { readonly one: string; readonly many: string };
  /** The kinds of documents, the first being the one exported for every player. */
  readonly kinds: readonly ReportKind[];
  /** The label of the GM's choice beside the players ("GM master report (everything)"); absent: no GM documents. */
  readonly gmChoice?: string;
  /** Turns to choose from, in the order shown. */
  turns(records: GameRecords): ReportTurn[];
  /** The turn's work, done once; a problem when its documents cannot be made. */
  prepare(records: GameRecords, turn: ReportTurn): { readonly ok: true; readonly value: Prepared } | { readonly ok: false; readonly problem: string };
  /** The players documents are made for, in the GM's order. */
  players(prepared: Prepared): readonly { readonly id: string; readonly name: string }[];
  /** What `playerId` knows of the turn: every document for that player is made from this only. */
  view(prepared: Prepared, playerId: string): View;
  document(prepared: Prepared, request: ReportRequest): ReportDocument;
  /** Every player's document of the first kind as one HTML ("Print all"), each on new pages with its own code. */
  combined?(prepared: Prepared, paper: Paper): string;
}

/** A bundled sample game (resources/samples/<file>). */
export interface SampleGame {
  /** Stored as `game.sample`, so the library finds the game again. */
  readonly id: string;
  /** The library's button: "Open sample game". */
  readonly label: string;
  /** Path from the project root. */
  readonly file: string;
  /** The screen it opens on. */
  readonly screen: string;
}

/** The rulesets Warpdesk knows, as neutral code receives them. */
export type RulesetList = readonly RulesetRules[];

/** The ruleset of a game, or undefined for an id no ruleset has. */
export function findRuleset(rulesets: RulesetList, id: string): RulesetRules | undefined {
  return rulesets.find((r) => r.id === id);
}

/** The ruleset's name, or the id itself for a ruleset this build does not have. */
export function rulesetName(rulesets: RulesetCatalog, id: string): string {
  return rulesets.find((r) => r.id === id)?.name ?? id;
}

/** The ruleset of `game`, which every stored game has (archives are refused otherwise). */
export function rulesetOf(rulesets: RulesetList, game: Pick<Game, 'ruleset'>): RulesetRules {
  const found = findRuleset(rulesets, game.ruleset);
  if (!found) throw new Error(`This Warpdesk has no ruleset "${game.ruleset}" (it knows ${rulesets.map((r) => r.id).join(', ')})`);
  return found;
}
