import { describe, expect, it } from 'vitest';
import { cargoStep } from './step-d-cargo';
import { sheet, stepInput, WorldBuilder } from './test-world';

function world() {
  return new WorldBuilder(3)
    .empire('aroma', { treasury: 100 })
    .home('a', 'aroma')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1]])
    .design('mule', 'aroma', 'Mule', [['IE', 1], ['JD', 1], ['CH', 30, 6]])
    .design('carrier', 'aroma', 'Carrier', [['IE', 1], ['JD', 1], ['LB', 20]])
    .unit('scout', 'aroma', 'ship', 'a', { name: 'Scout', designId: 'scout' })
    .unit('mule', 'aroma', 'ship', 'a', { name: 'Mule', designId: 'mule' })
    .unit('c1', 'aroma', 'C', 'a')
    .unit('c2', 'aroma', 'C', 'a')
    .unit('c3', 'aroma', 'C', 'a')
    .unit('ic', 'aroma', 'IC', 'a');
}

const run = (w: ReturnType<typeof world>, rows: string[]) => cargoStep(stepInput(w.build(), [sheet('aroma', rows.map((r) => ['movement', r] as const))]));
const carrier = (out: ReturnType<typeof run>, id: string) => out.world.units.find((u) => u.id === id)?.carriedBy;

describe('step D: cargo loaded as the holds allow (NOVA: CARGO HOLDS, LAUNCH BAYS, 6.8)', () => {
  it('a scout with no hold carries nothing: three colonies and an IC stay behind, said on the line', () => {
    const out = run(world(), ['A | SCOUT (3 COL, 1 IC) | A | F |']);
    expect(['c1', 'c2', 'c3', 'ic'].map((id) => carrier(out, id))).toEqual([undefined, undefined, undefined, undefined]);
    expect(out.events.filter((e) => e.kind === 'order-error')).toMatchObject([
      { code: 'CAPACITY', line: 1, reason: 'cargo of SCOUT: 3 C, 1 IC not loaded: SCOUT has no cargo hold or launch bay (NOVA CARGO HOLDS, LAUNCH BAYS)' },
    ]);
  });

  it('six holds take what fits in the book\'s order: colonies (2 holds each) before the IC (4)', () => {
    const out = run(world(), ['A | MULE (1 IC, 3 COL) | A | F |']);
    expect(['c1', 'c2', 'c3', 'ic'].map((id) => carrier(out, id))).toEqual(['mule', 'mule', 'mule', undefined]);
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'CAPACITY', reason: 'cargo of MULE: 1 IC not loaded: MULE has 6 cargo holds (180 points) (IC: 4 holds needed, 0 of 6 free; NOVA CARGO HOLDS, LAUNCH BAYS)' });
  });

  it('what is already aboard keeps its holds; a ship goes into a launch bay only when its size fits', () => {
    const w = world()
      .unit('c1', 'aroma', 'C', 'a')
      .design('fighter', 'aroma', 'Fighter', [['IE', 1], ['BL', 10]])
      .unit('f1', 'aroma', 'ship', 'a', { name: 'Fighter', designId: 'fighter' })
      .unit('cv', 'aroma', 'ship', 'a', { name: 'Carrier', designId: 'carrier' });
    const out = run(w, ['A | CARRIER (FIGHTER, SCOUT) | A | F |']);
    expect(carrier(out, 'f1')).toBe('cv');
    // Scout: IE 1 + XC (10) = SSZ 10, the bay of 20 has 10 left.
    expect(carrier(out, 'scout')).toBe('cv');
    const full = run(w, ['A | CARRIER (FIGHTER, SCOUT, MULE) | A | F |']);
    expect(full.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'CAPACITY', reason: expect.stringMatching(/^cargo of CARRIER: MULE not loaded: CARRIER has a launch bay of 20 \(MULE: SSZ 180: no launch bay of size 180 or more, too large for a cargo hold/) });
  });
});
