/**
 * Hit allocation (GD §11.6 "each player allocates the total hits done by opponent to the player's Units
 * amongst those Units as he wishes"; §10.4 the player fighting non-player units allocates for them).
 * Default policies for when no one decides (digest §7.6); LEVEL reproduces Example One exactly.
 */
import type { AllocationPolicy } from './model';

/** A unit as allocation sees it. */
export interface AllocTarget {
  readonly index: number;
  readonly code: string;
  /** Hits still needed to destroy it. */
  readonly remaining: number;
  readonly cost: number;
  /** Attack dice per round (tie-break, FOCUS order). */
  readonly attackDice: number;
}

/** Hits per target index; the rest of the hits are wasted. */
export type Allocation = Map<number, number>;

/** Stable tie order: cheaper first, then lower attack, then lower index. */
function cheapOrder(a: AllocTarget, b: AllocTarget): number {
  return a.cost - b.cost || a.attackDice - b.attackDice || a.index - b.index;
}

/**
 * LEVEL (digest §7.6): while hits remain and some unit has more than 1 Defense left, 1 hit to the unit
 * with the most Defense left (ties: cheaper, then lower id); then destroy units cheapest first (ties:
 * lower attack, lower id). Water-filled level by level, so it costs O(n log n), not a step per hit.
 */
export function allocateLevel(targets: readonly AllocTarget[], hits: number): Allocation {
  const out: Allocation = new Map();
  let left = hits;
  const rem = new Map(targets.map((t) => [t.index, t.remaining]));
  const live = targets.filter((t) => t.remaining > 0);
  const give = (t: AllocTarget, n: number) => {
    if (n <= 0) return;
    out.set(t.index, (out.get(t.index) ?? 0) + n);
    rem.set(t.index, (rem.get(t.index) ?? 0) - n);
    left -= n;
  };
  // Step 1: level down to 1.
  const tieOrder = [...live].sort((a, b) => a.cost - b.cost || a.index - b.index);
  while (left > 0) {
    let top = 1;
    for (const t of live) top = Math.max(top, rem.get(t.index) ?? 0);
    if (top <= 1) break;
    const group = tieOrder.filter((t) => (rem.get(t.index) ?? 0) === top);
    let next = 1;
    for (const t of live) {
      const r = rem.get(t.index) ?? 0;
      if (r < top) next = Math.max(next, r);
    }
    const full = group.length * (top - next);
    if (left >= full) {
      for (const t of group) give(t, top - next);
    } else {
      const q = Math.floor(left / group.length);
      const r = left - q * group.length;
      group.forEach((t, i) => give(t, q + (i < r ? 1 : 0)));
    }
  }
  // Step 2: destroy the cheapest first.
  for (const t of [...live].sort(cheapOrder)) {
    if (left <= 0) break;
    const r = rem.get(t.index) ?? 0;
    give(t, Math.min(r, left));
  }
  return out;
}

/** CHEAPFIRST: destroy the cheapest units outright first (ties: lower attack, lower id). */
export function allocateCheapFirst(targets: readonly AllocTarget[], hits: number): Allocation {
  const out: Allocation = new Map();
  let left = hits;
  for (const t of targets.filter((x) => x.remaining > 0).sort(cheapOrder)) {
    if (left <= 0) break;
    const n = Math.min(t.remaining, left);
    out.set(t.index, n);
    left -= n;
  }
  return out;
}

/** FOCUS (an enemy's choice): destroy the units with the most attack dice first, the easiest kill first among equals. */
export function allocateFocus(targets: readonly AllocTarget[], hits: number): Allocation {
  const out: Allocation = new Map();
  let left = hits;
  const order = targets.filter((x) => x.remaining > 0).sort((a, b) => b.attackDice - a.attackDice || a.remaining - b.remaining || b.cost - a.cost || a.index - b.index);
  for (const t of order) {
    if (left <= 0) break;
    const n = Math.min(t.remaining, left);
    out.set(t.index, n);
    left -= n;
  }
  return out;
}

/** Allocation by a policy ('manual' falls back to LEVEL: the caller asks first). */
export function allocateByPolicy(policy: AllocationPolicy, targets: readonly AllocTarget[], hits: number): Allocation {
  switch (policy.kind) {
    case 'cheapfirst':
      return allocateCheapFirst(targets, hits);
    case 'focus':
      return allocateFocus(targets, hits);
    case 'protect': {
      const protectedCodes = new Set(policy.protect.map((c) => c.toUpperCase()));
      const first = targets.filter((t) => !protectedCodes.has(t.code.toUpperCase()));
      const last = targets.filter((t) => protectedCodes.has(t.code.toUpperCase()));
      const a = allocateLevel(first, hits);
      const used = [...a.values()].reduce((n, v) => n + v, 0);
      const needed = first.reduce((n, t) => n + t.remaining, 0);
      if (used < needed || used >= hits) return a;
      for (const [k, v] of allocateLevel(last, hits - used)) a.set(k, v);
      return a;
    }
    default:
      return allocateLevel(targets, hits);
  }
}

/**
 * Checks a hand allocation (GD §11.6; digest A-38: any allocation among your units, overkill allowed):
 * every hit placed on a unit of the side still in the battle, the total equal to the hits received.
 */
export function checkAllocation(targets: readonly AllocTarget[], hits: number, given: ReadonlyMap<number, number>): string | null {
  const valid = new Set(targets.filter((t) => t.remaining > 0).map((t) => t.index));
  let total = 0;
  for (const [index, n] of given) {
    if (!valid.has(index)) return 'a hit is placed on a unit not in the battle (or already destroyed)';
    if (!Number.isInteger(n) || n < 0) return 'hits must be whole numbers, 0 or more';
    total += n;
  }
  const capacity = targets.reduce((n, t) => n + t.remaining, 0);
  if (total !== hits && !(total === capacity && hits > capacity)) return `${total} hits placed; ${hits} to place`;
  return null;
}
