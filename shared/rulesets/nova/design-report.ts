/**
 * One design's numbers and problems, in the shape the CLI and the screens print: computed
 * figures, every rule broken, and every place where what the player wrote differs from the
 * formula (the formula wins; the written value is kept as a note — NOVA 10.1).
 */
import { categoryOf } from './categories';
import { computeDesign, componentCost, componentSize, type DesignFigures } from './design';
import { checkDesign, type DesignProblem } from './design-check';
import type { DesignInput } from './design-model';
import { componentText } from './design-model';
import { parseDesignText, type ParsedDesign, type ParseDiagnostic } from './design-text';
import { equals, formatRational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import type { TechLevels } from './technology';

/** Where a written figure differs from the computed one. */
export function statedDifferences(parsed: ParsedDesign, figures: DesignFigures, options: NovaRulesOptions, tech?: TechLevels): { line: number; message: string }[] {
  const out: { line: number; message: string }[] = [];
  const s = parsed.stated;
  const rule = 'NOVA 10.1: Warpdesk computes from the formula; the written value is a note';
  if (parsed.kind === 'missile') {
    if (s.size !== undefined && s.size !== figures.ssz) out.push({ line: parsed.line, message: `size written ${s.size}, computes to ${figures.ssz} (ceil(MA/50 + MR/2.5 + MD/2)); perhaps the launcher size. ${rule}` });
    return out;
  }
  if (s.cost !== undefined && s.cost.num !== figures.cost * s.cost.den) out.push({ line: parsed.line, message: `cost written ${formatRational(s.cost)}, the components add up to ${figures.cost} MCr. ${rule}` });
  if (s.ssz !== undefined && s.ssz !== figures.ssz) out.push({ line: parsed.line, message: `SSZ written ${s.ssz}, the components add up to ${figures.ssz}. ${rule}` });
  if (s.tp !== undefined && s.tp !== figures.tp) out.push({ line: parsed.line, message: `TP written ${s.tp}, floor(sqrt(${figures.cost}/10)) is ${figures.tp}. ${rule}` });
  if (s.ta !== undefined && s.ta !== figures.ta) out.push({ line: parsed.line, message: `TA written ${s.ta}, AR × HF + IA is ${figures.ta}. ${rule}` });
  if (s.category !== undefined && s.category !== figures.category.abbr) out.push({ line: parsed.line, message: `category written ${s.category}, but SSZ ${figures.ssz} is ${/^[AEIOU]/i.test(figures.category.name) ? 'an' : 'a'} ${figures.category.name} (${categoryOf(figures.ssz).abbr}). ${rule}` });
  const design: DesignInput = { name: parsed.name, kind: 'ship', nova: parsed.nova };
  parsed.nova.components.forEach((c, i) => {
    const st = parsed.componentStated[i];
    const line = parsed.componentLines[i] ?? parsed.line;
    if (!st) return;
    const size = componentSize(design, c, tech);
    const cost = componentCost(design, c, figures.ssz, options, tech);
    if (st.size !== undefined && st.size !== size) out.push({ line, message: `${componentText(c)}: size written ${st.size}, computes to ${size}` });
    if (st.cost !== undefined && !equals(st.cost, cost)) out.push({ line, message: `${componentText(c)}: cost written ${formatRational(st.cost)}, computes to ${formatRational(cost)}` });
  });
  return out;
}

export interface DesignReport {
  name: string;
  kind: 'ship' | 'missile';
  line: number;
  ssz: number;
  category: string;
  cost: number;
  tp: number;
  ta: number;
  /** Rules broken, with the rule named, and lines that could not be read. */
  errors: string[];
  /** Written figures that differ from the formula, and softer problems. */
  warnings: string[];
  /** Lines of this design's text that could not be read (also in errors/warnings). */
  lineProblems: string[];
  /** Written figures that differ from the formula (also in warnings). */
  notes: string[];
  design: DesignInput;
  figures: DesignFigures;
  problems: DesignProblem[];
}

function where(parsed: ParsedDesign, problem: DesignProblem): string {
  const line = problem.component !== undefined ? parsed.componentLines[problem.component] : undefined;
  return line !== undefined ? `line ${line}: ` : '';
}

/** Parses text and reports every design in it; diagnostics of lines in a design's span go to that design. */
export function reportDesignText(text: string, tech?: TechLevels, options: NovaRulesOptions = DEFAULT_NOVA_RULES): { reports: DesignReport[]; diagnostics: ParseDiagnostic[] } {
  const { designs, diagnostics } = parseDesignText(text);
  const unowned: ParseDiagnostic[] = [];
  const ships = designs.filter((d) => d.kind === 'ship');
  const owner = (line: number) => [...ships].reverse().find((d) => d.line <= line);
  const extra = new Map<ParsedDesign, { errors: string[]; warnings: string[] }>();
  for (const d of diagnostics) {
    const o = owner(d.line);
    if (!o) {
      unowned.push(d);
      continue;
    }
    const bucket = extra.get(o) ?? { errors: [], warnings: [] };
    (d.severity === 'error' ? bucket.errors : bucket.warnings).push(`line ${d.line}: ${d.message}`);
    extra.set(o, bucket);
  }
  const reports = designs.map((parsed): DesignReport => {
    const design: DesignInput = { name: parsed.name, kind: parsed.kind, nova: parsed.nova };
    const figures = computeDesign(design, options, tech);
    const problems = checkDesign(design, tech, options);
    const bucket = extra.get(parsed) ?? { errors: [], warnings: [] };
    const notes = statedDifferences(parsed, figures, options, tech).map((d) => `line ${d.line}: ${d.message}`);
    return {
      name: parsed.name,
      kind: parsed.kind,
      line: parsed.line,
      ssz: figures.ssz,
      category: parsed.kind === 'missile' ? 'missile' : figures.category.abbr,
      cost: figures.cost,
      tp: figures.tp,
      ta: figures.ta,
      errors: [...bucket.errors, ...problems.filter((p) => p.severity === 'error').map((p) => `${where(parsed, p)}${p.message} (${p.rule})`)],
      warnings: [...bucket.warnings, ...problems.filter((p) => p.severity === 'warning').map((p) => `${where(parsed, p)}${p.message} (${p.rule})`), ...notes],
      lineProblems: [...bucket.errors, ...bucket.warnings],
      notes,
      design,
      figures,
      problems,
    };
  });
  return { reports, diagnostics: unowned };
}
