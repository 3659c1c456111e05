/**
 * The Ziru Sirka's politics (DN §10.0): imperial interference and the appeal at the end of the
 * Vilani M&P phase (2d6 each), build permits, the suppression-order fleet (off the unit list),
 * the 3-ship grant, and the replacement queue filled at the end of each player turn.
 */
import type { Side, Unit, UnitCode } from '../model';
import { classIdFor, poolLimit } from '../data/force-pools';
import type { Order, OrderRow } from '../orders/types';
import { capitalOf, classOf } from '../state/queries';
import { APPEAL_NAMES, INTERFERENCE_NAMES, appealResult, civilWarRow, interferenceResult, suppressionFleet } from '../tables/imperial';
import { changeRu, emit, rollEvent, type Ctx } from './context';
import { asStringList } from './decisions';
import { inPlay } from './economy';
import { byId, newUnitId } from './units';

/** GM inputs for the politics rolls (A28: the modifiers the source never defines). */
export interface GmPolitics {
  readonly interferenceDm?: number;
  readonly appealDm?: number;
}

function arriveNextTurn(ctx: Ctx, side: Side, code: UnitCode, extra: Partial<Unit>): Unit | null {
  const world = ctx.world;
  const state = world.sides[side];
  const classId = classIdFor(state.variant, code, state.draws, world.settings) ?? `vilani.${code}`;
  if (!world.classes[classId]) return null;
  const capital = capitalOf(world, side);
  const unit: Unit = { id: newUnitId(world, side), classId, owner: side, loc: { kind: 'pending', turn: world.turn + 1, queue: 'production', want: capital ? { systemId: capital.system.id } : undefined }, ...extra };
  world.units.push(unit);
  return unit;
}

/** (e) Imperial interference, then the optional appeal (DN §10.0 帝国干渉とアピール). */
export function imperialPolitics(ctx: Ctx, side: Side, rows: readonly OrderRow[], gm: GmPolitics = {}): void {
  const world = ctx.world;
  const state = world.sides[side];
  if (state.variant !== 'vilani') return;
  const interference = rollEvent(ctx, { purpose: 'imperial interference', die: '2d6', modifiers: gm.interferenceDm ? [{ label: 'GM', value: gm.interferenceDm }] : [], text: 'Imperial interference', kind: 'interference-roll', side, visibleTo: [side] });
  const result = interferenceResult(interference.result);
  emit(ctx, { kind: 'interference', side, text: `Imperial interference: ${INTERFERENCE_NAMES[result]}`, visibleTo: [side], data: { result } });
  if (result === 'suppression-order') {
    const die = rollEvent(ctx, { purpose: 'suppression order', text: 'Suppression order: dispatched fleet', kind: 'suppression-roll', side, visibleTo: [side] });
    const fleet = suppressionFleet(die.result);
    const ids: string[] = [];
    for (const { code, count } of fleet) for (let i = 0; i < count; i++) ids.push(arriveNextTurn(ctx, side, code, { dispatched: true })?.id ?? '?');
    emit(ctx, { kind: 'dispatched-fleet', side, unitIds: ids, text: `Dispatched fleet ${fleet.map((f) => `${f.count} ${f.code}`).join(' + ')} (off the unit list) arrives next turn`, visibleTo: [side] });
  } else if (result === 'civil-war') {
    const roll = rollEvent(ctx, { purpose: 'civil war', die: '2d6', text: 'Civil war table', kind: 'civil-war-roll', side, visibleTo: [side] });
    const [rebels, government] = civilWarRow(roll.result);
    emit(ctx, { kind: 'gm-ruling', side, text: `Civil war: the table reads rebels "${rebels}", government "${government}"; the layout was lost, the GM rules (ambiguity A29)`, visibleTo: [side], data: { rebels, government } });
  } else if (result !== 'none') {
    emit(ctx, { kind: 'gm-ruling', side, text: `${INTERFERENCE_NAMES[result]}: effect not given by the source; the GM adjudicates (ambiguity A28)`, visibleTo: [side], data: { result } });
  }
  const appeal = rows.some((r) => r.order?.verb === 'APPEAL' && r.problems.length === 0);
  if (!appeal) return;
  const dm = state.appealDm + (gm.appealDm ?? 0);
  state.appealDm = 0;
  const die = rollEvent(ctx, { purpose: 'appeal', die: '2d6', modifiers: dm ? [{ label: 'appeal DM', value: dm }] : [], text: 'Appeal to the Solomani-Vegan sector government', kind: 'appeal-roll', side, visibleTo: [side] });
  const a = appealResult(die.result);
  emit(ctx, { kind: 'appeal', side, text: `Appeal: ${APPEAL_NAMES[a]}`, visibleTo: [side], data: { result: a } });
  switch (a) {
    case 'dm-2':
      if (world.settings.appealMinus2 === 'next-appeal') state.appealDm = -2;
      break;
    case 'special-budget-10':
      changeRu(ctx, side, 10, 'appeal: 10 RU special budget');
      break;
    case 'budget-2':
    case 'budget-4': {
      const amount = a === 'budget-2' ? 2 : 4;
      if (world.settings.budgetOneOff) changeRu(ctx, side, amount, `appeal: +${amount} RU budget`);
      else state.budgetBonus += amount;
      break;
    }
    case 'permit-B1':
    case 'permit-B2': {
      const code = a === 'permit-B1' ? 'B1' : 'B2';
      if (!state.permits.includes(code)) state.permits.push(code);
      break;
    }
    case 'rush-permit':
      if (world.settings.rushPermit === 'one-capital-one-turn') state.permits.push('RUSH');
      else emit(ctx, { kind: 'gm-ruling', side, text: 'Rush-construction permit: GM event (ambiguity A28)', visibleTo: [side] });
      break;
    case 'grant-3-ships':
      grantShips(ctx, side, rows);
      break;
    case 'frontier-reinforcements':
      emit(ctx, { kind: 'gm-ruling', side, text: 'Frontier reinforcements: effect not given by the source; the GM adjudicates (ambiguity A28)', visibleTo: [side] });
      break;
    default:
      break;
  }
}

/** Appeal 14: any 3 ship units, within the unit list (standing GRANT line, else the 3 costliest available). */
function grantShips(ctx: Ctx, side: Side, rows: readonly OrderRow[]): void {
  const world = ctx.world;
  const state = world.sides[side];
  const codes: UnitCode[] = ['TR', 'AO', 'MS', 'F', 'SC', 'DD', 'CL', 'CS', 'CR', 'CA', 'B1', 'B2', 'BB'];
  const available = codes.filter((c) => {
    const id = classIdFor(state.variant, c, state.draws, world.settings);
    return id && inPlay(ctx, side, id) < poolLimit(state.variant, c, state.draws, world.settings);
  });
  const byCost = [...available].sort((x, y) => (world.classes[`vilani.${y}`]?.cost ?? 0) - (world.classes[`vilani.${x}`]?.cost ?? 0));
  const fallback: UnitCode[] = [];
  for (const c of byCost) {
    const id = classIdFor(state.variant, c, state.draws, world.settings) as string;
    const room = poolLimit(state.variant, c, state.draws, world.settings) - inPlay(ctx, side, id);
    for (let i = 0; i < room && fallback.length < 3; i++) fallback.push(c);
  }
  const given = rows.find((r) => r.order?.verb === 'GRANT' && r.problems.length === 0)?.order as Extract<Order, { verb: 'GRANT' }> | undefined;
  const chosen = ctx.decider.decide({ key: `${ctx.phase}/grant`, kind: 'grant', decider: side, prompt: 'Appeal: choose any 3 ship units', options: available }, given ? [...given.codes] : undefined, fallback, (v) => {
    const list = asStringList(v);
    return list && list.length <= 3 && list.every((c) => available.includes(c as UnitCode)) ? (list as UnitCode[]) : null;
  });
  const ids = chosen.map((c) => arriveNextTurn(ctx, side, c, {})?.id).filter((x): x is string => !!x);
  emit(ctx, { kind: 'grant', side, unitIds: ids, text: `Granted ${chosen.join(', ')}: arriving next turn`, visibleTo: [side] });
}

/**
 * End of each player turn: every Imperial ship destroyed during it goes on the chart as a
 * replacement, one arriving per later turn; the player orders them when queuing (standing QUEUE
 * line, else costliest first), later losses join the end, and the order never changes.
 */
export function queueReplacements(ctx: Ctx, side: Side, rows: readonly OrderRow[]): void {
  const world = ctx.world;
  const state = world.sides[side];
  const lost = (world.graveyard ?? []).filter((u) => u.owner === side && (world.lostThisPlayerTurn ?? []).includes(u.id));
  if (state.variant !== 'vilani' || lost.length === 0) return;
  const priority = rows.filter((r) => r.order?.verb === 'QUEUE' && r.problems.length === 0).flatMap((r) => (r.order as Extract<Order, { verb: 'QUEUE' }>).units);
  const standing = priority.length > 0 ? [...lost].sort((a, b) => rank(priority, a) - rank(priority, b) || byId(a, b)).map((u) => u.id) : undefined;
  const fallback = [...lost].sort((a, b) => classOf(world, b).cost - classOf(world, a).cost || byId(a, b)).map((u) => u.id);
  const order = ctx.decider.decide({ key: `${ctx.phase}/replacement-order`, kind: 'replacement-order', decider: side, prompt: 'Order of the replacements (fixed once queued)', options: fallback }, standing, fallback, (v) => {
    const list = asStringList(v);
    return list && list.length === fallback.length && fallback.every((id) => list.includes(id)) ? list : null;
  });
  for (const id of order) {
    const dead = lost.find((u) => u.id === id) as Unit;
    const replacement: Unit = { id: newUnitId(world, side), classId: dead.classId, owner: side, loc: { kind: 'pending', turn: world.turn + 1, queue: 'replacement' }, replacement: true };
    world.units.push(replacement);
    state.replacementQueue.push(replacement.id);
  }
  retimeQueue(ctx, side);
  emit(ctx, { kind: 'replacements-queued', side, text: `Replacements queued: ${order.map((id) => classOf(world, lost.find((u) => u.id === id) as Unit).code).join(', ')}`, visibleTo: [side] });
  world.lostThisPlayerTurn = [];
  world.graveyard = [];
}

function rank(priority: readonly string[], u: Unit): number {
  const i = priority.indexOf(u.id);
  return i < 0 ? priority.length : i;
}

/** DISCARD lines: queued replacements dropped, later ones move up (DN §10.0). */
export function discardReplacements(ctx: Ctx, side: Side, rows: readonly OrderRow[]): void {
  const world = ctx.world;
  const state = world.sides[side];
  for (const r of rows) {
    if (r.order?.verb !== 'DISCARD' || r.problems.length > 0) continue;
    for (const id of r.order.units) {
      if (!state.replacementQueue.includes(id)) {
        emit(ctx, { kind: 'order-error', side, text: `line ${r.line}: ${id} is not a queued replacement (DN §10.0)`, visibleTo: [side] });
        continue;
      }
      state.replacementQueue = state.replacementQueue.filter((x) => x !== id);
      world.units = world.units.filter((u) => u.id !== id);
      emit(ctx, { kind: 'replacement-discarded', side, unitIds: [id], text: `Replacement ${id} discarded`, visibleTo: [side] });
    }
  }
  retimeQueue(ctx, side);
}

/** The turn each queued replacement is due: one a game turn (A40) after those ahead of it. */
export function retimeQueue(ctx: Ctx, side: Side): void {
  const world = ctx.world;
  const per = world.settings.replacementsPerTurn;
  world.sides[side].replacementQueue.forEach((id, i) => {
    const u = world.units.find((x) => x.id === id);
    if (u && u.loc.kind === 'pending') u.loc = { ...u.loc, turn: world.turn + 1 + Math.floor(i / per) };
  });
}
