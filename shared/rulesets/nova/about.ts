/**
 * NOVA as the library's first screen knows it (shared/ruleset.ts, RulesetAbout): plain data,
 * listed in shared/rulesets/catalog.ts; the rules half (ruleset.ts) carries the same fields.
 */
import type { RulesetAbout } from '../../ruleset';

export const NOVA_ABOUT: RulesetAbout = {
  id: 'nova',
  name: 'NOVA',
  summary: 'GM-run play by mail: a secret warp-line map, designed ships, typed orders, sitreps and packets.',
  player: { one: 'empire', many: 'empires' },
  samples: [{ id: 'nova-sample', label: 'Open sample game', file: 'resources/samples/nova-sample.warpdesk.json', screen: 'dashboard' }],
};
