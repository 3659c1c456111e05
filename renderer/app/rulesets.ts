/**
 * The screens half of the ruleset registry (docs/architecture.md): every rule system's
 * screens, one line each, in the order the library offers them. The rules half is
 * shared/rulesets/index.ts; a test checks that the two list the same rulesets. The app shell
 * hands this list to every screen through RulesetsContext (renderer/ruleset.ts).
 */
import type { RulesetScreens } from '../ruleset';
import { GALACTIC_DOMINATION_SCREENS } from '../rulesets/galactic-domination/ruleset';
import { NOVA_SCREENS } from '../rulesets/nova/ruleset';
import { STAR_SECTORS_SCREENS } from '../rulesets/star-sectors/ruleset';

export const RULESET_SCREENS: readonly RulesetScreens[] = [NOVA_SCREENS, STAR_SECTORS_SCREENS, GALACTIC_DOMINATION_SCREENS];
