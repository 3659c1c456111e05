import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../../../cli/warpdesk';
import { testWorld } from '../../../cli/test-world';

const HORNET = readFileSync(new URL('../../../../test/fixtures/nova/hornet.txt', import.meta.url), 'utf8');
const HARRY = readFileSync(new URL('../../../../test/fixtures/nova/harry-tech.txt', import.meta.url), 'utf8');


describe('warpdesk tech', () => {
  it('prints each level, the total TP and MCr (Balanced: 207 TP)', async () => {
    const f = testWorld();
    expect(await run(['tech', 'BL15', 'DG20', 'EW1', 'FC4', 'IE2', 'JD3', 'LT4', 'OS3', 'SN30', 'SI12', 'SM4', 'TC2'], f.io)).toBe(0);
    expect(f.out[0]).toBe('BL15   47 TP');
    expect(f.out.at(-1)).toBe('Total  207 TP = 2070 MCr');
  });
  it('--json gives items, totalTp and mcr, with exact fractions', async () => {
    const f = testWorld();
    expect(await run(['tech', 'SN25', 'SM3', '--json'], f.io)).toBe(0);
    expect(JSON.parse(f.out[0]!)).toEqual({ items: [{ tech: 'SN', level: 25, tp: 6.25 }, { tech: 'SM', level: 3, tp: 4.5 }], totalTp: 10.75, mcr: 108 });
  });
  it('refuses illegal levels with exit 1', async () => {
    const f = testWorld();
    expect(await run(['tech', 'EW0', 'MR7.5'], f.io)).toBe(1);
    expect(f.err).toHaveLength(2);
    expect(await run(['tech'], testWorld().io)).toBe(64);
  });
});

describe('warpdesk design', () => {
  it('prints the Hornet computed from the formula, with the printed 78 as a note', async () => {
    const f = testWorld({ 'hornet.txt': HORNET, 'harry.txt': HARRY });
    expect(await run(['design', 'hornet.txt', '--tech', 'harry.txt'], f.io)).toBe(0);
    expect(f.out[0]).toBe('Hornet: SSZ 30, FG (Frigate), cost 83 MCr, design TP 2, TA 12');
    expect(f.out[1]).toMatch(/note: line 1: cost written 78/);
  });
  it('--json prints name, ssz, category, cost, tp, ta, errors', async () => {
    const f = testWorld({ '-': HORNET, 'tech.json': '{"IE": 2, "JD": 3, "SI": 9, "SM": 4, "SN": 20, "FC": 2}' });
    expect(await run(['design', '-', '--tech', 'tech.json', '--json'], f.io)).toBe(1);
    const [hornet] = JSON.parse(f.out[0]!) as { errors: string[] }[];
    expect(hornet).toMatchObject({ name: 'Hornet', ssz: 30, category: 'FG', cost: 83, tp: 2, ta: 12 });
    expect(hornet!.errors).toEqual([
      "line 5: IE4 exceeds the empire's IE2 (NOVA 3.5 tech limits)",
      'line 13: FP needs FA and FD technology (NOVA 3.2 related technologies)',
      'FA120: the empire has no FA technology (NOVA 3.5 tech limits)',
      'FD4: the empire has no FD technology (NOVA 3.5 tech limits)',
    ]);
  });
  it('--tech ARCHIVE --empire ID checks against the levels stored in a game (the sample\'s Hegemony of Vorn)', async () => {
    const sample = readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8');
    const f = testWorld({ 'h.txt': HORNET, 'game.json': sample });
    expect(await run(['design', 'h.txt', '--tech', 'game.json', '--empire', 'Hegemony of Vorn', '--json'], f.io)).toBe(1);
    expect((JSON.parse(f.out[0]!) as { errors: string[] }[])[0]!.errors[0]).toBe("line 5: IE4 exceeds the empire's IE2 (NOVA 3.5 tech limits)");
    const g = testWorld({ 'h.txt': HORNET, 'game.json': sample });
    expect(await run(['design', 'h.txt', '--tech', 'game.json'], g.io)).toBe(1);
    expect(g.err[0]).toMatch(/name one with --empire \(concord, kessa/);
  });
  it('usage and unreadable files', async () => {
    expect(await run(['design'], testWorld().io)).toBe(64);
    expect(await run(['design', 'nope.txt'], testWorld().io)).toBe(2);
    expect(await run(['design', 'a', '--tech'], testWorld().io)).toBe(64);
  });
});
