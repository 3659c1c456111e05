import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { diceFrom } from '../dice';
import { attackDice, expectedHits, modifiedAttack, parseAttack } from './attack';
import { battleTableHits } from './battle-table';
import { counterId, fleetCounterText, nextSerial, parseCounterId } from './counter-ids';
import { discoveryKey, discoveryResult } from './discovery-chart';
import { DEFAULT_ENCOUNTER_DECK, readEncounterCard } from './encounter-cards';
import { checkExplorationFleets, SUGGESTED_FLEETS } from './exploration-fleet';
import { forceValue } from './forces';
import { friendlyFleet } from './friendly-fleet';
import { fleetSpeed, mayMove, movingSegments, segmentsFor } from './movement-chart';
import { fightOrNot, garrisonDice, neutralGarrison } from './neutral-world';
import { pirateForce } from './pirates';
import { odsAttack, RACES } from './races';
import { entryPrecedence, runOffers } from './segment-priority';
import { exitCost, defenseBonus, mayLeaveBy } from './special-hexes';
import { specialEncounter } from './special-encounter';
import { bookValue, raceMayBuild, UNIT_TYPES, unitStats } from './units';

describe('GD §11.6 attack patterns', () => {
  it('A dice at ≤A; 4* two dice; 6+6 twelve; A X M; 4@ ground only', () => {
    expect(parseAttack('5')).toEqual([{ dice: 5, threshold: 5 }]);
    expect(parseAttack('4*')).toEqual([{ dice: 2, threshold: 4 }]);
    expect(attackDice(parseAttack('6+6')!)).toBe(12);
    expect(parseAttack('4@')).toEqual([{ dice: 4, threshold: 4, groundOnly: true }]);
    expect(attackDice(parseAttack('4@')!)).toBe(0);
    expect(attackDice(parseAttack('4@')!, true)).toBe(4);
    expect(parseAttack('0')).toEqual([]);
  });
  it('GD-ODS-01: 9 X 3 is 27 attacks at ≤9; every race has its ODS', () => {
    expect(attackDice(odsAttack('G'))).toBe(27);
    expect(odsAttack('G').every((g) => g.threshold === 9)).toBe(true);
    expect(RACES.map((r) => r.ods.defense)).toEqual([25, 33, 30, 25, 28, 26, 42, 24, 27]);
    expect(expectedHits(odsAttack('P'))).toBe(30);
  });
  it('+1 attack moves dice and threshold; the cards convert Fighters and RAs (§10.7.4.1)', () => {
    expect(modifiedAttack('6', 1)).toEqual([{ dice: 7, threshold: 7 }]);
    expect(modifiedAttack('4*', 1)).toEqual([{ dice: 2, threshold: 6 }]);
    expect(modifiedAttack('6+6', 1)).toEqual([{ dice: 7, threshold: 7 }, { dice: 7, threshold: 7 }]);
    expect(modifiedAttack('6+6', -1)).toEqual([{ dice: 5, threshold: 5 }, { dice: 5, threshold: 5 }]);
    expect(modifiedAttack('4*', -1, 3)).toEqual([{ dice: 3, threshold: 3 }, { dice: 2, threshold: 2 }]);
  });
  it('GD-ATK-01: a frigate rolling 4, 7, 2, 6 scores 2 hits', () => {
    const dice = diceFrom(seedRng('x'), [4, 7, 2, 6]);
    expect(dice.hits('FF', 4, 4, 'g')).toBe(2);
  });
});

describe('GD §11.10 unit values and race restrictions', () => {
  it('the unit table', () => {
    expect(UNIT_TYPES.BB).toMatchObject({ speed: 2, attack: '8', defense: 7, cost: 9, carriesMi: 2 });
    expect(UNIT_TYPES.CV).toMatchObject({ speed: 3, defense: 4, cost: 6, carriesFtr: 12 });
    expect(UNIT_TYPES.TT).toMatchObject({ speed: 3, attack: '0', defense: 3, cost: 2, carriesMi: 4 });
    expect(UNIT_TYPES.SY).toMatchObject({ defense: 10, cost: 20 });
  });
  it('only the Gromar have GS and RA; the Gromar have no CV and no Ftr, but may build BBs', () => {
    expect(raceMayBuild('M', 'RA').ok).toBe(true);
    expect(raceMayBuild('S', 'RA').ok).toBe(false);
    expect(raceMayBuild('M', 'CV').ok).toBe(false);
    expect(raceMayBuild('M', 'Ftr').ok).toBe(false);
    expect(raceMayBuild('M', 'BB').ok).toBe(true);
    expect(raceMayBuild('S', 'BBS').ok).toBe(false);
  });
  it('App N: the Terran alternate values keep cost and speed', () => {
    expect(unitStats('BB', { terranAlternate: true })).toMatchObject({ attack: '7', defense: 9, cost: 9, speed: 2 });
    expect(unitStats('TT', { terranAlternate: true })).toMatchObject({ attack: '0', defense: 3 });
  });
  it('GD-VAL-01: 2 CA = 2 CV; 3 DD = 2 CA', () => {
    expect(bookValue({ CA: 2 })).toBe(bookValue({ CV: 2 }));
    expect(bookValue({ DD: 3 })).toBe(bookValue({ CA: 2 }));
  });
});

describe('GD §10.5.1 counter ids', () => {
  it('SC3 is Terran CA #3; a Terran MI is SM; fleet counters', () => {
    expect(counterId('S', 'CA', 3)).toBe('SC3');
    expect(counterId('S', 'MI')).toBe('SM');
    expect(parseCounterId('SC3')).toEqual({ raceCode: 'S', code: 'CA', serial: 3 });
    expect(parseCounterId('MR12')).toEqual({ raceCode: 'M', code: 'RA', serial: 12 });
    expect(nextSerial('S', 'CA', ['SC1', 'SC3', 'SD9'])).toBe(4);
    expect(fleetCounterText('TERRAN', 1, 3)).toBe('TERRAN 1ST FLEET SPEED 3');
    expect(fleetCounterText('GROMAR', 12, 2)).toBe('GROMAR 12TH FLEET SPEED 2');
  });
});

describe('GD §11.5 movement charts', () => {
  it('GD-MOVE: each column of every chart has exactly speed entries', () => {
    for (const segments of [2, 3, 4, 5, 6]) for (let speed = 1; speed <= segments; speed++) expect(movingSegments(speed, segments)).toHaveLength(speed);
  });
  it('3 segments: speed 1 moves in 3; speed 2 in 2 and 3; speed 3 in all', () => {
    expect(movingSegments(1, 3)).toEqual([3]);
    expect(movingSegments(2, 3)).toEqual([2, 3]);
    expect(movingSegments(3, 3)).toEqual([1, 2, 3]);
    expect(movingSegments(2, 4)).toEqual([2, 4]);
    expect(movingSegments(3, 5)).toEqual([2, 3, 5]);
    expect(movingSegments(3, 6)).toEqual([2, 4, 6]);
    expect(mayMove(0, 3, 3)).toBe(false);
  });
  it('segments by the fastest speed; fleet speed is the slowest unit', () => {
    expect(segmentsFor(3)).toBe(3);
    expect(segmentsFor(2)).toBe(3);
    expect(segmentsFor(2, true)).toBe(2);
    expect(segmentsFor(4)).toBe(4);
    expect(segmentsFor(9)).toBe(6);
    expect(fleetSpeed([3, 2, 3])).toBe(2);
  });
});

describe('GD §11.5.1 segment priority', () => {
  it('GD-MOVE-09: segment 3, A {1, 2} and B {1, 3}: the book’s order of offers when everyone waits', () => {
    const movers = [
      { id: 'A1', speed: 1, playOrder: 0 },
      { id: 'A2', speed: 2, playOrder: 0 },
      { id: 'B1', speed: 1, playOrder: 1 },
      { id: 'B3', speed: 3, playOrder: 1 },
    ];
    const r = runOffers(movers, () => 'wait');
    expect(r.offers.slice(0, 8).map((o) => o.id)).toEqual(['B3', 'A2', 'B3', 'A1', 'B3', 'A2', 'B3', 'B1']);
    expect(r.offers[7]?.forfeits).toBe(true);
    expect(r.forfeited.sort()).toEqual(['A1', 'A2', 'B1', 'B3']);
    expect(r.moved).toEqual([]);
  });
  it('a unit that moves is not offered again; the fastest gets a benefit, the slowest a risk', () => {
    const movers = [{ id: 'x', speed: 3, playOrder: 1 }, { id: 'y', speed: 2, playOrder: 0 }];
    const r = runOffers(movers, (m, n) => (m.id === 'x' && n === 2 ? 'move' : m.id === 'y' ? 'move' : 'wait'));
    expect(r.moved).toEqual(['y', 'x']);
    expect(entryPrecedence(movers, 'benefit')[0]?.id).toBe('x');
    expect(entryPrecedence(movers, 'risk')[0]?.id).toBe('y');
  });
});

describe('GD §11.11 neutral worlds, §11.13 pirates, §11.16 friendly fleets, §11.15 special encounters', () => {
  it('GD-NW-01: turn 1, 1D6 = 3 → 1 DD, 1 GBDS; 1 MI on the ground', () => {
    expect(garrisonDice(1)).toEqual(['d6']);
    expect(neutralGarrison(3)).toEqual({ ships: { DD: 1 }, gbds: 1, mis: 1 });
    expect(garrisonDice(5)).toEqual(['d10']);
    expect(garrisonDice(7)).toEqual(['d10', 'd6']);
    expect(neutralGarrison(16)).toEqual({ ships: { FF: 2, DD: 2, CA: 2, BB: 2, CV: 2, Ftr: 24 }, gbds: 3, mis: 6 });
  });
  it('fight or not: 1–2 must fight; 3–6 may leave', () => {
    expect([1, 2, 3, 6].map(fightOrNot)).toEqual(['must-fight', 'must-fight', 'may-leave', 'may-leave']);
  });
  it('GD-PIR-01: turn 9 + 5 = 14 → 1 BB, 2 CA, 3 DD; results 0–1 are empty', () => {
    expect(pirateForce(14)).toEqual({ BB: 1, CA: 2, DD: 3 });
    expect(pirateForce(1)).toEqual({});
    expect(pirateForce(40)).toEqual({ BB: 2, CV: 2, RA: 2, Ftr: 24 });
  });
  it('friendly fleet rows; the Gromar speed-3 row 2', () => {
    expect(friendlyFleet(2, false)).toEqual({ CV: 1, Ftr: 4 });
    expect(friendlyFleet(2, true)).toEqual({ RA: 1, FF: 1 });
    expect(friendlyFleet(6, false)).toEqual({ BB: 1, MI: 1 });
  });
  it('special encounters 1–6', () => {
    expect([1, 2, 3, 4, 5, 6].map(specialEncounter)).toEqual(['ally', 'ship', 'sse', 'hied', 'bob', 'rr']);
  });
});

describe('GD §11.18 discovery chart', () => {
  it('GD-DISC-01: hidden 5 + D10 7 = 12 → Ancient Super Battleship', () => {
    expect(discoveryResult(5, 7)).toMatchObject({ total: 12, key: 2, result: 'super-battleship' });
  });
  it('keys: 11 reads 11; 12–20 read 2–10', () => {
    expect([2, 10, 11, 12, 19, 20].map(discoveryKey)).toEqual([2, 10, 11, 2, 9, 10]);
  });
});

describe('GD §10.6.3 encounter cards', () => {
  it('23 cards; the two printed samples read as printed', () => {
    expect(DEFAULT_ENCOUNTER_DECK).toHaveLength(23);
    const [one, two] = DEFAULT_ENCOUNTER_DECK;
    expect([1, 3, 4, 5, 6].map((d) => readEncounterCard(one!, d))).toEqual(['free', 'free', 'neutral', 'neutral', 'pirate']);
    expect([1, 2, 4, 5].map((d) => readEncounterCard(two!, d))).toEqual(['free', 'neutral', 'pirate', 'none']);
  });
});

describe('GD §11.17 special hexes', () => {
  it('warped exit cost; defense bonuses; dead space exits by the entry edge', () => {
    expect(exitCost({ kind: 'warped', value: 2 })).toBe(2);
    expect(exitCost({ kind: 'warped', value: 0 })).toBe(0);
    expect(exitCost(null)).toBe(1);
    expect(defenseBonus({ kind: 'defensive-cover', value: 0 }, true)).toBe(1);
    expect(defenseBonus({ kind: 'defensive-cover', value: 0 }, false)).toBe(0);
    expect(defenseBonus({ kind: 'cloud', value: 0 }, false)).toBe(1);
    expect(mayLeaveBy(true, 2, 2)).toBe(true);
    expect(mayLeaveBy(true, 2, 3)).toBe(false);
  });
});

describe('App B battle table', () => {
  it('GD-BT-01: a D20 of 3 gives BB 5 hits, CA 2 and DD 1 (published rows)', () => {
    expect(battleTableHits(3, 8, 8, '8')).toBe(5);
    expect(battleTableHits(3, 6, 6, '6')).toBe(2);
    expect(battleTableHits(3, 5, 5, '5')).toBe(1);
    expect(battleTableHits(20, 8, 8)).toBe(8);
  });
});

describe('GD §9.1.2 exploration fleets', () => {
  it('GD-EF-01…09: every suggested fleet costs $32 in all', () => {
    for (const s of SUGGESTED_FLEETS) {
      const check = checkExplorationFleets(s.gromar ? 'M' : 'S', s.fleets);
      expect(check.value, s.name).toBe(32);
      expect(check.problems, s.name).toEqual([]);
    }
    expect(SUGGESTED_FLEETS[6]!.fleets.map(forceValue)).toEqual([21, 11]);
    expect(SUGGESTED_FLEETS[7]!.fleets.map(forceValue)).toEqual([16, 16]);
  });
  it('Improvised Troopship fleets: 17 + 15; a shortfall is paid in Stellars; a Gromar CV is refused', () => {
    expect(forceValue({ BB: 1, CA: 1, MI: 2 })).toBe(17);
    expect(forceValue({ CA: 1, MI: 1, DD: 2 })).toBe(15);
    expect(checkExplorationFleets('S', [{ CA: 2 }]).shortfall).toBe(20);
    expect(checkExplorationFleets('M', [{ CV: 1, Ftr: 4 }]).ok).toBe(false);
    expect(checkExplorationFleets('S', [{ CV: 1, Ftr: 3 }]).ok).toBe(false);
  });
});
