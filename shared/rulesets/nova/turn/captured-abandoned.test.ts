import { describe, expect, it } from 'vitest';
import { describeEvent, worldNames } from './describe';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';

/** AROMA holds MARAX (an outpost it captured from MUDDY) with one assault army; its Hauler can carry it off. */
function world() {
  return new WorldBuilder(6)
    .empire('aroma', { contacts: [{ empireId: 'muddy', level: 'normal', alias: 'Empire B', since: 2 }] })
    .empire('muddy', { contacts: [{ empireId: 'aroma', level: 'normal', alias: 'Empire A', since: 2 }] })
    .home('a', 'aroma')
    .home('d', 'muddy')
    .system('m', { name: 'MARAX', type: 5, status: 'outpost', ownerId: 'aroma', colonies: 1, capturedFrom: 'muddy', installations: { IC: 1 } })
    .design('hauler', 'aroma', 'Hauler', [['IE', 1], ['JD', 1], ['CH', 30]])
    .unit('h1', 'aroma', 'ship', 'm', { name: 'Hauler 1', designId: 'hauler' })
    .unit('aa1', 'aroma', 'AA', 'm')
    .build();
}

describe('captured systems abandoned (NOVA: 4.7 CAPTURED SYSTEMS)', () => {
  it('the instant its last army is loaded, the system returns to its colonist, with its IC; both are told', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'MARAX | HAULER 1 (1 AA) | | N |']])], seed: 's' });
    const m = run.world.systems.find((s) => s.id === 'm');
    expect(m).toMatchObject({ ownerId: 'muddy', installations: { IC: 1 } });
    expect(m).not.toHaveProperty('capturedFrom');
    const event = run.events.find((e) => e.kind === 'abandoned');
    expect(event).toMatchObject({ step: 'D', empireId: 'aroma', systemId: 'm', fromEmpireId: 'aroma', toEmpireId: 'muddy', audience: ['aroma', 'muddy'], aliases: { aroma: { muddy: 'Empire B' }, muddy: { aroma: 'Empire A' } } });
    expect(describeEvent(event!, worldNames(run.world))).toBe('MARAX abandoned by AROMA: its last army left, control returns to MUDDY');
  });

  // NOVA: CAPTURED SYSTEMS "control returns to the original colonizer as of the instant of abandonment. All ICs, PCBs, TFCs & SGs are captured by the invader".
  it('hands back what was captured with it: the stored IC, the PCB, the SG end (no longer a captured end) and the unfinished ship; what is aboard the holder\'s ships stays its own', () => {
    const w = world();
    w.units.push(
      { gameId: 'g', id: 'ic1', empireId: 'aroma', kind: 'IC', name: 'IC', systemId: 'm' },
      { gameId: 'g', id: 'pcb1', empireId: 'aroma', kind: 'PCB', name: 'PCB', systemId: 'm' },
      { gameId: 'g', id: 'pcb2', empireId: 'aroma', kind: 'PCB', name: 'PCB 2', systemId: 'm', carriedBy: 'h1' } as never,
      { gameId: 'g', id: 'sg1', empireId: 'aroma', kind: 'SG', name: 'SG 1', systemId: 'm', pair: 'p1', capturedFrom: 'muddy', capturedTurn: 5 } as never,
      { gameId: 'g', id: 'hull1', empireId: 'aroma', kind: 'hull', name: 'Hull', systemId: 'm', builtBy: 'muddy' } as never,
    );
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', 'MARAX | HAULER 1 (1 AA) | | N |']])], seed: 's' });
    const owner = (id: string) => run.world.units.find((u) => u.id === id)?.empireId;
    expect(['ic1', 'pcb1', 'sg1', 'hull1'].map(owner)).toEqual(['muddy', 'muddy', 'muddy', 'muddy']);
    expect(owner('pcb2')).toBe('aroma');
    expect(run.world.units.find((u) => u.id === 'sg1')).not.toHaveProperty('capturedFrom');
    const back = run.events.filter((e) => e.kind === 'transfer' && e.step === 'D');
    expect(back).toMatchObject([
      { empireId: 'aroma', unitIds: ['hull1', 'ic1', 'pcb1', 'sg1'], to: 'muddy', audience: ['aroma'] },
      { empireId: 'muddy', unitIds: ['hull1', 'ic1', 'pcb1', 'sg1'], to: 'muddy', from: 'aroma', audience: ['muddy'] },
    ]);
    expect(describeEvent(back[1]!, worldNames(run.world))).toContain('returned with the abandoned system');
    // Next turn nothing is taken again: the system and its units are MUDDY's.
    expect(run.events.filter((e) => e.kind === 'transfer' && e.step !== 'D')).toEqual([]);
  });

  it('stays captured while one army remains', () => {
    const run = runTurn({ world: world(), orders: [], seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'm')).toMatchObject({ ownerId: 'aroma', capturedFrom: 'muddy' });
    expect(run.events.some((e) => e.kind === 'abandoned')).toBe(false);
  });
});
