/**
 * A ship's combat factors as they stand: printed ratings plus technology results the GM has
 * given effects (A25), capped at 12 (factors) and 9 (screens); concentrated fire spends missiles
 * for the rest of the combat phase (DN §5.0).
 */
import type { Side, TechResult, Unit, World } from '../model';
import { classOf } from '../state/queries';

/** The summed GM-entered technology modifiers a side has in force (DN §11.0: from the next own M&P phase). */
export function techBonus(world: World, side: Side): { ru: number; beam: number; missile: number; screen: number; jump: number } {
  const total = { ru: 0, beam: 0, missile: 0, screen: 0, jump: 0 };
  for (const t of world.sides[side].tech) {
    if (t.turn >= world.turn || t.result === 'none') continue;
    const e = world.settings.techEffects[t.result as Exclude<TechResult, 'none'>];
    total.ru += e.ru;
    total.beam += e.beam;
    total.missile += e.missile;
    total.screen += e.screen;
    total.jump += e.jump;
  }
  return total;
}

export interface Factors {
  readonly beam: number;
  readonly missile: number;
  readonly screen: number;
}

const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));

/** Beam, missile and screen of a unit now (weapons of 0 stay 0: technology does not add a weapon). */
export function factorsOf(world: World, unit: Unit): Factors {
  const cls = classOf(world, unit);
  if (unit.owner === 'independent' || cls.category !== 'ship') return { beam: cls.beam, missile: unit.missileSpent ? 0 : cls.missile, screen: cls.screen };
  const t = techBonus(world, unit.owner);
  return {
    beam: cls.beam > 0 ? clamp(cls.beam + t.beam, 12) : 0,
    missile: unit.missileSpent || cls.missile <= 0 ? 0 : clamp(cls.missile + t.missile, 12),
    screen: Math.max(1, clamp(cls.screen + t.screen, 9)),
  };
}

/** Has any attack factor left (DN §5.0 end of combat: beam and missile both 0 means none). */
export function canAttack(world: World, unit: Unit): boolean {
  const f = factorsOf(world, unit);
  return f.beam > 0 || f.missile > 0;
}
