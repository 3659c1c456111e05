/**
 * The screens half of the ruleset contract (docs/architecture.md); the rules half is
 * shared/ruleset.ts. A ruleset's wing under `renderer/rulesets/<id>/` exports one
 * `RulesetScreens`, listed with one line in `renderer/app/rulesets.ts`. The app shell hands
 * the list to every screen through `RulesetsContext`: shared screens (dashboard, settings…) read
 * a game's ruleset with `useRuleset`, and never import one; the library reads the light catalog
 * (`useRulesetCatalog`), so its first screen loads no ruleset's code (issue 18).
 */
import { createContext, use, useContext, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import type { Game } from '../shared/model/entities';
import type { RulesetCatalog, RulesetList, RulesetRules } from '../shared/ruleset';
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

/**
 * The rulesets as the app shell gives them (issue 18): the light catalog at once (names and
 * samples: what the library lists), the screens and rules when first needed (a game opened or
 * created, an archive or a sample imported), so the first screen loads no ruleset's code.
 */
export interface RulesetSource {
  readonly catalog: RulesetCatalog;
  /** Every ruleset's screens and rules once loaded; undefined before. */
  current(): readonly RulesetScreens[] | undefined;
  /** Loads them, once; later calls return the same promise. */
  load(): Promise<readonly RulesetScreens[]>;
  /** Called once when they are loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A source that loads the screens registry with `load` (the app shell passes a dynamic import). */
export function lazyRulesetSource(catalog: RulesetCatalog, load: () => Promise<readonly RulesetScreens[]>): RulesetSource {
  let value: readonly RulesetScreens[] | undefined;
  let promise: Promise<readonly RulesetScreens[]> | undefined;
  const listeners = new Set<() => void>();
  return {
    catalog,
    current: () => value,
    load() {
      promise ??= load().then(
        (loaded) => {
          value = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          // A failed load (a chunk missing after an update) can be tried again.
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A source whose rulesets are there from the start (tests, tools). */
export function loadedRulesetSource(rulesets: readonly RulesetScreens[]): RulesetSource {
  const promise = Promise.resolve(rulesets);
  return {
    catalog: rulesets.map(({ rules }) => ({ id: rules.id, name: rules.name, summary: rules.summary, player: rules.player, samples: rules.samples })),
    current: () => rulesets,
    load: () => promise,
    subscribe: () => () => undefined,
  };
}

/** Given by the app shell (renderer/app/App.tsx). */
export const RulesetsContext = createContext<RulesetSource>(loadedRulesetSource([]));

/** What the library lists: each ruleset's id, name and samples, with none of its code. */
export function useRulesetCatalog(): RulesetCatalog {
  return useContext(RulesetsContext).catalog;
}

/** Loads every ruleset's screens and rules (for an action: import, open a sample). */
export function useLoadRulesets(): () => Promise<readonly RulesetScreens[]> {
  const source = useContext(RulesetsContext);
  return source.load;
}

/** Every ruleset's screens once loaded, undefined before; does not load them, re-renders when they are. */
export function useLoadedRulesets(): readonly RulesetScreens[] | undefined {
  const source = useContext(RulesetsContext);
  return useSyncExternalStore(source.subscribe, source.current);
}

/** Every ruleset's screens and rules: suspends (React Suspense) until they are loaded. */
export function useRulesets(): readonly RulesetScreens[] {
  const source = useContext(RulesetsContext);
  return source.current() ?? use(source.load());
}

/** The rules halves, for neutral shared code that takes them (reading an archive, the New game checks); suspends as useRulesets. */
export function useRulesetRules(): RulesetList {
  const rulesets = useRulesets();
  return useMemo(() => rulesets.map((r) => r.rules), [rulesets]);
}

/** The ruleset of a game, or undefined when this build has no such ruleset; suspends as useRulesets. */
export function useRuleset(id: string): RulesetScreens | undefined {
  return useRulesets().find((r) => r.rules.id === id);
}

/** A screen of a game of this ruleset, by id; the first screen when the id is none of them. */
export function findScreen(ruleset: RulesetScreens, id: string): GameScreen | undefined {
  return ruleset.screens.find((screen) => screen.id === id) ?? ruleset.screens[0];
}
