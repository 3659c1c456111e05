import { describe, expect, it } from 'vitest';
import { createGameRecords } from '../../library/new-game';
import { checkStarSectorsNewGame, withStarSectorsSetup } from './new-game';
import { battleFromRecords, RULES_KEY, setupOf } from './records';

describe('a new Star Sectors game', () => {
  it('needs two sides and a fleet point value, and speaks of sides', () => {
    const input = { name: 'Skirmish', ruleset: 'star-sectors' as const, empireNames: ['Blue'] };
    expect(checkStarSectorsNewGame(input, 0).map((p) => p.message)).toEqual(['A Star Sectors battle needs at least 2 sides', 'The fleet point value must be a whole number from 1 to 10000']);
    expect(checkStarSectorsNewGame({ ...input, empireNames: ['Blue', 'blue'] }, 25).map((p) => p.message)).toEqual(['Side 2 has the same name as side 1']);
  });
  it('reads the rule settings from their Settings-screen group, defaults where unset', () => {
    const records = withStarSectorsSetup(createGameRecords({ name: 'S', ruleset: 'star-sectors', empireNames: ['A', 'B'] }, 'g1', '2026-11-22T10:00:00.000Z'), 40);
    expect(battleFromRecords(records).battle.settings).toMatchObject({ bankPoints: 2, sequence: 'alternate' });
    records.game.settings = { ...records.game.settings, [RULES_KEY]: { bankPoints: 1, sequence: 'side-by-side' } };
    expect(battleFromRecords(records).battle.settings).toMatchObject({ bankPoints: 1, sequence: 'side-by-side', aftPenalty: 'sector' });
    records.game.settings = { ...records.game.settings, [RULES_KEY]: { bankPoints: 7 } };
    expect(battleFromRecords(records).battle.settings.bankPoints).toBe(2);
  });
  it('stores the fleet points in the game setup', () => {
    const records = withStarSectorsSetup(createGameRecords({ name: 'S', ruleset: 'star-sectors', empireNames: ['A', 'B'] }, 'g1', '2026-11-22T10:00:00.000Z'), 40);
    expect(setupOf(records.game).fleetPoints).toBe(40);
    expect(records.empires.map((e) => e.name)).toEqual(['A', 'B']);
  });
});
