/**
 * NOVA: REPAIRING SHIPS, REFITTING SHIPS at the order check: a Repair or Refit line names one of
 * the empire's ships, at an established IC of the empire; a repair names a damaged ship; a refit
 * an undamaged one (or one repaired on a line above) and a redesign of its design.
 */
import { notAugmentable } from '../turn/unit-standardization';
import { suggest } from '../../../text/fuzzy';
import { novaDesignSchema } from '../design-model';
import { undamaged } from '../repair-cost';
import { damageOf, readRepairItem } from '../turn/repair-refit';
import type { CheckContext } from './check-context';
import { systemName } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

/** Checks one Repair/Refit line; `repairedAbove` holds the ships repaired on earlier lines (upper-case names), which this adds to. */
export function checkYardItem(l: SheetLine, item: string, ctx: CheckContext, repairedAbove: Set<string>, report: Report): void {
  const what = readRepairItem(item);
  if (!what) {
    report(l.line, 1, 'error', 'YARD', `"${item}": name the ship: "Repair <ship>" or "Refit <ship> to <redesign>"`);
    return;
  }
  const found = ctx.ships.get(what.ship);
  // NOVA: UNIT STANDARDIZATION: non-ship units are never repaired or refitted (turn/unit-standardization.ts).
  const standard = found ? null : notAugmentable(ctx.input.units, ctx.input.empireId, what.ship);
  if (standard) {
    report(l.line, 1, 'error', 'YARD', standard);
    return;
  }
  if (!found) {
    report(l.line, 1, 'error', 'DNE', `${what.ship}: ${ctx.empire?.name ?? 'this empire'} has no ship of that name`, suggest(what.ship, ctx.ships.keys()));
    return;
  }
  const site = found.unit.systemId ? ctx.systemById.get(found.unit.systemId) : undefined;
  if (!site || site.ownerId !== ctx.input.empireId || (site.installations.IC ?? 0) === 0) {
    report(l.line, 1, 'error', 'YARD', `${what.ship} is in ${found.unit.systemId ? systemName(ctx, found.unit.systemId) : 'no system'}, not at an established IC of the empire: ships are ${what.kind === 'repair' ? 'repaired' : 'refitted'} only there`);
    return;
  }
  const damaged = !undamaged(damageOf(found.unit));
  if (what.kind === 'repair') {
    if (!damaged) report(l.line, 1, 'warning', 'YARD', `${what.ship} is not damaged: nothing to repair`);
    repairedAbove.add(what.ship);
    return;
  }
  if (damaged && !repairedAbove.has(what.ship)) report(l.line, 1, 'error', 'YARD', `${what.ship} is damaged: a ship can only be refitted if it is undamaged; write its Repair on a line above`);
  const redesigns = ctx.input.designs.filter((d) => d.empireId === ctx.input.empireId && novaDesignSchema.safeParse(d.nova ?? {}).data?.parentId === found.unit.designId);
  const named = what.to ? redesigns.find((d) => d.name.toUpperCase() === what.to?.toUpperCase()) : redesigns.length === 1 ? redesigns[0] : undefined;
  if (!named) report(l.line, 1, 'error', 'YARD', `${what.to ? `${what.to} is not a redesign of ${what.ship}'s design` : `name the redesign: Refit ${what.ship} to <design>`}${redesigns.length > 0 ? ` (redesigns: ${redesigns.map((d) => d.name).join(', ')})` : ''}`, redesigns[0]?.name ?? null);
}
