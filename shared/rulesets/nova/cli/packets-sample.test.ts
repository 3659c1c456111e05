/**
 * The sample game played through its three turns from the command line (each turn's typed
 * orders imported, battles auto-resolved, committed), then every empire's packet of every turn:
 * none fails the leak check, and together they show every kind of sitrep item (issue 8).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../format/archive';
import { checkedPackets, committedTurnSource } from '../reports/turn-source';
import { testWorld } from '../../../cli/test-world';
import { run } from '../../../../cli/warpdesk';
import { RULESETS } from '../../index';

const read = (p: string) => readFileSync(p, 'utf8');

describe('the sample game’s three turns', () => {
  it('give packets that pass the leak check and show every kind of sitrep item', { timeout: 60_000 }, async () => {
    const w = testWorld({
      't1.json': read('resources/samples/nova-sample.warpdesk.json'),
      'o2.txt': read('resources/samples/nova-sample-orders-turn-2.txt'),
      'o3.txt': read('resources/samples/nova-sample-orders-turn-3.txt'),
    });
    expect(await run(['turn', 'run', 't1.json', '--turn', '1', '--battles', 'auto', '--out', 't2.json'], w.io)).toBe(0);
    expect(await run(['turn', 'run', 't2.json', '--turn', '2', '--orders', 'o2.txt', '--battles', 'auto', '--out', 't3.json'], w.io)).toBe(0);
    expect(await run(['turn', 'run', 't3.json', '--turn', '3', '--orders', 'o3.txt', '--battles', 'auto', '--out', 't4.json'], w.io)).toBe(0);
    const archive = readArchive(w.files['t4.json'] as string, RULESETS);
    if (!archive.ok) throw new Error('the played sample cannot be read');
    const types = new Set<string>();
    const text: string[] = [];
    for (const turn of [1, 2, 3]) {
      const source = committedTurnSource(archive.value.records, turn);
      if (!source.ok) throw new Error(source.message);
      for (const { packet, leaks } of checkedPackets(source.input)) {
        expect(leaks, `turn ${turn}, ${packet.empireName}`).toEqual([]);
        for (const s of packet.sections) if (s.kind === 'sitrep') for (const item of s.items) {
          types.add(item.type);
          text.push(item.runs.map((r) => (r.kind === 'warp' ? r.letter : r.text)).join(''));
        }
      }
    }
    expect([...types].sort()).toEqual(['error', 'exploration', 'header', 'local', 'lost-contact', 'money', 'research']);
    const all = text.join('\n');
    for (const abbr of [/\bFC\b/, /\bNC\b/, /\d+AS\b/, /\bACL\b/, /X'd/, /Dmg'd/, /E'd \(\d/, /\bAXS\b/, /\bAOP\b/, /\bUG\b/, /\bONA\b/, /AO\(/, / in$/m]) expect(all).toMatch(abbr);
  });
});
