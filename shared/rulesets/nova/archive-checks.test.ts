import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/warpdesk';
import { testWorld } from '../../cli/test-world';
import { archiveRefusal } from '../../../test/support/archive-mutation';

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

  it('the committed sample reads clean', async () => {
    expect(problemsOf(await committed())).toEqual([]);
  });
});
