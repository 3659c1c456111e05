import { describe, expect, it } from 'vitest';
import { generalLineKind } from '../orders/read-general';
import { readActivityLine } from './activity-clauses';

const read = (text: string, order: 'GO' | 'CO' | 'SO' | null = null) => readActivityLine(3, text, order);

// NOVA: GENERAL, CONDITIONAL, SPECIAL ORDERS: the activity clauses a General, Conditional or Special order may hold.
describe('activity clauses of the general block', () => {
  it('reads "abort all activities" and its other spellings for all ships', () => {
    for (const text of ['GO: abort all activities', 'GO: no activities', 'GO: all ships abort all activities', 'GO: all ships will carry out no activities', 'GO: do not carry out any activities.', 'GO: cancel all activity orders']) {
      expect(read(text, 'GO'), text).toMatchObject({ read: true, kind: 'GO', ships: { kind: 'all-ships' }, effect: { kind: 'abort', letters: 'all' }, condition: null, onlyIf: false, interdicted: false });
    }
  });

  it('reads activities aborted by letter or name, and activities ordered, for ships by name', () => {
    expect(read('GO: do not Devastate')).toMatchObject({ read: true, effect: { kind: 'abort', letters: ['D'] } });
    expect(read('SO: HIVE 1, HIVE 2 no D, X', 'SO')).toMatchObject({ kind: 'SO', ships: { kind: 'named', names: ['HIVE 1', 'HIVE 2'] }, effect: { kind: 'abort', letters: ['D', 'X'] } });
    expect(read('GO: all ships X')).toMatchObject({ effect: { kind: 'order', activities: [{ letter: 'X' }] } });
    expect(read('SO: RAZER 1 Devastate and Explore', 'SO')).toMatchObject({ ships: { kind: 'named', names: ['RAZER 1'] }, effect: { kind: 'order', activities: [{ letter: 'D' }, { letter: 'X' }] } });
    expect(read('GO: all Shades M+2')).toMatchObject({ ships: { kind: 'named', names: ['all Shades'] }, effect: { kind: 'order', activities: [{ letter: 'M', range: 2 }] } });
    expect(read('GO: all ships Warp X')).toMatchObject({ effect: { kind: 'order', activities: [{ letter: 'W' }] } });
  });

  // NOVA: CONDITIONAL ORDERS "(Ex - two players order their armies to Assault only if the other players' does …)"
  it('reads the book\'s "Assault only if the other does" as a conditional assault that is aborted while not met', () => {
    expect(read('CO: BROOD SHIP 2 Assault only if Empire B assaults', 'CO')).toMatchObject({ read: true, kind: 'CO', ships: { kind: 'named', names: ['BROOD SHIP 2'] }, effect: { kind: 'order', activities: [{ letter: 'A' }] }, condition: 'only if Empire B assaults', onlyIf: true });
    expect(read('CO: if Empire B leaves, all ships E', 'CO')).toMatchObject({ condition: 'if Empire B leaves', onlyIf: false, effect: { kind: 'order', activities: [{ letter: 'E' }] } });
    expect(read('GO: all ships D unless fired upon')).toMatchObject({ condition: 'unless fired upon', effect: { kind: 'order' } });
  });

  // NOVA: ACTIVITIES AND INTERDICTIONS "(Ex - if Interdicted do not modify orders unless the system identifies itself as belonging to Player D.)"
  it('reads the book\'s interdiction example: the engine reads "if interdicted", the GM rules the "unless"', () => {
    expect(read('CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D', 'CO')).toMatchObject({
      read: true,
      effect: { kind: 'keep' },
      interdicted: true,
      condition: 'unless the system identifies itself as belonging to Player D',
    });
    expect(read('CO: if interdicted, carry out activities', 'CO')).toMatchObject({ effect: { kind: 'keep' }, interdicted: true, condition: null });
    expect(read('GO: all ships D if interdicted')).toMatchObject({ effect: { kind: 'order', activities: [{ letter: 'D' }] }, interdicted: true, condition: null });
    expect(read('CO: if stopped by interdiction, no activities', 'CO')).toMatchObject({ effect: { kind: 'abort', letters: 'all' }, interdicted: true });
  });

  it('a line that looks like an activity order but does not read is unread with the reason, never dropped', () => {
    expect(read('GO: all ships Devastate Frobnicate')).toMatchObject({ read: false, reason: expect.stringContaining('is not an activity NOVA reads') });
    expect(read('GO: do not modify orders')).toMatchObject({ read: false, reason: expect.stringContaining('only for interdicted ships') });
    expect(read('GO: all ships Surrender')).toMatchObject({ read: false, reason: expect.stringContaining('S(Empire A)') });
    expect(read('CO: if Empire B leaves all ships Explore', 'CO')).toMatchObject({ read: false, reason: expect.stringContaining('comma') });
    // No activity word at all: another reader's (or the GM's warning), not this one's.
    expect(read('GO: please be kind')).toBeNull();
    expect(read('GO: Transfer HAMMER 1 to Empire A')).toBeNull();
  });

  it('the sheet reads an activity clause as an order, and an unread one as an error with its reason', () => {
    expect(generalLineKind('GO: abort all activities')).toEqual({ kind: 'order' });
    expect(generalLineKind('CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D')).toEqual({ kind: 'order' });
    expect(generalLineKind('GO: all ships Devastate Frobnicate')).toMatchObject({ kind: 'unknown', message: expect.stringContaining('Frobnicate') });
    // Other readers keep their lines.
    expect(generalLineKind('GO: Interdict own ships')).toEqual({ kind: 'order' });
    expect(generalLineKind('GO: all ships Friendly vs Empire A')).toEqual({ kind: 'order' });
  });

  it('stays linear on a long line (left to the GM past 400 characters)', () => {
    expect(read(`GO: ${'HIVE '.repeat(200)}D`)).toBeNull();
    expect(read(`GO: all ships ${' '.repeat(300)}D`)).toMatchObject({ read: true });
  });
});
