/**
 * `warpdesk fire WEAPON --range R [--fc N] [--ew N] [--probed] [--dice D,D] [--sl N --si N --ta N --sd N --ssz N]`:
 * the single-shot calculator for players fighting on their own table. Without dice it prints the
 * odds; with dice, the shot and (given the target's defences) what it does to the target.
 */
import { fireOdds, fireShot, parseWeapon } from '../combat/fire-calculator';
import type { ShotContext } from '../combat/weapons';
import { EXIT_INVALID, EXIT_OK, usageError, type CliCommand, type CliIo } from '../../../cli/io';

// The calculator itself is shared with the Combat screen: shared/rulesets/nova/combat/fire-calculator.ts.
export { parseWeapon, type WeaponSpec } from '../combat/fire-calculator';

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
    for (const line of fireOdds(weapon, ctx).lines) io.out(line);
    return EXIT_OK;
  }
  const dice = parsed.opts.dice.split(',').map((d) => d.trim());
  if (dice.some((d) => !/^\d+$/.test(d))) return usageError(io, `--dice takes whole numbers separated by commas (got "${parsed.opts.dice}")`);
  const target = ints.sl !== undefined || ints.ta !== undefined || ints.sd !== undefined ? { sl: ints.sl ?? 0, si: ints.si ?? ints.sl ?? 0, ta: ints.ta ?? 0, sd: ints.sd ?? 0, ...(ints.ssz !== undefined ? { ssz: ints.ssz } : {}) } : undefined;
  const shot = fireShot(weapon, ctx, { forced: dice.map(Number) }, target);
  if (!shot.ok) {
    io.out(`fire: ${shot.reason}`);
    return EXIT_INVALID;
  }
  io.out(shot.shot.text);
  if (shot.target) io.out(shot.target.text);
  return EXIT_OK;
}

export const fireCommand: CliCommand = {
  help: [['fire WEAPON --range R [--fc N] [--ew N] [--probed] [--dice D,...] [--sl N --si N --ta N --sd N --ssz N]', 'NOVA single-shot calculator: the odds, or one shot with your dice']],
  run: fire,
};
