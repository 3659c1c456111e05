import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { fixture } from '../orders/check-fixture';
import { parseOrderText } from '../orders/parse-sheet';
import { productionStep } from './step-a-production';
import { constructionStep } from './step-c-construction';
import { readAlternate } from './alternate-plans';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { TurnDecisions } from './types';

const world = () => new WorldBuilder(2).empire('e1', { treasury: 300 }).home('h', 'e1').build();

function build(decisions: TurnDecisions = {}) {
  const orders = [sheet('e1', [['expenditures', 'Colony | 1 | 45 | 45'], ['expenditures', 'If the transfer from Empire A arrives: Colony | 1 | 45 | 45']])];
  const produced = productionStep(stepInput(world(), orders, {}, decisions));
  return { out: constructionStep(stepInput(produced.world, orders, {}, decisions)), line: orders[0]?.lines[1]?.line ?? 0 };
}

const colonies = (out: ReturnType<typeof constructionStep>) => out.world.units.filter((u) => u.kind === 'C').length;

// NOVA: ORDER WRITING GUIDELINES (6.12)
describe('NOVA: ORDER WRITING GUIDELINES', () => {
  // "Players may include alternate expenditure plans to cover such contingencies if they wish."
  it('an alternate plan is bought only when the GM rules its condition met', () => {
    const unruled = build();
    expect(colonies(unruled.out)).toBe(1);
    expect(unruled.out.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'ALTERNATE', reason: expect.stringContaining('not ruled, not bought') });
    const met = build({ conditions: { [`e1:${unruled.line}`]: { value: true, note: 'it arrived' } } });
    expect(colonies(met.out)).toBe(2);
    const notMet = build({ conditions: { [`e1:${unruled.line}`]: { value: false, note: 'it did not' } } });
    expect(colonies(notMet.out)).toBe(1);
  });

  it('reads the contingency before the colon; an ordinary item is no plan', () => {
    expect(readAlternate('Unless attacked: SDU')).toEqual({ condition: 'Unless attacked', item: 'SDU' });
    expect(readAlternate('Alternate (no transfer): Colony')).toEqual({ condition: 'Alternate (no transfer)', item: 'Colony' });
    expect(readAlternate('Transfer to Empire A')).toBeNull();
  });

  it('the order checker reads the plan\'s purchase and says it waits for the GM', () => {
    const lines = parseOrderText('EXPENDITURES\nIf short: Colony | 1 | 45 | 45\nIf short: Gizmo | 1 | 5 | 5').at(0)?.lines ?? [];
    const found = checkSheet(lines, fixture()).map((d) => [d.line, d.code]);
    expect(found).toEqual([
      [2, 'ALTERNATE'],
      [3, 'ALTERNATE'],
      [3, 'UNKNOWN-ITEM'],
    ]);
  });

  // "Expenditures and research are listed (by the player) in order of priority from top (most important) to bottom (least important)."
  it('the list is read top down: from the first line beyond the money available, every lower-priority line aborts', () => {
    const lines = parseOrderText('Production : 200\nTreasury : 300\nTotal : 500\nEXPENDITURES\nColonies | 3 | 100 | 300\nTFC | 1 | 900 | 900\nIC | 1 | 120 | 120').at(0)?.lines ?? [];
    expect(checkSheet(lines, fixture()).filter((d) => d.code === 'ABORT').map((d) => d.line)).toEqual([6, 7]);
  });

  // "Players must list all units being salvaged and their current location, as well as the MCr gained. All systems being pillaged must be
  // listed beside the value of the pillage. All transfers from the previous turn and the sending Empire must be listed."
  it('reads salvage, pillage and transfers received with their details on the income block', () => {
    const rows = (parseOrderText('Salvage : Units(Location) : 30 HAMMER 1 (ALGOL)\nPillage : Systems(Amount) : 20 TEDDY\nTransfers : Amounts(Sender) : 50 (Empire A)').at(0)?.lines ?? []).map((l) => l.row);
    expect(rows).toEqual([
      { kind: 'ledger', field: 'salvage', amount: 30, detail: 'HAMMER 1 (ALGOL)' },
      { kind: 'ledger', field: 'pillage', amount: 20, detail: 'TEDDY' },
      { kind: 'ledger', field: 'transfers', amount: 50, detail: '(Empire A)' },
    ]);
  });
});
