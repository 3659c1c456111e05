/**
 * NOVA as Warpdesk hosts it: the rules half of its wing (shared/ruleset.ts), listed in
 * shared/rulesets/index.ts. NOVA (seeds/001) is a GM-run play-by-mail game of secret warp-line
 * maps, designed ships, typed orders and sitreps.
 */
import { BACKUP_SETTINGS_GROUP } from '../../settings/backups';
import { checkNewGame, createGameRecords, defaultEmpireNames, MAX_EMPIRES, MIN_EMPIRES } from '../../library/new-game';
import type { PhaseDef, ReportRules, RulesetRules } from '../../ruleset';
import { NOVA_RECORDS } from './record-rules';
import { printSettingsSchema } from '../../print/settings';
import { novaRulesOptionsSchema } from './rules-options';
import { orderSettingsSchema } from './orders/settings';
import { turnSettingsSchema } from './turn/settings';
import { combatGameSettingsSchema } from './combat/settings';
import { objectivesSettingsSchema } from './objectives';
import { STEP_TITLES, TURN_STEPS } from './turn/types';
import { novaChecklist } from './pregame-checklist';
import { NOVA_ABOUT } from './about';

/** NOVA: 6.2 TURN SEQUENCE, steps A to L, then the end-of-turn finance (4.3). */
const SEQUENCE: readonly PhaseDef[] = TURN_STEPS.map((step) => ({
  id: step,
  title: STEP_TITLES[step],
  rule: step === 'end' ? 'NOVA 4.3 CORRUPTION, 4.5 DEBT' : `NOVA 6.2 ${step}`,
}));

export const NOVA: RulesetRules = {
  ...NOVA_ABOUT,
  records: NOVA_RECORDS,
  settings: [
    {
      id: 'nova',
      title: 'NOVA: technology and designs',
      intro: 'Formula edge cases the rulebook leaves open (digest §10.2), and what a partial repair mends first. The defaults follow the book as printed.',
      schema: novaRulesOptionsSchema,
    },
    {
      id: 'orders',
      title: 'NOVA: orders',
      intro: 'How order sheets are checked and what the engine lets through (digest §10.3, §10.4): jumping back, deficit spending, Guard ships, the cargo loading order.',
      schema: orderSettingsSchema,
    },
    {
      id: 'turn',
      title: 'NOVA: turn sequence',
      intro: 'Rule points of the turn sequence the rulebook leaves open (digest §5, §10.3, §10.4): money, pillage, research, contact, surrender. The defaults follow the digest.',
      schema: turnSettingsSchema,
    },
    {
      id: 'combat',
      title: 'NOVA: space combat',
      intro: 'Combat rule switches where the rulebook is silent or ambiguous (digest §18), and where unarmed ships set up. Turn battles (auto-resolved or opened in Combat) and new battles use them; a battle keeps the switches it started with.',
      schema: combatGameSettingsSchema,
    },
    {
      id: 'objectives',
      title: 'NOVA: game objectives',
      intro: 'The victory conditions the GM announces to the players (NOVA 8.1 GAME OBJECTIVES): the book lists population, production, time limit and territory and leaves the levels to you. Tracked on the Dashboard.',
      schema: objectivesSettingsSchema,
    },
    {
      id: 'reports',
      title: 'Packets',
      intro: 'How packets print (docs/packets.md). Whether research progress is reported is under "NOVA: turn sequence".',
      schema: printSettingsSchema,
    },
    BACKUP_SETTINGS_GROUP,
  ],
  newGame: {
    players: { min: MIN_EMPIRES, max: MAX_EMPIRES, default: 6, defaultNames: defaultEmpireNames },
    fields: [],
    check: (input) => checkNewGame(input),
    create: createGameRecords,
  },
  sequence: SEQUENCE,
  loadReports: () => import('./reports/report-rules').then((m) => m.NOVA_REPORTS as ReportRules),
  loadCommands: () => import('./cli/commands').then((m) => m.NOVA_COMMANDS),
  checklist: novaChecklist,
};
