/**
 * The repair-cost calculator shared by the Empires screen and `warpdesk repair` (NOVA: REPAIRING
 * SHIPS): every damaged ship of an empire with its bill (repair-cost.ts), whether it is at an
 * established IC of its empire (where repairs happen), and the EXPENDITURES line that orders it.
 */
import type { Unit } from '../../model/entities';
import { novaDesignSchema } from './design-model';
import type { NovaDesignRow, NovaSystem } from './records';
import { repairBill, repairWith, undamaged, type RepairBill } from './repair-cost';
import { novaRulesFromSettings } from './rules-options';
import { damageOf } from './turn/repair-refit';

export interface RepairQuote {
  unitId: string;
  name: string;
  designName: string;
  systemName: string;
  /** At an established IC of its own empire: the repair can be ordered this turn. */
  atIc: boolean;
  /** The full bill, or what `budget` pays for when one is given. */
  bill: RepairBill;
  /** The full bill's total, MCr. */
  fullCost: number;
  /** The EXPENDITURES line ordering it: "Repair ANVIL | | | 26". */
  orderLine: string;
}

export interface RepairQuoteInput {
  units: readonly Unit[];
  designs: readonly NovaDesignRow[];
  systems: readonly NovaSystem[];
  settings?: Record<string, unknown>;
}

/** The damaged ships of `empireId` (all empires when null), by name, each with its repair bill; `budget` MCr a ship shows a partial repair. */
export function repairQuotes(input: RepairQuoteInput, empireId: string | null, budget: number | null = null): RepairQuote[] {
  const options = novaRulesFromSettings(input.settings ?? {});
  const quotes: RepairQuote[] = [];
  for (const unit of input.units) {
    if (unit.kind !== 'ship' || (empireId !== null && unit.empireId !== empireId)) continue;
    const damage = damageOf(unit);
    if (undamaged(damage)) continue;
    const row = input.designs.find((d) => d.id === unit.designId);
    const nova = novaDesignSchema.safeParse(row?.nova ?? {});
    if (!row || !nova.success) continue;
    const design = { name: row.name, kind: row.kind, nova: nova.data };
    const full = repairBill(design, damage, options);
    const bill = budget === null ? full : repairWith(design, damage, budget, options).bill;
    const site = input.systems.find((s) => s.id === unit.systemId);
    quotes.push({
      unitId: unit.id,
      name: unit.name,
      designName: row.name,
      systemName: site?.name ?? '—',
      atIc: !!site && site.ownerId === unit.empireId && (site.installations.IC ?? 0) > 0,
      bill,
      fullCost: full.total,
      orderLine: `Repair ${unit.name.toUpperCase()} | | | ${bill.total}`,
    });
  }
  return quotes.sort((a, b) => a.name.localeCompare(b.name));
}
