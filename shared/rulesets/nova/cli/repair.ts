/**
 * `warpdesk repair ARCHIVE [--empire NAME] [--budget N]`: the repair-cost calculator (NOVA:
 * REPAIRING SHIPS) over a game's damaged ships, the same figures as the Empires screen's
 * Repairs panel (shared/rulesets/nova/repair-quote.ts): each ship's bill line by line, where it
 * is (repairs happen at an established IC of its empire), and the EXPENDITURES line to order it.
 */
import { count, EXIT_INVALID, EXIT_OK, usageError, type CliCommand } from '../../../cli/io';
import { novaRecords } from '../records';
import { repairQuotes } from '../repair-quote';
import { empireList, findEmpire, readFlags, readRecords } from './packets';

const USAGE = 'repair ARCHIVE [--empire NAME] [--budget N]';

export const repairCommand: CliCommand = {
  help: [[USAGE, 'price the repairs of damaged ships (all, or one empire\'s; --budget: what N MCr a ship mends)']],
  async run(args, io, env) {
    const flags = readFlags(args, 'repair', ['--empire', '--budget'], []);
    if (typeof flags === 'string') return usageError(io, `${flags}\nUsage: warpdesk ${USAGE}`);
    const budgetText = flags.values.get('--budget');
    if (budgetText !== undefined && !/^\d+$/.test(budgetText)) return usageError(io, `--budget needs a whole number of MCr, not "${budgetText}"`);
    const read = await readRecords(io, flags.archive, env);
    if (typeof read === 'number') return read;
    const records = novaRecords(read);
    const wanted = flags.values.get('--empire');
    const empire = wanted === undefined ? null : findEmpire(records.empires, wanted);
    if (wanted !== undefined && !empire) {
      io.err(`warpdesk: no empire "${wanted}" in ${records.game.name} (empires: ${empireList(records.empires)})`);
      return EXIT_INVALID;
    }
    const quotes = repairQuotes({ units: records.units, designs: records.designs, systems: records.systems, settings: records.game.settings }, empire?.id ?? null, budgetText === undefined ? null : Number(budgetText));
    if (quotes.length === 0) {
      io.out(`No damaged ship${empire ? ` of ${empire.name}` : ''}.`);
      return EXIT_OK;
    }
    for (const q of quotes) {
      const owner = empire ? '' : ` (${records.empires.find((e) => e.id === records.units.find((u) => u.id === q.unitId)?.empireId)?.name ?? '?'})`;
      io.out(`${q.name}${owner}, ${q.designName}, at ${q.systemName}${q.atIc ? '' : ': not at an established IC of its empire, repairs wait until it is'}`);
      for (const l of q.bill.lines) io.out(`  ${l.text}: ${l.mcr} MCr`);
      io.out(`  total ${q.bill.total} MCr${q.bill.total < q.fullCost ? ` of ${q.fullCost} (partial repair)` : ''}; order: ${q.orderLine}`);
    }
    io.out(`${count(quotes.length, 'damaged ship')}, ${quotes.reduce((a, q) => a + q.bill.total, 0)} MCr in all`);
    return EXIT_OK;
  },
};
