/**
 * `warpdesk gd …`: Galactic Domination from the command line (docs/cli.md "Galactic Domination"): the same
 * rules as the app, JSON out with --json. Pure apart from the `io` given (shared/cli/io.ts).
 *
 *   gd battle FILE [--seed S | --dice FILE] [--odds N] [--json]      a battle, with a seed or forced dice
 *   gd chart [--segments N] [--json]                                  the movement charts (§11.5, App M)
 *   gd vp --a LOSSES --b LOSSES [--winner a|b|none] [--start-a V --start-b V] [--no-vp] [--json]
 *   gd income ARCHIVE [--player NAME] [--json]                        the banker's ledger
 *   gd map generate --players N | --races a,b,… [--seed S] [--name NAME] [--out FILE] [--json]
 *   gd orders check FILE --archive A [--json]                         typed orders read and checked
 *   gd turn ARCHIVE [--orders FILE] [--out FILE] [--json]             the open turn run by mail
 *   gd sitrep ARCHIVE --turn N --player NAME [--kind sitrep|orders] [--html]
 */
import { count, EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, readOrReport, usageError, type CliCommand, type CliEnv, type CliIo } from '../../../cli/io';
import { readArchive, writeArchive } from '../../../format/archive';
import { renderDocumentText } from '../../../print/render-text';
import { seedRng } from '../../../rng';
import { battleOdds } from '../battle/odds';
import { resolveBattle } from '../battle/resolve';
import { DRY_RUN, gdDocument, playerDocument, reportSource } from '../reports/report-rules';
import { CHART_SEGMENTS, movingSegments } from '../rules/movement-chart';
import { RACES } from '../rules/races';
import { battleVp } from '../rules/victory-points';
import { createGdGame } from '../setup/new-game-form';
import { GD_TYPED, linesFromText, sheetText } from '../orders/order-sheet';
import { commitRecords, currentWorld, openTurn, readSheet, runOpenTurn } from '../turn/stored-turns';
import { bankerLedger } from '../view/banker';
import { canSee } from '../view/player-view';
import { orderRecordId, RULESET_ID, KEY, toGameRecords, type GdRecords } from '../world/records';
import type { World } from '../world/world';
import { readBattleFile, readDiceFile } from './battle-file';

type Flags = { positional: string[]; values: Record<string, string>; bools: Set<string> };

/** Splits arguments into positionals, `--name value` pairs (names in `valued`) and `--flag`s (names in `flags`). */
function flags(args: readonly string[], valued: readonly string[], bools: readonly string[], what: string): Flags | string {
  const out: Flags = { positional: [], values: {}, bools: new Set() };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (bools.includes(a)) out.bools.add(a);
    else if (valued.includes(a)) {
      const v = args[i + 1];
      if (v === undefined) return `${a} needs a value`;
      out.values[a] = v;
      i++;
    } else if (a.startsWith('--')) return `unknown option "${a}" for "${what}"`;
    else out.positional.push(a);
  }
  return out;
}

const whole = (v: string | undefined, name: string): number | string | null => (v === undefined ? null : /^-?\d+$/.test(v) ? Number(v) : `${name} needs a whole number, not "${v}"`);

async function readGame(io: CliIo, env: CliEnv, file: string): Promise<{ code: number } | { records: GdRecords; exportedAt: string; migrations: readonly string[]; extra: Readonly<Record<string, unknown>> }> {
  const text = await readOrReport(io, file);
  if (text === null) return { code: EXIT_UNREADABLE };
  const read = readArchive(text, env.rulesets);
  if (!read.ok) {
    for (const p of read.problems) io.err(`${file}: ${p.where}: ${p.message}`);
    return { code: EXIT_INVALID };
  }
  if (read.value.records.game.ruleset !== RULESET_ID) {
    io.err(`${file}: game.ruleset: this is a ${read.value.records.game.ruleset} game, not Galactic Domination`);
    return { code: EXIT_INVALID };
  }
  return { records: read.value.records, exportedAt: read.value.exportedAt, migrations: read.value.migrations, extra: read.value.extra ?? {} };
}

function playerNamed(world: World, name: string): World['players'][number] | undefined {
  const n = name.trim().toLowerCase();
  return world.players.find((p) => p.id.toLowerCase() === n || p.name.toLowerCase() === n) ?? world.players.find((p) => p.name.toLowerCase().includes(n));
}

async function battle(args: readonly string[], io: CliIo): Promise<number> {
  const f = flags(args, ['--seed', '--dice', '--odds'], ['--json'], 'gd battle');
  if (typeof f === 'string') return usageError(io, f);
  const [file, extra] = f.positional;
  if (file === undefined) return usageError(io, '"gd battle" needs a battle file: gd battle FILE');
  if (extra !== undefined) return usageError(io, `one battle file at a time (also given "${extra}")`);
  if (f.values['--seed'] !== undefined && f.values['--dice'] !== undefined) return usageError(io, 'give --seed or --dice, not both');
  const odds = whole(f.values['--odds'], '--odds');
  if (typeof odds === 'string') return usageError(io, odds);
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const read = readBattleFile(text);
  if (!read.ok) {
    for (const p of read.problems) io.err(`${file}: ${p.where}: ${p.message}`);
    return EXIT_INVALID;
  }
  const seed = f.values['--seed'] ?? `gd-battle/${read.battle.id}`;
  if (odds !== null) {
    if (odds < 1 || odds > 100000) return usageError(io, '--odds takes from 1 to 100000 runs');
    const o = battleOdds(read.battle, odds, seed);
    if (f.bools.has('--json')) io.out(JSON.stringify({ runs: o.runs, wins: o.wins, mutual: o.mutual, stalemates: o.stalemates, meanRounds: o.meanRounds, meanLosses: o.meanLosses, meanVp: o.meanVp, survival: o.survival }, null, 2));
    else {
      for (const s of read.battle.sides) io.out(`${s.name}: wins ${((100 * (o.wins[s.id] ?? 0)) / o.runs).toFixed(1)}%, mean losses $${(o.meanLosses[s.id] ?? 0).toFixed(1)}, mean VP ${(o.meanVp[s.id] ?? 0).toFixed(2)}`);
      io.out(`both destroyed ${((100 * o.mutual) / o.runs).toFixed(1)}%, no winner ${((100 * o.stalemates) / o.runs).toFixed(1)}%, mean ${o.meanRounds.toFixed(2)} rounds over ${o.runs} runs`);
    }
    return EXIT_OK;
  }
  let forced: readonly number[] | Readonly<Record<string, readonly number[]>> | undefined;
  if (f.values['--dice'] !== undefined) {
    const diceText = await readOrReport(io, f.values['--dice']);
    if (diceText === null) return EXIT_UNREADABLE;
    const d = readDiceFile(diceText);
    if (!d.ok) {
      io.err(`${f.values['--dice']}: ${d.message}`);
      return EXIT_INVALID;
    }
    forced = d.dice;
  }
  const out = resolveBattle(read.battle, {}, { state: seedRng(seed), ...(forced ? { forced } : {}) });
  if (f.bools.has('--json')) {
    io.out(JSON.stringify({ battle: out.battle, log: out.log, dice: out.dice.map((d) => ({ group: d.group, face: d.raw[0], result: d.result, forced: d.forced })) }, null, 2));
    return EXIT_OK;
  }
  for (const e of out.log) io.out(e.round > 0 || e.kind === 'fire' ? `R${e.round}  ${e.text}` : e.text);
  const r = out.battle.result;
  if (r) for (const v of r.vp) io.out(`VP ${out.battle.sides.find((s) => s.id === v.sideId)?.name}: ${v.total}${v.reasons.length ? ` (${v.reasons.join('; ')})` : ''}`);
  const forcedUsed = out.dice.filter((d) => d.forced).length;
  io.out(`${out.dice.length} dice rolled${forcedUsed > 0 ? `, ${forcedUsed} forced` : ''}`);
  return EXIT_OK;
}

async function chart(args: readonly string[], io: CliIo): Promise<number> {
  const f = flags(args, ['--segments'], ['--json'], 'gd chart');
  if (typeof f === 'string') return usageError(io, f);
  if (f.positional.length > 0) return usageError(io, `unknown argument "${f.positional[0]}" for "gd chart"`);
  const n = whole(f.values['--segments'], '--segments');
  if (typeof n === 'string') return usageError(io, n);
  if (n !== null && !(CHART_SEGMENTS as readonly number[]).includes(n)) return usageError(io, `--segments is one of ${CHART_SEGMENTS.join(', ')} (the charts the rules print)`);
  const sizes = n === null ? [...CHART_SEGMENTS] : [n];
  const charts = sizes.map((segments) => ({ segments, speeds: Object.fromEntries(Array.from({ length: Math.max(2, segments) }, (_, i) => i + 1).filter((s) => s <= segments).map((s) => [String(s), movingSegments(s, segments)])) }));
  if (f.bools.has('--json')) {
    io.out(JSON.stringify(charts, null, 2));
    return EXIT_OK;
  }
  for (const c of charts) {
    const speeds = Object.keys(c.speeds).map(Number);
    io.out(`${c.segments} segments (${c.segments === 3 ? 'GD §11.5.1, standard' : c.segments === 2 ? 'GD §11.5.3' : c.segments === 4 ? 'GD §11.5.5' : 'App M'})`);
    io.out(`  SEGMENT  ${speeds.map((s) => `spd ${s}`).join('  ')}`);
    for (let seg = 1; seg <= c.segments; seg++) io.out(`  ${String(seg).padEnd(7)}  ${speeds.map((s) => ((c.speeds[String(s)] ?? []).includes(seg) ? '1' : '-').padEnd(5)).join('  ')}`);
  }
  return EXIT_OK;
}

async function vp(args: readonly string[], io: CliIo): Promise<number> {
  const f = flags(args, ['--a', '--b', '--winner', '--start-a', '--start-b'], ['--json', '--no-vp'], 'gd vp');
  if (typeof f === 'string') return usageError(io, f);
  const nums: Record<string, number | null> = {};
  for (const k of ['--a', '--b', '--start-a', '--start-b']) {
    const v = whole(f.values[k], k);
    if (typeof v === 'string') return usageError(io, v);
    nums[k] = v;
  }
  if (nums['--a'] === null || nums['--b'] === null) return usageError(io, '"gd vp" needs both sides\' $ losses: gd vp --a LOSSES --b LOSSES');
  const winner = f.values['--winner'] ?? 'none';
  if (!['a', 'b', 'none'].includes(winner)) return usageError(io, `--winner is a, b or none, not "${winner}"`);
  const side = (id: 'a' | 'b') => ({ id, losses: nums[`--${id}`] as number, startValue: nums[`--start-${id}`] ?? nums[`--${id}`] ?? 0, survivors: winner === id ? 1 : 0, scores: true });
  const awards = battleVp(side('a'), side('b'), winner === 'none' ? null : winner, !f.bools.has('--no-vp'));
  if (f.bools.has('--json')) io.out(JSON.stringify(awards, null, 2));
  else for (const a of awards) io.out(`${a.sideId.toUpperCase()}: ${a.total} VP (tactical ${a.tactical}, strategic ${a.strategic})${a.reasons.length ? `: ${a.reasons.join('; ')}` : ''}`);
  return EXIT_OK;
}

async function income(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const f = flags(args, ['--player'], ['--json'], 'gd income');
  if (typeof f === 'string') return usageError(io, f);
  const [file] = f.positional;
  if (file === undefined) return usageError(io, '"gd income" needs an archive: gd income ARCHIVE');
  const g = await readGame(io, env, file);
  if ('code' in g) return g.code;
  const w = currentWorld(g.records);
  if (!w.ok) {
    io.err(`${file}: ${w.problem}`);
    return EXIT_INVALID;
  }
  let rows = bankerLedger(w.world);
  if (f.values['--player'] !== undefined) {
    const p = playerNamed(w.world, f.values['--player']);
    if (!p) {
      io.err(`${file}: no player "${f.values['--player']}" (players: ${w.world.players.map((x) => x.name).join(', ')})`);
      return EXIT_INVALID;
    }
    rows = rows.filter((r) => r.playerId === p.id);
  }
  if (f.bools.has('--json')) {
    io.out(JSON.stringify({ turn: w.world.turn, players: rows }, null, 2));
    return EXIT_OK;
  }
  io.out(`Turn ${w.world.turn}: the next Income Phase as things stand`);
  for (const r of rows) {
    io.out(`${r.name}: $${r.stellars} on hand, income $${r.income.total}, ${r.vp} VP${r.vpChits ? ` (+${r.vpChits} chits)` : ''}`);
    for (const l of r.income.lines) io.out(`  ${String(l.amount).padStart(4)}  ${l.source}${l.note ? ` [${l.note}]` : ''}`);
  }
  return EXIT_OK;
}

async function mapGenerate(args: readonly string[], io: CliIo): Promise<number> {
  const f = flags(args, ['--players', '--races', '--seed', '--name', '--out'], ['--json'], 'gd map generate');
  if (typeof f === 'string') return usageError(io, f);
  if (f.positional.length > 0) return usageError(io, `unknown argument "${f.positional[0]}" for "gd map generate"`);
  const players = whole(f.values['--players'], '--players');
  if (typeof players === 'string') return usageError(io, players);
  const races = f.values['--races'] ? f.values['--races'].split(',').map((r) => r.trim()).filter(Boolean) : null;
  if (players === null && races === null) return usageError(io, '"gd map generate" needs --players N or --races a,b,…');
  const names = races ?? RACES.slice(0, players ?? 0).map((r) => r.empire);
  if (races && players !== null && races.length !== players) return usageError(io, `--players ${players} but ${races.length} races given`);
  const seed = f.values['--seed'] ?? 'gd-map';
  const { checkGdNewGame } = await import('../setup/new-game-form');
  const input = { name: f.values['--name'] ?? `Galactic Domination ${seed}`, ruleset: RULESET_ID, empireNames: names };
  const problems = checkGdNewGame(input);
  if (problems.length > 0) {
    for (const p of problems) io.err(`warpdesk: ${p.where}: ${p.message}`);
    return EXIT_INVALID;
  }
  const id = seed.replace(/[^A-Za-z0-9_.:-]/g, '-').slice(0, 64) || 'gd-map';
  const records = createGdGame(input, id, '2026-01-01T00:00:00.000Z');
  const w = currentWorld(records);
  if (!w.ok) {
    io.err(`warpdesk: ${w.problem}`);
    return EXIT_INVALID;
  }
  const world = w.world;
  if (f.values['--out'] !== undefined) {
    if (!io.writeFile) {
      io.err('warpdesk: this command line cannot write files');
      return EXIT_INVALID;
    }
    await io.writeFile(f.values['--out'], writeArchive(records, { exportedAt: '2026-01-01T00:00:00.000Z', exportedBy: 'warpdesk gd map generate' }));
  }
  const summary = {
    layout: world.setup.layout,
    cols: world.setup.cols,
    rows: world.setup.rows,
    hexes: world.hexes.length,
    players: world.players.map((p) => ({ id: p.id, name: p.name, race: p.raceCode, seat: p.seat + 1, homes: world.planets.filter((pl) => pl.ownerId === p.id).map((pl) => ({ name: pl.name, kind: pl.kind, hex: world.hexes.find((h) => h.id === pl.hexId)?.label, half: pl.half, resource: pl.resource })) })),
    firstSeat: world.table.firstSeat + 1,
  };
  if (f.bools.has('--json')) io.out(JSON.stringify(summary, null, 2));
  else {
    io.out(`${summary.layout}: ${summary.cols} × ${summary.rows} hexes; seat ${summary.firstSeat} plays first`);
    for (const p of summary.players) io.out(`  seat ${p.seat} ${p.name}: ${p.homes.map((h) => `${h.name} ${h.hex}${h.half === null ? '' : h.half === 0 ? 'U' : 'L'} R${h.resource}`).join(', ')}`);
    if (f.values['--out'] !== undefined) io.out(`wrote ${f.values['--out']}`);
  }
  return EXIT_OK;
}

async function ordersCheck(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const f = flags(args, ['--archive'], ['--json'], 'gd orders check');
  if (typeof f === 'string') return usageError(io, f);
  const [file] = f.positional;
  if (file === undefined || f.values['--archive'] === undefined) return usageError(io, '"gd orders check" needs a typed orders file and --archive A');
  const text = await readOrReport(io, file);
  if (text === null) return EXIT_UNREADABLE;
  const g = await readGame(io, env, f.values['--archive']);
  if ('code' in g) return g.code;
  const w = currentWorld(g.records);
  if (!w.ok) {
    io.err(`${f.values['--archive']}: ${w.problem}`);
    return EXIT_INVALID;
  }
  const parts = GD_TYPED.read(text);
  const out: { player: string | null; lines: { line: number; text: string; severity: string; code: string; message: string }[] }[] = [];
  let errors = 0;
  for (const part of parts) {
    const p = part.player ? playerNamed(w.world, part.player) : undefined;
    if (!p) {
      out.push({ player: part.player, lines: [{ line: 0, text: '', severity: 'error', code: 'GD-PLAYER', message: part.player ? `no player "${part.player}" in the game` : 'a sheet with no heading naming its empire' }] });
      errors++;
      continue;
    }
    const sheet = sheetText(part.lines.map((l) => ({ text: l.text, keepInvalid: false })));
    const read = readSheet(w.world, p.id, sheet);
    const rows = read.diagnostics.map((d) => ({ line: d.line, text: part.lines[d.line - 1]?.text ?? '', severity: d.severity, code: d.code, message: d.rule && !d.rule.startsWith(d.code) ? `${d.message} (${d.rule})` : d.message }));
    errors += rows.filter((r) => r.severity === 'error').length;
    out.push({ player: p.name, lines: rows });
  }
  if (f.bools.has('--json')) io.out(JSON.stringify(out, null, 2));
  else
    for (const o of out) {
      io.out(`${o.player ?? '(no empire)'}: ${o.lines.length === 0 ? 'every line reads and checks' : count(o.lines.length, 'finding')}`);
      for (const l of o.lines) io.out(`  line ${l.line}: ${l.severity} ${l.code}: ${l.message}${l.text ? `   | ${l.text}` : ''}`);
    }
  return errors > 0 ? EXIT_INVALID : EXIT_OK;
}

async function turn(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const f = flags(args, ['--orders', '--out'], ['--json'], 'gd turn');
  if (typeof f === 'string') return usageError(io, f);
  const [file] = f.positional;
  if (file === undefined) return usageError(io, '"gd turn" needs an archive: gd turn ARCHIVE');
  const g = await readGame(io, env, file);
  if ('code' in g) return g.code;
  let records = g.records;
  const w = currentWorld(records);
  if (!w.ok) {
    io.err(`${file}: ${w.problem}`);
    return EXIT_INVALID;
  }
  if (w.world.table.winners.length > 0 || w.world.turn > w.world.rules.turns) {
    io.err(`${file}: the game is over (turn ${w.world.turn - 1} of ${w.world.rules.turns} played)`);
    return EXIT_INVALID;
  }
  if (f.values['--orders'] !== undefined) {
    const text = await readOrReport(io, f.values['--orders']);
    if (text === null) return EXIT_UNREADABLE;
    const parts = GD_TYPED.read(text);
    const bad = parts.filter((p) => !p.player || !playerNamed(w.world, p.player));
    if (bad.length > 0) {
      for (const p of bad) io.err(`${f.values['--orders']}: ${p.player ? `no player "${p.player}" in the game` : 'lines before any heading naming an empire'}`);
      return EXIT_INVALID;
    }
    const wrongTurn = parts.filter((p) => p.turn !== null && p.turn !== w.world.turn);
    if (wrongTurn.length > 0) {
      for (const p of wrongTurn) io.err(`${f.values['--orders']}: the sheet of ${p.player} is for turn ${p.turn}; the game is at turn ${w.world.turn}`);
      return EXIT_INVALID;
    }
    for (const part of parts) {
      const p = playerNamed(w.world, part.player as string) as World['players'][number];
      const lines = linesFromText(part.lines.map((l) => l.original).join('\n'), (i) => `l${i + 1}`);
      const id = orderRecordId(w.world.turn, p.id);
      const kept = records.orders.filter((o) => o.id !== id);
      records = { ...records, orders: [...kept, { gameId: records.game.id, id, empireId: p.id, turn: w.world.turn, [KEY]: { text: sheetText(lines), source: 'typed', lines, typed: part.lines.map((l) => l.original).join('\n') } }] };
    }
    io.out(`imported ${count(parts.reduce((n, p) => n + p.lines.length, 0), 'line')} of ${count(parts.length, 'sheet')} from ${f.values['--orders']} into turn ${w.world.turn}`);
  }
  const open = openTurn(records);
  if (!open.ok) {
    io.err(`${file}: ${open.problem}`);
    return EXIT_INVALID;
  }
  const run = runOpenTurn(open.value, { mode: 'mail', until: null });
  const world = open.value.world;
  if (f.bools.has('--json')) {
    io.out(JSON.stringify({ turn: world.turn, done: run.done, stoppedAt: run.stoppedAt, defaulted: open.value.defaulted, diagnostics: open.value.diagnostics, events: run.events, battles: run.battles.map((b) => ({ id: b.id, label: b.label, players: b.players, result: b.battle.result })), dice: run.dice.length }, null, 2));
  } else {
    for (const p of [...world.players].sort((a, b) => a.seat - b.seat)) {
      const mine = run.events.filter((e) => canSee(e.visibleTo, p.id));
      const diags = open.value.diagnostics[p.id] ?? [];
      io.out(`== ${p.name}: ${count(mine.length, 'event')}${open.value.defaulted.includes(p.id) ? ' (no orders: defaults)' : ''}${diags.length ? `, ${count(diags.length, 'order finding')}` : ''}`);
      for (const d of diags) io.out(`  ! line ${d.line}: ${d.code}: ${d.message}`);
      for (const e of mine) io.out(`  ${e.phase}${e.segment ? `/S${e.segment}` : ''}  ${e.text}`);
    }
    const gm = run.events.filter((e) => e.visibleTo === 'gm');
    if (gm.length > 0) io.out(`== GM only: ${count(gm.length, 'event')}`);
    for (const e of gm) io.out(`  ${e.phase}${e.segment ? `/S${e.segment}` : ''}  ${e.text}`);
    io.out(`${count(run.battles.length, 'battle')}, ${run.dice.length} dice rolled`);
  }
  if (!run.done) {
    io.err(`warpdesk: turn ${world.turn} stopped at ${run.stoppedAt ?? 'a decision'}`);
    return EXIT_INVALID;
  }
  if (f.values['--out'] !== undefined) {
    if (!io.writeFile) {
      io.err('warpdesk: this command line cannot write files');
      return EXIT_INVALID;
    }
    const at = g.exportedAt;
    const committed = commitRecords(records, open.value, run, at);
    await io.writeFile(f.values['--out'], writeArchive(toGameRecords(committed), { exportedAt: at, exportedBy: 'warpdesk gd turn', migrations: g.migrations, extra: g.extra }));
    if (!f.bools.has('--json')) io.out(`committed turn ${world.turn} into ${f.values['--out']}; the game is now at turn ${world.turn + 1}`);
  }
  return EXIT_OK;
}

async function sitrep(args: readonly string[], io: CliIo, env: CliEnv): Promise<number> {
  const f = flags(args, ['--turn', '--player', '--kind'], ['--html', '--dry-run'], 'gd sitrep');
  if (typeof f === 'string') return usageError(io, f);
  const [file] = f.positional;
  if (file === undefined) return usageError(io, '"gd sitrep" needs an archive: gd sitrep ARCHIVE --turn N --player NAME');
  const n = whole(f.values['--turn'], '--turn');
  if (typeof n === 'string') return usageError(io, n);
  if (n === null && !f.bools.has('--dry-run')) return usageError(io, '"gd sitrep" needs --turn N (a committed turn) or --dry-run');
  if (f.values['--player'] === undefined) return usageError(io, '"gd sitrep" needs --player NAME (or GM for the GM report)');
  const kind = f.values['--kind'] ?? 'sitrep';
  if (kind !== 'sitrep' && kind !== 'orders') return usageError(io, `--kind is sitrep or orders, not "${kind}"`);
  const g = await readGame(io, env, file);
  if ('code' in g) return g.code;
  const source = reportSource(toGameRecords(g.records), f.bools.has('--dry-run') ? { turn: g.records.game.turn, preview: true } : { turn: n as number, preview: false });
  if (!source.ok) {
    io.err(`${file}: ${source.problem}`);
    return EXIT_INVALID;
  }
  const gm = f.values['--player'].toLowerCase() === 'gm';
  const p = gm ? null : playerNamed(source.value.world, f.values['--player']);
  if (!gm && !p) {
    io.err(`${file}: no player "${f.values['--player']}" (players: ${source.value.world.players.map((x) => x.name).join(', ')})`);
    return EXIT_INVALID;
  }
  const doc = gdDocument(source.value, kind, p?.id ?? null, 'a4');
  if (doc.leaks && doc.leaks.length > 0) {
    io.err(`warpdesk: ${doc.name}: refused by the leak check, ${count(doc.leaks.length, 'leak')}:`);
    for (const l of doc.leaks) io.err(`  ${l.section} item ${l.item + 1}: ${l.kind} "${l.name}" (${l.reason}) in: ${l.text}`);
    return EXIT_INVALID;
  }
  if (f.bools.has('--html')) io.out(doc.html);
  else if (p) io.out(renderDocumentText(playerDocument(source.value, kind, p.id)));
  else io.out(doc.html.replace(/<[^>]+>/g, ' ').replace(/\s+\n/g, '\n'));
  return EXIT_OK;
}

export const gdCommand: CliCommand = {
  help: [
    ['gd battle FILE [--seed S | --dice FILE] [--odds N] [--json]', 'resolve a Galactic Domination battle, or its odds'],
    ['gd chart [--segments N] [--json]', 'the movement charts: which speeds move in which segment'],
    ['gd vp --a LOSSES --b LOSSES [--winner a|b|none] [--json]', 'victory points of one battle (§5.3)'],
    ['gd income ARCHIVE [--player NAME] [--json]', "the banker's ledger: Stellars, next income, VP"],
    ['gd map generate --players N | --races a,b,… [--seed S] [--out FILE] [--json]', 'set up a game: map, home worlds, forces, decks'],
    ['gd orders check FILE --archive A [--json]', "read and check typed orders against a game's forces"],
    ['gd turn ARCHIVE [--orders FILE] [--out FILE] [--json]', 'run the open turn by mail; --out commits it to a new archive'],
    ['gd sitrep ARCHIVE --turn N --player NAME [--kind sitrep|orders] [--html]', "a player's sitrep or order sheet, leak-checked"],
  ],
  async run([sub, ...args], io, env) {
    switch (sub) {
      case 'battle':
        return battle(args, io);
      case 'chart':
        return chart(args, io);
      case 'vp':
        return vp(args, io);
      case 'income':
        return income(args, io, env);
      case 'map':
        if (args[0] !== 'generate') return usageError(io, args[0] === undefined ? '"gd map" needs a subcommand: gd map generate' : `unknown gd map subcommand "${args[0]}"`);
        return mapGenerate(args.slice(1), io);
      case 'orders':
        if (args[0] !== 'check') return usageError(io, args[0] === undefined ? '"gd orders" needs a subcommand: gd orders check FILE --archive A' : `unknown gd orders subcommand "${args[0]}"`);
        return ordersCheck(args.slice(1), io, env);
      case 'turn':
        return turn(args, io, env);
      case 'sitrep':
        return sitrep(args, io, env);
      case undefined:
        return usageError(io, '"gd" needs a subcommand: battle, chart, vp, income, map generate, orders check, turn, sitrep');
      default:
        return usageError(io, `unknown gd subcommand "${sub}"`);
    }
  },
};

export const GD_COMMANDS: Readonly<Record<string, CliCommand>> = { gd: gdCommand };

export { DRY_RUN };
