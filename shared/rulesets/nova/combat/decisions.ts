/**
 * The decisions a battle stops for (digest §0, §3) and their validation. Validators return
 * `{ ok: false, reason }`, never throw. Decisions are stored by round, so a battle replays
 * exactly from its input, its decisions and its seed.
 */
import { z } from 'zod';
import { profileOf, type Battle } from './battle';
import { sideDetects } from './detection';
import { rangeBetween, thrustProblem } from './movement';
import { missileSize } from './tables';
import { weaponMaxRange } from './profile';
import { ieWorking, isActive, jdWorking, workingWeapons } from './ship-state';
import { jumpBlocker } from './jumping';
import { launchProblem, pickUpProblem } from './launch-bays';

export const allocationSchema = z.looseObject({
  ship: z.string(),
  weapon: z.string(),
  target: z.string(),
  /** Which image of the target (0-based) when it shows echoes to this side. */
  image: z.int().min(0).optional(),
  /** XL only: fire as beam or pulse laser. */
  mode: z.enum(['BL', 'PL']).optional(),
  /** ML only: the missile design fired. */
  missile: z.string().optional(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const roundDecisionsSchema = z.looseObject({
  /** C: the EW, FC and SN installation each ship uses this round (component ids); ships or kinds left out use their highest working level; SN null = sensors switched off (NOVA: SENSOR PROBES "may attempt"). */
  installations: z.record(z.string(), z.looseObject({ EW: z.string().optional(), FC: z.string().optional(), SN: z.string().nullable().optional() })).optional(),
  /** C: ships launched from launch bays (they take the carrier's hex and vector). */
  launch: z.array(z.string()).optional(),
  /** K: ship id → the carrier that picks it up (same hex, same vector, full shields, room in a bay). */
  pickUps: z.record(z.string(), z.string()).optional(),
  /** D: thrust points per direction D1…D6 for each ship; ships left out plot no thrust. */
  thrust: z.record(z.string(), z.array(z.int())).optional(),
  /** After E, on loss of detection: each side jumps out or stays. */
  lossOfDetection: z.record(z.string(), z.enum(['jump', 'stay'])).optional(),
  /**
   * Meeting engagement after a loss of detection (L3268: the side that detects the other chooses "the direction (1-6) from the enemy to themselves").
   * The first side present stays at the warp point centre. For another side: the direction from the first side's stack to its own.
   * For the first side: the direction from the enemy to itself (the others are set up the opposite way).
   */
  meetingDirections: z.record(z.string(), z.int().min(1).max(6)).optional(),
  /** F: for each ship showing echoes, which image (0-based) is real — the defender's secret choice. */
  echoes: z.record(z.string(), z.int().min(0)).optional(),
  /** F: weapon allocations. Their order is the order in which hits are applied to each target (the attacker's resolution order, L3180). */
  fire: z.array(allocationSchema).optional(),
  /** L: jump out, stay (the cycle restarts), abort the cycle, or restart an aborted cycle. */
  jumps: z.record(z.string(), z.enum(['jump', 'stay', 'abort', 'restart'])).optional(),
});
export type RoundDecisions = z.infer<typeof roundDecisionsSchema>;
export type DecisionKind = 'launch' | 'thrust' | 'lossOfDetection' | 'echoes' | 'fire' | 'pickUps' | 'jumps';

/** Decisions by round number ("1", "2", …). */
export const battleDecisionsSchema = z.record(z.string(), roundDecisionsSchema);
export type BattleDecisions = z.infer<typeof battleDecisionsSchema>;

export type Validation = { ok: true; warnings: string[] } | { ok: false; reason: string };

const ok = (warnings: string[] = []): Validation => ({ ok: true, warnings });
const no = (reason: string): Validation => ({ ok: false, reason });

/** Installations chosen must exist on the ship, be of that kind and be working. */
export function validateInstallations(battle: Battle, chosen: Record<string, Partial<Record<'EW' | 'FC' | 'SN', string | null>>>): Validation {
  for (const [id, kinds] of Object.entries(chosen)) {
    const ship = battle.ships.find((s) => s.id === id);
    if (!ship) return no(`installations: no ship "${id}"`);
    for (const [kind, component] of Object.entries(kinds)) {
      if (component === undefined) continue;
      if (component === null) {
        if (kind !== 'SN') return no(`installations: ${ship.name}'s ${kind} can be chosen, not switched off (only SN can)`);
        continue;
      }
      const c = profileOf(ship).components.find((x) => x.id === component);
      if (!c || c.code !== kind) return no(`installations: ${ship.name} has no ${kind} "${component}"`);
      if (ship.destroyed.includes(component)) return no(`installations: ${ship.name}'s ${component} is destroyed`);
    }
  }
  return ok();
}

export function validateThrust(battle: Battle, thrust: Record<string, number[]>): Validation {
  for (const [id, plot] of Object.entries(thrust)) {
    const ship = battle.ships.find((s) => s.id === id);
    if (!ship) return no(`thrust: no ship "${id}" in this battle`);
    if (!isActive(ship)) return no(`thrust: ${ship.name} is not in the battle any more`);
    const problem = thrustProblem(plot, ieWorking(ship));
    if (problem) return no(`thrust for ${ship.name}: ${problem}`);
  }
  return ok();
}

export function validateFire(battle: Battle, fire: readonly Allocation[]): Validation {
  const used = new Set<string>();
  const warnings: string[] = [];
  for (const [i, a] of fire.entries()) {
    const at = `fire[${i}]`;
    const ship = battle.ships.find((s) => s.id === a.ship);
    if (!ship) return no(`${at}: no ship "${a.ship}"`);
    if (!isActive(ship)) return no(`${at}: ${ship.name} is not in the battle any more`);
    const weapon = workingWeapons(ship).find((w) => w.id === a.weapon);
    if (!weapon) return no(`${at}: ${ship.name} has no working weapon "${a.weapon}"`);
    const key = `${a.ship}/${a.weapon}`;
    if (used.has(key)) return no(`${at}: ${ship.name}'s ${a.weapon} already fires this round (one shot per weapon)`);
    used.add(key);
    const target = battle.ships.find((s) => s.id === a.target);
    if (!target) return no(`${at}: no target "${a.target}"`);
    if (target.side === ship.side) return no(`${at}: ${target.name} is on ${ship.name}'s own side`);
    if (!isActive(target)) return no(`${at}: ${target.name} is not in the battle any more`);
    if (!sideDetects(battle, ship.side, target)) return no(`${at}: ${target.name} is not detected by ${ship.side} (no ship within detection range)`);
    const images = target.images[ship.side] ?? 1;
    if (images > 1 && (a.image === undefined || a.image >= images)) return no(`${at}: ${target.name} shows ${images} images to ${ship.side}: choose image 0–${images - 1}`);
    if (weapon.kind === 'XL' && a.mode === undefined) return no(`${at}: ${a.weapon} is a combination laser: choose mode BL or PL`);
    const range = rangeBetween(ship.pos, target.pos);
    if (weapon.kind === 'ML') {
      const missile = profileOf(ship).missiles.find((m) => m.id === a.missile);
      if (!missile) return no(`${at}: ${a.weapon} is a launcher: name a missile design this ship carries (${profileOf(ship).missiles.map((m) => m.id).join(', ') || 'none'})`);
      const size = missileSize(missile.md, missile.ma, missile.mr);
      if (size > weapon.size) return no(`${at}: missile ${missile.id} is size ${size}, launcher ${a.weapon} is size ${weapon.size}`);
      if (range > missile.mr) warnings.push(`${at}: ${target.name} is at range ${range}, beyond MR ${missile.mr}: the shot is wasted`);
    } else if (weapon.kind !== 'WC') {
      // NOVA: ALLOCATION OF WEAPONRY — "Attacks on targets out of range are wasted" (a warning: the shot is legal and spent).
      // A warp cannon's reach depends on FC and EW; its calculator shows the chance instead.
      const reach = weaponMaxRange(weapon.kind === 'XL' ? { ...weapon, kind: a.mode ?? 'BL' } : weapon);
      if (range > reach) warnings.push(`${at}: ${target.name} is at range ${range}, beyond the ${reach}-hex reach of ${a.weapon}: the shot is wasted`);
    }
  }
  return ok(warnings);
}

export function validateJumps(battle: Battle, jumps: Record<string, string>): Validation {
  for (const [id, choice] of Object.entries(jumps)) {
    const ship = battle.ships.find((s) => s.id === id);
    if (!ship) return no(`jumps: no ship "${id}"`);
    if (!isActive(ship)) return no(`jumps: ${ship.name} is not in the battle any more`);
    if (choice === 'jump') {
      if (jdWorking(ship) === 0) return no(`jumps: ${ship.name} has no working JD`);
      if (ship.jdCycleStart === null) return no(`jumps: ${ship.name}'s JD is not cycling`);
      const lt = profileOf(ship).lt;
      const ready = ship.jdCycleStart + lt - 1;
      if (battle.round < ready) return no(`jumps: ${ship.name} (LT${lt}, cycle from round ${ship.jdCycleStart}) can jump at the end of round ${ready} at the earliest`);
      const blocker = jumpBlocker(battle, ship);
      if (blocker) return no(`jumps: ${ship.name} ${blocker}`);
    }
    if (choice === 'restart' && ship.jdCycleStart !== null) return no(`jumps: ${ship.name}'s JD is already cycling`);
    if (choice === 'abort' && ship.jdCycleStart === null) return no(`jumps: ${ship.name}'s JD is not cycling`);
  }
  return ok();
}

export function validateLossOfDetection(battle: Battle, choice: Record<string, string>, directions: Record<string, number> = {}): Validation {
  const sides = new Set(battle.input.sides.map((s) => s.id));
  for (const side of Object.keys(choice)) if (!sides.has(side)) return no(`lossOfDetection: no side "${side}"`);
  for (const [side, dir] of Object.entries(directions)) {
    if (!sides.has(side)) return no(`meetingDirections: no side "${side}"`);
    if (!Number.isInteger(dir) || dir < 1 || dir > 6) return no(`meetingDirections: ${side}: a direction is 1 to 6, got ${dir}`);
  }
  return ok();
}

export function validateEchoes(battle: Battle, echoes: Record<string, number>): Validation {
  for (const [id, image] of Object.entries(echoes)) {
    const ship = battle.ships.find((s) => s.id === id);
    if (!ship) return no(`echoes: no ship "${id}"`);
    const max = Math.max(1, ...Object.values(ship.images));
    if (image >= max) return no(`echoes: ${ship.name} shows ${max} images, choose 0–${max - 1}`);
  }
  return ok();
}

/** Validates one kind of decision of a round (range is not a reason to refuse: an out-of-range shot is legal and wasted, L3176). */
export function validateRound(battle: Battle, kind: DecisionKind, d: RoundDecisions): Validation {
  switch (kind) {
    case 'thrust':
      return validateThrust(battle, d.thrust ?? {});
    case 'fire':
      return validateFire(battle, d.fire ?? []);
    case 'jumps':
      return validateJumps(battle, d.jumps ?? {});
    case 'lossOfDetection':
      return validateLossOfDetection(battle, d.lossOfDetection ?? {}, d.meetingDirections ?? {});
    case 'echoes':
      return validateEchoes(battle, d.echoes ?? {});
    case 'launch': {
      for (const id of d.launch ?? []) {
        const problem = launchProblem(battle, id);
        if (problem) return no(problem);
      }
      return ok();
    }
    case 'pickUps': {
      for (const [id, carrier] of Object.entries(d.pickUps ?? {})) {
        const problem = pickUpProblem(battle, id, carrier);
        if (problem) return no(problem);
      }
      return ok();
    }
  }
}
