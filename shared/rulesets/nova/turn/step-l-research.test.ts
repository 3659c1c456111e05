import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { researchStateOf, type ResearchProject } from './research-state';
import { researchFinishStep } from './step-l-research';
import { stepInput, WorldBuilder } from './test-world';
import type { TurnDecisions, TurnWorld } from './types';

function project(id: string, rdts: number, extra: Partial<ResearchProject> = {}): ResearchProject {
  const m = /^([A-Z]+)(\d+)-[A-Z]+(\d+)$/.exec(id);
  return { id, code: m?.[1] ?? 'NSD', from: m ? Number(m[2]) : null, to: m ? Number(m[3]) : null, table: 'B', goal: '17', tp: '0', rdts, startedTurn: 1, ...extra };
}

function world(research: ResearchProject[], extra: Record<string, unknown> = {}, turn = 3): TurnWorld {
  return new WorldBuilder(turn)
    .empire('e1', { treasury: 100, nova: { tech: { BL: 15 }, research, ...extra } })
    .empire('e2', { treasury: 50, contacts: [{ empireId: 'e1', level: 'normal', alias: 'Empire B', since: 1 }] })
    .design('d1', 'e1', 'Hornet', [['IE', 2]])
    .build();
}

/** Forces every die of a project to `face`. */
function force(empireId: string, projectId: string, faces: number[]): TurnDecisions {
  return { dice: Object.fromEntries(faces.map((value, i) => [`L:research:${empireId}:${projectId}:${i + 1}`, { value, note: 'test' }])) };
}

describe('step L: research finished (NOVA 5.4, 5.5)', () => {
  it('rolls one d10 per RDT on the project\'s table and adds the TP', () => {
    const out = researchFinishStep(stepInput(world([project('BL15-BL20', 4)]), [], {}, force('e1', 'BL15-BL20', [1, 2, 10, 7])));
    // Table B: 1 → 2, 2 → 1, 0 → 0, 7 → 1.
    expect(out.rolls.map((r) => [r.key, r.value, r.forced])).toEqual([
      ['L:research:e1:BL15-BL20:1', 1, true],
      ['L:research:e1:BL15-BL20:2', 2, true],
      ['L:research:e1:BL15-BL20:3', 10, true],
      ['L:research:e1:BL15-BL20:4', 7, true],
    ]);
    expect(out.events[0]).toMatchObject({ kind: 'research-rolled', project: 'BL15-BL20', table: 'B', rolls: [1, 2, 10, 7], tp: 4, total: '4', goal: '17', audience: ['e1'] });
    expect(researchStateOf(out.world.empires[0]!).research[0]).toMatchObject({ tp: '4', rdts: 4 });
  });

  it('completes BL15→BL20 when the TP reach the goal of 17: BL20, teams disbanded (5.5)', () => {
    const out = researchFinishStep(stepInput(world([project('BL15-BL20', 2, { tp: '15' })]), [], {}, force('e1', 'BL15-BL20', [1, 9])));
    const state = researchStateOf(out.world.empires[0]!);
    expect(state.tech.BL).toBe(20);
    expect(state.research).toEqual([]);
    expect(out.events.map((e) => e.kind)).toEqual(['research-rolled', 'research-complete']);
    expect(out.events[1]).toMatchObject({ project: 'BL15-BL20', result: 'BL20 in' });
  });

  it('lets a Table A project go negative (5.4), and keeps fractional goals exact: SN20→SN25 needs 2.25', () => {
    const a = researchFinishStep(stepInput(world([project('IE1-IE2', 2, { table: 'A', goal: '31' })]), [], {}, force('e1', 'IE1-IE2', [10, 10])));
    expect(researchStateOf(a.world.empires[0]!).research[0]?.tp).toBe('-2');
    const sn = project('SN20-SN25', 2, { goal: '9/4', tp: '0' });
    const first = researchFinishStep(stepInput(world([sn]), [], {}, force('e1', 'SN20-SN25', [2, 3])));
    expect(first.events[0]).toMatchObject({ total: '2', goal: '2.25' });
    expect(researchStateOf(first.world.empires[0]!).research[0]?.tp).toBe('2');
    const second = researchFinishStep(stepInput(first.world, [], {}, force('e1', 'SN20-SN25', [10, 10])));
    expect(second.events.map((e) => e.kind)).toEqual(['research-rolled']);
    const third = researchFinishStep(stepInput(second.world, [], {}, force('e1', 'SN20-SN25', [10, 5])));
    expect(third.events[1]).toMatchObject({ kind: 'research-complete', result: 'SN25 in' });
  });

  it('completes a design project: the design is researched and may be bought next turn', () => {
    const out = researchFinishStep(stepInput(world([project('NSD HORNET', 1, { table: 'C', goal: '1', design: { name: 'Hornet', designId: 'd1' } })]), [], {}, force('e1', 'NSD HORNET', [8])));
    expect(out.world.designs[0]).toMatchObject({ researchedTurn: 3 });
    expect(out.events[1]).toMatchObject({ kind: 'research-complete', result: 'NSD Hornet in' });
  });

  it('tells progress only to the GM when reports are paid for, unless a report was bought; refunds it on completion (5.6)', () => {
    const research = [project('BL15-BL20', 1, { tp: '16', reportTurn: 3 }), project('EW5-EW6', 1)];
    const out = researchFinishStep(stepInput(world(research), [], { turn: { researchReports: 'paid' } }, { dice: { ...force('e1', 'BL15-BL20', [1]).dice, ...force('e1', 'EW5-EW6', [1]).dice } }));
    const rolled = out.events.filter((e) => e.kind === 'research-rolled');
    expect(rolled.map((e) => [e.kind === 'research-rolled' && e.project, e.empireId, e.audience])).toEqual([
      ['BL15-BL20', 'e1', ['e1']],
      ['EW5-EW6', 'e1', []],
    ]);
    expect(out.world.empires[0]?.treasury).toBe(105);
  });

  it('pays the MCr sent at E to the receiver, with the alias it knows the sender by (6.10)', () => {
    const w = world([]);
    w.empires[1]!.nova = { incoming: [{ from: 'e1', mcr: 40, sentTurn: 3 }] };
    const out = researchFinishStep(stepInput(w));
    expect(out.world.empires[1]?.treasury).toBe(90);
    expect(out.events).toEqual([expect.objectContaining({ kind: 'mcr-received', empireId: 'e2', from: 'e1', mcr: 40, audience: ['e2'], aliases: { e2: { e1: 'Empire B' } } })]);
    expect((out.world.empires[1]?.nova as { incoming: unknown[] }).incoming).toEqual([]);
  });

  it('rolls the same dice for the same seed, and never mutates its input (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }), (seed, teams) => {
        const w = world(teams.map((n, i) => project(`BL${15 + i}-BL${16 + i}`, n, { table: (['A', 'B', 'C'] as const)[i % 3] })));
        const before = structuredClone(w);
        const one = researchFinishStep({ ...stepInput(w), rng: seedRng(seed) });
        const two = researchFinishStep({ ...stepInput(w), rng: seedRng(seed) });
        expect(two).toEqual(one);
        expect(w).toEqual(before);
        expect(one.rolls).toHaveLength(teams.reduce((a, b) => a + b, 0));
        expect(one.rolls.every((r) => r.sides === 10 && r.value >= 1 && r.value <= 10)).toBe(true);
      }),
    );
  });
});
