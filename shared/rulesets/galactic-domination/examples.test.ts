/** The digest's §9.3 worked examples from the rulebook, each by its acceptance id (Example One and Two: battle/examples.test.ts). */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../rng';
import { forceCombatants, side } from './battle/build';
import { resolveRound, rollGroup } from './battle/resolve';
import { militaryFlexes } from './cards/decks';
import { diceFrom, percentile, d20FromD6D10 } from './dice';
import { isStep, mapIndex } from './map/geometry';
import { attackDice } from './rules/attack';
import { battleTableHits } from './rules/battle-table';
import { BATTLE_GROUP_CARDS, battleGroupCost, fighterColumn } from './rules/battle-groups';
import { survivingCarried, miCapacity } from './rules/carried-units';
import { convoyYield } from './rules/convoy';
import { discoveryResult } from './rules/discovery-chart';
import { checkExplorationFleets, SUGGESTED_FLEETS } from './rules/exploration-fleet';
import { forceValue } from './rules/forces';
import { neutralGarrison } from './rules/neutral-world';
import { pirateForce } from './rules/pirates';
import { odsAttack } from './rules/races';
import { runOffers } from './rules/segment-priority';
import { bookValue } from './rules/units';
import { emptyGame, label } from './fixtures';
import type { Battle } from './battle/model';

const card = (id: string) => BATTLE_GROUP_CARDS.find((c) => c.id === id)!;

describe('digest §9.3: the other examples in the text', () => {
  it('GD-ATK-01 (§11.6): attack 4 rolling 4, 7, 2, 6 scores 2 hits', () => {
    expect(diceFrom(seedRng('x'), [4, 7, 2, 6]).hits('FF', 4, 4, 'g')).toBe(2);
  });
  it('GD-DEF-01 (§11.6): Defense 5 with 3 hits this round needs 2 more; GD-DEF-02 (§11.8): a BB at DM3 taking 3 more is at DM6, 1 Defense left', () => {
    const b: Battle = { id: 'D', kind: 'space', where: '', sides: [side('A', 'a', 'A'), side('B', 'b', 'B')], combatants: [...forceCombatants('A', 'A.', { CA: 1 }), ...forceCombatants('B', 'B.', { BB: 1 })], round: 0, freeRoundPending: false, vpEligible: true, maxRounds: 100, method: 'dice', orphanFighters: 'lost', result: null };
    b.combatants[1]!.damage = 3;
    const zero = (n: number, hits: number) => [...Array<number>(hits).fill(1), ...Array<number>(n - hits).fill(0)];
    const r = resolveRound(b, {}, { state: seedRng('d'), forced: { [rollGroup('D', 1, 'A')]: zero(6, 3), [rollGroup('D', 1, 'B')]: zero(8, 3) } });
    const ca = r.battle.combatants[0]!;
    const bb = r.battle.combatants[1]!;
    expect([ca.damage, ca.defense - ca.damage]).toEqual([3, 2]);
    expect([bb.damage, bb.defense - bb.damage]).toEqual([6, 1]);
  });
  it('GD-ODS-01 (§9.3): 9 X 3 is 27 attacks at ≤9', () => {
    expect(attackDice(odsAttack('G'))).toBe(27);
  });
  it('GD-BT-01 (App B): a D20 of 3 gives BB 5, CA 2, DD 1', () => {
    expect([battleTableHits(3, 8, 8, '8'), battleTableHits(3, 6, 6, '6'), battleTableHits(3, 5, 5, '5')]).toEqual([5, 2, 1]);
  });
  it('GD-NW-01 (§11.11): turn 1, 1D6 = 3: 1 DD, 1 GBDS; 1 MI on the ground', () => {
    expect(neutralGarrison(3)).toEqual({ ships: { DD: 1 }, gbds: 1, mis: 1 });
  });
  it('GD-PIR-01 (§11.13): turn 9 + 5 = 14: 1 BB, 2 CA, 3 DD', () => {
    expect(pirateForce(9 + 5)).toEqual({ BB: 1, CA: 2, DD: 3 });
  });
  it('GD-DISC-01 (§11.18.1): hidden 5 + D10 7 = 12: Ancient Super Battleship', () => {
    expect(discoveryResult(5, 7).result).toBe('super-battleship');
  });
  it('GD-TC-01 (Military Flexes Its Power): 4 players, 17 MIs: ⌈17/8⌉ = 3 each', () => {
    expect(militaryFlexes(17, 4)).toBe(3);
  });
  it('GD-EF-01…09 (§9.1.2): each suggested fleet costs $32; two-fleet options 21 + 11 and 16 + 16; Improvised Troopship 17 + 15', () => {
    for (const s of SUGGESTED_FLEETS) expect(checkExplorationFleets(s.gromar ? 'M' : 'S', s.fleets).value).toBe(32);
    expect([forceValue({ BB: 1, CA: 1, MI: 2 }), forceValue({ CA: 1, MI: 1, DD: 2 })]).toEqual([17, 15]);
  });
  it('GD-CARRY-01 (§11.4.1): 1 BB, 3 DD, 2 TT, 4 MI: only the BB survives → 2 MI; BB and 1 TT → 2 + 2', () => {
    expect(survivingCarried(4, miCapacity(['BB']))).toBe(2);
    expect(survivingCarried(4, miCapacity(['BB', 'TT']))).toBe(4);
  });
  it('GD-BG-01…04 (App V): CV Group – Light with 8 Ftrs $20; the extra FF and 4 more Ftrs later $7 more; an odd 7 Ftrs $19 (column 8); BB Group $30', () => {
    expect(battleGroupCost(card('cv-light'), 8)).toBe(20);
    expect(battleGroupCost(card('cv-light'), 12, true) - battleGroupCost(card('cv-light'), 8)).toBe(7);
    expect(battleGroupCost(card('cv-light'), 7)).toBe(19);
    expect(fighterColumn(card('cv-light'), 7)).toBe(8);
    expect(battleGroupCost(card('bb-group'), 0)).toBe(30);
    expect(battleGroupCost(card('cv-heavy'), 4)).toBe(39);
    expect(battleGroupCost(card('fast-assault-light'), 4, true)).toBe(21);
  });
  it('GD-VAL-01 (§5.3): 2 CA = 2 CV; 3 DD = 2 CA', () => {
    expect(bookValue({ CA: 2 })).toBe(bookValue({ CV: 2 }));
    expect(bookValue({ DD: 3 })).toBe(bookValue({ CA: 2 }));
  });
  it('GD-ECO-04 (§22.2 Convoy): a $5 world with $2 of cargo yields $2 and needs $3 more', () => {
    expect(convoyYield(5, 2)).toEqual({ yields: 2, needed: 3 });
  });
  it('GD-MOVE-06 (§11.5.2): speed 2 from A: A→B→C and A→B→A are both legal paths', () => {
    const w = emptyGame(['terran', 'gromar']);
    const idx = mapIndex(w);
    const at = (c: number, r: number) => ({ hexId: w.hexes.find((h) => h.label === label(c, r))!.id, half: null });
    const A = at(4, 1);
    const B = at(5, 1);
    const C = at(6, 1);
    expect([isStep(idx, A, B, 'all').ok, isStep(idx, B, C, 'all').ok, isStep(idx, B, A, 'all').ok]).toEqual([true, true, true]);
  });
  it('GD-MOVE-09 (§11.5.1): in segment 3, A {1, 2} and B {1, 3}: B’s speed-3 unit gets the first offer', () => {
    const r = runOffers([{ id: 'A1', speed: 1, playOrder: 0 }, { id: 'A2', speed: 2, playOrder: 0 }, { id: 'B1', speed: 1, playOrder: 1 }, { id: 'B3', speed: 3, playOrder: 1 }], () => 'move');
    expect(r.offers[0]?.id).toBe('B3');
  });
  it('GD-DICE-02/03 (§1.2): control 1 with 7 → 17; double 0 → 100; a D6 control 4–6 adds 10 to the D10', () => {
    expect([percentile(1, 7), percentile(0, 0), d20FromD6D10(5, 3)]).toEqual([17, 100, 13]);
  });
});
