/**
 * Beyond the Dark Nebula as the library's first screen knows it (shared/ruleset.ts, RulesetAbout):
 * plain data, listed in shared/rulesets/catalog.ts; the rules half (ruleset.ts) carries the same fields.
 */
import type { RulesetAbout } from '../../ruleset';

export const DARK_NEBULA_ABOUT = {
  id: 'dark-nebula',
  name: 'Beyond the Dark Nebula',
  summary: 'Double-blind Imperium-system war: the Aslan against an unknown human power, hex sheets, jump routes, planetary boxes, CRT combat, RU economy.',
  player: { one: 'player', many: 'players' },
  samples: [{ id: 'dark-nebula-sample', label: 'Open Beyond the Dark Nebula sample', file: 'resources/samples/dark-nebula-sample.warpdesk.json', screen: 'dashboard' }],
} as const satisfies RulesetAbout;
