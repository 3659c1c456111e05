import { describe, expect, it } from 'vitest';
import type { ContactLetter } from '../orders/order-letters';
import { resolveSystemContacts, type ContactUnit, type EmpireStance } from './contact';
import { cargoStep } from './step-d-cargo';
import { movementStep } from './step-f-movement';
import { runTurn } from './run-turn';
import { sheet, stepInput, WorldBuilder } from './test-world';

const unit = (unitId: string, empireId: string, contact: ContactLetter[], armed: boolean, kind?: ContactUnit['kind']): ContactUnit => ({ unitId, empireId, name: unitId.toUpperCase(), armed, contact, activities: [], ...(kind ? { kind } : {}) });
const stances = (...ids: string[]) => new Map<string, EmpireStance>(ids.map((id) => [id, { empireId: id, clauses: [], contacts: [], name: id.toUpperCase() }]));

/** AROMA and MUDDY ships meet at C: an armed Frigate and an unarmed Tender each; MUDDY's Warden (DG20) waits at B on A–B–C. */
function world() {
  return new WorldBuilder(3)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .system('b', { type: 5 })
    .system('c', { type: 3 })
    .line('ab', 'a', 'B', 'b', 'A')
    .line('bc', 'b', 'C', 'c', 'B')
    .design('frigate', 'aroma', 'Frigate', [['IE', 2], ['JD', 2], ['BL', 15]])
    .design('tender', 'muddy', 'Tender', [['IE', 1], ['JD', 1], ['CH', 30]])
    .design('warden', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20]]);
}

describe('NOVA: DEFAULT ORDERS (6.7) and STANDARD ORDERS (6.6)', () => {
  // NOVA: DEFAULT ORDERS "All ships not given individual orders are assumed to have Neutral orders if they are unarmed, and Tolerate orders otherwise."
  it('ships without orders: armed Tolerate, unarmed Neutral (T vs N, code 10)', () => {
    const w = world().unit('f', 'aroma', 'ship', 'c', { name: 'Frigate', designId: 'frigate' }).unit('t', 'muddy', 'ship', 'c', { name: 'Tender', designId: 'tender' }).build();
    const run = runTurn({ world: w, orders: [], seed: 's' });
    expect(run.events.find((e) => e.kind === 'contact' && e.empireId === 'aroma')).toMatchObject({ orders: ['T', 'N'], code: 10 });
  });

  // NOVA: DEFAULT ORDERS "All armies are Hostile. All colonists have N orders."
  it('armies default to Hostile, colonists to Neutral', () => {
    const r = resolveSystemContacts([unit('f', 'aroma', [], true), unit('army', 'muddy', [], false, 'army'), unit('col', 'muddy', [], false, 'colonists')], stances('aroma', 'muddy'));
    expect(r.pairs.find((p) => p.a === 'aroma' && p.b === 'muddy')?.groups.map((g) => g.orders.join(''))).toEqual(['TH', 'TN']);
  });

  // NOVA: DEFAULT ORDERS "Ships equipped with DGs default to Interdict orders."
  it('a DG ship without orders interdicts: an alien ship passing through is stopped there', () => {
    const w = world().unit('f', 'aroma', 'ship', 'a', { name: 'Frigate', designId: 'frigate' }).unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' }).build();
    const orders = [sheet('aroma', [['movement', 'A | FRIGATE | B - C | T |']])];
    const moved = movementStep(stepInput(cargoStep(stepInput(w, orders)).world, orders));
    expect(moved.world.units.find((u) => u.id === 'f')?.systemId).toBe('b');
    expect(moved.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'INTERDICTED' });
  });

  // NOVA: STANDARD ORDERS "Some orders specify a default, which takes effect when hostilities occur." "The letter will be followed, not the spirit."
  it('a written default takes effect when hostilities occur; a code letter means exactly its definition', () => {
    const w = world().unit('f', 'aroma', 'ship', 'c', { name: 'Frigate', designId: 'frigate' }).unit('t', 'muddy', 'ship', 'c', { name: 'Tender', designId: 'tender' }).build();
    // F with default R against H: hostilities (code 4); the unarmed tender, R by its written default, retreats.
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', 'C | FRIGATE | | H |']]), sheet('muddy', [['movement', 'C | TENDER | | F,R |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'contact' && e.empireId === 'muddy')).toMatchObject({ orders: ['F', 'H'], outcome: 'hostile' });
  });
});
