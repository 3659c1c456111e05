/**
 * Star Sectors' screens: the screens half of its wing (renderer/ruleset.ts), listed in
 * renderer/app/rulesets.ts.
 */
import { lazy } from 'react';
import { STAR_SECTORS } from '../../../shared/rulesets/star-sectors/ruleset';
import type { RulesetScreens } from '../../ruleset';

// The pages load when first opened: the board and its canvas stay out of the library's first screen.
// The shared Dashboard and Settings pages load when a game is opened, not with the library.
const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const BattleSummary = lazy(() => import('./BattleSummary').then((m) => ({ default: m.BattleSummary })));
const FleetPage = lazy(() => import('./FleetPage').then((m) => ({ default: m.FleetPage })));
const BoardPage = lazy(() => import('./BoardPage').then((m) => ({ default: m.BoardPage })));
const RoundPage = lazy(() => import('./RoundPage').then((m) => ({ default: m.RoundPage })));
const DiceLogPage = lazy(() => import('./DiceLogPage').then((m) => ({ default: m.DiceLogPage })));
const ReportsPage = lazy(() => import('./ReportsPage').then((m) => ({ default: m.ReportsPage })));

export const STAR_SECTORS_SCREENS: RulesetScreens = {
  rules: STAR_SECTORS,
  screens: [
    { id: 'dashboard', label: 'Dashboard', purpose: 'The battle at a glance: round, sides and ships.', page: DashboardPage },
    { id: 'ss-fleet', label: 'Fleet', purpose: 'Sides, ship profile cards, ships and supplies, with point values and budgets; rule settings.', wide: true, page: FleetPage },
    { id: 'ss-board', label: 'Board', purpose: 'Board size, terrain tiles and ship deployment on the hex board.', wide: true, page: BoardPage },
    { id: 'ss-round', label: 'Round', purpose: "Each side's orders, typed or on the board; resolve the round and read what happened.", wide: true, page: RoundPage },
    { id: 'ss-dice', label: 'Dice log', purpose: 'Every die of every round, filtered by ship or round.', wide: true, page: DiceLogPage },
    { id: 'ss-reports', label: 'Reports', purpose: "Each side's round report and ship status cards, ready to print.", page: ReportsPage },
    { id: 'settings', label: 'Settings', purpose: 'The rules the book leaves open, with their defaults.', page: SettingsPage },
  ],
  Dashboard: BattleSummary,
  samples: {
    'star-sectors-sample': () => import('../../../resources/samples/star-sectors-sample.warpdesk.json?raw').then((m) => m.default),
  },
};
