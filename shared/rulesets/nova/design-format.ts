/**
 * Writes a design in the rulebook's standard format (NOVA: 3.5), the way the GM prints it
 * and the way parseDesignText reads it back:
 *
 *   "Hornet" (30 FG) 2 83 (TA=12) FA120, FD4
 *   IE 4          -    17
 *   4 FP 4       16    16
 *   Total        30    83
 */
import { computeDesign } from './design';
import { componentText, type DesignInput } from './design-model';
import { formatRational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';
import type { TechLevels } from './technology';

/** The header line: `"Class Name" (SSZ Category) TP Cost (TA=x)` and the intangibles beside it. */
export function designHeader(design: DesignInput, options: NovaRulesOptions = DEFAULT_NOVA_RULES, tech?: TechLevels): string {
  const f = computeDesign(design, options, tech);
  if (design.kind === 'missile') {
    const m = design.nova.missile;
    return `${design.name} = ${m ? `MD${m.md}-MA${m.ma}-MR${m.mr}` : '(no MD, MA, MR)'} Size = ${f.ssz}`;
  }
  const intangibles = Object.entries(design.nova.intangibles)
    .map(([code, value]) => `${code}${value}`)
    .join(', ');
  return `"${design.name}" (${f.ssz} ${f.category.abbr}) ${f.tp} ${f.cost} (TA=${f.ta})${intangibles ? ` ${intangibles}` : ''}`;
}

/** Header, one line per component with its size and cost, and the totals. */
export function formatDesign(design: DesignInput, options: NovaRulesOptions = DEFAULT_NOVA_RULES, tech?: TechLevels): string {
  const header = designHeader(design, options, tech);
  if (design.kind === 'missile') return header;
  const f = computeDesign(design, options, tech);
  const rows = design.nova.components.map((c, i) => {
    const line = f.lines[i];
    const size = line && line.size > 0 ? String(line.size) : '-';
    return `${componentText(c).padEnd(14)}${size.padStart(5)}${(line ? formatRational(line.cost) : '').padStart(7)}`;
  });
  return [header, `${'COMPONENT'.padEnd(14)}${'SIZE'.padStart(5)}${'COST'.padStart(7)}`, ...rows, `${'Total'.padEnd(14)}${String(f.ssz).padStart(5)}${String(f.cost).padStart(7)}`].join('\n');
}
