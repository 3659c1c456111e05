import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testWorld } from '../../../cli/test-world';
import { run } from '../../../../cli/warpdesk';
import type { CliIo } from '../../../cli/io';
import { packetFileName, packetsCommand } from './packets';
import { RULESETS } from '../../index';

type PacketsDeps = Required<Pick<CliIo, 'pdfPrinter' | 'mkdir' | 'writeBytes'>>;
/** The command with the machine's folders, binary files and printer replaced by `deps`. */
const makePacketsCommand = (deps: PacketsDeps & { bytes?: Record<string, Uint8Array> }) => ({
  run: (args: string[], io: CliIo) => packetsCommand.run(args, { ...io, ...deps, exists: async (p) => (await io.exists?.(p)) === true || (deps.bytes !== undefined && p in deps.bytes) }, { rulesets: RULESETS }),
});

const SAMPLE = readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8');
let committed = '';

beforeAll(async () => {
  // Turn 1 of the sample, committed by the turn engine as the Turn screen would.
  const w = testWorld({ 'sample.json': SAMPLE });
  expect(await run(['turn', 'run', 'sample.json', '--turn', '1', '--battles', 'auto', '--out', 'c.json'], w.io)).toBe(0);
  committed = w.files['c.json'] as string;
});

function fakeDeps(printer: 'ok' | 'none' = 'ok'): PacketsDeps & { dirs: string[]; bytes: Record<string, Uint8Array>; printed: string[] } {
  const dirs: string[] = [];
  const bytes: Record<string, Uint8Array> = {};
  const printed: string[] = [];
  return {
    dirs,
    bytes,
    printed,
    pdfPrinter: async () => (printer === 'none' ? 'no Chromium found (looked at /usr/bin/chromium)' : { print: async (html) => (printed.push(html), new Uint8Array([37, 80, 68, 70])), close: async () => undefined }),
    mkdir: async (dir) => void dirs.push(dir),
    writeBytes: async (path, b) => void (bytes[path] = b),
  };
}

const NAMES = ['hegemony-of-vorn', 'celestine-concord', 'free-traders-of-kessa', 'umbral-dominion', 'solar-ascendancy-of-ys', 'the-ninefold-swarm'];
const EMPIRES = ['Hegemony of Vorn', 'Celestine Concord', 'Free Traders of Kessa', 'Umbral Dominion', 'Solar Ascendancy of Ys', 'The Ninefold Swarm'];
/** A packet's file in folder `dir`: `<game>-T1-<position>-<3 characters>-<empire>.<ext>`. */
const fileOf = (dir: string, position: number, empire: string, ext: string) => new RegExp(`^${dir}/sample-the-orion-reach-T1-0${position}-[0-9A-Z]{3}-${empire}\\.${ext}$`);

describe('warpdesk packets', () => {
  it('writes one leak-checked HTML packet per empire, named by game, packet code and empire', async () => {
    const w = testWorld({ 'c.json': committed });
    const deps = fakeDeps();
    expect(await makePacketsCommand(deps).run(['c.json', '--turn', '1', '--out', 'out/'], w.io)).toBe(0);
    expect(deps.dirs).toEqual(['out/']);
    const files = Object.keys(w.files).filter((f) => f.startsWith('out/'));
    expect(files).toHaveLength(6);
    files.forEach((f, i) => expect(f).toMatch(fileOf('out', i + 1, NAMES[i] as string, 'html')));
    const vorn = w.files[files[0] as string] as string;
    expect(vorn.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(vorn).toMatch(/@top-right \{ content: "T1-01-[0-9A-Z]{3}"/);
    expect(vorn).toContain('Hegemony of Vorn');
    expect(w.out.at(-1)).toBe('6 packets written (turn 1)');
    expect(w.err).toEqual([]);
  });

  it('writes text, and PDF through the printer; one empire with --empire', async () => {
    const w = testWorld({ 'c.json': committed });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o', '--format', 'text'], w.io)).toBe(0);
    const concord = Object.keys(w.files).find((f) => /^o\/.*-celestine-concord\.txt$/.test(f)) as string;
    expect(concord).toBe(`o/${packetFileName('Sample: The Orion Reach', /T1-02-[0-9A-Z]{3}/.exec(concord)?.[0] as string, 'Celestine Concord', 'txt')}`);
    const text = w.files[concord] as string;
    expect(text).toContain('1 * Celestine Concord Turn 1');
    expect(text).toMatch(/TURN ORDER SHEET \(BACK\)/);
    const p = testWorld({ 'c.json': committed });
    const deps = fakeDeps();
    expect(await makePacketsCommand(deps).run(['c.json', '--turn', '1', '--out', 'pdf', '--format', 'pdf', '--paper', 'letter', '--empire', 'umbral dominion'], p.io)).toBe(0);
    expect(Object.keys(deps.bytes)).toHaveLength(1);
    expect(Object.keys(deps.bytes)[0]).toMatch(fileOf('pdf', 4, 'umbral-dominion', 'pdf'));
    expect(deps.printed[0]).toContain('size: letter');
  });

  it('says clearly when PDF cannot be made, and writes nothing', async () => {
    const w = testWorld({ 'c.json': committed });
    const deps = fakeDeps('none');
    expect(await makePacketsCommand(deps).run(['c.json', '--turn', '1', '--out', 'o', '--format', 'pdf'], w.io)).toBe(1);
    expect(w.err[0]).toBe('warpdesk: cannot write PDF: no Chromium found (looked at /usr/bin/chromium)');
    expect(deps.dirs).toEqual([]);
  });

  it('says when the archive has no committed turn N', async () => {
    const w = testWorld({ 'c.json': committed, 's.json': SAMPLE });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '2', '--out', 'o'], w.io)).toBe(1);
    expect(w.err).toEqual(['warpdesk: c.json: the archive has no committed turn 2 (committed turns: 1)']);
    const s = testWorld({ 's.json': SAMPLE });
    expect(await makePacketsCommand(fakeDeps()).run(['s.json', '--turn', '1', '--out', 'o'], s.io)).toBe(1);
    expect(s.err[0]).toMatch(/no committed turn 1 \(no turn has been committed yet\)/);
  });

  it('makes PREVIEW packets from a dry run of the open turn', async () => {
    const w = testWorld({ 's.json': SAMPLE });
    expect(await makePacketsCommand(fakeDeps()).run(['s.json', '--dry-run', '--out', 'o', '--format', 'text', '--empire', 'nobody'], w.io)).toBe(1);
    expect(w.err[0]).toMatch(/no empire "nobody"/);
    const v = testWorld({ 's.json': SAMPLE });
    expect(await makePacketsCommand(fakeDeps()).run(['s.json', '--dry-run', '--out', 'o', '--format', 'text', '--empire', 'Hegemony of Vorn'], v.io)).toBe(0);
    const vorn = Object.keys(v.files).find((f) => f.startsWith('o/')) as string;
    expect(vorn).toMatch(fileOf('o', 1, 'hegemony-of-vorn', 'txt'));
    expect(v.files[vorn]).toContain('(PREVIEW)');
  });

  it('refuses a packet that names what its empire does not know, listing each leak, and writes the others', async () => {
    const archive = JSON.parse(committed);
    const turn = archive.turns.find((t: { number: number }) => t.number === 1);
    const vorn = archive.empires.find((e: { name: string }) => e.name === 'Hegemony of Vorn');
    const knownToVorn = new Set(archive.knowledge.filter((k: { empireId: string }) => k.empireId === vorn.id).map((k: { systemId: string }) => k.systemId));
    const secret = archive.systems.find((s: { id: string; ownerId: string | null }) => !knownToVorn.has(s.id) && s.ownerId !== vorn.id);
    // A step's reason that echoes a system the empire has never seen.
    turn.events.push({ step: 'F', empireId: vorn.id, systemId: null, audience: [vorn.id], aliases: {}, kind: 'order-error', line: 9, text: 'Hammer 1 LYRA-Q', code: 'INTERDICTED', reason: `guarded by ships from ${secret.name}`, unitIds: [], seq: 999 });
    const w = testWorld({ 'c.json': JSON.stringify(archive) });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o'], w.io)).toBe(1);
    expect(w.err[0]).toBe('warpdesk: Hegemony of Vorn: packet refused by the leak check, 1 leak:');
    expect(w.err[1]).toContain(`sitrep item `);
    expect(w.err[1]).toContain(`system "${secret.name}" (names a system the empire does not know)`);
    expect(Object.keys(w.files).filter((f) => f.startsWith('o/'))).toHaveLength(5);
    expect(w.out.at(-1)).toBe('5 packets written, 1 refused by the leak check (turn 1)');
  });

  it('writes one file per empire whatever the names: six empires named in Greek give six files (issue 19)', async () => {
    const greek = ['Αθήνα', 'Σπάρτη', 'Κόρινθος', 'Θήβα', 'Άργος', 'Μέγαρα'];
    let renamed = committed;
    EMPIRES.forEach((name, i) => (renamed = renamed.split(name).join(greek[i] as string)));
    const w = testWorld({ 'c.json': renamed });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o'], w.io)).toBe(0);
    const files = Object.keys(w.files).filter((f) => f.startsWith('o/'));
    expect(files).toHaveLength(6);
    ['athina', 'sparti', 'korinthos', 'thiva', 'argos', 'megara'].forEach((n, i) => expect(files[i]).toMatch(fileOf('o', i + 1, n, 'html')));
    // Each file holds its own empire's packet, and no other's.
    files.forEach((f, i) => expect(w.files[f]).toContain(greek[i]));
    expect(w.out.at(-1)).toBe('6 packets written (turn 1)');
  });

  it('never replaces a file silently: refuses before writing anything, or replaces with --force and says so', async () => {
    const first = testWorld({ 'c.json': committed });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o', '--empire', 'Umbral Dominion'], first.io)).toBe(0);
    const [umbral] = Object.keys(first.files).filter((f) => f.startsWith('o/'));
    const w = testWorld({ 'c.json': committed, [umbral as string]: 'the GM’s own notes' });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o'], w.io)).toBe(1);
    expect(w.err).toEqual(['warpdesk: 1 file already in o; nothing written (add --force to replace them):', `  ${umbral}`]);
    expect(Object.keys(w.files).filter((f) => f.startsWith('o/'))).toEqual([umbral]);
    expect(w.files[umbral as string]).toBe('the GM’s own notes');
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o', '--force'], w.io)).toBe(0);
    expect(Object.keys(w.files).filter((f) => f.startsWith('o/'))).toHaveLength(6);
    expect(w.out).toContainEqual(expect.stringMatching(/umbral-dominion\.html: Umbral Dominion, packet T1-04-\w{3} \(replaced the file there\)$/));
  });

  it('refuses bad options with a usage message', async () => {
    for (const args of [['packets'], ['packets', 'c.json', '--out', 'o'], ['packets', 'c.json', '--turn', '1'], ['packets', 'c.json', '--turn', 'x', '--out', 'o'], ['packets', 'c.json', '--turn', '1', '--out', 'o', '--format', 'doc'], ['packets', 'c.json', '--turn', '1', '--out', 'o', '--paper', 'a3']]) {
      const w = testWorld({ 'c.json': committed });
      expect(await run(args, w.io), args.join(' ')).toBe(64);
    }
  });
});

describe('the GM’s sitrep edits on the command line (issue 19, item 3)', () => {
  /** The committed archive with `edits` kept on turn 1's record, as the Reports screen keeps them. */
  const withEdits = (edits: Record<string, Record<string, string>>) => {
    const archive = JSON.parse(committed);
    archive.turns.find((t: { number: number }) => t.number === 1).reportEdits = edits;
    return { archive, text: JSON.stringify(archive) };
  };

  it('prints the edited wording in `packets` and `sitrep`, as the app prints it', async () => {
    const { archive, text } = withEdits({});
    const kessa = archive.empires.find((e: { name: string }) => e.name === 'Free Traders of Kessa');
    const edited = withEdits({ [kessa.id]: { '1': 'The GM says: a quiet turn at home.' } }).text;
    const s = testWorld({ 'c.json': edited });
    expect(await run(['sitrep', 'c.json', '--turn', '1', '--empire', 'Free Traders of Kessa'], s.io)).toBe(0);
    expect(s.out[1]).toBe('2 * The GM says: a quiet turn at home.');
    const p = testWorld({ 'c.json': edited });
    expect(await makePacketsCommand(fakeDeps()).run(['c.json', '--turn', '1', '--out', 'o', '--format', 'text', '--empire', 'Free Traders of Kessa'], p.io)).toBe(0);
    expect(Object.values(p.files).find((f) => f.includes('2 * The GM says: a quiet turn at home.'))).toBeDefined();
    expect(text).not.toContain('quiet turn');
  });

  it('refuses an edit that names a secret in lower case, with accents', async () => {
    const { archive } = withEdits({});
    const vorn = archive.empires.find((e: { name: string }) => e.name === 'Hegemony of Vorn');
    const knownToVorn = new Set(archive.knowledge.filter((k: { empireId: string }) => k.empireId === vorn.id).map((k: { systemId: string }) => k.systemId));
    const secret = archive.systems.find((x: { id: string; ownerId: string | null }) => !knownToVorn.has(x.id) && x.ownerId !== vorn.id);
    const typed = secret.name.toLowerCase().replace(/a/, 'á');
    const { text } = withEdits({ [vorn.id]: { '1': `rumours of ${typed}` } });
    for (const args of [['sitrep', 'c.json', '--turn', '1', '--empire', 'Hegemony of Vorn'], ['packets', 'c.json', '--turn', '1', '--out', 'o', '--empire', 'Hegemony of Vorn']]) {
      const w = testWorld({ 'c.json': text });
      expect(await run(args, w.io), args[0]).toBe(1);
      expect(w.err.join('\n')).toContain(`system "${secret.name}"`);
    }
  });
});

describe('warpdesk sitrep', () => {
  it('prints the empire’s sitrep as numbered lines', async () => {
    const w = testWorld({ 'c.json': committed });
    expect(await run(['sitrep', 'c.json', '--turn', '1', '--empire', 'Free Traders of Kessa'], w.io)).toBe(0);
    expect(w.out[0]).toBe('1 * Free Traders of Kessa Turn 1');
    expect(w.out.every((l, i) => l.startsWith(`${i + 1} * `))).toBe(true);
    expect(w.out.join('\n')).toMatch(/-> FENRIS \(_F_,J,Y,Z\)1 NC,1AS/);
  });

  it('says what is wrong', async () => {
    const w = testWorld({ 'c.json': committed });
    expect(await run(['sitrep', 'c.json', '--turn', '1', '--empire', 'Nobody'], w.io)).toBe(1);
    expect(w.err[0]).toMatch(/no empire "Nobody" in Sample: The Orion Reach \(empires: Hegemony of Vorn, /);
    expect(await run(['sitrep', 'c.json', '--turn', '1'], testWorld({ 'c.json': committed }).io)).toBe(64);
    const m = testWorld();
    expect(await run(['sitrep', 'missing.json', '--turn', '1', '--empire', 'x'], m.io)).toBe(2);
  });
});
