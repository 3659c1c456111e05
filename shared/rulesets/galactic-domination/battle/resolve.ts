/**
 * The battle resolver (GD §11.6 HOW COMBAT WORKS, §11.2 orbital free round, §11.6.3 restoration,
 * §11.4.1 carried units, §5.3 VP; digest §7.6 deterministic spec):
 * `(battle, decisions, dice) → { battle, log, rngState, pending }`.
 *
 * Round: every unit that starts the round fires (GD §11.6 simultaneity), side 0 then side 1, units in
 * battle order, batteries in order, one d10 per attack (face 0 = 10), a hit on ≤ threshold. Then each
 * side's allocator places the hits it received (a decision, or the side's policy); units with damage ≥
 * Defense are removed at the end of the round, and their carried units with them. An orbital battle
 * opens with the defender's GBDS (and ODS) firing a free round nobody answers. The battle ends when a side
 * has nothing left but Shipyards, when neither side can fire, or at the round limit. Survivors are then
 * restored to full Defense (GD §11.6.3).
 *
 * Resumable: the battle record holds its state between rounds; a pending allocation returns the battle as
 * it was before that round and the dice state at its start, so resolving again with the allocation added
 * rolls the same dice.
 */
import type { RngState } from '../../../rng';
import { DiceSource, type DieEvent, type MissingDice } from '../dice';
import { battleTableHits } from '../rules/battle-table';
import { battleVp, type VpSide } from '../rules/victory-points';
import { allocateByPolicy, checkAllocation, type Allocation, type AllocTarget } from './allocation';
import { remaining, type Battle, type BattleResult, type Combatant } from './model';

/** Decisions a battle may need (GD §7.7): hand allocations by round and side, policy overrides. */
export interface BattleDecisions {
  /** Key `${round}:${sideId}`, round 0 = the free GBDS round; value: hits by combatant id. */
  readonly allocations?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Policy per side id, overriding the side's own. */
  readonly policies?: Readonly<Record<string, Battle['sides'][number]['policy']>>;
}

/** Where the dice come from: the seeded state, forced faces (one list, or by roll group), physical groups. */
export interface BattleDice {
  readonly state: RngState;
  readonly forced?: readonly number[] | Readonly<Record<string, readonly number[]>>;
  /** Roll groups whose dice must be typed in (live mode); `all` for every group. */
  readonly physical?: readonly string[] | 'all';
  /** Keep the per-die log (default true). */
  readonly log?: boolean;
  /** An existing dice source to draw from (a turn's), instead of `state` and `forced`. */
  readonly source?: DiceSource;
}

export interface BattleLogEntry {
  readonly seq: number;
  readonly round: number;
  readonly kind: 'fire' | 'allocate' | 'destroyed' | 'end' | 'restore' | 'note';
  readonly sideId?: string;
  readonly text: string;
  readonly hits?: number;
  readonly allocation?: Readonly<Record<string, number>>;
}

/** A battle waiting for a person: an allocation, or physical dice. */
export type BattlePending =
  | { readonly kind: 'allocate'; readonly battleId: string; readonly round: number; readonly sideId: string; readonly allocator: string; readonly hits: number; readonly targets: readonly { id: string; label: string; remaining: number }[]; readonly error?: string; /** The LEVEL allocation (digest §7.6), offered as the owner's default: hits by combatant id. */ readonly suggested: Readonly<Record<string, number>> }
  | { readonly kind: 'dice'; readonly battleId: string; readonly round: number; readonly missing: readonly MissingDice[] };

export interface BattleOutcome {
  readonly battle: Battle;
  readonly log: readonly BattleLogEntry[];
  readonly dice: readonly DieEvent[];
  readonly rngState: RngState;
  readonly pending: BattlePending | null;
}

/** The roll group of one side's fire in one round ("B1.R2.A"; round 0 is the free round). */
export function rollGroup(battleId: string, round: number, sideId: string): string {
  return `${battleId}.R${round}.${sideId}`;
}

function sourceOf(dice: BattleDice): DiceSource {
  const forced = Array.isArray(dice.forced) ? { '*': dice.forced as readonly number[] } : ((dice.forced as Record<string, readonly number[]> | undefined) ?? {});
  return new DiceSource(dice.state, { forced, physical: dice.physical, log: dice.log ?? true });
}

/** Whether a combatant fires in this battle kind (MI only on the ground; GD §10.1.2.3). */
function batteries(c: Combatant, ground: boolean) {
  return c.attack.filter((g) => (ground ? g.groundOnly : !g.groundOnly) && g.dice > 0);
}

function attackDiceOf(c: Combatant, ground: boolean): number {
  return batteries(c, ground).reduce((n, g) => n + g.dice, 0);
}

function live(b: Battle, sideId: string): Combatant[] {
  return b.combatants.filter((c) => c.sideId === sideId && !c.destroyed);
}

/** A side is still in the battle while it has a unit that is not only a Shipyard (digest A-12). */
function inBattle(b: Battle, sideId: string): boolean {
  return live(b, sideId).some((c) => !c.soakOnly);
}

function canFire(b: Battle, sideId: string): boolean {
  const ground = b.kind === 'ground';
  return live(b, sideId).some((c) => attackDiceOf(c, ground) > 0);
}

/** Whether the battle is over, and why. */
export function battleOver(b: Battle): BattleResult['outcome'] | null {
  const [a, d] = b.sides;
  const aIn = inBattle(b, a.id);
  const dIn = inBattle(b, d.id);
  if (!aIn && !dIn) return 'mutual';
  if (!aIn || !dIn) return 'eliminated';
  if (!b.freeRoundPending && !canFire(b, a.id) && !canFire(b, d.id)) return 'stalemate';
  if (b.round >= b.maxRounds) return 'round-limit';
  return null;
}

function targetsOf(b: Battle, sideId: string): AllocTarget[] {
  const ground = b.kind === 'ground';
  return b.combatants.map((c, index) => ({ c, index })).filter(({ c }) => c.sideId === sideId && !c.destroyed).map(({ c, index }) => ({ index, code: c.code, remaining: remaining(c), cost: c.value, attackDice: attackDiceOf(c, ground) }));
}

/**
 * Resolves a battle from where it stands, round by round, until it ends, a decision is needed, or
 * `stopAfterRound` rounds have been fought (live mode: one round at a time).
 */
export function resolveBattle(battle: Battle, decisions: BattleDecisions = {}, dice: BattleDice, options: { stopAfterRound?: number } = {}): BattleOutcome {
  const source = dice.source ?? sourceOf(dice);
  const first = source.events.length;
  let b: Battle = { ...battle, combatants: battle.combatants.map((c) => ({ ...c })) };
  const log: BattleLogEntry[] = [];
  const quiet = dice.log === false;
  const mine = () => source.events.slice(first);
  const note = (e: Omit<BattleLogEntry, 'seq'>) => {
    if (!quiet) log.push({ ...e, seq: log.length });
  };
  for (;;) {
    if (b.result) return { battle: b, log, dice: mine(), rngState: source.state, pending: null };
    const over = battleOver(b);
    if (over) {
      b = finish(b, over, note, quiet);
      return { battle: b, log, dice: mine(), rngState: source.state, pending: null };
    }
    if (options.stopAfterRound !== undefined && b.round >= options.stopAfterRound && !b.freeRoundPending) return { battle: b, log, dice: mine(), rngState: source.state, pending: null };
    const free = b.freeRoundPending;
    const round = free ? 0 : b.round + 1;
    const roundStartState = source.state;
    const roundStartEvents = source.events.length;
    const logStart = log.length;
    // Fire.
    const hitsBy = new Map<string, number>();
    for (const side of b.sides) {
      const group = rollGroup(b.id, round, side.id);
      let hits = 0;
      for (const c of live(b, side.id)) {
        if (free && !(side.defender && c.groundBased)) continue;
        batteries(c, b.kind === 'ground').forEach((g, k) => {
          const purpose = quiet ? '' : `${b.id} round ${round}: ${c.label} battery ${k + 1} (${g.dice} at ≤${g.threshold})`;
          if (b.method === 'table') {
            // App B: one D20 per battery, read on the Battle Table (GD §11.6.1).
            const d20 = source.roll(`${purpose} on the Battle Table`, 'd20', { group });
            hits += battleTableHits(d20, g.dice, g.threshold, g.dice === g.threshold ? String(g.threshold) : c.fighter ? '4*' : undefined);
          } else hits += source.hits(purpose, g.dice, g.threshold, group);
        });
      }
      hitsBy.set(side.id, hits);
      if (!quiet && (!free || side.defender)) note({ round, kind: 'fire', sideId: side.id, hits, text: `${side.name} ${free ? 'GBDS free round' : `round ${round}`}: ${hits} hit${hits === 1 ? '' : 's'}` });
    }
    if (!source.complete) {
      return { battle: b, log: log.slice(0, logStart), dice: source.events.slice(first, roundStartEvents), rngState: roundStartState, pending: { kind: 'dice', battleId: b.id, round, missing: source.missing } };
    }
    // Allocate: hits scored by one side fall on the other.
    const allocations = new Map<string, Allocation>();
    for (const [i, side] of b.sides.entries()) {
      const firing = b.sides[1 - i] as Battle['sides'][number];
      const hits = hitsBy.get(firing.id) ?? 0;
      const targets = targetsOf(b, side.id);
      const key = `${round}:${side.id}`;
      const hand = decisions.allocations?.[key];
      const policy = decisions.policies?.[side.id] ?? side.policy;
      if (hand) {
        const given = new Map<number, number>();
        let unknown = false;
        for (const [id, n] of Object.entries(hand)) {
          const index = b.combatants.findIndex((c) => c.id === id);
          if (index < 0) unknown = true;
          else given.set(index, (given.get(index) ?? 0) + n);
        }
        const error = unknown ? 'a hit is placed on a unit not in this battle' : checkAllocation(targets, hits, given);
        if (error) return pendingAllocation(b, round, side, hits, error, log.slice(0, logStart), source.events.slice(first, roundStartEvents), roundStartState);
        allocations.set(side.id, given);
      } else if (policy.kind === 'manual' && hits > 0) {
        return pendingAllocation(b, round, side, hits, undefined, log.slice(0, logStart), source.events.slice(first, roundStartEvents), roundStartState);
      } else {
        allocations.set(side.id, allocateByPolicy(policy, targets, hits));
      }
    }
    // Apply, then remove the destroyed at the end of the round.
    for (const side of b.sides) {
      const alloc = allocations.get(side.id) ?? new Map();
      const byId: Record<string, number> = {};
      for (const [index, n] of alloc) {
        const c = b.combatants[index] as Combatant;
        c.damage += n;
        byId[c.id] = n;
      }
      if (!quiet && Object.keys(byId).length > 0) note({ round, kind: 'allocate', sideId: side.id, allocation: byId, text: `${side.name}: ${Object.entries(byId).map(([id, n]) => `${labelOf(b, id)} ${n}`).join(', ')}` });
    }
    for (const c of b.combatants) {
      if (!c.destroyed && c.damage >= c.defense) {
        c.destroyed = true;
        c.destroyedRound = round;
        if (!quiet) note({ round, kind: 'destroyed', sideId: c.sideId, text: `${c.label} destroyed` });
      }
    }
    b = free ? { ...b, freeRoundPending: false } : { ...b, round };
  }
}

function labelOf(b: Battle, id: string): string {
  return b.combatants.find((c) => c.id === id)?.label ?? id;
}

function pendingAllocation(b: Battle, round: number, side: Battle['sides'][number], hits: number, error: string | undefined, log: BattleLogEntry[], dice: readonly DieEvent[], state: RngState): BattleOutcome {
  const targets = b.combatants.filter((c) => c.sideId === side.id && !c.destroyed).map((c) => ({ id: c.id, label: c.label, remaining: remaining(c) }));
  const suggested: Record<string, number> = {};
  for (const [index, n] of allocateByPolicy({ kind: 'level', protect: [] }, targetsOf(b, side.id), hits)) if (n > 0) suggested[(b.combatants[index] as Combatant).id] = n;
  return { battle: b, log, dice, rngState: state, pending: { kind: 'allocate', battleId: b.id, round, sideId: side.id, allocator: side.allocator, hits, targets, suggested, ...(error ? { error } : {}) } };
}

/** Resolves one round only (live mode: the referee's desk). */
export function resolveRound(battle: Battle, decisions: BattleDecisions, dice: BattleDice): BattleOutcome {
  return resolveBattle(battle, decisions, dice, { stopAfterRound: battle.round + (battle.freeRoundPending ? 0 : 1) });
}

/** Ends the battle: result, carried units (GD §11.4.1, digest A-14), VP (GD §5.3), restoration (§11.6.3). */
function finish(b: Battle, outcome: BattleResult['outcome'], note: (e: Omit<BattleLogEntry, 'seq'>) => void, quiet: boolean): Battle {
  const losses: Record<string, number> = {};
  const startValue: Record<string, number> = {};
  const destroyed: Record<string, string[]> = {};
  const survivors: Record<string, string[]> = {};
  const carried: BattleResult['carried'] = {};
  for (const side of b.sides) {
    const mine = b.combatants.filter((c) => c.sideId === side.id);
    const alive = mine.filter((c) => !c.destroyed);
    const ftrBefore = mine.filter((c) => c.fighter).length;
    const ftrAlive = alive.filter((c) => c.fighter);
    const ftrCapacity = alive.reduce((n, c) => n + c.carriesFtr, 0);
    const planetFighters = mine.some((c) => c.groundBased) && mine.every((c) => c.carriesFtr === 0);
    const ftrAfter = planetFighters || b.orphanFighters === 'kept' ? ftrAlive.length : Math.min(ftrAlive.length, ftrCapacity);
    const miCapacity = alive.reduce((n, c) => n + c.carriesMi, 0);
    const miAfter = Math.min(side.miAboard, miCapacity);
    carried[side.id] = { miBefore: side.miAboard, miAfter, ftrBefore, ftrAfter };
    // Fighters beyond the surviving carriers' room are lost (digest A-14): the costliest kept, order as listed.
    const lostFighters = ftrAlive.slice(ftrAfter);
    for (const f of lostFighters) {
      f.destroyed = true;
      f.destroyedRound = b.round;
    }
    const value = (c: Combatant) => (c.fromCard ? 0 : c.value);
    startValue[side.id] = mine.reduce((n, c) => n + value(c), 0) + side.miAboard;
    losses[side.id] = mine.filter((c) => c.destroyed).reduce((n, c) => n + value(c), 0) + (side.miAboard - miAfter);
    destroyed[side.id] = mine.filter((c) => c.destroyed).map((c) => c.id);
    survivors[side.id] = mine.filter((c) => !c.destroyed).map((c) => c.id);
    if (lostFighters.length > 0) note({ round: b.round, kind: 'note', sideId: side.id, text: `${lostFighters.length} Fighter(s) lost: no carrier left to recover them` });
    if (side.miAboard > miAfter) note({ round: b.round, kind: 'note', sideId: side.id, text: `${side.miAboard - miAfter} MI(s) lost with their carriers (§11.4.1)` });
  }
  const [a, d] = b.sides;
  const aIn = (survivors[a.id] ?? []).some((id) => !b.combatants.find((c) => c.id === id)?.soakOnly);
  const dIn = (survivors[d.id] ?? []).some((id) => !b.combatants.find((c) => c.id === id)?.soakOnly);
  const winnerId = outcome === 'eliminated' ? (aIn ? a.id : dIn ? d.id : null) : null;
  const vpSide = (s: Battle['sides'][number]): VpSide => ({ id: s.id, losses: losses[s.id] ?? 0, startValue: startValue[s.id] ?? 0, survivors: (survivors[s.id] ?? []).length, scores: s.scores });
  const vp = battleVp(vpSide(a), vpSide(d), winnerId, b.vpEligible);
  const result: BattleResult = { winnerId, outcome, rounds: b.round, losses, startValue, destroyed, survivors, carried, vp: vp.map((v) => ({ ...v, reasons: [...v.reasons] })) };
  const winner = b.sides.find((s) => s.id === winnerId);
  if (!quiet) note({ round: b.round, kind: 'end', text: `${outcome === 'eliminated' ? `${winner?.name ?? '?'} wins` : outcome === 'mutual' ? 'mutual destruction' : outcome === 'stalemate' ? 'stalemate: neither side can fire' : 'round limit reached'} after ${b.round} round(s); losses ${b.sides.map((s) => `${s.name} $${losses[s.id]}`).join(', ')}; VP ${vp.map((v) => `${b.sides.find((s) => s.id === v.sideId)?.name} ${v.total}`).join(', ')}` });
  // GD §11.6.3: survivors restored to full Defense after the battle.
  const restored = b.combatants.map((c) => (c.destroyed ? c : { ...c, damage: 0 }));
  if (!quiet) note({ round: b.round, kind: 'restore', text: 'survivors restored to full Defense (§11.6.3)' });
  return { ...b, combatants: restored, result };
}
