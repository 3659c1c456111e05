/**
 * Beyond the Dark Nebula (ruleset id `dark-nebula`, record key `darkNebula`): the public entry
 * points of the wing, for the ruleset registry, the screens and the CLI.
 */
export { RULESET_ID, RECORD_KEY, RULES_KEY, STATE_KEY, type DnRecords } from './records/schemas';
export * as recordSchemas from './records/schemas';
export { worldFromRecords, recordsFromWorld, turnRecords, orderRecord, HEX_SIZE } from './records/convert';
export { darkNebulaSettingsSchema, DEFAULT_SETTINGS, readSettings, type DnSettings } from './settings';
export { setupGame, turn0Deploy, SETUP_ALLOWANCE, type SetupInput, type SetupResult, type BuyLine } from './engine/setup';
export { runPhase, cloneWorld, sheetRows, type PhaseInput, type PhaseResult, type SideOrders, type GmInput } from './engine/run-phase';
export { runGameTurn, turnRng, type TurnInput, type TurnResult } from './engine/run-turn';
export { PLAYER_TURN, END_OF_GAME_TURN, TURN0_DEPLOY, turnSteps, nextCursor, phasePlayer, phaseKey, phaseDef, type PhaseDef } from './engine/sequence';
export type { PendingDecision, DecisionTaken, DecisionKind } from './engine/decisions';
export type { DnEvent } from './engine/context';
export { DiceSource, type DieEvent, type DrawEvent } from './dice';
export { parseSheet, parseOrderFile, parseLine } from './orders/parse';
export { checkSheet } from './orders/check';
export { compileInstructions, type CombatInstructions } from './orders/instructions';
export { SHEET_KINDS, SHEET_TITLES, SHEET_VERBS, type Order, type OrderRow, type OrderProblem, type SheetKind } from './orders/types';
export { playerView, enemyName, VARIANT_NAMES, type PlayerView, type ViewUnit, type ViewSystem } from './view/player-view';
export { buildReport, renderReport, type PlayerReport } from './view/report';
export { orderSheetTemplate } from './view/order-sheet';
export { connectivity, type Connectivity } from './state/connectivity';
export { buildSampleGame, SAMPLE_SETUP, SAMPLE_ORDERS, SAMPLE_SEED, type SampleGame } from './sample/sample-game';
export { sampleMap } from './data/sample-map';
export { ALL_CLASSES, classIndex, ratingText } from './data/unit-classes';
export type * from './model';
