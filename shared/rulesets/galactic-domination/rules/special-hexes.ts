/**
 * Special Hexes (GD §11.17): placed by the Tactics Cards Space Discovery (×5) and Duplication (×2);
 * categories A (stay and build), B (neither), C (on one edge; counts as the adjacent hex for movement).
 */
import { z } from 'zod';

export const SPECIAL_HEX_KINDS = ['warped', 'storm', 'defensive-cover', 'cloud', 'concealment', 'swirl', 'serendipity', 'dead-space'] as const;
export type SpecialHexKind = (typeof SPECIAL_HEX_KINDS)[number];

export const specialHexSchema = z.object({
  kind: z.enum(SPECIAL_HEX_KINDS),
  /** Warped Space: cost to leave (0 or 2); Space Storm: damage per unit. */
  value: z.int().min(0).max(9).default(0),
});
export type SpecialHex = z.infer<typeof specialHexSchema>;

export interface SpecialHexRule {
  readonly name: string;
  /** GD §11.17; Serendipity's is not stated (digest A-41: B, since it is removed once entered). */
  readonly category: 'A' | 'B' | 'C';
  readonly text: string;
}

// GD §11.17 texts, paraphrased.
export const SPECIAL_HEX_RULES: Readonly<Record<SpecialHexKind, SpecialHexRule>> = {
  warped: { name: 'Warped Space', category: 'A', text: 'the number is the movement cost to leave the hex: 0 free, 2 one extra point' },
  storm: { name: 'Space Storm', category: 'B', text: 'the number is damage to each unit (not carried units) for each turn in the hex or each entry in a turn' },
  'defensive-cover': { name: 'Defensive Cover', category: 'A', text: 'defending units in the hex get +1 Defense' },
  cloud: { name: 'Space Cloud', category: 'A', text: 'all units in the hex get +1 Defense' },
  concealment: { name: 'Concealment', category: 'B', text: 'fleets cannot detect each other: no combat in the hex' },
  swirl: { name: 'Space Swirl', category: 'B', text: 'a unit entering leaves in a random direction' },
  serendipity: { name: 'Serendipity', category: 'B', text: 'a one-off $5 if a ship carries it back to a planet of yours; removed once a ship enters' },
  'dead-space': { name: 'Dead Space', category: 'C', text: 'no passing through: leave only by the edge you entered' },
};

// GD §11.17 stock: Warped Space ×2, Defensive Cover, Space Cloud, Concealment, Space Swirl, Serendipity, Dead Space, Space Storm ×2.
export const SPECIAL_HEX_STOCK: readonly SpecialHex[] = [
  { kind: 'warped', value: 0 },
  { kind: 'warped', value: 2 },
  { kind: 'defensive-cover', value: 0 },
  { kind: 'cloud', value: 0 },
  { kind: 'concealment', value: 0 },
  { kind: 'swirl', value: 0 },
  { kind: 'serendipity', value: 0 },
  { kind: 'dead-space', value: 0 },
  { kind: 'storm', value: 1 },
  { kind: 'storm', value: 2 },
];

/** Label as the counters print it: "Warped Space 2", "Space Storm 1", "Space Cloud". */
export function specialHexLabel(h: SpecialHex): string {
  const rule = SPECIAL_HEX_RULES[h.kind];
  return h.kind === 'warped' || h.kind === 'storm' ? `${rule.name} ${h.value}` : rule.name;
}

// GD §11.17 Warped Space: "a '2' represents 2 movement points to leave [ie. 1 extra point to normal]".
/** Movement points to leave a hex (1 normally; Warped Space n costs n). */
export function exitCost(h: SpecialHex | null | undefined): number {
  return h?.kind === 'warped' ? h.value : 1;
}

/** Defense bonus for a unit in the hex (GD §11.17 Defensive Cover: defenders +1; Space Cloud: all +1). */
export function defenseBonus(h: SpecialHex | null | undefined, isDefender: boolean): number {
  if (h?.kind === 'cloud') return 1;
  if (h?.kind === 'defensive-cover' && isDefender) return 1;
  return 0;
}

/** Storm damage to each unit entering (or spending a turn in) the hex (GD §11.17 Space Storm). */
export function stormDamage(h: SpecialHex | null | undefined): number {
  return h?.kind === 'storm' ? h.value : 0;
}

/** No combat in a Concealment hex (GD §11.17). */
export function blocksCombat(h: SpecialHex | null | undefined): boolean {
  return h?.kind === 'concealment';
}

/** Category B hexes allow neither stationing nor construction; A and C allow both (GD §11.17). */
export function allowsStationing(h: SpecialHex | null | undefined): boolean {
  return !h || SPECIAL_HEX_RULES[h.kind].category !== 'B';
}

/**
 * Whether a unit may leave a hex towards `direction` (GD §11.17 Dead Space: only by the edge it came
 * in through; GD §11.18.2 result 8/18 the same for non-activating players). `enteredFrom` is the
 * direction (0–5) of the edge it entered by, null when it started the turn inside.
 */
export function mayLeaveBy(oneWay: boolean, enteredFrom: number | null, direction: number): boolean {
  if (!oneWay || enteredFrom === null) return true;
  return direction === enteredFrom;
}
