/**
 * The screens half of the ruleset contract (docs/architecture.md); the rules half is
 * shared/ruleset.ts. A ruleset's wing under `renderer/rulesets/<id>/` exports one
 * `RulesetScreens`, listed with one line in `renderer/app/rulesets.ts`. The app shell hands
 * the list to every screen through `RulesetsContext`: shared screens (library, dashboard,
 * settings…) read a game's ruleset with `useRuleset`, and never import one.
 */
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import type { Game } from '../shared/model/entities';
import type { RulesetList, RulesetRules } from '../shared/ruleset';
import type { GameCommand } from './features/commands/game-commands';

/** Props every screen page receives. */
export interface ScreenProps {
  game: Game;
}

/** One screen of a game, in the order of the navigation. */
export interface GameScreen {
  /** In the route: `#/game/<id>/<screen>`. Shared screens keep their own ids (`dashboard`, `settings`). */
  id: string;
  label: string;
  /** What the screen is for, in one line. */
  purpose: string;
  /** Uses the whole width of the window (map, boards, grids) instead of a reading column. */
  wide?: boolean;
  /** The page; large ones are React.lazy, so the library starts without them. */
  page: ComponentType<ScreenProps>;
}

export interface RulesetScreens {
  /** The rules half of the same ruleset. */
  rules: RulesetRules;
  /** Its game's screens; the first is where a game opens. */
  screens: readonly GameScreen[];
  /** The ruleset's part of the shared Dashboard (its counts and tables), under the game's name, deadline and notes. */
  Dashboard?: ComponentType<ScreenProps>;
  /** The archive text of each bundled sample (`rules.samples`, by id), loaded only when opened. */
  samples: Readonly<Record<string, () => Promise<string>>>;
  /**
   * What its screens do that the command palette offers from anywhere in the game, with their
   * shortcuts (features/commands/game-commands.ts): the screen named runs it (useCommandHandler).
   */
  commands?: readonly GameCommand[];
}

/** Every ruleset's screens, given by the app shell (renderer/app/rulesets.ts). */
export const RulesetsContext = createContext<readonly RulesetScreens[]>([]);

export function useRulesets(): readonly RulesetScreens[] {
  return useContext(RulesetsContext);
}

/** The rules halves, for neutral shared code that takes them (reading an archive, the New game checks). */
export function useRulesetRules(): RulesetList {
  const rulesets = useRulesets();
  return useMemo(() => rulesets.map((r) => r.rules), [rulesets]);
}

/** The ruleset of a game, or undefined when this build has no such ruleset. */
export function useRuleset(id: string): RulesetScreens | undefined {
  return useRulesets().find((r) => r.rules.id === id);
}

/** A screen of a game of this ruleset, by id; the first screen when the id is none of them. */
export function findScreen(ruleset: RulesetScreens, id: string): GameScreen | undefined {
  return ruleset.screens.find((screen) => screen.id === id) ?? ruleset.screens[0];
}
