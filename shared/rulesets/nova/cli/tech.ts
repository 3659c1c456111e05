/** `warpdesk tech BL15 FC4 SM4 …`: each level's TP cost, the total TP and its pregame MCr (NOVA 3.2, 8.4). */
import { formatRational, toNumber } from '../exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from '../rules-options';
import { parseTechList, techCost } from '../technology';
import { EXIT_INVALID, EXIT_OK, usageError, type CliCommand } from '../../../cli/io';

/** A TP value for JSON: exact when it has a finite decimal expansion, else rounded to 6 places. */
export function tpJson(value: { num: number; den: number }): number {
  return Number(toNumber(value).toFixed(6));
}

export const techCommand: CliCommand = {
  help: [['tech LEVEL... [--json] [--clamped]', 'TP cost of NOVA technology levels (BL15 FC4 SN25), total TP and MCr']],
  async run(args, io) {
    const json = args.includes('--json');
    const options: NovaRulesOptions = args.includes('--clamped') ? { ...DEFAULT_NOVA_RULES, dgLtCost: 'clamped' } : DEFAULT_NOVA_RULES;
    const unknown = args.find((a) => a.startsWith('--') && a !== '--json' && a !== '--clamped');
    if (unknown) return usageError(io, `unknown option "${unknown}" for "tech"`);
    const words = args.filter((a) => !a.startsWith('--'));
    if (words.length === 0) return usageError(io, '"tech" needs technology levels: tech BL15 FC4 SN25');
    const { levels, problems: readProblems } = parseTechList(words.join(' '));
    const cost = techCost(levels, options);
    const problems = [...readProblems, ...cost.problems];
    for (const problem of problems) io.err(`warpdesk: ${problem}`);
    if (json) {
      io.out(JSON.stringify({ items: cost.items.map((i) => ({ tech: i.tech, level: i.level, tp: tpJson(i.tp) })), totalTp: tpJson(cost.totalTp), mcr: cost.mcr }));
    } else {
      const width = Math.max(5, ...cost.items.map((i) => `${i.tech}${i.level}`.length));
      for (const item of cost.items) io.out(`${`${item.tech}${item.level}`.padEnd(width)}  ${item.problem ? 'not allowed' : `${formatRational(item.tp)} TP`}`);
      io.out(`${'Total'.padEnd(width)}  ${formatRational(cost.totalTp)} TP = ${cost.mcr} MCr`);
    }
    return problems.length > 0 ? EXIT_INVALID : EXIT_OK;
  },
};
