/**
 * An empire's research as the turn engine keeps it (NOVA: 5), on the empire record's
 * `nova` field beside the pregame fields (`tech`, `homestarType`…):
 * - `nova.research`: the running projects in priority order (the RESEARCH rows' order);
 * - `nova.rdts`: RDTs the empire has that work on no project (bought, not yet assigned);
 * - `nova.capturedTech`: technology known from pillaged alien Home Stars (NOVA: 5.8).
 *
 * TP are exact rationals (NOVA: 10.2 A11), stored as text "17", "9/4".
 */
import { z } from 'zod';
import { rat, type Rational } from '../exact';

/** A rational as stored: "17", "-3", "9/4". */
export const rationalText = z.string().regex(/^-?\d+(\/[1-9]\d*)?$/, 'must be a whole number or a fraction such as 9/4');

export function ratText(r: Rational): string {
  return r.den === 1 ? String(r.num) : `${r.num}/${r.den}`;
}

export function parseRatText(text: string): Rational {
  const [num, den] = text.split('/');
  return rat(Number(num), den === undefined ? 1 : Number(den));
}

/** One running project (NOVA: 5.2): its goal may never change once started. */
export const researchProjectSchema = z.looseObject({
  /** The project as the sheet names it, normalised: "BL20-BL25", "NSD HORNET". */
  id: z.string().min(1),
  /** The technology's code ("BL"), or the design project's kind ("NSD", "RSD", "NMD"). */
  code: z.string().min(1),
  /** Levels of a technology project; null for a design project. */
  from: z.int().nullable(),
  to: z.int().nullable(),
  /** A design project's design: its name and, when found, its record. */
  design: z.looseObject({ name: z.string(), designId: z.string().nullable() }).optional(),
  table: z.enum(['A', 'B', 'C']),
  /** TP needed (NOVA: 5.2). */
  goal: rationalText,
  /** TP accumulated so far; Table A projects may go negative (NOVA: 5.4). */
  tp: rationalText.default('0'),
  /** Teams on the project after this turn's changes (the sheet's [RDTs At End]). */
  rdts: z.int().min(0),
  startedTurn: z.int().min(0),
  /** Turn of the last research report paid for it (NOVA: 5.6), for the refund on completion. */
  reportTurn: z.int().optional(),
});
export type ResearchProject = z.infer<typeof researchProjectSchema>;

export const novaResearchStateSchema = z.looseObject({
  research: z.array(researchProjectSchema).default([]),
  /** RDTs existing but on no project; maintained like the others (NOVA: 5.1). */
  rdts: z.int().min(0).default(0),
  /** Technology levels learnt from a pillaged Home Star, by code: research up to them is on Table C (NOVA: 5.8). */
  capturedTech: z.record(z.string(), z.number()).default({}),
  tech: z.record(z.string(), z.number()).default({}),
});
export type NovaResearchState = z.infer<typeof novaResearchStateSchema>;

/** The research state of an empire record; a record without one (or an unreadable one) has none. */
export function researchStateOf(empire: object): NovaResearchState {
  const parsed = novaResearchStateSchema.safeParse((empire as { nova?: unknown }).nova ?? {});
  return parsed.success ? parsed.data : novaResearchStateSchema.parse({});
}

/** The `nova` field of an empire with some research fields replaced (other fields kept). */
export function withNova<E extends object>(empire: E, fields: Record<string, unknown>): E {
  const current = (empire as { nova?: unknown }).nova;
  const nova = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
  return { ...empire, nova: { ...nova, ...fields } };
}
