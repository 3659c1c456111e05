import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCli } from '../scripts/build-cli.mjs';
import { EXIT_INVALID, EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE, run, usage, VERSION } from './warpdesk';
import { testWorld } from '../shared/cli/test-world';

const SAMPLE = 'resources/samples/nova-sample.warpdesk.json';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const sampleText = readFileSync(new URL(`../${SAMPLE}`, import.meta.url), 'utf8');


const VERSION_1 = JSON.stringify({
  format: 'warpdesk-archive',
  schemaVersion: 1,
  game: { id: 'old', name: 'Old Game', ruleset: 'nova', turn: 3, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' },
  empires: [{ id: 'e1', name: 'Solo', position: 1 }],
  systems: [{ id: 's1', name: 'ALGOL', type: 5, x: 0, y: 0 }],
  warpLines: [],
});

describe('warpdesk help and version', () => {
  it.each([[[]], [['--help']], [['-h']], [['archive', 'check', '--help']]])('%j prints the usage and exits 0', async (argv) => {
    const { io, out, err } = testWorld();
    expect(await run(argv, io)).toBe(EXIT_OK);
    expect(out).toEqual([await usage()]);
    expect(err).toEqual([]);
    expect(await usage()).toContain('archive check FILE');
    expect(await usage()).toContain('--version');
  });

  it.each([['--version'], ['-v']])('%s prints the version and exits 0', async (flag) => {
    const { io, out } = testWorld();
    expect(await run([flag], io)).toBe(EXIT_OK);
    expect(out).toEqual([`warpdesk ${VERSION}`]);
  });

  it('reports a development version when not built', () => {
    expect(VERSION).toBe('0.0.0-dev');
  });
});

describe('warpdesk archive check', () => {
  it('passes the sample game with its summary', async () => {
    const { io, out, err } = testWorld({ [SAMPLE]: sampleText });
    expect(await run(['archive', 'check', SAMPLE], io)).toBe(EXIT_OK);
    expect(out).toEqual([`${SAMPLE}: OK — "Sample: The Orion Reach", NOVA, turn 1, 6 empires, 40 systems, 80 warp lines`]);
    expect(err).toEqual([]);
  });

  it('notes the migrations applied to an old archive', async () => {
    const { io, out } = testWorld({ 'old.warpdesk.json': VERSION_1 });
    expect(await run(['archive', 'check', 'old.warpdesk.json'], io)).toBe(EXIT_OK);
    expect(out).toEqual([
      'old.warpdesk.json: OK — "Old Game", NOVA, turn 3, 1 empire, 1 system, 0 warp lines',
      'old.warpdesk.json: note: upgraded from archive version 1: 0002-turn-records',
      'old.warpdesk.json: note: upgraded from archive version 1: 0003-turn-history-as-changes',
    ]);
  });

  it('refuses an archive nested 10,000 deep in one line and exits 1, no stack trace (issue 19, item 6)', async () => {
    const damaged = JSON.parse(sampleText);
    damaged.systems[0].extra = '@@';
    const { io, out, err } = testWorld({ 'deep.json': JSON.stringify(damaged).replace('"@@"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`) });
    expect(await run(['archive', 'check', 'deep.json'], io)).toBe(EXIT_INVALID);
    expect(out).toEqual([expect.stringMatching(/^deep\.json: line 1, column \d+: values are nested more than 32 deep here; an archive nests objects and arrays at most 32 deep/)]);
    expect(err).toEqual([]);
  });

  it('refuses a treasury of 2^53 with its path, and turn run refuses it the same way (issue 19, item 6)', async () => {
    const damaged = JSON.parse(sampleText);
    damaged.empires[0].treasury = 2 ** 53;
    const { io, out, err } = testWorld({ 'rich.json': JSON.stringify(damaged) });
    expect(await run(['archive', 'check', 'rich.json'], io)).toBe(EXIT_INVALID);
    expect(out).toEqual(['rich.json: empires[0].treasury: must be a number from -1,000,000,000,000 to 1,000,000,000,000 (found 9007199254740992)']);
    expect(await run(['turn', 'run', 'rich.json', '--turn', '1', '--battles', 'auto'], io)).toBe(EXIT_INVALID);
    expect(err.join('\n')).not.toContain('ZodError');
  });

  it('lists every problem of a damaged archive, one line each, and exits 1', async () => {
    const damaged = JSON.parse(sampleText);
    damaged.systems[3].type = 12;
    damaged.warpLines[0].b = 's99';
    const { io, out, err } = testWorld({ 'bad.json': JSON.stringify(damaged) });
    expect(await run(['archive', 'check', 'bad.json'], io)).toBe(EXIT_INVALID);
    expect(out).toEqual(['bad.json: systems[3].type: must be a type from 0 to 8 (found 12)']);
    expect(err).toEqual([]);

    damaged.systems[3].type = 4;
    const again = testWorld({ 'bad.json': JSON.stringify(damaged) });
    expect(await run(['archive', 'check', 'bad.json'], again.io)).toBe(EXIT_INVALID);
    expect(again.out).toEqual(['bad.json: warpLines[0].b: refers to star system "s99", which is not in the file']);
  });

  it('reports a truncated archive with its line and column', async () => {
    const { io, out } = testWorld({ 'cut.json': sampleText.slice(0, 2000) });
    expect(await run(['archive', 'check', 'cut.json'], io)).toBe(EXIT_INVALID);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^cut\.json: line \d+, column \d+: the file ends in the middle of the data; it may be truncated$/);
  });

  it('refuses a file that is not an archive', async () => {
    const { io, out } = testWorld({ 'package.json': '{ "name": "warpdesk" }', 'empty.json': '' });
    expect(await run(['archive', 'check', 'package.json', 'empty.json'], io)).toBe(EXIT_INVALID);
    expect(out).toEqual([
      'package.json: format: this is not a Warpdesk archive: it has no "format" field, where a Warpdesk archive says "warpdesk-archive"',
      'empty.json: (the whole file): the file is empty',
    ]);
  });

  it('exits 2 with a clear message when a file cannot be read', async () => {
    const { io, out, err } = testWorld();
    expect(await run(['archive', 'check', 'missing.json'], io)).toBe(EXIT_UNREADABLE);
    expect(out).toEqual([]);
    expect(err).toEqual(['warpdesk: cannot read missing.json: no such file']);
  });

  it('names the cause of other read failures', async () => {
    const { io, err } = testWorld();
    io.readFile = async () => {
      throw Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' });
    };
    expect(await run(['archive', 'check', 'somewhere'], io)).toBe(EXIT_UNREADABLE);
    expect(err).toEqual(['warpdesk: cannot read somewhere: it is a folder, not a file']);
  });

  it('checks several files and exits with the worst result', async () => {
    const { io, out, err } = testWorld({ [SAMPLE]: sampleText, 'bad.json': '[]' });
    expect(await run(['archive', 'check', SAMPLE, 'bad.json', 'missing.json'], io)).toBe(EXIT_UNREADABLE);
    expect(out).toHaveLength(2);
    expect(err).toHaveLength(1);
  });
});

describe('usage errors exit 64 with a hint on stderr', () => {
  it.each([
    [['frobnicate'], 'warpdesk: unknown command "frobnicate"'],
    [['--frob'], 'warpdesk: unknown option "--frob"'],
    [['archive'], 'warpdesk: "archive" needs a subcommand: archive check FILE'],
    [['archive', 'repair', 'x.json'], 'warpdesk: unknown archive subcommand "repair"'],
    [['archive', 'check'], 'warpdesk: "archive check" needs a file: archive check FILE'],
    [['archive', 'check', '--strict', 'x.json'], 'warpdesk: unknown option "--strict" for "archive check"'],
    [['--version', 'extra'], 'warpdesk: unknown option "--version"'],
  ])('%j', async (argv, message) => {
    const { io, out, err } = testWorld();
    expect(await run(argv, io)).toBe(EXIT_USAGE);
    expect(out).toEqual([]);
    expect(err).toEqual([message, 'Run "warpdesk --help" for the list of commands.']);
  });
});

describe('the built command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'warpdesk-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles with the package version and runs under node', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const { outfile, version } = await buildCli({ outfile: join(dir, 'dist', 'warpdesk.cjs') });
    expect(version).toBe(pkg.version);
    expect(execFileSync(process.execPath, [outfile, '--version'], { encoding: 'utf8' })).toBe(`warpdesk ${pkg.version}\n`);
    const check = spawnSync(process.execPath, [outfile, 'archive', 'check', SAMPLE], { encoding: 'utf8', cwd: ROOT });
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/OK — "Sample: The Orion Reach"/);
    const bad = spawnSync(process.execPath, [outfile, 'archive', 'check', join(dir, 'none.json')], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/no such file/);
    // `-` reads standard input, as the help says (issue 16: `design -`).
    const piped = spawnSync(process.execPath, [outfile, 'design', '-'], { encoding: 'utf8', input: readFileSync(new URL('../test/fixtures/nova/hornet.txt', import.meta.url), 'utf8') });
    expect(piped.status, piped.stderr).toBe(0);
    expect(piped.stdout).toMatch(/^Hornet: SSZ 30, FG \(Frigate\), cost 83 MCr/);

    // The bin finds the bundle beside it, as cli/bin/ finds cli/dist/.
    mkdirSync(join(dir, 'bin'));
    copyFileSync(new URL('./bin/warpdesk.cjs', import.meta.url), join(dir, 'bin', 'warpdesk.cjs'));
    const viaBin = spawnSync(process.execPath, [join(dir, 'bin', 'warpdesk.cjs'), 'nonsense'], { encoding: 'utf8' });
    expect(viaBin.status).toBe(64);
  }, 60_000);

  it('the bin says how to build when the bundle is missing', () => {
    const lonely = join(dir, 'lonely', 'bin');
    mkdirSync(lonely, { recursive: true });
    copyFileSync(new URL('./bin/warpdesk.cjs', import.meta.url), join(lonely, 'warpdesk.cjs'));
    const result = spawnSync(process.execPath, [join(lonely, 'warpdesk.cjs'), '--version'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('warpdesk: the command is not built yet; run "npm run build:cli" first\n');
  });
});
