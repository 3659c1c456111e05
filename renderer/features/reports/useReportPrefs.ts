import { useLocalStorage } from '@mantine/hooks';
import type { Paper } from '../../../shared/reports/render-html';

export const ZOOMS = [0.5, 0.75, 1, 1.25] as const;

/**
 * The paper (A4 or US Letter) and the preview's zoom, kept on this computer: the game's
 * report settings (shared/reports/settings.ts) have no paper field yet.
 */
export function useReportPrefs() {
  const [paper, setPaper] = useLocalStorage<Paper>({ key: 'warpdesk.reports.paper', defaultValue: 'a4', getInitialValueInEffect: false });
  const [zoom, setZoom] = useLocalStorage<number>({ key: 'warpdesk.reports.zoom', defaultValue: 0.75, getInitialValueInEffect: false });
  return { paper: paper === 'letter' ? 'letter' : ('a4' as Paper), setPaper, zoom: (ZOOMS as readonly number[]).includes(zoom) ? zoom : 0.75, setZoom };
}
