/**
 * The rules half of the ruleset registry (docs/architecture.md): every rule system Warpdesk
 * hosts, one line each, in the order the library offers them. The only module of shared/
 * that imports the wings; the app shell (renderer/app/rulesets.ts) and the command line read
 * it and hand rulesets on to neutral code.
 */
import type { RulesetList } from '../ruleset';
import { GALACTIC_DOMINATION } from './galactic-domination/ruleset';
import { NOVA } from './nova/ruleset';
import { STAR_SECTORS } from './star-sectors/ruleset';

export const RULESETS: RulesetList = [NOVA, STAR_SECTORS, GALACTIC_DOMINATION];
