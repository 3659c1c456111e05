import { describe, expect, it } from 'vitest';
import { stowageOf } from '../cargo-stowage';
import { holdHits } from '../cargo-holds';
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
    .unit('ic', 'aroma', 'IC', 'a')
    .unit('aa1', 'aroma', 'AA', 'a');
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

// NOVA: CARGO HOLDS "Unless specified in a player's orders, cargo is loaded in cheapest / smallest /
// alphabetical order. CH are always filled first to last." (orders/cargo-order.ts)
describe('step D: the loading order the orders specify', () => {
  const runWith = (rows: [string, string][], settings: Record<string, unknown> = {}) => cargoStep(stepInput(world().build(), [sheet('aroma', rows.map(([section, text]) => [section, text] as const) as never)], settings));
  const where = (out: ReturnType<typeof run>, id: string) => stowageOf(out.world.units.find((u) => u.id === 'mule') as never, out.world.units, out.world.designs).where.get(id);

  it('setting "written": the IC written first takes holds 1–4, one colony the last two; the other colonies stay behind', () => {
    const out = runWith([['movement', 'A | MULE (1 IC, 3 COL) | A | F |']], { orders: { cargoOrder: 'written' } });
    expect(['ic', 'c1', 'c2', 'c3'].map((id) => carrier(out, id))).toEqual(['mule', 'mule', undefined, undefined]);
    expect(out.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'CAPACITY', reason: expect.stringContaining('2 C not loaded') });
    expect(where(out, 'ic')).toEqual({ holds: [0, 1, 2, 3] });
    expect(where(out, 'c1')).toEqual({ holds: [4, 5] });
    // A critical hit on hold 5 empties it: the colony written second sits there, not the IC.
    expect(holdHits(stowageOf(out.world.units.find((u) => u.id === 'mule') as never, out.world.units, out.world.designs), [4]).destroyed).toEqual(['c1']);
  });

  it('the book\'s order by default, and "Load cargo as written" in the GENERAL block says otherwise for the sheet', () => {
    const book = runWith([['movement', 'A | MULE (1 IC, 3 COL) | A | F |']]);
    expect(['ic', 'c1', 'c2', 'c3'].map((id) => carrier(book, id))).toEqual([undefined, 'mule', 'mule', 'mule']);
    expect(where(book, 'c1')).toEqual({ holds: [0, 1] });
    expect(book.world.units.some((u) => 'cargoSlot' in u)).toBe(false);
    const said = runWith([
      ['movement', 'A | MULE (1 IC, 3 COL) | A | F |'],
      ['general', 'GO: Load cargo as written'],
    ]);
    expect(['ic', 'c1', 'c2', 'c3'].map((id) => carrier(said, id))).toEqual(['mule', 'mule', undefined, undefined]);
  });

  it('with the setting "written", "Load cargo cheapest first" brings the book\'s order back for the sheet', () => {
    const out = runWith(
      [
        ['movement', 'A | MULE (1 IC, 3 COL) | A | F |'],
        ['general', 'Load cargo cheapest first'],
      ],
      { orders: { cargoOrder: 'written' } },
    );
    expect(['ic', 'c1', 'c2', 'c3'].map((id) => carrier(out, id))).toEqual([undefined, 'mule', 'mule', 'mule']);
  });

  it("loaded as written, the cargo keeps its holds when more is loaded later in the book's order", () => {
    const first = runWith([['movement', 'A | MULE (1 AA, 1 COL) | A | F |']], { orders: { cargoOrder: 'written' } });
    expect(where(first, 'c1')).toEqual({ holds: [1, 2] });
    const w = { ...first.world, turn: first.world.turn + 1 };
    const again = cargoStep(stepInput(w, [sheet('aroma', [['movement', 'A | MULE (1 AA, 2 COL) | A | F |']])]));
    expect(where(again, 'c1')).toEqual({ holds: [1, 2] });
    expect(where(again, 'c2')).toEqual({ holds: [3, 4] });
  });
});
