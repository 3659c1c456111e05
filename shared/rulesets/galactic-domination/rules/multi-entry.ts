/**
 * More than two empires in one hex (GD §10.3.2): with 1 present + 2 arriving the present force may ally
 * with one newcomer; 3 arriving: the strongest fights the other two together; 4: the two strongest fight
 * each other and the two weakest each other, then the winners. "Strongest" is not defined (digest A-18):
 * book value by default.
 */

export interface EntryForce {
  readonly id: string;
  readonly value: number;
  /** True for a force that was in the hex before this segment. */
  readonly present: boolean;
}

/** A pairing to fight first: two coalitions of force ids. */
export type Pairing = readonly [readonly string[], readonly string[]];

/**
 * The first battles among the forces of a hex (GD §10.3.2). `tieBreak(ids)` orders equally strong forces
 * (a die roll). `allyChoice` is the present force's chosen newcomer (§10.3.2.1), if any.
 */
export function firstPairings(forces: readonly EntryForce[], tieBreak: (ids: string[]) => string[], allyChoice?: string | null): Pairing[] {
  if (forces.length < 2) return [];
  if (forces.length === 2) return [[[forces[0]!.id], [forces[1]!.id]]];
  const byStrength = (list: readonly EntryForce[]) => {
    const values = [...new Set(list.map((f) => f.value))].sort((a, b) => b - a);
    return values.flatMap((v) => tieBreak(list.filter((f) => f.value === v).map((f) => f.id)));
  };
  const present = forces.filter((f) => f.present);
  if (forces.length === 3 && present.length === 1) {
    // GD §10.3.2.1: the present force may ally with one newcomer against the other.
    const p = present[0] as EntryForce;
    const newcomers = forces.filter((f) => !f.present).map((f) => f.id);
    if (allyChoice && newcomers.includes(allyChoice)) return [[[p.id, allyChoice], newcomers.filter((id) => id !== allyChoice)]];
  }
  const order = byStrength(forces);
  if (forces.length === 3) return [[[order[0] as string], [order[1] as string, order[2] as string]]];
  // GD §10.3.2.3 (4 forces; more are split the same way, pairwise down the order).
  const out: Pairing[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) out.push([[order[i] as string], [order[i + 1] as string]]);
  if (order.length % 2 === 1) out.push([[order[order.length - 1] as string], []]);
  return out;
}
