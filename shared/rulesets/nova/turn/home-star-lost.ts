/**
 * NOVA: HOME STARS — "Once destroyed a home star may never be recreated." A Home Star wiped by
 * devastation (no SDU left, step J) stops being a Home Star for good: its production no longer
 * uses the World column, it loses its 10 intrinsic militia and the 4-armies-a-turn limit, and
 * pillaging it no longer gives captured technology. The system keeps `homeStarLostTurn`, and the
 * empire keeps it as its designated home star for builds (NOVA 4.2) until the GM changes it.
 */
import type { NovaSystem } from '../records';

/** Ends a Home Star's status in place; returns whether it was one. */
export function loseHomeStar(system: NovaSystem, turn: number): boolean {
  if (!system.homeStar) return false;
  system.homeStar = false;
  (system as NovaSystem & { homeStarLostTurn?: number }).homeStarLostTurn = turn;
  return true;
}
