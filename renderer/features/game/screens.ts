/** A game's screens, in the order of the navigation. `issue` names the issue that builds a screen not built yet. */
export interface GameScreen {
  id: string;
  label: string;
  /** What the screen is for, in one line. */
  purpose: string;
  /** Issue that will build it; absent for screens that exist. */
  issue?: number;
  /** Uses the whole width of the window (map, boards, grids) instead of a reading column. */
  wide?: boolean;
}

export const GAME_SCREENS: readonly GameScreen[] = [
  { id: 'dashboard', label: 'Dashboard', purpose: 'The game at a glance: turn, deadline, empires and the map in numbers.' },
  { id: 'map', label: 'Map', purpose: "The GM's secret strategic map, and the view as each empire knows it.", wide: true },
  { id: 'empires', label: 'Empires', purpose: 'Technology, ship designs, forces, contacts and knowledge of each empire.', wide: true },
  { id: 'orders', label: 'Orders', purpose: 'Order sheets per empire: the order grid and typed-order import, checked line by line.', wide: true },
  { id: 'turn', label: 'Turn', purpose: 'Dry run of the turn sequence, review per empire, commit and history.', wide: true },
  { id: 'combat', label: 'Combat', purpose: 'Battles on the hex board, resolved automatically or step by step, with the dice log.', wide: true },
  { id: 'reports', label: 'Reports', purpose: 'Sitreps, order sheets and per-player packets, with a leak check.', wide: true },
  { id: 'settings', label: 'Settings', purpose: 'Rules options and house rules of this game.' },
];

export function findScreen(id: string): GameScreen | undefined {
  return GAME_SCREENS.find((screen) => screen.id === id);
}
