/**
 * Pure helpers behind the "I decide" panel (issue 7: a battle decided by hand, phase by phase).
 * For the decision a battle waits for, they give what the default tactics would choose (to fill
 * the form), the choices the rules allow (targets detected and in reach per weapon with their
 * to-hit numbers, missiles that fit a launcher, jump drives with their lag time, …) and a live
 * check of the GM's answer with the engine's own validators (shared/…/combat/decisions.ts).
 * No DOM, no database: tested in node.
 */
import { seedRng } from '../../../rng';
import { profileOf, type Battle, type ShipState } from './battle';
import { validateRound, type Allocation, type DecisionKind, type RoundDecisions, type Validation } from './decisions';
import { sideDetects } from './detection';
import { CombatDice } from './dice';
import type { PendingDecision } from './engine';
import { fireOdds, type ToHit, type WeaponSpec } from './fire-calculator';
import { cycleComplete, jumpBlocker } from './jumping';
import { launchProblem, pickUpProblem } from './launch-bays';
import { addAxial, applyThrust, formatVector, rangeBetween, thrustProblem, type Axial } from './movement';
import type { WeaponInstance } from './profile';
import { installationLevel, ieWorking, isActive, jdWorking, workingWeapons } from './ship-state';
import { missileSize } from './tables';
import { TACTICS } from './tactics';

/** The fields of RoundDecisions each kind of decision answers. */
export const DECISION_FIELDS: Readonly<Record<DecisionKind, readonly (keyof RoundDecisions)[]>> = {
  launch: ['launch'],
  thrust: ['thrust'],
  lossOfDetection: ['lossOfDetection', 'meetingDirections'],
  echoes: ['echoes'],
  fire: ['fire'],
  pickUps: ['pickUps'],
  jumps: ['jumps'],
};

/** What a GM reads as the decision's title. */
export const DECISION_TITLES: Readonly<Record<DecisionKind, string>> = {
  launch: 'Launch from launch bays (C)',
  thrust: 'Plot thrust (D)',
  lossOfDetection: 'Loss of detection: jump out or stay',
  echoes: 'Echoes: which image is real (F)',
  fire: 'Allocate fire (F): the order is the order hits are applied',
  pickUps: 'Pick up into launch bays (K)',
  jumps: 'Jump-outs (L)',
};

/** Only the fields of `kind` from a round's decisions. */
export function pickKind(kind: DecisionKind, round: RoundDecisions): RoundDecisions {
  const out: RoundDecisions = {};
  for (const f of DECISION_FIELDS[kind]) if (round[f] !== undefined) (out as Record<string, unknown>)[f] = round[f];
  return out;
}

/**
 * What the default tactics would answer to `pending`, and only that (the form's starting value).
 * The default policy draws no battle dice (a random echo pick uses its own seeded stream), so
 * asking it here changes nothing in the battle.
 */
export function proposeDecision(battle: Battle, pending: PendingDecision): RoundDecisions {
  const made = TACTICS.default(battle, pending.kind, new CombatDice(seedRng('proposal'), {}, true));
  const out = pickKind(pending.kind, made);
  // Every field of the kind is answered, even when empty, so "Decide" stores a complete answer.
  if (pending.kind === 'thrust') out.thrust ??= {};
  if (pending.kind === 'fire') out.fire ??= [];
  if (pending.kind === 'jumps') out.jumps ??= {};
  if (pending.kind === 'echoes') out.echoes ??= {};
  if (pending.kind === 'launch') out.launch ??= [];
  if (pending.kind === 'pickUps') out.pickUps ??= {};
  if (pending.kind === 'lossOfDetection') out.lossOfDetection ??= {};
  return out;
}

/** The engine's own check of an answer to `kind` (the same one it applies before using it). */
export function checkDecision(battle: Battle, kind: DecisionKind, decided: RoundDecisions): Validation {
  return validateRound(battle, kind, decided);
}

// ——— thrust ———

export interface ThrustPreview {
  /** Thrust points available: working IE. */
  available: number;
  plotted: number;
  vector: Axial;
  vectorText: string;
  /** Where the ship ends this round's movement (E): position + new vector. */
  to: Axial;
  /** The nearest active enemy after both move (its own plot counted when given), with the range in hexes. */
  nearest: { id: string; name: string; range: number } | null;
  problem: string | null;
}

/** The effect of a thrust plot (points per direction D1…D6) on one ship; `plots` holds the other ships' plots for the range preview. */
export function thrustPreview(battle: Battle, shipId: string, plot: readonly number[], plots: Readonly<Record<string, readonly number[]>> = {}): ThrustPreview {
  const ship = shipById(battle, shipId);
  const available = ieWorking(ship);
  const vector = applyThrust(ship.vel, plot);
  const to = addAxial(ship.pos, vector);
  let nearest: ThrustPreview['nearest'] = null;
  for (const o of battle.ships) {
    if (!isActive(o) || o.side === ship.side) continue;
    const oPlot = plots[o.id];
    const oTo = addAxial(o.pos, oPlot ? applyThrust(o.vel, oPlot) : o.vel);
    const range = rangeBetween(to, oTo);
    if (!nearest || range < nearest.range) nearest = { id: o.id, name: o.name, range };
  }
  const problem = thrustProblem(plot, available);
  return { available, plotted: plot.reduce((t, n) => t + n, 0), vector, vectorText: formatVector(vector), to, nearest, problem: problem ? `${ship.name}: ${problem}` : null };
}

/** Ships that plot thrust: every active ship (those with no working IE keep their vector). */
export function thrustShips(battle: Battle): ShipState[] {
  return battle.ships.filter(isActive);
}

// ——— fire ———

/** One line of the fire form: a working weapon, its target (null = holds fire) and its options. */
export interface FireRow {
  ship: string;
  weapon: string;
  target: string | null;
  image?: number;
  mode?: 'BL' | 'PL';
  missile?: string;
}

export interface TargetOption {
  id: string;
  name: string;
  side: string;
  /** Range in hexes (counting the target hex). */
  range: number;
  /** Images this target shows to the firing side (1 = no echoes). */
  images: number;
  probed: boolean;
  /** The weapon can do something at this range (with the chosen mode or missile, else the best one). */
  inReach: boolean;
  /** The to-hit summary: "hits on d100 ≤ 85%", "d10z 4+ damages (avg 5.2)", "out of reach: …". */
  odds: string;
}

export interface MissileOption {
  id: string;
  label: string;
  size: number;
  mr: number;
  /** Why it cannot be fired from this launcher, else null. */
  problem: string | null;
}

export interface WeaponOption {
  ship: string;
  shipName: string;
  side: string;
  weapon: string;
  kind: WeaponInstance['kind'];
  /** "BL20", "ML12", "FP8 FA140 FD5". */
  label: string;
  /** Targets detected by the firing side, nearest first. */
  targets: TargetOption[];
  /** ML only: the ship's missile designs, with those too big for this launcher marked. */
  missiles: MissileOption[];
}

/** Every working weapon of every active ship, with the targets its side detects. */
export function weaponOptions(battle: Battle): WeaponOption[] {
  const out: WeaponOption[] = [];
  for (const ship of battle.ships) {
    if (!isActive(ship)) continue;
    for (const w of workingWeapons(ship)) {
      const missiles = w.kind === 'ML' ? profileOf(ship).missiles.map((m): MissileOption => {
        const size = missileSize(m.md, m.ma, m.mr);
        return { id: m.id, label: `${m.name ?? m.id}: MD${m.md} MA${m.ma} MR${m.mr}`, size, mr: m.mr, problem: size > w.size ? `size ${size} does not fit launcher ${w.id} (size ${w.size})` : null };
      }) : [];
      const targets = battle.ships
        .filter((t) => isActive(t) && t.side !== ship.side && sideDetects(battle, ship.side, t))
        .map((t) => targetOption(battle, ship, w, t, {}))
        .sort((a, b) => a.range - b.range || a.name.localeCompare(b.name));
      out.push({ ship: ship.id, shipName: ship.name, side: ship.side, weapon: w.id, kind: w.kind, label: weaponLabel(w), targets, missiles });
    }
  }
  return out;
}

/** The to-hit numbers of one allocation, from the fire calculator; null when the weapon needs a missile or mode it lacks. */
export function allocationOdds(battle: Battle, row: FireRow): { toHit: ToHit; lines: string[] } | null {
  if (row.target === null) return null;
  const ship = shipById(battle, row.ship);
  const target = shipById(battle, row.target);
  const w = workingWeapons(ship).find((x) => x.id === row.weapon);
  if (!w) return null;
  const spec = weaponSpec(ship, w, row);
  return spec ? fireOdds(spec, shotContext(battle, ship, target)) : null;
}

/** The fire rows for an allocation: the allocated weapons in their order, then the weapons holding fire. */
export function fireRows(battle: Battle, fire: readonly Allocation[]): FireRow[] {
  const rows: FireRow[] = fire.map((a) => ({ ship: a.ship, weapon: a.weapon, target: a.target, ...(a.image !== undefined ? { image: a.image } : {}), ...(a.mode ? { mode: a.mode } : {}), ...(a.missile ? { missile: a.missile } : {}) }));
  for (const o of weaponOptions(battle)) {
    if (!rows.some((r) => r.ship === o.ship && r.weapon === o.weapon)) rows.push({ ship: o.ship, weapon: o.weapon, target: null, ...(o.kind === 'XL' ? { mode: 'BL' as const } : {}), ...(o.kind === 'ML' && o.missiles.find((m) => !m.problem) ? { missile: (o.missiles.find((m) => !m.problem) as MissileOption).id } : {}) });
  }
  return rows;
}

/** The allocations of the rows that have a target, in the rows' order (= the order hits are applied). */
export function rowsToFire(rows: readonly FireRow[]): Allocation[] {
  return rows
    .filter((r) => r.target !== null)
    .map((r) => ({ ship: r.ship, weapon: r.weapon, target: r.target as string, ...(r.image !== undefined ? { image: r.image } : {}), ...(r.mode ? { mode: r.mode } : {}), ...(r.missile ? { missile: r.missile } : {}) }));
}

/** The reason one row is refused (the engine's fire validator on that row alone, plus one shot per weapon across rows); null when fine. */
export function fireRowProblem(battle: Battle, rows: readonly FireRow[], index: number): string | null {
  const row = rows[index];
  if (!row || row.target === null) return null;
  if (rows.findIndex((r) => r.ship === row.ship && r.weapon === row.weapon && r.target !== null) !== index) return `${row.weapon} already fires this round (one shot per weapon)`;
  const v = validateRound(battle, 'fire', { fire: rowsToFire([row]) });
  return v.ok ? null : v.reason.replace(/^fire\[0\]: /, '');
}

/** Moves row `index` up (−1) or down (+1); the order is the order hits are applied. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const out = [...rows];
  const [row] = out.splice(index, 1);
  out.splice(to, 0, row as T);
  return out;
}

// ——— echoes, jumps, loss of detection, launch, pick-ups ———

export interface EchoOption {
  ship: string;
  name: string;
  /** Images shown (the largest over the hostile sides). */
  images: number;
  /** Side id → images shown to it. */
  shownTo: Record<string, number>;
}

export function echoOptions(battle: Battle): EchoOption[] {
  return battle.ships
    .filter((s) => isActive(s) && Math.max(0, ...Object.values(s.images)) > 1)
    .map((s) => ({ ship: s.id, name: s.name, images: Math.max(...Object.values(s.images)), shownTo: { ...s.images } }));
}

export type JumpChoice = 'jump' | 'stay' | 'abort' | 'restart';

export interface JumpOption {
  ship: string;
  name: string;
  /** JD lag time in rounds. */
  lt: number;
  /** Round the current cycle began; null = not cycling. */
  cycleStart: number | null;
  /** End of this round the cycle is complete (cycleStart + LT − 1); null when not cycling. */
  readyRound: number | null;
  /** The cycle is complete this round and no DG holds the ship: it may jump now. */
  ready: boolean;
  /** Why a complete cycle cannot be used (a DG field), else null. */
  blocker: string | null;
  /** The choices the rules allow now ('' = nothing to decide for this ship). */
  choices: ('' | JumpChoice)[];
}

/** Every active ship with a working jump drive and what it may do at L this round. */
export function jumpOptions(battle: Battle): JumpOption[] {
  return battle.ships
    .filter((s) => isActive(s) && jdWorking(s) > 0)
    .map((s) => {
      const lt = profileOf(s).lt;
      const blocker = jumpBlocker(battle, s);
      const ready = cycleComplete(s, battle.round) && blocker === null;
      const choices: ('' | JumpChoice)[] = ready ? ['jump', 'stay', 'abort'] : s.jdCycleStart !== null ? ['', 'abort'] : ['', 'restart'];
      return { ship: s.id, name: s.name, lt, cycleStart: s.jdCycleStart, readyRound: s.jdCycleStart === null ? null : s.jdCycleStart + lt - 1, ready, blocker, choices };
    });
}

/** The sides present (in the battle file's order); the first stays at the warp point centre, a meeting direction may be given for each (NOVA: LOSS OF DETECTION DURING COMBAT). */
export function lossOfDetectionSides(battle: Battle): { id: string; name: string; first: boolean }[] {
  const present = battle.input.sides.filter((side) => battle.ships.some((s) => isActive(s) && s.side === side.id));
  return present.map((side, i) => ({ id: side.id, name: side.name || side.id, first: i === 0 }));
}

export function launchOptions(battle: Battle): { ship: string; name: string; carrier: string; problem: string | null }[] {
  return battle.ships
    .filter((s) => s.status === 'active' && s.carriedBy !== undefined)
    .map((s) => ({ ship: s.id, name: s.name, carrier: shipName(battle, s.carriedBy as string), problem: launchProblem(battle, s.id) }));
}

/** Ships that could be picked up now, each with the carriers able to take it. */
export function pickUpOptions(battle: Battle): { ship: string; name: string; carriers: { id: string; name: string }[] }[] {
  const out: { ship: string; name: string; carriers: { id: string; name: string }[] }[] = [];
  for (const s of battle.ships) {
    if (!isActive(s)) continue;
    const carriers = battle.ships.filter((c) => c.id !== s.id && isActive(c) && pickUpProblem(battle, s.id, c.id) === null).map((c) => ({ id: c.id, name: c.name }));
    if (carriers.length > 0) out.push({ ship: s.id, name: s.name, carriers });
  }
  return out;
}

// ——— internals ———

function shipById(battle: Battle, id: string): ShipState {
  const s = battle.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship "${id}" in this battle`);
  return s;
}

function shipName(battle: Battle, id: string): string {
  return battle.ships.find((x) => x.id === id)?.name ?? id;
}

function weaponLabel(w: WeaponInstance): string {
  switch (w.kind) {
    case 'FP':
      return `FP${w.size} FA${w.fa ?? 0} FD${w.fd ?? 0}`;
    case 'PA':
      return `PA PR${w.pr ?? 1} PD${w.pd ?? 0}`;
    case 'WC':
      return `WC WA${w.wa ?? 0} WD${w.wd ?? 0}`;
    default:
      return `${w.kind}${w.size}`;
  }
}

function shotContext(battle: Battle, ship: ShipState, target: ShipState) {
  return { range: rangeBetween(ship.pos, target.pos), fc: installationLevel(ship, 'FC'), ew: installationLevel(target, 'EW'), probed: target.probedBy.includes(ship.side), extrapolateLaserCodes: battle.settings.extrapolateLaserCodes };
}

/** The fire calculator's weapon for a row (XL in its mode, ML with its missile); null when a missile is missing or unknown. */
function weaponSpec(ship: ShipState, w: WeaponInstance, choice: { mode?: 'BL' | 'PL'; missile?: string }): WeaponSpec | null {
  switch (w.kind) {
    case 'BL':
    case 'PL':
      return { kind: w.kind, size: w.size };
    case 'XL':
      return { kind: choice.mode ?? 'BL', size: w.size };
    case 'FP':
      return { kind: 'FP', size: w.size, fa: w.fa ?? 0, fd: w.fd ?? 0 };
    case 'PA':
      return { kind: 'PA', pr: w.pr ?? 1, pd: w.pd ?? 0 };
    case 'WC':
      return { kind: 'WC', wa: w.wa ?? 0, wd: w.wd ?? 0 };
    case 'ML': {
      const m = profileOf(ship).missiles.find((x) => x.id === choice.missile);
      return m ? { kind: 'ML', md: m.md, ma: m.ma, mr: m.mr } : null;
    }
  }
}

/** In words, short: what it takes to hit. */
export function oddsText(toHit: ToHit): string {
  switch (toHit.kind) {
    case 'none':
      return `no effect: ${toHit.reason}`;
    case 'always':
      return `always hits for ${toHit.damage}`;
    case 'percent':
      return toHit.chance > 0 ? `hits on d100 ≤ ${toHit.chance}%` : 'cannot hit (0%)';
    case 'laser': {
      const hits = toHit.rows.filter((r) => r.damage > 0);
      if (hits.length === 0) return 'no face of the d10z does damage';
      const avg = toHit.rows.reduce((t, r) => t + r.damage, 0) / 10;
      const from = Math.min(...hits.map((r) => r.face));
      return `d10z ${from}+ damages (${hits.length * 10}%, average ${avg.toFixed(1)})`;
    }
  }
}

function reaches(toHit: ToHit): boolean {
  return toHit.kind === 'laser' ? toHit.rows.some((r) => r.damage > 0) : toHit.kind === 'percent' ? toHit.chance > 0 : toHit.kind === 'always';
}

/** A target seen from one weapon: range, images and the odds (for ML/XL: with the choice given, else the best missile or mode). */
export function targetOption(battle: Battle, ship: ShipState, w: WeaponInstance, t: ShipState, choice: { mode?: 'BL' | 'PL'; missile?: string }): TargetOption {
  const ctx = shotContext(battle, ship, t);
  const candidates: { mode?: 'BL' | 'PL'; missile?: string }[] =
    w.kind === 'XL' ? (choice.mode ? [choice] : [{ mode: 'BL' }, { mode: 'PL' }]) : w.kind === 'ML' ? (choice.missile ? [choice] : profileOf(ship).missiles.filter((m) => missileSize(m.md, m.ma, m.mr) <= w.size).map((m) => ({ missile: m.id }))) : [{}];
  let best: { toHit: ToHit; label: string } | null = null;
  for (const c of candidates) {
    const spec = weaponSpec(ship, w, c);
    if (!spec) continue;
    const { toHit } = fireOdds(spec, ctx);
    const label = `${c.mode ? `${c.mode}: ` : ''}${c.missile ? `${c.missile}: ` : ''}${oddsText(toHit)}`;
    if (!best || (reaches(toHit) && !reaches(best.toHit))) best = { toHit, label };
  }
  const images = t.images[ship.side] ?? 1;
  return { id: t.id, name: t.name, side: t.side, range: ctx.range, images, probed: ctx.probed, inReach: best !== null && reaches(best.toHit), odds: best ? best.label : 'no missile fits this launcher' };
}
