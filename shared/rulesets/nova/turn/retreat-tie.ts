/**
 * NOVA: 6.11 RETREATS: "Ties are resolved by system production, then the GM." When the nearest
 * ICs are still tied after production, the engine takes the first by name and asks the GM for a
 * ruling with a RETREAT-TIE warning: for ships retreating under the contact table (step G) and for
 * ships that retreat out of a turn battle (battle-outcome.ts) alike.
 */
import type { RetreatChoice } from './retreat-destination';
import type { TurnStep, TurnWarning, TurnWorld } from './types';

/** The RETREAT-TIE warning of a retreat whose default destination is tied, or null when it is not. */
export function retreatTieWarning(world: Pick<TurnWorld, 'systems'>, step: TurnStep, empireId: string, fromSystemId: string, choice: RetreatChoice, what = 'ships retreating'): TurnWarning | null {
  if (choice.tied.length < 2) return null;
  const nameOf = (sid: string | null) => world.systems.find((s) => s.id === sid)?.name ?? sid ?? '';
  const message = `${what} from ${nameOf(fromSystemId)} may go to ${choice.tied.map(nameOf).join(' or ')}, equally near and productive: the GM decides (NOVA 6.11); ${nameOf(choice.systemId)} is taken unless you rule a retreat destination`;
  return { step, code: 'RETREAT-TIE', message, empireId, systemId: fromSystemId };
}
