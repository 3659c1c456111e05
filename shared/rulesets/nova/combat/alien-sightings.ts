/**
 * What one side observed of each enemy ship in a battle, for its sitrep (NOVA: SAMPLE SITREP line 5
 * "X'd 1AS,JI,TTX,FG(IE2,BL20,SL24,EW2)": "It was a Frigate with IE2, a BL20, total shielding of 24,
 * and EW2"; digest 7.4: alien ship details "only as far as sensors or attacks revealed them").
 *
 * Only what the rules tell a side (NOVA: SENSORS L909–925), nothing more:
 * - its successful probes (size category, the sum of the shields, EW, use of SN, DG, SS) — the
 *   category is known only from a probe; an unprobed ship's category is `?`;
 * - fire (fire-knowledge.ts): the EW of a ship it fired at; the FC and the weapons (lasers with their
 *   size) of a ship that fired at it;
 * - vectors: "A ship without SN is told the vectors of ships within 20 hexes" (or its SN, when
 *   larger): the largest change of vector seen in one round is the IE the ship was seen to use
 *   (each point of IE adds one hex to the vector, movement.ts), so `IE2` means "used at least 2".
 *
 * Attributes in the book's order: IE, weapons, SL (total shields), EW, then FC, SN, DG, SS. A level
 * of 0 is not written (EW0, FC0: nothing to tell). Pure and deterministic: the side's ships and the
 * log's order decide everything.
 */
import { hexDistance } from '../../../hex/coords';
import { startBattle, type Battle, type ProbeReport } from './battle';
import { revealedByFire } from './fire-knowledge';
import type { BattleEvent } from './log';
import type { Axial } from './movement';
import { installationLevel } from './ship-state';

/** How far a side is told vectors (NOVA: SENSORS "within 20 hexes"; SN above 20 extends detection). */
export const VECTOR_RANGE = 20;

export interface AlienSighting {
  /** The enemy ship (the GM's id; never shown to the side). */
  shipId: string;
  /** Size category from a probe (`FG`), `?` when never probed. */
  category: string;
  /** `IE2`, `BL20`, `2ML`, `SL24`, `EW2`, `FC3`, `SN`, `DG4`, `SS2`. */
  attributes: string[];
  /** How the ship left the battle: destroyed (or blown up), jumped out, or still there. */
  fate: 'destroyed' | 'jumped' | 'stayed';
}

/** `FG(IE2,BL20,SL24,EW2)` (NOVA: 7.3 "Alien ship seen: <category>(<observed attributes>)"). */
export function sightingToken(s: Pick<AlienSighting, 'category' | 'attributes'>): string {
  return `${s.category}(${s.attributes.join(',')})`;
}

/** The largest vector change of each enemy ship that `side` saw (its ships within range when it moved). */
function ieSeen(battle: Battle, log: readonly BattleEvent[], side: string): Map<string, number> {
  const start = startBattle(battle.input);
  const pos = new Map<string, Axial>(start.ships.map((s) => [s.id, { ...s.pos }]));
  const vel = new Map<string, Axial>(start.ships.map((s) => [s.id, { ...s.vel }]));
  const present = new Set(start.ships.map((s) => s.id));
  const sideOf = new Map(battle.ships.map((s) => [s.id, s.side]));
  // How far each ship of the side is told vectors: 20 hexes, or its SN when larger.
  const reach = new Map(battle.ships.filter((s) => s.side === side).map((s) => [s.id, Math.max(VECTOR_RANGE, installationLevel(s, 'SN'))]));
  const seen = new Map<string, number>();
  for (const e of log) {
    const data = e.data ?? {};
    if (e.type === 'scatter') {
      const at = data.pos as Axial | undefined;
      const group = data.group;
      if (!at) continue;
      // Ships arrive from jump with vector 0 (L801), all of a group on one hex.
      for (const s of battle.input.ships) {
        const placement = s.placement as { incoming?: string } | undefined;
        if (placement?.incoming === group) {
          pos.set(s.id, { ...at });
          vel.set(s.id, { q: 0, r: 0 });
        }
      }
    } else if (e.type === 'lossOfDetection' && /vectors 0/.test(e.text)) {
      // A meeting engagement sets every vector to 0: that is no thrust.
      for (const id of vel.keys()) vel.set(id, { q: 0, r: 0 });
    } else if ((e.type === 'destroyed' || e.type === 'jump' || (e.type === 'blowUp' && /blows up/.test(e.text))) && e.shipId) {
      present.delete(e.shipId);
    } else if (e.type === 'move' && e.shipId) {
      const now = data.vel as Axial | undefined;
      const at = data.pos as Axial | undefined;
      if (!now || !at) continue;
      const before = vel.get(e.shipId) ?? { q: 0, r: 0 };
      vel.set(e.shipId, { ...now });
      pos.set(e.shipId, { ...at });
      if (sideOf.get(e.shipId) === side) continue;
      const change = hexDistance(before, now);
      if (change === 0) continue;
      const watched = [...reach].some(([id, r]) => present.has(id) && pos.has(id) && hexDistance(pos.get(id) as Axial, at) <= r);
      if (watched) seen.set(e.shipId, Math.max(seen.get(e.shipId) ?? 0, change));
    }
  }
  return seen;
}

/** The side's successful probes of each enemy ship, in log order (the knowledge keeps only the latest). */
function probesBy(battle: Battle, log: readonly BattleEvent[], side: string): Map<string, ProbeReport[]> {
  const sideOf = new Map(battle.ships.map((s) => [s.id, s.side]));
  const out = new Map<string, ProbeReport[]>();
  for (const e of log) {
    if (e.type !== 'probe' || !e.shipId || !e.targetId || sideOf.get(e.shipId) !== side) continue;
    const report = e.data as ProbeReport | undefined;
    if (!report || typeof report.sizeClass !== 'string') continue;
    out.set(e.targetId, [...(out.get(e.targetId) ?? []), report]);
  }
  const latest = battle.knowledge[side] ?? {};
  for (const [id, r] of Object.entries(latest)) if (!out.has(id)) out.set(id, [r]);
  return out;
}

/**
 * What `side` observed of each enemy ship, in the battle's ship order. A ship the side learnt
 * nothing of (never probed, no fire exchanged, never seen to thrust) is absent.
 */
export function alienSightings(battle: Battle, log: readonly BattleEvent[], side: string): AlienSighting[] {
  const fire = revealedByFire(battle, log, side);
  const probes = probesBy(battle, log, side);
  const ie = ieSeen(battle, log, side);
  const out: AlienSighting[] = [];
  for (const ship of battle.ships) {
    if (ship.side === side) continue;
    const reports = probes.get(ship.id) ?? [];
    const byFire = fire[ship.id];
    const thrust = ie.get(ship.id) ?? 0;
    if (reports.length === 0 && !byFire && thrust === 0) continue;
    const latest = reports[reports.length - 1];
    const attributes: string[] = [];
    if (thrust > 0) attributes.push(`IE${thrust}`);
    for (const [label, n] of Object.entries(byFire?.weapons ?? {})) attributes.push(n > 1 ? `${n}${label}` : label);
    // "The sum total of all the target's shields": the most a probe saw (a later probe may find them worn down).
    const shields = Math.max(0, ...reports.map((r) => r.shields));
    if (shields > 0) attributes.push(`SL${shields}`);
    const ew = latest?.ew ?? byFire?.ew ?? 0;
    if (ew > 0) attributes.push(`EW${ew}`);
    if ((byFire?.fc ?? 0) > 0) attributes.push(`FC${byFire?.fc}`);
    if (reports.some((r) => r.sensors)) attributes.push('SN');
    const dg = Math.max(0, ...reports.map((r) => r.dg));
    if (dg > 0) attributes.push(`DG${dg}`);
    const ss = Math.max(0, ...reports.map((r) => r.ss));
    if (ss > 0) attributes.push(`SS${ss}`);
    const fate = ship.status === 'destroyed' || ship.status === 'blownUp' ? 'destroyed' : ship.status === 'jumped' ? 'jumped' : 'stayed';
    out.push({ shipId: ship.id, category: latest?.sizeClass ?? '?', attributes, fate });
  }
  return out;
}
