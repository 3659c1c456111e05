/**
 * NOVA: 4.2 CONSTRUCTION RESTRICTIONS — what step C builds and where: the build site of a
 * purchase (an established IC, a World, a captured system's limits), new unit records with
 * deterministic ids and names, ships named from the COMMISSIONS, armies within the per-turn
 * limit, and unfinished ships paid in part (NOVA: 4.2 "ships may be only partially paid for").
 */
import type { Empire, Unit } from '../../../model/entities';
import type { NovaSystem } from '../records';
import { armiesPerTurn, buildSiteProblem, type UnitType } from '../economy';
import { capturedFrom, garrisonNeeded, isGarrisoned } from './captured';
import { ownEvent, type TurnEvent } from './events';
import { icIdleReason } from './ic-idle';
import { designCost, type ExpenditureItem } from './expenditure-items';
import { researchStateOf } from './research-state';
import { turnSettingsOf } from './settings';
import type { EmpireOrders, OrderLine, TurnWarning, TurnWorld } from './types';

/** The kind of an unfinished ship's unit record (NOVA: 4.2 partial payment); it becomes 'ship' when paid in full. */
export const HULL = 'hull';

interface Commission {
  ship: string;
  system: string;
  line: number;
}

export interface EmpireBuild {
  world: TurnWorld;
  empire: Empire;
  orders: EmpireOrders;
  settings: Record<string, unknown>;
  events: TurnEvent[];
  warnings: TurnWarning[];
  commissions: Commission[];
  names: Set<string>;
  armies: Map<string, number>;
  created: number;
  /** Every unit id of the world, so new ids never collide (shared by the empires of the step). */
  ids: Set<string>;
  /** Units of each empire by kind (`empire:kind` → count), for the names of new units. */
  kinds: Map<string, number>;
  /** Systems by upper-case name. */
  byName: Map<string, NovaSystem>;
  /** New ships the GM named this step (unit ids), fined at the end of step C (NOVA: 6.1 PENALTIES, penalties.ts). */
  gmNamed: string[];
  /** Systems this empire knows (map/known-systems.ts): a site it does not know is "not a known system", whether or not it exists. */
  known: ReadonlySet<string>;
}

function systemByName(b: EmpireBuild, name: string): NovaSystem | undefined {
  const system = b.byName.get(name.trim().toUpperCase());
  return system && b.known.has(system.id) ? system : undefined;
}

/** Why `what` cannot be built at `site` by the empire (NOVA: 4.2), or undefined. */
function siteProblem(b: EmpireBuild, what: 'ship' | UnitType, site: NovaSystem | undefined, named: string | null): string | undefined {
  if (!site) return named ? `${named} is not a known system` : 'the empire has no home star to build at; name the system (COMMISSIONS, or "at SYSTEM")';
  if (site.ownerId !== b.empire.id) {
    // NOVA: 4.2 "Default location for builds is the home star or, if lost, the designated home star."
    if (!named && site.id === b.empire.homeSystemId) return `the Home Star ${site.name} is lost; builds go to the designated home star: the GM designates one (Map screen, the empire's home system) or the orders name the site (NOVA 4.2)`;
    return `${site.name} is not one of the empire's systems`;
  }
  const devastated = site.devastatedTurn;
  const captured = capturedFrom(site) !== null;
  const atIc = what === 'ship' || what.builtAt === 'ic';
  if (captured && atIc && turnSettingsOf(b.settings).capturedIcBuilds === 'garrisoned' && !isGarrisoned(site, b.world.units)) {
    return `${site.name} is a captured system without its garrison of ${garrisonNeeded(site)} armies; its IC builds only while garrisoned (game setting, NOVA 4.7 A15)`;
  }
  const problem = buildSiteProblem(what, { status: site.status, hasIc: (site.installations.IC ?? 0) > 0, captured, devastatedLastTurn: devastated === b.world.turn - 1 });
  // NOVA: 4.5: an IC idle this turn (ic-idle.ts) builds nothing.
  return problem ?? (atIc ? icIdleReason(site, b.world.turn, b.settings) : undefined);
}

function newUnit(b: EmpireBuild, fields: { kind: string; name: string; systemId: string } & Record<string, unknown>): Unit {
  let id: string;
  do {
    b.created += 1;
    id = `${b.empire.id}-t${b.world.turn}-${b.created}`;
  } while (b.ids.has(id));
  b.ids.add(id);
  const unit = { gameId: b.world.gameId, id, empireId: b.empire.id, builtTurn: b.world.turn, ...fields } as Unit;
  b.world.units.push(unit);
  const key = `${b.empire.id}:${fields.kind}`;
  b.kinds.set(key, (b.kinds.get(key) ?? 0) + 1);
  return unit;
}

/** "<design> <n>" with the first free number (NOVA: 6.1: the GM names unnamed ships). */
function generatedName(b: EmpireBuild, design: string): string {
  let n = 1;
  while (b.names.has(`${design} ${n}`.toUpperCase())) n++;
  return `${design} ${n}`;
}

export function kindLabel(item: ExpenditureItem): string {
  return item.kind === 'ship' ? item.design.name : item.kind === 'unit' ? item.type.name : item.kind;
}

/** Builds `count` of a ship or unit line; returns the MCr it cost, or a reason it cannot. */
export function build(b: EmpireBuild, line: OrderLine, item: Extract<ExpenditureItem, { kind: 'ship' | 'unit' }>, count: number, price: number, paid?: number): { mcr: number; built: number } | { reason: string } {
  const home = b.world.systems.find((s) => s.id === b.empire.homeSystemId);
  if (item.kind === 'ship') {
    const state = researchStateOf(b.empire);
    if (state.research.some((p) => p.design?.designId === item.design.id)) return { reason: `${item.design.name} is still being researched; a design may be bought the turn after its project completes (NOVA 5.5)` };
    const entries = b.commissions.slice(0, count);
    const sites = Array.from({ length: count }, (_, i) => {
      const named = entries[i]?.system ?? item.site;
      return { named, site: named ? systemByName(b, named) : home };
    });
    for (const { named, site } of sites) {
      const problem = siteProblem(b, 'ship', site, named);
      if (problem) return { reason: problem };
    }
    b.commissions.splice(0, entries.length);
    const unitIds: string[] = [];
    sites.forEach(({ site }, i) => {
      const wanted = entries[i]?.ship.trim();
      let name = wanted ?? '';
      if (!wanted) {
        name = generatedName(b, item.design.name);
        b.warnings.push({ step: 'C', code: 'UNNAMED', empireId: b.empire.id, systemId: site?.id, message: `line ${line.line}: a new ${item.design.name} has no name in the COMMISSIONS; it is called ${name}. The GM names unnamed ships and fines the empire for each (NOVA 6.1; setting *Fine per ship the GM names*)` });
      } else if (wanted.length > 15) {
        // NOVA: 6.11 a ship's name is shorter than 16 characters; without a valid name the GM names it.
        name = generatedName(b, item.design.name);
        b.warnings.push({ step: 'C', code: 'NAME-LONG', empireId: b.empire.id, systemId: site?.id, message: `line ${entries[i]?.line}: ${wanted} has ${wanted.length} characters; a ship's name must be shorter than 16 (NOVA 6.11). The new ${item.design.name} is called ${name}; the GM names it and fines the empire (NOVA 6.1)` });
      } else if (b.names.has(wanted.toUpperCase())) {
        name = generatedName(b, item.design.name);
        b.warnings.push({ step: 'C', code: 'NAME-TAKEN', empireId: b.empire.id, systemId: site?.id, message: `line ${entries[i]?.line}: ${wanted} is already a ship of this empire; the new ${item.design.name} is called ${name}; the GM names it and fines the empire (NOVA 6.1)` });
      }
      b.names.add(name.toUpperCase());
      const gmNamed = name !== wanted;
      // NOVA: 4.2: an unfinished ship ("hull") cannot be used in any way until it is paid in full.
      // `builtBy`: the empire that laid it down; "partial ships can't be finished by alien empires" (NOVA 4.2).
      const fields: Record<string, unknown> = paid === undefined ? {} : { paid, builtBy: b.empire.id };
      const unit = newUnit(b, { kind: paid === undefined ? 'ship' : HULL, name, systemId: site?.id ?? '', designId: item.design.id, ...fields });
      unitIds.push(unit.id);
      // NOVA: 6.1 PENALTIES: "fined 10 MCr per ship the GM must name".
      if (gmNamed) b.gmNamed.push(unit.id);
    });
    const mcr = paid ?? count * price;
    const label = paid === undefined ? item.design.name : `${item.design.name} (unfinished: ${paid} of ${price} MCr paid)`;
    b.events.push(ownEvent('C', b.empire.id, sites[0]?.site?.id ?? null, { kind: 'built', what: 'ship', unitIds, label, count, mcr }));
    return { mcr, built: count };
  }
  const type = item.type;
  const site = item.site ? systemByName(b, item.site) : home;
  const problem = siteProblem(b, type, site, item.site);
  if (problem || !site) return { reason: problem ?? 'no site' };
  const built = count;
  if (type.kind === 'army') b.armies.set(site.id, (b.armies.get(site.id) ?? 0) + built);
  const unitIds: string[] = [];
  const existing = b.kinds.get(`${b.empire.id}:${type.abbr}`) ?? 0;
  for (let i = 0; i < built; i++) {
    if (type.abbr === 'SG') {
      // A star gate is bought as a pair of ends (NOVA: 3.9), built the same turn.
      const pair = `${b.empire.id}-t${b.world.turn}-sg${existing / 2 + i + 1}`;
      unitIds.push(newUnit(b, { kind: 'SG', name: `SG ${existing + 2 * i + 1}`, systemId: site.id, pair }).id);
      unitIds.push(newUnit(b, { kind: 'SG', name: `SG ${existing + 2 * i + 2}`, systemId: site.id, pair }).id);
    } else {
      unitIds.push(newUnit(b, { kind: type.abbr, name: `${type.abbr} ${existing + i + 1}`, systemId: site.id }).id);
    }
  }
  b.events.push(ownEvent('C', b.empire.id, site.id, { kind: 'built', what: 'unit', unitIds, label: type.name, count: built, mcr: built * price }));
  return { mcr: built * price, built };
}

export interface HullPayment {
  hull: Unit;
  /** MCr paid now, already paid, and the ship's price. */
  amount: number;
  paid: number;
  full: number;
}

/** What a "Finish NAME" line pays for an unfinished ship (NOVA: 4.2 "can be finished on any subsequent turn"), or why it cannot. */
export function hullPayment(b: EmpireBuild, name: string, written: number | null): HullPayment | { reason: string } {
  const hull = b.world.units.find((u) => u.empireId === b.empire.id && u.kind === HULL && u.name.trim().toUpperCase() === name);
  if (!hull) return { reason: `${name} is not an unfinished ship of this empire` };
  const builder = typeof hull.builtBy === 'string' ? hull.builtBy : b.empire.id;
  if (builder !== b.empire.id) return { reason: `${name} was laid down by another empire and captured with its system: partial ships can't be finished by alien empires; it may be salvaged (NOVA 4.2)` };
  const design = b.world.designs.find((d) => d.id === hull.designId);
  const full = design ? designCost(design, b.empire, b.settings) : undefined;
  if (full === undefined) return { reason: `${name}: the price of its design is unknown` };
  const paid = Number(hull.paid ?? 0);
  const owed = Math.max(0, full - paid);
  const problem = siteProblem(b, 'ship', b.world.systems.find((s) => s.id === hull.systemId), null);
  if (problem) return { reason: `${name}: ${problem}` };
  const amount = Math.min(written ?? owed, owed);
  if (amount <= 0) return { reason: `${name}: the line pays nothing` };
  if (written !== null && written > owed) b.warnings.push({ step: 'C', code: 'COST', empireId: b.empire.id, message: `${name} needs ${owed} MCr more, not ${written}; ${owed} is charged` });
  return { hull, amount, paid, full };
}

/** Pays for an unfinished ship; paid in full, it is a ship, usable this turn (NOVA: 4.1 "builds may be used the turn they appear"). */
export function payHull(b: EmpireBuild, p: HullPayment): void {
  const done = p.paid + p.amount >= p.full;
  const next: Record<string, unknown> = { ...p.hull, paid: p.paid + p.amount };
  if (done) {
    next.kind = 'ship';
    delete next.paid;
    delete next.builtBy;
  }
  b.world.units[b.world.units.indexOf(p.hull)] = next as Unit;
  const label = done ? `${p.hull.name} finished` : `${p.hull.name} (unfinished: ${p.paid + p.amount} of ${p.full} MCr paid)`;
  b.events.push(ownEvent('C', b.empire.id, p.hull.systemId, { kind: 'built', what: 'ship', unitIds: [p.hull.id], label, count: 1, mcr: p.amount }));
}

/**
 * Armies a line may still build at its site this turn (NOVA: 4.2: 4 on a Home Star, 2 on a
 * World; builds beyond are not executed), with the sentence for the rest; null when the
 * site cannot build armies at all (the site check says why).
 */
export function armyRoom(b: EmpireBuild, item: Extract<ExpenditureItem, { kind: 'unit' }>, count: number): { allowed: number; excess?: string } | null {
  const home = b.world.systems.find((s) => s.id === b.empire.homeSystemId);
  const site = item.site ? systemByName(b, item.site) : home;
  if (!site || siteProblem(b, item.type, site, item.site)) return null;
  const limit = armiesPerTurn(site.status, site.homeStar && site.id === b.empire.homeSystemId);
  const already = b.armies.get(site.id) ?? 0;
  const allowed = Math.max(0, Math.min(count, limit - already));
  if (allowed === count) return { allowed };
  return { allowed, excess: `${count - allowed} of ${count} ${item.type.name} not built: ${site.name} may build ${limit} armies a turn${already > 0 ? ` and ${already} are already built` : ''} (NOVA 4.2)` };
}
