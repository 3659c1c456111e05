import { describe, expect, it } from 'vitest';
import { incomingOf } from './money-state';
import { productionStep } from './step-a-production';
import { constructionStep } from './step-c-construction';
import { transfersStep } from './step-e-transfers';
import { diplomacyStep } from './step-h-diplomacy';
import { researchFinishStep } from './step-l-research';
import { runEconomy, sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

function world(): TurnWorld {
  return new WorldBuilder(4)
    .empire('e1', {
      treasury: 100,
      contacts: [
        { empireId: 'e2', level: 'normal', alias: 'Empire A', since: 2 },
        { empireId: 'e3', level: 'minor', alias: 'PLAYER 1', since: 3 },
        { empireId: 'e4', level: 'full', alias: 'Empire C', since: 1 },
      ],
    })
    .empire('e2', { name: 'MUDDY', treasury: 10, contacts: [{ empireId: 'e1', level: 'normal', alias: 'Empire D', since: 2 }] })
    .empire('e3', { treasury: 0 })
    .empire('e4', { name: 'PAGAN', treasury: 0 })
    .build();
}

/** A, C, E as the turn runs them. */
function send(w: TurnWorld, orders: EmpireOrders[]) {
  const a = productionStep(stepInput(w, orders));
  const c = constructionStep(stepInput(a.world, orders));
  const e = transfersStep(stepInput(c.world, orders));
  return { ...e, events: [...c.events, ...e.events] };
}

describe('step E: MCr transfers (NOVA 6.10)', () => {
  it('sends MCr to an empire met at Normal contact by its alias; deducted at E, received at L', () => {
    const w = world();
    const before = structuredClone(w);
    const out = send(w, [sheet('e1', [['expenditures', 'Transfer to Empire A | | | 40']])]);
    expect(w).toEqual(before);
    expect(out.world.empires[0]?.treasury).toBe(60);
    expect(out.world.empires[1]?.treasury).toBe(10);
    expect(incomingOf(out.world.empires[1]!)).toEqual([{ from: 'e1', mcr: 40, sentTurn: 4 }]);
    expect(out.events).toEqual([expect.objectContaining({ step: 'E', kind: 'mcr-sent', empireId: 'e1', to: 'e2', mcr: 40, audience: ['e1'], aliases: { e1: { e2: 'Empire A' } } })]);
    const l = researchFinishStep(stepInput(out.world));
    expect(l.world.empires[1]?.treasury).toBe(50);
    expect(l.events[0]).toMatchObject({ kind: 'mcr-received', from: 'e1', mcr: 40, aliases: { e2: { e1: 'Empire D' } } });
  });

  it('accepts the real name after Full contact, and "A" for "Empire A"', () => {
    const out = send(world(), [sheet('e1', [['expenditures', 'Transfer to PAGAN | | | 5'], ['expenditures', 'Transfer to A | | | 5']])]);
    expect(out.events.map((e) => e.kind === 'mcr-sent' && [e.to, e.mcr])).toEqual([
      ['e4', 5],
      ['e2', 5],
    ]);
    expect(out.events[0]?.aliases).toEqual({ e1: { e4: 'PAGAN' } });
  });

  it('refuses a transfer to a Minor contact or an unknown empire (order error), and never sends a line C aborted', () => {
    const out = send(world(), [
      sheet('e1', [
        ['expenditures', 'Transfer to PLAYER 1 | | | 10'],
        ['expenditures', 'Transfer to Empire Q | | | 10'],
        ['expenditures', 'Transfer to Empire A | | | 500'],
      ]),
    ]);
    const kinds = out.events.map((e) => [e.kind, e.kind === 'order-error' || e.kind === 'build-aborted' ? e.line : null]);
    expect(kinds).toEqual([
      ['build-aborted', 3],
      ['order-error', 1],
      ['order-error', 2],
    ]);
    expect(out.events[1]).toMatchObject({ code: 'NO-CONTACT', reason: expect.stringMatching(/Minor contact/) });
    expect(out.world.empires[0]?.treasury).toBe(100);
  });

  it('cannot spend received MCr the turn they are sent: money moves only at L', () => {
    const out = runEconomy(stepInput(world(), [sheet('e1', [['expenditures', 'Transfer to Empire A | | | 90']]), sheet('e2', [['expenditures', 'Transfer to Empire D | | | 50']])]));
    // e2 had 10: its own transfer of 50 aborts at C although 90 arrive at L.
    expect(out.events.find((e) => e.kind === 'build-aborted')).toMatchObject({ empireId: 'e2' });
    // 100 at the end of the turn, less 10% corruption (no production); e1 keeps 10, less 1.
    expect(out.world.empires[1]?.treasury).toBe(90);
    expect(out.world.empires[0]?.treasury).toBe(9);
  });
});

// NOVA: 6.10 TRANSFER OF MCr: "They can't be conditional." and "must be listed in the financial section or the transfer will not occur."
describe('MCr written as a general or conditional order', () => {
  it('is not sent: an order error says where a transfer of MCr is written', () => {
    const w = world();
    const out = diplomacyStep(stepInput(w, [sheet('e1', [['general', 'CO: Transfer 50 MCr to Empire A']])]));
    expect(out.events).toEqual([expect.objectContaining({ kind: 'order-error', code: 'TRANSFER', reason: expect.stringMatching(/can't be conditional/) })]);
    expect(out.world.empires.map((e) => e.treasury)).toEqual(w.empires.map((e) => e.treasury));
  });
});
