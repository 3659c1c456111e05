/**
 * Galactic Domination as Warpdesk hosts it: the rules half of its wing (shared/ruleset.ts), listed in
 * shared/rulesets/index.ts. Galactic Domination (seeds/004, Alpha Test Edition, Basic level) is a
 * face-to-face hex strategy game for 2–6 players (and more on the workstation's layouts): Warpdesk is the
 * banker's and referee's desk at the table, or the GM's workstation for a game by mail under the house
 * rules of mail-settings.ts. docs/galactic-domination.md.
 */
import { printSettingsSchema } from '../../print/settings';
import type { PhaseDef, ReportRules, RulesetRules } from '../../ruleset';
import { gdMailSchema, MAIL_KEY } from './mail-settings';
import { GALACTIC_DOMINATION_ABOUT } from './about';
import { gdRulesSchema, RULES_KEY } from './settings';
import { checkGdNewGame, createGdGame, defaultPlayerNames, MAX_PLAYERS, MIN_PLAYERS, NEW_GAME_FIELDS } from './setup/new-game-form';
import { PHASE_NAMES } from './turn/model';
import { GD_RECORDS } from './world/record-rules';

/** GD §11.1 ORDER OF PLAY, with the turn-dependent phases (AA at turn 4, D in turns 4–6, Encounter Cards in turns 1–3). */
export const GD_SEQUENCE: readonly PhaseDef[] = [
  { id: 'AA', title: PHASE_NAMES.AA, rule: 'GD §11.1 AA', when: { fromTurn: 4, toTurn: 4 } },
  { id: 'A', title: PHASE_NAMES.A, rule: 'GD §11.1 A' },
  { id: 'B', title: PHASE_NAMES.B, rule: 'GD §11.1 B, §10.6.1' },
  { id: 'C', title: PHASE_NAMES.C, rule: 'GD §11.1 C, §10.6.2' },
  { id: 'D', title: PHASE_NAMES.D, rule: 'GD §11.1 D, §11.18', when: { fromTurn: 4, toTurn: 6 } },
  { id: 'E', title: PHASE_NAMES.E, rule: 'GD §11.1 E, §10.7.3' },
  { id: 'F', title: PHASE_NAMES.F, rule: 'GD §11.1 F, §10.1.2.1' },
  {
    id: 'G',
    title: `${PHASE_NAMES.G}: each movement segment`,
    rule: 'GD §11.1 G, §11.5',
    parts: [
      { id: 'G-i', title: 'Movement Segment', rule: 'GD §11.5' },
      { id: 'G-ii-enc', title: 'Encounter Cards', rule: 'GD §10.6.3', when: { toTurn: 3 } },
      { id: 'G-ii', title: 'Encounters: space, orbital and ground combat, occupation', rule: 'GD §11.2, §11.6, §11.7' },
      { id: 'G-iii', title: 'Resolution of encounter effects', rule: 'GD §11.1 G-iii' },
      { id: 'G-iv', title: 'Removal of forces carried by destroyed units', rule: 'GD §11.3 iv' },
      { id: 'G-v', title: 'Encounter VP Determination', rule: 'GD §5.3' },
      { id: 'G-vi', title: 'Carried Units Transfer and CV check', rule: 'GD §11.4.1, §10.8.1' },
    ],
  },
  { id: 'H', title: PHASE_NAMES.H, rule: 'GD §11.1 H, §9.1.1, §11.9' },
  { id: 'I', title: PHASE_NAMES.I, rule: 'GD §11.1 I, §10.6.5' },
  { id: 'J', title: PHASE_NAMES.J, rule: 'GD §11.1 J, §10.1.2' },
  { id: 'K', title: PHASE_NAMES.K, rule: 'GD §13' },
  { id: 'L', title: PHASE_NAMES.L, rule: 'GD §11.1 L' },
];

export const GALACTIC_DOMINATION: RulesetRules = {
  ...GALACTIC_DOMINATION_ABOUT,
  records: GD_RECORDS,
  settings: [
    {
      id: RULES_KEY,
      title: 'Galactic Domination: open rules',
      intro: 'Every point the Basic rulebook leaves open (digest §11, A-01 to A-42), with the stated default (docs/galactic-domination.md, "Settings"). Points with one reading are shown with it, so the ruling is on record.',
      schema: gdRulesSchema,
    },
    {
      id: MAIL_KEY,
      title: 'Play by mail with a GM (house rules)',
      intro: 'The book is a face-to-face game with no GM and no written orders; §11.5 names written orders as an optional rule. These house rules make a game by mail: secret written movement, what a player sees, what happens to missing orders, and the default of every choice a player did not write.',
      schema: gdMailSchema,
    },
    {
      id: 'reports',
      title: 'Printing',
      intro: 'How sitreps and order sheets print.',
      schema: printSettingsSchema,
    },
  ],
  newGame: {
    players: { min: MIN_PLAYERS, max: MAX_PLAYERS, default: 4, defaultNames: defaultPlayerNames },
    fields: NEW_GAME_FIELDS,
    check: checkGdNewGame,
    create: createGdGame,
  },
  sequence: GD_SEQUENCE,
  loadReports: () => import('./reports/report-rules').then((m) => m.GD_REPORTS as ReportRules),
  loadCommands: () => import('./cli/commands').then((m) => m.GD_COMMANDS),
};
