/**
 * NOVA: SURFACE COMBAT (digest §16; rulebook L3988–4010, armies L2114–2138, SDU L2140–2146,
 * OS L859–869, PCB L2182–2186, DC L695–705). Up to three rounds a strategic turn.
 *
 * A round: the invader lands units (round 1 of an invasion: AAs only; later rounds RAs and SDUs,
 * and OS may fire, only if an invading unit survived a round); the defender puts units forward
 * and the invader matches each (pairs) until one side runs out; the side with excess units
 * double-teams (extras) or screens them; every engaged unit attacks an enemy matched against it:
 * d6 ≤ CF (−1 against an SDU); each OS unit fires at any enemy army or SDU: d6 ≤ level − enemy
 * SDUs on the ground at the start of the round (−1 more against an SDU). Removal is simultaneous.
 */
import type { CombatDice } from './dice';
import { withdrawalProblem, withWithdrawal } from './surface-withdrawal';
import { GROUND_CF, type GroundUnitType } from './tables';

export type GroundSide = 'defender' | 'invader';

export interface GroundUnit {
  id: string;
  type: GroundUnitType;
  side: GroundSide;
  /** Invader units start on their ships and land at the start of a round. */
  landed: boolean;
  alive: boolean;
  /** Withdrawn aboard its ships at the start of a round this turn (NOVA: L3998); it does not land again this turn. */
  withdrawn?: boolean;
}

export interface SurfaceState {
  id: string;
  /** Round of this strategic turn, 1–3; 0 before the first. */
  round: number;
  units: GroundUnit[];
  /** OS units at the planet (invader's), by level. */
  os: { id: string; level: number }[];
  /** An invading army or SDU has survived at least one round (this battle, including the previous turn). */
  invaderSurvivedARound: boolean;
  /** First turn of the invasion (round 1 lands AAs only). */
  firstTurn: boolean;
  outcome: null | { kind: 'defenderHolds' | 'invaderTakes' | 'continues' | 'devastated'; text: string; pcbsDetonated?: number };
}

export interface SurfaceRoundDecision {
  /** Units of either side withdrawn aboard ships with CHs at the start of the round, before anything else (NOVA: L3998; surface-withdrawal.ts). */
  withdraw?: string[];
  /** Invader units to land at the start of the round (default: every eligible unit). */
  land?: string[];
  /** Defender unit forward, invader unit matched against it; in the defender's order. */
  pairs: [string, string][];
  /** Excess units of the side that has more, each attacking an enemy unit already in a pair ("double team"). */
  extras?: { unit: string; target: string }[];
  /** For a unit matched by several enemies: which of them it attacks (default: its pair). */
  attacks?: Record<string, string>;
  /** Each OS unit's target (any enemy army or SDU, even screened). */
  os?: { os: string; target: string }[];
  /**
   * PCBs the invader drops at the end of the round (NOVA: PCB L2182–2186, only once an invading
   * unit has survived a round), and the defender's allocation of its SDUs: `sdus[i]` = the PCB
   * (0-based) the i-th surviving SDU attacks (default: round robin).
   */
  pcb?: { count: number; sdus?: number[] };
}

export interface SurfaceEvent {
  round: number;
  text: string;
  unit?: string;
  target?: string;
  data?: Record<string, unknown>;
}

const cf = (u: GroundUnit): number => GROUND_CF[u.type];

/** A surface battle from the units present. Defender units are on the ground; invader units aboard ships. */
export function startSurface(id: string, defender: Partial<Record<GroundUnitType, number>>, invader: Partial<Record<GroundUnitType, number>>, osLevels: number[] = []): SurfaceState {
  const units: GroundUnit[] = [];
  const add = (side: GroundSide, counts: Partial<Record<GroundUnitType, number>>): void => {
    for (const type of ['SDU', 'RA', 'AA', 'MA'] as const) {
      for (let i = 1; i <= (counts[type] ?? 0); i++) units.push({ id: `${side === 'defender' ? 'D' : 'I'}-${type}${i}`, type, side, landed: side === 'defender', alive: true });
    }
  };
  add('defender', defender);
  add('invader', invader);
  return { id, round: 0, units, os: osLevels.map((level, i) => ({ id: `OS${i + 1}`, level })), invaderSurvivedARound: false, firstTurn: true, outcome: null };
}

export function onGround(state: SurfaceState, side: GroundSide): GroundUnit[] {
  return state.units.filter((u) => u.side === side && u.alive && u.landed);
}

/** Invader units that may land at the start of the next round. */
export function landable(state: SurfaceState): GroundUnit[] {
  const round = state.round + 1;
  const aboard = state.units.filter((u) => u.side === 'invader' && u.alive && !u.landed && !u.withdrawn);
  if (state.firstTurn && round === 1) return aboard.filter((u) => u.type === 'AA');
  return state.invaderSurvivedARound ? aboard.filter((u) => u.type !== 'MA') : [];
}

/** OS may fire once an invading unit on the surface has survived a round. */
export function osMayFire(state: SurfaceState): boolean {
  return state.invaderSurvivedARound && onGround(state, 'invader').length > 0;
}

/** Why a round decision is not allowed; null when fine. */
export function surfaceDecisionProblem(before: SurfaceState, d: SurfaceRoundDecision): string | null {
  const withdrawal = withdrawalProblem(before, d.withdraw ?? []);
  if (withdrawal) return withdrawal;
  const state = withWithdrawal(before, d.withdraw ?? []);
  const may = new Set(landable(state).map((u) => u.id));
  for (const id of d.land ?? []) if (!may.has(id)) return `${id} cannot land this round`;
  const landing = new Set(d.land ?? [...may]);
  const byId = new Map(state.units.map((u) => [u.id, u]));
  const defenders = onGround(state, 'defender');
  const invaders = state.units.filter((u) => u.side === 'invader' && u.alive && (u.landed || landing.has(u.id)));
  const need = Math.min(defenders.length, invaders.length);
  if (d.pairs.length !== need) return `${need} pairs are needed (${defenders.length} defending units against ${invaders.length} invading), ${d.pairs.length} given`;
  const used = new Set<string>();
  for (const [dId, iId] of d.pairs) {
    const du = byId.get(dId);
    const iu = byId.get(iId);
    if (!du || du.side !== 'defender' || !defenders.includes(du)) return `${dId} is not a defending unit on the ground`;
    if (!iu || iu.side !== 'invader' || !invaders.includes(iu)) return `${iId} is not an invading unit on the ground`;
    if (used.has(dId) || used.has(iId)) return `${used.has(dId) ? dId : iId} is in two pairs`;
    used.add(dId);
    used.add(iId);
  }
  const excessSide: GroundSide | null = defenders.length > invaders.length ? 'defender' : invaders.length > defenders.length ? 'invader' : null;
  for (const e of d.extras ?? []) {
    const u = byId.get(e.unit);
    const t = byId.get(e.target);
    if (!u || u.side !== excessSide || used.has(e.unit)) return `${e.unit} is not an excess unit of the side with more units`;
    if (!t || !used.has(e.target) || t.side === u.side) return `${e.unit} can only double-team an enemy unit already in a pair (${e.target} is not)`;
    used.add(e.unit);
  }
  if ((d.os ?? []).length > 0 && !osMayFire(state)) return 'OS cannot fire before an invading unit has survived a round on the surface';
  const osIds = new Set<string>();
  if (d.pcb && d.pcb.count > 0) {
    if (!Number.isInteger(d.pcb.count) || d.pcb.count < 0) return 'pcb.count must be a whole number';
    if (!state.invaderSurvivedARound) return 'PCBs can be dropped only once an invading unit has survived a round';
    if ((d.pcb.sdus ?? []).some((i) => !Number.isInteger(i) || i < 0 || i >= (d.pcb?.count ?? 0))) return `pcb.sdus: each SDU attacks a PCB numbered 0–${d.pcb.count - 1}`;
  }
  for (const o of d.os ?? []) {
    if (!state.os.some((x) => x.id === o.os)) return `no OS unit ${o.os}`;
    if (osIds.has(o.os)) return `${o.os} fires twice`;
    osIds.add(o.os);
    const t = byId.get(o.target);
    if (!t || t.side !== 'defender' || !t.alive) return `OS target ${o.target} is not a defending army or SDU`;
  }
  return null;
}

/**
 * The default line-up (digest §16.5): the defender puts its strongest units forward first and
 * keeps SDUs back when it has excess; the invader matches its strongest against the defender's
 * strongest; invader extras double-team SDUs (else the strongest defender); OS fire at SDUs when
 * level − SDUs − 1 ≥ 1, else at the defending army with the highest CF.
 */
export function proposeSurfaceRound(state: SurfaceState): SurfaceRoundDecision {
  const land = landable(state).map((u) => u.id);
  const landing = new Set(land);
  const strongest = (a: GroundUnit, b: GroundUnit): number => cf(b) - cf(a);
  const defenders = onGround(state, 'defender');
  const invaders = state.units.filter((u) => u.side === 'invader' && u.alive && (u.landed || landing.has(u.id))).sort(strongest);
  const excess = defenders.length > invaders.length;
  const order = [...defenders].sort((a, b) => (excess ? Number(a.type === 'SDU') - Number(b.type === 'SDU') : 0) || strongest(a, b));
  const n = Math.min(order.length, invaders.length);
  const pairs: [string, string][] = [];
  for (let i = 0; i < n; i++) pairs.push([(order[i] as GroundUnit).id, (invaders[i] as GroundUnit).id]);
  const extras: { unit: string; target: string }[] = [];
  const paired = order.slice(0, n);
  if (invaders.length > n && paired.length > 0) {
    const target = paired.find((u) => u.type === 'SDU') ?? paired[0];
    for (const u of invaders.slice(n)) if (target) extras.push({ unit: u.id, target: target.id });
  }
  const os: { os: string; target: string }[] = [];
  const willFire = state.invaderSurvivedARound && (onGround(state, 'invader').length > 0 || land.length > 0);
  if (willFire && defenders.length > 0) {
    const sdus = defenders.filter((u) => u.type === 'SDU');
    for (const o of state.os) {
      const vsSdu = o.level - sdus.length - 1;
      const sdu = sdus[0];
      const army = defenders.filter((u) => u.type !== 'SDU').sort(strongest)[0];
      const target = sdu && vsSdu >= 1 ? sdu : (army ?? sdu);
      if (target) os.push({ os: o.id, target: target.id });
    }
  }
  return { land, pairs, extras, os };
}

/** One round of surface combat; dice: for each pair the defender's attack then the invader's, then extras, then OS. */
export function resolveSurfaceRound(start: SurfaceState, d: SurfaceRoundDecision, dice: CombatDice): { ok: true; state: SurfaceState; log: SurfaceEvent[] } | { ok: false; reason: string } {
  if (start.outcome) return { ok: false, reason: `surface combat ${start.id} is over: ${start.outcome.text}` };
  if (start.round >= 3) return { ok: false, reason: 'three rounds of surface combat have been fought this turn' };
  const problem = surfaceDecisionProblem(start, d);
  if (problem) return { ok: false, reason: `round ${start.round + 1}: ${problem}` };
  const state: SurfaceState = structuredClone(withWithdrawal(start, d.withdraw ?? []));
  const landing = d.land ?? landable(state).map((u) => u.id);
  state.round++;
  const log: SurfaceEvent[] = [];
  const round = state.round;
  if ((d.withdraw ?? []).length > 0) log.push({ round, text: `withdrawn aboard ship: ${(d.withdraw ?? []).join(', ')}` });
  dice.context = { round, phase: 'surface' };
  const byId = new Map(state.units.map((u) => [u.id, u]));
  for (const id of landing) {
    const u = byId.get(id);
    if (u) u.landed = true;
  }
  if (landing.length > 0) log.push({ round, text: `the invader lands ${landing.join(', ')}` });
  const sdusAtStart = onGround(state, 'defender').filter((u) => u.type === 'SDU').length;
  const matchedBy = new Map<string, string[]>();
  const engage = (a: string, b: string): void => {
    matchedBy.set(a, [...(matchedBy.get(a) ?? []), b]);
  };
  for (const [a, b] of d.pairs) {
    engage(a, b);
    engage(b, a);
  }
  for (const e of d.extras ?? []) {
    engage(e.unit, e.target);
    engage(e.target, e.unit);
  }
  const hits = new Set<string>();
  const attack = (attackerId: string, purpose: string): void => {
    const u = byId.get(attackerId) as GroundUnit;
    const choices = matchedBy.get(attackerId) ?? [];
    const chosen = d.attacks?.[attackerId];
    const targetId = chosen !== undefined && choices.includes(chosen) ? chosen : choices[0];
    const t = targetId === undefined ? undefined : byId.get(targetId);
    if (!t) return;
    const need = cf(u) - (t.type === 'SDU' ? 1 : 0);
    const roll = dice.roll('d6', `S${round}/${purpose}/${u.id}>${t.id}`, undefined, [{ label: `CF ${cf(u)}`, value: cf(u) }, { label: 'SDU defence', value: t.type === 'SDU' ? -1 : 0 }]);
    const hit = roll <= need;
    if (hit) hits.add(t.id);
    log.push({ round, text: `${u.id} (CF${cf(u)}) attacks ${t.id}: d6 ${roll} ${hit ? '≤' : '>'} ${need}, ${hit ? 'destroyed' : 'miss'}`, unit: u.id, target: t.id, data: { roll, need, hit } });
  };
  for (const [a, b] of d.pairs) {
    attack(a, 'pair');
    attack(b, 'pair');
  }
  for (const e of d.extras ?? []) attack(e.unit, 'extra');
  const screened = [...onGround(state, 'defender'), ...onGround(state, 'invader')].filter((u) => !matchedBy.has(u.id));
  if (screened.length > 0) log.push({ round, text: `screened: ${screened.map((u) => u.id).join(', ')}` });
  for (const o of d.os ?? []) {
    const unit = state.os.find((x) => x.id === o.os);
    const t = byId.get(o.target);
    if (!unit || !t) continue;
    const need = unit.level - sdusAtStart - (t.type === 'SDU' ? 1 : 0);
    const roll = dice.roll('d6', `S${round}/OS/${o.os}>${t.id}`, undefined, [{ label: `OS level ${unit.level}`, value: unit.level }, { label: 'enemy SDUs', value: -sdusAtStart }, { label: 'SDU defence', value: t.type === 'SDU' ? -1 : 0 }]);
    const hit = roll <= need;
    if (hit) hits.add(t.id);
    log.push({ round, text: `${o.os} (OS${unit.level}) fires at ${t.id}: d6 ${roll} ${hit ? '≤' : '>'} ${need}, ${hit ? 'destroyed' : 'miss'}`, unit: o.os, target: t.id, data: { roll, need, hit } });
  }
  for (const id of hits) {
    const u = byId.get(id);
    if (u) u.alive = false;
  }
  if (hits.size > 0) log.push({ round, text: `destroyed: ${[...hits].join(', ')}` });
  if (onGround(state, 'invader').length > 0) state.invaderSurvivedARound = true;
  if (d.pcb && d.pcb.count > 0) {
    const sdus = onGround(state, 'defender').filter((u) => u.type === 'SDU');
    const allocation = d.pcb.sdus ?? sdus.map((_, i) => i % (d.pcb?.count ?? 1));
    dice.context = { round, phase: 'pcb' };
    const pcb = interceptPcbs(d.pcb.count, allocation.slice(0, sdus.length), dice);
    log.push(...pcb.log.map((e) => ({ ...e, round })));
    if (pcb.detonated > 0) {
      for (const u of state.units) if (u.landed && u.alive) u.alive = false;
      state.outcome = { kind: 'devastated', text: `${pcb.detonated} planet cracker bomb${pcb.detonated > 1 ? 's' : ''} detonated: every unit on the surface is destroyed`, pcbsDetonated: pcb.detonated };
      log.push({ round, text: state.outcome.text });
      return { ok: true, state, log };
    }
  }
  const defenders = onGround(state, 'defender').length;
  const invaders = state.units.filter((u) => u.side === 'invader' && u.alive && u.landed).length;
  // With no invading unit left, none survived this round, so none may land next round either.
  const withdrew = (side: GroundSide) => state.units.some((u) => u.side === side && u.alive && u.withdrawn);
  if (invaders === 0) state.outcome = { kind: 'defenderHolds', text: withdrew('invader') ? 'the invader withdrew: no invading unit is left on the planet' : 'no invading unit is left on the planet' };
  else if (defenders === 0) state.outcome = { kind: 'invaderTakes', text: withdrew('defender') ? 'the defender withdrew: no defending unit is left, the invader takes the planet' : 'no defending unit is left: the invader takes the planet' };
  else if (state.round === 3) state.outcome = { kind: 'continues', text: 'combat goes on after round 3: the system is suppressed and nothing can be established this turn; combat resumes next turn' };
  if (state.outcome) log.push({ round, text: state.outcome.text });
  return { ok: true, state, log };
}

/**
 * The next turn of a surface battle still going on (L2130): MAs destroyed return at the start of
 * its first round if a defending unit survived; the round count restarts.
 */
export function nextSurfaceTurn(state: SurfaceState): SurfaceState {
  const next: SurfaceState = structuredClone(state);
  next.round = 0;
  next.firstTurn = false;
  next.outcome = null;
  // Units withdrawn aboard may land again next turn.
  for (const u of next.units) delete u.withdrawn;
  if (onGround(state, 'defender').length > 0) for (const u of next.units) if (u.side === 'defender' && u.type === 'MA') u.alive = true;
  return next;
}

/** NOVA: PCB (L2146, L2184): each SDU attacks one PCB (d6 1–4 destroys it); allocation is the defender's, made before rolling. */
export function interceptPcbs(pcbs: number, allocation: number[], dice: CombatDice): { detonated: number; log: SurfaceEvent[] } {
  const log: SurfaceEvent[] = [];
  const destroyed = new Set<number>();
  allocation.forEach((pcb, sdu) => {
    const roll = dice.roll('d6', `PCB/SDU${sdu + 1}>PCB${pcb + 1}`);
    const hit = roll <= 4;
    if (hit) destroyed.add(pcb);
    log.push({ round: 0, text: `SDU${sdu + 1} attacks PCB${pcb + 1}: d6 ${roll}, ${hit ? 'destroyed' : 'miss'}` });
  });
  const detonated = Math.max(0, pcbs - destroyed.size);
  log.push({ round: 0, text: detonated === 0 ? 'every PCB is stopped' : `${detonated} PCB${detonated > 1 ? 's' : ''} detonate${detonated > 1 ? '' : 's'}: every unit on the surface is destroyed${detonated >= 3 ? '; the planet becomes Type 0' : detonated === 2 ? '; a Type 5–8 planet drops to Type 1–4' : ''}` });
  return { detonated, log };
}

/** NOVA: DEVASTATION (L695–705) by a DC ship that survived the space combat, by the SDUs present. */
export function devastation(sdus: number): string {
  if (sdus === 0) return 'all surface units are destroyed and the status becomes NONE; the IC cannot build next turn';
  if (sdus === 1) return "next turn's revenue is suppressed; surface units and status unaffected; the IC cannot build next turn";
  return 'revenue unaffected; surface units and status unaffected; the IC cannot build next turn';
}

/**
 * Runs the rounds of one strategic turn (at most three) from `state`: each round uses the decision
 * given for it (index 0 = the next round), else the default line-up when `tactics` is 'default',
 * else stops and says which round needs a decision. Never throws for bad input.
 */
export function resolveSurfaceTurn(
  state: SurfaceState,
  decisions: readonly (SurfaceRoundDecision | undefined)[],
  dice: CombatDice,
  options: { tactics?: 'default' | null } = {},
): { ok: true; state: SurfaceState; log: SurfaceEvent[]; decisions: SurfaceRoundDecision[]; pending: number | null } | { ok: false; reason: string; log: SurfaceEvent[] } {
  let current = state;
  const log: SurfaceEvent[] = [];
  const used: SurfaceRoundDecision[] = [];
  for (let i = 0; current.outcome === null && current.round < 3; i++) {
    const decision = decisions[i] ?? (options.tactics === 'default' ? proposeSurfaceRound(current) : undefined);
    if (!decision) return { ok: true, state: current, log, decisions: used, pending: current.round + 1 };
    const r = resolveSurfaceRound(current, decision, dice);
    if (!r.ok) return { ok: false, reason: r.reason, log };
    used.push(decision);
    log.push(...r.log);
    current = r.state;
  }
  return { ok: true, state: current, log, decisions: used, pending: null };
}
