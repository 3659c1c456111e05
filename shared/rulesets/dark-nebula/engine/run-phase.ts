/**
 * The phase-by-phase engine: (world, orders, decisions, rngState) → { world, events, rngState,
 * pending }. It runs the step at world.cursor on a private copy of the world and advances the
 * cursor. In an interactive run, a decision the caller did not give and no standing instruction
 * covers is returned as pending and the world comes back unchanged (complete: false); give the
 * decision and run the same phase again — the same dice replay up to that point.
 */
import type { RngState } from '../../../rng';
import { DiceSource, type DieEvent, type DieOverride, type DrawEvent } from '../dice';
import type { Side, World } from '../model';
import { SIDES } from '../model';
import { checkSheet } from '../orders/check';
import { compileInstructions, type CombatInstructions } from '../orders/instructions';
import { parseSheet } from '../orders/parse';
import { KEPT_CODE, type Order, type OrderRow, type SheetKind } from '../orders/types';
import { classOf } from '../state/queries';
import { updateKnowledge } from '../view/knowledge';
import { runCombatPhase, type CombatKind } from './combat-phase';
import { changeRu, emit, makeCtx, type Ctx, type DnEvent } from './context';
import type { DecisionTaken, PendingDecision } from './decisions';
import { income, maintenance, placeArrivals, production } from './economy';
import { endGameTurnClocks, endPlayerTurnClocks, snapshotHoldings, solomaniMayTruce, truceNow } from './end-turn';
import { checkExplorations, checkReturns } from './exploration';
import { dismiss, hireUnits, payMercenaries } from './independents';
import { runMovement } from './movement';
import { applyOwnership } from './ownership-hooks';
import { nextCursor, phaseKey, phasePlayer } from './sequence';
import { turn0Deploy } from './setup';
import { discardReplacements, imperialPolitics, queueReplacements, type GmPolitics } from './vilani';
import { applyGmEdits, type GmEdit } from './gm-edits';

/** A player's sheets for one game turn, as text or as parsed rows. */
export type SideOrders = Partial<Record<SheetKind, string | readonly OrderRow[]>>;

/** GM inputs for a phase: politics modifiers (A28), RU overrides and other overrides, each with a note. */
export interface GmInput extends GmPolitics {
  readonly ruAdjust?: readonly { side: Side; amount: number; note: string }[];
  /** Overrides applied at the start of the phase, in order (engine/gm-edits.ts). */
  readonly edits?: readonly GmEdit[];
}

export interface PhaseInput {
  readonly orders?: Partial<Record<Side, SideOrders>>;
  readonly decisions?: Readonly<Record<string, unknown>>;
  readonly gm?: GmInput;
  readonly forced?: readonly number[];
  readonly interactive?: boolean;
  /** The GM's overrides of this phase's rolls, by roll sequence number within the phase. */
  readonly dieOverrides?: ReadonlyMap<number, DieOverride>;
}

export interface PhaseResult {
  readonly world: World;
  readonly events: DnEvent[];
  readonly rngState: RngState;
  readonly pending: PendingDecision[];
  readonly complete: boolean;
  readonly decisions: DecisionTaken[];
  readonly dice: DieEvent[];
  readonly draws: DrawEvent[];
  readonly forcedLeft: readonly number[];
}

/** A deep copy of the world's mutable parts (the map and class catalog are shared, read-only). */
export function cloneWorld(world: World): World {
  const { map, classes, ...rest } = world;
  return { ...structuredClone(rest), map, classes };
}

/** The rows of one sheet, checked against the world as it stands now. */
export function sheetRows(world: World, side: Side, sheet: SheetKind, value: string | readonly OrderRow[] | undefined): OrderRow[] {
  if (value === undefined) return [];
  const rows = typeof value === 'string' ? parseSheet(value, sheet) : [...value];
  // What the text itself says stays (unreadable, wrong sheet, kept as written by the GM); the rules are checked again now.
  const fresh = rows.map((r) => ({ ...r, problems: r.problems.filter((p) => p.code === 'DN-SYNTAX' || p.code === 'DN-SHEET' || p.code === KEPT_CODE) }));
  return checkSheet(world, side, sheet, fresh);
}

function instructionsFor(world: World, orders: PhaseInput['orders']): Record<Side, CombatInstructions> {
  const out = {} as Record<Side, CombatInstructions>;
  for (const side of SIDES) out[side] = compileInstructions(sheetRows(world, side, 'combat', orders?.[side]?.combat));
  return out;
}

function reportProblems(ctx: Ctx, side: Side, rows: readonly OrderRow[]): void {
  for (const r of rows)
    for (const p of r.problems)
      emit(ctx, { kind: 'order-error', side, text: `${r.sheet} line ${r.line} "${r.text}": ${p.message} (${p.rule})`, visibleTo: [side], data: { sheet: r.sheet, line: r.line, code: p.code, rule: p.rule } });
}

const ordersOf = <V extends Order['verb']>(rows: readonly OrderRow[], verb: V) => rows.filter((r) => r.order?.verb === verb && r.problems.length === 0).map((r) => r.order as Extract<Order, { verb: V }>);

/** Steps a–e of the M&P phase (DN §3.0), with hires, dismissals, rebuilds and the Solomani truce. */
function runMp(ctx: Ctx, side: Side, orders: PhaseInput['orders'], gm: GmInput): void {
  const world = ctx.world;
  const rows = sheetRows(world, side, 'mp', orders?.[side]?.mp);
  reportProblems(ctx, side, rows);
  reportProblems(ctx, side, sheetRows(world, side, 'combat', orders?.[side]?.combat));
  const ria = ordersOf(rows, 'RIA')[0];
  if (ria) world.sides[side].riaType = ria.type;
  income(ctx, side);
  maintenance(ctx, side, rows);
  payMercenaries(ctx, side);
  for (const o of ordersOf(rows, 'DISMISS')) for (const id of o.units) {
    const u = world.units.find((x) => x.id === id);
    if (u) dismiss(ctx, u, 'order');
  }
  for (const o of ordersOf(rows, 'HIRE')) hireUnits(ctx, side, o.units);
  for (const o of ordersOf(rows, 'REBUILD')) for (const id of o.units) rebuildAlly(ctx, side, id);
  discardReplacements(ctx, side, rows);
  placeArrivals(ctx, side, rows);
  production(ctx, side, rows);
  if (side === 'human') imperialPolitics(ctx, side, rows, gm);
  if (ordersOf(rows, 'TRUCE').length > 0) {
    if (solomaniMayTruce(ctx, side)) {
      world.sides[side].truceDeclared = true;
      truceNow(ctx, 'the Solomani declare a truce holding Osa, Simsek and Dim/Astek (DN §9.0)');
    } else emit(ctx, { kind: 'order-error', side, text: 'TRUCE refused: the Solomani must control Osa, Simsek and Dim/Astek (DN §9.0)', visibleTo: [side] });
  }
}

/** A32: the employer pays the normal build cost; the unit returns home next turn. */
function rebuildAlly(ctx: Ctx, side: Side, id: string): void {
  const world = ctx.world;
  const u = world.units.find((x) => x.id === id);
  if (!u || u.loc.kind !== 'pending' || u.loc.queue !== 'ally-return') return;
  const code = classOf(world, u).code;
  const own = Object.values(world.classes).find((c) => c.faction === (world.sides[side].variant === 'hierate' || world.sides[side].variant === 'kingdom' ? 'aslan' : world.sides[side].variant) && c.code === code);
  const cost = own?.cost ?? classOf(world, u).cost;
  if (world.sides[side].ru < cost) {
    emit(ctx, { kind: 'order-error', side, unitIds: [id], text: `REBUILD ${id}: ${cost} RU needed (DN §12.0)`, visibleTo: [side] });
    return;
  }
  changeRu(ctx, side, -cost, `rebuild of allied ${id} (ambiguity A32)`);
  u.loc = { ...u.loc, turn: world.turn + 1 };
}

/** Runs the step at world.cursor. */
export function runPhase(world: World, input: PhaseInput, rngState: RngState): PhaseResult {
  const dice = new DiceSource(rngState, input.forced ?? [], 0, input.dieOverrides);
  if (world.over) return { world, events: [], rngState, pending: [], complete: true, decisions: [], dice: [], draws: [], forcedLeft: input.forced ?? [] };
  const w = cloneWorld(world);
  const cursor = w.cursor;
  const ctx = makeCtx(w, dice, input.decisions ?? {}, input.interactive ?? false, phaseKey(cursor));
  const side = phasePlayer(cursor);
  const orders = input.orders;
  for (const adj of input.gm?.ruAdjust ?? []) changeRu(ctx, adj.side, adj.amount, `GM override: ${adj.note}`, { gm: true });
  applyGmEdits(ctx, input.gm?.edits ?? []);
  if (cursor.phase === 'mp' || (cursor.turn === 0 && cursor.phase === 'move2')) {
    for (const u of w.units) delete u.reaction;
    snapshotHoldings(ctx);
    if (cursor.turn === 1 && cursor.player === 'human' && w.settings.revealAt === 'turn-1') {
      for (const s of SIDES) w.sides[s].knowsEnemy = true;
      emit(ctx, { kind: 'reveal', text: `Identities revealed: Aslan ${w.sides.aslan.variant}, human ${w.sides.human.variant} (DN §14.0, ambiguity A48)`, visibleTo: ['aslan', 'human'], data: { aslan: w.sides.aslan.variant, human: w.sides.human.variant, draws: w.sides.aslan.draws } });
    }
  }
  emit(ctx, { kind: 'phase', side, text: `Turn ${cursor.turn}, ${cursor.player} player turn: ${cursor.phase}`, visibleTo: ['aslan', 'human'], data: { ...cursor } });
  const combat = (kind: CombatKind, who: Side) => {
    // Turn 0 has no M&P phase, where a combat sheet's unreadable lines are otherwise reported.
    if (kind === 'turn0') reportProblems(ctx, who, sheetRows(w, who, 'combat', orders?.[who]?.combat));
    const mustAttack = new Set(w.mustAttack ?? []);
    runCombatPhase(ctx, who, kind, instructionsFor(w, orders), mustAttack);
    w.mustAttack = [];
    for (const u of w.units) delete u.stopped;
  };
  const move = (kind: 'move1' | 'move2' | 'reaction' | 'special', who: Side, sheet: SheetKind) => {
    const rows = sheetRows(w, who, sheet, orders?.[who]?.[sheet]);
    // A line that cannot be read (or that the GM kept as written) is reported, never dropped; the others move.
    reportProblems(ctx, who, rows.filter((r) => !r.order));
    const r = runMovement(ctx, who, kind, rows);
    w.mustAttack = [...r.stoppedByIndependents];
  };
  switch (cursor.phase) {
    case 'mp':
      runMp(ctx, side, orders, input.gm ?? {});
      break;
    case 'move1':
      move('move1', side, 'move1');
      break;
    case 'combat1':
      combat('first', side);
      break;
    case 'reaction-move':
      move('reaction', side, 'reaction');
      break;
    case 'reaction-combat':
      combat('reaction', side);
      break;
    case 'move2':
      move(cursor.turn === 0 ? 'special' : 'move2', side, 'move2');
      break;
    case 'combat2':
      combat(cursor.turn === 0 ? 'turn0' : 'second', side);
      break;
    case 'turn0-deploy':
      turn0Deploy(ctx);
      break;
    case 'end-player-turn': {
      const vilani = SIDES.find((s) => w.sides[s].variant === 'vilani');
      if (vilani) queueReplacements(ctx, vilani, sheetRows(w, vilani, 'mp', orders?.[vilani]?.mp));
      endPlayerTurnClocks(ctx, cursor.player);
      for (const u of w.units) delete u.reaction;
      break;
    }
    case 'end-game-turn':
      endGameTurnClocks(ctx);
      break;
  }
  applyOwnership(ctx);
  checkExplorations(ctx);
  checkReturns(ctx);
  for (const u of w.units) {
    delete u.cargoOps;
    delete u.moved;
    delete u.attacked;
    delete u.halted;
  }
  delete w.fuelled;
  w.cursor = nextCursor(cursor);
  w.turn = w.cursor.turn;
  updateKnowledge(w, ctx.events);
  const pending = ctx.decider.pending;
  const complete = pending.length === 0;
  return {
    world: complete ? w : world,
    events: ctx.events,
    rngState: complete ? dice.state : rngState,
    pending,
    complete,
    decisions: ctx.decider.taken,
    dice: dice.log,
    draws: dice.draws,
    forcedLeft: dice.forcedLeft,
  };
}
