/**
 * Star Sectors as Warpdesk hosts it: the rules half of its wing (shared/ruleset.ts), listed
 * in shared/rulesets/index.ts. Star Sectors (seeds/003) is a tactical hex battle between two
 * or more sides, usable on its own.
 */
import { createGameRecords } from '../../library/new-game';
import type { RulesetRules } from '../../ruleset';
import { checkStarSectorsNewGame, DEFAULT_FLEET_POINTS, defaultSideNames, MIN_SIDES, withStarSectorsSetup } from './new-game';
import { RULES_KEY } from './records';
import { SS_RECORDS } from './record-rules';
import { starSectorsSettingsSchema } from './settings';
import { STAR_SECTORS_ABOUT } from './about';

const fleetPoints = (options: Readonly<Record<string, unknown>> | undefined): number => {
  const value = options?.fleetPoints;
  return typeof value === 'number' ? value : DEFAULT_FLEET_POINTS;
};

export const STAR_SECTORS: RulesetRules = {
  ...STAR_SECTORS_ABOUT,
  records: SS_RECORDS,
  settings: [
    {
      id: RULES_KEY,
      title: 'Star Sectors: open rules',
      intro: 'Where the Star Sectors rulebook can be read more than one way (docs/star-sectors.md, "Settings"). Each default is stated; the Fleet screen shows the same settings.',
      schema: starSectorsSettingsSchema,
    },
  ],
  newGame: {
    players: { min: MIN_SIDES, max: 24, default: 2, defaultNames: defaultSideNames },
    fields: [{ key: 'fleetPoints', label: 'Fleet point value', description: 'What each side spends on ships, mines, dilithium, trilithium and command crews', kind: 'int', min: 1, max: 10000, default: DEFAULT_FLEET_POINTS }],
    check: (input) => checkStarSectorsNewGame(input, fleetPoints(input.options)),
    create: (input, id, now) => withStarSectorsSetup(createGameRecords(input, id, now), fleetPoints(input.options)),
  },
  // Star Sectors III: a round is each ship's tactical phase, then its engineering phase; initiative first.
  sequence: [
    { id: 'initiative', title: 'Initiative: who goes first', rule: 'Star Sectors III' },
    { id: 'tactical', title: 'Tactical phase: move, fire, ram', rule: 'Star Sectors III, IV' },
    { id: 'engineering', title: 'Engineering phase: repairs, transfers, mines', rule: 'Star Sectors III, VII' },
  ],
  loadCommands: () => import('./cli/star-sectors').then((m) => ({ 'star-sectors': m.starSectorsCommand })),
};
