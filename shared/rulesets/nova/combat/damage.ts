/**
 * NOVA damage application (digest §9): shields with burn-through, armour, structure; force beams
 * skip shields and triple the excess; warp-cannon hits by location with point-for-point carry-over.
 * Pure: a layer state in, a layer state out. No value ever goes below 0.
 */
import type { CombatSettings } from './settings';
import type { ShotResult } from './weapons';

/** The three damage layers of a ship (NOVA: STRUCTURAL DAMAGE L3272). */
export interface Layers {
  /** Current shielding, 0…SLmax. */
  sl: number;
  /** Shield increment: the most one shot can take from the shields. */
  si: number;
  /** Current total armour. */
  ta: number;
  /** Cumulative structural damage. */
  sd: number;
}

export interface Applied {
  layers: Layers;
  toShields: number;
  toArmour: number;
  toStructure: number;
}

/** Shields (at most one SI, and only what is left) → armour → structure, point for point. */
function flow(layers: Layers, damage: number, shieldCap: number): Applied {
  const toShields = Math.max(0, Math.min(damage, shieldCap, layers.sl));
  let rest = damage - toShields;
  const toArmour = Math.max(0, Math.min(rest, layers.ta));
  rest -= toArmour;
  const toStructure = Math.max(0, rest);
  return { layers: { ...layers, sl: layers.sl - toShields, ta: layers.ta - toArmour, sd: layers.sd + toStructure }, toShields, toArmour, toStructure };
}

/** NOVA: SHIELDS (L943–955): a normal hit (laser, plasma, missile). */
export function applyNormal(layers: Layers, damage: number): Applied {
  return flow(layers, damage, layers.si);
}

/** NOVA: FORCE BEAMS (L769–773): shields ignored; armour absorbs 1:1; the excess does 3× structural damage. */
export function applyForce(layers: Layers, fd: number): Applied {
  const toArmour = Math.min(fd, layers.ta);
  const toStructure = 3 * (fd - toArmour);
  return { layers: { ...layers, ta: layers.ta - toArmour, sd: layers.sd + toStructure }, toShields: 0, toArmour, toStructure };
}

/**
 * NOVA: WARP CANNON (L1025–1035). Shield hit: WD; armour hit: 2·WD; structure hit: 3·WD. The excess
 * over the hit layer flows on point for point. A hit on a layer already at 0 is "upgraded" to the
 * next layer (with its multiplier when `wcUpgradeUsesNextMultiplier`, else the raw damage flows on).
 */
export function applyWarp(layers: Layers, wd: number, location: 'shield' | 'armour' | 'structure', settings: Pick<CombatSettings, 'wcUpgradeUsesNextMultiplier' | 'wcShieldHitCappedBySI'>): Applied {
  let loc = location;
  let damage = loc === 'shield' ? wd : loc === 'armour' ? 2 * wd : 3 * wd;
  if (loc === 'shield' && layers.sl === 0) {
    loc = 'armour';
    if (settings.wcUpgradeUsesNextMultiplier) damage = 2 * wd;
  }
  if (loc === 'armour' && layers.ta === 0) {
    loc = 'structure';
    if (settings.wcUpgradeUsesNextMultiplier) damage = 3 * wd;
  }
  if (loc === 'shield') return flow(layers, damage, settings.wcShieldHitCappedBySI ? layers.si : layers.sl);
  if (loc === 'armour') return flow(layers, damage, 0);
  return { layers: { ...layers, sd: layers.sd + damage }, toShields: 0, toArmour: 0, toStructure: damage };
}

/** Applies one shot's result; a miss changes nothing. */
export function applyShot(layers: Layers, shot: ShotResult, settings: CombatSettings): Applied {
  switch (shot.kind) {
    case 'miss':
      return { layers, toShields: 0, toArmour: 0, toStructure: 0 };
    case 'normal':
      return applyNormal(layers, shot.damage);
    case 'force':
      return applyForce(layers, shot.damage);
    case 'warp':
      return applyWarp(layers, shot.wd, shot.location, settings);
  }
}
