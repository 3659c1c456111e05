import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { startBattle } from './battle';
import { resolveBattle } from './engine';
import { announcementsTo, formatWeapons, revealedByFire } from './fire-knowledge';
import { SPACE_EXAMPLE, SPACE_EXAMPLE_DECISIONS, SPACE_EXAMPLE_DICE } from './fixtures/space-example';

// NOVA: SENSORS — "If it fires at ships, their EW is revealed. If fired on, the FC levels, weapon
// types and numbers used by the firing ships are revealed. Ships using Lasers must state the size
// of all weapons used (before range mods)." The space example's round 1: "The Huron reveals its BL20 and FC3."
describe('what fire reveals without a probe (NOVA: SENSORS L909–915)', () => {
  const r = resolveBattle(startBattle(SPACE_EXAMPLE), SPACE_EXAMPLE_DECISIONS, seedRng('unused'), { forced: { queue: SPACE_EXAMPLE_DICE }, stopBeforeRound: 2 });
  if (!r.ok) throw new Error(r.reason);

  it('SPACE COMBAT EXAMPLE round 1: the Huron reveals its BL20 and FC3 to PIGGY; PIGGY\'s launchers reveal FC 0 and one ML each', () => {
    const piggy = revealedByFire(r.battle, r.log, 'PIGGY');
    expect(piggy.huron).toEqual({ ew: 2, fc: 3, weapons: { BL20: 1 } });
    expect(formatWeapons(piggy.huron?.weapons ?? {})).toBe('BL20 ×1');
    const minky = revealedByFire(r.battle, r.log, 'MINKY');
    // Huron fired at the Lewis only: it learns the Lewis's EW (none), not the Clark's; both fired at it.
    expect(minky.lewis).toEqual({ ew: 0, fc: 0, weapons: { ML: 1 } });
    expect(minky.clark).toEqual({ ew: null, fc: 0, weapons: { ML: 1 } });
    expect(minky.huron).toBeUndefined();
  });

  it('the use of SN is announced, the ships using it are not named; DGs operating are told', () => {
    expect(announcementsTo(r.battle, 'MINKY')).toEqual({ sensorsInUse: 2, dgOperating: 0 });
    expect(announcementsTo(r.battle, 'PIGGY')).toEqual({ sensorsInUse: 1, dgOperating: 0 });
  });
});
