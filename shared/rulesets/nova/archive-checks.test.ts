import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/warpdesk';
import { testWorld } from '../../cli/test-world';
import { archiveRefusal } from '../../../test/support/archive-mutation';
import { readArchive, writeArchive } from '../../format/archive';
import { RULESETS } from '../index';

const SAMPLE = readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8');

/** The sample after turn 1 is committed, as parsed JSON to damage. */
async function committed(): Promise<ReturnType<typeof JSON.parse>> {
  const w = testWorld({ 'game.json': SAMPLE });
  expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 't2.json'], w.io)).toBe(0);
  return JSON.parse(w.files['t2.json'] ?? '');
}

const problemsOf = (json: unknown) => archiveRefusal(JSON.stringify(json));

describe('a NOVA archive is read whole before it is accepted (issue 19, item 6)', () => {
  it("an order line's stored row edited in the file is read again from its text: the turn runs", async () => {
    const json = JSON.parse(SAMPLE);
    const line = json.orders[0].lines.find((l: { row?: { kind?: string } }) => l.row?.kind === 'movement');
    line.row.start = 42;
    line.row.ships = [{ name: 7 }];
    expect(problemsOf(json)).toEqual([]);
    const w = testWorld({ 'game.json': JSON.stringify(json) });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto'], w.io)).toBe(0);
  });

  it("a committed turn's event without its audience is refused with its path, not a crash in the packets", async () => {
    const json = await committed();
    delete json.turns[0].events[5].audience;
    expect(problemsOf(json)).toEqual(['turns[0].events[5].audience: is missing (expected array)']);
  });

  // Fuzz case archiveCase('warpdesk-fuzz', 229): a battle's `destroyed` that is not a list was accepted, then `packets` threw.
  it("a committed turn's battle result with fields of the wrong shape is refused with its path, not a crash in the packets", async () => {
    const json = await committed();
    const j = json.turns[0].events.findIndex((e: { kind: string; result?: unknown }) => e.kind === 'battle' && e.result);
    expect(j).toBeGreaterThanOrEqual(0);
    json.turns[0].events[j].result.destroyed = 5;
    expect(problemsOf(json)).toEqual([`turns[0].events[${j}].result.destroyed: expected array, found 5`]);
    const battles = Object.keys(json.turns[0].decisions?.battles ?? {});
    if (battles.length > 0) {
      json.turns[0].events[j].result.destroyed = [];
      json.turns[0].decisions.battles[battles[0] as string].value.damaged = 'all';
      expect(problemsOf(json)).toHaveLength(1);
    }
  });

  // Fuzz case archiveCase('warpdesk-fuzz', 291): a unit of a committed turn's change without its name was accepted, then `packets` threw.
  it("a unit of a committed turn's change without its name is refused (turn rows are read as stored, no default filled in)", async () => {
    const json = await committed();
    const put = json.turns[0].change?.units?.put ?? [];
    expect(put.length).toBeGreaterThan(0);
    delete put[0].name;
    expect(problemsOf(json)).toEqual(['turns[0].change.units.put[0].name: is missing (expected string)']);
  });

  it("a committed turn's change naming a unit that is a number, or a unit in no system of the file, is refused", async () => {
    const json = await committed();
    json.turns[0].change.units.put[0] = 0.5;
    expect(problemsOf(json)).toEqual(['turns[0].change.units.put[0]: expected object, found 0.5']);
    const again = await committed();
    again.turns[0].change.units.put[0].systemId = 'nowhere';
    expect(problemsOf(again)).toEqual(['turns[0].change.units.put[0].systemId: refers to star system "nowhere", which is not in the file']);
  });

  it("a known warp point leading to a system the file does not have is refused; a warp letter that is not a letter too", async () => {
    const json = await committed();
    const index = json.knowledge.findIndex((k: { warpPoints?: unknown[] }) => (k.warpPoints ?? []).length > 0);
    json.knowledge[index].warpPoints[0].leadsTo = { systemId: 's999', letter: 'A' };
    expect(problemsOf(json)).toEqual([`knowledge[${index}].warpPoints[0].leadsTo.systemId: refers to star system "s999", which is not in the file`]);
    json.knowledge[index].warpPoints[0].letter = 7;
    expect(problemsOf(json)[0]).toBe(`knowledge[${index}].warpPoints[0].letter: expected string, found 7`);
  });

  // Fuzz case archiveCase('npm-test', 126): a research-rolled event without its dice was accepted, then `packets` threw.
  it("a committed turn's research event without its dice is refused with its path, not a crash in the packets", async () => {
    const json = await committed();
    const j = json.turns[0].events.findIndex((e: { kind: string }) => e.kind === 'research-rolled');
    expect(j).toBeGreaterThanOrEqual(0);
    delete json.turns[0].events[j].rolls;
    expect(problemsOf(json)).toEqual([`turns[0].events[${j}].rolls: is missing (expected array)`]);
  });

  it('the committed sample reads clean', async () => {
    expect(problemsOf(await committed())).toEqual([]);
  });
});

// NOVA: 6.4 EMPIRE COMMUNICATIONS: the GM's log of the paper messages is kept with the turn (turn/messages.ts).
describe('messages logged with a turn in an archive', () => {
  const withMessages = (messages: unknown[]) => {
    const json = JSON.parse(SAMPLE);
    json.turns = [{ number: 1, status: 'open', decisions: { messages } }];
    return json;
  };
  const logged = [{ id: 'm1', from: 'kessa', to: 'ys', sheets: 2, note: 'blue envelope' }, { id: 'm2', from: 'concord', to: 'ys', sheets: 1, ruling: { value: true, note: 'met at the club' } }];

  it('are read, exported and imported back identical', () => {
    const text = JSON.stringify(withMessages(logged));
    const read = readArchive(text, RULESETS);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const written = writeArchive(read.value.records, { exportedAt: 'now', exportedBy: 'test' });
    const again = readArchive(written, RULESETS);
    expect(again.ok && again.value.records.turns).toEqual(read.value.records.turns);
    expect(again.ok && (again.value.records.turns[0] as { decisions?: { messages?: unknown } }).decisions?.messages).toEqual(logged);
  });

  it('an archive without them (every older one) reads as before', () => {
    expect(problemsOf(JSON.parse(SAMPLE))).toEqual([]);
    expect(problemsOf(withMessages([]))).toEqual([]);
  });

  it('a message to an empire not in the file, or of no sheets, is refused with its path', () => {
    expect(problemsOf(withMessages([{ id: 'm1', from: 'kessa', to: 'nobody', sheets: 1 }]))).toEqual(['turns[0].decisions.messages[0].to: refers to empire "nobody", which is not in the file']);
    expect(problemsOf(withMessages([{ id: 'm1', from: 'kessa', to: 'ys', sheets: 0 }]))).toEqual([expect.stringMatching(/^turns\[0\]\.decisions\.messages\[0\]\.sheets: /)]);
  });

  it('the turn runs by them: the committed record keeps the log and its message events, and reads clean', async () => {
    const w = testWorld({ 'game.json': JSON.stringify(withMessages(logged)) });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 't2.json'], w.io)).toBe(0);
    expect(w.out.join('\n')).toContain('MESSAGE-CONTACT: Free Traders of Kessa has no Normal contact with Solar Ascendancy of Ys (no contact): message not passed (NOVA 6.4)');
    const json = JSON.parse(w.files['t2.json'] ?? '');
    const turn = json.turns.find((t: { number: number }) => t.number === 1);
    expect(turn.decisions.messages).toEqual(logged);
    expect(turn.events.filter((e: { kind: string }) => e.kind === 'message').map((e: { messageId: string; passed: boolean }) => [e.messageId, e.passed])).toEqual([['m1', false], ['m2', true]]);
    expect(problemsOf(json)).toEqual([]);
    // A damaged message event is refused with its path, not a crash in the packets.
    const j = turn.events.findIndex((e: { kind: string }) => e.kind === 'message');
    delete turn.events[j].to;
    expect(problemsOf(json)).toEqual([`turns[0].events[${j}].to: is missing (expected string)`]);
  });
});

// NOVA: PENALTIES: the paper fines the GM ruled are kept with the turn (turn/paper-fines.ts).
describe('paper fines ruled with a turn in an archive', () => {
  const withFines = (paperFines: unknown) => {
    const json = JSON.parse(SAMPLE);
    json.turns = [{ number: 1, status: 'open', decisions: { paperFines } }];
    return json;
  };
  const ruled = { 'kessa:1': { value: { empireId: 'kessa', kind: 'paper', count: 2, extraMcr: 0 }, note: 'orders on A5' } };

  it('are read, exported and imported back identical; an archive without them reads as before', () => {
    const read = readArchive(JSON.stringify(withFines(ruled)), RULESETS);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const again = readArchive(writeArchive(read.value.records, { exportedAt: 'now', exportedBy: 'test' }), RULESETS);
    expect(again.ok && (again.value.records.turns[0] as { decisions?: { paperFines?: unknown } }).decisions?.paperFines).toEqual(ruled);
    expect(problemsOf(JSON.parse(SAMPLE))).toEqual([]);
  });

  it('a fine for an empire not in the file, or of an unknown kind, is refused with its path', () => {
    expect(problemsOf(withFines({ 'x:1': { value: { empireId: 'nobody', kind: 'paper', count: 1, extraMcr: 0 }, note: 'n' } }))).toEqual(['turns[0].decisions.paperFines.x:1.value.empireId: refers to empire "nobody", which is not in the file']);
    expect(problemsOf(withFines({ 'kessa:1': { value: { empireId: 'kessa', kind: 'coffee', count: 1, extraMcr: 0 }, note: 'n' } }))).toEqual([expect.stringMatching(/^turns\[0\]\.decisions\.paperFines\.kessa:1\.value\.kind: /)]);
  });

  it('the turn runs by them: the fine is charged at step C and the committed record reads clean', async () => {
    const w = testWorld({ 'game.json': JSON.stringify(withFines(ruled)) });
    expect(await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 't2.json'], w.io)).toBe(0);
    const json = JSON.parse(w.files['t2.json'] ?? '');
    const turn = json.turns.find((t: { number: number }) => t.number === 1);
    expect(turn.decisions.paperFines).toEqual(ruled);
    expect(turn.events.filter((e: { kind: string }) => e.kind === 'paper-fine').map((e: { empireId: string; mcr: number }) => [e.empireId, e.mcr])).toEqual([['kessa', 50]]);
    expect(problemsOf(json)).toEqual([]);
  });
});
