import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../model/entities';
import { novaDesignSchema } from '../design-model';
import type { NovaDesignRow } from '../records';
import { battleContactOf, contactChain } from './battle-contact';
import type { TurnWorld } from './types';

describe('the contact order a ship fights under (NOVA: CONTACT ORDERS, HOSTILITIES)', () => {
  // NOVA: CONTACT ORDERS — each order's default "when hostilities occur", followed until the ship goes hostile or runs.
  it.each([
    [['F'], true, ['F', 'R']],
    [['F'], false, ['F', 'R']],
    [['G'], true, ['G', 'H']],
    [['G'], false, ['G', 'F', 'R']],
    [['H'], true, ['H']],
    [['N'], true, ['N', 'H']],
    [['N'], false, ['N', 'R']],
    [['Q'], true, ['Q', 'H']],
    [['Q'], false, ['Q', 'R']],
    [['R'], true, ['R']],
    [['T'], true, ['T', 'H']],
    [['T'], false, ['T', 'N', 'R']],
    [['U'], true, ['U', 'H']],
    [['U'], false, ['U', 'R']],
    [['K'], true, ['K', 'R']],
  ] as const)('%s (armed %s) → %s', (written, armed, chain) => {
    expect(contactChain(written, armed)).toEqual(chain);
  });

  // "A unit can't use more than two contact orders. The first being the primary status, the second the default in the event of hostilities."
  it('a written second order is the default in the event of hostilities', () => {
    expect(contactChain(['F', 'H'], true)).toEqual(['F', 'H']);
    expect(contactChain(['Q', 'R'], true)).toEqual(['Q', 'R']);
    expect(contactChain(['u', 'r'], true)).toEqual(['U', 'R']);
  });

  it('K follows the setting; no order gives the unit default (armed T, unarmed N); Zap meets aliens as H; an unarmed ship cannot be H and runs', () => {
    expect(contactChain(['K'], true, 'H')).toEqual(['K', 'H']);
    expect(contactChain(['K'], false, 'H')).toEqual(['K', 'H', 'R']);
    expect(contactChain(['K'], true, 'N')).toEqual(['K', 'N', 'H']);
    expect(contactChain([], true)).toEqual(['T', 'H']);
    expect(contactChain([], false)).toEqual(['N', 'R']);
    expect(contactChain(['F'], true, 'R', true)).toEqual(['H']);
    expect(contactChain(['H'], false)).toEqual(['N', 'R']);
    expect(contactChain(['H', 'U'], false)).toEqual(['U', 'R']);
  });

  it("reads a unit's orders for this turn and its design's weapons", () => {
    const world = {
      turn: 4,
      designs: [{ id: 'scout', empireId: 'e1', kind: 'ship', name: 'Scout', nova: novaDesignSchema.parse({ components: [{ code: 'IE', count: 1, level: 2 }, { code: 'SN', count: 1, level: 30 }] }) } as unknown as NovaDesignRow],
    } as unknown as TurnWorld;
    const unit = { id: 'u1', empireId: 'e1', kind: 'ship', name: 'Ranger', designId: 'scout', turnOrders: { turn: 4, line: 2, route: [], contact: ['U'], activity: [], retreat: null, retreating: false } } as unknown as Unit;
    expect(battleContactOf(unit, world)).toEqual({ written: 'U', chain: ['U', 'R'] });
    const stale = { ...unit, turnOrders: { ...(unit as unknown as { turnOrders: object }).turnOrders, turn: 3 } } as unknown as Unit;
    expect(battleContactOf(stale, world)).toEqual({ written: '', chain: ['N', 'R'] });
  });
});
