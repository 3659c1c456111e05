/**
 * `warpdesk sitrep ARCHIVE --turn N --empire NAME [--dry-run]`: prints one empire's sitrep for
 * a committed turn as plain text, `1 * …` lines with the return warp letter as `_A_`
 * (NOVA: 7.3), with the GM's edits of the sitrep kept with the turn. The packet is leak-checked first; a sitrep that would tell the empire
 * something it may not know is not printed, and each leak is listed.
 */
import { checkedEditedPacket } from '../reports/edits';
import { sitrepText } from '../reports/render-text';
import { count, EXIT_INVALID, EXIT_OK, usageError, type CliCommand } from '../../../cli/io';
import { empireList, findEmpire, leakLine, readFlags, readRecords, turnSource } from './packets';

const USAGE = 'sitrep ARCHIVE --turn N --empire NAME [--dry-run]';

export const sitrepCommand: CliCommand = {
  help: [[USAGE, "print an empire's sitrep for turn N as text"]],
  async run(args, io, env) {
    const flags = readFlags(args, 'sitrep', ['--turn', '--empire'], ['--dry-run']);
    if (typeof flags === 'string') return usageError(io, `${flags}\nUsage: warpdesk ${USAGE}`);
    const turn = flags.values.get('--turn');
    const dryRun = flags.switches.has('--dry-run');
    if (turn !== undefined && !/^\d+$/.test(turn)) return usageError(io, `--turn needs a whole number, not "${turn}"`);
    if (turn === undefined && !dryRun) return usageError(io, `"sitrep" needs --turn N (a committed turn), or --dry-run\nUsage: warpdesk ${USAGE}`);
    const wanted = flags.values.get('--empire');
    if (!wanted) return usageError(io, `"sitrep" needs --empire NAME\nUsage: warpdesk ${USAGE}`);
    const records = await readRecords(io, flags.archive, env);
    if (typeof records === 'number') return records;
    const empire = findEmpire(records.empires, wanted);
    if (!empire) {
      io.err(`warpdesk: no empire "${wanted}" in ${records.game.name} (empires: ${empireList(records.empires)})`);
      return EXIT_INVALID;
    }
    const source = turnSource(records, turn === undefined ? null : Number(turn), dryRun);
    if (!source.ok) {
      io.err(`warpdesk: ${flags.archive}: ${source.message}`);
      return EXIT_INVALID;
    }
    // With the GM's sitrep edits, as the Reports screen and `warpdesk packets` print it.
    const { packet, leaks } = checkedEditedPacket(source.input, empire.id, source.edits);
    if (leaks.length > 0) {
      io.err(`warpdesk: ${empire.name}: sitrep refused by the leak check, ${count(leaks.length, 'leak')}:`);
      for (const l of leaks) io.err(leakLine(l));
      return EXIT_INVALID;
    }
    const sitrep = packet.sections.find((s) => s.kind === 'sitrep');
    for (const line of sitrep && sitrep.kind === 'sitrep' ? sitrepText(sitrep.items) : []) io.out(line);
    return EXIT_OK;
  },
};
