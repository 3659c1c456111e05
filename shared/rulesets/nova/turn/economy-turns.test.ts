/**
 * Three turns of one empire's money and research, each turn's world the last one's result:
 * borrowing and the interest (ECO-010), the debt cleared first, RDTs created then maintained,
 * BL15 → BL20 researched to completion (RES-001).
 */
import { describe, expect, it } from 'vitest';
import { researchStateOf } from './research-state';
import { runEconomy, sheet, stepInput, WorldBuilder } from './test-world';
import type { TurnDecisions, TurnWorld } from './types';

const settings = { orders: { overspendAllowance: 50 } };

function forced(turnFaces: number[]): TurnDecisions {
  return { dice: Object.fromEntries(turnFaces.map((value, i) => [`L:research:harry:BL15-BL20:${i + 1}`, { value, note: 'scenario' }])) };
}

describe('three turns of Harry Hun\'s economy', () => {
  it('borrows, pays the interest, clears the debt, maintains its RDTs and completes BL15-BL20', () => {
    // VALIANT, at the home star, carries 100 points of structural damage (1 MCr a point to repair, NOVA: REPAIRING SHIPS).
    let world: TurnWorld = new WorldBuilder(1)
      .empire('harry', { name: 'HARRY HUN', treasury: 721, nova: { tech: { BL: 15 } } })
      .home('h', 'harry')
      .design('cruiser', 'harry', 'Cruiser', [['IE', 1], ['BL', 120]])
      .unit('v', 'harry', 'ship', 'h', { name: 'VALIANT', designId: 'cruiser', damage: { sd: 100 } })
      .build();

    // Turn 1: 921 MCr available, 956 spent: 4 new RDTs on BL15-BL20, a TFC, a repair.
    const t1 = runEconomy(
      stepInput(
        world,
        [sheet('harry', [['expenditures', 'New RDT | 4 | 40 | 160'], ['expenditures', 'TFC | 1 | 900 | 900'], ['research', 'BL15-BL20 | B | (17) | [0] | +4 | [4]']])],
        settings,
        forced([1, 1, 1, 1]),
      ),
    );
    // 921 − 1060 is beyond the 50 MCr tolerance: the TFC aborts; 761 left, 8 TP.
    expect(t1.events.find((e) => e.kind === 'build-aborted')).toMatchObject({ line: 2 });
    expect(researchStateOf(t1.world.empires[0]!).research[0]).toMatchObject({ tp: '8', rdts: 4, table: 'B', goal: '17' });
    const after1 = t1.world.empires[0]!.treasury;
    expect(after1).toBe(761 - Math.ceil((761 - 200) / 10));

    // Turn 2: the 4 RDTs are maintained (40 MCr); 9 SDUs and a partial repair of VALIANT put Harry 35 MCr in debt.
    world = { ...t1.world, turn: 2 };
    const available2 = after1 + 200 - 40;
    const t2 = runEconomy(
      stepInput(
        world,
        [sheet('harry', [['expenditures', 'RDT maintenance | 4 | 10 | 40'], ['expenditures', 'SDU | 9 | 90 | 810'], ['expenditures', `Repair VALIANT | | | ${available2 + 35 - 810}`], ['research', 'BL15-BL20 | B | (17) | [4] | 0 | [4]']])],
        settings,
        forced([2, 2, 2, 2]),
      ),
    );
    expect(t2.events.filter((e) => e.kind === 'research-started').map((e) => e.kind === 'research-started' && e.mcr)).toEqual([40]);
    expect(t2.events.find((e) => e.kind === 'interest')).toMatchObject({ mcr: 35, debt: 70 });
    expect(t2.world.empires[0]?.treasury).toBe(-70);
    expect(t2.world.units.find((u) => u.id === 'v')?.damage).toMatchObject({ sd: 100 - (available2 + 35 - 810) });
    expect(researchStateOf(t2.world.empires[0]!).research[0]).toMatchObject({ tp: '12' });

    // Turn 3: 200 produced; after the RDT maintenance (40) the 70 MCr debt is cleared first; BL20 comes in.
    world = { ...t2.world, turn: 3 };
    const t3 = runEconomy(
      stepInput(world, [sheet('harry', [['expenditures', 'Debt repayment | | | 70'], ['expenditures', 'Colony | 1 | 60 | 60'], ['research', 'BL15-BL20 | B | (17) | [4] | 0 | [4]']])], settings, forced([1, 1, 1, 1])),
    );
    expect(t3.events.filter((e) => e.kind === 'interest')).toEqual([]);
    expect(t3.events.find((e) => e.kind === 'research-complete')).toMatchObject({ result: 'BL20 in' });
    const state = researchStateOf(t3.world.empires[0]!);
    expect(state.tech.BL).toBe(20);
    expect(state.research).toEqual([]);
    // −70 + 200 − 40 maintenance − 60 colony = 30, below the production: no corruption.
    expect(t3.world.empires[0]?.treasury).toBe(30);
    expect(t3.events.find((e) => e.kind === 'treasury' && e.step === 'end')).toMatchObject({ before: -70, after: 30 });
  });
});
