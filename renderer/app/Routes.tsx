import { GameLayout } from '../features/game/GameLayout';
import { LibraryPage } from '../features/library/LibraryPage';
import { useRoute } from '../navigation/router';

export function Routes() {
  const route = useRoute();
  if (route.page === 'game') return <GameLayout gameId={route.gameId} screen={route.screen} />;
  return <LibraryPage />;
}
