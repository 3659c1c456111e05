import { describe, expect, it } from 'vitest';
import { contactsOf } from './contacts-state';
import { describeEvent } from './describe';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnEvent } from './events';
import type { EmpireOrders, TurnWorld } from './types';

/** AROMA's frigate jumps from its home A into C, an outpost MUDDY captured (1 colony, no militia, no ships there); `fields` add to C. */
function world(fields: Record<string, unknown> = {}, extra: (b: WorldBuilder) => WorldBuilder = (b) => b): TurnWorld {
  return extra(
    new WorldBuilder(3)
      .empire('aroma', { name: 'Aroma', treasury: 100 })
      .empire('muddy', { name: 'Muddy', treasury: 100 })
      .home('a', 'aroma')
      .system('c', { type: 3, status: 'outpost', ownerId: 'muddy', colonies: 1, captured: true, ...fields })
      .line('w1', 'a', 'C', 'c', 'A')
      .design('frigate', 'aroma', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
      .design('guard', 'muddy', 'Guard', [['IE', 2], ['JD', 1], ['BL', 15]])
      .unit('f1', 'aroma', 'ship', 'a', { name: 'Frigate 1', designId: 'frigate' }),
  ).build();
}

function run(w: TurnWorld, orders: EmpireOrders[], settings: Record<string, unknown> = {}) {
  return runTurn({ world: w, orders, seed: 's', settings: { turn: settings } });
}

const contacts = (events: readonly TurnEvent[]) => events.filter((e) => e.kind === 'contact');
const moveIn = (contact: string) => sheet('aroma', [['movement', `A | FRIGATE 1 | C | ${contact} |`]]);

// NOVA: I.F.F. "Identification Friend or Foe is automatic and applies to surface units as well as ships. I.F.F. is resolved immediately when alien units meet."
describe('I.F.F. of surface units (NOVA 6.4, surface-iff.ts)', () => {
  it('NOVA: NORMAL CONTACT "one empire\'s ships meet the units of another empire and neither side is neutral or hostile": F ships meet colonists under "GO: all units Friendly" and both gain Normal contact', () => {
    const r = run(world(), [moveIn('F'), sheet('muddy', [['general', 'GO: all units Friendly']])]);
    expect(contacts(r.events)).toMatchObject([
      { empireId: 'aroma', otherEmpireId: 'muddy', outcome: 'friendly', newLevel: 'normal', alienShips: 0, surface: { side: 'ships', kinds: ['colonists'] } },
      { empireId: 'muddy', otherEmpireId: 'aroma', outcome: 'friendly', newLevel: 'normal', alienShips: 1, notices: ['JI'], surface: { side: 'planet', kinds: ['colonists'] } },
    ]);
    for (const id of ['aroma', 'muddy']) expect(contactsOf(r.world.empires.find((e) => e.id === id) as never)).toMatchObject([{ level: 'normal' }]);
    // The GM reads it on the Turn screen.
    const names = { empire: (id: string) => id, system: (id: string) => id, unit: (id: string) => id };
    expect(describeEvent(contacts(r.events)[0] as TurnEvent, names as never)).toContain('surface units (colonists)');
  });

  it('NOVA: STANDARD ORDERS "All colonists have N orders": without a general order the meeting is neutral, no contact is gained, both are told', () => {
    const r = run(world(), [moveIn('F')]);
    expect(contacts(r.events)).toMatchObject([
      { empireId: 'aroma', outcome: 'neutral', newLevel: null, orders: ['F', 'N'] },
      { empireId: 'muddy', outcome: 'neutral', newLevel: null, orders: ['N', 'F'] },
    ]);
    expect(contactsOf(r.world.empires.find((e) => e.id === 'aroma') as never)).toEqual([]);
  });

  it('"all ships" does not reach the colonists; "all units" does (NOVA 6.9)', () => {
    const r = run(world(), [moveIn('F'), sheet('muddy', [['general', 'GO: all ships Friendly']])]);
    expect(contacts(r.events)[0]).toMatchObject({ outcome: 'neutral' });
  });

  it('NOVA: STANDARD ORDERS "All armies are Hostile": armies on the ground make the meeting hostile; no space battle (surface units are not in space combat)', () => {
    const r = run(world({}, (b) => b.unit('ra1', 'muddy', 'RA', 'c')), [moveIn('F')]);
    expect(contacts(r.events)).toMatchObject([{ empireId: 'aroma', outcome: 'hostile', surface: { kinds: ['armies', 'colonists'] } }, { empireId: 'muddy', outcome: 'hostile' }]);
    expect(r.battles).toEqual([]);
  });

  it('NOVA: MILITIA ARMIES are armies: an uncaptured outpost\'s militia make the meeting hostile unless a general order for "all units" says otherwise', () => {
    expect(contacts(run(world({ captured: false }), [moveIn('F')]).events)[0]).toMatchObject({ outcome: 'hostile', surface: { kinds: ['colonists', 'militia'] } });
    expect(contacts(run(world({ captured: false }), [moveIn('F'), sheet('muddy', [['general', 'GO: all units Friendly']])]).events)[0]).toMatchObject({ outcome: 'friendly', newLevel: 'normal' });
  });

  it('installed SDUs: H by default (setting sduContact), N when set so', () => {
    expect(contacts(run(world({ installations: { SDU: 2 } }), [moveIn('F')]).events)[0]).toMatchObject({ outcome: 'hostile', surface: { kinds: ['SDUs', 'colonists'] } });
    expect(contacts(run(world({ installations: { SDU: 2 } }), [moveIn('F')], { sduContact: 'N' }).events)[0]).toMatchObject({ outcome: 'neutral' });
  });

  it('an empire with ships there is met by its ships, as before: no second, surface meeting', () => {
    const w = world({}, (b) => b.unit('g1', 'muddy', 'ship', 'c', { name: 'Guard 1', designId: 'guard' }));
    const r = run(w, [moveIn('F'), sheet('muddy', [['movement', 'C | GUARD 1 | | F |']])]);
    expect(contacts(r.events).filter((e) => e.kind === 'contact' && e.surface)).toEqual([]);
    expect(contacts(r.events)).toHaveLength(2);
  });

  it('NOVA: CONTACT ORDERS G "Order aliens to abort all activity orders": a planet on "all units Guard" makes an F ship abort its activity (code 3, friendly); R ships do not retreat from surface units ("if meet any alien ships")', () => {
    const w = world({}, (b) => b.system('d', { type: 3 }).line('w2', 'c', 'B', 'd', 'A'));
    const r = run(w, [sheet('aroma', [['movement', 'A | FRIGATE 1 | C | F,O |']]), sheet('muddy', [['general', 'GO: all units Guard']])]);
    expect(contacts(r.events)[0]).toMatchObject({ code: 3, outcome: 'friendly', aborted: ['O'] });
    const retreat = run(world(), [moveIn('R')]);
    expect(retreat.events.filter((e) => e.kind === 'retreat')).toEqual([]);
    expect(contacts(retreat.events)[0]).toMatchObject({ code: 7 });
  });

  it('a GM contact ruling for the pair in the system replaces the table, as for ships', () => {
    const r = runTurn({ world: world(), orders: [moveIn('F')], seed: 's', decisions: { contacts: { 'c:aroma:muddy': { value: 'friendly', note: 'they waved' } } } });
    expect(contacts(r.events)[0]).toMatchObject({ outcome: 'friendly', newLevel: 'normal', ruled: true });
  });
});
