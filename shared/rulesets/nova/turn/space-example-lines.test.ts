// NOVA: SPACE COMBAT EXAMPLE COMMENTARY — "PIGGY will know that both warp lines go to the same system": the Lewis and the
// Clark jumped in by different warp lines, and each empire learns where the lines its ships travel lead (step F).
import { describe, expect, it } from 'vitest';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import { asSystemKnowledge } from '../map/knowledge';
import type { Knowledge } from '../../../model/entities';

describe('two ships by two warp lines into one system', () => {
  it('the empire learns that both lines lead to that system', () => {
    const world = new WorldBuilder(5)
      .empire('piggy', { treasury: 100 })
      .home('p', 'piggy', { name: 'PIGPEN' })
      .system('m', { type: 5, name: 'MINKY' })
      .line('w1', 'p', 'B', 'm', 'A')
      .line('w2', 'p', 'C', 'm', 'D')
      .design('explorer', 'piggy', 'Explorer', [['IE', 1], ['JD', 3], ['XC', 1]])
      .unit('lewis', 'piggy', 'ship', 'p', { name: 'Lewis', designId: 'explorer' })
      .unit('clark', 'piggy', 'ship', 'p', { name: 'Clark', designId: 'explorer' })
      .build();
    const run = runTurn({ world, orders: [sheet('piggy', [['movement', 'PIGPEN | LEWIS | B | F |'], ['movement', 'PIGPEN | CLARK | C | N |']])], seed: 's' });
    const record = run.world.knowledge.find((k) => k.empireId === 'piggy' && k.systemId === 'p');
    const home = record ? asSystemKnowledge(record as Knowledge) : null;
    const leads = Object.fromEntries((home?.warpPoints ?? []).map((w) => [w.letter, w.leadsTo?.systemId ?? null]));
    expect([leads.B, leads.C]).toEqual(['m', 'm']);
    expect(run.world.units.filter((u) => u.systemId === 'm').map((u) => u.id).sort()).toEqual(['clark', 'lewis']);
  });
});
