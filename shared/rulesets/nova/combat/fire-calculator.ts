/**
 * The single-shot fire calculator (issue 7: "when players fight a battle on their own table"):
 * one weapon, one range, FC, EW, probe status, the target's defences and optionally the dice
 * rolled at the table → the to-hit number, hit or miss, the damage and where it goes. The same
 * code serves the Combat screen's calculator and `warpdesk fire`. It calls the engine's own
 * weapon rules (weapons.ts) and damage flow (damage.ts), so a shot here is a shot in a battle.
 */
import { rollDie, seedRng, type RngState } from '../../../rng';
import { applyShot, type Applied } from './damage';
import { readForced, type DieType } from './dice';
import { DEFAULT_COMBAT_SETTINGS, type CombatSettings } from './settings';
import { beamDropoff, blowUpChance, chartDamage, codeLetter, forceBeamMaxRange, laserCode, missileDamage, netFcEwPercent, pulseDropoff } from './tables';
import { forceBeamChance, forceBeamShot, laserShot, missileChance, missileShot, plasmaDamage, plasmaShot, warpCannonChance, warpCannonShot, type Roll, type ShotContext, type ShotResult } from './weapons';

/** A weapon as typed: `BL20`, `PL12`, `XL10 PL`, `FP8 FA140 FD5`, `PA PR3 PD6`, `WC WA120 WD4`, `ML MD6 MA90 MR14`. */
export type WeaponSpec =
  | { kind: 'BL' | 'PL'; size: number }
  | { kind: 'FP'; size: number; fa: number; fd: number }
  | { kind: 'PA'; pr: number; pd: number }
  | { kind: 'WC'; wa: number; wd: number }
  | { kind: 'ML'; md: number; ma: number; mr: number };

/** Reads a weapon as the rulebook writes it; a string says what is wrong. */
export function parseWeapon(words: readonly string[]): WeaponSpec | string {
  const text = words.join(' ').toUpperCase();
  const num = (key: string): number | undefined => {
    const m = new RegExp(`\\b${key}\\s*(\\d+)\\b`).exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const head = /^(BL|PL|XL|FP|PA|WC|ML|MISSILE)\s*(\d*)/.exec(text);
  if (!head) return `cannot read the weapon "${words.join(' ')}": write BL20, PL12, XL10 PL, FP8 FA140 FD5, PA PR3 PD6, WC WA120 WD4 or ML MD6 MA90 MR14`;
  const kind = head[1] as string;
  const size = head[2] ? Number(head[2]) : undefined;
  if (kind === 'BL' || kind === 'PL') return size ? { kind, size } : `${kind} needs a size, e.g. ${kind}20`;
  if (kind === 'XL') {
    if (!size) return 'XL needs a size and a mode, e.g. XL10 BL';
    const mode = /\b(BL|PL)\b/.exec(text.slice(head[0].length));
    return mode ? { kind: mode[1] as 'BL' | 'PL', size } : 'an XL fires as BL or PL: add the mode, e.g. XL10 PL';
  }
  if (kind === 'FP') {
    const fa = num('FA');
    const fd = num('FD');
    return size && fa !== undefined && fd !== undefined ? { kind, size, fa, fd } : 'FP needs a size, FA and FD, e.g. FP8 FA140 FD5';
  }
  if (kind === 'PA') {
    const pr = num('PR');
    const pd = num('PD');
    return pr !== undefined && pd !== undefined ? { kind, pr, pd } : 'PA needs PR and PD, e.g. PA PR3 PD6';
  }
  if (kind === 'WC') {
    const wa = num('WA');
    const wd = num('WD');
    return wa !== undefined && wd !== undefined ? { kind, wa, wd } : 'WC needs WA and WD, e.g. WC WA120 WD4';
  }
  const md = num('MD');
  const ma = num('MA');
  const mr = num('MR');
  return md !== undefined && ma !== undefined && mr !== undefined ? { kind: 'ML', md, ma, mr } : 'a missile needs MD, MA and MR, e.g. ML MD6 MA90 MR14';
}

/** The weapon written back the way parseWeapon reads it. */
export function weaponText(w: WeaponSpec): string {
  switch (w.kind) {
    case 'BL':
    case 'PL':
      return `${w.kind}${w.size}`;
    case 'FP':
      return `FP${w.size} FA${w.fa} FD${w.fd}`;
    case 'PA':
      return `PA PR${w.pr} PD${w.pd}`;
    case 'WC':
      return `WC WA${w.wa} WD${w.wd}`;
    case 'ML':
      return `ML MD${w.md} MA${w.ma} MR${w.mr}`;
  }
}

/** One shot of `w` with the engine's weapon rules; `roll` draws the dice. */
export function weaponShot(w: WeaponSpec, ctx: ShotContext, roll: Roll): ShotResult {
  switch (w.kind) {
    case 'BL':
    case 'PL':
      return laserShot(w.kind, w.size, ctx, roll);
    case 'FP':
      return forceBeamShot(w.size, w.fa, w.fd, ctx, roll);
    case 'PA':
      return plasmaShot(w.pr, w.pd, ctx);
    case 'WC':
      return warpCannonShot(w.wa, w.wd, ctx, roll);
    case 'ML':
      return missileShot({ id: 'missile', md: w.md, ma: w.ma, mr: w.mr }, ctx, roll);
  }
}

/** What it takes to hit, structured for a UI. */
export type ToHit =
  /** Lasers: modified size after drop-off, and for each d10z face the modified roll, code and damage. */
  | { kind: 'laser'; modSize: number; rows: { face: number; modified: number; code: string; damage: number }[] }
  /** Force beams, warp cannon, missiles: hits on d100 ≤ chance (%). */
  | { kind: 'percent'; chance: number; damage: string }
  /** Plasma: no roll, always hits for `damage`. */
  | { kind: 'always'; damage: number }
  /** Out of range or no effect. */
  | { kind: 'none'; reason: string };

/** The odds of one shot: structured, and in the lines the CLI prints. */
export function fireOdds(w: WeaponSpec, ctx: ShotContext): { toHit: ToHit; lines: string[] } {
  if (w.kind === 'BL' || w.kind === 'PL') {
    const modSize = w.size - (w.kind === 'BL' ? beamDropoff(ctx.range) : pulseDropoff(ctx.range));
    if (modSize <= 0) {
      const reason = `${w.kind}${w.size} at range ${ctx.range}: the size drops to ${modSize}, no effect`;
      return { toHit: { kind: 'none', reason }, lines: [reason] };
    }
    const rows: { face: number; modified: number; code: string; damage: number }[] = [];
    const lines = [`${w.kind}${w.size} at range ${ctx.range}: modified size ${modSize}; d10z + ${ctx.fc} FC − ${ctx.ew} EW:`];
    for (let d = 0; d <= 9; d++) {
      const modified = d + ctx.fc - ctx.ew;
      const k = laserCode(w.kind, ctx.range, modified, ctx.extrapolateLaserCodes);
      const damage = k ? chartDamage(k, modSize) : 0;
      rows.push({ face: d, modified, code: codeLetter(k), damage });
      lines.push(`  d10z ${d} → ${String(modified).padStart(3)} → ${codeLetter(k)} ${k ? `${damage} damage` : 'no damage'}`);
    }
    return { toHit: { kind: 'laser', modSize, rows }, lines };
  }
  if (w.kind === 'ML') {
    if (ctx.range > w.mr) {
      const reason = `missile MD${w.md} MA${w.ma} MR${w.mr}: range ${ctx.range} is beyond MR ${w.mr}, no attack`;
      return { toHit: { kind: 'none', reason }, lines: [reason] };
    }
    const chance = missileChance(w.ma, ctx.ew);
    const lines = [`missile MD${w.md} MA${w.ma} MR${w.mr} at range ${ctx.range}: ${w.ma} − 7 × ${ctx.ew} EW = hits on d100 ≤ ${chance}%`];
    for (let d = 1; d <= 6; d++) lines.push(`  d6 ${d} → ${missileDamage(w.md, d)} damage`);
    return { toHit: { kind: 'percent', chance, damage: `d6 → ${[1, 2, 3, 4, 5, 6].map((d) => missileDamage(w.md, d)).join('/')}` }, lines };
  }
  if (w.kind === 'WC') {
    const chance = warpCannonChance(w.wa, ctx);
    return {
      toHit: { kind: 'percent', chance, damage: `d10t → shields ${w.wd}, armour ${2 * w.wd}, structure ${3 * w.wd}` },
      lines: [
        `WC (WA${w.wa} WD${w.wd}) at range ${ctx.range}: ${w.wa} − ${ctx.range}² ${signed(netFcEwPercent(ctx.fc, ctx.ew))} FC/EW${ctx.probed ? '' : ', ÷3 unprobed'} = hits on d100 ≤ ${chance}%`,
        `  then d10t: above ${w.wd} shields (${w.wd}), ≤ ${w.wd} odd armour (${2 * w.wd}), ≤ ${w.wd} even structure (${3 * w.wd})`,
      ],
    };
  }
  if (w.kind === 'FP') {
    const chance = forceBeamChance(w.size, w.fa, ctx);
    if (chance === null) {
      const reason = `FP${w.size} reaches ${forceBeamMaxRange(w.size)} hexes: no attack at range ${ctx.range}`;
      return { toHit: { kind: 'none', reason }, lines: [reason] };
    }
    return {
      toHit: { kind: 'percent', chance, damage: `FD ${w.fd}, shields ignored, excess over armour ×3` },
      lines: [`FP${w.size} at range ${ctx.range}: ${w.fa} − 10 × ${ctx.range} ${signed(netFcEwPercent(ctx.fc, ctx.ew))} FC/EW = hits on d100 ≤ ${chance}% for FD ${w.fd} (shields ignored; excess over armour ×3)`],
    };
  }
  const pa = w as Extract<WeaponSpec, { kind: 'PA' }>;
  const damage = plasmaDamage(pa.pr, pa.pd, ctx.range);
  const text = plasmaShot(pa.pr, pa.pd, ctx).text;
  return { toHit: damage > 0 ? { kind: 'always', damage } : { kind: 'none', reason: text }, lines: [text] };
}

/** One die of a calculated shot. */
export interface FireDie {
  die: DieType;
  purpose: string;
  /** The reading the rule uses (d10t/d100 0 reads 10/100). */
  result: number;
  forced: boolean;
  modifiers: { label: string; value: number }[];
}

/** The target's defences (NOVA: SHIELDS, ARMOUR, STRUCTURAL DAMAGE). */
export interface TargetDefences {
  /** Current shielding. */
  sl: number;
  /** Shield increment: the most one shot takes from the shields. */
  si: number;
  /** Current total armour. */
  ta: number;
  /** Structural damage so far. */
  sd: number;
  /** Ship size; structure = SSZ. Unknown: destruction and blow-up are not judged. */
  ssz?: number;
}

export interface TargetEffect {
  applied: Applied;
  destroyed: boolean;
  /** Chance (%) the target blows up at phase H when it took SD and survives; null when no SD. */
  blowUpChance: number | null;
  /** One critical hit is rolled (d1000) when the shot did structural damage. */
  critical: boolean;
  text: string;
}

export type FireShot =
  | { ok: true; shot: ShotResult; hit: boolean; dice: FireDie[]; target: TargetEffect | null }
  /** `missing`: a die was needed and neither typed nor to be rolled; `reason`: a typed die is not a face of its die. */
  | { ok: false; missing?: string; reason: string };

/**
 * One shot with the dice typed at the table (`forced`, in the order the rule rolls them) and,
 * when `rng` is given, generated dice for the rest. Without `rng`, a missing die is reported.
 */
export function fireShot(w: WeaponSpec, ctx: ShotContext, dice: { forced?: readonly number[]; rng?: RngState }, target?: TargetDefences, settings: CombatSettings = DEFAULT_COMBAT_SETTINGS): FireShot {
  const queue = [...(dice.forced ?? [])];
  let rng = dice.rng;
  const rolled: FireDie[] = [];
  let problem: { missing?: string; reason: string } | null = null;
  const roll: Roll = (die, what, modifiers = []) => {
    const fallback = die === 'd10z' ? 0 : 1;
    if (problem) return fallback;
    const v = queue.shift();
    if (v !== undefined) {
      const read = readForced(die, v);
      if (!read.ok) {
        problem = { reason: `the die for ${what}: ${read.reason}` };
        return fallback;
      }
      rolled.push({ die, purpose: what, result: read.result, forced: true, modifiers: modifiers.filter((m) => m.value !== 0) });
      return read.result;
    }
    if (!rng) {
      problem = { missing: `${die} for ${what}`, reason: `one more die is needed: a ${die} for ${what}` };
      return fallback;
    }
    const sides = die === 'd6' ? 6 : die === 'd100' ? 100 : die === 'd1000' ? 1000 : 10;
    const step = rollDie(rng, sides);
    rng = step.state;
    const result = die === 'd10z' ? step.value - 1 : step.value;
    rolled.push({ die, purpose: what, result, forced: false, modifiers: modifiers.filter((m) => m.value !== 0) });
    return result;
  };
  const shot = weaponShot(w, ctx, roll);
  if (problem) return { ok: false, ...(problem as { missing?: string; reason: string }) };
  const hit = shot.kind !== 'miss';
  return { ok: true, shot, hit, dice: rolled, target: target ? targetEffect(shot, target, settings) : null };
}

function targetEffect(shot: ShotResult, t: TargetDefences, settings: CombatSettings): TargetEffect {
  const applied = applyShot({ sl: t.sl, si: t.si, ta: t.ta, sd: t.sd }, shot, settings);
  const destroyed = t.ssz !== undefined && applied.layers.sd >= t.ssz && applied.layers.sd > 0;
  const critical = applied.toStructure > 0 && !destroyed;
  const blowUp = critical && t.ssz !== undefined ? blowUpChance(applied.layers.sd, t.ssz) : null;
  const judged = t.ssz === undefined ? '' : `/${t.ssz}${destroyed ? ' (destroyed)' : critical ? ` (blow-up chance ${blowUp}%, one critical)` : ''}`;
  const text = `target: ${applied.toShields} on shields, ${applied.toArmour} on armour, ${applied.toStructure} structural → SL ${applied.layers.sl}, TA ${applied.layers.ta}, SD ${applied.layers.sd}${judged}`;
  return { applied, destroyed, blowUpChance: blowUp, critical, text };
}

/** A fresh generator for a calculator roll (the caller supplies the seed: the screen uses the time). */
export function calculatorRng(seed: string): RngState {
  return seedRng(`fire/${seed}`);
}

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}
