/**
 * One round of Star Sectors as a pure function: (battle, orders, dice) → { battle, log, dice }.
 * Star Sectors III: each ship's turn is its tactical phase, then its engineering phase.
 */
import type { RngState } from '../../rng';
import { battleSchema, shieldsLeft, type Battle, type ShipState } from './battle';
import { fire, ram, selfDestruct } from './combat';
import { RoundContext } from './context';
import { automaticRepairs, chooseCrew, decloak, dilithium, dockTarget, engineeringOrder, layMine, transfer, trilithium } from './engineering';
import { RoundLog, type DiceSource, type LogEntry } from './log';
import { move, warp } from './movement';
import { isEngineering, parseOrders, type OrderLine, type OrderProblem } from './orders';

export interface RoundInput {
  /** Each side's typed orders, by side id. */
  orders: Readonly<Record<string, string>>;
  /** The GM's choice of who goes first, overriding the initiative roll. */
  firstSideId?: string | null;
}

export interface RoundResult {
  battle: Battle;
  log: LogEntry[];
  dice: DiceSource;
  /** Lines that could not be read, by side. They are also in the log. */
  problems: Record<string, OrderProblem[]>;
}

function clone(battle: Battle): Battle {
  return battleSchema.parse(JSON.parse(JSON.stringify(battle)));
}

/** The order in which ships take their turns (III; setting `sequence`). */
export function turnSequence(battle: Battle, firstSideId: string, ordersBySide: ReadonlyMap<string, OrderLine[]>): ShipState[] {
  const start = Math.max(0, battle.sides.findIndex((s) => s.id === firstSideId));
  const sides = [...battle.sides.slice(start), ...battle.sides.slice(0, start)];
  const queues = sides.map((side) => {
    const listed = [...new Set((ordersBySide.get(side.id) ?? []).map((l) => l.shipId))];
    const own = battle.ships.filter((s) => s.sideId === side.id);
    return [...listed.map((id) => own.find((s) => s.id === id)).filter((s): s is ShipState => s !== undefined), ...own.filter((s) => !listed.includes(s.id))];
  });
  if (battle.settings.sequence === 'side-by-side') return queues.flat();
  const out: ShipState[] = [];
  for (let i = 0; queues.some((q) => i < q.length); i++) for (const q of queues) if (i < q.length) out.push(q[i] as ShipState);
  return out;
}

/** Star Sectors III "To Start": each player rolls one d12; the winner goes first. Ties roll again. */
function rollInitiative(battle: Battle, log: RoundLog): string {
  let contenders = battle.sides.map((s) => s.id);
  for (let attempt = 1; attempt <= 50; attempt++) {
    const rolls = contenders.map((id) => ({ id, value: log.rollPlain(`Initiative: ${battle.sides.find((s) => s.id === id)?.name ?? id}`, { sideId: id }) }));
    const best = Math.max(...rolls.map((r) => r.value));
    contenders = rolls.filter((r) => r.value === best).map((r) => r.id);
    if (contenders.length === 1) break;
    log.add('initiative', `Tie at ${best}: ${contenders.length} sides roll again`);
  }
  return contenders[0] as string;
}

/**
 * Resolves the next round. Pure: the input battle is not changed; the same battle, orders and
 * dice give the same result. Unreadable order lines are returned and logged, never dropped.
 */
export function resolveRound(input: Battle, round: RoundInput, dice: DiceSource | RngState): RoundResult {
  const battle = clone(input);
  const log = new RoundLog('forced' in dice ? dice : { state: dice, forced: [] });
  const ctx = new RoundContext(battle, log);
  log.add('round', `Round ${ctx.round}`);

  const problems: Record<string, OrderProblem[]> = {};
  const ordersBySide = new Map<string, OrderLine[]>();
  for (const side of battle.sides) {
    const parsed = parseOrders(round.orders[side.id] ?? '', battle, side.id);
    ordersBySide.set(side.id, parsed.lines);
    problems[side.id] = parsed.problems;
    for (const p of parsed.problems) log.add('refused', `${side.name}, line ${p.line}: ${p.code}: ${p.message} — "${p.text.trim()}"`, { line: p.line, sideId: side.id });
  }
  for (const id of Object.keys(round.orders)) if (!battle.sides.some((s) => s.id === id)) log.add('refused', `Orders for an unknown side "${id}" were not used`);

  let first = round.firstSideId && battle.sides.some((s) => s.id === round.firstSideId) ? round.firstSideId : battle.firstSideId;
  if (round.firstSideId && first === round.firstSideId) log.add('initiative', `The GM sets ${battle.sides.find((s) => s.id === first)?.name} to go first`);
  if (!first || !battle.sides.some((s) => s.id === first)) {
    first = rollInitiative(battle, log);
    log.add('initiative', `${battle.sides.find((s) => s.id === first)?.name} wins the initiative and goes first`, { sideId: first });
  }
  battle.firstSideId = first;

  for (const ship of turnSequence(battle, first, ordersBySide)) {
    const lines = (ordersBySide.get(ship.sideId) ?? []).filter((l) => l.shipId === ship.id);
    if (ship.destroyed) {
      for (const l of lines) log.add('refused', `${ship.card.name} is destroyed: "${l.text.trim()}" is not carried out`, { shipId: ship.id, line: l.line, sideId: ship.sideId });
      continue;
    }
    // III: the tactical phase always occurs before the engineering phase.
    const ordered = [...lines.filter((l) => !isEngineering(l.order)), ...lines.filter((l) => isEngineering(l.order))];
    for (const l of ordered) {
      if (ship.destroyed) {
        log.add('refused', `${ship.card.name} is destroyed: "${l.text.trim()}" is not carried out`, { shipId: ship.id, line: l.line, sideId: ship.sideId });
        continue;
      }
      const at = { line: l.line };
      const o = l.order;
      switch (o.verb) {
        case 'crew':
          chooseCrew(ctx, ship, o.option, at);
          break;
        case 'move':
          move(ctx, ship, o.steps, at);
          break;
        case 'warp':
          warp(ctx, ship, o.distance, o.reverse, at);
          break;
        case 'decloak':
          decloak(ctx, ship, at);
          break;
        case 'fire':
          fire(ctx, ship, o.target, o.banks, o.normal, at);
          break;
        case 'ram':
          ram(ctx, ship, o.target, at);
          break;
        case 'selfdestruct':
          selfDestruct(ctx, ship, at);
          break;
        case 'lay-mine':
          layMine(ctx, ship, at);
          break;
        case 'transfer':
          transfer(ctx, ship, o.boost, at);
          break;
        case 'dilithium':
          dilithium(ctx, ship, o.use, at);
          break;
        case 'trilithium':
          trilithium(ctx, ship, o.use, o.bank, at);
          break;
        default:
          engineeringOrder(ctx, ship, o, at);
      }
    }
    automaticRepairs(ctx, ship);
  }

  // Docking is judged at the end of the round: a ship that did not move keeps its docking time.
  for (const ship of battle.ships) {
    if (ship.destroyed) {
      ship.dockedAt = null;
      ship.dockedRound = null;
      continue;
    }
    const target = dockTarget(ctx, ship);
    if (ctx.turnOf(ship).moved || target !== ship.dockedAt) {
      ship.dockedAt = target;
      ship.dockedRound = target ? ctx.round : null;
    }
  }
  battle.round = ctx.round;
  const standing = battle.sides.map((side) => {
    const live = battle.ships.filter((s) => s.sideId === side.id && !s.destroyed);
    return `${side.name}: ${live.length} ship${live.length === 1 ? '' : 's'} (${live.map((s) => `${s.card.name} SS ${shieldsLeft(s)}`).join(', ') || 'none'})`;
  });
  log.add('round', `End of round ${ctx.round}. ${standing.join('; ')}`);
  return { battle, log: log.entries, dice: log.diceState, problems };
}
