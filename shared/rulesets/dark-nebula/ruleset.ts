/**
 * Beyond the Dark Nebula as Warpdesk hosts it: the rules half of its wing (shared/ruleset.ts),
 * listed in shared/rulesets/index.ts. An Imperium-system war of the Aslan against an unknown
 * human power (seeds/002, Japanese; digest rules/dark-nebula.md), run double-blind by a GM.
 */
import type { PhaseDef, ReportRules, RulesetRules } from '../../ruleset';
import { printSettingsSchema } from '../../print/settings';
import { checkDnNewGame, dnNewGameOptions, NEW_GAME_FIELDS } from './new-game';
import { canonicalRecords, DN_RECORDS } from './records/record-rules';
import { RULES_KEY } from './records/schemas';
import { darkNebulaSettingsSchema } from './settings';
import { DARK_NEBULA_ABOUT } from './about';
import { PLAYER_TURN, END_OF_GAME_TURN, TURN0_DEPLOY } from './engine/sequence';

const part = (p: { id: string; title: string; rule: string; steps: readonly string[] }, prefix: string): PhaseDef => ({
  id: `${prefix}.${p.id}`,
  title: p.title,
  rule: p.rule,
  parts: p.steps.map((step, i) => ({ id: `${prefix}.${p.id}.${i}`, title: step, rule: p.rule })),
});

/** DN §3.0 and §14.0: turn 0 (the Aslan special movement, the human deployment, the Aslan combat), then each game turn's two player turns. */
const SEQUENCE: readonly PhaseDef[] = [
  {
    id: 'turn0',
    title: 'Turn 0: the special turn',
    rule: 'DN §14.0',
    when: { toTurn: 0 },
    parts: [part({ ...PLAYER_TURN.find((p) => p.id === 'move2')!, title: 'Aslan special movement phase' }, 'turn0'), part(TURN0_DEPLOY, 'turn0'), part({ ...PLAYER_TURN.find((p) => p.id === 'combat2')!, title: 'Aslan combat phase' }, 'turn0')],
  },
  { id: 'human', title: 'Human player turn', rule: 'DN §3.0 A', when: { fromTurn: 1 }, parts: PLAYER_TURN.map((p) => part(p, 'human')) },
  { id: 'aslan', title: 'Aslan player turn', rule: 'DN §3.0 B', when: { fromTurn: 1 }, parts: PLAYER_TURN.map((p) => part(p, 'aslan')) },
  part(END_OF_GAME_TURN, 'end'),
];

export const DARK_NEBULA: RulesetRules = {
  ...DARK_NEBULA_ABOUT,
  records: DN_RECORDS,
  settings: [
    {
      id: RULES_KEY,
      title: 'Beyond the Dark Nebula: open rules',
      intro: 'Every point the rules leave open or lost (digest §10, A1–A52), with its stated default (docs/dark-nebula.md, "Settings"), and the fog of war beyond the rules’ own secrets.',
      schema: darkNebulaSettingsSchema,
    },
    { id: 'reports', title: 'Packets', intro: 'How packets print (docs/dark-nebula.md, "Packets").', schema: printSettingsSchema },
  ],
  newGame: {
    players: { min: 2, max: 2, default: 2, defaultNames: () => ['Human player', 'Aslan player'] },
    fields: NEW_GAME_FIELDS,
    check: checkDnNewGame,
    // The setup (and through it the turn engine) loaded when a game is created: off the library's first screen.
    create: async (input, id, now) => {
      const { newGameRecords } = await import('./play/setup');
      return canonicalRecords(newGameRecords({ id, name: input.name.trim(), now, names: input.empireNames.map((n) => n.trim()) }, dnNewGameOptions(input, id)));
    },
  },
  sequence: SEQUENCE,
  loadReports: () => import('./reports/report-rules').then((m) => m.DN_REPORTS as ReportRules),
  loadCommands: () => import('./cli/commands').then((m) => m.DN_COMMANDS),
};
