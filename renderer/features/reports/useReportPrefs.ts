import { useLocalStorage } from '@mantine/hooks';
import type { Game } from '../../../shared/model/entities';
import type { Paper } from '../../../shared/print/paper';
import { paperOf, PRINT_SETTINGS_KEY } from '../../../shared/print/settings';
import { getDb } from '../../db/database';
import { updateGame } from '../../db/games';

export const ZOOMS = [0.5, 0.75, 1, 1.25] as const;

/**
 * The paper (A4 or US Letter), a setting of the game (`game.settings.reports.paper`, also on
 * the Settings screen), and the preview's zoom, kept on this computer.
 */
export function useReportPrefs(game: Game) {
  const [zoom, setZoom] = useLocalStorage<number>({ key: 'warpdesk.reports.zoom', defaultValue: 0.75, getInitialValueInEffect: false });
  const paper: Paper = paperOf(game.settings);
  const setPaper = (next: Paper) => {
    const stored = game.settings[PRINT_SETTINGS_KEY];
    const reports = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
    void updateGame(getDb(), game.id, { settings: { ...game.settings, [PRINT_SETTINGS_KEY]: { ...reports, paper: next } } });
  };
  return { paper, setPaper, zoom: (ZOOMS as readonly number[]).includes(zoom) ? zoom : 0.75, setZoom };
}
