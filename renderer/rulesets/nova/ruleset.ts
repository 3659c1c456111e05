/**
 * NOVA's screens: the screens half of its wing (renderer/ruleset.ts), listed in
 * renderer/app/rulesets.ts. The large screens (canvas, grids, rules engines) load when first
 * opened, so the library starts without them.
 */
import { lazy } from 'react';
import { NOVA } from '../../../shared/rulesets/nova/ruleset';
import type { RulesetScreens } from '../../ruleset';

// The dashboard part too: it reads order sheets with the Orders screen's helpers, which the library's first screen does not need.
const NovaDashboard = lazy(() => import('./dashboard/NovaDashboard').then((m) => ({ default: m.NovaDashboard })));
// The shared Dashboard and Settings pages load when a game is opened, not with the library.
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const MapPage = lazy(() => import('./map/MapPage').then((m) => ({ default: m.MapPage })));
const EmpiresPage = lazy(() => import('./empires/EmpiresPage').then((m) => ({ default: m.EmpiresPage })));
const OrdersPage = lazy(() => import('./orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const TurnPage = lazy(() => import('./turn/TurnPage').then((m) => ({ default: m.TurnPage })));
const CombatPage = lazy(() => import('./combat/CombatPage').then((m) => ({ default: m.CombatPage })));
const ReportsPage = lazy(() => import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));
const DiceLogPage = lazy(() => import('./dice/DiceLogPage').then((m) => ({ default: m.DiceLogPage })));

export const NOVA_SCREENS: RulesetScreens = {
  rules: NOVA,
  screens: [
    { id: 'dashboard', label: 'Dashboard', purpose: 'The game at a glance: turn, deadline, empires and the map in numbers.', page: DashboardPage },
    { id: 'map', label: 'Map', purpose: "The GM's secret strategic map, and the view as each empire knows it.", wide: true, page: MapPage },
    { id: 'empires', label: 'Empires', purpose: 'Technology, ship designs, forces, contacts and knowledge of each empire.', wide: true, page: EmpiresPage },
    { id: 'orders', label: 'Orders', purpose: 'Order sheets per empire: the order grid and typed-order import, checked line by line.', wide: true, page: OrdersPage },
    { id: 'turn', label: 'Turn', purpose: 'Dry run of the turn sequence, review per empire, commit and history.', wide: true, page: TurnPage },
    { id: 'combat', label: 'Combat', purpose: 'Battles on the hex board, resolved automatically or step by step, with the dice log.', wide: true, page: CombatPage },
    { id: 'dice', label: 'Dice log', purpose: 'Every die of every committed turn, by turn and key, with the dice the GM ruled.', wide: true, page: DiceLogPage },
    { id: 'reports', label: 'Reports', purpose: 'Sitreps, order sheets and per-player packets, with a leak check.', wide: true, page: ReportsPage },
    { id: 'settings', label: 'Settings', purpose: 'Rules options and house rules of this game.', page: SettingsPage },
  ],
  Dashboard: NovaDashboard,
  commands: [
    { id: 'turn.dry-run', label: 'Dry run the turn', screen: 'turn', shortcut: 'mod+Enter', screenBinds: true, boundOn: ['combat'], description: 'Turn screen' },
    { id: 'turn.commit', label: 'Commit the turn…', screen: 'turn', shortcut: 'alt+C', description: 'Turn screen: lists the rows still in error first' },
    { id: 'orders.import', label: 'Import typed orders from a file…', screen: 'orders', shortcut: 'alt+I', description: 'Orders screen' },
    { id: 'orders.paste', label: 'Paste typed orders…', screen: 'orders', shortcut: 'alt+T', description: 'Orders screen' },
    { id: 'reports.export-all', label: 'Export every packet…', screen: 'reports', shortcut: 'alt+P', description: 'Reports screen' },
    { id: 'combat.new-battle', label: 'New battle…', screen: 'combat', shortcut: 'alt+B', description: 'Combat screen' },
    { id: 'map.view-as', label: 'View the map as', screen: 'map', perPlayer: true, description: 'Map screen' },
    { id: 'map.gm-view', label: "View the GM's map", screen: 'map', description: 'Map screen' },
  ],
  samples: {
    'nova-sample': () => import('../../../resources/samples/nova-sample.warpdesk.json?raw').then((m) => m.default),
  },
};
