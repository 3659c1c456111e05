/**
 * NOVA: 3.5 "Components may not exceed the empire's tech limits" and the component rules
 * of 3.3 — every rule a design breaks, with the rule named. Returns results, never throws.
 */
import type { DesignComponent, DesignInput } from './design-model';
import { FIXED_COMPONENTS, INTANGIBLE_CODES } from './design-model';
import { laserDesignLimit } from './combination-lasers';
import { computeDesign, mountSize } from './design';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import { effectiveLevel, type TechLevels } from './technology';

export type Severity = 'error' | 'warning';

export interface DesignProblem {
  severity: Severity;
  /** The rule broken, as the book names it: "NOVA 3.5 tech limits". */
  rule: string;
  message: string;
  /** Index of the component line concerned, when there is one. */
  component?: number;
}

/** Components whose level or size is capped by the technology of the same code (NOVA: 3.5). */
const CAPPED = ['BL', 'PL', 'XL', 'DG', 'DS', 'EW', 'FC', 'SN', 'SS', 'OS', 'IE', 'JD', 'TC', 'TJ'] as const;
/** Related components and the technologies they need (NOVA: 3.2 "R:[..]"). */
const NEEDS: Readonly<Record<string, readonly string[]>> = { FP: ['FA', 'FD'], ML: ['MD', 'MA', 'MR'], PA: ['PR', 'PD'], WC: ['WA', 'WD'] };
const INTANGIBLE_OF: Readonly<Record<string, string>> = { FA: 'FP', FD: 'FP', PR: 'PA', PD: 'PA', WA: 'WC', WD: 'WC' };

/**
 * Every problem of a ship or missile design. Without `tech`, only the rules that do not
 * depend on an empire's levels are checked.
 */
export function checkDesign(design: DesignInput, tech?: TechLevels, options: NovaRulesOptions = DEFAULT_NOVA_RULES): DesignProblem[] {
  if (design.kind === 'missile') return checkMissile(design, tech);
  const problems: DesignProblem[] = [];
  const error = (rule: string, message: string, component?: number) => problems.push(component === undefined ? { severity: 'error', rule, message } : { severity: 'error', rule, message, component });
  const warn = (rule: string, message: string, component?: number) => problems.push(component === undefined ? { severity: 'warning', rule, message } : { severity: 'warning', rule, message, component });
  const components = design.nova.components;
  const figures = computeDesign(design, options, tech);

  if (!design.name.trim()) error('NOVA 3.5 standard format', 'the design needs a class name');
  if (components.length === 0) error('NOVA 3.5 standard format', 'the design has no components');
  const ie = components.filter((c) => c.code === 'IE');
  if (ie.length === 0 || ie.every((c) => c.level < 1)) error('NOVA 3.3 IE', 'every design needs an impulse engine of at least IE1');
  if (ie.length > 1) warn('NOVA 3.3 IE', `${ie.length} IE lines: only one impulse engine is used`);

  components.forEach((c, i) => checkComponent(design, c, i, tech, options, figures.ssz, error, warn));

  const shields = components.filter((c) => c.code === 'SI');
  const shieldCount = shields.reduce((a, c) => a + c.count, 0);
  if (new Set(shields.map((c) => c.level)).size > 1) error('NOVA 3.3 SI/SM', 'all shields on a ship must be the same size');
  if (tech && shieldCount > 0) {
    const sm = effectiveLevel(tech, 'SM') ?? 0;
    if (shieldCount > sm) error('NOVA 3.5 tech limits', sm === 0 ? `${shieldCount} shields mounted, but the empire has no SM technology` : `${shieldCount} shields mounted, SM${sm} allows ${sm}`);
  }
  const armourLines = components.filter((c) => c.code === 'AR');
  if (new Set(armourLines.map((c) => c.level)).size > 1) error('NOVA 3.3 HF', 'HF applies to all AR on the ship: every AR line must have the same HF');

  for (const [code, value] of Object.entries(design.nova.intangibles)) {
    if (!(INTANGIBLE_CODES as readonly string[]).includes(code)) {
      warn('NOVA 3.5 standard format', `${code}${value} is not an intangible (FA, FD, PR, PD, SR, WA, WD)`);
      continue;
    }
    const user = INTANGIBLE_OF[code];
    if (user && !components.some((c) => c.code === user)) warn('NOVA 3.5 standard format', `${code}${value} is stated, but the design has no ${user}`);
    if (tech && code !== 'SR') {
      const level = effectiveLevel(tech, code);
      if (level === undefined) error('NOVA 3.5 tech limits', `${code}${value}: the empire has no ${code} technology`);
      else if (value > level) error('NOVA 3.5 tech limits', `${code}${value} exceeds the empire's ${code}${level} (${code} is fixed by tech)`);
      else if (value < level) warn('NOVA 3.5 tech limits', `${code}${value} is below the empire's ${code}${level}: ${code} is fixed by tech`);
    }
  }
  if (design.nova.parentId === undefined && figures.cost < 10 && options.zeroTpDesign === 'forbidden') {
    error('NOVA 10.4 A26 (game setting)', `a design costing ${figures.cost} MCr is worth 0 TP; this game forbids 0-TP designs`);
  }
  return problems;
}

type Report = (rule: string, message: string, component?: number) => void;

function checkComponent(design: DesignInput, c: DesignComponent, i: number, tech: TechLevels | undefined, options: NovaRulesOptions, ssz: number, error: Report, warn: Report): void {
  const label = `${c.code}${FIXED_COMPONENTS.includes(c.code) ? '' : c.level}`;
  if (!FIXED_COMPONENTS.includes(c.code) && c.level < 1 && c.code !== 'PA' && c.code !== 'WC') error('NOVA 3.2 levels', `${c.code}: a level or size of 0 is not allowed`, i);
  if (c.code === 'CH' && c.level % 30 !== 0) error('NOVA 3.2 CH', `CH ${c.level}: cargo holds come in units of 30`, i);
  if (c.code === 'LB' && (c.level < 10 || c.level % 10 !== 0)) error('NOVA 3.3 LB', `LB ${c.level}: launch bays are a multiple of 10, at least 10`, i);
  if (c.code === 'AR' && c.level < 1) error('NOVA 3.3 HF', 'HF 0 is not allowed', i);
  if (c.code === 'JD' && c.lt !== undefined && c.lt < 1) error('NOVA 3.3 LT', `JD${c.level}L${c.lt}: LT 0 or less is not allowed`, i);

  if (c.code === 'PA' || c.code === 'WC') {
    const computed = mountSize({ ...design, nova: { ...design.nova, components: [] } }, { ...c, level: 0 }, tech);
    const rule = c.code === 'PA' ? 'NOVA 3.3 PA = ceil(PR × PD / 2)' : 'NOVA 3.3 WC = WD + ceil(WA / 25)';
    if (computed === 0 && c.level === 0) error(rule, `${c.code}: its size cannot be computed; state ${c.code === 'PA' ? 'PR and PD' : 'WA and WD'} beside the design`, i);
    else if (computed > 0 && c.level > 0 && computed !== c.level) error(rule, `${c.code} ${c.level}: the size must be ${computed}`, i);
  }

  if (c.code === 'TC') {
    // NOVA: TACHYON COMMUNICATORS "Minimum ship size is determined by the TC tech level achieved by the position".
    const min = options.intrinsicTcMinSsz[Math.max(c.level, tech?.TC ?? 0) - 1];
    if (c.intrinsic && (min === undefined || ssz < min)) error('NOVA 3.3 TC intrinsic', `TC${c.level} is intrinsic (free) only on ships of SSZ ${min ?? '?'} and up; this ship is SSZ ${ssz}`, i);
    if (!c.intrinsic && min !== undefined && ssz >= min) warn('NOVA 3.3 TC intrinsic', `a ship of SSZ ${ssz} gets TC${c.level} free: mark it intrinsic (it then adds no size or cost)`, i);
  }

  if (!tech) return;
  const needs = NEEDS[c.code];
  if (needs) {
    const missing = needs.filter((code) => effectiveLevel(tech, code) === undefined);
    if (missing.length) error('NOVA 3.2 related technologies', `${c.code} needs ${missing.join(' and ')} technology`, i);
    if (c.code === 'FP' || c.code === 'PA' || c.code === 'WC') {
      for (const code of needs) if (design.nova.intangibles[code] === undefined && effectiveLevel(tech, code) !== undefined) warn('NOVA 3.5 standard format', `${code} should be listed beside the design (the empire's ${code}${effectiveLevel(tech, code)} is assumed)`, i);
    }
    return;
  }
  if ((CAPPED as readonly string[]).includes(c.code)) {
    // NOVA: COMBINATION LASERS: single-purpose BL and PL up to the XL level.
    const level = c.code === 'BL' || c.code === 'PL' ? laserDesignLimit(tech, c.code) : effectiveLevel(tech, c.code);
    if (level === undefined) error('NOVA 3.5 tech limits', `${label}: the empire has no ${c.code} technology`, i);
    else if (c.level > level) error('NOVA 3.5 tech limits', `${label} exceeds the empire's ${c.code}${level}`, i);
  }
  if (c.code === 'JD') {
    const lt = effectiveLevel(tech, 'LT') ?? 8;
    const used = c.lt ?? 8;
    if (used < lt) error('NOVA 3.5 tech limits', `JD${c.level}L${used}: LT may not be better (lower) than the empire's LT${lt}`, i);
  }
  if (c.code === 'SI') {
    const si = effectiveLevel(tech, 'SI');
    if (si === undefined) error('NOVA 3.5 tech limits', `SI ${c.level}: the empire has no SI technology`, i);
    else if (c.level > si) error('NOVA 3.5 tech limits', `SI ${c.level} exceeds the empire's SI${si}`, i);
  }
  if (c.code === 'AR') {
    const hf = effectiveLevel(tech, 'HF') ?? 1;
    if (c.level > hf) error('NOVA 3.5 tech limits', `${c.count} AR ${c.level}: HF${c.level} exceeds the empire's HF${hf}`, i);
  }
}

function checkMissile(design: DesignInput, tech?: TechLevels): DesignProblem[] {
  const m = design.nova.missile;
  if (!m) return [{ severity: 'error', rule: 'NOVA 3.6 NMD', message: 'a missile design states MD, MA and MR' }];
  const problems: DesignProblem[] = [];
  if (tech) {
    for (const [code, value] of [['MD', m.md], ['MA', m.ma], ['MR', m.mr]] as const) {
      const level = effectiveLevel(tech, code);
      if (level === undefined) problems.push({ severity: 'error', rule: 'NOVA 3.5 tech limits', message: `${code}${value}: the empire has no ${code} technology` });
      else if (value > level) problems.push({ severity: 'error', rule: 'NOVA 3.5 tech limits', message: `${code}${value} exceeds the empire's ${code}${level}` });
    }
  }
  return problems;
}
