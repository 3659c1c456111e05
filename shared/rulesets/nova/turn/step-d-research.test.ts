import { describe, expect, it } from 'vitest';
import { computeDesign } from '../design';
import type { TurnEvent } from './events';
import { rdtCost } from '../research';
import { planResearch } from './research-plan';
import { researchStateOf, type ResearchProject } from './research-state';
import { productionStep } from './step-a-production';
import { constructionStep } from './step-c-construction';
import { cutToFit, researchStartStep } from './step-d-research';
import { missing, sheet, stepInput, WorldBuilder } from './test-world';
import type { EmpireOrders, TurnWorld } from './types';

function project(id: string, rdts: number, extra: Partial<ResearchProject> = {}): ResearchProject {
  const m = /^([A-Z]+)(\d+)-[A-Z]+(\d+)$/.exec(id);
  return { id, code: m?.[1] ?? 'NSD', from: m ? Number(m[2]) : null, to: m ? Number(m[3]) : null, table: 'B', goal: '17', tp: '5', rdts, startedTurn: 1, ...extra };
}

function world(treasury: number, nova: Record<string, unknown> = {}, turn = 2): TurnWorld {
  return new WorldBuilder(turn)
    .empire('e1', { treasury, nova: { tech: { BL: 15, SN: 20, EW: 5 }, ...nova } })
    .home('h1', 'e1', { type: 5 })
    .design('d1', 'e1', 'Hornet', [
      ['IE', 4],
      ['JD', 3],
      ['BL', 15, 2],
      ['AR', 2, 5],
    ])
    .build();
}

/** A, C then D, as the turn runs them. */
function run(w: TurnWorld, orders: EmpireOrders[], settings: Record<string, unknown> = {}) {
  const a = productionStep(stepInput(w, orders, settings));
  const c = constructionStep(stepInput(a.world, orders, settings));
  const d = researchStartStep(stepInput(c.world, orders, settings));
  return { ...d, events: [...c.events, ...d.events] };
}

const started = (events: TurnEvent[]) => events.flatMap((e) => (e.kind === 'research-started' ? [[e.project, e.rdts, e.mcr]] : []));

describe('step D: research begun (NOVA 5.1–5.5)', () => {
  it('starts BL15-BL20 on Table B with a goal of 17 (RES-001) with the RDTs bought at C, not maintained this turn', () => {
    const orders = [sheet('e1', [['expenditures', 'New RDT | 4 | 40 | 160'], ['research', 'BL15-BL20 | B | (17) | [0] | +4 | [4]']])];
    const w = world(200, {}, 1);
    const before = structuredClone(w);
    const out = run(w, orders);
    expect(w).toEqual(before);
    const state = researchStateOf(out.world.empires[0]!);
    expect(state.research).toEqual([{ id: 'BL15-BL20', code: 'BL', from: 15, to: 20, table: 'B', goal: '17', tp: '0', rdts: 4, startedTurn: 1 }]);
    expect(state.rdts).toBe(0);
    expect(started(out.events)).toEqual([['BL15-BL20', 4, 0]]);
    expect(out.world.empires[0]?.treasury).toBe(200 + 50 - 160);
    expect(out.warnings).toEqual([]);
  });

  it('picks the tables by the rules (5.3): IE1→IE2 on A (31 > 0), SN20→SN25 on B (2.25 ≤ 4), a design on C with its TP as the goal', () => {
    const orders = [
      sheet('e1', [
        ['expenditures', 'New RDT | 3 | 40 | 120'],
        ['research', 'IE1-IE2 | A | (31) | [0] | +1 | [1]'],
        ['research', 'SN20-SN25 | B | (2.25) | [0] | +1 | [1]'],
        ['research', 'NSD HORNET | C | | [0] | +1 | [1]'],
      ]),
    ];
    const out = run(world(500, {}, 1), orders);
    const state = researchStateOf(out.world.empires[0]!);
    const w = world(0);
    const tp = computeDesign(w.designs[0] as unknown as Parameters<typeof computeDesign>[0]).tp;
    expect(state.research.map((p) => [p.id, p.table, p.goal])).toEqual([
      ['IE1-IE2', 'A', '31'],
      ['SN20-SN25', 'B', '9/4'],
      ['NSD HORNET', 'C', String(tp)],
    ]);
    expect(state.research[2]?.design).toEqual({ name: 'Hornet', designId: 'd1' });
  });

  it('maintains existing teams at 10 MCr and adds new ones from the RDTs bought', () => {
    const w = world(100, { research: [project('BL15-BL20', 4)] });
    const out = run(w, [sheet('e1', [['expenditures', 'RDT maintenance | 4 | 10 | 40'], ['expenditures', 'New RDT | 2 | 40 | 80'], ['research', 'BL15-BL20 | B | (17) | [4] | +2 | [6]']])]);
    expect(started(out.events)).toEqual([['BL15-BL20', 6, 40]]);
    // 100 + 50 production − 80 new RDTs − 40 maintenance.
    expect(out.world.empires[0]?.treasury).toBe(30);
    expect(researchStateOf(out.world.empires[0]!).research[0]).toMatchObject({ rdts: 6, tp: '5', goal: '17' });
    expect(out.warnings).toEqual([]);
  });

  it('cannot assign RDTs that were not bought (5.1): an order error, and the project gets what there is', () => {
    const out = run(world(300, {}, 1), [sheet('e1', [['expenditures', 'New RDT | 2 | 40 | 80'], ['research', 'BL15-BL20 | B | (17) | [0] | +4 | [4]']])]);
    expect(started(out.events)).toEqual([['BL15-BL20', 2, 0]]);
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ line: 2, code: 'RES-RDT', reason: expect.stringMatching(/4 RDTs to add but only 2 are free/) });
  });

  it('collapses a project whose teams are all removed, and the teams cease to exist (5.5)', () => {
    const out = run(world(100, { research: [project('BL15-BL20', 4), project('EW5-EW6', 2)] }), [sheet('e1', [['research', 'BL15-BL20 | B | (17) | [4] | -4 | [0]'], ['research', 'EW5-EW6 | B | (17) | [2] | -1 | [1]']])]);
    expect(started(out.events)).toEqual([
      ['BL15-BL20', 0, 0],
      ['EW5-EW6', 1, 10],
    ]);
    expect(researchStateOf(out.world.empires[0]!).research.map((p) => p.id)).toEqual(['EW5-EW6']);
    expect(out.warnings?.map((w) => w.code)).toEqual(['RES-COLLAPSE']);
  });

  it('keeps a running project the sheet does not list (default) or collapses it (setting)', () => {
    const w = world(100, { research: [project('BL15-BL20', 3)] });
    const kept = run(w, [sheet('e1', [['expenditures', 'Colony | 1 | 60 | 60']])]);
    expect(started(kept.events)).toEqual([['BL15-BL20', 3, 30]]);
    expect(kept.warnings?.map((x) => x.code)).toEqual(['RES-UNLISTED']);
    const gone = run(w, [sheet('e1', [])], { turn: { unlistedProjects: 'collapse' } });
    expect(started(gone.events)).toEqual([['BL15-BL20', 0, 0]]);
  });

  it('reserves the maintenance before C spends: a ship that would leave no money for the RDTs aborts (4.3)', () => {
    const w = world(0, { research: [project('BL15-BL20', 4)] });
    const out = run(w, [sheet('e1', [['expenditures', 'Colony | 1 | 60 | 60'], ['research', 'BL15-BL20 | B | (17) | [4] | 0 | [4]']])], { orders: { overspendAllowance: 0 } });
    expect(out.events.find((e) => e.kind === 'build-aborted')).toMatchObject({ reason: expect.stringMatching(/beyond the 10 MCr available after 40 MCr of RDT maintenance/) });
    expect(out.world.empires[0]?.treasury).toBe(10);
  });

  it('on a missed turn maintains every team if the MCr allow, else cuts from the lowest priority to 1 RDT (6.3)', () => {
    const research = [project('BL15-BL20', 3), project('EW5-EW6', 2), project('SN20-SN25', 2)];
    const rich = run(world(100, { research }), [missing('e1')]);
    expect(started(rich.events)).toEqual([
      ['BL15-BL20', 3, 30],
      ['EW5-EW6', 2, 20],
      ['SN20-SN25', 2, 20],
    ]);
    const poor = run(world(0, { research }, 2), [missing('e1')]);
    // Treasury 0 + 50 produced: 7 teams cost 70, so two are cut, the lowest priority first: SN and EW to 1.
    expect(started(poor.events)).toEqual([
      ['BL15-BL20', 3, 30],
      ['EW5-EW6', 1, 10],
      ['SN20-SN25', 1, 10],
    ]);
    expect(poor.world.empires[0]?.treasury).toBe(0);
    const poorer = run({ ...world(0, { research }, 2), empires: world(0, { research }).empires.map((e) => ({ ...e, homeSystemId: null })), systems: [] }, [missing('e1')]);
    // No money at all: every team lapses and the projects collapse.
    expect(started(poorer.events)).toEqual([
      ['BL15-BL20', 0, 0],
      ['EW5-EW6', 0, 0],
      ['SN20-SN25', 0, 0],
    ]);
    // In debt, maintenance still comes first, from the turn's income (NOVA 4.3): −10 brought forward, 50 produced.
    const inDebt = run(world(-10, { research }), [missing('e1')]);
    expect(started(inDebt.events)).toEqual([
      ['BL15-BL20', 3, 30],
      ['EW5-EW6', 1, 10],
      ['SN20-SN25', 1, 10],
    ]);
    expect(inDebt.world.empires[0]?.treasury).toBe(-10);
    expect(poor.warnings?.[0]).toMatchObject({ code: 'RDT-CUT', message: expect.stringMatching(/missed turn/) });
  });

  it('cuts unassigned teams first, then projects to 1, then whole projects from the bottom', () => {
    expect(cutToFit([3, 2], 2, 70)).toMatchObject({ kept: [3, 2], unassigned: 2 });
    expect(cutToFit([3, 2], 2, 50)).toMatchObject({ kept: [3, 2], unassigned: 0 });
    expect(cutToFit([3, 2], 2, 30)).toMatchObject({ kept: [2, 1], unassigned: 0 });
    expect(cutToFit([3, 2], 2, 10)).toMatchObject({ kept: [1, 0], unassigned: 0 });
    expect(cutToFit([3, 2], 2, -5)).toMatchObject({ kept: [0, 0], unassigned: 0 });
  });

  it('refuses a project that does not start from the current level, a design not handed in, and a duplicate row', () => {
    const plan = planResearch(
      world(0).empires[0]!,
      sheet('e1', [
        ['research', 'BL10-BL20 | A | | [0] | +1 | [1]'],
        ['research', 'NSD WASP | C | | [0] | +1 | [1]'],
        ['research', 'EW5-EW6 | B | (17) | [0] | +1 | [1]'],
        ['research', 'EW5-EW6 | B | (17) | [0] | +1 | [1]'],
        ['research', 'EW5-EW5 | B | | [0] | +1 | [1]'],
      ]),
      world(0).designs,
      2,
      {},
    );
    expect(plan.errors.map((e) => [e.line?.line, e.code])).toEqual([
      [1, 'RES-START'],
      [2, 'RES-DESIGN'],
      [4, 'RES-TWICE'],
      [5, 'RES-GOAL'],
    ]);
    expect(plan.projects.map((p) => p.project.id)).toEqual(['EW5-EW6']);
  });

  // NOVA: RESEARCH PROJECTS / PROJECT GOAL — a technology the empire lacks has current level 0.
  it('refuses a project on a technology the empire lacks unless it starts from 0 (RES-START)', () => {
    const plan = planResearch(world(0).empires[0]!, sheet('e1', [['research', 'JD5-JD6 | A | | [0] | +1 | [1]'], ['research', 'JD0-JD6 | A | | [0] | +1 | [1]']]), [], 2, {});
    expect(plan.errors).toMatchObject([{ code: 'RES-START', reason: 'JD5-JD6: the empire has no JD technology (its current level is JD0), not JD5, so a project on JD starts from JD0 (NOVA: RESEARCH PROJECTS, a project states the current level)' }]);
    expect(plan.projects.map((p) => [p.project.id, p.project.from])).toEqual([['JD0-JD6', 0]]);
  });

  it('warns when the sheet states another table, goal or starting teams, and uses the true ones', () => {
    const plan = planResearch(world(0, { research: [project('BL15-BL20', 4)] }).empires[0]!, sheet('e1', [['research', 'BL15-BL20 | A | (18) | [3] | +1 | [5]']]), [], 2, {});
    expect(plan.notes.map((n) => n.code)).toEqual(['RES-TEAMS', 'RES-TABLE', 'RES-GOAL', 'RES-RDT']);
    expect(plan.projects[0]).toMatchObject({ start: 4, wanted: 5 });
    expect(plan.maintenanceDue).toBe(40);
  });

  it('costs 40 MCr to create an RDT and 10 to maintain one (5.1)', () => {
    expect(rdtCost(3, 4)).toBe(160);
    const out = run(world(500, { research: [project('BL15-BL20', 4)] }), [sheet('e1', [['expenditures', 'New RDT | 3 | 40 | 120'], ['research', 'BL15-BL20 | B | (17) | [4] | +3 | [7]']])]);
    expect(out.world.empires[0]?.treasury).toBe(500 + 50 - 160);
  });

  it('rolls research on technology known from a pillaged Home Star on Table C, up to its level (5.8)', () => {
    const orders = [sheet('e1', [['expenditures', 'New RDT | 2 | 40 | 80'], ['research', 'BL15-BL20 | C | (17) | [0] | +1 | [1]'], ['research', 'EW5-EW6 | B | (17) | [0] | +1 | [1]']])];
    const out = run(world(500, { capturedTech: { BL: 20, EW: 4 } }, 1), orders);
    expect(researchStateOf(out.world.empires[0]!).research.map((p) => [p.id, p.table])).toEqual([
      ['BL15-BL20', 'C'],
      ['EW5-EW6', 'B'],
    ]);
  });

  it('gives research reports to the projects named, the others in priority order (5.6)', () => {
    const research = [project('BL15-BL20', 1), project('EW5-EW6', 1), project('SN20-SN25', 1)];
    const orders = [sheet('e1', [['expenditures', 'Research report SN20 - SN25 | 1 | 5 | 5'], ['expenditures', 'Research report | 1 | 5 | 5'], ['expenditures', 'Research report MD6-MD7 | 1 | 5 | 5']])];
    const out = run(world(100, { research }), orders);
    expect(researchStateOf(out.world.empires[0]!).research.map((p) => [p.id, p.reportTurn])).toEqual([
      ['BL15-BL20', 2],
      ['EW5-EW6', undefined],
      ['SN20-SN25', 2],
    ]);
    expect(out.warnings?.filter((w) => w.code === 'REPORT-UNUSED').map((w) => w.message)).toEqual([expect.stringMatching(/MD6-MD7, which is not a running project/)]);
  });
});

describe('NOVA: RESEARCH, the sentences read again (5.1, 5.3)', () => {
  // NOVA: RESEARCH TYPE "Research project goals may not be altered once started." "Projects may be aborted any turn by removing all teams from it."
  it('refuses a new end for a running project (BL15-BL25 while BL15-BL20 runs), unless the sheet aborts the running one', () => {
    const w = world(0, { research: [project('BL15-BL20', 2)] });
    const altered = planResearch(w.empires[0]!, sheet('e1', [['research', 'BL15-BL20 | B | (17) | [2] | | [2]'], ['research', 'BL15-BL25 | A | | [0] | +1 | [1]']]), w.designs, 2, {});
    expect(altered.errors).toMatchObject([{ code: 'RES-ALTERED', reason: expect.stringMatching(/^BL15-BL25: BL15-BL20 is running on BL from the same level; research project goals may not be altered once started/) }]);
    expect(altered.projects.map((p) => p.project.id)).toEqual(['BL15-BL20']);
    const restarted = planResearch(w.empires[0]!, sheet('e1', [['research', 'BL15-BL20 | B | (17) | [2] | -2 | [0]'], ['research', 'BL15-BL25 | A | | [0] | +1 | [1]']]), w.designs, 2, {});
    expect(restarted.errors).toEqual([]);
    expect(restarted.projects.map((p) => [p.project.id, p.wanted])).toEqual([
      ['BL15-BL20', 0],
      ['BL15-BL25', 1],
    ]);
  });

  // NOVA: RESEARCH LIMITATIONS "If an empire loses its Home Star no more than three RDTs per world status system colonised by that empire can be created. Empires may maintain all existing teams but may not create new ones until the total falls below the limit."
  it('without its Home Star an empire creates at most 3 RDTs per World it colonised, counting the teams it has; a captured World does not count', () => {
    const w = new WorldBuilder(3)
      .empire('e1', { treasury: 1000, nova: { rdts: 1, research: [project('BL15-BL20', 3)] } })
      .empire('e9')
      .home('h1', 'e9')
      .system('w1', { type: 6, status: 'world', ownerId: 'e1', colonies: 3 })
      .system('w2', { type: 6, status: 'world', ownerId: 'e1', colonies: 3, capturedFrom: 'e9' })
      .build();
    w.empires[0]!.homeSystemId = 'h1';
    const out = run(w, [sheet('e1', [['expenditures', 'New RDT | 4 | 40 | 160']])]);
    // 1 unassigned + 3 on BL15-BL20 = 4 of the 3 allowed by its one colonised World: none created.
    expect(out.events.filter((e) => e.kind === 'build-aborted')).toMatchObject([{ reason: '4 of 4 RDTs not created: an empire without its Home Star may have at most 3 RDTs (3 per World, NOVA 5.1)' }]);
    w.systems[2] = { ...w.systems[2]!, capturedFrom: null };
    const two = run(w, [sheet('e1', [['expenditures', 'New RDT | 4 | 40 | 160']])]);
    expect(two.events.filter((e) => e.kind === 'build-aborted')).toMatchObject([{ reason: '2 of 4 RDTs not created: an empire without its Home Star may have at most 6 RDTs (3 per World, NOVA 5.1)' }]);
  });
});
