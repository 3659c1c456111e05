/**
 * Attack patterns (GD §10.1, §11.6, UNIT VALUES notes; §9.3 ODS "A X M"): an attack is a list of
 * batteries, each `dice` d10s hitting on a roll ≤ `threshold`.
 */

/** One battery: `dice` d10s, each a hit on 1D10 ≤ threshold (face 0 = 10). */
export interface AttackGroup {
  readonly dice: number;
  readonly threshold: number;
  /** `A@`: fires only in ground combat (the MI, GD §10.1.2.3). */
  readonly groundOnly?: boolean;
}

/**
 * Reads an attack as the unit tables print it:
 * - `A` (whole number): A dice at ≤A (GD §10.1);
 * - `A*`: 2 dice at ≤A (the Fighter, "2 attacks/round");
 * - `A+B`: two batteries, A dice at ≤A and B at ≤B (the RA 6+6);
 * - `A X M` / `AxM`: M batteries of A dice at ≤A (ODS, GD §9.3);
 * - `A@`: A dice at ≤A, ground combat only (MI);
 * - `0`: no attack.
 * Returns null when the text is not an attack.
 */
export function parseAttack(text: string): AttackGroup[] | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d+)$/.exec(t);
  if (m) {
    const a = Number(m[1]);
    return a === 0 ? [] : [{ dice: a, threshold: a }];
  }
  m = /^(\d+)\*$/.exec(t);
  if (m) return [{ dice: 2, threshold: Number(m[1]) }];
  m = /^(\d+)@$/.exec(t);
  if (m) return [{ dice: Number(m[1]), threshold: Number(m[1]), groundOnly: true }];
  m = /^(\d+) ?\+ ?(\d+)$/.exec(t);
  if (m) return [{ dice: Number(m[1]), threshold: Number(m[1]) }, { dice: Number(m[2]), threshold: Number(m[2]) }];
  m = /^(\d+) ?[xX×] ?(\d+)$/.exec(t);
  if (m) {
    const a = Number(m[1]);
    return Array.from({ length: Number(m[2]) }, () => ({ dice: a, threshold: a }));
  }
  return null;
}

/** Dice per round of an attack (GD §9.3: 9 X 3 → 27). */
export function attackDice(groups: readonly AttackGroup[], ground = false): number {
  return groups.filter((g) => (ground ? g.groundOnly : !g.groundOnly)).reduce((n, g) => n + g.dice, 0);
}

/** Expected hits per round: Σ dice × min(threshold, 10)/10 (digest §3.5 [D]). */
export function expectedHits(groups: readonly AttackGroup[], ground = false): number {
  return groups.filter((g) => (ground ? g.groundOnly : !g.groundOnly)).reduce((n, g) => n + (g.dice * Math.max(0, Math.min(10, g.threshold))) / 10, 0);
}

/**
 * An attack changed by a whole number (GD Glossary "+1 attack": the unit fires as if its attack were
 * one higher, so dice and threshold both move). Card texts override this for Fighters and RAs:
 * - Superior Maneuvers (+1, GD §10.7.4.1): a Fighter becomes 6* (2 dice at ≤6), an RA 7+7 (digest A-25: follow the card);
 * - Internal Intrigue (−1): Fighters in pairs 3 dice at ≤3 per pair, a lone Fighter 2 dice at ≤2, an RA 5+5.
 * `text` is the unit's printed attack; `count` the number of such units (pairing of Fighters).
 */
export function modifiedAttack(text: string, delta: number, count = 1): AttackGroup[] {
  const base = parseAttack(text) ?? [];
  if (delta === 0) return repeat(base, count);
  const t = text.trim();
  if (/^\d+\*$/.test(t)) {
    const a = Number(t.slice(0, -1));
    if (delta > 0) return repeat([{ dice: 2, threshold: a + 2 * delta }], count);
    // Internal Intrigue: pairs of Fighters fire 3 dice at ≤3; a singleton 2 dice at ≤2.
    const pairs = Math.floor(count / 2);
    const out: AttackGroup[] = repeat([{ dice: 3, threshold: a - 1 }], pairs);
    if (count % 2 === 1) out.push({ dice: 2, threshold: a - 2 });
    return out;
  }
  return repeat(
    base.map((g) => ({ ...g, dice: Math.max(0, g.dice + delta), threshold: g.threshold + delta })).filter((g) => g.dice > 0),
    count,
  );
}

function repeat(groups: readonly AttackGroup[], count: number): AttackGroup[] {
  const out: AttackGroup[] = [];
  for (let i = 0; i < count; i++) out.push(...groups);
  return out;
}
