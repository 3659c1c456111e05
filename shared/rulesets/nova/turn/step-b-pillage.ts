/**
 * NOVA: 6.2 step B, 4.8 PILLAGE, 4.9 SALVAGE, 5.8 — as far as the sheet's ledger states
 * them: "Pillage : Systems(Amount) : 40 TEMORA(40)" and
 * "Salvage : Units(Location) : 45 HAMMER 1(LYRA), AA 3(LYRA)". The engine checks each
 * claim against the rules and the world, pays the true amount (usable this turn), and
 * warns the GM where the model cannot decide (CH capacity to carry units away, the value of a
 * damaged ship). A World whose militia stand is not pillaged (pillage-world.ts).
 */
import type { Empire, Unit } from '../../../model/entities';
import type { NovaSystem } from '../records';
import { production, UNIT_TYPES } from '../economy';
import { TurnDice } from './dice';
import { gmEvent, ownEvent, type TurnEvent } from './events';
import { pillageWorldKey, pillageWorldRefusal } from './pillage-world';
import { designCost } from './expenditure-items';
import { ledgerOf, withLedger } from './money-state';
import { researchStateOf, withNova } from './research-state';
import { turnSettingsOf } from './settings';
import { icIdleReason } from './ic-idle';
import { aliasFor } from './transfer-lines';
import type { OrderLine, TurnDecisions, TurnWarning, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';
import { workingWorld } from './fleet';
import { currentShipValue, type ShipDamageForValue } from './salvage-value';

/** The battle damage a ship carries, or null when it has none. */
function unitDamageOf(unit: Unit): ShipDamageForValue | null {
  const d = (unit as { damage?: unknown }).damage;
  if (typeof d !== 'object' || d === null) return null;
  const x = d as ShipDamageForValue;
  const any = (x.sd ?? 0) > 0 || (x.armourLost ?? 0) > 0 || (x.destroyed?.length ?? 0) > 0 || (x.ieLost ?? 0) > 0 || (x.jdLost ?? 0) > 0;
  return any ? x : null;
}

/** Most MCr a pillage yields (NOVA: 4.8). */
export const PILLAGE_MAX_MCR = 180;
/** An SG end salvages for 90 MCr (NOVA: 3.9). */
export const SG_END_SALVAGE_MCR = 90;

/** "TEMORA(40), MARAX(20)" → [{name: TEMORA, note: 40}, …]; an entry without parentheses has note null. */
export function ledgerEntries(detail: string): { name: string; note: string | null }[] {
  return detail
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(part);
      return m ? { name: (m[1] ?? '').trim().toUpperCase(), note: (m[2] ?? '').trim() } : { name: part.toUpperCase(), note: null };
    });
}

/** What a system yields when pillaged: its unmodified production, at most 180 MCr (NOVA: 4.8). */
export function pillageValue(system: NovaSystem): number {
  if (system.status === 'none') return 0;
  return Math.min(production(system.type, system.homeStar ? 'world' : system.status) ?? 0, PILLAGE_MAX_MCR);
}

/** Salvage of one unit: floor(50% of its value); an SG end 90 (NOVA: 4.9). Undefined when the value is unknown. */
export function salvageValue(unit: Unit, world: TurnWorld, empire: Empire, settings: Record<string, unknown>): number | undefined {
  if (unit.kind === 'SG') return SG_END_SALVAGE_MCR;
  // An unfinished ship (NOVA: 4.2) is worth what was paid for it.
  if (unit.kind === 'hull') return Math.floor(Number(unit.paid ?? 0) / 2);
  if (unit.kind === 'ship') {
    const design = world.designs.find((d) => d.id === unit.designId);
    const cost = design ? designCost(design, empire, settings) : undefined;
    if (cost === undefined || !design) return undefined;
    // NOVA: SALVAGE: a damaged ship is worth its current value (salvage-value.ts).
    const damage = unitDamageOf(unit);
    if (!damage) return Math.floor(cost / 2);
    const current = currentShipValue(design, cost, damage, empire, settings, turnSettingsOf(settings).salvageLostArmour);
    return current === undefined ? undefined : Math.floor(current.value / 2);
  }
  const type = UNIT_TYPES.find((t) => t.abbr === unit.kind);
  return type ? Math.floor(type.cost / 2) : undefined;
}

const SURFACE = ['AA', 'RA', 'SDU'];
const onSurface = (u: Unit, systemId: string) => u.systemId === systemId && u.kind !== 'ship' && !u.carriedBy;

interface Ctx {
  world: TurnWorld;
  settings: Record<string, unknown>;
  events: TurnEvent[];
  warnings: TurnWarning[];
  pillaged: Set<string>;
  decisions: TurnDecisions;
}

function error(ctx: Ctx, empireId: string, line: OrderLine, code: string, reason: string, unitIds: string[] = [], systemId: string | null = null): void {
  ctx.events.push(ownEvent('B', empireId, systemId, { kind: 'order-error', line: line.line, text: line.text, code, reason, unitIds }));
}

function pillage(ctx: Ctx, empire: Empire, line: OrderLine, stated: number, detail: string): number {
  const { world } = ctx;
  let total = 0;
  const entries = ledgerEntries(detail);
  if (entries.length === 0 && stated > 0) error(ctx, empire.id, line, 'PILLAGE', 'list each pillaged system with its amount: Pillage : Systems(Amount) : 40 TEMORA(40) (NOVA 4.8)');
  for (const entry of entries) {
    const system = world.systems.find((s) => s.name.toUpperCase() === entry.name);
    if (!system) {
      error(ctx, empire.id, line, 'DNE', `${entry.name} is not a known system`);
      continue;
    }
    if (ctx.pillaged.has(system.id)) {
      error(ctx, empire.id, line, 'PILLAGE', `${system.name} was already pillaged this turn`);
      continue;
    }
    if (system.status === 'none' || !system.ownerId) {
      error(ctx, empire.id, line, 'PILLAGE', `${system.name} is not colonised: there is nothing to pillage`);
      continue;
    }
    const mine = world.units.filter((u) => u.empireId === empire.id && onSurface(u, system.id) && SURFACE.includes(u.kind));
    if (mine.length === 0) {
      error(ctx, empire.id, line, 'PILLAGE', `${system.name}: the pillager must have armies or SDUs on the planet at the start of the turn (NOVA 4.8)`);
      continue;
    }
    const owner = system.ownerId;
    const defenders = world.units.filter((u) => u.empireId === owner && owner !== empire.id && onSurface(u, system.id) && SURFACE.includes(u.kind));
    if (defenders.length > 0) {
      error(ctx, empire.id, line, 'PILLAGE', `${system.name} still has ${defenders.length} defending armies or SDUs; a system is pillaged after its defenders are destroyed (NOVA 4.7, 4.8)`);
      continue;
    }
    const refusal = pillageWorldRefusal(world, system, empire.id, ctx.decisions);
    if (refusal) {
      error(ctx, empire.id, line, 'PILLAGE-WORLD', refusal, [], system.id);
      continue;
    }
    const ruled = ctx.decisions.pillageWorlds?.[pillageWorldKey(empire.id, system.id)];
    if (ruled?.value === true && system.status === 'world') ctx.events.push(gmEvent('B', system.id, { kind: 'ruling', what: `pillage of the World ${system.name} by ${empire.name} although its militia stand`, value: 'allowed', note: ruled.note }));
    const value = pillageValue(system);
    if (entry.note !== null && Number(entry.note) !== value) ctx.warnings.push({ step: 'B', code: 'PILLAGE-AMOUNT', empireId: empire.id, systemId: system.id, message: `line ${line.line}: ${system.name} yields ${value} MCr (its production, at most 180), not ${entry.note}; ${value} is paid` });
    ctx.pillaged.add(system.id);
    total += value;

    // NOVA: 5.8: pillaging an alien Home Star gives its technology as Table C research.
    const victim = world.empires.find((e) => e.id === owner);
    if (system.homeStar && victim && owner !== empire.id) {
      const captured = { ...researchStateOf(empire).capturedTech };
      for (const [code, level] of Object.entries(researchStateOf(victim).tech)) captured[code] = Math.max(captured[code] ?? 0, level);
      const i = world.empires.findIndex((e) => e.id === empire.id);
      world.empires[i] = withNova(world.empires[i] ?? empire, { capturedTech: captured });
      empire = world.empires[i] ?? empire;
    }
    // NOVA: 4.8: everything on the planet not carried off is destroyed (A16: colonies too, by setting).
    const destroyColonies = turnSettingsOf(ctx.settings).pillageDestroysColonies;
    const destroyed = world.units.filter((u) => onSurface(u, system.id) && u.empireId !== empire.id && (destroyColonies || u.kind !== 'C')).map((u) => u.id);
    world.units = world.units.filter((u) => !destroyed.includes(u.id));
    const index = world.systems.findIndex((s) => s.id === system.id);
    world.systems[index] = destroyColonies ? { ...system, installations: {}, status: 'none', colonies: 0, ownerId: null } : { ...system, installations: {} };
    ctx.warnings.push({
      step: 'B',
      code: 'PILLAGE-CARGO',
      empireId: empire.id,
      systemId: system.id,
      message: `${system.name} pillaged: ${destroyed.length} units and its installations destroyed${destroyColonies ? ', status NONE' : ''}. The pillager's ${mine.length} armies/SDUs there are destroyed unless CH ships carry them off (NOVA 4.8): the GM rules`,
    });
    const event = ownEvent('B', empire.id, system.id, { kind: 'pillage', mcr: value });
    if (victim && victim.id !== empire.id) {
      event.audience = [empire.id, victim.id];
      event.aliases = { [victim.id]: { [empire.id]: aliasFor(victim, empire.id, world.empires) }, [empire.id]: { [victim.id]: aliasFor(empire, victim.id, world.empires) } };
    }
    ctx.events.push(event);
  }
  return total;
}

function salvage(ctx: Ctx, empire: Empire, line: OrderLine, stated: number, detail: string): number {
  const { world } = ctx;
  let total = 0;
  const unitIds: string[] = [];
  const entries = ledgerEntries(detail);
  if (entries.length === 0 && stated > 0) error(ctx, empire.id, line, 'SALVAGE', 'list every unit salvaged with its location: Salvage : Units(Location) : 45 HAMMER 1(LYRA) (NOVA 4.9)');
  for (const entry of entries) {
    const unit = world.units.find((u) => u.empireId === empire.id && u.name.trim().toUpperCase() === entry.name);
    if (!unit || !unit.systemId) {
      error(ctx, empire.id, line, 'DNE', `${entry.name} is not a unit of this empire in play`);
      continue;
    }
    const system = world.systems.find((s) => s.id === unit.systemId);
    if (entry.note !== null && system && entry.note.toUpperCase() !== system.name.toUpperCase()) {
      error(ctx, empire.id, line, 'SALVAGE', `${entry.name} is at ${system.name}, not ${entry.note}`, [unit.id]);
      continue;
    }
    const carried = Boolean(unit.carriedBy);
    if ((unit.kind === 'C' || (unit.kind === 'IC' && unit.established)) && !carried) {
      error(ctx, empire.id, line, 'SALVAGE', `${entry.name}: established colonies and ICs cannot be salvaged (NOVA 4.9)`, [unit.id]);
      continue;
    }
    if (!system || system.ownerId !== empire.id || (system.installations.IC ?? 0) === 0) {
      error(ctx, empire.id, line, 'SALVAGE', `${entry.name}: salvage happens at an established, unsuppressed IC of the empire, and ${system?.name ?? 'its system'} has none (NOVA 4.9)`, [unit.id]);
      continue;
    }
    // NOVA: 4.9 "at established unsuppressed ICs", 4.5 (ic-idle.ts).
    const idle = icIdleReason(system, world.turn, ctx.settings);
    if (idle) {
      error(ctx, empire.id, line, 'SALVAGE', `${entry.name}: salvage happens at an established, unsuppressed IC, and ${idle}`, [unit.id]);
      continue;
    }
    const value = salvageValue(unit, world, empire, ctx.settings);
    if (value === undefined) {
      error(ctx, empire.id, line, 'SALVAGE', `${entry.name}: its value is unknown (no design cost); the GM rules the amount`, [unit.id]);
      continue;
    }
    const damage = unit.kind === 'ship' ? unitDamageOf(unit) : null;
    const design = damage ? world.designs.find((d) => d.id === unit.designId) : undefined;
    const cost = design ? designCost(design, empire, ctx.settings) : undefined;
    const current = design && damage && cost !== undefined ? currentShipValue(design, cost, damage, empire, ctx.settings, turnSettingsOf(ctx.settings).salvageLostArmour) : undefined;
    // NOVA: SALVAGE: the engine rules the current value; the GM sees how it was reached (a treasury ruling overrides it).
    if (current) ctx.warnings.push({ step: 'B', code: 'SALVAGE-VALUE', empireId: empire.id, systemId: system.id, message: `${entry.name} is damaged: current value ${cost} MCr${current.deductions.map((d) => `, ${d}`).join('')} = ${current.value} MCr; salvage pays half, ${value} MCr (NOVA 4.9)` });
    for (const cargo of world.units) if (cargo.carriedBy === unit.id) delete cargo.carriedBy;
    world.units = world.units.filter((u) => u.id !== unit.id);
    unitIds.push(unit.id);
    total += value;
  }
  if (unitIds.length > 0) {
    if (total !== stated) ctx.warnings.push({ step: 'B', code: 'SALVAGE-AMOUNT', empireId: empire.id, message: `line ${line.line}: the salvage comes to ${total} MCr, not ${stated}; ${total} is paid` });
    ctx.events.push(ownEvent('B', empire.id, null, { kind: 'salvage', mcr: total, unitIds }));
  }
  return total;
}

export function pillageStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'B', input.decisions.dice);
  const ctx: Ctx = { world, settings: input.settings, events: [], warnings: [], pillaged: new Set(), decisions: input.decisions };
  for (const orders of input.orders) {
    if (orders.missing) continue;
    for (const line of orders.lines) {
      const row = line.row;
      if (row?.kind !== 'ledger' || (row.field !== 'pillage' && row.field !== 'salvage')) continue;
      if (row.amount === 0 && row.detail === '') continue;
      const empire = world.empires.find((e) => e.id === orders.empireId);
      if (!empire) continue;
      const gained = row.field === 'pillage' ? pillage(ctx, empire, line, row.amount, row.detail) : salvage(ctx, empire, line, row.amount, row.detail);
      if (gained === 0) continue;
      const i = world.empires.findIndex((e) => e.id === orders.empireId);
      const current = world.empires[i] as Empire;
      const ledger = ledgerOf(current, world.turn);
      const next = row.field === 'pillage' ? { ...ledger, pillage: ledger.pillage + gained } : { ...ledger, salvage: ledger.salvage + gained };
      world.empires[i] = { ...withLedger(current, next), treasury: Math.round(current.treasury) + gained };
    }
  }
  return { world, events: ctx.events, rolls: dice.rolls, rng: dice.rng, warnings: ctx.warnings };
}
