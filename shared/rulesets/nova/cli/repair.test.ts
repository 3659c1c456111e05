import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../../cli/test-world';
import { run } from '../../../../cli/warpdesk';

/** The sample with Lantern 1 (at Celestine's home star, an IC) carrying battle damage: 5 SD and 4 armour. */
function damagedSample(): string {
  const archive = JSON.parse(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8')) as { units: Record<string, unknown>[] };
  archive.units = archive.units.map((u) => (u.id === 'concord-d1-1' ? { ...u, damage: { sd: 5, armourLost: 4 } } : u));
  return JSON.stringify(archive);
}

describe('warpdesk repair (NOVA: REPAIRING SHIPS)', () => {
  it('prices each damaged ship, line by line, with the order line to write', async () => {
    const w = testWorld({ 'g.json': damagedSample() });
    expect(await run(['repair', 'g.json', '--empire', 'Celestine Concord'], w.io)).toBe(0);
    expect(w.out).toEqual(['Lantern 1, Lantern, at CALYX', '  5 points of structural damage: 5 MCr', '  4 points of armour: 4 MCr', '  total 9 MCr; order: Repair LANTERN 1 | | | 9', '1 damaged ship, 9 MCr in all']);
  });
  it('with --budget, what that sum mends; an empire with no damage says so; bad input is refused', async () => {
    const w = testWorld({ 'g.json': damagedSample() });
    expect(await run(['repair', 'g.json', '--budget', '6'], w.io)).toBe(0);
    expect(w.out.slice(1, 4)).toEqual(['  5 points of structural damage: 5 MCr', '  1 point of armour, of 4: 1 MCr', '  total 6 MCr of 9 (partial repair); order: Repair LANTERN 1 | | | 6']);
    const none = testWorld({ 'g.json': damagedSample() });
    expect(await run(['repair', 'g.json', '--empire', 'kessa'], none.io)).toBe(0);
    expect(none.out).toEqual(['No damaged ship of Free Traders of Kessa.']);
    expect(await run(['repair', 'g.json', '--budget', 'lots'], none.io)).not.toBe(0);
  });
});
