/**
 * NOVA: SUPPRESSION (4.5), with SYSTEM DEFENCE UNITS ("Planets with one defending SDU lose all
 * production the turn following a DC attack but are not destroyed. If two or more SDUs are present
 * production is not affected. SDUs do not prevent ICs from being suppressed the turn following DC
 * attacks") and SYSTEM PRODUCTION POTENTIALS (4.4), over whole turns.
 */
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** Turn 2: AROMA's Razer (DC) devastates MUDDY's Type 7 World C (IC, `sdus` installed SDUs). */
function raid(sdus: number): TurnWorld {
  const world = new WorldBuilder(2)
    .empire('aroma')
    .empire('muddy', { treasury: 1000 })
    .home('a', 'aroma')
    .home('m', 'muddy')
    .system('c', { type: 7, status: 'world', ownerId: 'muddy', colonies: 3, installations: { IC: 1, ...(sdus > 0 ? { SDU: sdus } : {}) } })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1]])
    .design('hull', 'muddy', 'Hull', [['IE', 1], ['JD', 1]])
    .unit('r1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' })
    .unit('old', 'muddy', 'ship', 'c', { name: 'OLD', designId: 'hull' })
    .build();
  world.knowledge.push({ gameId: 'g', id: 'k.aroma.c', empireId: 'aroma', systemId: 'c', how: 'explored', turn: 1, name: 'C', type: 7, status: null, warpPoints: [] } as Knowledge);
  return runTurn({ world, orders: [sheet('aroma', [['movement', 'C | RAZER 1 | | N,D |']])], seed: 's' }).world;
}

/** The next turn for MUDDY: an SDU bought at C and OLD salvaged there. */
function nextTurn(world: TurnWorld, turn: number, settings: Record<string, unknown> = {}) {
  const next = { ...world, turn, units: world.units.filter((u) => u.empireId === 'muddy') };
  const run = runTurn({ world: next, orders: [sheet('muddy', [['expenditures', 'SDU at C | 1 | 90 | 90'], ['ledger', 'Salvage : Units(Location) : 0 OLD(C)']])], seed: 's', settings });
  const production = run.events.find((e) => e.kind === 'production' && e.empireId === 'muddy');
  return {
    c: production?.kind === 'production' ? production.systems.find((s) => s.systemId === 'c')?.mcr : undefined,
    aborted: run.events.filter((e) => e.kind === 'build-aborted').map((e) => (e.kind === 'build-aborted' ? e.reason : '')),
    salvage: run.events.filter((e) => e.kind === 'order-error' && e.code === 'SALVAGE').map((e) => (e.kind === 'order-error' ? e.reason : '')),
    sdus: run.world.units.filter((u) => u.kind === 'SDU' && u.systemId === 'c').length,
  };
}

describe('NOVA: SUPPRESSION (4.5)', () => {
  // NOVA: SUPPRESSION "Suppressed systems produce no revenue the following turn." "This effect lasts for one turn."
  // NOVA: SYSTEM DEFENCE UNITS "Planets with one defending SDU lose all production the turn following a DC attack but are not destroyed."
  it('one SDU: devastation suppresses the World for one turn, without destroying it; its IC is idle that turn', () => {
    const after = raid(1);
    expect(after.systems.find((s) => s.id === 'c')).toMatchObject({ status: 'world', ownerId: 'muddy', colonies: 3, suppressed: 2, devastatedTurn: 2 });
    const t3 = nextTurn(after, 3);
    expect(t3.c).toBe(0);
    expect(t3.aborted).toEqual(['an IC may not build anything on the turn after its system was devastated (NOVA 4.2)']);
    expect(t3.salvage).toEqual(['OLD: salvage happens at an established, unsuppressed IC, and the IC at C may not be used this turn: its system was devastated last turn (NOVA 4.2, 4.5)']);
    // NOVA: 4.4: a Type 7 World produces 150 again, and its IC builds.
    const t4 = nextTurn(after, 4);
    expect([t4.c, t4.aborted, t4.salvage, t4.sdus]).toEqual([150, [], [], 1]);
  });

  // NOVA: SUPPRESSION "Systems with two or more SDUs present do not suffer this penalty. In no case may an IC in a devastated system be used the turn following suppression."
  // NOVA: SYSTEM DEFENCE UNITS "SDUs do not prevent ICs from being suppressed the turn following DC attacks."
  it('two SDUs: production goes on, but the IC is still idle the turn after', () => {
    const after = raid(2);
    expect(after.systems.find((s) => s.id === 'c')?.suppressed).toBeUndefined();
    const t3 = nextTurn(after, 3);
    expect(t3.c).toBe(150);
    expect(t3.aborted).toEqual(['an IC may not build anything on the turn after its system was devastated (NOVA 4.2)']);
    expect(t3.salvage).toHaveLength(1);
    expect(t3.sdus).toBe(0);
  });

  // NOVA: SUPPRESSION "A system is also suppressed if surface combat continues past the end of the third round, regardless of the number of SDUs present on the planet."
  it('suppressed by surface combat (not devastated): no revenue; its IC works unless the setting idles it', () => {
    const world = new WorldBuilder(5)
      .empire('muddy', { treasury: 1000 })
      .home('m', 'muddy')
      .system('c', { type: 7, status: 'world', ownerId: 'muddy', colonies: 3, installations: { IC: 1, SDU: 3 }, suppressed: 4 })
      .design('hull', 'muddy', 'Hull', [['IE', 1], ['JD', 1]])
      .unit('old', 'muddy', 'ship', 'c', { name: 'OLD', designId: 'hull' })
      .build();
    const book = nextTurn(world, 5);
    expect([book.c, book.aborted, book.salvage, book.sdus]).toEqual([0, [], [], 1]);
    const strict = nextTurn(world, 5, { turn: { suppressedIcs: 'any' } });
    expect(strict.c).toBe(0);
    expect(strict.aborted).toEqual(['the IC at C may not be used this turn: its system is suppressed (NOVA 4.5; setting *ICs in a suppressed system*)']);
    expect(strict.salvage).toHaveLength(1);
  });
});
