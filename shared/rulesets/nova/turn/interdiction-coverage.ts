/**
 * NOVA: DISTORTION GENERATOR — "Interdicting ships must be set up so that the entire warp point is
 * within the field of the DG." "Interdiction orders given to ships that … set up such that their DG
 * does not cover the entire warp point are automatically ignored."
 *
 * The field reaches `dg` hexes from the ship (the DG row of the chart: "n = range in hexes"). The
 * ship sits `distance` hexes from the warp point's centre by its (D/n) set-up order, at the centre
 * without one (IN-SYSTEM SETUP: ships with orders that keep them at the warp point, as I does, are
 * "set up in the centre of the warp point"). The warp point reaches `radius` hexes from its centre
 * (game setting `warpPointRadius`, turn/settings.ts: the book gives it no size). The whole warp
 * point is in the field when distance + radius ≤ dg. Pure.
 */
import type { SetupOrder } from '../orders/sheet';

/** Whether a DG of size `dg` on a ship set up by `setup` covers the whole warp point of radius `radius` hexes. */
export function dgCoversWarpPoint(dg: number, setup: SetupOrder | null, radius: number): boolean {
  return (setup?.distance ?? 0) + radius <= dg;
}

/** The order error's reason when it does not, or null when it does. */
export function coverageProblem(name: string, dg: number, setup: SetupOrder | null, radius: number): string | null {
  if (dgCoversWarpPoint(dg, setup, radius)) return null;
  const where = setup ? `set up ${setup.distance} hex${setup.distance === 1 ? '' : 'es'} from the warp point's centre (${setup.direction}/${setup.distance})` : 'at the warp point\'s centre';
  return `${name}'s DG${dg} does not cover the entire warp point (radius ${radius} hexes) ${where}: its interdiction order is ignored (NOVA: DISTORTION GENERATOR)`;
}
