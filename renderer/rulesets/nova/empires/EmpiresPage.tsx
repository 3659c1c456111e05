import type { Game } from '../../../../shared/model/entities';
import { EmpireList } from './EmpireList';
import { EmpireView } from './EmpireView';
import { useEmpireRoute } from './empire-route';

/** The Empires screen: the list of empires, or one empire's technology, designs, pregame and overrides. */
export function EmpiresPage({ game }: { game: Game }) {
  const route = useEmpireRoute();
  if (!route.empireId) return <EmpireList game={game} />;
  return <EmpireView key={route.empireId} game={game} route={{ ...route, empireId: route.empireId }} />;
}
