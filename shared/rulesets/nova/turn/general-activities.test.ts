import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { describeEvent, worldNames } from './describe';
import { runTurn } from './run-turn';
import { conditionKey } from './stances';
import { sheet, WorldBuilder } from './test-world';
import type { TurnDecisions } from './types';

const explored = (empireId: string, systemId: string) => ({ gameId: 'g', id: `k.${empireId}.${systemId}`, empireId, systemId, how: 'explored', turn: 1, name: systemId.toUpperCase(), type: 5, status: null, warpPoints: [] }) as Knowledge;

/** AROMA's two Razers (DC) at C, a MUDDY outpost AROMA has explored. */
function outpost(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma', { name: 'Aroma', treasury: 100 })
    .empire('muddy', { name: 'Muddy', treasury: 100 })
    .home('a', 'aroma')
    .system('c', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 1], ['DC', 1], ['BL', 10]])
    .unit('r1', 'aroma', 'ship', 'c', { name: 'Razer 1', designId: 'razer' })
    .unit('r2', 'aroma', 'ship', 'c', { name: 'Razer 2', designId: 'razer' });
}
const devastatedBy = (run: ReturnType<typeof runTurn>) => run.events.filter((e) => e.kind === 'devastated' && e.empireId === 'aroma').flatMap((e) => (e.kind === 'devastated' ? e.byUnitIds : []));
function run(general: string[], rows: string[] = ['C | RAZER 1 | | N,D |', 'C | RAZER 2 | | N,D |'], decisions: TurnDecisions = {}) {
  const world = outpost().build();
  world.knowledge.push(explored('aroma', 'c'));
  const orders = [sheet('aroma', [...rows.map((r): ['movement', string] => ['movement', r]), ...general.map((g): ['general', string] => ['general', g])])];
  return runTurn({ world, orders, seed: 's', decisions });
}
const activityEvents = (r: ReturnType<typeof runTurn>) => r.events.filter((e) => e.kind === 'general-activity');

// NOVA: GENERAL, CONDITIONAL, SPECIAL ORDERS
describe('General, Conditional and Special orders whose clause is an activity are carried out', () => {
  it('GENERAL ORDERS "will OVERRIDE the regular orders given to a unit": "abort all activities" stops the D on the rows', () => {
    expect(devastatedBy(run([]))).toEqual(['r1']);
    const r = run(['GO: abort all activities']);
    expect(devastatedBy(r)).toEqual([]);
    const event = activityEvents(r)[0];
    expect(event).toMatchObject({ step: 'D', empireId: 'aroma', audience: [], line: 3, unitIds: ['r1', 'r2'], removed: ['D'] });
    expect(describeEvent(event!, worldNames(r.world))).toBe('Aroma: line 3 "GO: abort all activities": Razer 1 and Razer 2: D aborted; activities aborted (GO)');
  });

  it('"all ships D" gives the activity to every ship, also to one with no row on the grid (it stays where it is)', () => {
    const r = run(['GO: all ships D'], ['C | RAZER 1 | | N |']);
    expect(devastatedBy(r)).toEqual(['r1']);
    expect(activityEvents(r)[0]).toMatchObject({ unitIds: ['r1', 'r2'], added: ['D'] });
    expect(r.world.units.find((u) => u.id === 'r2')?.systemId).toBe('c');
  });

  // NOVA: SPECIAL ORDERS "Special orders have the highest priority, overriding all other orders given … used to specify exceptions to General Orders."
  it('priority SO > CO > GO > the unit\'s order: a GO aborts, a ruled CO and an SO give exceptions', () => {
    const r = run(['GO: no activities', 'SO: RAZER 2 D'], ['C | RAZER 1 | | N,D |', 'C | RAZER 2 | | N |']);
    expect(devastatedBy(r)).toEqual(['r2']);
    // Written in the other order on the sheet, the SO still wins over the GO.
    expect(devastatedBy(run(['SO: RAZER 2 D', 'GO: no activities'], ['C | RAZER 1 | | N,D |', 'C | RAZER 2 | | N |']))).toEqual(['r2']);
    // NOVA: CONDITIONAL ORDERS "will override both General Orders and the regular orders given a unit"; SO above CO.
    const ruled = { conditions: { [conditionKey('aroma', 4)]: { value: true, note: 'Muddy left' } } };
    expect(devastatedBy(run(['GO: all ships D', 'CO: if Muddy leaves, do not D'], undefined, ruled))).toEqual([]);
    expect(devastatedBy(run(['GO: all ships D', 'CO: if Muddy leaves, do not D', 'SO: RAZER 2 D'], undefined, ruled))).toEqual(['r2']);
  });

  // NOVA: CONDITIONAL ORDERS "The GM will use a literal interpretation of such orders to determine outcome."
  it('a condition applies only as the GM rules it; unruled, the dry run prompts for it', () => {
    const unruled = run(['CO: if Muddy leaves, do not D']);
    expect(devastatedBy(unruled)).toEqual(['r1']);
    expect(unruled.warnings.find((w) => w.code === 'CONDITION')?.message).toBe(
      'Aroma, line 3 (CO: if Muddy leaves, do not D): the condition "if Muddy leaves" is not ruled; it is not carried out until you rule it met (Rulings → Condition of a conditional order; NOVA CONDITIONAL ORDERS: read literally)',
    );
    expect(activityEvents(unruled)[0]).toMatchObject({ unitIds: [], why: 'not carried out: its condition is not ruled' });
    // A CO is conditional by its kind, even with no condition written out: the GM rules it.
    const bare = run(['CO: no activities']);
    expect(devastatedBy(bare)).toEqual(['r1']);
    expect(bare.warnings.find((w) => w.code === 'CONDITION')?.message).toContain('a Conditional order whose condition is not written out is not ruled');
    const notMet = run(['CO: if Muddy leaves, do not D'], undefined, { conditions: { [conditionKey('aroma', 3)]: { value: false, note: 'still there' } } });
    expect(devastatedBy(notMet)).toEqual(['r1']);
    expect(notMet.warnings.some((w) => w.code === 'CONDITION')).toBe(false);
    const met = run(['CO: if Muddy leaves, do not D'], undefined, { conditions: { [conditionKey('aroma', 3)]: { value: true, note: 'Muddy left at F' } } });
    expect(devastatedBy(met)).toEqual([]);
    expect(activityEvents(met)[0]).toMatchObject({ unitIds: ['r1', 'r2'], removed: ['D'], why: 'activities aborted (CO (condition ruled met: Muddy left at F))' });
  });

  // NOVA: CONDITIONAL ORDERS "They may not be based on events occurring in systems other than the one that the affected ships are in."
  it('a condition about another system is refused (CONDITION-SYSTEM) unless the GM rules it anyway; one about the ships\' own system is ruled as usual', () => {
    const world = outpost().system('g', { name: 'ALGOL', type: 4 }).build();
    world.knowledge.push(explored('aroma', 'c'), { ...explored('aroma', 'g'), name: 'ALGOL' } as Knowledge);
    world.systems.find((x) => x.id === 'c')!.name = 'CASTOR';
    const orders = (line: string) => [sheet('aroma', [['movement', 'CASTOR | RAZER 1 | | N,D |'], ['general', line]])];
    const elsewhere = runTurn({ world, orders: orders('CO: if aliens attack ALGOL, do not D'), seed: 's' });
    expect(elsewhere.events.find((e) => e.kind === 'order-error' && e.code === 'CONDITION-SYSTEM')).toMatchObject({ empireId: 'aroma', line: 2, reason: expect.stringContaining('the condition names ALGOL, where none of the ships it covers is') });
    expect(elsewhere.warnings.some((w) => w.code === 'CONDITION')).toBe(false);
    expect(devastatedBy(elsewhere)).toEqual(['r1']);
    // The GM is the final arbiter: a ruling stands.
    const ruled = runTurn({ world, orders: orders('CO: if aliens attack ALGOL, do not D'), seed: 's', decisions: { conditions: { [conditionKey('aroma', 2)]: { value: true, note: 'ALGOL is next door; allowed' } } } });
    expect(devastatedBy(ruled)).toEqual([]);
    const here = runTurn({ world, orders: orders('CO: if aliens attack CASTOR, do not D'), seed: 's' });
    expect(here.events.some((e) => e.kind === 'order-error' && e.code === 'CONDITION-SYSTEM')).toBe(false);
    expect(here.warnings.some((w) => w.code === 'CONDITION')).toBe(true);
  });

  it('a clause naming a ship the empire does not have is an order error (NT); one that does not read never reaches the turn unseen', () => {
    const r = run(['SO: RAZER 9 no activities']);
    expect(r.events.find((e) => e.kind === 'order-error' && e.code === 'NT')).toMatchObject({ empireId: 'aroma', line: 3, reason: 'no ship of this empire is called RAZER 9' });
    expect(devastatedBy(r)).toEqual(['r1']);
    const unread = run(['GO: all ships Devastate Frobnicate']);
    expect(unread.events.find((e) => e.kind === 'order-error' && e.line === 3)).toMatchObject({ code: 'UNREAD' });
  });
});

/** AROMA's army ship at C (held by MUDDY, explored by AROMA), two AA aboard. */
function invasion(): WorldBuilder {
  return new WorldBuilder(3)
    .empire('aroma', { name: 'Aroma', treasury: 100, contacts: [{ empireId: 'muddy', level: 'normal', alias: 'Empire B', since: 1 }] })
    .empire('muddy', { name: 'Muddy', treasury: 100, contacts: [{ empireId: 'aroma', level: 'normal', alias: 'Empire A', since: 1 }] })
    .home('a', 'aroma')
    .home('m', 'muddy')
    .system('c', { type: 5, status: 'settlement', ownerId: 'muddy', colonies: 2 })
    .line('w1', 'a', 'B', 'c', 'A')
    .design('brood', 'aroma', 'Brood', [['IE', 1], ['JD', 1], ['CH', 4]])
    .unit('b1', 'aroma', 'ship', 'c', { name: 'Brood 1', designId: 'brood' })
    .unit('aa1', 'aroma', 'AA', 'c', { carriedBy: 'b1' })
    .unit('aa2', 'aroma', 'AA', 'c', { carriedBy: 'b1' });
}

// NOVA: CONDITIONAL ORDERS "(Ex - two players order their armies to Assault only if the other players' does. Since both are waiting for the other to move first, neither would assault.)"
describe('"Assault only if …": literal, as the book reads it', () => {
  const assault = (decisions: TurnDecisions) => {
    const world = invasion().build();
    world.knowledge.push(explored('aroma', 'c'));
    const orders = [sheet('aroma', [['movement', 'C | BROOD 1 | | N |'], ['general', 'CO: BROOD 1 Assault only if Empire B assaults']])];
    return runTurn({ world, orders, seed: 's', decisions });
  };
  const landed = (r: ReturnType<typeof runTurn>) => r.world.units.filter((u) => u.kind === 'AA' && !(u as { carriedBy?: string }).carriedBy).length;

  it('waiting for the other to move first, neither assaults: not met (or not ruled), the A is not carried out', () => {
    const unruled = assault({});
    expect(landed(unruled)).toBe(0);
    expect(unruled.warnings.find((w) => w.code === 'CONDITION')?.message).toContain('until you rule it met, its activities are not carried out');
    expect(activityEvents(unruled)[0]).toMatchObject({ why: '"only if": the condition is not ruled, so A is not carried out' });
    const notMet = assault({ conditions: { [conditionKey('aroma', 2)]: { value: false, note: 'Empire B waits too' } } });
    expect(landed(notMet)).toBe(0);
    expect(notMet.pending).toEqual([]);
  });

  it('ruled met, the armies land and fight for the planet', () => {
    const met = assault({ conditions: { [conditionKey('aroma', 2)]: { value: true, note: 'Empire B assaulted first' } } });
    expect(landed(met)).toBe(2);
    expect(met.events.find((e) => e.kind === 'battle' && e.empireId === 'aroma')).toMatchObject({ step: 'I', battleKind: 'surface', systemId: 'c' });
    expect(activityEvents(met)[0]).toMatchObject({ unitIds: ['b1'], added: ['A'] });
  });
});

/**
 * A–B–C: AROMA's Razer (DC, XC) goes A → B → C; MUDDY's Warden (DG20) interdicts at B, a MUDDY
 * outpost AROMA has explored.
 */
function interdicted(): WorldBuilder {
  return new WorldBuilder(5)
    .empire('aroma', { name: 'Aroma', contacts: [] })
    .empire('muddy', { name: 'Muddy', contacts: [] })
    .home('a', 'aroma')
    .system('b', { type: 5, status: 'outpost', ownerId: 'muddy', colonies: 1 })
    .system('c', { type: 3 })
    .line('w1', 'a', 'B', 'b', 'A')
    .line('w2', 'b', 'C', 'c', 'B')
    .design('razer', 'aroma', 'Razer', [['IE', 1], ['JD', 2], ['DC', 1], ['XC', 1], ['BL', 10]])
    .design('warden', 'muddy', 'Warden', [['IE', 1], ['JD', 1], ['DG', 20]])
    .unit('r1', 'aroma', 'ship', 'a', { name: 'Razer 1', designId: 'razer' })
    .unit('w', 'muddy', 'ship', 'b', { name: 'Warden', designId: 'warden' });
}
function stopped(general: string[], decisions: TurnDecisions = {}, row = 'A | RAZER 1 | B - C | N,D |') {
  const world = interdicted().build();
  world.knowledge.push(explored('aroma', 'b'));
  return runTurn({ world, orders: [sheet('aroma', [['movement', row], ...general.map((g): ['general', string] => ['general', g])])], seed: 's', decisions });
}

// NOVA: ACTIVITIES AND INTERDICTIONS
describe('activities of a ship interdicted short of its destination', () => {
  it('"If a ship is stopped unexpectedly it won\'t A,D,E, or L": the Razer stopped at B does not devastate B', () => {
    const r = stopped([]);
    expect(r.world.units.find((u) => u.id === 'r1')?.systemId).toBe('b');
    expect(r.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'INTERDICTED', unitIds: ['r1'] });
    expect(r.events.some((e) => e.kind === 'devastated')).toBe(false);
  });

  it('"Some activity orders are keyed to the destination system": the others (X) are still carried out where it stopped', () => {
    const r = stopped([], {}, 'A | RAZER 1 | B - C | N,X,D |');
    expect(r.events.some((e) => e.kind === 'devastated')).toBe(false);
    expect(r.events.find((e) => e.kind === 'explored' && e.empireId === 'aroma')).toMatchObject({ systemId: 'b' });
  });

  const book = 'CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D';
  it('"(Ex - if Interdicted do not modify orders unless the system identifies itself as belonging to Player D.)": the GM rules the "unless"', () => {
    const unruled = stopped([book]);
    expect(unruled.events.some((e) => e.kind === 'devastated')).toBe(false);
    expect(unruled.warnings.find((w) => w.code === 'CONDITION')).toMatchObject({ step: 'F', message: expect.stringContaining('unless the system identifies itself as belonging to Player D') });
    const notD = stopped([book], { conditions: { [conditionKey('aroma', 2)]: { value: true, note: 'B does not say it is Player D' } } });
    expect(notD.events.find((e) => e.kind === 'devastated' && e.empireId === 'aroma')).toMatchObject({ systemId: 'b', byUnitIds: ['r1'] });
    const event = activityEvents(notD).find((e) => e.step === 'F');
    expect(describeEvent(event!, worldNames(notD.world))).toBe(`Aroma: line 2 "${book}": Razer 1; orders not modified: A, D, E and L are carried out where the ship was stopped (CO, interdicted short of the destination (condition ruled met: B does not say it is Player D))`);
    const isD = stopped([book], { conditions: { [conditionKey('aroma', 2)]: { value: false, note: 'B is Player D' } } });
    expect(isD.events.some((e) => e.kind === 'devastated')).toBe(false);
  });

  it('"Conditional orders may be written to take this into effect": "if interdicted, carry out activities" is read by the engine alone; a ship that arrives is not touched', () => {
    const r = stopped(['CO: if interdicted, carry out activities']);
    expect(r.warnings.some((w) => w.code === 'CONDITION')).toBe(false);
    expect(r.events.find((e) => e.kind === 'devastated' && e.empireId === 'aroma')).toMatchObject({ systemId: 'b' });
    // Not interdicted (no Warden): the clause covers no ship, and the Razer devastates nothing at C (unexplored: an order error, as before).
    const world = interdicted().build();
    world.units = world.units.filter((u) => u.id !== 'w');
    const free = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | RAZER 1 | B - C | N,D |'], ['general', 'CO: if interdicted, carry out activities']])], seed: 's' });
    expect(free.world.units.find((u) => u.id === 'r1')?.systemId).toBe('c');
    expect(activityEvents(free).find((e) => e.step === 'F')).toMatchObject({ unitIds: [], why: 'no ship it covers was stopped by an interdiction this turn' });
    // Nor is the GM asked to rule a condition no ship needs.
    const freeWorld = interdicted().build();
    freeWorld.units = freeWorld.units.filter((u) => u.id !== 'w');
    const book = runTurn({ world: freeWorld, orders: [sheet('aroma', [['movement', 'A | RAZER 1 | B - C | N,D |'], ['general', 'CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D']])], seed: 's' });
    expect(book.warnings.some((w) => w.code === 'CONDITION')).toBe(false);
  });

  it('"Contact orders are never altered by interdiction": the stopped Razer keeps its H and fights the Warden; "if interdicted, no activities" aborts only activities', () => {
    const r = stopped(['CO: if interdicted, no activities'], {}, 'A | RAZER 1 | B - C | H,X |');
    expect(r.pending.map((b) => b.kind)).toEqual(['space']);
    expect(activityEvents(r).find((e) => e.step === 'F')).toMatchObject({ unitIds: ['r1'], removed: ['X'] });
    expect(r.events.some((e) => e.kind === 'explored' && e.empireId === 'aroma')).toBe(false);
  });
});
