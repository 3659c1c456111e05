/**
 * Galactic Domination's screens: the screens half of its wing (renderer/ruleset.ts), listed in
 * renderer/app/rulesets.ts. The large screens load when first opened.
 */
import { lazy } from 'react';
import { GALACTIC_DOMINATION } from '../../../shared/rulesets/galactic-domination/ruleset';
import { SAMPLE_NAME } from '../../../shared/rulesets/galactic-domination/sample/sample-id';
import type { RulesetScreens } from '../../ruleset';

// The shared Dashboard and Settings pages load when a game is opened, not with the library.
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
// The dashboard part too: it reads the stored turns, which the library's first screen does not need.
const GdDashboard = lazy(() => import('./dashboard/GdDashboard').then((m) => ({ default: m.GdDashboard })));
const TablePage = lazy(() => import('./table/TablePage').then((m) => ({ default: m.TablePage })));
const MapPage = lazy(() => import('./map/MapPage').then((m) => ({ default: m.MapPage })));
const OrdersPage = lazy(() => import('./orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const TurnPage = lazy(() => import('./turn/TurnPage').then((m) => ({ default: m.TurnPage })));
const BattlesPage = lazy(() => import('./battles/BattlesPage').then((m) => ({ default: m.BattlesPage })));
const PlayersPage = lazy(() => import('./players/PlayersPage').then((m) => ({ default: m.PlayersPage })));
const CardsPage = lazy(() => import('./cards/CardsPage').then((m) => ({ default: m.CardsPage })));
const DiceLogPage = lazy(() => import('./dice/DiceLogPage').then((m) => ({ default: m.DiceLogPage })));
const ReportsPage = lazy(() => import('./reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));

export const GALACTIC_DOMINATION_SCREENS: RulesetScreens = {
  rules: GALACTIC_DOMINATION,
  screens: [
    { id: 'dashboard', label: 'Dashboard', purpose: "The game at a glance: turn, the banker's ledger, each player's orders.", page: DashboardPage },
    { id: 'gd-table', label: 'Table', purpose: "At the table: the referee's and banker's desk, the turn played segment by segment on the board.", wide: true, page: TablePage },
    { id: 'gd-map', label: 'Map', purpose: 'The board as the GM knows it, and as each player does.', wide: true, page: MapPage },
    { id: 'gd-orders', label: 'Orders', purpose: "By mail: each player's written orders, typed or in the grid, every line checked.", wide: true, page: OrdersPage },
    { id: 'gd-turn', label: 'Turn', purpose: 'By mail: the turn run from the orders, what each player learns, commit and history.', wide: true, page: TurnPage },
    { id: 'gd-battles', label: 'Battles', purpose: 'Every battle round by round, and the odds of any battle.', wide: true, page: BattlesPage },
    { id: 'gd-players', label: 'Players', purpose: "Each player's treasury, planets and fleets, and the GM's corrections with their notes.", wide: true, page: PlayersPage },
    { id: 'gd-cards', label: 'Cards', purpose: 'The decks as data the GM extends; hands, draws, plays and cards in play.', wide: true, page: CardsPage },
    { id: 'gd-dice', label: 'Dice log', purpose: 'Every die of the game, setup included, by turn and purpose.', wide: true, page: DiceLogPage },
    { id: 'gd-reports', label: 'Reports', purpose: "Each player's sitrep and order sheet, leak-checked, printed or exported.", wide: true, page: ReportsPage },
    { id: 'settings', label: 'Settings', purpose: 'The open rules of the book and the mail house rules, with their defaults.', page: SettingsPage },
  ],
  Dashboard: GdDashboard,
  // The command palette's actions of the mail screens (features/commands), with their shortcuts.
  commands: [
    { id: 'turn.dry-run', label: 'Dry run the turn', screen: 'gd-turn', shortcut: 'mod+Enter', screenBinds: true, boundOn: ['gd-table'], description: 'Turn screen' },
    { id: 'turn.commit', label: 'Commit the turn…', screen: 'gd-turn', shortcut: 'alt+C', description: 'Turn screen: runs the turn first if it has not run' },
    { id: 'orders.import', label: 'Import typed orders from a file…', screen: 'gd-orders', shortcut: 'alt+I', description: 'Orders screen' },
    { id: 'orders.paste', label: 'Paste typed orders…', screen: 'gd-orders', shortcut: 'alt+T', description: 'Orders screen' },
    { id: 'reports.export-all', label: 'Export every sitrep…', screen: 'gd-reports', shortcut: 'alt+P', description: 'Reports screen' },
  ],
  samples: {
    [SAMPLE_NAME]: () => import('../../../resources/samples/galactic-domination-sample.warpdesk.json?raw').then((m) => m.default),
  },
};
