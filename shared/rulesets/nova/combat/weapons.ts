/**
 * NOVA weapon attacks (digest §7): one function per weapon rule, each taking the shot's
 * circumstances and a die source, returning what the shot does before any damage is applied
 * (all attacks of phase G are rolled first, NOVA: ALLOCATION OF WEAPONRY L3180).
 */
import type { MissileDesignSpec } from './ship-spec';
import { beamDropoff, chartDamage, codeLetter, forceBeamMaxRange, laserCode, missileDamage, MISSILE_D6_CODE, netFcEwPercent, pulseDropoff } from './tables';
import type { DieType } from './dice';

/** Draws one die: the engine passes its CombatDice, the fire calculator a forced value. */
export type Roll = (die: DieType, what: string, modifiers?: { label: string; value: number }[]) => number;

export interface ShotContext {
  /** Range in hexes. */
  range: number;
  /** Attacker's active FC level (0 if none). */
  fc: number;
  /** Target's active EW level (0 if none). */
  ew: number;
  /** Warp cannon only: the target was successfully probed this round by the firing side. */
  probed: boolean;
  extrapolateLaserCodes: boolean;
}

/** What one shot does, before damage is applied. */
export type ShotResult =
  | { kind: 'miss'; text: string }
  | { kind: 'normal'; damage: number; text: string }
  | { kind: 'force'; damage: number; text: string }
  | { kind: 'warp'; wd: number; location: 'shield' | 'armour' | 'structure'; locationRoll: number; text: string };

/** NOVA: BEAM/PULSE LASERS (L671–675, L871–877, L3184–3206). XL fires as either. */
export function laserShot(mode: 'BL' | 'PL', size: number, ctx: ShotContext, roll: Roll): ShotResult {
  const modSize = size - (mode === 'BL' ? beamDropoff(ctx.range) : pulseDropoff(ctx.range));
  if (modSize <= 0) return { kind: 'miss', text: `${mode}${size} at range ${ctx.range}: size drops to ${modSize}, no effect` };
  const die = roll('d10z', 'attack', [{ label: 'FC', value: ctx.fc }, { label: 'EW', value: -ctx.ew }]);
  const modified = die + ctx.fc - ctx.ew;
  const k = laserCode(mode, ctx.range, modified, ctx.extrapolateLaserCodes);
  const base = `${mode}${size} at range ${ctx.range}: d10z ${die} ${signed(ctx.fc)} FC ${signed(-ctx.ew)} EW = ${modified}`;
  if (k === 0) return { kind: 'miss', text: `${base}, no damage` };
  const damage = chartDamage(k, modSize);
  return { kind: 'normal', damage, text: `${base}, code ${codeLetter(k)} for modified size ${modSize}: ${damage} damage` };
}

/** Force-beam chance in percent: FA − 10·R + net FC/EW; null when out of range (floor(0.75·size)). */
export function forceBeamChance(size: number, fa: number, ctx: Pick<ShotContext, 'range' | 'fc' | 'ew'>): number | null {
  if (ctx.range > forceBeamMaxRange(size)) return null;
  return fa - 10 * ctx.range + netFcEwPercent(ctx.fc, ctx.ew);
}

/** NOVA: FORCE BEAMS (L759–775, L3214–3224). Hits on d100 ≤ FA'; damage FD, ignoring shields. */
export function forceBeamShot(size: number, fa: number, fd: number, ctx: ShotContext, roll: Roll): ShotResult {
  const chance = forceBeamChance(size, fa, ctx);
  if (chance === null) return { kind: 'miss', text: `FP${size} can't reach range ${ctx.range} (maximum ${forceBeamMaxRange(size)})` };
  if (chance <= 0) return { kind: 'miss', text: `FP${size} at range ${ctx.range}: chance ${chance}%, can't hit` };
  const die = roll('d100', 'to-hit', [{ label: 'chance: FA', value: fa }, { label: 'chance: range', value: -10 * ctx.range }, { label: 'chance: FC/EW', value: netFcEwPercent(ctx.fc, ctx.ew) }]);
  const hit = die <= chance;
  return hit ? { kind: 'force', damage: fd, text: `FP${size} at range ${ctx.range}: d100 ${die} ≤ ${chance}%, hit for FD ${fd}` } : { kind: 'miss', text: `FP${size} at range ${ctx.range}: d100 ${die} > ${chance}%, miss` };
}

/** Plasma damage at range: PD − ceil(R/PR) (0 reduction at range 0). */
export function plasmaDamage(pr: number, pd: number, range: number): number {
  return pd - (range === 0 ? 0 : Math.ceil(range / Math.max(1, pr)));
}

/** NOVA: PLASMA ACCELERATORS (L879–905, L3226–3234). No roll: always hits while the damage is ≥ 1. */
export function plasmaShot(pr: number, pd: number, ctx: ShotContext): ShotResult {
  const damage = plasmaDamage(pr, pd, ctx.range);
  if (damage <= 0) return { kind: 'miss', text: `PA (PR${pr} PD${pd}) at range ${ctx.range}: out of range` };
  return { kind: 'normal', damage, text: `PA (PR${pr} PD${pd}) at range ${ctx.range}: ${pd} − ceil(${ctx.range}/${pr}) = ${damage} damage` };
}

/** Warp-cannon chance: WA − R² + net FC/EW, divided by 3 (rounded up) when the target was not probed. */
export function warpCannonChance(wa: number, ctx: Pick<ShotContext, 'range' | 'fc' | 'ew' | 'probed'>): number {
  const base = wa - ctx.range * ctx.range + netFcEwPercent(ctx.fc, ctx.ew);
  return ctx.probed ? base : Math.ceil(base / 3);
}

/** Hit location of a warp cannon from the d10t (1–10): > WD shields, ≤ WD even structure, odd armour. */
export function warpLocation(d10t: number, wd: number): 'shield' | 'armour' | 'structure' {
  if (d10t > wd) return 'shield';
  return d10t % 2 === 0 ? 'structure' : 'armour';
}

/** NOVA: WARP CANNON (L1011–1035, L3236–3248). d100 to hit, then d10t for the location. */
export function warpCannonShot(wa: number, wd: number, ctx: ShotContext, roll: Roll): ShotResult {
  const chance = warpCannonChance(wa, ctx);
  const label = `WC (WA${wa} WD${wd}) at range ${ctx.range}`;
  if (chance <= 0) return { kind: 'miss', text: `${label}: chance ${chance}%, can't hit` };
  const die = roll('d100', 'to-hit', [{ label: 'chance: WA', value: wa }, { label: 'chance: range²', value: -ctx.range * ctx.range }, { label: 'chance: FC/EW', value: netFcEwPercent(ctx.fc, ctx.ew) }, ...(ctx.probed ? [] : [{ label: 'chance: unprobed ÷3', value: chance - warpCannonChance(wa, { ...ctx, probed: true }) }])]);
  const how = `${wa} − ${ctx.range}² ${signed(netFcEwPercent(ctx.fc, ctx.ew))} FC/EW${ctx.probed ? '' : ', ÷3 unprobed'} = ${chance}%`;
  if (die > chance) return { kind: 'miss', text: `${label}: d100 ${die} > ${how}, miss` };
  const loc = roll('d10t', 'location');
  const location = warpLocation(loc, wd);
  return { kind: 'warp', wd, location, locationRoll: loc, text: `${label}: d100 ${die} ≤ ${how}, hit; d10t ${loc} → ${location}` };
}

/** Missile chance: MA − 7 per EW point (FC and range don't matter within MR). */
export function missileChance(ma: number, ew: number): number {
  return ma - 7 * ew;
}

/** NOVA: MISSILES (L821–857, L3250–3256). d100 ≤ MA', then d6 damage multiplier on MD. */
export function missileShot(missile: MissileDesignSpec, ctx: ShotContext, roll: Roll): ShotResult {
  const label = `missile ${missile.name ?? missile.id} (MD${missile.md} MA${missile.ma} MR${missile.mr})`;
  if (ctx.range > missile.mr) return { kind: 'miss', text: `${label}: range ${ctx.range} is beyond MR ${missile.mr}` };
  const chance = missileChance(missile.ma, ctx.ew);
  if (chance <= 0) return { kind: 'miss', text: `${label}: chance ${chance}%, can't hit` };
  const die = roll('d100', 'to-hit', [{ label: 'chance: MA', value: missile.ma }, { label: 'chance: EW ×7', value: -7 * ctx.ew }]);
  if (die > chance) return { kind: 'miss', text: `${label}: d100 ${die} > ${chance}%, miss` };
  const d6 = roll('d6', 'damage');
  const damage = missileDamage(missile.md, d6);
  return { kind: 'normal', damage, text: `${label}: d100 ${die} ≤ ${chance}%, hit; d6 ${d6} → code ${codeLetter(MISSILE_D6_CODE[d6] ?? 0)}: ${damage} damage` };
}

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}
