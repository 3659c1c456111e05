/**
 * NOVA: 6.2 step A, 4.1, 4.4, 4.5 — every unsuppressed colonised system owned by an empire
 * produces its revenue (the production table by type and status; a Home Star uses the
 * World column), added to the treasury at once. Opens the turn's ledger on each empire
 * (`nova.ledger`: the treasury brought forward and the production) for the later steps.
 */
import type { Empire } from '../../../model/entities';
import type { NovaSystem } from '../records';
import { production, type SystemStatusName } from '../economy';
import { capturedFrom, garrison, garrisonNeeded, isGarrisoned } from './captured';
import { ownEvent, type TurnEvent } from './events';
import { TurnDice } from './dice';
import { turnLedgerSchema, withLedger } from './money-state';
import type { EmpireOrders, TurnWarning } from './types';
import type { StepInput, StepOutput } from './step';
import { workingWorld } from './fleet';
import { acquireMissiles } from './missile-acquisition';

/**
 * A system produces nothing the turn after it was suppressed (NOVA: 4.5). `suppressed` is
 * `true` (suppressed now) or the turn during which it was suppressed (no revenue the turn after).
 */
export function isSuppressed(system: NovaSystem, turn: number): boolean {
  const s = system.suppressed;
  return s === true || (typeof s === 'number' && s === turn - 1);
}

/** Revenue of one system this turn in MCr (0 when suppressed or uncolonised); undefined when its type cannot have its status. */
export function systemRevenue(system: NovaSystem, turn: number): number | undefined {
  if (system.status === 'none' || isSuppressed(system, turn)) return 0;
  // NOVA: 4.4 "A Home Star uses the World column for its type".
  const status: SystemStatusName = system.homeStar ? 'world' : system.status;
  return production(system.type, status);
}

/** An amount the sheet's ledger states (the first line of the field), or null when it states none. */
function stated(orders: EmpireOrders | undefined, field: 'production' | 'transfers' | 'bonus'): number | null {
  if (!orders || orders.missing) return null;
  for (const line of orders.lines) if (line.row?.kind === 'ledger' && line.row.field === field) return line.row.amount;
  return null;
}

/** The ledger's other income lines against the records: transfers received last turn (NOVA: 6.10), the bonus (A14, the GM's to give). */
function checkIncome(empire: Empire, orders: EmpireOrders | undefined, turn: number, warnings: TurnWarning[]): void {
  const previous = turnLedgerSchema.safeParse((empire.nova as { ledger?: unknown } | undefined)?.ledger);
  const received = previous.success && previous.data.turn === turn - 1 ? previous.data.received : 0;
  const transfers = stated(orders, 'transfers');
  if (transfers !== null && transfers !== received) warnings.push({ step: 'A', code: 'LEDGER-TRANSFERS', empireId: empire.id, message: `the sheet lists ${transfers} MCr of transfers received; ${received} MCr arrived last turn and are already in the treasury (NOVA 6.10)` });
  const bonus = stated(orders, 'bonus');
  if (bonus !== null && bonus !== 0) warnings.push({ step: 'A', code: 'LEDGER-BONUS', empireId: empire.id, message: `the sheet claims a Bonus of ${bonus} MCr; a bonus is the GM's to give (NOVA 10.3 A14): add it with a treasury ruling if you grant it` });
}

export function productionStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'A', input.decisions.dice);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const suppressedNow = new Set(world.systems.filter((s) => isSuppressed(s, world.turn)).map((s) => s.id));
  world.empires = world.empires.map((empire) => {
    const systems: { systemId: string; mcr: number }[] = [];
    for (const system of world.systems) {
      if (system.ownerId !== empire.id || system.status === 'none') continue;
      const mcr = systemRevenue(system, world.turn);
      if (mcr === undefined) {
        warnings.push({ step: 'A', code: 'PRODUCTION-NA', empireId: empire.id, systemId: system.id, message: `${system.name} is a Type ${system.type} ${system.status}, which the production table marks "na" (NOVA 4.4): it produces nothing until the GM corrects its type or status` });
        continue;
      }
      if (suppressedNow.has(system.id)) warnings.push({ step: 'A', code: 'SUPPRESSED', empireId: empire.id, systemId: system.id, message: `${system.name} was suppressed: no revenue this turn (NOVA 4.5)` });
      if (capturedFrom(system) !== null) {
        // NOVA: 4.7: a captured system produces at half rate when garrisoned, nothing otherwise.
        // Every table value is a multiple of 10, so the half is whole (A12's rounding never arises).
        if (isGarrisoned(system, world.units)) {
          systems.push({ systemId: system.id, mcr: Math.floor(mcr / 2) });
        } else {
          warnings.push({ step: 'A', code: 'NOT-GARRISONED', empireId: empire.id, systemId: system.id, message: `${system.name} is a captured system with ${garrison(system, world.units)} of the ${garrisonNeeded(system)} armies its garrison needs: it produces nothing (NOVA 4.7)` });
          systems.push({ systemId: system.id, mcr: 0 });
        }
        continue;
      }
      systems.push({ systemId: system.id, mcr });
    }
    const total = systems.reduce((a, s) => a + s.mcr, 0);
    const orders = input.orders.find((o) => o.empireId === empire.id);
    const statedProduction = stated(orders, 'production');
    if (statedProduction !== null && statedProduction !== total) warnings.push({ step: 'A', code: 'LEDGER-PRODUCTION', empireId: empire.id, message: `the sheet's Production is ${statedProduction} MCr; the empire's systems produce ${total}, which is collected` });
    checkIncome(empire, orders, world.turn, warnings);
    const before = Math.round(empire.treasury);
    const after = before + total;
    events.push(ownEvent('A', empire.id, null, { kind: 'production', mcr: total, systems }));
    events.push(ownEvent('A', empire.id, null, { kind: 'treasury', before, after }));
    const ledger = turnLedgerSchema.parse({ turn: world.turn, broughtForward: before, production: total });
    return { ...withLedger(empire, ledger), treasury: after };
  });
  // Suppression lasts one turn (NOVA: 4.5): a `suppressed: true` mark becomes "suppressed during
  // last turn", which still holds for the rest of this turn (salvage at B) and lapses after it.
  world.systems = world.systems.map((s) => (s.suppressed === true ? { ...s, suppressed: world.turn - 1 } : s));
  // The beginning of the turn: new missile designs reach ships (NOVA: MISSILE DESIGN ACQUISITION).
  events.push(...acquireMissiles(world));
  return { world, events, rolls: dice.rolls, rng: dice.rng, warnings };
}
