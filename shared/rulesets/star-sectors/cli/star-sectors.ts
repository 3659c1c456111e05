/** `warpdesk star-sectors resolve ROUND.json [--seed S | --dice FILE] [--json]`: one Star Sectors round, headless. */
import { readDiceList, readRoundFile } from '../round-file';
import { resolveRound } from '../round';
import { roundRng } from '../records';
import { shieldsLeft } from '../battle';
import { describeAt } from '../movement';
import { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand } from '../../../cli/io';

export const starSectorsCommand: CliCommand = {
  help: [['star-sectors resolve ROUND.json [--seed S | --dice FILE] [--json]', 'resolve one Star Sectors round (docs/star-sectors.md)']],
  async run([subcommand, ...args], io) {
    if (subcommand !== 'resolve') {
      return usageError(io, subcommand === undefined ? '"star-sectors" needs a subcommand: star-sectors resolve ROUND.json' : `unknown star-sectors subcommand "${subcommand}"`);
    }
    let file: string | undefined;
    let seed: string | undefined;
    let diceFile: string | undefined;
    let json = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as string;
      if (arg === '--json') json = true;
      else if (arg === '--seed' || arg === '--dice') {
        const value = args[i + 1];
        if (value === undefined) return usageError(io, `${arg} needs a value`);
        if (arg === '--seed') seed = value;
        else diceFile = value;
        i++;
      } else if (arg.startsWith('-') && arg !== '-') return usageError(io, `unknown option "${arg}" for "star-sectors resolve"`);
      else if (file === undefined) file = arg;
      else return usageError(io, `one round file at a time (also given "${arg}")`);
    }
    if (file === undefined) return usageError(io, '"star-sectors resolve" needs a round file: star-sectors resolve ROUND.json');
    if (seed !== undefined && diceFile !== undefined) return usageError(io, 'give --seed or --dice, not both');
    const text = await readOrReport(io, file);
    if (text === null) return EXIT_UNREADABLE;
    const read = readRoundFile(text);
    if (!read.ok) {
      for (const p of read.problems) io.err(`${file}: ${p.where}: ${p.message}`);
      return EXIT_INVALID;
    }
    let forced: number[] = [];
    if (diceFile !== undefined) {
      const diceText = await readOrReport(io, diceFile);
      if (diceText === null) return EXIT_UNREADABLE;
      const dice = readDiceList(diceText);
      if (!dice.ok) {
        io.err(`${diceFile}: ${dice.message}`);
        return EXIT_INVALID;
      }
      forced = dice.dice;
    }
    const { battle, orders, firstSideId } = read.value;
    const state = roundRng(seed ?? read.value.seed, battle.round + 1);
    let result;
    try {
      result = resolveRound(battle, { orders, firstSideId }, { state, forced });
    } catch (error) {
      io.err(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT_INVALID;
    }
    const unreadable = Object.entries(result.problems).flatMap(([side, list]) => list.map((p) => ({ side, ...p })));
    if (json) {
      io.out(JSON.stringify({ battle: result.battle, log: result.log, problems: unreadable, forcedLeft: result.dice.forced }, null, 2));
    } else {
      for (const entry of result.log) io.out(`${entry.line !== null && entry.line > 0 ? `[line ${entry.line}] ` : ''}${entry.text}${entry.die?.forced ? ' (forced)' : ''}`);
      io.out('');
      for (const ship of result.battle.ships) {
        io.out(`${ship.id} ${ship.card.name} (${ship.sideId}): ${ship.destroyed ? 'destroyed' : `${describeAt(ship)}, damage ${ship.damage}, SS left ${shieldsLeft(ship)}${ship.cloaked ? ', cloaked' : ''}`}`);
      }
      if (result.dice.forced.length > 0) io.out(`${result.dice.forced.length} forced dice were not used`);
    }
    for (const p of unreadable) io.err(`${file}: orders of ${p.side}, line ${p.line}: ${p.code}: ${p.message}`);
    return unreadable.length > 0 ? EXIT_INVALID : EXIT_OK;
  },
};
