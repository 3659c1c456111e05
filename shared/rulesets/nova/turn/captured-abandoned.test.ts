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

  it('stays captured while one army remains', () => {
    const run = runTurn({ world: world(), orders: [], seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'm')).toMatchObject({ ownerId: 'aroma', capturedFrom: 'muddy' });
    expect(run.events.some((e) => e.kind === 'abandoned')).toBe(false);
  });
});
