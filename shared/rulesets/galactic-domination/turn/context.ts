/**
 * The working state of one run of a turn: a private copy of the world, the dice, the events and the
 * decisions taken or waiting. Steps mutate the copy; runTurn hands back the result. Nothing here is
 * stored with the records (scratch data stays here).
 */
import type { RngState } from '../../../rng';
import { DiceSource } from '../dice';
import { fleetSpeed as slowest } from '../rules/movement-chart';
import { playOrder } from '../rules/play-order';
import { UNIT_TYPES } from '../rules/units';
import { emptyOrders, type PlayerOrders } from '../orders/model';
import { mapIndex, type MapIndex, type Position } from '../map/geometry';
import { cloneWorld, type Fleet, type Hex, type Planet, type Player, type Unit, type World } from '../world/world';
import type { BattleReport, DecisionKind, GdEvent, PendingDecision, PhaseId, RunOptions, TurnInputs } from './model';

/** A decision asked of someone: the engine takes an answer, a standing order, the default, or waits. */
export interface Ask {
  readonly id: string;
  readonly kind: DecisionKind;
  readonly by: string;
  readonly prompt: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
  readonly defaultChoice: string;
  readonly rule: string;
  /** The player's standing order for it, if any (mail mode and live mode both honour it). */
  readonly standing?: string | null;
}

export class TurnContext {
  world: World;
  readonly turn: number;
  readonly dice: DiceSource;
  readonly events: GdEvent[] = [];
  readonly pending: PendingDecision[] = [];
  readonly battles: BattleReport[] = [];
  /** The battle the run stopped in, if any (live mode). */
  openBattle: BattleReport | null = null;
  readonly inputs: TurnInputs;
  readonly options: RunOptions;
  phase: PhaseId = 'AA';
  segment: number | null = null;
  /** Movement segments this turn (GD §11.5). */
  segments = 3;
  stopped: string | null = null;
  battleCount = 0;
  /** Fleets whose remaining moves are cancelled this turn (illegal move: stop at the last legal hex, §5.5). */
  readonly cancelled = new Set<string>();
  /** BBs that fought a round this turn (they may not attack MIs from orbit, GD §11.6.4). */
  readonly fought = new Set<string>();
  /** Fleets that moved this segment: where from, where to, by which edge. */
  moved = new Map<string, { from: Position; to: Position; direction: number | null }>();
  /** Hexes players saw something happen in since the last knowledge update (kept in their knowledge). */
  readonly sightings = new Map<string, Set<string>>();
  private index: MapIndex;

  constructor(world: World, inputs: TurnInputs, rng: RngState, options: RunOptions) {
    this.world = cloneWorld(world);
    this.turn = world.turn;
    this.inputs = inputs;
    this.options = options;
    this.dice = new DiceSource(rng, { forced: inputs.forcedDice, physical: inputs.physical });
    this.index = mapIndex(this.world);
  }

  get map(): MapIndex {
    return this.index;
  }

  /** Logs an event. */
  event(kind: string, visibleTo: GdEvent['visibleTo'], text: string, extra: { rule?: string; data?: Record<string, unknown> } = {}): void {
    this.events.push({ seq: this.events.length, turn: this.turn, phase: this.phase, segment: this.segment, kind, visibleTo, text, ...extra });
  }

  /**
   * A decision: the answer given in the inputs, else the standing order, else (mail mode) the house-rule
   * default, logged; in live mode an unanswered decision is pending and the run stops (returns null).
   */
  decide(ask: Ask): string | null {
    const answer = this.inputs.decisions?.[ask.id];
    const valid = (c: string) => ask.options.length === 0 || ask.options.some((o) => o.id === c);
    const who: GdEvent['visibleTo'] = ask.by === 'gm' ? 'gm' : [ask.by];
    if (answer && valid(answer.choice)) {
      this.event('decision', who, `${ask.prompt}: ${labelOf(ask, answer.choice)}${answer.note ? ` (${answer.note})` : ''}`, { rule: ask.rule, data: { decision: ask.id, choice: answer.choice } });
      return answer.choice;
    }
    if (ask.standing && valid(ask.standing)) {
      this.event('decision', who, `${ask.prompt}: ${labelOf(ask, ask.standing)} (standing order)`, { rule: ask.rule, data: { decision: ask.id, choice: ask.standing } });
      return ask.standing;
    }
    if (this.options.mode === 'mail') {
      this.event('defaulted', who, `${ask.prompt}: ${labelOf(ask, ask.defaultChoice)} (no order: the default)`, { rule: ask.rule, data: { decision: ask.id, choice: ask.defaultChoice } });
      return ask.defaultChoice;
    }
    const { standing: _s, ...rest } = ask;
    this.pending.push(rest);
    this.stopped = `pending ${ask.id}`;
    return null;
  }

  /** True when dice a physical group needed are missing: records a pending 'dice' decision and stops. */
  diceMissing(id: string, by: string, prompt: string): boolean {
    if (this.dice.complete) return false;
    this.pending.push({ id, kind: 'dice', by, prompt, options: [], defaultChoice: '', missing: [...this.dice.missing], rule: 'GD §1.2' });
    this.stopped = `dice ${id}`;
    return true;
  }

  ordersOf(playerId: string): PlayerOrders {
    return this.inputs.orders[playerId] ?? emptyOrders(playerId);
  }

  /** Players in this turn's Player Play Order (GD §11.1). */
  playOrder(): Player[] {
    const seats = playOrder(this.turn, this.world.table.firstSeat, this.world.players.length);
    return seats.map((s) => this.world.players.find((p) => p.seat === s)).filter((p): p is Player => !!p);
  }

  playIndex(playerId: string): number {
    const i = this.playOrder().findIndex((p) => p.id === playerId);
    return i < 0 ? 99 : i;
  }

  player(id: string): Player | undefined {
    return this.world.players.find((p) => p.id === id);
  }
  hex(id: string): Hex | undefined {
    return this.index.get(id);
  }
  planet(id: string): Planet | undefined {
    return this.world.planets.find((p) => p.id === id);
  }
  fleet(id: string): Fleet | undefined {
    return this.world.fleets.find((f) => f.id === id);
  }
  unit(id: string): Unit | undefined {
    return this.world.units.find((u) => u.id === id);
  }
  unitsOf(fleetId: string): Unit[] {
    return this.world.units.filter((u) => u.fleetId === fleetId);
  }
  planetsAt(pos: Position): Planet[] {
    return this.world.planets.filter((p) => p.hexId === pos.hexId && (p.half ?? 0) === (pos.half ?? 0));
  }
  fleetsAt(pos: Position): Fleet[] {
    return this.world.fleets.filter((f) => f.hexId === pos.hexId && (f.half ?? 0) === (pos.half ?? 0));
  }

  /** A unit's speed (GD §11.10; HIED +1, GD §11.15); an incomplete hull moves at its class's speed (§11.9.2). */
  unitSpeed(u: Unit): number {
    return UNIT_TYPES[u.code].speed + (u.hied ? 1 : 0);
  }

  /** A fleet's speed: its slowest unit (GD §10.5.1.3). */
  fleetSpeed(fleetId: string): number {
    return slowest(this.unitsOf(fleetId).map((u) => this.unitSpeed(u)));
  }

  /**
   * Who sees something happen in these hexes: everyone at the table ('tabletop'), or (strict fog) the
   * players with a fleet or planet in or next to one of them, plus `also`.
   */
  witnesses(hexIds: readonly string[], also: readonly string[] = []): GdEvent['visibleTo'] {
    this.see(also, hexIds);
    if (this.world.mail.visibility === 'tabletop') return 'all';
    const near = new Set<string>();
    for (const id of hexIds) {
      const h = this.index.get(id);
      if (!h) continue;
      near.add(h.id);
      for (const n of this.index.neighbours(h)) near.add(n.hex.id);
    }
    const out = new Set(also);
    for (const f of this.world.fleets) if (near.has(f.hexId)) out.add(f.ownerId);
    for (const p of this.world.planets) if (p.ownerId && near.has(p.hexId)) out.add(p.ownerId);
    this.see([...out], hexIds);
    return [...out].sort();
  }

  /** Records that players saw these hexes now (their knowledge is updated at the end of the step). */
  see(playerIds: readonly string[], hexIds: readonly string[]): void {
    for (const p of playerIds) {
      if (!this.world.players.some((x) => x.id === p)) continue;
      const set = this.sightings.get(p) ?? new Set<string>();
      for (const h of hexIds) set.add(h);
      this.sightings.set(p, set);
    }
  }

  /** Should the run stop here (RunOptions.until)? */
  checkpoint(label: { segment?: number; battle?: string; phase?: PhaseId }): void {
    const u = this.options.until;
    if (!u || this.stopped) return;
    if (u.segment !== undefined && label.segment === u.segment) this.stopped = `G.S${u.segment}`;
    if (u.battle !== undefined && label.battle === u.battle) this.stopped = `battle ${u.battle}`;
    if (u.phase !== undefined && label.phase === u.phase) this.stopped = `phase ${u.phase}`;
  }

  /** A fresh id for a fleet of a player: the next fleet number (GD §10.5.1.3). */
  nextFleetNumber(ownerId: string): number {
    return Math.max(0, ...this.world.fleets.filter((f) => f.ownerId === ownerId).map((f) => f.number)) + 1;
  }
}

function labelOf(ask: Ask, choice: string): string {
  return ask.options.find((o) => o.id === choice)?.label ?? choice;
}

/** Fleet ids are `${playerId}-F${number}`. */
export function fleetId(ownerId: string, number: number): string {
  return `${ownerId}-F${number}`;
}
