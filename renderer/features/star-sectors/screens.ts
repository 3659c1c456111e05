/** The screens of a Star Sectors game (the dashboard is shared with every ruleset). */
import type { GameScreen } from '../game/screens';

export const STAR_SECTORS_SCREENS: readonly GameScreen[] = [
  { id: 'dashboard', label: 'Dashboard', purpose: 'The battle at a glance: round, sides and ships.' },
  { id: 'ss-fleet', label: 'Fleet', purpose: 'Sides, ship profile cards, ships and supplies, with point values and budgets; rule settings.', wide: true },
  { id: 'ss-board', label: 'Board', purpose: 'Board size, terrain tiles and ship deployment on the hex board.', wide: true },
  { id: 'ss-round', label: 'Round', purpose: "Each side's orders, typed or on the board; resolve the round and read what happened.", wide: true },
  { id: 'ss-dice', label: 'Dice log', purpose: 'Every die of every round, filtered by ship or round.', wide: true },
  { id: 'ss-reports', label: 'Reports', purpose: "Each side's round report and ship status cards, ready to print." },
  { id: 'settings', label: 'Settings', purpose: 'The rules the book leaves open, with their defaults.' },
];
