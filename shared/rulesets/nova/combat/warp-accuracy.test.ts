// NOVA: WARP ACCURACY (digest §9 #21, CBT-WC-001): "A ship with five WC (WA 115, FC5) fires at a target (EW4), seven hexes
// away … 115 plus 10 more for the FC advantage, minus 49 for the range … a 76% chance per shot of a hit. If the firing ship
// had only had FC3 the chance would have been -20 instead of +10, or 46%. If the target ship … had not been successfully SN
// probed that combat round the chance would be (76/3) = 26%."
import { describe, expect, it } from 'vitest';
import { warpCannonChance } from './weapons';

describe('the WARP ACCURACY example', () => {
  it('WA115 FC5 against EW4 at 7 hexes: 76%; with FC3: 46%; the target not probed: 26% (fractions up)', () => {
    expect(warpCannonChance(115, { range: 7, fc: 5, ew: 4, probed: true })).toBe(76);
    expect(warpCannonChance(115, { range: 7, fc: 3, ew: 4, probed: true })).toBe(46);
    expect(warpCannonChance(115, { range: 7, fc: 5, ew: 4, probed: false })).toBe(26);
  });
});
