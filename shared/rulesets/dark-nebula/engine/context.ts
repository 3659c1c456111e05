/**
 * The context one engine run works in: a private copy of the world, the dice source, the event
 * log and the decider. Steps mutate the copy; the caller only ever sees the result.
 */
import type { DiceSource, DieEvent, DieModifier, DieKind, DrawEvent } from '../dice';
import type { Owner, Side, World } from '../model';
import { Decider } from './decisions';

/** One entry of a turn's log (STYLE 3): typed kind, who may read it, the GM's text. */
export interface DnEvent {
  readonly seq: number;
  readonly turn: number;
  /** Phase key, e.g. "t3.human.combat1". */
  readonly phase: string;
  readonly kind: string;
  readonly side?: Owner;
  readonly systemId?: string;
  readonly boxId?: string;
  readonly unitIds?: readonly string[];
  /** A battle or action this event belongs to (combat logs in reports). */
  readonly battleId?: string;
  /** The GM's full text. Player texts are rendered from the data through the player's view. */
  readonly text: string;
  readonly die?: DieEvent;
  /** Picks from face-down pools made since the event before (the draw this event reports). */
  readonly draws?: readonly DrawEvent[];
  readonly data?: Readonly<Record<string, unknown>>;
  /** Players who may read the event; the GM reads all. */
  readonly visibleTo: readonly Side[];
}

export interface Ctx {
  world: World;
  readonly dice: DiceSource;
  readonly events: DnEvent[];
  readonly decider: Decider;
  phase: string;
  /** Face-down draws already attached to an event. */
  drawsLogged: number;
}

export function makeCtx(world: World, dice: DiceSource, decisions: Readonly<Record<string, unknown>>, interactive: boolean, phase: string): Ctx {
  return { world, dice, events: [], decider: new Decider(decisions, interactive), phase, drawsLogged: 0 };
}

export interface EmitSpec {
  kind: string;
  text: string;
  visibleTo: readonly Side[];
  side?: Owner;
  systemId?: string;
  boxId?: string;
  unitIds?: readonly string[];
  battleId?: string;
  die?: DieEvent;
  data?: Record<string, unknown>;
}

export const BOTH: readonly Side[] = ['aslan', 'human'];

/** Appends an event and returns it. */
export function emit(ctx: Ctx, spec: EmitSpec): DnEvent {
  // Every pick from a face-down pool is logged with the event that reports it (STYLE 4: every die is an event).
  const draws = ctx.dice.draws.slice(ctx.drawsLogged);
  ctx.drawsLogged = ctx.dice.draws.length;
  const event: DnEvent = { seq: ctx.events.length, turn: ctx.world.turn, phase: ctx.phase, ...spec, ...(draws.length > 0 ? { draws } : {}) };
  ctx.events.push(event);
  return event;
}

/** Rolls a die and logs it as an event in one step. */
export function rollEvent(ctx: Ctx, spec: Omit<EmitSpec, 'die' | 'kind'> & { purpose: string; kind?: string; die?: DieKind; modifiers?: readonly DieModifier[] }): DieEvent {
  const die = ctx.dice.roll(spec.purpose, spec.die ?? 'd6', spec.modifiers ?? []);
  const { purpose: _p, die: _d, modifiers: _m, kind, ...rest } = spec;
  emit(ctx, { ...rest, kind: kind ?? 'die', die, text: `${spec.text} [${die.purpose}: ${die.raw.join('+')}${die.modifiers.map((m) => ` ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label}`).join('')} = ${die.result}${die.forced ? ', forced' : ''}${die.override ? `, GM override of ${die.override.rolled.join('+')}: ${die.override.note}` : ''}]` });
  return die;
}

/** RU change with a ledger event (the balance never goes below 0 unless A38 allows). */
export function changeRu(ctx: Ctx, side: Side, amount: number, reason: string, data: Record<string, unknown> = {}): number {
  const state = ctx.world.sides[side];
  let applied = amount;
  if (!ctx.world.settings.ruMayGoNegative && state.ru + amount < 0) applied = -state.ru;
  state.ru += applied;
  emit(ctx, { kind: 'ru', side, text: `${side}: ${applied >= 0 ? '+' : ''}${applied} RU, ${reason} (balance ${state.ru})`, visibleTo: [side], data: { ...data, amount: applied, asked: amount, balance: state.ru, reason } });
  return applied;
}
