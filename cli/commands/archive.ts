/** `warpdesk archive check FILE...`: reads each file as an archive; the exit code is the worst file's. */
import { readArchive } from '../../shared/format/archive';
import { count, EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo } from '../../shared/cli/io';

export const archiveCommand: CliCommand = {
  help: [['archive check FILE...', 'check Warpdesk archive files (.warpdesk.json)']],
  async run([subcommand, ...files], io, env) {
    if (subcommand !== 'check') {
      return usageError(io, subcommand === undefined ? '"archive" needs a subcommand: archive check FILE' : `unknown archive subcommand "${subcommand}"`);
    }
    if (files.length === 0) return usageError(io, '"archive check" needs a file: archive check FILE');
    const option = files.find((file) => file.startsWith('-'));
    if (option !== undefined) return usageError(io, `unknown option "${option}" for "archive check"`);
    let worst = EXIT_OK;
    for (const file of files) worst = Math.max(worst, await checkOneArchive(file, io, env));
    return worst;
  },
};

async function checkOneArchive(file: string, io: CliIo, env: CliEnv): Promise<number> {
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const result = readArchive(text, env.rulesets);
  if (!result.ok) {
    for (const problem of result.problems) io.out(`${file}: ${problem.where}: ${problem.message}`);
    return EXIT_INVALID;
  }
  const { game, empires, systems, warpLines } = result.value.records;
  io.out(
    `${file}: OK — ${JSON.stringify(game.name)}, ${env.rulesets.find((r) => r.id === game.ruleset)?.name ?? game.ruleset}, turn ${game.turn}, ` +
      `${count(empires.length, 'empire')}, ${count(systems.length, 'system')}, ${count(warpLines.length, 'warp line')}`,
  );
  for (const note of result.notes) io.out(`${file}: note: ${note}`);
  return EXIT_OK;
}
