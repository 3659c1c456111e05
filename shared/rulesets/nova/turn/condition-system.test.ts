// NOVA: CONDITIONAL ORDERS "They may not be based on events occurring in systems other than the one that the affected ships are in."
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { otherSystemNamed } from './condition-system';
import { runTurn } from './run-turn';
import { conditionKey } from './stances';
import { sheet, WorldBuilder } from './test-world';

const known = new Map([
  ['ALGOL', 'g'],
  ['CASTOR', 'c'],
  ['NEW HOPE', 'n'],
]);

describe('a condition about another system', () => {
  it('is found by the names the writer knows, as whole words', () => {
    expect(otherSystemNamed('if aliens attack ALGOL', known, new Set(['c']))).toBe('ALGOL');
    expect(otherSystemNamed('if aliens attack Algol.', known, new Set(['c']))).toBe('ALGOL');
    expect(otherSystemNamed('if aliens attack CASTOR', known, new Set(['c']))).toBeNull();
    expect(otherSystemNamed('if ALGOLIANS come', known, new Set(['c']))).toBeNull();
    expect(otherSystemNamed('unless NEW HOPE falls', known, new Set(['c']))).toBe('NEW HOPE');
  });

  it('makes a conditional contact clause an order error (CONDITION-SYSTEM) at step G; the GM may still rule it', () => {
    const world = new WorldBuilder(3)
      .empire('aroma', { name: 'Aroma' })
      .empire('muddy', { name: 'Muddy' })
      .home('a', 'aroma', { name: 'AROMA PRIME' })
      .system('c', { name: 'CASTOR', type: 5 })
      .system('g', { name: 'ALGOL', type: 4 })
      .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['BL', 10]])
      .design('frigate', 'muddy', 'Frigate', [['IE', 1], ['JD', 1], ['BL', 10]])
      .unit('r1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' })
      .unit('f1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' })
      .build();
    for (const id of ['c', 'g']) world.knowledge.push({ gameId: 'g', id: `k.aroma.${id}`, empireId: 'aroma', systemId: id, how: 'explored', turn: 1, name: id === 'c' ? 'CASTOR' : 'ALGOL', type: 5, status: null, warpPoints: [] } as Knowledge);
    const orders = [sheet('aroma', [['movement', 'CASTOR | RAZER 1 | | T |'], ['general', 'CO: if aliens attack ALGOL, all ships Hostile to all']]), sheet('muddy', [['movement', 'CASTOR | FRIGATE 1 | | T |']])];
    const run = runTurn({ world, orders, seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error' && e.code === 'CONDITION-SYSTEM')).toMatchObject({ step: 'G', empireId: 'aroma', line: 2, unitIds: ['r1'] });
    expect(run.pending).toEqual([]);
    const ruled = runTurn({ world, orders, seed: 's', decisions: { conditions: { [conditionKey('aroma', 2)]: { value: true, note: 'ALGOL is the next system; allowed' } } } });
    expect(ruled.events.some((e) => e.kind === 'order-error' && e.code === 'CONDITION-SYSTEM')).toBe(false);
    expect(ruled.pending.map((b) => b.kind)).toEqual(['space']);
    // About the ships' own system: no error, the GM is asked as usual.
    const here = [sheet('aroma', [['movement', 'CASTOR | RAZER 1 | | T |'], ['general', 'CO: if aliens attack CASTOR, all ships Hostile to all']]), orders[1]!];
    expect(runTurn({ world, orders: here, seed: 's' }).events.some((e) => e.kind === 'order-error' && e.code === 'CONDITION-SYSTEM')).toBe(false);
  });
});
