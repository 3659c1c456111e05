/**
 * What an EXPENDITURES line buys (NOVA: 6.12 "debt repayment, RDT maintenance, new RDTs,
 * ships, armies, installations, refits and repairs, and research reports"), read from its
 * Unit(s) column, and the true price of one.
 *
 * Forms read (case-insensitive; "New" in front is ignored):
 *   Hornet, Hornets                  ships of one of the empire's designs
 *   Colony, Assault Army, AA, SDU…   units (NOVA: 3.9), optionally "at SYSTEM"
 *   New RDT, RDTs                    new research teams, 40 MCr each (NOVA: 5.1)
 *   RDT maintenance                  the maintenance, reserved by the engine (a statement)
 *   Research report [BL20-BL25]      5 MCr per project report (NOVA: 5.6); "Report(s)" alone too
 *   Debt repayment                   the debt, cleared by the engine first (a statement)
 *   Transfer to Empire A             MCr sent to another empire at E (NOVA: 6.10)
 *   Hornet (partial) | 1 | | 40      an unfinished ship, 40 MCr paid (NOVA: 4.2)
 *   Finish HORNET 3 | | | 43         more MCr for an unfinished ship
 *   Repair SHIP, Refit SHIP to DESIGN   carried out on the ship at their true cost (turn/repair-refit.ts)
 */
import type { Empire } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { computeDesign } from '../design';
import { novaDesignSchema } from '../design-model';
import { type UnitType, UNIT_TYPES } from '../economy';
import { RDT_CREATE_MCR } from '../research';
import { novaRulesFromSettings } from '../rules-options';
import { unitAbbr } from '../orders/cargo';
import { researchStateOf } from './research-state';

/** A research report costs 5 MCr per project (NOVA: 5.6). */
export const RESEARCH_REPORT_MCR = 5;

export type ExpenditureItem =
  /** `partial`: "Hornet (partial)": an unfinished ship, the Cost column the MCr paid (NOVA: 4.2). */
  | { kind: 'ship'; design: NovaDesignRow; site: string | null; partial: boolean }
  /** "Finish HORNET 3": more MCr for an unfinished ship (NOVA: 4.2). */
  | { kind: 'finish'; name: string }
  | { kind: 'unit'; type: UnitType; site: string | null }
  | { kind: 'new-rdt' }
  | { kind: 'rdt-maintenance' }
  /** `projects`: the projects named after the words ("Research report BL20-BL25, EW5-EW6"), normalised as the RESEARCH rows are. */
  | { kind: 'research-report'; projects: string[] }
  | { kind: 'debt' }
  | { kind: 'transfer'; to: string }
  | { kind: 'repair' | 'refit' }
  | { kind: 'unknown' };

/** "Colony at TEMORA", "SDU (VESPER)": the item and the site named. */
function splitSite(text: string): { item: string; site: string | null } {
  const at = /^(.*?)\s+(?:at|@)\s+(.+)$/i.exec(text) ?? /^(.*?)\s*\(([^)]+)\)$/.exec(text);
  return at ? { item: (at[1] ?? '').trim(), site: (at[2] ?? '').trim().toUpperCase() } : { item: text, site: null };
}

/** "BL20-BL25, nsd hornet" → ["BL20-BL25", "NSD HORNET"], as the RESEARCH rows name projects. */
function reportProjects(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((p) => p.trim().toUpperCase())
    .filter((p) => p !== '')
    .map((p) => (/^[A-Z]+\s*\d+\s*(-|→|>|TO)\s*[A-Z]+\s*\d+$/.test(p) ? p.replace(/\s+/g, '').replace(/→|>|TO/, '-') : p.replace(/\s+/g, ' ')));
}

export function classifyItem(itemText: string, empireId: string, designs: readonly NovaDesignRow[]): ExpenditureItem {
  const text = itemText.trim().replace(/\s+/g, ' ');
  const transfer = /^(?:mcr\s+)?transfers?\s+(?:of\s+mcr\s+)?to\s+(.+)$/i.exec(text);
  if (transfer) return { kind: 'transfer', to: (transfer[1] ?? '').trim() };
  if (/\b(debt|repay(ment)?)\b/i.test(text)) return { kind: 'debt' };
  if (/\bmaint(enance|ain|\.)?\b/i.test(text)) return { kind: 'rdt-maintenance' };
  const report = /^(?:research\s+)?(?:status\s+)?reports?\b\s*(?:for\b|on\b)?\s*(.*)$/i.exec(text);
  if (report) return { kind: 'research-report', projects: reportProjects(report[1] ?? '') };
  if (/^repairs?\b/i.test(text)) return { kind: 'repair' };
  if (/^refits?\b/i.test(text)) return { kind: 'refit' };
  const finish = /^finish(?:ing)?\s+(.+)$/i.exec(text);
  if (finish) return { kind: 'finish', name: (finish[1] ?? '').trim().toUpperCase() };
  const partial = /\(\s*part(?:ial|ly paid)?\s*\)|\bpartial(?:ly paid)?\b/i.test(text);
  const bare = text.replace(/\(\s*part(?:ial|ly paid)?\s*\)|\bpartial(?:ly paid)?\b/gi, ' ').replace(/\s+/g, ' ').trim().replace(/^new\s+/i, '');
  if (/^(rdts?|r\s*&\s*d\s*teams?|research\s+(and|&)\s+development\s+teams?|research\s+teams?)$/i.test(bare)) return { kind: 'new-rdt' };
  const { item, site } = splitSite(bare);
  const upper = item.toUpperCase();
  const own = designs.filter((d) => d.empireId === empireId && d.kind === 'ship');
  const design = own.find((d) => d.name.toUpperCase() === upper) ?? own.find((d) => upper.endsWith('S') && d.name.toUpperCase() === upper.slice(0, -1));
  if (design) return { kind: 'ship', design, site, partial };
  const abbr = /^star\s*gates?$/i.test(item) ? 'SG' : unitAbbr(item);
  const type = UNIT_TYPES.find((t) => t.abbr === abbr);
  if (type) return { kind: 'unit', type, site };
  return { kind: 'unknown' };
}

/** A ship design's price in MCr: the GM's override, else the design calculator's total (NOVA: 3.5). */
export function designCost(design: NovaDesignRow, empire: Empire, settings: Record<string, unknown>): number | undefined {
  const nova = novaDesignSchema.safeParse(design.nova ?? {});
  if (!nova.success) return undefined;
  const override = nova.data.overrides.cost?.value;
  if (override !== undefined) return override;
  if (nova.data.components.length === 0) return undefined;
  return computeDesign({ name: design.name, kind: design.kind, nova: nova.data }, novaRulesFromSettings(settings), researchStateOf(empire).tech).cost;
}

/** The true price of one of the item, or null when the item has none of its own (statements, transfers, repairs). */
export function unitPrice(item: ExpenditureItem, empire: Empire, settings: Record<string, unknown>): number | null | undefined {
  switch (item.kind) {
    case 'ship':
      return designCost(item.design, empire, settings);
    case 'unit':
      return item.type.cost;
    case 'new-rdt':
      return RDT_CREATE_MCR;
    case 'research-report':
      return RESEARCH_REPORT_MCR;
    default:
      return null;
  }
}
