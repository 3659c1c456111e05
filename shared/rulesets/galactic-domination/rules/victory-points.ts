/**
 * Victory points per battle (GD §5.3): space, orbital and ground battles each count apart.
 * - Tactical Victory (+1): your $ losses are lower than your opponent's, whoever wins; equal losses → the victor.
 * - Strategic Victory (+1): you won: took the objective or are the only surviving force.
 * - Two forces of exactly equal value that wipe each other out: 1 VP each.
 * Losses are book values including non-combatants and carried units, excluding TC-added ships.
 * No VP for occupying an undefended planet, nor for a ground battle with non-MI units involved.
 */

export interface VpSide {
  readonly id: string;
  /** Book value lost in the battle (GD §5.3). */
  readonly losses: number;
  /** Book value at the start (for "exactly equal value" mutual annihilation). */
  readonly startValue: number;
  /** Units left at the end. */
  readonly survivors: number;
  /** Whether this side earns VP (players do; neutrals, pirates and aliens do not). */
  readonly scores: boolean;
}

export interface VpAward {
  readonly sideId: string;
  readonly tactical: number;
  readonly strategic: number;
  readonly total: number;
  readonly reasons: readonly string[];
}

/**
 * VP for a two-sided battle. `winnerId` is the side that took the objective or is the only survivor
 * (null for a stalemate or mutual annihilation). `eligible` false gives nothing (ground battle with
 * bombardment, undefended occupation).
 */
export function battleVp(a: VpSide, b: VpSide, winnerId: string | null, eligible = true): VpAward[] {
  const award = (s: VpSide, o: VpSide): VpAward => {
    if (!eligible || !s.scores) return { sideId: s.id, tactical: 0, strategic: 0, total: 0, reasons: eligible ? [] : ['no VP for this battle (§5.3)'] };
    const reasons: string[] = [];
    let tactical = 0;
    let strategic = 0;
    const mutual = s.survivors === 0 && o.survivors === 0;
    if (mutual && s.startValue === o.startValue && s.losses === o.losses) {
      tactical = 1;
      reasons.push('equal forces wiped each other out: 1 VP each (§5.3)');
    } else {
      if (s.losses < o.losses) {
        tactical = 1;
        reasons.push(`Tactical Victory: losses $${s.losses} < $${o.losses} (§5.3)`);
      } else if (s.losses === o.losses && winnerId === s.id) {
        tactical = 1;
        reasons.push(`Tactical Victory: equal losses $${s.losses}, to the victor (§5.3)`);
      }
      if (winnerId === s.id) {
        strategic = 1;
        reasons.push('Strategic Victory: won the battle (§5.3)');
      }
    }
    return { sideId: s.id, tactical, strategic, total: tactical + strategic, reasons };
  };
  return [award(a, b), award(b, a)];
}
