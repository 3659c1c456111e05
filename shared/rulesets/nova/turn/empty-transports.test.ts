import { describe, expect, it } from 'vitest';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';

/** AROMA at A (home) with an unarmed Mule (holds) and an armed Escort (holds), a line A.B — B.A; one colony waits at A. */
function world() {
  return new WorldBuilder(3)
    .empire('aroma')
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .line('w', 'a', 'B', 'b', 'A')
    .design('mule', 'aroma', 'Mule', [['IE', 1], ['JD', 1], ['CH', 30, 3]])
    .design('escort', 'aroma', 'Escort', [['IE', 1], ['JD', 1], ['BL', 10], ['CH', 30, 3]])
    .unit('m', 'aroma', 'ship', 'a', { name: 'Mule', designId: 'mule' })
    .unit('m2', 'aroma', 'ship', 'a', { name: 'Mule 2', designId: 'mule' })
    .unit('e', 'aroma', 'ship', 'a', { name: 'Escort', designId: 'escort' })
    .unit('c', 'aroma', 'C', 'a', { name: 'C 1' })
    .build();
}

const at = (run: ReturnType<typeof runTurn>, id: string) => run.world.units.find((u) => u.id === id)?.systemId;

describe('NOVA: WRITING ORDERS (6.8), cargo listed after the ship', () => {
  // NOVA: WRITING ORDERS "Ships must have any cargo listed in parentheses, immediately following the ship (including ships in LBs)."
  it('cargo written in parentheses after the ship is loaded and moves with it', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'A | MULE (1 COL) | B | N |']])], seed: 's' });
    expect([at(run, 'm'), at(run, 'c')]).toEqual(['b', 'b']);
  });

  // NOVA: WRITING ORDERS "If stated cargo is not available the GM may abort the movement of unarmed transports left with no cargo."
  it('with the setting abort, an unarmed transport whose stated cargo is not there stays where it is; an armed ship moves', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'A | MULE (2 AA), MULE 2 (1 COL) | B | N |'], ['movement', 'A | ESCORT (2 AA) | B | N |']])], seed: 's', settings: { orders: { emptyTransports: 'abort' } } });
    expect([at(run, 'm'), at(run, 'm2'), at(run, 'e')]).toEqual(['a', 'b', 'b']);
    expect(run.events.filter((e) => e.kind === 'order-error').map((e) => (e as { code: string }).code)).toEqual(['CARGO', 'CARGO-ABORT', 'CARGO']);
    expect(run.events.find((e) => e.kind === 'order-error' && e.code === 'CARGO-ABORT')).toMatchObject({ step: 'D', unitIds: ['m'], reason: expect.stringContaining('unarmed transport left with no cargo') });
  });

  it('by default ("move": all orders executed if possible) the empty transport moves', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'A | MULE (2 AA) | B | N |']])], seed: 's' });
    expect(at(run, 'm')).toBe('b');
  });

  it('cargo that is there but does not fit is not "not available": the ship moves under abort too', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'A | MULE (1 COL) | B | N |']])], seed: 's', settings: { orders: { emptyTransports: 'abort' } } });
    expect(at(run, 'm')).toBe('b');
  });
});
