/**
 * NOVA: 3.5 SHIP DESIGNS — the design calculator. Sizes first, then IE and JD costs from
 * the final SSZ, component costs summed exactly and rounded up once at the ship total,
 * design TP = floor(sqrt(cost / 10)), TA = AR × HF + IA, IA = 2 × floor(SSZ / 20).
 */
import { categoryOf, type SizeCategory } from './categories';
import type { DesignComponent, DesignInput } from './design-model';
import { add, ceil, floor, mul, rat, sum, ZERO, type Rational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import { effectiveLevel, type TechLevels } from './technology';
import { missileSize, plasmaAcceleratorSize, shieldRegeneration, warpCannonSize } from './weapons';

export interface ComponentFigures {
  /** Index of the component in the design's list. */
  index: number;
  /** SSZ this line adds (integer). */
  size: number;
  /** MCr this line adds, exact (not rounded; NOVA 3.2). */
  cost: Rational;
}

export interface DesignFigures {
  /** Ship size: the sum of component sizes. */
  ssz: number;
  category: SizeCategory;
  /** The exact sum of component costs. */
  exactCost: Rational;
  /** Total ship cost in MCr, rounded up once (NOVA: 3.5). */
  cost: number;
  /** Design TP: floor(sqrt(cost/10)) for a new ship design; 1 for a redesign or a missile (3.6, 3.7). */
  tp: number;
  /** Intrinsic armour 2 × floor(SSZ/20). */
  ia: number;
  /** Total armour AR × HF + IA. */
  ta: number;
  /** Shield level SI × shields, and its regeneration. */
  shieldLevel: number;
  shieldRegeneration: number;
  lines: ComponentFigures[];
}

/** Level of an intangible: the design's stated value, else the empire's tech level, else undefined. */
export function intangibleValue(design: DesignInput, code: string, tech?: TechLevels): number | undefined {
  return design.nova.intangibles[code] ?? (tech ? effectiveLevel(tech, code) : undefined);
}

/** Size of one PA or WC mount of a design: the stated size, else computed from the intangibles. */
export function mountSize(design: DesignInput, component: DesignComponent, tech?: TechLevels): number {
  if (component.level > 0) return component.level;
  if (component.code === 'PA') {
    const pr = intangibleValue(design, 'PR', tech);
    const pd = intangibleValue(design, 'PD', tech);
    return pr && pd ? plasmaAcceleratorSize(pr, pd) : 0;
  }
  if (component.code === 'WC') {
    const wa = intangibleValue(design, 'WA', tech);
    const wd = intangibleValue(design, 'WD', tech);
    return wa && wd ? warpCannonSize(wa, wd) : 0;
  }
  return component.level;
}

/** SSZ one line adds (NOVA: 3.2 Size column). */
export function componentSize(design: DesignInput, c: DesignComponent, tech?: TechLevels): number {
  const n = c.level;
  switch (c.code) {
    case 'IE':
    case 'JD':
      return 0;
    case 'AR':
    case 'SI':
      return c.count;
    case 'EW':
    case 'FC':
    case 'SN':
      return c.count;
    case 'SS':
    case 'OS':
    case 'XC':
      return 10 * c.count;
    case 'DC':
    case 'SX':
      return 20 * c.count;
    case 'TC':
      return c.intrinsic ? 0 : n > 0 ? c.count * ceil(rat(20, n)) : 0;
    case 'TJ':
      return n > 0 ? c.count * ceil(rat(20, n)) : 0;
    case 'PA':
    case 'WC':
      return c.count * mountSize(design, c, tech);
    default:
      return c.count * n;
  }
}

/** MCr one line adds, exact; IE and JD need the final SSZ (NOVA: 3.2 Cost column). */
export function componentCost(design: DesignInput, c: DesignComponent, ssz: number, options: NovaRulesOptions, tech?: TechLevels): Rational {
  const n = c.level;
  const each = (value: Rational): Rational => mul(value, rat(c.count));
  switch (c.code) {
    case 'IE':
    case 'JD':
      return each(add(rat(n * ssz, 10), rat(5)));
    case 'AR':
      return rat(c.count * Math.max(n, 1));
    case 'SI':
      return rat(c.count * n);
    case 'XL':
      return each(options.xlCost === 'floor' ? rat(floor(rat(3 * n, 2))) : rat(3 * n, 2));
    case 'CH':
      return each(rat(n, 30));
    case 'LB':
      return each(rat(n, 2));
    case 'EW':
      return each(rat(5 * n));
    case 'FC':
      return each(rat(3 * n));
    case 'SN':
      return each(rat(n, 5));
    case 'SS':
      return each(add(rat(10), rat(n, 5)));
    case 'OS':
    case 'XC':
      return each(rat(10));
    case 'DC':
    case 'SX':
      return each(rat(20));
    case 'TC':
      return c.intrinsic || n <= 0 ? ZERO : each(rat(ceil(rat(20, n))));
    case 'TJ':
      return n > 0 ? each(rat(20, n)) : ZERO;
    case 'PA':
    case 'WC':
      return rat(c.count * mountSize(design, c, tech));
    default:
      return rat(c.count * n);
  }
}

/** Design TP of a ship costing `cost` MCr: floor(sqrt(cost / 10)), exactly (78 → 2, 97 → 3, 124 → 3). */
export function designTpForCost(cost: number): number {
  let k = 0;
  while ((k + 1) * (k + 1) * 10 <= cost) k++;
  return k;
}

/**
 * Every computed figure of a ship design. `tech` supplies intangibles the design does not
 * state (PA/WC sizes); `redesign` makes the TP 1 (NOVA: 3.7).
 */
export function computeDesign(design: DesignInput, options: NovaRulesOptions = DEFAULT_NOVA_RULES, tech?: TechLevels): DesignFigures {
  if (design.kind === 'missile') return missileFigures(design);
  const components = design.nova.components;
  const sizes = components.map((c) => componentSize(design, c, tech));
  const ssz = sizes.reduce((a, b) => a + b, 0);
  const lines = components.map((c, index) => ({ index, size: sizes[index] ?? 0, cost: componentCost(design, c, ssz, options, tech) }));
  const exactCost = sum(lines.map((l) => l.cost));
  const cost = ceil(exactCost);
  const ia = 2 * Math.floor(ssz / 20);
  const armour = components.filter((c) => c.code === 'AR').reduce((a, c) => a + c.count * Math.max(c.level, 1), 0);
  const shields = components.filter((c) => c.code === 'SI');
  const shieldCount = shields.reduce((a, c) => a + c.count, 0);
  const si = Math.max(0, ...shields.map((c) => c.level));
  const shieldLevel = shields.reduce((a, c) => a + c.count * c.level, 0);
  return {
    ssz,
    category: categoryOf(ssz),
    exactCost,
    cost,
    tp: design.nova.parentId ? 1 : designTpForCost(cost),
    ia,
    ta: armour + ia,
    shieldLevel,
    shieldRegeneration: shieldCount > 0 ? shieldRegeneration(si, shieldCount) : 0,
    lines,
  };
}

function missileFigures(design: DesignInput): DesignFigures {
  const m = design.nova.missile;
  const size = m ? missileSize(m.md, m.ma, m.mr) : 0;
  return { ssz: size, category: categoryOf(size), exactCost: ZERO, cost: 0, tp: 1, ia: 0, ta: 0, shieldLevel: 0, shieldRegeneration: 0, lines: [] };
}
