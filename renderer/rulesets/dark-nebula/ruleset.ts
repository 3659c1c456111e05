/**
 * Beyond the Dark Nebula's screens: the screens half of its wing (renderer/ruleset.ts), listed in
 * renderer/app/rulesets.ts. The large screens (the map canvas, the order grid, the turn runner)
 * load when first opened, so the library starts without them.
 */
import { lazy } from 'react';
import { DARK_NEBULA } from '../../../shared/rulesets/dark-nebula/ruleset';
import type { RulesetScreens } from '../../ruleset';

// The shared Dashboard and Settings pages load when opened, as in the other wings (issue 18: off the library's first screen).
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
// The Dashboard part runs the open turn to count what waits: it loads with the engine, on demand too.
const DnDashboard = lazy(() => import('./dashboard/DnDashboard').then((m) => ({ default: m.DnDashboard })));
const SetupPage = lazy(() => import('./setup/SetupPage').then((m) => ({ default: m.SetupPage })));
const MapPage = lazy(() => import('./map/MapPage').then((m) => ({ default: m.MapPage })));
const OrdersPage = lazy(() => import('./orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const TurnPage = lazy(() => import('./turn/TurnPage').then((m) => ({ default: m.TurnPage })));
const DiceLogPage = lazy(() => import('./dice/DiceLogPage').then((m) => ({ default: m.DiceLogPage })));
const ReportsPage = lazy(() => import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));

export const DARK_NEBULA_SCREENS: RulesetScreens = {
  rules: DARK_NEBULA,
  screens: [
    { id: 'dashboard', label: 'Dashboard', purpose: 'Where the game stands: turn and phase, each player’s RU, forces and orders, what waits for the GM, the clocks.', page: DashboardPage },
    { id: 'dn-setup', label: 'Setup', purpose: 'The secret choices, the counter draws, the independents, each player’s purchases and deployment, the force pools (DN §14.0).', wide: true, page: SetupPage },
    { id: 'dn-map', label: 'Map', purpose: 'The seven sheets: star hexes, boxes and jump routes; edit them from the printed sheets; the map as each player knows it.', wide: true, page: MapPage },
    { id: 'dn-orders', label: 'Orders', purpose: 'Each player’s sheets of the game turn in the order grid, or typed; every line checked with the rule it breaks.', wide: true, page: OrdersPage },
    { id: 'dn-turn', label: 'Turn', purpose: 'Run the game turn phase by phase: decisions, combats, GM overrides with notes; commit; history and reopen.', wide: true, page: TurnPage },
    { id: 'dn-dice', label: 'Dice log', purpose: 'Every die of every committed turn, with its purpose, modifiers and any GM override.', wide: true, page: DiceLogPage },
    { id: 'dn-reports', label: 'Reports', purpose: 'Each player’s packet, leak-checked; the GM master report; order sheets.', wide: true, page: ReportsPage },
    { id: 'settings', label: 'Settings', purpose: 'Every rule the source leaves open, with its default; fog of war; printing.', page: SettingsPage },
  ],
  Dashboard: DnDashboard,
  samples: {
    'dark-nebula-sample': () => import('../../../resources/samples/dark-nebula-sample.warpdesk.json?raw').then((m) => m.default),
  },
};
