/**
 * The current value of a damaged ship (NOVA: SALVAGE, 4.9): "the original cost minus the cost of
 * all damaged components and minus the amount of structural damage". In MCr:
 * - original cost: the design's price (the calculator's, or the GM's cost override);
 * - each destroyed component instance (`damage.destroyed`, the combat ids "XC#1") costs its
 *   design line's exact cost divided by the instances of that line;
 * - drive levels lost (`ieLost`, `jdLost`) cost their share of the IE / JD line (levels lost ÷ level);
 * - structural damage: 1 MCr per SD point;
 * - armour lost: not in the book's formula (digest A18); subtracted at 1 MCr a point (the repair
 *   rate, NOVA 4.11) only when the game setting `salvageLostArmour` is on.
 * The value is never below 0; salvage pays half of it, rounded down (step B).
 */
import type { Empire } from '../../../model/entities';
import { computeDesign } from '../design';
import { novaDesignSchema } from '../design-model';
import { add, div, floor, mul, rat, sub, type Rational } from '../exact';
import type { NovaDesignRow } from '../records';
import { buildProfile } from '../combat/profile';
import { fromDesign } from '../combat/from-design';
import { novaRulesFromSettings } from '../rules-options';
import { researchStateOf } from './research-state';

export interface ShipDamageForValue {
  sd?: number;
  armourLost?: number;
  destroyed?: readonly string[];
  ieLost?: number;
  jdLost?: number;
}

export interface CurrentValue {
  /** Whole MCr, never below 0. */
  value: number;
  /** The deductions in words, for the GM ("XC#1 −12", "3 SD −3"). */
  deductions: string[];
}

/** The current value of a ship of `design` carrying `damage`, from its original cost `original` (MCr). */
export function currentShipValue(design: NovaDesignRow, original: number, damage: ShipDamageForValue, empire: Empire, settings: Record<string, unknown>, lostArmourCounts: boolean): CurrentValue | undefined {
  const nova = novaDesignSchema.safeParse(design.nova ?? {});
  if (!nova.success) return undefined;
  const figures = computeDesign({ name: design.name, kind: design.kind, nova: nova.data }, novaRulesFromSettings(settings), researchStateOf(empire).tech);
  const spec = fromDesign({ name: design.name, nova: nova.data }).spec;
  const profile = buildProfile(spec);
  const lineCost = (index: number): Rational => figures.lines.find((l) => l.index === index)?.cost ?? rat(0);
  const instancesOf = (index: number) => profile.components.filter((c) => spec.components.indexOf(c.line) === index).length || 1;
  let total: Rational = rat(0);
  const deductions: string[] = [];
  const take = (what: string, cost: Rational) => {
    total = add(total, cost);
    deductions.push(`${what} −${formatMcr(cost)}`);
  };
  for (const id of damage.destroyed ?? []) {
    const instance = profile.components.find((c) => c.id === id);
    if (!instance) continue;
    const index = spec.components.indexOf(instance.line);
    take(id, div(lineCost(index), rat(instancesOf(index))));
  }
  for (const [code, lost] of [['IE', damage.ieLost ?? 0], ['JD', damage.jdLost ?? 0]] as const) {
    if (lost <= 0) continue;
    const index = nova.data.components.findIndex((c) => c.code === code);
    const level = nova.data.components[index]?.level ?? 0;
    if (index < 0 || level <= 0) continue;
    take(`${code} −${lost} level${lost > 1 ? 's' : ''}`, mul(lineCost(index), rat(Math.min(lost, level), level)));
  }
  if ((damage.sd ?? 0) > 0) take(`${damage.sd} SD`, rat(damage.sd ?? 0));
  if (lostArmourCounts && (damage.armourLost ?? 0) > 0) take(`${damage.armourLost} armour`, rat(damage.armourLost ?? 0));
  const value = Math.max(0, floor(sub(rat(original), total)));
  return { value, deductions };
}

function formatMcr(r: Rational): string {
  return r.den === 1 ? String(r.num) : (r.num / r.den).toFixed(2).replace(/\.?0+$/, '');
}
