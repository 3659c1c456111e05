import { describe, expect, it } from 'vitest';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, run } from '../../../../cli/warpdesk';
import { parseWeapon } from './fire';
import { testWorld } from '../../../cli/test-world';


describe('warpdesk fire', () => {
  it('reads weapons as the book writes them', () => {
    expect(parseWeapon(['BL20'])).toEqual({ kind: 'BL', size: 20 });
    expect(parseWeapon(['XL10', 'PL'])).toEqual({ kind: 'PL', size: 10 });
    expect(parseWeapon(['FP8', 'FA140', 'FD5'])).toEqual({ kind: 'FP', size: 8, fa: 140, fd: 5 });
    expect(parseWeapon(['wc', 'wa120', 'wd4'])).toEqual({ kind: 'WC', wa: 120, wd: 4 });
    expect(parseWeapon(['ML', 'MD6', 'MA90', 'MR14'])).toEqual({ kind: 'ML', md: 6, ma: 90, mr: 14 });
    expect(parseWeapon(['XL10'])).toMatch(/BL or PL/);
    expect(parseWeapon(['ZZ'])).toMatch(/cannot read/);
  });

  it('the beam example with its dice: d10z 7 → C for 12; d10z 0 → A for 4', async () => {
    const a = testWorld();
    expect(await run(['fire', 'BL20', '--range', '8', '--fc', '5', '--ew', '3', '--dice', '7'], a.io)).toBe(EXIT_OK);
    expect(a.out[0]).toContain('code C for modified size 15: 12 damage');
    const b = testWorld();
    await run(['fire', 'BL20', '--range', '8', '--fc', '5', '--ew', '3', '--dice', '0'], b.io);
    expect(b.out[0]).toContain('code A for modified size 15: 4 damage');
  });

  it('without dice, the odds: ten laser rows; a missile chance and its six damages', async () => {
    const a = testWorld();
    await run(['fire', 'BL20', '--range', '8', '--fc', '5', '--ew', '3'], a.io);
    expect(a.out).toHaveLength(11);
    expect(a.out[8]).toContain('d10z 7 →   9 → C 12 damage');
    const m = testWorld();
    await run(['fire', 'ML', 'MD6', 'MA90', 'MR14', '--range', '9', '--ew', '2'], m.io);
    expect(m.out[0]).toBe('missile MD6 MA90 MR14 at range 9: 90 − 7 × 2 EW = hits on d100 ≤ 76%');
    const f = testWorld();
    await run(['fire', 'FP8', 'FA140', 'FD5', '--range', '4', '--fc', '4', '--ew', '5'], f.io);
    expect(f.out[0]).toContain('140 − 10 × 4 − 20 FC/EW = hits on d100 ≤ 80%');
    expect(m.out.slice(1)).toEqual(['  d6 1 → 3 damage', '  d6 2 → 5 damage', '  d6 3 → 6 damage', '  d6 4 → 6 damage', '  d6 5 → 9 damage', '  d6 6 → 12 damage']);
  });

  it('applies a shot to the target\'s defences: the warp cannon example hit on the shields', async () => {
    const a = testWorld();
    expect(await run(['fire', 'WC', 'WA120', 'WD4', '--range', '5', '--fc', '5', '--dice', '49,3', '--sl', '9', '--si', '9', '--ta', '10', '--sd', '0', '--ssz', '30'], a.io)).toBe(EXIT_OK);
    expect(a.out[0]).toContain('49%');
    expect(a.out[1]).toBe('target: 0 on shields, 8 on armour, 0 structural → SL 9, TA 2, SD 0/30');
  });

  it('asks for a missing die and refuses bad options', async () => {
    const a = testWorld();
    expect(await run(['fire', 'WC', 'WA120', 'WD4', '--range', '5', '--dice', '10'], a.io)).toBe(EXIT_INVALID);
    expect(a.out[0]).toContain('one more die is needed: a d10t');
    const b = testWorld();
    expect(await run(['fire', 'BL20'], b.io)).toBe(EXIT_USAGE);
    expect(b.err[0]).toContain('--range');
  });
});
