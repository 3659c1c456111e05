/**
 * The NOVA design model: what a ship or missile design is made of, as stored on a Design
 * record's `nova` field. Later features (combat) read this list to build ships, so every
 * field is documented with its unit.
 *
 * NOVA: 3.5 SHIP DESIGNS (standard format `# (Type) Size`), 3.6 NMD, 3.7 RSD.
 */
import { z } from 'zod';

/**
 * Codes that may appear as a component line of a ship design. IE and JD add no size;
 * FA, FD, PR, PD, SR, WA, WD are intangibles (listed beside the design, see `intangibles`).
 */
export const COMPONENT_CODES = ['IE', 'JD', 'AR', 'SI', 'BL', 'PL', 'XL', 'FP', 'ML', 'PA', 'WC', 'EW', 'FC', 'SN', 'SS', 'OS', 'TC', 'TJ', 'DG', 'DS', 'CH', 'LB', 'DC', 'XC', 'SX'] as const;
export type ComponentCode = (typeof COMPONENT_CODES)[number];

/** Components written without a level (`XC`, `DC`, `SX`): their size and cost are fixed. */
export const FIXED_COMPONENTS: readonly ComponentCode[] = ['DC', 'XC', 'SX'];

/** Intangible parameters, listed beside the design (NOVA: 3.5); MA/MD/MR belong to missile designs. */
export const INTANGIBLE_CODES = ['FA', 'FD', 'PR', 'PD', 'SR', 'WA', 'WD'] as const;
export type IntangibleCode = (typeof INTANGIBLE_CODES)[number];

/**
 * One line of a design: `count` components of `code`, each of `level`.
 *
 * Meaning of `count` and `level` by code:
 * - BL, PL, XL, FP, ML, DG, DS, CH, LB: `count` weapons/holds of size `level` (`4 BL 15`).
 * - PA, WC: `count` mounts of size `level`; 0 means "the size computed from PR/PD or WA/WD".
 * - SI: `count` shields (size 1 each), each of shield increment `level` (`2 SI 9`: SL 18).
 * - AR: `count` raw armour points, `level` the HF (`9 AR 2`: SSZ 9, 18 armour, cost 18).
 * - IE, JD: `count` 1 (spare JDs are further lines), `level` the drive rating; JD has `lt`.
 * - EW, FC, SN, SS, OS, TC, TJ: `count` units of rating `level`.
 * - DC, XC, SX: `count` units; `level` is 0.
 */
export const designComponentSchema = z.looseObject({
  code: z.enum(COMPONENT_CODES),
  count: z.int().min(1),
  level: z.int().min(0),
  /** JD only: the lag time in combat rounds (JDxLy); absent means the default LT 8. */
  lt: z.int().optional(),
  /** TC only: the free intrinsic TC of a large enough ship (NOVA: 3.3 TC). */
  intrinsic: z.boolean().optional(),
  /** A note beside the line, kept as written. */
  note: z.string().optional(),
});
export type DesignComponent = z.infer<typeof designComponentSchema>;

/** A missile design (NOVA: 3.6): damage, accuracy (percent), range (hexes). */
export const missileSpecSchema = z.looseObject({
  md: z.int().min(1),
  ma: z.int().min(1),
  mr: z.int().min(1),
});
export type MissileSpec = z.infer<typeof missileSpecSchema>;

/** An override of a computed value by the GM, with the note that says why (kept and exported). */
export const overrideSchema = z.looseObject({
  value: z.number().finite(),
  note: z.string().min(1, 'an override needs a note saying why'),
});
export type Override = z.infer<typeof overrideSchema>;

/** What a Design record carries in its `nova` field. */
export const novaDesignSchema = z.looseObject({
  components: z.array(designComponentSchema).default([]),
  /** FA, FD, PR, PD, WA, WD (and SR, informative) stated beside the design. */
  intangibles: z.record(z.string(), z.int()).default({}),
  /** Missile designs only. */
  missile: missileSpecSchema.optional(),
  /** A redesign (RSD) names the design it modifies (NOVA: 3.7). */
  parentId: z.string().optional(),
  /** The text the player wrote, as pasted; kept so nothing is lost. */
  text: z.string().default(''),
  /** Computed values the GM replaced: keys 'cost', 'tp', 'ssz', 'ta'. */
  overrides: z.record(z.string(), overrideSchema).default({}),
  notes: z.string().default(''),
});
export type NovaDesign = z.infer<typeof novaDesignSchema>;

/** A design as the calculator sees it: a name and its NOVA data. */
export interface DesignInput {
  name: string;
  kind: 'ship' | 'missile';
  nova: NovaDesign;
}

export function emptyNovaDesign(): NovaDesign {
  return novaDesignSchema.parse({});
}

/** `4 BL 15`, `JD3L6`, `9 AR 2`, `XC`: a component line in the book's notation. */
export function componentText(c: DesignComponent): string {
  const prefix = c.count > 1 || ['AR', 'SI', 'BL', 'PL', 'XL', 'FP', 'ML', 'PA', 'WC', 'CH', 'LB'].includes(c.code) ? `${c.count} ` : '';
  if (c.code === 'JD') return `JD${c.level}${c.lt !== undefined ? `L${c.lt}` : ''}`;
  if (c.code === 'IE') return `IE ${c.level}`;
  if (FIXED_COMPONENTS.includes(c.code)) return `${c.count > 1 ? `${c.count} ` : ''}${c.code}`;
  return `${prefix}${c.code} ${c.level}${c.intrinsic ? ' (intrinsic)' : ''}`;
}
