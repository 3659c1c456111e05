/**
 * What one empire knows of one star system (NOVA: 2.4 what a player learns, by means;
 * 7.4 fog of war), as stored in the `knowledge` table: one record per empire × system.
 * A record is a snapshot of what was seen on `turn`; it goes stale when the GM's map
 * changes later, and the empire's view shows the snapshot, never the GM's truth.
 */
import { z } from 'zod';
import { knowledgeSchema, localId, type Knowledge } from '../../../model/entities';
import { SYSTEM_STATUSES, warpLetter, type NovaSystem, type SystemStatus, type NovaWarpLine } from '../records';
import type { Change } from './commands';

/**
 * How the empire knows the system, from least to most:
 * - jumped: a ship without XC jumped in — the name and the entry warp point's letter only;
 * - explored: X with an XC/SX ship — name, type, every warp point's letter;
 * - received: exploration data handed over by another empire — the same as explored;
 * - observed: O in an explored system — also the status.
 */
export const KNOWLEDGE_MEANS = ['jumped', 'explored', 'received', 'observed'] as const;
export type KnowledgeMeans = (typeof KNOWLEDGE_MEANS)[number];
export const MEANS_LABEL: Record<KnowledgeMeans, string> = { jumped: 'Jumped into', explored: 'Explored', received: 'Received', observed: 'Observed' };

const rank: Record<KnowledgeMeans, number> = { jumped: 1, explored: 2, received: 2, observed: 3 };

export const knownWarpPointSchema = z.object({
  letter: warpLetter,
  /** Where the line from this point leads, once the empire has travelled it; null: an unexplored stub. */
  leadsTo: z.object({ systemId: localId, letter: warpLetter }).nullable().default(null),
});
export type KnownWarpPoint = z.infer<typeof knownWarpPointSchema>;

export const systemKnowledgeSchema = knowledgeSchema.extend({
  how: z.enum(KNOWLEDGE_MEANS),
  /** The turn the system was last seen. */
  turn: z.int().min(0),
  /** The name as seen. */
  name: z.string(),
  /** Type 0–8 as seen; null when not explored. */
  type: z.int().min(0).max(8).nullable().default(null),
  /** Status as observed; null when not observed. */
  status: z.enum(SYSTEM_STATUSES).nullable().default(null),
  warpPoints: z.array(knownWarpPointSchema).default([]),
});
export type SystemKnowledge = z.infer<typeof systemKnowledgeSchema>;

/** The one record id of an empire × system. */
export function knowledgeId(empireId: string, systemId: string): string {
  return `k.${empireId}.${systemId}`.slice(0, 64);
}

/** A stored record read with its typed fields, or null when it does not have them. */
export function asSystemKnowledge(record: Knowledge): SystemKnowledge | null {
  const parsed = systemKnowledgeSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

/** The means that tells the most; explored and received tell the same. */
export function better(a: KnowledgeMeans, b: KnowledgeMeans): KnowledgeMeans {
  return rank[b] > rank[a] ? b : a;
}

/** What a means tells beyond its rank (NOVA: 6.7 activity orders). */
export interface LearnAlso {
  /** W, the warp point only: every warp point's letter, without finding the planet. */
  warpPoints?: boolean;
  /** X "will also report as detailed in the O order": the status. */
  status?: boolean;
}

/**
 * What an empire learns of a system now, by `how`, on `turn`, merged into what it knew:
 * letters and where lines lead are kept, the means is the better of the two, fields
 * the new means shows are refreshed from the GM's truth.
 */
export function learnSystem(system: NovaSystem, lines: readonly NovaWarpLine[], empireId: string, how: KnowledgeMeans, turn: number, previous: SystemKnowledge | null, entryLetter?: string, also: LearnAlso = {}): SystemKnowledge {
  const means = previous ? better(previous.how, how) : how;
  const letters = new Set((previous?.warpPoints ?? []).map((p) => p.letter));
  if (how !== 'jumped' || also.warpPoints) {
    for (const line of lines) {
      if (line.a === system.id) letters.add(line.aLetter);
      if (line.b === system.id) letters.add(line.bLetter);
    }
  }
  if (entryLetter) letters.add(entryLetter);
  const kept = new Map((previous?.warpPoints ?? []).map((p) => [p.letter, p.leadsTo]));
  const sees = (m: KnowledgeMeans) => rank[how] >= rank[m];
  return {
    gameId: system.gameId,
    id: knowledgeId(empireId, system.id),
    empireId,
    systemId: system.id,
    how: means,
    turn: Math.max(turn, previous?.turn ?? 0),
    name: system.name,
    type: sees('explored') ? system.type : (previous?.type ?? null),
    status: sees('observed') || also.status ? system.status : (previous?.status ?? null),
    warpPoints: [...letters].sort().map((letter) => ({ letter, leadsTo: kept.get(letter) ?? null })),
  };
}

/**
 * The empire travels (or is told of) one warp line: both ends become known (a jump in, if
 * nothing better was known), and each end's warp point says where it leads.
 */
export function learnLine(systems: readonly NovaSystem[], lines: readonly NovaWarpLine[], knowledge: readonly Knowledge[], empireId: string, line: NovaWarpLine, turn: number): Change<Knowledge>[] {
  const changes: Change<Knowledge>[] = [];
  for (const [here, letter, there, thereLetter] of [
    [line.a, line.aLetter, line.b, line.bLetter],
    [line.b, line.bLetter, line.a, line.aLetter],
  ] as const) {
    const system = systems.find((s) => s.id === here);
    if (!system) continue;
    const before = knowledge.find((k) => k.empireId === empireId && k.systemId === here) ?? null;
    const learnt = learnSystem(system, lines, empireId, 'jumped', turn, before ? asSystemKnowledge(before) : null, letter);
    const after = { ...learnt, warpPoints: learnt.warpPoints.map((p) => (p.letter === letter ? { letter, leadsTo: { systemId: there, letter: thereLetter } } : p)) };
    changes.push({ before, after });
  }
  return changes;
}

/** One known system in an empire's view. */
export interface ViewSystem {
  id: string;
  name: string;
  /** Where the GM's map draws it (map units). */
  x: number;
  y: number;
  how: KnowledgeMeans;
  turn: number;
  type: number | null;
  status: SystemStatus | null;
  warpPoints: KnownWarpPoint[];
  /** The empire owns this system: its own colonies. */
  own: boolean;
  /** The empire's own units here. */
  forces: number;
}

export interface ViewLine {
  id: string;
  a: string;
  aLetter: string;
  b: string;
  bLetter: string;
}

export interface EmpireView {
  empireId: string;
  systems: ViewSystem[];
  lines: ViewLine[];
}

/**
 * What one empire knows, and nothing else (NOVA: 7.4): its known systems as it saw them,
 * warp points it knows (stubs where it does not know where they lead), lines it travelled
 * between systems it knows, its own units. Type only when explored or received, status
 * when observed or explored with X (NOVA: 6.7); a jump-in shows the name and the entry letter only.
 * Positions are the GM's, so the view lines up with the GM's map.
 */
export function empireView(map: { systems: readonly NovaSystem[] }, knowledge: readonly Knowledge[], empireId: string, units: readonly { empireId: string; systemId?: string | null }[] = []): EmpireView {
  const truth = new Map(map.systems.map((s) => [s.id, s]));
  const known = new Map<string, SystemKnowledge>();
  for (const record of knowledge) {
    if (record.empireId !== empireId || !truth.has(record.systemId)) continue;
    const typed = asSystemKnowledge(record);
    if (typed) known.set(typed.systemId, typed);
  }
  const forces = new Map<string, number>();
  for (const unit of units) if (unit.empireId === empireId && unit.systemId && known.has(unit.systemId)) forces.set(unit.systemId, (forces.get(unit.systemId) ?? 0) + 1);

  const systems: ViewSystem[] = [];
  const lines = new Map<string, ViewLine>();
  for (const k of known.values()) {
    const gm = truth.get(k.systemId) as NovaSystem;
    const explored = rank[k.how] >= rank.explored;
    const warpPoints = k.warpPoints.map((p) => ({ letter: p.letter, leadsTo: p.leadsTo && known.has(p.leadsTo.systemId) ? { ...p.leadsTo } : null }));
    for (const p of warpPoints) {
      if (!p.leadsTo) continue;
      const [a, aLetter, b, bLetter] = k.systemId < p.leadsTo.systemId ? [k.systemId, p.letter, p.leadsTo.systemId, p.leadsTo.letter] : [p.leadsTo.systemId, p.leadsTo.letter, k.systemId, p.letter];
      const id = `${a}.${aLetter}-${b}.${bLetter}`;
      if (!lines.has(id)) lines.set(id, { id, a, aLetter, b, bLetter });
    }
    systems.push({
      id: k.systemId,
      name: k.name,
      x: gm.x,
      y: gm.y,
      how: k.how,
      turn: k.turn,
      type: explored ? k.type : null,
      // Observed, or explored with X, which "will also report as detailed in the O order" (NOVA: 6.7).
      status: explored ? k.status : null,
      warpPoints,
      own: gm.ownerId === empireId,
      forces: forces.get(k.systemId) ?? 0,
    });
  }
  return { empireId, systems, lines: [...lines.values()] };
}
