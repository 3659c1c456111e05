/**
 * Which component draws which screen of a game. A screen with no entry here shows
 * NotBuiltScreen. Each feature adds one line: its screen id and its page component.
 */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Game } from '../../../shared/model/entities';
import { DashboardPage } from '../dashboard/DashboardPage';
import { SettingsPage } from '../settings/SettingsPage';
import { STAR_SECTORS_PAGES } from '../star-sectors/pages';
import { NotBuiltScreen } from './NotBuiltScreen';
import type { GameScreen } from './screens';

// The large screens (canvases, grids, rules engines) load when first opened, so the library starts fast.
const MapPage = lazy(() => import('../map-editor/MapPage').then((m) => ({ default: m.MapPage })));
const EmpiresPage = lazy(() => import('../empires/EmpiresPage').then((m) => ({ default: m.EmpiresPage })));
const OrdersPage = lazy(() => import('../orders/OrdersPage').then((m) => ({ default: m.OrdersPage })));
const CombatPage = lazy(() => import('../combat/CombatPage').then((m) => ({ default: m.CombatPage })));
const TurnPage = lazy(() => import('../turn/TurnPage').then((m) => ({ default: m.TurnPage })));
const ReportsPage = lazy(() => import('../reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));

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
  turn: TurnPage,
  reports: ReportsPage,
  settings: SettingsPage,
  ...STAR_SECTORS_PAGES,
};

export function ScreenContent({ screen, game }: { screen: GameScreen; game: Game }) {
  const Page = SCREEN_PAGES[screen.id];
  if (!Page) return <NotBuiltScreen screen={screen} />;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={`Opening ${screen.label}`} />
        </Center>
      }
    >
      <Page game={game} />
    </Suspense>
  );
}
