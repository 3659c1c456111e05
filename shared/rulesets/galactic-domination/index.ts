/**
 * The Galactic Domination wing (Alpha Test Edition, Basic level): the public entry points the app, the
 * CLI and the ruleset contract plug in. Ruleset id 'galactic-domination'; records keep their fields under
 * 'galacticDomination'. See docs/galactic-domination.md.
 */
// Records and the world.
export { RULESET_ID, KEY, UNIT_KINDS, worldFromRecords, recordsFromWorld, turnRecords, orderTextOf, gameFieldsSchema, empireFieldsSchema, systemFieldsSchema, fleetFieldsSchema, shipFieldsSchema, buildFieldsSchema, knowledgeFieldsSchema, orderFieldsSchema, turnFieldsSchema, eventFieldsSchema, diceFieldsSchema } from './world/records';
export type { GdRecords } from './world/records';
export { worldSchema, canonical, cloneWorld } from './world/world';
export type { World, Player, Hex, Planet, Fleet, Unit, Build, Knowledge, Table, Setup } from './world/world';
export { orderableFleets } from './world/planned';
// Settings.
export { gdRulesSchema, DEFAULT_RULES, RULES_KEY, readRules } from './settings';
export type { GdRules } from './settings';
export { gdMailSchema, DEFAULT_MAIL, MAIL_KEY, readMail } from './mail-settings';
export type { GdMail } from './mail-settings';
// Setup and map.
export { newGame, setupRng } from './setup/new-game';
export type { NewGameInput, NewPlayer, NewGameResult } from './setup/new-game';
export { generateMap } from './map/generate';
export { LAYOUTS, layoutFor } from './map/layouts';
export { hexLabel, hexIdOf, axialOf, offsetOf, mapIndex } from './map/geometry';
// Turn engine (mail and live).
export { runTurn, turnRng, PHASES, segmentsThisTurn } from './turn/run-turn';
export type { TurnInputs, RunOptions, TurnResult, GdEvent, PendingDecision, DecisionAnswer, DecisionKind, BattleReport, PhaseId } from './turn/model';
export { PHASE_IDS, PHASE_NAMES, DECISION_KINDS } from './turn/model';
// Battles.
export { resolveBattle, resolveRound, rollGroup, battleOver } from './battle/resolve';
export type { BattleDecisions, BattleDice, BattleOutcome, BattlePending, BattleLogEntry } from './battle/resolve';
export { battleOdds } from './battle/odds';
export type { OddsSummary } from './battle/odds';
export { battleSchema, readBattle } from './battle/model';
export type { Battle, BattleSide, Combatant, AllocationPolicy, BattleResult } from './battle/model';
export { combatant, forceCombatants, odsCombatant, side } from './battle/build';
export { groundBattle, bombardMis } from './battle/ground';
// Orders.
export { parseOrders } from './orders/parse';
export type { Diagnostic, ParsedLine, ParseResult } from './orders/parse';
export { checkOrders, expectedSegments } from './orders/check';
export { ordersForTurn } from './orders/defaults';
export { emptyOrders } from './orders/model';
export type { PlayerOrders } from './orders/model';
// Views and reports.
export { playerView, canSee } from './view/player-view';
export type { PlayerView } from './view/player-view';
export { buildSitrep } from './view/sitrep';
export type { Sitrep } from './view/sitrep';
export { renderSitrep } from './view/sitrep-text';
export { orderSheet, renderOrderSheet } from './view/order-sheet';
export type { OrderSheet } from './view/order-sheet';
// Dice and cards.
export { DiceSource, diceFrom } from './dice';
export type { DieEvent, DieKind, MissingDice } from './dice';
export { DEFAULT_CARDS, cardCatalogue, cardDefSchema } from './cards/card-data';
export type { CardDef } from './cards/card-data';
export { DEFAULT_ENCOUNTER_DECK, encounterCardSchema } from './rules/encounter-cards';
// Sample.
export { buildSampleGame, SAMPLE_ID, SAMPLE_SEED } from './sample/sample-game';
