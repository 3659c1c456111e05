/**
 * The light registry of rulesets (issue 18): what the library's first screen lists and names,
 * one line each, in the same order as the full registry (shared/rulesets/index.ts), which a test
 * checks. Plain data only: the rules (records, settings, new-game checks, engines) load with the
 * full registry when a game is opened, created, imported or a sample is opened.
 */
import type { RulesetCatalog } from '../ruleset';
import { DARK_NEBULA_ABOUT } from './dark-nebula/about';
import { GALACTIC_DOMINATION_ABOUT } from './galactic-domination/about';
import { NOVA_ABOUT } from './nova/about';
import { STAR_SECTORS_ABOUT } from './star-sectors/about';

export const RULESET_CATALOG: RulesetCatalog = [NOVA_ABOUT, STAR_SECTORS_ABOUT, GALACTIC_DOMINATION_ABOUT, DARK_NEBULA_ABOUT];
