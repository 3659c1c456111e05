import { describe, expect, it } from 'vitest';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { StepOutput } from './step';
import type { TurnStep, TurnWorld } from './types';

const HARRY_DAMAGE = { sd: 7, armourLost: 12, destroyed: ['FP#1'], ieLost: 0, jdLost: 1 };

/** Harry's damaged frigate at his home IC, a Hauler and an army to load at D, a project running (maintenance at D). */
function world(treasury: number): TurnWorld {
  const hornet = [
    { code: 'IE', level: 2, count: 1 },
    { code: 'JD', level: 1, count: 1 },
    { code: 'FP', level: 4, count: 1 },
    { code: 'AR', level: 1, count: 6 },
    { code: 'BL', level: 19, count: 1 },
    { code: 'FC', level: 3, count: 1 },
  ];
  const running = { research: [{ id: 'BL15-BL20', code: 'BL', from: 15, to: 20, table: 'B', goal: '17', tp: '5', rdts: 2, startedTurn: 2 }], tech: { BL: 15 } };
  return new WorldBuilder(3)
    .empire('e1', { treasury, nova: running })
    .home('h1', 'e1')
    .design('hornet', 'e1', 'Hornet', [], { nova: { components: hornet, intangibles: { FA: 2, FD: 2 }, text: '', overrides: {}, notes: '' } })
    .design('hauler', 'e1', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 30]])
    .unit('u1', 'e1', 'ship', 'h1', { name: 'HORNET 1', designId: 'hornet', damage: HARRY_DAMAGE, damageText: "-12AR,7SD,-1JD,FP X'd" })
    .unit('u2', 'e1', 'ship', 'h1', { name: 'HAULER 1', designId: 'hauler' })
    .unit('ra1', 'e1', 'RA', 'h1')
    .build();
}

/** The world after each step function of a run, by step (the last function of the step). */
function worldsOf(treasury: number, expenditures: string[]): Map<TurnStep, TurnWorld> {
  const after = new Map<TurnStep, TurnWorld>();
  const orders = [
    sheet('e1', [
      ...expenditures.map((l): ['expenditures', string] => ['expenditures', l]),
      ['expenditures', 'Assault Army | 1 | 30 | 30'],
      ['research', 'BL15-BL20 | B | (17) | [2] | +0 | [2]'],
      ['movement', 'H1 | HAULER 1 (1 RA) | | N |'],
    ]),
  ];
  runTurn({ world: world(treasury), orders, seed: 's' }, { afterStep: (step: TurnStep, out: StepOutput) => after.set(step, structuredClone(out.world)) });
  return after;
}

/** What step D acts on: each empire's treasury and research, each unit's place and carrier (the frigate left out). */
const whatDDoes = (w: TurnWorld | undefined) => ({
  empires: w?.empires.map((e) => ({ id: e.id, treasury: e.treasury, research: (e.nova as { research?: unknown }).research, rdts: (e.nova as { rdts?: unknown }).rdts })),
  units: w?.units.filter((u) => u.id !== 'u1').map((u) => ({ id: u.id, empireId: u.empireId, systemId: u.systemId, carriedBy: (u as { carriedBy?: string }).carriedBy ?? null })),
});

// NOVA: TURN SEQUENCE "D) Repair, Refit ships, begin research, load cargo." NOVA: REPAIRING SHIPS, REFITTING SHIPS.
// The engine pays and applies a repair or refit with its EXPENDITURES line at step C (one priority list with the builds,
// NOVA 6.12); this shows that is the book's D: nothing from its line to the end of D depends on it or changes it.
describe('repairs and refits: paid at C in priority order, the same as at D (NOVA: TURN SEQUENCE, REPAIRING SHIPS)', () => {
  it('step D does not touch the repaired ship: it leaves C as it leaves D', () => {
    const worlds = worldsOf(300, ['Repair HORNET 1']);
    const afterC = worlds.get('C')?.units.find((u) => u.id === 'u1');
    expect(afterC).not.toHaveProperty('damage');
    expect(worlds.get('D')?.units.find((u) => u.id === 'u1')).toEqual(afterC);
  });

  it('step D gives the same result whether the repair was made at C or is left out with its 26 MCr: research begun and cargo loaded do not depend on it', () => {
    const repaired = worldsOf(300, ['Repair HORNET 1']);
    const notYet = worldsOf(300 - 26, []);
    // Same treasuries, research and cargo after D (the ledger's bookkeeping of the line aside).
    expect(whatDDoes(repaired.get('D'))).toEqual(whatDDoes(notYet.get('D')));
    expect(whatDDoes(repaired.get('D'))).not.toEqual(whatDDoes(repaired.get('C')));
    expect(repaired.get('D')?.units.find((u) => u.id === 'ra1')).toMatchObject({ carriedBy: 'u2' });
  });
});
