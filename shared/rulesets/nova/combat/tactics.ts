/**
 * Named default-tactics policies: answers to every decision of a round, for unattended
 * resolution and the odds preview. `default` (issue 7): each side closes to its best range,
 * every weapon fires at the best target in reach, probes every round (probing is automatic in
 * the engine). Ships whose contact order makes them run (contact-tactics.ts: R, F, and orders
 * that default to R) keep away, fire only at ships that fired on them (or on their side, F) and
 * jump out when they can; the engine asks contact-tactics.ts which of them switch their SN off. Deterministic: the only randomness (a defender's echo choice when the setting
 * says 'random') comes from a stream seeded by battle, round and ship, recorded as a decision.
 */
import { profileOf, type Battle, type ShipState } from './battle';
import type { DecisionKind, RoundDecisions, Allocation } from './decisions';
import { sideDetects } from './detection';
import type { CombatDice } from './dice';
import { allowedTargets, sideFights, tacticOf } from './contact-tactics';
import { cycleComplete, jumpBlocker } from './jumping';
import { launchProblem } from './launch-bays';
import { nextInt, seedRng } from '../../../rng';
import { addAxial, applyThrust, DIRECTIONS, rangeBetween, type Axial } from './movement';
import type { MissileDesignSpec } from './ship-spec';
import type { WeaponInstance } from './profile';
import { installationLevel, isActive, workingWeapons, ieWorking } from './ship-state';
import { beamDropoff, chartDamage, laserCode, missileDamage, missileSize, pulseDropoff } from './tables';
import { forceBeamChance, missileChance, plasmaDamage, warpCannonChance } from './weapons';

export type Policy = (battle: Battle, kind: DecisionKind, dice: CombatDice) => RoundDecisions;
export type TacticsName = 'default';

interface Choice {
  value: number;
  mode?: 'BL' | 'PL';
  missile?: string;
}

function laserExpected(mode: 'BL' | 'PL', size: number, range: number, fc: number, ew: number, extrapolate: boolean): number {
  const modSize = size - (mode === 'BL' ? beamDropoff(range) : pulseDropoff(range));
  if (modSize <= 0) return 0;
  let total = 0;
  for (let d = 0; d <= 9; d++) total += chartDamage(laserCode(mode, range, d + fc - ew, extrapolate), modSize);
  return total / 10;
}

const pct = (chance: number): number => Math.max(0, Math.min(100, chance)) / 100;

/** Expected damage of one shot (shields and armour not counted; force beams weighted ×2 for ignoring shields). */
export function expectedShot(w: WeaponInstance, missiles: readonly MissileDesignSpec[], range: number, fc: number, ew: number, probed: boolean, extrapolate: boolean): Choice {
  switch (w.kind) {
    case 'BL':
    case 'PL':
      return { value: laserExpected(w.kind, w.size, range, fc, ew, extrapolate) };
    case 'XL': {
      const b = laserExpected('BL', w.size, range, fc, ew, extrapolate);
      const p = laserExpected('PL', w.size, range, fc, ew, extrapolate);
      return p > b ? { value: p, mode: 'PL' } : { value: b, mode: 'BL' };
    }
    case 'FP': {
      const c = forceBeamChance(w.size, w.fa ?? 0, { range, fc, ew });
      return { value: c === null ? 0 : pct(c) * (w.fd ?? 0) * 2 };
    }
    case 'PA':
      return { value: Math.max(0, plasmaDamage(w.pr ?? 1, w.pd ?? 0, range)) };
    case 'WC':
      return { value: pct(warpCannonChance(w.wa ?? 0, { range, fc, ew, probed })) * 2 * (w.wd ?? 0) };
    case 'ML': {
      let best: Choice = { value: 0 };
      for (const m of missiles) {
        if (missileSize(m.md, m.ma, m.mr) > w.size || range > m.mr) continue;
        let avg = 0;
        for (let d = 1; d <= 6; d++) avg += missileDamage(m.md, d) / 6;
        const value = pct(missileChance(m.ma, ew)) * avg;
        if (value > best.value) best = { value, missile: m.id };
      }
      return best;
    }
  }
}

/** The range (hexes) at which a ship's working weapons do the most expected damage against EW 0; ties go to the longer range. */
const bestRangeCache = new WeakMap<object, Map<string, number | null>>();

export function bestRange(ship: ShipState, extrapolate: boolean): number | null {
  const weapons = workingWeapons(ship);
  if (weapons.length === 0) return null;
  const fc = installationLevel(ship, 'FC');
  const key = `${fc}/${extrapolate}/${ship.destroyed.join(',')}`;
  let cache = bestRangeCache.get(ship.spec);
  if (!cache) {
    cache = new Map();
    bestRangeCache.set(ship.spec, cache);
  }
  if (cache.has(key)) return cache.get(key) ?? null;
  const found = computeBestRange(ship, weapons, fc, extrapolate);
  cache.set(key, found);
  return found;
}

function computeBestRange(ship: ShipState, weapons: WeaponInstance[], fc: number, extrapolate: boolean): number | null {
  const missiles = profileOf(ship).missiles;
  let best = -1;
  let at: number | null = null;
  for (let r = 0; r <= 60; r++) {
    let total = 0;
    for (const w of weapons) total += expectedShot(w, missiles, r, fc, 0, true, extrapolate).value;
    if (total > 0 && total >= best) {
      best = total;
      at = r;
    }
  }
  return at;
}

function nearestEnemy(battle: Battle, ship: ShipState): ShipState | null {
  let best: ShipState | null = null;
  let bestRange = Infinity;
  for (const o of battle.ships) {
    if (!isActive(o) || o.side === ship.side) continue;
    const r = rangeBetween(ship.pos, o.pos);
    if (r < bestRange) {
      best = o;
      bestRange = r;
    }
  }
  return best;
}

/** Greedy thrust plot: one point at a time in the direction that best nears the wanted range to the target's next position while matching its vector. */
function plotThrust(ship: ShipState, target: ShipState, wanted: number | null): number[] {
  const plot = [0, 0, 0, 0, 0, 0];
  const points = ieWorking(ship);
  const tNext = addAxial(target.pos, target.vel);
  const cost = (v: Axial): number => {
    const p = addAxial(ship.pos, v);
    const r = rangeBetween(p, tNext);
    if (wanted === null) return -r; // unarmed: keep away
    return 4 * Math.abs(r - wanted) + rangeBetween(v, target.vel);
  };
  let current = cost(ship.vel);
  for (let i = 0; i < points; i++) {
    let bestDir = -1;
    let bestCost = current;
    for (let d = 0; d < 6; d++) {
      plot[d] = (plot[d] ?? 0) + 1;
      const c = cost(applyThrust(ship.vel, plot));
      plot[d] = (plot[d] ?? 0) - 1;
      if (c < bestCost) {
        bestCost = c;
        bestDir = d;
      }
    }
    if (bestDir < 0) break;
    plot[bestDir] = (plot[bestDir] ?? 0) + 1;
    current = bestCost;
  }
  return plot;
}

function durability(t: ShipState): number {
  return t.sl + t.ta + Math.max(0, profileOf(t).ssz - t.sd);
}

const expectedCache = new WeakMap<object, Map<string, Map<number, Choice>>>();

function allocate(battle: Battle): Allocation[] {
  const fire: Allocation[] = [];
  const extrapolate = battle.settings.extrapolateLaserCodes;
  const ships = battle.ships;
  // Per-target facts, computed once: index into `ships`.
  const allocated = new Float64Array(ships.length);
  const shots = new Int32Array(ships.length);
  const ew = ships.map((t) => installationLevel(t, 'EW'));
  const dur = ships.map(durability);
  const bySide = new Map<string, number[]>();
  for (const side of battle.input.sides) {
    const list: number[] = [];
    ships.forEach((t, i) => {
      if (isActive(t) && t.side !== side.id && sideDetects(battle, side.id, t)) list.push(i);
    });
    bySide.set(side.id, list);
  }
  for (const ship of ships) {
    if (!isActive(ship)) continue;
    const weapons = workingWeapons(ship);
    if (weapons.length === 0) continue;
    const fc = installationLevel(ship, 'FC');
    const missiles = profileOf(ship).missiles;
    // NOVA: HOSTILITIES "Armed ships with Retreat orders will fire when fired on"; F "fight only to maximise its sides survival".
    const allowed = allowedTargets(battle, ship, tacticOf(battle, ship).tactic);
    const detected = bySide.get(ship.side) ?? [];
    const targets = allowed ? detected.filter((i) => allowed.has((ships[i] as ShipState).id)) : detected;
    if (targets.length === 0) continue;
    const ranges = targets.map((i) => rangeBetween(ship.pos, (ships[i] as ShipState).pos));
    const probed = targets.map((i) => (ships[i] as ShipState).probedBy.includes(ship.side));
    // Identical weapons of a design share their expected values (cached per spec across rounds): key = weapon signature and FC, then range/EW/probed.
    let memos = expectedCache.get(ship.spec);
    if (!memos) {
      memos = new Map();
      expectedCache.set(ship.spec, memos);
    }
    for (const w of weapons) {
      const signature = `${w.kind}/${w.size}/${w.fa}/${w.fd}/${w.pr}/${w.pd}/${w.wa}/${w.wd}/${fc}/${extrapolate}`;
      let memo = memos.get(signature);
      if (!memo) {
        memo = new Map();
        memos.set(signature, memo);
      }
      let bestIndex = -1;
      let bestChoice: Choice | null = null;
      let bestScore = -Infinity;
      for (let j = 0; j < targets.length; j++) {
        const i = targets[j] as number;
        const range = ranges[j] as number;
        const key = range * 8192 + (ew[i] as number) * 2 + (probed[j] ? 1 : 0);
        let c = memo.get(key);
        if (!c) {
          c = expectedShot(w, missiles, range, fc, ew[i] as number, probed[j] as boolean, extrapolate);
          memo.set(key, c);
        }
        if (c.value <= 0) continue;
        const d = dur[i] as number;
        const overkill = (allocated[i] as number) >= 1.5 * d;
        const score = (overkill ? 0.05 : 1) * c.value * 1000 - d / 1000;
        if (score > bestScore) {
          bestScore = score;
          bestIndex = i;
          bestChoice = c;
        }
      }
      if (bestIndex < 0 || !bestChoice) continue;
      const t = ships[bestIndex] as ShipState;
      const a: Allocation = { ship: ship.id, weapon: w.id, target: t.id };
      if (bestChoice.mode) a.mode = bestChoice.mode;
      if (bestChoice.missile) a.missile = bestChoice.missile;
      const images = t.images[ship.side] ?? 1;
      if (images > 1) {
        a.image = (shots[bestIndex] as number) % images;
        shots[bestIndex] = (shots[bestIndex] as number) + 1;
      }
      allocated[bestIndex] = (allocated[bestIndex] as number) + bestChoice.value;
      fire.push(a);
    }
  }
  return fire;
}

/**
 * The defender's secret pick of its real image, 0…n−1, made for it by the policy. It draws from
 * its own stream seeded by battle, round and ship — not from the battle's dice — so a battle
 * replayed from the recorded decisions (without the policy) draws exactly the same dice.
 */
function pickImage(battle: Battle, n: number, shipId: string): number {
  const step = nextInt(seedRng(`${battle.input.id}/${battle.input.seed ?? ''}/R${battle.round}/${shipId}/real-image`), n);
  return step.value;
}

const defaultPolicy: Policy = (battle, kind) => {
  switch (kind) {
    case 'thrust': {
      const thrust: Record<string, number[]> = {};
      for (const ship of battle.ships) {
        if (!isActive(ship) || ieWorking(ship) === 0) continue;
        // NOVA: CONTACT ORDERS R, F; HOSTILITIES: a ship that runs keeps away from the nearest enemy ("primarily attempt to escape").
        const runs = tacticOf(battle, ship).tactic !== 'fight';
        // NOVA: ACTIVITY ORDERS M: a ship maintaining range keeps it to its target while the target fights.
        const maintain = runs ? undefined : battle.input.ships.find((s) => s.id === ship.id)?.maintain;
        const held = maintain ? battle.ships.find((o) => o.id === maintain.targetId && isActive(o)) : undefined;
        const target = held ?? nearestEnemy(battle, ship);
        if (!target) continue;
        const plot = plotThrust(ship, target, runs ? null : held && maintain ? maintain.range : bestRange(ship, battle.settings.extrapolateLaserCodes));
        if (plot.some((n) => n > 0)) thrust[ship.id] = plot;
      }
      return { thrust };
    }
    case 'fire':
      return { fire: allocate(battle) };
    case 'launch':
      return { launch: battle.ships.filter((s) => s.status === 'active' && s.carriedBy !== undefined && launchProblem(battle, s.id) === null).map((s) => s.id) };
    case 'pickUps':
      return { pickUps: {} };
    case 'echoes': {
      const echoes: Record<string, number> = {};
      for (const s of battle.ships) {
        const n = Math.max(0, ...Object.values(s.images));
        if (!isActive(s) || n < 2) continue;
        echoes[s.id] = battle.settings.echoDefault === 'random' ? pickImage(battle, n, s.id) : 0;
      }
      return { echoes };
    }
    case 'jumps': {
      const jumps: Record<string, 'jump' | 'stay'> = {};
      for (const s of battle.ships) {
        if (!isActive(s) || !cycleComplete(s, battle.round) || jumpBlocker(battle, s) !== null) continue;
        const sideArmed = battle.ships.some((o) => o.side === s.side && isActive(o) && workingWeapons(o).length > 0);
        const crippled = 2 * s.sd >= profileOf(s).ssz;
        // NOVA: CONTACT ORDERS R, F: a ship that runs jumps out as soon as its cycle allows.
        const runs = tacticOf(battle, s).tactic !== 'fight';
        jumps[s.id] = runs || workingWeapons(s).length === 0 || !sideArmed || crippled ? 'jump' : 'stay';
      }
      return { jumps };
    }
    case 'lossOfDetection': {
      const lossOfDetection: Record<string, 'jump' | 'stay'> = {};
      // A side stays only while it has an armed ship that fights (ships that run take the chance to jump: NOVA: HOSTILITIES "or run if not").
      for (const side of battle.input.sides) lossOfDetection[side.id] = sideFights(battle, side.id) ? 'stay' : 'jump';
      return { lossOfDetection };
    }
  }
};

export const TACTICS: Readonly<Record<TacticsName, Policy>> = { default: defaultPolicy };

export const TACTICS_NAMES: readonly TacticsName[] = ['default'];

/** Unit vectors, re-exported for UIs that draw thrust arrows. */
export { DIRECTIONS };
