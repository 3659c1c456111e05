/**
 * NOVA: REPAIRING SHIPS (L2288), REFITTING SHIPS (L2280), carried out where the EXPENDITURES
 * order them (step C's money, applied at once so the ship moves and fights repaired or refitted
 * this turn: "Ships used the turn the refit occurs use the new components").
 *
 * Lines read (one ship a line, case-insensitive):
 *   Repair ANVIL | | | 26             the Cost column is the most to spend (partial repairs are
 *                                    allowed); empty: the full bill
 *   Refit HORNET 3 to Hornet Mk2     to a redesign of the ship's design (its `parentId`); the cost
 *   Refit HORNET 3 (Hornet Mk2)      is the full value of the components upgraded (redesign.ts)
 *
 * Both need the ship at an established, unsuppressed IC of its empire (not devastated last
 * turn); a refit needs the ship undamaged (a repair line above it the same turn counts).
 */
import { notAugmentable } from './unit-standardization';
import { icIdleReason } from './ic-idle';
import type { Empire, Unit } from '../../../model/entities';
import { novaDesignSchema, type DesignInput } from '../design-model';
import { ceil } from '../exact';
import type { NovaDesignRow, NovaSystem, NovaUnit } from '../records';
import { refitCost } from '../redesign';
import { repairWith, undamaged, type RepairBill, type RepairDamage } from '../repair-cost';
import { novaRulesFromSettings } from '../rules-options';
import { unitDamageSchema } from './battles';
import { researchStateOf } from './research-state';
import type { TurnWorld } from './types';

/** "Repair ANVIL" → ANVIL; "Refit HORNET 3 to Hornet Mk2" → HORNET 3 and Hornet Mk2. */
export function readRepairItem(text: string): { kind: 'repair'; ship: string } | { kind: 'refit'; ship: string; to: string | null } | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const repair = /^repairs?\s+(?:of\s+)?(.+)$/i.exec(t);
  if (repair) return { kind: 'repair', ship: (repair[1] ?? '').trim().toUpperCase() };
  const refit = /^refits?\s+(?:of\s+)?(.+?)(?:\s+(?:to|into|→|->)\s+(.+)|\s*\(([^)]+)\))?$/i.exec(t);
  if (refit) return { kind: 'refit', ship: (refit[1] ?? '').trim().toUpperCase(), to: (refit[2] ?? refit[3] ?? '').trim() || null };
  return null;
}

function designInput(row: NovaDesignRow | undefined): DesignInput | null {
  const nova = novaDesignSchema.safeParse(row?.nova ?? {});
  return row && nova.success ? { name: row.name, kind: row.kind, nova: nova.data } : null;
}

export function damageOf(unit: Unit): RepairDamage {
  const read = unitDamageSchema.safeParse(unit.damage ?? {});
  return read.success ? { sd: read.data.sd, armourLost: read.data.armourLost, destroyed: [...read.data.destroyed], ieLost: read.data.ieLost, jdLost: read.data.jdLost } : { sd: 0, armourLost: 0, destroyed: [], ieLost: 0, jdLost: 0 };
}

/** Why `ship` cannot be repaired or refitted where it is, or undefined. */
function yardProblem(world: TurnWorld, empire: Empire, ship: NovaUnit, settings: Record<string, unknown>): string | undefined {
  if (ship.carriedBy) return `${ship.name} is carried aboard another ship`;
  const site: NovaSystem | undefined = world.systems.find((s) => s.id === ship.systemId);
  if (!site || site.ownerId !== empire.id || (site.installations.IC ?? 0) === 0) return `${ship.name} is not at an established IC of the empire${site ? ` (${site.name})` : ''}`;
  return icIdleReason(site, world.turn, settings);
}

function shipNamed(world: TurnWorld, empire: Empire, name: string): NovaUnit | undefined {
  return world.units.find((u) => u.empireId === empire.id && u.kind === 'ship' && u.name.trim().toUpperCase() === name) as NovaUnit | undefined;
}

export type YardResult = { ok: true; unitId: string; mcr: number; text: string; bill?: RepairBill } | { ok: false; reason: string };

/**
 * What a repair line does (NOVA: REPAIRING SHIPS): the bill within `budget` (null: the whole bill).
 * `apply` writes the damage left on the ship; call it only once the money is granted.
 */
export function planRepair(world: TurnWorld, empire: Empire, name: string, budget: number | null, settings: Record<string, unknown>): (YardResult & { apply?: () => void }) {
  const ship = shipNamed(world, empire, name);
  if (!ship) return { ok: false, reason: notAugmentable(world.units, empire.id, name) ?? `${name}: the empire has no ship of that name` };
  const yard = yardProblem(world, empire, ship, settings);
  if (yard) return { ok: false, reason: `${yard}; ships are repaired at established, unsuppressed ICs (NOVA REPAIRING SHIPS)` };
  const design = designInput(world.designs.find((d) => d.id === ship.designId));
  if (!design) return { ok: false, reason: `${ship.name} has no readable design to price its repairs` };
  const damage = damageOf(ship);
  if (undamaged(damage)) return { ok: false, reason: `${ship.name} is not damaged` };
  const done = repairWith(design, damage, budget ?? Number.MAX_SAFE_INTEGER, novaRulesFromSettings(settings));
  if (done.bill.total === 0) return { ok: false, reason: `${budget} MCr repairs nothing on ${ship.name}: the cheapest part costs more` };
  const whole = undamaged(done.left);
  return {
    ok: true,
    unitId: ship.id,
    mcr: done.bill.total,
    bill: done.bill,
    text: `${ship.name} repaired${whole ? '' : ' in part'}: ${done.bill.lines.map((l) => `${l.text} ${l.mcr} MCr`).join(', ')}`,
    apply: () => {
      if (whole) {
        delete ship.damage;
        delete ship.damageText;
      } else ship.damage = done.left;
    },
  };
}

/** What a refit line does (NOVA: REFITTING SHIPS); `apply` moves the ship to the new design. */
export function planRefit(world: TurnWorld, empire: Empire, name: string, to: string | null, settings: Record<string, unknown>): (YardResult & { apply?: () => void }) {
  const ship = shipNamed(world, empire, name);
  if (!ship) return { ok: false, reason: notAugmentable(world.units, empire.id, name) ?? `${name}: the empire has no ship of that name` };
  const yard = yardProblem(world, empire, ship, settings);
  if (yard) return { ok: false, reason: `${yard}; refits must occur at an established IC capable of production (NOVA REFITTING SHIPS)` };
  if (!undamaged(damageOf(ship))) return { ok: false, reason: `${ship.name} is damaged: a ship can only be refitted if it is undamaged; repair it on a line above (NOVA REFITTING SHIPS)` };
  const current = world.designs.find((d) => d.id === ship.designId);
  const redesigns = world.designs.filter((d) => d.empireId === empire.id && d.kind === 'ship' && novaDesignSchema.safeParse(d.nova ?? {}).data?.parentId === ship.designId);
  const child = to ? redesigns.find((d) => d.name.toUpperCase() === to.toUpperCase()) : redesigns.length === 1 ? redesigns[0] : undefined;
  if (!child) {
    const named = to ? `${to} is not a redesign of ${current?.name ?? 'its design'}` : `name the redesign: Refit ${ship.name} to <design>`;
    return { ok: false, reason: `${named}${redesigns.length > 0 ? ` (redesigns: ${redesigns.map((d) => d.name).join(', ')})` : ''}; ships can only be refitted to an existing redesign (NOVA REFITTING SHIPS, 3.7)` };
  }
  if (researchStateOf(empire).research.some((p) => p.design?.designId === child.id)) return { ok: false, reason: `${child.name} is still being researched; ships are refitted to it once its project completes (NOVA 3.7, 5.5)` };
  const parent = designInput(current);
  const next = designInput(child);
  if (!parent || !next) return { ok: false, reason: `${ship.name}: a design does not read` };
  const mcr = ceil(refitCost(parent, next, novaRulesFromSettings(settings)));
  return {
    ok: true,
    unitId: ship.id,
    mcr,
    text: `${ship.name} refitted from ${parent.name} to ${next.name}: ${mcr} MCr (the components upgraded)`,
    apply: () => {
      ship.designId = child.id;
    },
  };
}
