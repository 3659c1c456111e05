/**
 * The NOVA space-combat state machine (digest §3):
 * `(battle, decisions, rngState) → { battle, log, dice, pending decision | finished }`.
 *
 * It runs the computational phases with the seeded dice stream and stops at each decision it
 * has no answer for: thrust plot (D), loss of detection (after E), which image is real (F),
 * weapon allocation (F; its order is the order hits are applied), jump-outs (L). Answers come
 * from `decisions` (the UI, a file, forced values) or, when `tactics` names a policy, from
 * that policy; policy answers are returned in `decisions` so the battle replays without it.
 * Never throws for bad input: an invalid decision or forced die gives `{ ok: false, reason }`.
 */
import { phaseTitle } from './sequence-of-play';
import type { RngState } from '../../../rng';
import { profileOf, type Battle, type Phase } from './battle';
import { computeEchoes, detectionLost, invalidateDetection, meetingRange, oneSidedDetection, probeWindow, restoreShields } from './detection';
import { validateInstallations, validateRound, type BattleDecisions, type DecisionKind, type RoundDecisions } from './decisions';
import { CombatDice, DiceError, type DieEvent, type ForcedDie } from './dice';
import { executeFire, regenerateShields, rollBlowUps, rollCriticals } from './fire-phase';
import { cycleComplete, jumpBlocker } from './jumping';
import { carriedFate, launch, launchProblem, pickUp, pickUpProblem } from './launch-bays';
import { EventLog, type BattleEvent } from './log';
import { applyThrust, addAxial, DIRECTIONS, formatVector, scatterPosition, type Axial } from './movement';
import { chooseBestInstallations, isActive, jdWorking, workingWeapons } from './ship-state';
import { TACTICS, type TacticsName } from './tactics';
import { recordFiredOn, sensorChoices } from './contact-tactics';

export interface ResolveOptions {
  /** A named policy that answers every decision the caller did not give. */
  tactics?: TacticsName | null;
  /** Forced dice: consumed in order, or by exact purpose. */
  forced?: { queue?: readonly ForcedDie[]; byPurpose?: Readonly<Record<string, number>> };
  /** Stop (pending 'pause') before this round starts; used to step round by round. */
  stopBeforeRound?: number;
  /** Keep no log (events and dice): for the odds preview, which needs only the outcome. */
  quiet?: boolean;
}

export interface PendingDecision {
  round: number;
  kind: DecisionKind;
  /** Ships or sides the decision concerns. */
  ships?: string[];
  sides?: string[];
}

export type ResolveResult =
  | {
      ok: true;
      battle: Battle;
      log: BattleEvent[];
      dice: DieEvent[];
      rng: RngState;
      /** The decisions used, with those the policy made added. */
      decisions: BattleDecisions;
      status: { kind: 'pending'; decision: PendingDecision } | { kind: 'paused'; round: number } | { kind: 'finished' };
    }
  | { ok: false; reason: string; battle: Battle; log: BattleEvent[]; dice: DieEvent[] };

/** Runs the battle forward from its current phase until a decision is needed or it ends. The input battle is not modified. */
export function resolveBattle(start: Battle, decisionsIn: BattleDecisions, rng: RngState, options: ResolveOptions = {}): ResolveResult {
  const battle = cloneBattle(start);
  const decisions: BattleDecisions = structuredClone(decisionsIn);
  const dice = new CombatDice(rng, options.forced, options.quiet === true);
  const log = new EventLog(options.quiet === true);
  const policy = options.tactics ? TACTICS[options.tactics] : null;
  const fail = (reason: string): ResolveResult => ({ ok: false, reason: `round ${battle.round}, phase ${battle.phase} (${phaseTitle(battle.phase)}): ${reason}`, battle, log: log.events, dice: dice.log });

  /** The round's answer for `kind`, from the decisions or the policy; null = stop and ask; a string = why it is invalid. */
  const answer = (kind: DecisionKind): RoundDecisions | null | string => {
    const key = String(battle.round);
    const round = (decisions[key] ??= {});
    if (round[kind] === undefined) {
      if (!policy) return null;
      const made = policy(battle, kind, dice);
      Object.assign(round, made);
      log.add('decision', `${options.tactics} tactics decide ${kind}`, { data: { [kind]: made[kind] } });
    }
    const v = validateRound(battle, kind, round);
    if (!v.ok) return v.reason;
    for (const w of v.warnings) log.add('decision', `warning: ${w}`);
    return round;
  };

  try {
    for (;;) {
      log.round = battle.round;
      log.phase = battle.phase;
      dice.context = { round: battle.round, phase: battle.phase };
      const phase: Phase = battle.phase;
      if (phase === 'done') return done();
      if (phase === 'B') {
        scatterIncoming(battle, dice, log);
        battle.round = 1;
        for (const s of battle.ships) if (isActive(s) && jdWorking(s) > 0) s.jdCycleStart = 1; // L807: every JD cycles from round 1
        log.add('cycle', 'every jump drive starts cycling (round 1)');
        battle.phase = 'C';
        continue;
      }
      if (phase === 'C') {
        if (options.stopBeforeRound !== undefined && battle.round >= options.stopBeforeRound) return { ok: true, battle, log: log.events, dice: dice.log, rng: dice.state, decisions, status: { kind: 'paused', round: battle.round } };
        if (battle.round > battle.settings.maxRounds) {
          battle.outcome = { kind: 'roundLimit', text: `stopped after ${battle.settings.maxRounds} rounds (the battle limit in the settings)` };
          battle.phase = 'done';
          continue;
        }
        for (const s of battle.ships) {
          s.probedBy = [];
          s.sdAttacks = 0;
          if (isActive(s)) chooseBestInstallations(s);
        }
        // EW/FC/SN in use are chosen at the start of the round (L739); the default is the highest working level.
        // NOVA: CONTACT ORDERS — the default tactics switch off the SN of ships that run (contact-tactics.ts).
        if (policy && decisions[String(battle.round)]?.installations === undefined) {
          const off = sensorChoices(battle);
          if (Object.keys(off).length > 0) {
            (decisions[String(battle.round)] ??= {}).installations = off;
            const before = decisions[String(battle.round - 1)]?.installations;
            if (JSON.stringify(before) !== JSON.stringify(off)) log.add('decision', `${options.tactics} tactics decide installations: SN off for ${Object.keys(off).join(', ')} (they run; NOVA: CONTACT ORDERS)`, { data: { installations: off } });
          }
        }
        const chosen = decisions[String(battle.round)]?.installations;
        if (chosen) {
          const v = validateInstallations(battle, chosen);
          if (!v.ok) return fail(v.reason);
          for (const s of battle.ships) {
            const pick = chosen[s.id];
            if (!pick || !isActive(s)) continue;
            for (const kind of ['EW', 'FC', 'SN'] as const) if (pick[kind] !== undefined) s.active[kind] = pick[kind] ?? null;
          }
          log.add('decision', `installations in use: ${Object.entries(chosen).map(([id, k]) => `${id} ${Object.entries(k).map(([kind, v]) => (v === null ? `${kind} off` : v)).join(' ')}`).join('; ')}`);
        }
        probeWindow(battle, 'C', log);
        battle.phase = 'CL';
        continue;
      }
      if (phase === 'CL') {
        if (battle.ships.some((s) => s.status === 'active' && s.carriedBy !== undefined && launchProblem(battle, s.id) === null) || decisions[String(battle.round)]?.launch !== undefined) {
          const d = answer('launch');
          if (d === null) return pending('launch', { ships: battle.ships.filter((s) => s.status === 'active' && s.carriedBy !== undefined).map((s) => s.id) });
          if (typeof d === 'string') return fail(d);
          launch(battle, d.launch ?? [], log);
          invalidateDetection(battle);
        }
        battle.phase = 'D';
        continue;
      }
      if (phase === 'D') {
        const d = answer('thrust');
        if (d === null) return pending('thrust', { ships: battle.ships.filter(isActive).map((s) => s.id) });
        if (typeof d === 'string') return fail(d);
        log.phase = 'E';
        move(battle, d.thrust ?? {}, log);
        invalidateDetection(battle);
        battle.phase = detectionLost(battle) ? 'LOD' : 'F';
        continue;
      }
      if (phase === 'LOD') {
        const d = answer('lossOfDetection');
        if (d === null) return pending('lossOfDetection', { sides: activeSides(battle) });
        if (typeof d === 'string') return fail(d);
        lossOfDetection(battle, d.lossOfDetection ?? {}, d.meetingDirections ?? {}, log);
        invalidateDetection(battle);
        battle.phase = endTest(battle, log) ? 'done' : 'F';
        continue;
      }
      if (phase === 'F') {
        probeWindow(battle, 'F', log);
        for (const e of computeEchoes(battle)) log.add('echo', `${e.ship.name} shows ${e.images} images to ${e.side}`, { shipId: e.ship.id });
        battle.phase = 'FE';
        continue;
      }
      if (phase === 'FE') {
        const showing = battle.ships.filter((s) => isActive(s) && Object.keys(s.images).length > 0);
        if (showing.length > 0) {
          const d = answer('echoes');
          if (d === null) return pending('echoes', { ships: showing.map((s) => s.id) });
          if (typeof d === 'string') return fail(d);
          for (const s of showing) s.realImage = d.echoes?.[s.id] ?? 0;
        }
        battle.phase = 'FA';
        continue;
      }
      if (phase === 'FA') {
        const d = answer('fire');
        if (d === null) return pending('fire', { ships: battle.ships.filter((s) => isActive(s) && workingWeapons(s).length > 0).map((s) => s.id) });
        if (typeof d === 'string') return fail(d);
        log.phase = 'G';
        dice.context = { round: battle.round, phase: 'G' };
        recordFiredOn(battle, d.fire ?? []);
        executeFire(battle, d.fire ?? [], dice, log);
        carriedFate(battle, log);
        invalidateDetection(battle);
        log.phase = 'H';
        dice.context.phase = 'H';
        rollBlowUps(battle, dice, log);
        carriedFate(battle, log);
        log.phase = 'I';
        dice.context.phase = 'I';
        rollCriticals(battle, dice, log);
        carriedFate(battle, log);
        log.phase = 'J';
        regenerateShields(battle, log);
        log.phase = 'K';
        probeWindow(battle, 'K', log);
        battle.phase = 'K';
        continue;
      }
      if (phase === 'K') {
        if (pickUpPossible(battle) || decisions[String(battle.round)]?.pickUps !== undefined) {
          const d = answer('pickUps');
          if (d === null) return pending('pickUps', { ships: battle.ships.filter(isActive).map((s) => s.id) });
          if (typeof d === 'string') return fail(d);
          pickUp(battle, d.pickUps ?? {}, log);
        }
        battle.phase = 'L';
        continue;
      }
      if (phase === 'L') {
        const eligible = battle.ships.filter((s) => isActive(s) && cycleComplete(s, battle.round));
        const blocked = eligible.filter((s) => jumpBlocker(battle, s) !== null);
        const ready = eligible.filter((s) => !blocked.includes(s));
        const round = (decisions[String(battle.round)] ??= {});
        if (ready.length > 0 || round.jumps !== undefined) {
          const d = answer('jumps');
          if (d === null) return pending('jumps', { ships: ready.map((s) => s.id) });
          if (typeof d === 'string') return fail(d);
          applyJumps(battle, d.jumps ?? {}, ready.map((s) => s.id), log);
          carriedFate(battle, log);
        }
        for (const s of blocked) {
          log.add('cycle', `${s.name} ${jumpBlocker(battle, s) ?? ''}: its completed cycle must restart`, { shipId: s.id });
          s.jdCycleStart = battle.round + 1; // a completed cycle inside a DG field must restart (L715)
        }
        for (const s of battle.ships) if (isActive(s) && jdWorking(s) === 0 && s.jdCycleStart !== null) s.jdCycleStart = null;
        if (endTest(battle, log)) {
          battle.phase = 'done';
          continue;
        }
        battle.round++;
        battle.phase = 'C';
        continue;
      }
    }
  } catch (error) {
    if (error instanceof DiceError) return fail(error.message);
    throw error;
  }

  function pending(kind: DecisionKind, who: { ships?: string[]; sides?: string[] }): ResolveResult {
    return { ok: true, battle, log: log.events, dice: dice.log, rng: dice.state, decisions, status: { kind: 'pending', decision: { round: battle.round, kind, ...who } } };
  }
  function done(): ResolveResult {
    return { ok: true, battle, log: log.events, dice: dice.log, rng: dice.state, decisions, status: { kind: 'finished' } };
  }
}

/** Whether any ship could be picked up now (so the K decision is worth asking). */
function pickUpPossible(battle: Battle): boolean {
  const carriers = battle.ships.filter((c) => isActive(c) && profileOf(c).components.some((x) => x.code === 'LB'));
  if (carriers.length === 0) return false;
  return battle.ships.some((s) => isActive(s) && carriers.some((c) => c.id !== s.id && pickUpProblem(battle, s.id, c.id) === null));
}

function cloneBattle(b: Battle): Battle {
  // Specs are immutable inputs: shared by reference (keeps the profile cache warm); all state is copied.
  return {
    input: b.input,
    settings: b.settings,
    round: b.round,
    phase: b.phase,
    outcome: b.outcome,
    knowledge: structuredClone(b.knowledge),
    ships: b.ships.map((s) => ({ ...s, pos: { ...s.pos }, vel: { ...s.vel }, destroyed: [...s.destroyed], active: { ...s.active }, probedBy: [...s.probedBy], ...(s.firedOnBy ? { firedOnBy: [...s.firedOnBy] } : {}), images: { ...s.images }, critChart: s.critChart })),
  };
}

function activeSides(battle: Battle): string[] {
  return [...new Set(battle.ships.filter(isActive).map((s) => s.side))];
}

/** Phase B: each incoming group rolls d6 (direction) and d10z (distance) from the warp point (L3088). Groups in order of first appearance. */
function scatterIncoming(battle: Battle, dice: CombatDice, log: EventLog): void {
  const groups: string[] = [];
  for (const s of battle.ships) if (s.incoming !== undefined && !groups.includes(s.incoming)) groups.push(s.incoming);
  for (const g of groups) {
    const d6 = dice.roll('d6', `R0/B/${g}/scatter-direction`);
    const d10 = dice.roll('d10z', `R0/B/${g}/scatter-distance`);
    const pos = scatterPosition(battle.input.warpPoint, d6, d10);
    const members = battle.ships.filter((s) => s.incoming === g);
    for (const s of members) {
      s.pos = { ...pos };
      s.vel = { q: 0, r: 0 }; // ships arrive from jump with vector 0 (L801)
      delete s.incoming;
    }
    log.add('scatter', `group ${g} (${members.map((s) => s.name).join(', ')}) scatters ${d10} hexes in D${d6} to (${pos.q}, ${pos.r})`, { data: { group: g, d6, d10, pos } });
  }
}

/** Phase E: new vector = old + thrust; the ship moves by the new vector this round. */
function move(battle: Battle, thrust: Record<string, number[]>, log: EventLog): void {
  for (const s of battle.ships) {
    if (!isActive(s)) continue;
    const plot = thrust[s.id] ?? [0, 0, 0, 0, 0, 0];
    s.vel = applyThrust(s.vel, plot);
    const from = s.pos;
    s.pos = addAxial(s.pos, s.vel);
    if (from.q !== s.pos.q || from.r !== s.pos.r || plot.some((n) => n > 0)) {
      log.add('move', `${s.name} vector ${formatVector(s.vel)}, moves to (${s.pos.q}, ${s.pos.r})`, { shipId: s.id, data: { pos: { ...s.pos }, vel: { ...s.vel } } });
    }
  }
}

/**
 * Loss of detection (L3266–3270): full shields; sides that chose to jump leave (ships with a
 * working JD); if all stay, a meeting engagement: each side stacked in one hex, vectors 0,
 * opening range = the longest detection range present.
 */
function lossOfDetection(battle: Battle, choice: Record<string, string>, directions: Record<string, number>, log: EventLog): void {
  restoreShields(battle);
  log.add('lossOfDetection', 'the sides lose detection of each other: shields recover fully');
  let anyJump = false;
  for (const s of battle.ships) {
    if (!isActive(s) || choice[s.side] !== 'jump' || jdWorking(s) === 0) continue;
    // NOVA: LAG TIME — "A ship within range of an operating DG may not jump out" (a DG's field can reach past detection range).
    // Logged as a JD-cycle event, not a jump: the ship stays in the battle.
    const held = jumpBlocker(battle, s);
    if (held) {
      log.add('cycle', `${s.name} cannot jump out: it ${held}`, { shipId: s.id });
      continue;
    }
    s.status = 'jumped';
    s.endedRound = battle.round;
    anyJump = true;
    log.add('jump', `${s.name} jumps out`, { shipId: s.id });
  }
  if (anyJump) return;
  // Sides in the battle file's order (the order the decision form lists them in).
  const present = new Set(activeSides(battle));
  const sides = battle.input.sides.map((s) => s.id).filter((id) => present.has(id));
  const range = meetingRange(battle.ships.filter(isActive), battle.settings.meetingRange);
  // The first side present stays at the warp point centre. A direction given for another side is
  // the direction from the first side to it; one given for the first side is the direction from
  // the enemy to itself (L3268: the side that detects the other chooses), so the others go opposite.
  const first = sides[0] as string;
  const firstDir = directions[first];
  sides.forEach((side, i) => {
    const d = i === 0 ? 1 : directions[side] ?? (firstDir !== undefined ? ((firstDir + 2) % 6) + 1 : ((i * 2) % 6) + 1);
    const dir = DIRECTIONS[d - 1] as Axial;
    const pos = i === 0 ? battle.input.warpPoint : addAxial(battle.input.warpPoint, dir, range);
    for (const s of battle.ships) {
      if (s.side === side && isActive(s)) {
        s.pos = { ...pos };
        s.vel = { q: 0, r: 0 };
      }
    }
  });
  log.add('lossOfDetection', `meeting engagement: the sides are set up ${range} hexes apart, vectors 0`);
  invalidateDetection(battle);
  for (const note of oneSidedDetection(battle)) log.add('lossOfDetection', note);
}

/** Phase L: jumps, declined cycles restart, aborts and restarts. */
function applyJumps(battle: Battle, jumps: Record<string, string>, ready: string[], log: EventLog): void {
  for (const s of battle.ships) {
    if (!isActive(s)) continue;
    const choice = jumps[s.id] ?? (ready.includes(s.id) ? 'stay' : undefined);
    if (choice === 'jump') {
      s.status = 'jumped';
      s.endedRound = battle.round;

      log.add('jump', `${s.name} jumps out (LT${profileOf(s).lt} cycle from round ${s.jdCycleStart ?? '?'} complete)`, { shipId: s.id });
    } else if (choice === 'stay' && ready.includes(s.id)) {
      s.jdCycleStart = battle.settings.jdRestartNextRound ? battle.round + 1 : battle.round;
      log.add('cycle', `${s.name} could jump but stays: its JD cycles again from round ${s.jdCycleStart}`, { shipId: s.id });
    } else if (choice === 'abort') {
      s.jdCycleStart = null;
      log.add('cycle', `${s.name} aborts its JD cycle`, { shipId: s.id });
    } else if (choice === 'restart') {
      s.jdCycleStart = battle.round + 1;
      log.add('cycle', `${s.name} starts cycling its JD from round ${s.jdCycleStart}`, { shipId: s.id });
    }
  }
}

/** Battle end (L3078): fewer than two sides present, or nobody left who can fire. */
function endTest(battle: Battle, log: EventLog): boolean {
  const sides = activeSides(battle);
  if (sides.length === 1) {
    const side = sides[0] as string;
    battle.outcome = { kind: 'victory', side, text: `${side} holds the system` };
  } else if (sides.length === 0) {
    battle.outcome = { kind: 'noSurvivors', text: 'no ship is left in the system' };
  } else if (!battle.ships.some((s) => isActive(s) && workingWeapons(s).length > 0)) {
    battle.outcome = { kind: 'stalemate', text: 'no ship left can fire: the sides revert to neutral (GM ruling, L3098)' };
  } else return false;
  log.add('end', `battle ends after round ${battle.round}: ${battle.outcome.text}`);
  return true;
}
