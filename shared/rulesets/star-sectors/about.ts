/**
 * Star Sectors as the library's first screen knows it (shared/ruleset.ts, RulesetAbout): plain
 * data, listed in shared/rulesets/catalog.ts; the rules half (ruleset.ts) carries the same fields.
 */
import type { RulesetAbout } from '../../ruleset';

export const STAR_SECTORS_ABOUT = {
  id: 'star-sectors',
  name: 'Star Sectors',
  summary: 'A tactical hex battle between two or more sides: profile cards, d12 rolls, terrain, cloaking.',
  player: { one: 'side', many: 'sides' },
  samples: [{ id: 'star-sectors-sample', label: 'Open Star Sectors sample', file: 'resources/samples/star-sectors-sample.warpdesk.json', screen: 'ss-round' }],
} as const satisfies RulesetAbout;
