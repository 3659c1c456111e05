/**
 * Runs a whole NOVA turn (NOVA: 6.2 TURN SEQUENCE, "No exceptions"): steps A to L and the
 * end-of-turn finance, in order, each a pure function of the world, the orders, the GM's
 * rulings and the dice state. The run stops after a combat step when a battle has no
 * result yet and the GM asked to resolve battles by hand.
 *
 * Same world, orders, rulings and seed → the same run, byte for byte.
 */
import { seedRng, type RngState } from '../../../rng';
import type { TurnEvent } from './events';
import { productionStep } from './step-a-production';
import { pillageStep } from './step-b-pillage';
import { constructionStep } from './step-c-construction';
import { researchStartStep } from './step-d-research';
import { cargoStep } from './step-d-cargo';
import { transfersStep } from './step-e-transfers';
import { treasuryOrdersStep } from './treasury-orders';
import { movementStep } from './step-f-movement';
import { contactStep } from './step-g-contact';
import { diplomacyStep } from './step-h-diplomacy';
import { explorationStep } from './step-h-exploration';
import { surfaceStep } from './step-i-surface';
import { constructsStep } from './step-j-constructs';
import { devastationStep } from './step-j-devastation';
import { establishStep } from './step-k-establish';
import { researchFinishStep } from './step-l-research';
import { financeStep } from './step-end-finance';
import { eliminationStep } from './elimination';
import { setAsideEliminated } from './eliminated-orders';
import { territoryStep } from './territory-points';
import { abandonCaptured } from './captured-abandoned';
import { systemHolders, unitsCapturedAfterStep } from './captured-units';
import { heldTreasuries, treasuriesAfterStep } from './treasury';
import { turnSettingsOf } from './settings';
import { applyRulings } from './rulings';
import { cloneWorld } from './fleet';
import { messagesStep } from './messages';
import { derelictCaptureStep, derelictStep } from './derelicts';
import { gateCaptureAfterSpace, gateCaptureAfterSurface, gateDestructionStep, gateNoticeStep } from './gate-capture';
import type { EmpireOrders, QueuedBattle, TurnDecisions, TurnRoll, TurnStep, TurnWarning, TurnWorld } from './types';
import type { StepInput, StepOutput, TurnStepFn } from './step';

/** The steps in order; B runs two functions (pillage and salvage, then SG ends destroyed), D two (research begun, then cargo loaded), E two (transfers, then the treasury orders), G and I two (combat, then SG ends captured), H two (exploration, then transfers), J two (devastation, then TFCs and PCBs). */
export const STEP_FUNCTIONS: readonly { step: TurnStep; run: TurnStepFn }[] = [
  { step: 'A', run: productionStep },
  { step: 'B', run: pillageStep },
  { step: 'B', run: gateDestructionStep },
  { step: 'C', run: constructionStep },
  { step: 'D', run: researchStartStep },
  { step: 'D', run: cargoStep },
  { step: 'E', run: transfersStep },
  { step: 'E', run: treasuryOrdersStep },
  { step: 'F', run: movementStep },
  { step: 'F', run: derelictCaptureStep },
  { step: 'G', run: contactStep },
  { step: 'G', run: gateCaptureAfterSpace },
  { step: 'H', run: explorationStep },
  { step: 'H', run: diplomacyStep },
  { step: 'I', run: surfaceStep },
  { step: 'I', run: gateCaptureAfterSurface },
  { step: 'J', run: devastationStep },
  { step: 'J', run: constructsStep },
  { step: 'K', run: establishStep },
  { step: 'L', run: researchFinishStep },
  { step: 'end', run: financeStep },
  { step: 'end', run: territoryStep },
  { step: 'end', run: derelictStep },
  { step: 'end', run: eliminationStep },
  { step: 'end', run: gateNoticeStep },
  { step: 'end', run: messagesStep },
];

export interface RunTurnInput {
  world: TurnWorld;
  orders: readonly EmpireOrders[];
  decisions?: TurnDecisions;
  /** The game's seed; the turn's dice stream is derived from it and the turn number. */
  seed: string;
  settings?: Record<string, unknown>;
  /** What the GM is told about the orders before the run (NOVA: 6.3 missed turns carried over, missed-turn-carry.ts). */
  orderWarnings?: readonly TurnWarning[];
}

/** A numbered event of the run. */
export type NumberedEvent = TurnEvent & { seq: number };

export interface StepReport {
  step: TurnStep;
  events: NumberedEvent[];
  rolls: TurnRoll[];
  warnings: TurnWarning[];
}

export interface TurnRun {
  turn: number;
  /** The seed string the turn's dice came from. */
  diceSeed: string;
  start: TurnWorld;
  world: TurnWorld;
  steps: StepReport[];
  events: NumberedEvent[];
  rolls: TurnRoll[];
  /** Every battle found, with or without a result. */
  battles: QueuedBattle[];
  /** Battles that still need a result: the run stopped after `stoppedAt`. */
  pending: QueuedBattle[];
  warnings: TurnWarning[];
  /** The step after which the run stopped for missing battle results; null when the turn ran to the end. */
  stoppedAt: TurnStep | null;
  rng: RngState;
  /** Every unit's name seen during the run, by id, including units built and lost this turn (for reports). */
  unitNames: Record<string, string>;
}

/** The dice seed of turn `n` of a game seeded `seed`. */
export function turnSeed(seed: string, turn: number): string {
  return `${seed}/turn/${turn}`;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The world with every collection in one canonical order (by id), so that the steps, which
 * walk the rows in order, draw the same dice whatever order the caller read the records in
 * (the app's database, an archive, a test).
 */
export function canonicalWorld(world: TurnWorld): TurnWorld {
  return {
    ...world,
    empires: [...world.empires].sort(byId),
    systems: [...world.systems].sort(byId),
    warpLines: [...world.warpLines].sort(byId),
    units: [...world.units].sort(byId),
    designs: [...world.designs].sort(byId),
    knowledge: [...world.knowledge].sort(byId),
  };
}

/** What a caller may watch of a run: each step's output as it comes (tests freeze it, to prove no later step changes what an earlier one reported). */
export interface RunTurnHooks {
  afterStep?(step: TurnStep, out: StepOutput): void;
}

export function runTurn(input: RunTurnInput, hooks: RunTurnHooks = {}): TurnRun {
  const decisions = input.decisions ?? {};
  const settings = input.settings ?? {};
  const diceSeed = turnSeed(input.seed, input.world.turn);
  let rng = seedRng(diceSeed);
  const start = canonicalWorld(input.world);
  // The turn's working copy: made once, changed in place by every step (StepInput.owned); `start` stays as it was.
  let world = cloneWorld(start);
  const steps: StepReport[] = [];
  const events: NumberedEvent[] = [];
  const rolls: TurnRoll[] = [];
  const battles: QueuedBattle[] = [];
  const warnings: TurnWarning[] = [];
  let stoppedAt: TurnStep | null = null;
  const unitNames: Record<string, string> = {};
  const nameUnits = (w: TurnWorld) => {
    for (const u of w.units) unitNames[u.id] = u.name;
  };
  nameUnits(world);

  const record = (step: TurnStep, out: Pick<StepOutput, 'events' | 'rolls' | 'warnings'>) => {
    let report = steps.find((s) => s.step === step);
    if (!report) {
      report = { step, events: [], rolls: [], warnings: [] };
      steps.push(report);
    }
    for (const e of out.events) {
      const numbered = { ...e, seq: events.length } as NumberedEvent;
      events.push(numbered);
      report.events.push(numbered);
    }
    report.rolls.push(...out.rolls);
    rolls.push(...out.rolls);
    report.warnings.push(...(out.warnings ?? []));
    warnings.push(...(out.warnings ?? []));
  };

  // NOVA: 8.2: an empire eliminated on an earlier turn plays no more; each line of its sheet is reported, not carried out.
  const setAside = setAsideEliminated(world, input.orders);
  const runOrders = setAside.orders;
  // Before anything runs: what the GM should know about the orders (NOVA: 6.3 missed turns).
  warnings.push(...(input.orderWarnings ?? []));
  for (const empire of world.empires) {
    const orders = runOrders.find((o) => o.empireId === empire.id);
    if (!orders || orders.missing) warnings.push({ step: 'A', code: 'NO-ORDERS', message: `${empire.name} sent no orders: its units keep their default orders (NOVA 6.3; enter a missed-turn sheet in the Orders screen to carry last turn's general orders over)`, empireId: empire.id });
  }

  // Battles found by the functions of the current step (a step's last function need not be the one that queues them).
  let stepBattles: QueuedBattle[] = [];
  for (let i = 0; i < STEP_FUNCTIONS.length; i++) {
    const { step, run } = STEP_FUNCTIONS[i] as { step: TurnStep; run: TurnStepFn };
    if (STEP_FUNCTIONS[i - 1]?.step !== step) stepBattles = [];
    const stepInput: StepInput = { world, orders: runOrders, decisions, rng, settings, owned: true, start };
    const treasuriesBefore = heldTreasuries(world);
    const holdersBefore = systemHolders(world);
    const out = run(stepInput);
    hooks.afterStep?.(step, out);
    world = out.world;
    rng = out.rng;
    nameUnits(world);
    battles.push(...(out.battles ?? []));
    if (i === 0) record(step, { events: setAside.events, rolls: [], warnings: setAside.warnings });
    stepBattles.push(...(out.battles ?? []));
    record(step, out);
    // NOVA: 4.1: stockpiled MCr are captured along with planets, or destroyed with them (treasury.ts).
    record(step, { events: treasuriesAfterStep(world, treasuriesBefore, step, turnSettingsOf(settings).treasuryOnCapture), rolls: [] });
    // NOVA: 4.2, 4.7: unfinished ships, ICs, PCBs, TFCs and SG ends are captured with their system (captured-units.ts).
    record(step, { events: unitsCapturedAfterStep(world, holdersBefore, step), rolls: [] });
    // NOVA: 4.7: a captured system is abandoned the instant its last army leaves.
    record(step, { events: abandonCaptured(world, step), rolls: [] });
    const lastOfStep = STEP_FUNCTIONS[i + 1]?.step !== step;
    if (lastOfStep) {
      const ruled = applyRulings(world, decisions, step);
      world = ruled.world;
      record(step, { events: ruled.events, rolls: [] });
      const open = stepBattles.filter((b) => !decisions.battles?.[b.id]);
      if (open.length > 0) {
        stoppedAt = step;
        break;
      }
    }
  }

  const pending = battles.filter((b) => !decisions.battles?.[b.id]);
  return { turn: start.turn, diceSeed, start, world, steps, events, rolls, battles, pending, warnings, stoppedAt, rng, unitNames };
}
