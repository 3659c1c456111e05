/**
 * An empire's money in the turn (NOVA: 4.1, 4.3, 6.10, the sheet's ledger 6.12), on the
 * empire record's `nova` field:
 * - `nova.ledger`: this turn's ledger, written from step A on (treasury brought forward,
 *   production, pillage, salvage, expenditures…), read by the later steps (C's deficit
 *   limit, E's aborted lines, the end step's interest and corruption);
 * - `nova.incoming`: MCr sent at E by other empires, received at L (NOVA: 6.10).
 *
 * All amounts are whole MCr: "there are no fractional MCr" (NOVA: 4.1).
 */
import { z } from 'zod';
import type { Empire } from '../../../model/entities';
import { withNova } from './research-state';

export const turnLedgerSchema = z.looseObject({
  turn: z.int().min(0),
  /** Treasury at the start of the turn, before production (the sheet's "Treasury :"). Negative: a debt (NOVA: 4.3). */
  broughtForward: z.int(),
  production: z.int().min(0).default(0),
  pillage: z.int().min(0).default(0),
  salvage: z.int().min(0).default(0),
  /** MCr spent at C and D (builds, RDTs, reports, maintenance). */
  spent: z.int().min(0).default(0),
  /** MCr fined at C (NOVA: 6.1 PENALTIES, penalties.ts); not an expenditure. */
  penalties: z.int().min(0).default(0),
  /** MCr sent to other empires at E. */
  sent: z.int().min(0).default(0),
  /** MCr received at L. */
  received: z.int().min(0).default(0),
  /** RDTs created at C this turn, assigned at D (not maintained this turn, NOVA: 5.1). */
  rdtsBought: z.int().min(0).default(0),
  /** Research reports bought at C (NOVA: 5.6): how many, for D to give to projects. */
  reportsBought: z.int().min(0).default(0),
  /** Projects the report lines named; the other reports go to the projects in priority order. */
  reportsNamed: z.array(z.string()).default([]),
  /** MCr set aside at C for the RDT maintenance paid at D (NOVA: 4.3: maintenance comes before all else). */
  maintenanceBudget: z.int().min(0).optional(),
  /** Sheet lines that C aborted; E does not send a transfer written on one of them. */
  aborted: z.array(z.int()).default([]),
});
export type TurnLedger = z.infer<typeof turnLedgerSchema>;

export const incomingSchema = z.looseObject({ from: z.string(), mcr: z.int().min(1), sentTurn: z.int() });
export type Incoming = z.infer<typeof incomingSchema>;

/** This turn's ledger of an empire; when step A has not written one, a ledger starting from the treasury as it is. */
export function ledgerOf(empire: Empire, turn: number): TurnLedger {
  const raw = (empire.nova as { ledger?: unknown } | undefined)?.ledger;
  const parsed = turnLedgerSchema.safeParse(raw);
  if (parsed.success && parsed.data.turn === turn) return parsed.data;
  return turnLedgerSchema.parse({ turn, broughtForward: Math.round(empire.treasury) });
}

export function withLedger(empire: Empire, ledger: TurnLedger): Empire {
  return withNova(empire, { ledger });
}

export function incomingOf(empire: Empire): Incoming[] {
  const raw = (empire.nova as { incoming?: unknown } | undefined)?.incoming;
  const parsed = z.array(incomingSchema).safeParse(raw ?? []);
  return parsed.success ? parsed.data : [];
}

/** The turn's income (NOVA: 4.3 "deficit spending can't exceed the player's income for the turn"). */
export function turnIncome(ledger: TurnLedger): number {
  return ledger.production + ledger.pillage + ledger.salvage;
}

/**
 * MCr that may go to RDT maintenance this turn (NOVA: 4.3): it comes before every other
 * expenditure, the debt included, so an empire in debt pays it from the turn's income; any
 * other empire from its treasury and the deficit it is allowed.
 */
export function maintenanceBudget(ledger: TurnLedger, treasury: number, due: number, deficit: number): number {
  const inDebt = ledger.broughtForward < 0;
  const means = inDebt ? turnIncome(ledger) : treasury + deficit;
  return Math.max(0, Math.min(due, means));
}
