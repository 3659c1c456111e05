/**
 * Galactic Domination as the library's first screen knows it (shared/ruleset.ts, RulesetAbout):
 * plain data, listed in shared/rulesets/catalog.ts; the rules half (ruleset.ts) carries the same fields.
 */
import type { RulesetAbout } from '../../ruleset';
import { SAMPLE_FILE, SAMPLE_NAME } from './sample/sample-id';

export const GALACTIC_DOMINATION_ABOUT = {
  id: 'galactic-domination',
  name: 'Galactic Domination',
  summary: 'The hex table game of 2–6 empires: Warpdesk as banker and referee at the table, or a GM-run game by mail (house rules).',
  player: { one: 'player', many: 'players' },
  samples: [{ id: SAMPLE_NAME, label: 'Open Galactic Domination sample', file: SAMPLE_FILE, screen: 'dashboard' }],
} as const satisfies RulesetAbout;
