/**
 * NOVA: SURFACE COMBAT L3998: "Ships with CHs can be used to withdraw armies at the beginning of
 * any round of combat. Conditional orders would have to be written to cover this." A round's
 * decision may list units withdrawn (`withdraw`) before anything else happens in that round:
 * armies (AA, RA) and SDUs of either side on the ground; militia can't be moved (L2134). A unit
 * withdrawn is back aboard its side's ships, takes no part in the rest of this turn's combat
 * and does not land again this turn. The ships' CH room is the GM's to check (the conditional
 * order names the ships); the turn puts each withdrawn unit aboard a ship of its empire there.
 */

/** The part of a ground unit a withdrawal reads (surface.ts's GroundUnit). */
interface Withdrawable {
  id: string;
  type: string;
  alive: boolean;
  landed: boolean;
  withdrawn?: boolean;
}

/** Whether a unit may be withdrawn at the start of the next round: alive, on the ground, not a militia army. */
export function mayWithdraw(u: Withdrawable): boolean {
  return u.alive && u.landed && u.type !== 'MA';
}

/** Why `ids` cannot be withdrawn this round; null when they can. */
export function withdrawalProblem(state: { units: readonly Withdrawable[] }, ids: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of ids) {
    const u = state.units.find((x) => x.id === id);
    if (!u) return `withdraw: no unit ${id}`;
    if (seen.has(id)) return `withdraw: ${id} is listed twice`;
    seen.add(id);
    if (u.type === 'MA') return `withdraw: ${id} is a militia army; militia can't be moved (NOVA: MILITIA ARMIES)`;
    if (!mayWithdraw(u)) return `withdraw: ${id} is not on the ground`;
  }
  return null;
}

/** The state with `ids` withdrawn (a copy; `ids` checked first with withdrawalProblem). */
export function withWithdrawal<S extends { units: readonly Withdrawable[] }>(state: S, ids: readonly string[]): S {
  if (ids.length === 0) return state;
  const out = new Set(ids);
  return { ...state, units: state.units.map((u) => (out.has(u.id) ? { ...u, landed: false, withdrawn: true } : u)) };
}
