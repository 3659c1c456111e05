/**
 * The app's commands, as screens use them: the app shell (renderer/app/AppActionsProvider)
 * provides them, so buttons, shortcuts, the command palette and the desktop menu all run
 * the same code, and no screen imports the shell.
 */
import { createContext, useContext } from 'react';

export interface AppActions {
  newGame(): void;
  importArchive(): Promise<void>;
  exportCurrentGame(): Promise<void>;
  /** Opens a bundled sample game of a ruleset (imports it the first time). */
  openSample(rulesetId: string, sampleId: string): Promise<void>;
  /** Asks which bundled sample to open. */
  chooseSample(): void;
  goLibrary(): void;
  toggleTheme(): void;
  print(): Promise<void>;
  openPalette(): void;
}

export const AppActionsContext = createContext<AppActions | null>(null);

export function useAppActions(): AppActions {
  const actions = useContext(AppActionsContext);
  if (!actions) throw new Error('useAppActions outside AppActionsProvider');
  return actions;
}
