/**
 * NOVA: 8.4 INITIAL POSITION, VARIABLE HOMESTAR, PREGAME TP — the empire's NOVA record,
 * the pregame budget, and the verification checklist the GM runs on a starting position.
 */
import { z } from 'zod';
import type { Empire } from '../../model/entities';
import { computeDesign } from './design';
import { checkDesign } from './design-check';
import { overrideSchema, type DesignInput, type Override } from './design-model';
import { add, formatRational, rat, sum, type Rational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import { techCost, tpToMcr, type TechLevels } from './technology';
import { unitType } from './economy';

/** Every player starts with 3500 MCr (NOVA: 8.4). */
export const STARTING_MCR = 3500;
/** Each level the home star is lowered below Type 8 adds 400 MCr (NOVA: 8.4). */
export const HOMESTAR_BONUS_PER_LEVEL = 400;
/** The recommended pregame tech spend, in TP (NOVA: 8.4). */
export const RECOMMENDED_TECH_TP = [150, 230] as const;

/** What an Empire record carries in its `nova` field. */
export const novaEmpireSchema = z.looseObject({
  /** Home star type: 8 by default; 7, 6 or 5 when the player lowered it (NOVA: 8.4 variable homestar). */
  homestarType: z.int().default(8),
  /** Technology levels by code (BL → 15). */
  tech: z.record(z.string(), z.number()).default({}),
  /** Computed values the GM replaced, with notes: keys 'techTp', 'designTp', 'available'. */
  overrides: z.record(z.string(), overrideSchema).default({}),
  /** RDTs bought pregame (always a problem: NOVA 5.1 "no RDTs may be bought pregame"). */
  pregameRdts: z.int().min(0).default(0),
});
export type NovaEmpire = z.infer<typeof novaEmpireSchema>;

/** An empire's NOVA data (its `nova` field) read through its schema, defaults for what is missing or unreadable. */
export function novaEmpireOf(record: Empire | { nova?: unknown }): NovaEmpire {
  const parsed = novaEmpireSchema.safeParse(record.nova ?? {});
  return parsed.success ? parsed.data : novaEmpireSchema.parse({});
}

/** +400 MCr per level below Type 8: Type 7 → 400, 6 → 800, 5 → 1200 (NOVA: 8.4). */
export function homestarBonus(type: number): number {
  return type >= 5 && type <= 8 ? (8 - type) * HOMESTAR_BONUS_PER_LEVEL : 0;
}

/**
 * A Home Star whose Type on the map is not the one its empire chose pregame (NOVA: VARIABLE
 * HOMESTAR: "permanently reduce the TYPE rating of their Home Star"), or null. Only the empire's
 * own Home Star and a chosen Type the rules allow (8, 7, 6, 5) count.
 */
export function homestarTypeMismatch(empire: Empire, home: { homeStar?: boolean; ownerId: string | null; type: number } | undefined): { map: number; chosen: number } | null {
  const chosen = novaEmpireOf(empire).homestarType;
  if (!home || !home.homeStar || home.ownerId !== empire.id || chosen < 5 || chosen > 8 || home.type === chosen) return null;
  return { map: home.type, chosen };
}

/** A design as the budget sees it: a stored design record's id with its input. */
export interface BudgetDesign extends DesignInput {
  id: string;
}

/** A pregame purchase: `count` ships of a design, or `count` units of a type (C, AA, RA, SDU, IC, PCB, SG, TFC). */
export type Purchase = { what: 'ship'; designId: string; count: number } | { what: 'unit'; abbr: string; count: number };

export interface BudgetLine {
  label: string;
  count: number;
  each: number;
  total: number;
}

export interface PregameProblem {
  severity: 'error' | 'warning';
  rule: string;
  message: string;
}

export interface PregameBudget {
  base: number;
  bonus: number;
  /** MCr available pregame: 3500 + bonus (or the GM's override). */
  available: number;
  techTp: Rational;
  designTp: Rational;
  /** ceil(10 × (tech TP + design TP)). */
  tpMcr: number;
  forces: BudgetLine[];
  forcesMcr: number;
  spent: number;
  left: number;
  /** The figures as the rules compute them, before any GM override. */
  computed: { available: number; techTp: Rational; designTp: Rational };
  /** Per design: its cost and TP as used (override or formula). */
  designs: { id: string; name: string; kind: 'ship' | 'missile'; cost: number; tp: number }[];
  problems: PregameProblem[];
}

function overridden(overrides: Record<string, Override>, key: string, computed: number): number {
  return overrides[key]?.value ?? computed;
}

/**
 * The pregame budget and every check of the NOVA 8.4 verification checklist. Overrides
 * (the GM is the final arbiter) replace computed values; each one used is listed as a warning
 * so it is never silent.
 */
export function pregameBudget(input: { empire: NovaEmpire; designs: readonly BudgetDesign[]; purchases: readonly Purchase[]; options?: NovaRulesOptions; turn?: number }): PregameBudget {
  /** From turn 1 on, redesigns are researched (NOVA 3.7): they are neither pregame purchases nor pregame problems. */
  const inPlay = (input.turn ?? 0) >= 1;
  const options = input.options ?? DEFAULT_NOVA_RULES;
  const { empire } = input;
  const problems: PregameProblem[] = [];
  const error = (rule: string, message: string) => problems.push({ severity: 'error', rule, message });
  const warn = (rule: string, message: string) => problems.push({ severity: 'warning', rule, message });

  if (![5, 6, 7, 8].includes(empire.homestarType)) error('NOVA 8.4 variable homestar', `home star Type ${empire.homestarType}: it must be 8, 7, 6 or 5`);
  const bonus = homestarBonus(empire.homestarType);
  const available = overridden(empire.overrides, 'available', STARTING_MCR + bonus);

  const tech: TechLevels = empire.tech;
  const cost = techCost(tech, options);
  for (const p of cost.problems) error('NOVA 8.4 checklist: tech levels', p);
  const techOverride = empire.overrides.techTp;
  const techTp = techOverride ? rat(Math.round(techOverride.value * 100), 100) : cost.totalTp;
  const [low, high] = RECOMMENDED_TECH_TP;
  const techNumber = techTp.num / techTp.den;
  if (techNumber < low || techNumber > high) warn('NOVA 8.4 recommended spend', `tech costs ${formatRational(techTp)} TP; the book recommends ${low}–${high} TP`);

  const designs = input.designs.map((d) => {
    const figures = computeDesign(d, options, tech);
    const costUsed = overridden(d.nova.overrides, 'cost', figures.cost);
    const tpUsed = overridden(d.nova.overrides, 'tp', d.kind === 'missile' ? 1 : figures.tp);
    return { id: d.id, name: d.name, kind: d.kind, cost: costUsed, tp: tpUsed };
  });
  const designOverride = empire.overrides.designTp;
  const computedDesignTp = sum(designs.filter((d) => !(inPlay && input.designs.find((x) => x.id === d.id)?.nova.parentId)).map((d) => rat(d.tp)));
  const designTp = designOverride ? rat(Math.round(designOverride.value * 100), 100) : computedDesignTp;

  for (const d of input.designs) {
    for (const p of checkDesign(d, tech, options)) (p.severity === 'error' ? error : warn)(`${p.rule}`, `${d.kind === 'missile' ? 'missile' : 'design'} "${d.name}": ${p.message}`);
    if (d.nova.parentId && !inPlay) error('NOVA 3.7 / 8.4 no redesigns', `"${d.name}" is a redesign: no redesigns are allowed before turn 1`);
    for (const [key, o] of Object.entries(d.nova.overrides)) warn('GM override', `"${d.name}" ${key} set to ${o.value} by the GM: ${o.note}`);
  }
  for (const kind of ['ship', 'missile'] as const) {
    const seen = new Map<string, number>();
    for (const d of input.designs.filter((x) => x.kind === kind)) seen.set(d.name.trim().toLowerCase(), (seen.get(d.name.trim().toLowerCase()) ?? 0) + 1);
    for (const [name, n] of seen) if (n > 1) error('NOVA 3.5 unique designation', `${n} ${kind} designs are named "${name}": each design needs a unique designation`);
  }
  // NOVA 3.3 ML / 3.6: a launcher fires missiles of equal or smaller size, of its empire's designs.
  const missileSizes = input.designs.filter((d) => d.kind === 'missile').map((d) => computeDesign(d, options).ssz);
  for (const d of input.designs.filter((x) => x.kind === 'ship')) {
    for (const ml of d.nova.components.filter((c) => c.code === 'ML')) {
      if (missileSizes.length === 0) warn('NOVA 3.6 NMD', `"${d.name}" mounts ML ${ml.level} but the empire has no missile design`);
      else if (!missileSizes.some((size) => size <= ml.level)) warn('NOVA 3.3 ML', `"${d.name}": ML ${ml.level} fires no missile of the empire's designs (the smallest is size ${Math.min(...missileSizes)})`);
    }
  }
  if (empire.pregameRdts > 0) error('NOVA 5.1 no pregame RDTs', `${empire.pregameRdts} RDT(s) bought pregame: no RDTs may be bought pregame`);

  const forces: BudgetLine[] = [];
  for (const p of input.purchases) {
    if (p.count <= 0) continue;
    if (p.what === 'ship') {
      const d = designs.find((x) => x.id === p.designId);
      if (!d || d.kind !== 'ship') {
        error('NOVA 8.4 checklist: purchases', `${p.count} ship(s) of a design that does not exist`);
        continue;
      }
      forces.push({ label: `"${d.name}"`, count: p.count, each: d.cost, total: d.cost * p.count });
    } else {
      const type = unitType(p.abbr);
      if (!type) {
        error('NOVA 8.4 checklist: purchases', `${p.count} × ${p.abbr}: not a unit NOVA sells (C, AA, RA, SDU, IC, PCB, SG, TFC)`);
        continue;
      }
      forces.push({ label: type.name, count: p.count, each: type.cost, total: type.cost * p.count });
    }
  }
  const forcesMcr = forces.reduce((a, l) => a + l.total, 0);
  const tpMcr = tpToMcr(add(techTp, designTp));
  const spent = tpMcr + forcesMcr;
  const left = available - spent;
  if (left < 0) error('NOVA 8.4 total pregame spend', `over budget by ${-left} MCr: ${spent} MCr spent of ${available} available`);
  for (const [key, o] of Object.entries(empire.overrides)) warn('GM override', `${key} set to ${o.value} by the GM: ${o.note}`);
  const computed = { available: STARTING_MCR + bonus, techTp: cost.totalTp, designTp: computedDesignTp };
  return { base: STARTING_MCR, bonus, available, techTp, designTp, tpMcr, forces, forcesMcr, spent, left, computed, designs, problems };
}
