/**
 * DN §7.0–§10.0 build costs, capital-ship subsidies, build delays and build restrictions
 * (Hierate and Kingdom unlocks, Vilani permits).
 */
import type { UnitCode, Variant } from '../model';

/** Capital-ship subsidy in RU (DN §8.0 Hierate B1/B −3, B2 −4, BB −5; DN §9.0 Solomani B1 −3, B2 −4). */
export function subsidy(variant: Variant, code: UnitCode): number {
  if (variant === 'hierate') return code === 'B1' || code === 'B' ? 3 : code === 'B2' ? 4 : code === 'BB' ? 5 : 0;
  if (variant === 'solomani') return code === 'B1' ? 3 : code === 'B2' ? 4 : 0;
  return 0;
}

/** The RU a variant pays for a class: printed cost less subsidy. */
export function buildCost(variant: Variant, cls: { code: UnitCode; cost: number }): number {
  return Math.max(0, cls.cost - subsidy(variant, cls.code));
}

/** Game turns to arrival (DN §7.0: B1, B2, BB 2; A27: Aslan B and monitors by setting). */
export function buildDelay(cls: { code: UnitCode; faction: string }, settings: { aslanBDelay: number; monitorDelay: number }): number {
  if (cls.code === 'B') return settings.aslanBDelay;
  if (cls.code === 'M') return settings.monitorDelay;
  return cls.code === 'B1' || cls.code === 'B2' || cls.code === 'BB' ? 2 : 1;
}

export type Restriction = { ok: true } | { ok: false; reason: string; rule: string };

/**
 * Build restrictions (DN §8.0, §10.0). Hierate: B2 after ≥1 B1 built (with the B/B2 draw, after a
 * B, A37); BB after ≥1 B2 or ≥1 B built. Kingdom: B2 after ≥1 B1 destroyed (B, A37), BB after
 * ≥1 B2 or ≥1 B destroyed. Vilani: CA, B1, B2, BB need a permit.
 */
export function buildRestriction(
  variant: Variant,
  code: UnitCode,
  history: { built: Partial<Record<UnitCode, number>>; destroyed: Partial<Record<UnitCode, number>>; permits: readonly string[] },
): Restriction {
  const built = (c: UnitCode) => history.built[c] ?? 0;
  const lost = (c: UnitCode) => history.destroyed[c] ?? 0;
  if (variant === 'hierate') {
    if (code === 'B2' && built('B1') + built('B') < 1) return { ok: false, reason: 'the Hierate builds B2 only after at least one B1 (or B) has been built', rule: 'DN §8.0' };
    if (code === 'BB' && built('B2') + built('B') < 1) return { ok: false, reason: 'the Hierate builds BB only after at least one B2 or B has been built', rule: 'DN §8.0' };
  }
  if (variant === 'kingdom') {
    if (code === 'B2' && lost('B1') + lost('B') < 1) return { ok: false, reason: 'the Kingdom builds B2 only after at least one B1 (or B) has been destroyed', rule: 'DN §8.0' };
    if (code === 'BB' && lost('B2') + lost('B') < 1) return { ok: false, reason: 'the Kingdom builds BB only after at least one B2 or B has been destroyed', rule: 'DN §8.0' };
  }
  if (variant === 'vilani' && (code === 'CA' || code === 'B1' || code === 'B2' || code === 'BB') && !history.permits.includes(code)) {
    return { ok: false, reason: `the Vilani need a build permit for ${code}`, rule: 'DN §10.0' };
  }
  return { ok: true };
}
