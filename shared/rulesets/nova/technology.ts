/**
 * An empire's technology levels and what they cost (NOVA: 3.2, 8.4 "1 TP = 10 MCr",
 * "fractional TP are allowed pregame … with the MCr rounded up").
 */
import { ceil, formatRational, mul, rat, sum, type Rational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import { levelProblem, TECH_CODES, techEntry, techTp } from './tech-chart';

/** Level by technology code (BL → 15). A code that is absent is a technology the empire lacks. */
export type TechLevels = Readonly<Record<string, number>>;

/** Levels every empire has without buying them (NOVA: 3.2 "IE1 … cost 0 TP"; 3.3 LT "default LT 8"; HF1). */
export const DEFAULT_LEVELS: TechLevels = { IE: 1, HF: 1, LT: 8 };

/** The level an empire can use: its stated level, or the free default, or undefined (it lacks the technology). */
export function effectiveLevel(levels: TechLevels, code: string): number | undefined {
  return levels[code] ?? DEFAULT_LEVELS[code];
}

export interface TechCostItem {
  tech: string;
  level: number;
  /** Exact TP of owning this level; 0 when the level is not legal (see problem). */
  tp: Rational;
  problem?: string;
}

export interface TechCost {
  items: TechCostItem[];
  totalTp: Rational;
  /** Pregame price: ceil(10 × total TP) MCr. */
  mcr: number;
  problems: string[];
}

/** MCr price of `tp` tech points pregame: 10 MCr per TP, rounded up once (NOVA: 8.4). */
export function tpToMcr(tp: Rational): number {
  return ceil(mul(tp, rat(10)));
}

/** TP cost of every level, in chart order, with the total and its pregame MCr. */
export function techCost(levels: TechLevels, options: NovaRulesOptions = DEFAULT_NOVA_RULES): TechCost {
  const problems: string[] = [];
  const codes = Object.keys(levels).sort((a, b) => order(a) - order(b));
  const items = codes.map((code): TechCostItem => {
    const level = levels[code] as number;
    const entry = techEntry(code);
    let problem: string | undefined;
    if (!entry) problem = `${code}: not a component of the Technology Summary Chart (NOVA 3.2)`;
    else if (entry.kind === 'free') problem = `${code}: a free technology, it has no level to buy (NOVA 3.2)`;
    else if (entry.kind === 'related') problem = `${code}: not a technology itself; buy ${entry.requires.join(', ')} instead (NOVA 3.2 "R:")`;
    else problem = levelProblem(code, level);
    if (problem) problems.push(problem);
    const tp = problem ? rat(0) : (techTp(code, level, options) ?? rat(0));
    return problem ? { tech: code, level, tp, problem } : { tech: code, level, tp };
  });
  const totalTp = sum(items.map((i) => i.tp));
  return { items, totalTp, mcr: tpToMcr(totalTp), problems };
}

function order(code: string): number {
  const i = TECH_CODES.indexOf(code);
  return i < 0 ? 1000 : i;
}

/**
 * Reads technology levels as players write them: "BL15 FC4 SN25", "BL 15, FC-4; sn 25".
 * Returns the levels and one problem per token it cannot read (nothing is dropped silently).
 */
export function parseTechList(text: string): { levels: Record<string, number>; problems: string[] } {
  const levels: Record<string, number> = {};
  const problems: string[] = [];
  const normalised = text.replace(/([A-Za-z]{2})\s*[-=:]?\s*(\d)/g, '$1$2');
  for (const token of normalised.split(/[\s,;]+/).filter(Boolean)) {
    const match = /^([A-Za-z]{2})(\d+(?:\.\d+)?)$/.exec(token);
    if (!match) {
      problems.push(`"${token}": write a technology as its code and level, e.g. BL15`);
      continue;
    }
    const code = (match[1] as string).toUpperCase();
    const level = Number(match[2]);
    if (code in levels) problems.push(`${code} is given twice; the last level (${level}) is used`);
    levels[code] = level;
  }
  return { levels, problems };
}

/** "BL15 FC4 SN25" — the canonical text of a set of levels, in chart order. */
export function formatTechList(levels: TechLevels): string {
  return Object.keys(levels)
    .sort((a, b) => order(a) - order(b))
    .map((code) => `${code}${levels[code]}`)
    .join(' ');
}

export { formatRational };
