import { describe, expect, it } from 'vitest';
import { inSystemPlacement, readSetupOrder, type InSystemShip } from './in-system-setup';

const ship = (extra: Partial<InSystemShip> = {}): InSystemShip => ({ armed: false, sensorScreen: false, contact: [], activity: [], setup: null, explored: true, ...extra });

// NOVA: IN-SYSTEM SETUP
describe('in-system set-up', () => {
  it('a ship with a (D/n) sets up there, armed or not', () => {
    expect(inSystemPlacement(ship({ setup: { direction: 4, distance: 3 } }))).toMatchObject({ kind: 'ordered', setup: { direction: 4, distance: 3 } });
    expect(inSystemPlacement(ship({ armed: true, setup: { direction: 2, distance: 0 } }))).toMatchObject({ kind: 'ordered', setup: { direction: 2, distance: 0 } });
  });

  it('"armed ships are set up in the centre of the warp point" (the Huron in the book\'s example)', () => {
    expect(inSystemPlacement(ship({ armed: true }))).toMatchObject({ kind: 'centre' });
  });

  it('"unarmed ships in an explored system are not at the warp point" …', () => {
    expect(inSystemPlacement(ship())).toMatchObject({ kind: 'away' });
  });

  it('… "unless equipped with Sensor Screens or they are assigned contact/activity orders which require them to be at the warp point"', () => {
    expect(inSystemPlacement(ship({ sensorScreen: true }))).toMatchObject({ kind: 'centre' });
    expect(inSystemPlacement(ship({ contact: ['G', 'R'] }))).toMatchObject({ kind: 'centre', why: expect.stringContaining('G orders') });
    expect(inSystemPlacement(ship({ activity: ['I'] }))).toMatchObject({ kind: 'centre' });
    expect(inSystemPlacement(ship({ activity: ['W'] }))).toMatchObject({ kind: 'centre' });
    expect(inSystemPlacement(ship({ activity: ['Z'] }))).toMatchObject({ kind: 'centre' });
    expect(inSystemPlacement(ship({ contact: ['N'], activity: ['E'] }))).toMatchObject({ kind: 'away' });
  });

  it('an unarmed ship in a system its empire has not explored is at the warp point, in its centre', () => {
    expect(inSystemPlacement(ship({ explored: false }))).toMatchObject({ kind: 'centre' });
  });

  it('reads a stored set-up; an order stamped by the older reader (a bare distance) names no direction and reads as none', () => {
    expect(readSetupOrder({ direction: 4, distance: 3 })).toEqual({ direction: 4, distance: 3 });
    expect(readSetupOrder(3)).toBeNull();
    expect(readSetupOrder(null)).toBeNull();
    expect(readSetupOrder({ direction: 7, distance: 3 })).toBeNull();
    expect(readSetupOrder({ direction: 2, distance: -1 })).toBeNull();
  });
});
