/**
 * Which component draws which screen of a game. A screen with no entry here shows
 * NotBuiltScreen. Each feature adds one line: its screen id and its page component.
 */
import type { ComponentType } from 'react';
import type { Game } from '../../../shared/model/entities';
import { CombatPage } from '../combat/CombatPage';
import { DashboardPage } from '../dashboard/DashboardPage';
import { MapPage } from '../map-editor/MapPage';
import { EmpiresPage } from '../empires/EmpiresPage';
import { OrdersPage } from '../orders/OrdersPage';
import { SettingsPage } from '../settings/SettingsPage';
import { STAR_SECTORS_PAGES } from '../star-sectors/pages';
import { NotBuiltScreen } from './NotBuiltScreen';
import type { GameScreen } from './screens';

/** Props every screen page receives. */
export interface ScreenProps {
  game: Game;
}

const SCREEN_PAGES: Partial<Record<string, ComponentType<ScreenProps>>> = {
  dashboard: DashboardPage,
  map: MapPage,
  empires: EmpiresPage,
  orders: OrdersPage,
  combat: CombatPage,
  settings: SettingsPage,
  ...STAR_SECTORS_PAGES,
};

export function ScreenContent({ screen, game }: { screen: GameScreen; game: Game }) {
  const Page = SCREEN_PAGES[screen.id];
  return Page ? <Page game={game} /> : <NotBuiltScreen screen={screen} />;
}
