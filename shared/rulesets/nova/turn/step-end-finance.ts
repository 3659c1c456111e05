/**
 * NOVA: 6.2 "at the end of a turn", 4.3 — after L: the one-time 100% interest on a debt
 * newly run this turn, then corruption, then the ledger's closing treasury.
 *
 * - Interest: "a one-time 100% interest charge on any debt, payable the turn following the
 *   borrowing"; "if a debt carries over to another turn interest isn't paid again". It is
 *   added here, at the end of the turn of the borrowing, so the treasury brought forward
 *   next turn is the whole sum to clear (Harry: −35 → −70, NOVA 4.3 example). Only the
 *   part of the debt that is new this turn bears interest.
 * - Corruption: 10% of the treasury in excess of the turn's production is lost; the
 *   rounding is a game setting (NOVA: 10.3 A12). A negative treasury has none.
 */
import { TurnDice } from './dice';
import { ownEvent, type TurnEvent } from './events';
import { ledgerOf } from './money-state';
import { turnSettingsOf } from './settings';
import type { StepInput, StepOutput } from './step';
import { workingWorld } from './fleet';

/** The one-time interest on the debt run this turn (MCr): 100% of the new borrowing. */
export function debtInterest(broughtForward: number, treasury: number): number {
  return Math.max(0, Math.max(0, -treasury) - Math.max(0, -broughtForward));
}

/** 10% of the treasury above the production, rounded as the game says (NOVA: 4.3). */
export function corruption(treasury: number, production: number, rounding: 'up' | 'down'): number {
  const excess = Math.max(0, treasury - production);
  return rounding === 'up' ? Math.ceil(excess / 10) : Math.floor(excess / 10);
}

export function financeStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'end', input.decisions.dice);
  const events: TurnEvent[] = [];
  const rounding = turnSettingsOf(input.settings).corruptionRounding;
  world.empires = world.empires.map((empire) => {
    const ledger = ledgerOf(empire, world.turn);
    let treasury = Math.round(empire.treasury);
    const interest = debtInterest(ledger.broughtForward, treasury);
    if (interest > 0) {
      treasury -= interest;
      events.push(ownEvent('end', empire.id, null, { kind: 'interest', mcr: interest, debt: -treasury }));
    }
    const lost = corruption(treasury, ledger.production, rounding);
    if (lost > 0) {
      treasury -= lost;
      events.push(ownEvent('end', empire.id, null, { kind: 'corruption', mcr: lost }));
    }
    events.push(ownEvent('end', empire.id, null, { kind: 'treasury', before: ledger.broughtForward, after: treasury }));
    return { ...empire, treasury };
  });
  return { world, events, rolls: dice.rolls, rng: dice.rng };
}
