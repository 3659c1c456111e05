/**
 * An empire's technology levels and what they cost (NOVA: 3.2, 8.4 "1 TP = 10 MCr",
 * "fractional TP are allowed pregame … with the MCr rounded up").
 */
import { ceil, formatRational, mul, parseDecimal, rat, sum, type Rational } from './exact';
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

export interface TechText {
  levels: Record<string, number>;
  /** TP the player wrote beside a level ("BL15 47"), to compare with the formula. */
  stated: Record<string, Rational>;
  /** The total the player wrote ("---" then "207", or "Total 207"). */
  statedTotal?: Rational;
  problems: { line: number; message: string }[];
}

const ENTRY_RE = /(?<![A-Za-z])([A-Za-z]{2})\s*[-=:]?\s*(\d+(?:\.\d+)?)(?:\s+"?(\d+(?:\.\d+)?)"?)?(?:\s*\(\s*"?[\d.]+"?\s*\))?/g;

/**
 * Reads technology as players write it on paper, one or many per line, with or without
 * their TP and running totals: "BL15 FC4 SN25", "BL 15 47 (47)", `SN15 "6.25" (222.25)`,
 * "- PLASMA TORPEDO - IE 3 64", a total line "207". Every line that cannot be read is a
 * problem with its line number.
 */
export function parseTechText(text: string): TechText {
  const out: TechText = { levels: {}, stated: {}, problems: [] };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.replace(/^\s*-\s*[^-]*?-\s*/, '').trim();
    if (t === '' || /^[-_=\s]+$/.test(t)) return;
    const total = /^(?:total:?\s*)?"?(\d+(?:\.\d+)?)"?(?:\s*TP)?$/i.exec(t);
    if (total) {
      out.statedTotal = parseDecimal(total[1] ?? '');
      return;
    }
    let left = t;
    for (const m of t.matchAll(ENTRY_RE)) {
      const code = (m[1] as string).toUpperCase();
      const level = Number(m[2]);
      if (code in out.levels) out.problems.push({ line, message: `${code} is given twice; the last level (${level}) is used` });
      out.levels[code] = level;
      const tp = m[3] !== undefined ? parseDecimal(m[3]) : undefined;
      if (tp) out.stated[code] = tp;
      else delete out.stated[code];
      left = left.replace(m[0], ' ');
    }
    left = left.replace(/[\s,;.]+/g, ' ').trim();
    if (left) out.problems.push({ line, message: `"${left}" is not a technology level (write a code and a level, e.g. BL15)` });
  });
  return out;
}

/** Where the TP a player wrote differ from the formula (the formula wins; NOVA 10.1). */
export function techTextNotes(read: TechText, options: NovaRulesOptions = DEFAULT_NOVA_RULES): string[] {
  const cost = techCost(read.levels, options);
  const notes: string[] = [];
  for (const item of cost.items) {
    const stated = read.stated[item.tech];
    if (stated && !item.problem && (stated.num !== item.tp.num || stated.den !== item.tp.den)) notes.push(`${item.tech}${item.level}: written ${formatRational(stated)} TP, the formula gives ${formatRational(item.tp)}`);
  }
  if (read.statedTotal && (read.statedTotal.num !== cost.totalTp.num || read.statedTotal.den !== cost.totalTp.den)) notes.push(`total written ${formatRational(read.statedTotal)} TP, the levels add up to ${formatRational(cost.totalTp)}`);
  return notes;
}
