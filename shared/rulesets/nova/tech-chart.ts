/**
 * NOVA: 3.2 TECHNOLOGY SUMMARY CHART, as data. Every component of the chart with its TP
 * cost formula (the price of owning level n), what one component adds to a ship's size
 * and cost (as the book prints it; design.ts computes them), its prerequisites and notes.
 *
 * Whole-chart rules: a negative TP cost counts as 0; levels are integers ≥ 1 (no EW-0,
 * no MR 7.5); the TP of a level is exact (fractional TP are legal pregame, 8.4).
 */
import { floor, max, mul, pow, rat, sub, add, ZERO, type Rational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';

/**
 * - `tech`: a researchable technology with a level and a TP cost.
 * - `free`: a free technology (AR, CH, DC, XC, IA, LB, SR, SX): every empire has it, 0 TP.
 * - `related`: not a technology itself ("R:[..]"): usable only with the listed technologies.
 */
export type TechKind = 'tech' | 'free' | 'related';

export interface TechChartEntry {
  readonly code: string;
  readonly name: string;
  readonly kind: TechKind;
  /** The TP formula as printed, for the screens. */
  readonly tpFormula: string;
  /** What one component adds to SSZ, as printed. */
  readonly size: string;
  /** What one component adds to the ship's MCr cost, as printed. */
  readonly cost: string;
  readonly notes: string;
  /** Technologies a `related` component needs (FP needs FA and FD…). */
  readonly requires: readonly string[];
  /** What the level measures, when it is not simply "level". */
  readonly levelMeaning?: string;
}

const q = (n: number, d: number): Rational => rat(n, d);
const sq = (r: Rational): Rational => pow(r, 2);

/** TP cost of level n by code; absent for free and related components. Results may be negative before clamping. */
const TP_FORMULAS: Readonly<Record<string, (n: number, options: NovaRulesOptions) => Rational>> = {
  BL: (n) => rat(floor(add(rat(3 * n), sq(q(n, 10))))),
  PL: (n) => rat(floor(add(rat(3 * n), sq(q(n, 10))))),
  XL: (n) => rat(floor(add(rat(6 * n), mul(rat(2), sq(q(n, 10)))))),
  DG: (n, o) => (o.dgLtCost === 'clamped' && n <= 10 ? ZERO : sq(sub(q(n, 5), rat(2)))),
  DS: (n) => sq(q(n, 5)),
  EW: (n) => rat((n + 3) ** 2),
  FC: (n) => rat((n + 2) ** 2),
  FA: (n) => sq(add(q(n, 20), rat(2))),
  FD: (n) => rat(2 * n * n),
  IE: (n) => rat(30 * (n - 1) + (n - 1) ** 2),
  HF: (n) => rat(3 * n * n - 3),
  JD: (n) => rat(n * n),
  LT: (n, o) => (o.dgLtCost === 'clamped' && n >= 8 ? ZERO : rat((8 - n) ** 2)),
  MA: (n) => sq(q(n, 10)),
  MD: (n) => rat(n * n),
  MR: (n) => sq(q(n, 2)),
  OS: (n) => rat(n * n),
  PR: (n) => rat(n ** 3),
  PD: (n) => rat(2 * n * n),
  SN: (n) => sq(q(n, 10)),
  SS: (n) => sq(add(q(n, 10), rat(1))),
  SI: (n) => sq(q(n, 3)),
  SM: (n) => q(n * n, 2),
  TC: (n) => rat(2 * n * n - 2),
  TJ: (n) => rat(2 * n * n),
  WA: (n) => sq(q(n, 25)),
  WD: (n) => rat((n - 1) ** 3),
};

function entry(code: string, name: string, kind: TechKind, tpFormula: string, size: string, cost: string, notes = '', requires: string[] = [], levelMeaning?: string): TechChartEntry {
  return { code, name, kind, tpFormula, size, cost, notes, requires, ...(levelMeaning ? { levelMeaning } : {}) };
}

/** Every row of the chart, in the book's order. */
export const TECH_CHART: readonly TechChartEntry[] = [
  entry('AR', 'Armour', 'free', '0', 'n', 'n', 'n = armour points. With HF the cost becomes HF×AR.'),
  entry('BL', 'Beam Laser', 'tech', 'floor(3n + (n/10)²)', 'n', 'n', 'Cheap, long range, low damage.', [], 'laser size'),
  entry('CH', 'Cargo Hold', 'free', '0', 'n', 'n/30', 'n in units of 30; carries 30 points of armies or installations, or one ship of SSZ ≤ 30.'),
  entry('XL', 'Combination Laser', 'tech', 'floor(6n + 2(n/10)²)', 'n', 'floor(1.5n)', 'Fires as BL or PL; may mount single-purpose BL or PL up to the XL level.', [], 'laser size'),
  entry('DC', 'Devastation Capability', 'free', '0', '20', '20', 'Devastates a planet (3.3 DC).'),
  entry('DG', 'Distortion Generator', 'tech', '(n/5 − 2)²', 'n', 'n', 'n = range in hexes. Formula rises again below DG10 (10.2 A7).', [], 'range in hexes'),
  entry('DS', 'Distortion Suppressor', 'tech', '(n/5)²', 'n', 'n', 'Ignores DGs of equal or smaller size.'),
  entry('EW', 'Electronic Warfare', 'tech', '(n + 3)²', '1', '5n', 'EW 0 is not allowed.'),
  entry('XC', 'Exploration Capability', 'free', '0', '10', '10', 'Explores planets (X orders).'),
  entry('FC', 'Fire Control', 'tech', '(n + 2)²', '1', '3n', 'Cancels EW 1:1.'),
  entry('FP', 'Force Beam Projector', 'related', 'R:[FA,FD]', 'n', 'n', 'Range = floor(0.75 × size). The design states FA and FD.', ['FA', 'FD'], 'projector size'),
  entry('FA', 'Force Beam Accuracy', 'tech', '(n/20 + 2)²', '-', '-', 'Intangible: listed beside the design.', [], 'percent'),
  entry('FD', 'Force Beam Damage', 'tech', '2n²', '-', '-', 'Intangible: listed beside the design.'),
  entry('IE', 'Impulse Engine', 'tech', '30(n − 1) + (n − 1)²', '-', 'n(SSZ/10) + 5', 'Every design must have at least IE1 (IE1 costs 0 TP).'),
  entry('IA', 'Intrinsic Armour', 'free', '0', '-', '-', 'IA = 2 × floor(SSZ/20); free, not multiplied by HF.'),
  entry('HF', 'Hardness Factor', 'tech', '3n² − 3', '-', 'HF × AR', 'Multiplies all AR on the ship; does not affect IA. HF1 costs 0 TP.'),
  entry('JD', 'Jump Drive', 'tech', 'n²', '-', 'n(SSZ/10) + 5', 'One warp line per turn per point. Written JDxLy.'),
  entry('LB', 'Launch Bay', 'free', '0', 'n', 'n/2', 'n in units of 10, at least 10.'),
  entry('LT', 'Lag Time', 'tech', '(8 − n)²', '-', '-', 'Rounds the JD cycles before a jump; lower is better. Default LT 8; LT ≤ 0 not allowed.', [], 'combat rounds'),
  entry('ML', 'Missile Launcher', 'related', 'R:[MD,MA,MR]', 'n', 'n', 'Fires missiles of equal or smaller size.', ['MD', 'MA', 'MR'], 'launcher size'),
  entry('MA', 'Missile Accuracy', 'tech', '(n/10)²', '-', '-', 'Percent chance.', [], 'percent'),
  entry('MD', 'Missile Damage', 'tech', 'n²', '-', '-', 'Missile size = ceil(MD/2 + MR/2.5 + MA/50).'),
  entry('MR', 'Missile Range', 'tech', '(n/2)²', '-', '-', 'Range in hexes.', [], 'range in hexes'),
  entry('OS', 'Orbital Bombardment System', 'tech', 'n²', '10', '10', 'Kills on d6 ≤ OS level.'),
  entry('PL', 'Pulse Laser', 'tech', 'floor(3n + (n/10)²)', 'n', 'n', 'Loses 1 size per hex of range.', [], 'laser size'),
  entry('PA', 'Plasma Accelerator', 'related', 'R:[PR,PD]', 'n', 'n', 'n = ceil(PR × PD / 2).', ['PR', 'PD']),
  entry('PR', 'Plasma Range', 'tech', 'n³', '-', '-', 'Intangible.'),
  entry('PD', 'Plasma Damage', 'tech', '2n²', '-', '-', 'Intangible.'),
  entry('SN', 'Sensors', 'tech', '(n/10)²', '1', 'n/5', 'A probe succeeds when SN ≥ target SS + range.'),
  entry('SS', 'Sensor Screens', 'tech', '(n/10 + 1)²', '10', '10 + n/5', 'Each further unit projects an echo.'),
  entry('SI', 'Shield Increment', 'tech', '(n/3)²', '-', 'SI × shields', 'All shields on a ship are the same size, ≤ SI tech. Written "2 SI 9".'),
  entry('SM', 'Shield Multiple', 'tech', '0.5n²', 'shields', '-', 'The number of shields a ship may mount (size 1 each).', [], 'shields'),
  entry('SR', 'Shield Regeneration', 'free', '0', '-', '-', 'SR = floor(SI × SM / 4), minimum 1.'),
  entry('SX', 'Stealth Exploration', 'free', '0', '20', '20', 'Explores without being seen.'),
  entry('TC', 'Tachyon Communicator', 'tech', '2n² − 2', 'ceil(20/n)*', 'ceil(20/n)*', '*Zero when intrinsic (the ship is large enough for its TC level). TC1 costs 0 TP.'),
  entry('TJ', 'Tachyon Jammer', 'tech', '2n²', 'ceil(20/n)', '20/n', 'Blocks TC reports when TJ ≥ TC (10.2 A9: the cost is not rounded).'),
  entry('WC', 'Warp Cannon', 'related', 'R:[WA,WD]', 'n', 'n', 'n = WD + ceil(WA/25).', ['WA', 'WD']),
  entry('WA', 'Warp Accuracy', 'tech', '(n/25)²', '-', '-', 'Intangible.', [], 'percent'),
  entry('WD', 'Warp Damage', 'tech', '(n − 1)³', '-', '-', 'Intangible. WD1 costs 0 TP.'),
];

const BY_CODE = new Map(TECH_CHART.map((e) => [e.code, e]));

export function techEntry(code: string): TechChartEntry | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** Codes that have a level and a TP cost, in chart order. */
export const TECH_CODES: readonly string[] = TECH_CHART.filter((e) => e.kind === 'tech').map((e) => e.code);

/**
 * TP price of owning `level` of `code` (NOVA: 3.2). Exact; a negative value counts as 0.
 * Undefined for codes that have no TP cost (free or related components, unknown codes).
 * The level must be an integer ≥ 1; callers check that with `levelProblem`.
 */
export function techTp(code: string, level: number, options: NovaRulesOptions = DEFAULT_NOVA_RULES): Rational | undefined {
  const formula = TP_FORMULAS[code.toUpperCase()];
  if (!formula) return undefined;
  return max(formula(level, options), ZERO);
}

/** Why a level cannot be bought, or undefined when it can (NOVA: 3.2 "non-integer levels", "level 0"; 3.3 LT). */
export function levelProblem(code: string, level: number): string | undefined {
  if (!Number.isFinite(level) || !Number.isInteger(level)) return `${code}${level}: levels are whole numbers (NOVA 3.2: "non-integer levels cannot be bought")`;
  if (level < 1) return `${code}${level}: level ${level} is never allowed (NOVA 3.2: "level 0 is never allowed")`;
  return undefined;
}
