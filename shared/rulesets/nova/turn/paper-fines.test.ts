import { describe, expect, it } from 'vitest';
import { sitrepItems } from '../reports/sitrep';
import { runsText } from '../reports/packet-model';
import { sampleWorld } from '../reports/fixture';
import { empireKnowledgeOf, Namer } from '../reports/viewer';
import { describeEvent, type EventNames } from './describe';
import type { TurnEvent } from './events';
import { ledgerOf } from './money-state';
import { paperFineMcr, paperFineProblem, paperFines } from './paper-fines';
import { productionStep } from './step-a-production';
import { constructionStep } from './step-c-construction';
import { stepInput, WorldBuilder } from './test-world';
import type { PaperFine, Ruling, TurnDecisions, TurnWorld } from './types';

const fine = (empireId: string, kind: PaperFine['kind'], count: number, extraMcr = 0, note = 'ruled at the table'): Ruling<PaperFine> => ({ value: { empireId, kind, count, extraMcr }, note });

function world(treasury: number): TurnWorld {
  return new WorldBuilder(1).empire('e1', { treasury }).home('h1', 'e1', { type: 8 }).empire('e2', { treasury: 100 }).home('h2', 'e2', { type: 8 }).build();
}

/** Steps A and C with the GM's rulings; no orders (the fines do not need them). */
function runC(w: TurnWorld, decisions: TurnDecisions, settings: Record<string, unknown> = {}) {
  const a = productionStep(stepInput(w, [], settings, decisions));
  return { before: a.world.empires.map((e) => e.treasury), out: constructionStep(stepInput(a.world, [], settings, decisions)) };
}

// NOVA: PENALTIES — "fined 25 MCr per page", "fined 50 MCr", "5 MCr per ship located or system looked at",
// "20 MCr per page plus photocopy costs", and the GM's "additional penalties".
describe('paper fines at the book prices (NOVA 6.1)', () => {
  it("prices each kind: pages × 25, designs 50, ships/systems × 5, pages × 20 + photocopy, additional as typed", () => {
    expect(paperFineMcr(fine('e1', 'paper', 3).value, {})).toBe(75);
    expect(paperFineMcr(fine('e1', 'designs', 1).value, {})).toBe(50);
    expect(paperFineMcr(fine('e1', 'retrieval', 4).value, {})).toBe(20);
    expect(paperFineMcr(fine('e1', 'copies', 2, 3).value, {})).toBe(43);
    expect(paperFineMcr(fine('e1', 'additional', 0, 30).value, {})).toBe(30);
  });

  it('takes the prices from the game settings', () => {
    const settings = { turn: { paperPageFine: 10, designsOnOrdersFine: 40, informationRetrievalFine: 2, copyPageFine: 15 } };
    expect(paperFineMcr(fine('e1', 'paper', 3).value, settings)).toBe(30);
    expect(paperFineMcr(fine('e1', 'designs', 1).value, settings)).toBe(40);
    expect(paperFineMcr(fine('e1', 'retrieval', 4).value, settings)).toBe(8);
    expect(paperFineMcr(fine('e1', 'copies', 2, 3).value, settings)).toBe(33);
  });

  it('refuses an additional penalty without a note, or without its MCr, and a count below zero', () => {
    expect(paperFineProblem(fine('e1', 'additional', 0, 30, '  '))).toMatch(/needs a note/);
    expect(paperFineProblem(fine('e1', 'additional', 0, 0))).toMatch(/needs its MCr/);
    expect(paperFineProblem(fine('e1', 'paper', -1))).toMatch(/whole number/);
    const out = paperFines('e1', { paperFines: { 'e1:1': fine('e1', 'additional', 0, 30, '') } }, {});
    expect(out.mcr).toBe(0);
    expect(out.events).toEqual([]);
    expect(out.warnings).toEqual([expect.objectContaining({ step: 'C', code: 'PAPER-FINE', empireId: 'e1' })]);
  });

  // "All penalties are cumulative and will be subtracted from the treasury, even if this causes it to go negative, no matter how much."
  it('charges every ruled fine at step C, cumulative, only to its empire, even far below zero', () => {
    const decisions: TurnDecisions = { paperFines: { 'e1:1': fine('e1', 'paper', 3), 'e1:2': fine('e1', 'designs', 1), 'e1:3': fine('e1', 'retrieval', 4), 'e1:4': fine('e1', 'copies', 2, 3), 'e1:5': fine('e1', 'additional', 0, 500, 'questioned the sitrep again, wrongly') } };
    const { before, out } = runC(world(0), decisions);
    const events = out.events.filter((e) => e.kind === 'paper-fine');
    expect(events.map((e) => [e.step, e.empireId, e.kind === 'paper-fine' ? e.mcr : 0])).toEqual([
      ['C', 'e1', 75],
      ['C', 'e1', 50],
      ['C', 'e1', 20],
      ['C', 'e1', 43],
      ['C', 'e1', 500],
    ]);
    expect(out.world.empires[0]?.treasury).toBe((before[0] ?? 0) - 688);
    expect(out.world.empires[0]!.treasury).toBeLessThan(0);
    expect(ledgerOf(out.world.empires[0]!, 1).penalties).toBe(688);
    expect(out.world.empires[1]?.treasury).toBe(before[1]);
  });
});

describe('paper fines in words (NOVA 6.1)', () => {
  const names: EventNames = { empire: (id) => (id === 'virus' ? 'Virus Empire' : id), system: (id) => id, unit: (id) => id };
  const ev = (data: Record<string, unknown>): TurnEvent => ({ step: 'C', empireId: 'virus', systemId: null, audience: ['virus'], aliases: {}, kind: 'paper-fine', note: '', extraMcr: 0, ...data }) as unknown as TurnEvent;

  it('on the Turn screen', () => {
    expect(describeEvent(ev({ fine: 'paper', count: 3, perUnit: 25, mcr: 75 }), names)).toBe('Virus Empire fined 75 MCr by the GM: orders on nonstandard paper or not in the approved format, 3 pages × 25 MCr (NOVA 6.1)');
    expect(describeEvent(ev({ fine: 'designs', count: 1, perUnit: 50, mcr: 50 }), names)).toBe('Virus Empire fined 50 MCr by the GM: designs handed in on the same page as other orders, 50 MCr (NOVA 6.1)');
    expect(describeEvent(ev({ fine: 'retrieval', count: 1, perUnit: 5, mcr: 5 }), names)).toBe('Virus Empire fined 5 MCr by the GM: information retrieval, 1 ship or system × 5 MCr (NOVA 6.1)');
    expect(describeEvent(ev({ fine: 'additional', count: 0, perUnit: 0, extraMcr: 30, mcr: 30, note: 'sitrep questioned again' }), names)).toBe('Virus Empire fined 30 MCr by the GM: additional penalty (sitrep questioned again) (NOVA 6.1)');
  });

  it("in the empire's sitrep only, like the naming fine", () => {
    const { start, world: w } = sampleWorld();
    const lines = (viewer: string) => {
      const known = empireKnowledgeOf(w, viewer, start.units);
      return sitrepItems({ namer: new Namer(known, w.systems), empireName: known.empireName, turn: 12, events: [ev({ fine: 'retrieval', count: 4, perUnit: 5, mcr: 20 })] }).map((i) => runsText(i.runs, (t) => t));
    };
    expect(lines('virus')).toContain('Penalty -20 MCr: information retrieval, 4 ships or systems × 5 MCr');
    expect(lines('klaatu').join('\n')).not.toContain('Penalty');
  });
});
