/**
 * `warpdesk fire WEAPON --range R [--fc N] [--ew N] [--probed] [--dice D,D] [--sl N --si N --ta N --sd N --ssz N]`:
 * the single-shot calculator for players fighting on their own table. Without dice it prints the
 * odds; with dice, the shot and (given the target's defences) what it does to the target.
 */
import { applyShot } from '../../shared/rulesets/nova/combat/damage';
import { DEFAULT_COMBAT_SETTINGS } from '../../shared/rulesets/nova/combat/settings';
import { beamDropoff, chartDamage, codeLetter, forceBeamMaxRange, laserCode, missileDamage, netFcEwPercent, pulseDropoff } from '../../shared/rulesets/nova/combat/tables';
import { forceBeamChance, forceBeamShot, laserShot, missileChance, missileShot, plasmaShot, warpCannonChance, warpCannonShot, type Roll, type ShotContext, type ShotResult } from '../../shared/rulesets/nova/combat/weapons';
import { EXIT_INVALID, EXIT_OK, usageError, type CliCommand, type CliIo } from '../io';

/** A weapon as typed: `BL20`, `PL12`, `XL10 PL`, `FP8 FA140 FD5`, `PA PR3 PD6`, `WC WA120 WD4`, `ML MD6 MA90 MR14`. */
export type WeaponSpec =
  | { kind: 'BL' | 'PL'; size: number }
  | { kind: 'FP'; size: number; fa: number; fd: number }
  | { kind: 'PA'; pr: number; pd: number }
  | { kind: 'WC'; wa: number; wd: number }
  | { kind: 'ML'; md: number; ma: number; mr: number };

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

function shoot(w: WeaponSpec, ctx: ShotContext, roll: Roll): ShotResult {
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

/** The odds of a shot, in lines. */
export function odds(w: WeaponSpec, ctx: ShotContext): string[] {
  if (w.kind === 'BL' || w.kind === 'PL') {
    const modSize = w.size - (w.kind === 'BL' ? beamDropoff(ctx.range) : pulseDropoff(ctx.range));
    if (modSize <= 0) return [`${w.kind}${w.size} at range ${ctx.range}: the size drops to ${modSize}, no effect`];
    const lines = [`${w.kind}${w.size} at range ${ctx.range}: modified size ${modSize}; d10z + ${ctx.fc} FC − ${ctx.ew} EW:`];
    for (let d = 0; d <= 9; d++) {
      const roll = d + ctx.fc - ctx.ew;
      const k = laserCode(w.kind, ctx.range, roll, ctx.extrapolateLaserCodes);
      lines.push(`  d10z ${d} → ${String(roll).padStart(3)} → ${codeLetter(k)} ${k ? `${chartDamage(k, modSize)} damage` : 'no damage'}`);
    }
    return lines;
  }
  if (w.kind === 'ML') {
    if (ctx.range > w.mr) return [`missile MD${w.md} MA${w.ma} MR${w.mr}: range ${ctx.range} is beyond MR ${w.mr}, no attack`];
    const chance = missileChance(w.ma, ctx.ew);
    const lines = [`missile MD${w.md} MA${w.ma} MR${w.mr} at range ${ctx.range}: ${w.ma} − 7 × ${ctx.ew} EW = hits on d100 ≤ ${chance}%`];
    for (let d = 1; d <= 6; d++) lines.push(`  d6 ${d} → ${missileDamage(w.md, d)} damage`);
    return lines;
  }
  if (w.kind === 'WC') {
    const chance = warpCannonChance(w.wa, ctx);
    return [
      `WC (WA${w.wa} WD${w.wd}) at range ${ctx.range}: ${w.wa} − ${ctx.range}² ${signed(netFcEwPercent(ctx.fc, ctx.ew))} FC/EW${ctx.probed ? '' : ', ÷3 unprobed'} = hits on d100 ≤ ${chance}%`,
      `  then d10t: above ${w.wd} shields (${w.wd}), ≤ ${w.wd} odd armour (${2 * w.wd}), ≤ ${w.wd} even structure (${3 * w.wd})`,
    ];
  }
  if (w.kind === 'FP') {
    const chance = forceBeamChance(w.size, w.fa, ctx);
    if (chance === null) return [`FP${w.size} reaches ${forceBeamMaxRange(w.size)} hexes: no attack at range ${ctx.range}`];
    return [`FP${w.size} at range ${ctx.range}: ${w.fa} − 10 × ${ctx.range} ${signed(netFcEwPercent(ctx.fc, ctx.ew))} FC/EW = hits on d100 ≤ ${chance}% for FD ${w.fd} (shields ignored; excess over armour ×3)`];
  }
  return [shoot(w, ctx, () => 1).text];
}

function signed(n: number): string {
  return n < 0 ? `− ${-n}` : `+ ${n}`;
}

function parseArgs(args: readonly string[]): { words: string[]; opts: Record<string, string>; probed: boolean } | string {
  const words: string[] = [];
  const opts: Record<string, string> = {};
  let probed = false;
  const valued = ['--range', '--fc', '--ew', '--dice', '--sl', '--si', '--ta', '--sd', '--ssz'];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--probed') probed = true;
    else if (valued.includes(a)) {
      const v = args[++i];
      if (v === undefined) return `${a} needs a value`;
      opts[a.slice(2)] = v;
    } else if (a.startsWith('-')) return `unknown option "${a}" for "fire"`;
    else words.push(a);
  }
  return { words, opts, probed };
}

async function fire(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return usageError(io, parsed);
  if (parsed.words.length === 0) return usageError(io, '"fire" needs a weapon, e.g. fire BL20 --range 8 --fc 5 --ew 3');
  const weapon = parseWeapon(parsed.words);
  if (typeof weapon === 'string') return usageError(io, weapon);
  const ints: Record<string, number> = {};
  for (const [key, value] of Object.entries(parsed.opts)) {
    if (key === 'dice') continue;
    if (!/^\d+$/.test(value)) return usageError(io, `--${key} must be a whole number, 0 or more (got "${value}")`);
    ints[key] = Number(value);
  }
  if (ints.range === undefined) return usageError(io, '"fire" needs --range N (hexes, 0 = same hex)');
  const ctx: ShotContext = { range: ints.range, fc: ints.fc ?? 0, ew: ints.ew ?? 0, probed: parsed.probed, extrapolateLaserCodes: true };
  if (parsed.opts.dice === undefined) {
    for (const line of odds(weapon, ctx)) io.out(line);
    return EXIT_OK;
  }
  const dice = parsed.opts.dice.split(',').map((d) => d.trim());
  if (dice.some((d) => !/^\d+$/.test(d))) return usageError(io, `--dice takes whole numbers separated by commas (got "${parsed.opts.dice}")`);
  const values = dice.map(Number);
  let missing: string | null = null;
  const roll: Roll = (die, what) => {
    const v = values.shift();
    if (v === undefined) {
      missing = `${die} for ${what}`;
      return die === 'd10z' ? 0 : 1;
    }
    return v === 0 && die !== 'd10z' ? { d6: 6, d10t: 10, d100: 100, d1000: 1000 }[die] : v;
  };
  const shot = shoot(weapon, ctx, roll);
  if (missing !== null) {
    io.out(`fire: one more die is needed: a ${missing as string}`);
    return EXIT_INVALID;
  }
  io.out(shot.text);
  if (ints.sl !== undefined || ints.ta !== undefined || ints.sd !== undefined) {
    const before = { sl: ints.sl ?? 0, si: ints.si ?? ints.sl ?? 0, ta: ints.ta ?? 0, sd: ints.sd ?? 0 };
    const a = applyShot(before, shot, DEFAULT_COMBAT_SETTINGS);
    io.out(`target: ${a.toShields} on shields, ${a.toArmour} on armour, ${a.toStructure} structural → SL ${a.layers.sl}, TA ${a.layers.ta}, SD ${a.layers.sd}${ints.ssz !== undefined ? `/${ints.ssz}${a.layers.sd >= ints.ssz && a.layers.sd > 0 ? ' (destroyed)' : a.toStructure > 0 ? ` (blow-up chance ${Math.floor((100 * a.layers.sd) / Math.max(1, ints.ssz))}%, one critical)` : ''}` : ''}`);
  }
  return EXIT_OK;
}

export const fireCommand: CliCommand = {
  help: [['fire WEAPON --range R [--fc N] [--ew N] [--probed] [--dice D,...] [--sl N --si N --ta N --sd N --ssz N]', 'NOVA single-shot calculator: the odds, or one shot with your dice']],
  run: fire,
};
