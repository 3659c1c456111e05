/**
 * Every table of Beyond the Dark Nebula by name, for `warpdesk dark-nebula table`: each takes
 * whole-number arguments (and a few words), and gives its result with the rule it comes from.
 * The same pure functions the engine reads (tables/), so the command line answers exactly as a
 * turn resolves.
 */
import { bombardColumn, bombardResult, BOMBARD_COLUMNS } from '../tables/bombardment';
import { explorationSucceeds, techResult, TECH_NAMES } from '../tables/exploration';
import { groundDestroys, type OffTable } from '../tables/ground-crt';
import { appealResult, APPEAL_NAMES, civilWarRow, interferenceResult, INTERFERENCE_NAMES, suppressionFleet } from '../tables/imperial';
import { civilizedRepairCost, civilizedUpkeep, frontierModifier, frontierRepairOk, frontierUpkeepOk, jumpCheckOk, maintenanceKind, vilaniDashedOk } from '../tables/maintenance';
import { negotiationModifier, negotiationResult } from '../tables/negotiation';
import { pdDestroys, PD_KILL_MAX, type PdFirer } from '../tables/pd-fire';
import { hitNumber, missileFactor } from '../tables/space-crt';
import type { TechColumn, Variant } from '../model';
import { ALL_CLASSES } from '../data/unit-classes';
import { buildCost, buildDelay } from '../tables/build-rules';
import { DEFAULT_SETTINGS } from '../settings';

export interface TableAnswer {
  readonly table: string;
  readonly rule: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly result: unknown;
  /** The answer in words. */
  readonly text: string;
}

export interface TableSpec {
  /** Its arguments as the help shows them. */
  readonly usage: string;
  readonly what: string;
  run(args: readonly string[], flags: ReadonlySet<string>): TableAnswer | string;
}

const int = (text: string | undefined, name: string, min: number, max: number): number | string => {
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n)) return `${name} must be a whole number`;
  if (n < min || n > max) return `${name} must be from ${min} to ${max}`;
  return n;
};

function ints(args: readonly string[], specs: readonly [string, number, number][]): number[] | string {
  const out: number[] = [];
  for (const [i, [name, min, max]] of specs.entries()) {
    const v = int(args[i], name, min, max);
    if (typeof v === 'string') return v;
    out.push(v);
  }
  return out;
}

const crt = (kind: 'missile' | 'beam'): TableSpec => ({
  usage: `${kind} FACTOR SCREEN [DIE] [--assault] [--firer-failed] [--target-failed]`,
  what: `hit number on the ${kind} CRT (DN §5.0); with a die, whether it destroys`,
  run(args, flags) {
    const v = ints(args.slice(0, 2), [
      ['FACTOR', 0, 24],
      ['SCREEN', 1, 9],
    ]);
    if (typeof v === 'string') return v;
    const [factor, screen] = v as [number, number];
    const hit = hitNumber(kind, factor, screen);
    const mods = (flags.has('--assault') ? 1 : 0) - (flags.has('--firer-failed') ? 1 : 0) + (flags.has('--target-failed') ? 1 : 0);
    const die = args[2] === undefined ? undefined : int(args[2], 'DIE', 1, 6);
    if (typeof die === 'string') return die;
    const destroyed = die === undefined || hit === null ? undefined : die + mods >= hit;
    return {
      table: kind,
      rule: `DN §5.0 ${kind === 'missile' ? 'MISSILE' : 'BEAM'} CRT`,
      inputs: { factor, screen, die, modifiers: mods },
      result: { hitNumber: hit, destroyed },
      text: hit === null ? `factor ${factor}: cannot fire` : `hit number ${hit}${die === undefined ? '' : `; die ${die}${mods ? ` ${mods > 0 ? '+' : ''}${mods}` : ''} = ${die + mods}: ${destroyed ? 'destroyed' : 'no effect'}`}`,
    };
  },
});

export const TABLES: Readonly<Record<string, TableSpec>> = {
  cost: {
    usage: 'cost hierate|kingdom|solomani|vilani CODE',
    what: 'build cost after subsidies, and delay in game turns (Charts, DN §7.0–§10.0, A27)',
    run(args) {
      const variant = args[0] as Variant;
      if (!['hierate', 'kingdom', 'solomani', 'vilani'].includes(variant)) return 'the variant is hierate, kingdom, solomani or vilani';
      const code = (args[1] ?? '').toUpperCase();
      const faction = variant === 'hierate' || variant === 'kingdom' ? 'aslan' : variant;
      // The Aslan draw one of two counter sets for some classes; their costs are the same.
      const cls = ALL_CLASSES.find((c) => c.faction === faction && c.code === code);
      if (!cls) return `${variant} has no unit ${args[1] ?? ''}`;
      const cost = buildCost(variant, cls);
      const delay = buildDelay(cls, DEFAULT_SETTINGS);
      return { table: 'cost', rule: 'Charts (unit count lists), DN §7.0–§10.0', inputs: { variant, code }, result: { cost, printed: cls.cost, subsidy: cls.cost - cost, delay }, text: `${code} costs ${cost} RU${cost !== cls.cost ? ` (${cls.cost} less a subsidy of ${cls.cost - cost})` : ''}, arrives ${delay} game turn${delay === 1 ? '' : 's'} later` };
    },
  },
  missile: crt('missile'),
  beam: crt('beam'),
  'missile-factor': {
    usage: 'missile-factor BASE long|short [--concentrated] [--spent] [--double-first]',
    what: 'the missile factor of one shot: halved at short range, concentrated ×2 cap 12 (DN §5.0, A5)',
    run(args, flags) {
      const base = int(args[0], 'BASE', 0, 12);
      if (typeof base === 'string') return base;
      const range = args[1];
      if (range !== 'long' && range !== 'short') return 'the range is long or short';
      const f = missileFactor(base, range, flags.has('--concentrated'), flags.has('--spent'), flags.has('--double-first') ? 'double-then-halve' : 'halve-then-double');
      return { table: 'missile-factor', rule: 'DN §5.0 (A5)', inputs: { base, range, concentrated: flags.has('--concentrated') }, result: f, text: `missile factor ${f}` };
    },
  },
  bombard: {
    usage: 'bombard TOTAL DIE',
    what: 'the bombardment table: total missile factor against one target (DN §5.0)',
    run(args) {
      const v = ints(args, [
        ['TOTAL', 0, 500],
        ['DIE', 1, 6],
      ]);
      if (typeof v === 'string') return v;
      const [total, die] = v as [number, number];
      const r = bombardResult(total, die);
      return { table: 'bombard', rule: 'DN §5.0 BOMBARDMENT TABLE', inputs: { total, die, column: BOMBARD_COLUMNS[bombardColumn(total)] }, result: r, text: `column ${BOMBARD_COLUMNS[bombardColumn(total)]}, die ${die}: ${r === 'D' ? 'destroyed' : r === 'N' ? 'neutralized' : 'no effect'}` };
    },
  },
  pd: {
    usage: 'pd type1-box|type2-box|pdm DIE [--screen S] [--failed]',
    what: 'planetary defence fire at one approaching ship (DN §5.0)',
    run(args, flags) {
      const firer = args[0] as PdFirer;
      if (!(firer in PD_KILL_MAX)) return 'the firer is type1-box, type2-box or pdm';
      const die = int(args[1], 'DIE', 1, 6);
      if (typeof die === 'string') return die;
      const screenAt = args.indexOf('--screen');
      const screen = screenAt >= 0 ? int(args[screenAt + 1], 'S', 0, 9) : 1;
      if (typeof screen === 'string') return screen;
      const mod = (screen >= 7 ? 1 : 0) - (flags.has('--failed') ? 1 : 0);
      const destroyed = pdDestroys(firer, die + mod);
      return { table: 'pd', rule: 'DN §5.0 PD FIRE TABLE', inputs: { firer, die, screen, modifier: mod }, result: destroyed ? 'D' : 'none', text: `${firer} die ${die}${mod ? ` ${mod > 0 ? '+' : ''}${mod}` : ''}: ${destroyed ? 'destroyed' : 'no effect'}` };
    },
  },
  ground: {
    usage: 'ground ATTACK DEFENCE DIE [--mercenaries] [--off-table clamp|no-effect|extrapolate]',
    what: 'the ground combat results table (DN §5.0, A23)',
    run(args, flags) {
      const v = ints(args.slice(0, 3), [
        ['ATTACK', 0, 99],
        ['DEFENCE', 0, 99],
        ['DIE', 1, 6],
      ]);
      if (typeof v === 'string') return v;
      const [attack, defence, die] = v as [number, number, number];
      const at = args.indexOf('--off-table');
      const off = (at >= 0 ? args[at + 1] : 'clamp') as OffTable;
      if (!['clamp', 'no-effect', 'extrapolate'].includes(off)) return '--off-table is clamp, no-effect or extrapolate';
      const mod = flags.has('--mercenaries') ? 2 : 0;
      const d = groundDestroys(attack - defence, die + mod, off);
      return { table: 'ground', rule: 'DN §5.0 GROUND COMBAT RESULTS TABLE', inputs: { attack, defence, differential: attack - defence, die, modifier: mod }, result: d ? 'D' : 'none', text: `differential ${attack - defence >= 0 ? '+' : ''}${attack - defence}, roll ${die + mod}: ${d ? 'destroyed' : 'no effect'}` };
    },
  },
  negotiation: {
    usage: 'negotiation MISSILE_TOTAL DIE',
    what: 'negotiation with independents: +1 per full 10 of their missile total (DN §12.0)',
    run(args) {
      const v = ints(args, [
        ['MISSILE_TOTAL', 0, 500],
        ['DIE', 1, 6],
      ]);
      if (typeof v === 'string') return v;
      const [total, die] = v as [number, number];
      const dm = negotiationModifier(total);
      const r = negotiationResult(die + dm);
      return { table: 'negotiation', rule: 'DN §12.0 NEGOTIATION TABLE', inputs: { total, die, modifier: dm }, result: r, text: `die ${die} + ${dm} = ${die + dm}: ${r}` };
    },
  },
  exploration: {
    usage: 'exploration DIE',
    what: 'the exploration roll after four own combat phases (DN §11.0)',
    run(args) {
      const die = int(args[0], 'DIE', 1, 6);
      if (typeof die === 'string') return die;
      const ok = explorationSucceeds(die);
      return { table: 'exploration', rule: 'DN §11.0 EXPLORATION TABLE', inputs: { die }, result: ok ? 'success' : 'failure', text: ok ? 'success' : 'failure' };
    },
  },
  tech: {
    usage: 'tech N2|N3|N5|Osa DIE',
    what: 'the technology application table (DN §11.0; effects are GM settings, A25)',
    run(args) {
      const column = args[0] as TechColumn;
      if (!['N2', 'N3', 'N5', 'Osa'].includes(column)) return 'the column is N2, N3, N5 or Osa';
      const die = int(args[1], 'DIE', 1, 6);
      if (typeof die === 'string') return die;
      const r = techResult(column, die);
      return { table: 'tech', rule: 'DN §11.0 TECHNOLOGY APPLICATION TABLE', inputs: { column, die }, result: r, text: TECH_NAMES[r] };
    },
  },
  interference: {
    usage: 'interference ROLL',
    what: 'imperial interference, 2d6 with modifiers, rows 2–14 (DN §10.0)',
    run(args) {
      const roll = int(args[0], 'ROLL', -10, 30);
      if (typeof roll === 'string') return roll;
      const r = interferenceResult(roll);
      return { table: 'interference', rule: 'DN §10.0 IMPERIAL INTERFERENCE', inputs: { roll }, result: r, text: INTERFERENCE_NAMES[r] };
    },
  },
  appeal: {
    usage: 'appeal ROLL',
    what: 'the Vilani appeal, 2d6 with modifiers, rows 2–14 (DN §10.0)',
    run(args) {
      const roll = int(args[0], 'ROLL', -10, 30);
      if (typeof roll === 'string') return roll;
      const r = appealResult(roll);
      return { table: 'appeal', rule: 'DN §10.0 APPEAL', inputs: { roll }, result: r, text: APPEAL_NAMES[r] };
    },
  },
  suppression: {
    usage: 'suppression DIE',
    what: 'the suppression-order dispatched fleet (DN §10.0)',
    run(args) {
      const die = int(args[0], 'DIE', 1, 6);
      if (typeof die === 'string') return die;
      const fleet = suppressionFleet(die);
      return { table: 'suppression', rule: 'DN §10.0 SUPPRESSION ORDER TABLE', inputs: { die }, result: fleet, text: fleet.map((f) => `${f.count} × ${f.code}`).join(' + ') };
    },
  },
  'civil-war': {
    usage: 'civil-war ROLL',
    what: 'the civil-war row as printed (its layout is lost: the GM rules, A29)',
    run(args) {
      const roll = int(args[0], 'ROLL', 2, 12);
      if (typeof roll === 'string') return roll;
      const [rebels, government] = civilWarRow(roll);
      return { table: 'civil-war', rule: 'DN §10.0 CIVIL WAR TABLE (A29)', inputs: { roll }, result: { rebels, government }, text: `rebels "${rebels}", government "${government}" (the GM rules)` };
    },
  },
  maintenance: {
    usage: 'maintenance 1|2|3 friendly|not-friendly [--monitor]',
    what: 'which maintenance a ship takes where it is (DN §7.0)',
    run(args, flags) {
      const type = int(args[0], 'SYSTEM TYPE', 1, 3);
      if (typeof type === 'string') return type;
      if (args[1] !== 'friendly' && args[1] !== 'not-friendly') return 'say friendly or not-friendly';
      const kind = maintenanceKind({ systemType: type as 1 | 2 | 3, friendly: args[1] === 'friendly', monitor: flags.has('--monitor') });
      return { table: 'maintenance', rule: 'DN §7.0 MAINTENANCE', inputs: { type, friendly: args[1] === 'friendly', monitor: flags.has('--monitor') }, result: kind, text: kind };
    },
  },
  upkeep: {
    usage: 'upkeep MAINT [CIVIL_MAINT]',
    what: 'civilized upkeep and repair costs in RU (DN §7.0; the 3-10-9[6] B2 pays 3, A17)',
    run(args) {
      const maint = int(args[0], 'MAINT', 0, 9);
      if (typeof maint === 'string') return maint;
      const civil = args[1] === undefined ? maint : int(args[1], 'CIVIL_MAINT', 0, 9);
      if (typeof civil === 'string') return civil;
      const cls = { maint, civilMaint: civil };
      return { table: 'upkeep', rule: 'DN §7.0 (A17)', inputs: cls, result: { upkeep: civilizedUpkeep(cls), repair: civilizedRepairCost(cls) }, text: `upkeep ${civilizedUpkeep(cls)} RU, repair ${civilizedRepairCost(cls)} RU` };
    },
  },
  frontier: {
    usage: 'frontier DIE MAINT [--not-friendly] [--repair] [--repair-ge]',
    what: 'the frontier maintenance or repair roll (DN §7.0, A16)',
    run(args, flags) {
      const v = ints(args.slice(0, 2), [
        ['DIE', 1, 6],
        ['MAINT', 0, 9],
      ]);
      if (typeof v === 'string') return v;
      const [die, maint] = v as [number, number];
      const mod = frontierModifier(!flags.has('--not-friendly'));
      const ok = flags.has('--repair') ? frontierRepairOk(die + mod, maint, flags.has('--repair-ge') ? 'greater-or-equal' : 'greater') : frontierUpkeepOk(die + mod, maint);
      return { table: 'frontier', rule: 'DN §7.0 FRONTIER MAINTENANCE', inputs: { die, maint, modifier: mod, repair: flags.has('--repair') }, result: ok, text: `${die + mod} against ${maint}: ${ok ? 'success' : 'failure'}` };
    },
  },
  jump: {
    usage: 'jump DIE MAINT [--dashed]',
    what: 'a maintenance-failed ship’s jump check, or a Vilani dashed-route check (DN §7.0, §11.0)',
    run(args, flags) {
      const v = ints(args.slice(0, 2), [
        ['DIE', 1, 6],
        ['MAINT', 0, 9],
      ]);
      if (typeof v === 'string') return v;
      const [die, maint] = v as [number, number];
      const ok = flags.has('--dashed') ? vilaniDashedOk(die, maint) : jumpCheckOk(die, maint);
      return { table: 'jump', rule: flags.has('--dashed') ? 'DN §11.0' : 'DN §7.0', inputs: { die, maint, dashed: flags.has('--dashed') }, result: ok, text: ok ? 'jumps' : 'fails: cannot move this player turn' };
    },
  },
};
