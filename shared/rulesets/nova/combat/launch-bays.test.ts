import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { readBattleInput, startBattle, type BattleInput } from './battle';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';
import type { CombatShipSpec } from './ship-spec';

const CARRIER: CombatShipSpec = { className: 'Carrier', components: [...TRIBAL.components, { code: 'LB', count: 1, level: 20 }], missiles: [] };
const FIGHTER: CombatShipSpec = { className: 'Fighter', components: [{ code: 'IE', count: 1, level: 3 }, { code: 'SI', count: 1, level: 3 }, { code: 'AR', count: 2, level: 1 }, { code: 'BL', count: 1, level: 6 }], missiles: [] };

const input: BattleInput = {
  ...SPACE_EXAMPLE,
  ships: [
    { id: 'cv', name: 'Carrier', side: 'MINKY', spec: CARRIER, placement: { at: { q: 0, r: 0 } }, vector: { q: 1, r: 0 } },
    { id: 'f1', name: 'Fighter', side: 'MINKY', spec: FIGHTER, carriedBy: 'cv' },
    { id: 'x', name: 'Enemy', side: 'PIGGY', spec: TRIBAL, placement: { at: { q: 15, r: 0 } } },
  ],
};

describe('launch bays (L811–819)', () => {
  it('a carried ship takes no part until launched; launched, it has the carrier\'s hex and vector', () => {
    const b = startBattle(input);
    const first = resolveBattle(b, {}, seedRng('x'), {});
    expect(first.ok && first.status).toEqual({ kind: 'pending', decision: { round: 1, kind: 'launch', ships: ['f1'] } });
    const r = resolveBattle(b, { '1': { launch: ['f1'], thrust: {} } }, seedRng('x'), {});
    if (!r.ok) throw new Error(r.reason);
    const [cv, f1] = r.battle.ships;
    expect(f1?.carriedBy).toBeUndefined();
    expect([f1?.pos, f1?.vel]).toEqual([cv?.pos, cv?.vel]);
  });

  it('pick-up at the end of the round: same hex, same vector, full shields, room in a bay', () => {
    const b = startBattle(input);
    const r = resolveBattle(b, { '1': { launch: ['f1'], thrust: {}, fire: [] } }, seedRng('x'), {});
    expect(r.ok && r.status).toMatchObject({ kind: 'pending', decision: { round: 1, kind: 'pickUps' } });
    const picked = resolveBattle(b, { '1': { launch: ['f1'], thrust: {}, fire: [], pickUps: { f1: 'cv' } } }, seedRng('x'), { stopBeforeRound: 2 });
    if (!picked.ok) throw new Error(picked.reason);
    expect(picked.battle.ships[1]).toMatchObject({ carriedBy: 'cv', bay: 'LB#1' });
    const apart = resolveBattle(b, { '1': { launch: ['f1'], thrust: { f1: [1, 0, 0, 0, 0, 0] }, fire: [], pickUps: { f1: 'cv' } } }, seedRng('x'), {});
    expect(apart.ok).toBe(false);
    if (!apart.ok) expect(apart.reason).toMatch(/not in Carrier's hex/);
  });

  it('a carrier destroyed takes the ships in its bays with it; a bad carrier is refused when the file is read', () => {
    const weak = { ...input, ships: input.ships.map((s) => (s.id === 'cv' ? { ...s, damage: { sd: 45, armourLost: 7, destroyed: ['SM#1', 'SM#2'], ieLost: 0, jdLost: 0 } } : s)) };
    const enemyAdjacent = { ...weak, ships: weak.ships.map((s) => (s.id === 'x' ? { ...s, placement: { at: { q: 1, r: 0 } } } : s)) };
    const r = resolveBattle(startBattle(enemyAdjacent), { '1': { launch: [], thrust: {}, fire: [{ ship: 'x', weapon: 'BL#1', target: 'cv' }] } }, seedRng('x'), { forced: { byPurpose: { 'R1/G/x/BL#1>cv/attack': 9 } }, stopBeforeRound: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.battle.ships[0]?.status).toBe('destroyed');
    expect(r.battle.ships[1]?.status).toBe('destroyed');
    expect(readBattleInput({ ...input, ships: [{ ...input.ships[1], carriedBy: 'x' }, input.ships[2]] })).toMatchObject({ ok: false });
  });
});
