/**
 * NOVA: GAME OBJECTIVES (8.1 D, Territory): "Each turn each player acquires points according to
 * the number of systems they control. Points are accrued at a rate of 1 per controlled system per
 * turn. Points are never lost."
 *
 * At the end of every turn (after the finance, before the elimination check) each empire still in
 * the game adds 1 point per system it holds then — colonised or captured, as the map's owner says —
 * to `nova.territoryPoints` (whole points, only ever growing). Counted whatever the victory
 * condition, so that a GM who chooses Territory later finds the points already accrued. An empire
 * eliminated on an earlier turn (NOVA: 8.2) acquires nothing. The GM sees the points on the
 * Dashboard (Game objectives) and each empire its own on its packet's cover (objectives.ts).
 */
import { eliminatedBefore } from './eliminated-orders';
import { workingWorld } from './fleet';
import { withNova } from './research-state';
import type { StepInput, StepOutput } from './step';

/** The territory points an empire has accrued (0 when none recorded). */
export function territoryPointsOf(empire: object): number {
  const points = ((empire as { nova?: unknown }).nova as { territoryPoints?: unknown } | undefined)?.territoryPoints;
  return typeof points === 'number' && Number.isFinite(points) && points > 0 ? Math.floor(points) : 0;
}

export function territoryStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  world.empires = world.empires.map((empire) => {
    if (eliminatedBefore(empire, world.turn) !== null) return empire;
    const systems = world.systems.filter((s) => s.ownerId === empire.id).length;
    if (systems === 0) return empire;
    const total = territoryPointsOf(empire) + systems;
    return withNova(empire, { territoryPoints: total });
  });
  return { world, events: [], rolls: [], rng: input.rng, warnings: [] };
}
