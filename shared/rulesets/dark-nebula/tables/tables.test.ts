/**
 * Every cell of every table, checked against rows copied verbatim from the source's chart
 * appendix (shared/seeds/002_…, "チャート類") and the closed forms of the digest (§6.3–§6.6).
 */
import { describe, expect, it } from 'vitest';
import { BOMBARD_TABLE, bombardColumn, bombardResult } from './bombardment';
import { GROUND_TABLE, groundDefence, groundDestroys } from './ground-crt';
import { negotiationMissileTotal, negotiationModifier, negotiationResult } from './negotiation';
import { PD_TABLE, pdDestroys, pdModifiers } from './pd-fire';
import { hitNumber, missileFactor, shotModifiers } from './space-crt';

/** "1566677788" → factor 1, hits [5,6,6,6,7,7,7,8,8]. */
function sourceRows(lines: string): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const line of lines.trim().split('\n')) {
    const text = line.trim();
    const factor = Number(text.slice(0, text.length - 9));
    out.set(factor, text.slice(-9).split('').map(Number));
  }
  return out;
}

// ミサイル戦闘結果表, as printed in the source.
const MISSILE_SOURCE = sourceRows(`
1566677788
2556667778
3555666777
4455566677
5445556667
6444555666
7344455566
8334445556
9333444555
10233344455
11223334445
12222333444`);

// ビーム戦闘結果表, as printed in the source.
const BEAM_SOURCE = sourceRows(`
1445667789
2345567789
3344566788
4234556778
5234456678
6233455677
7123445667
8123345567
9122344566
10112234556
11111233455
12111122334`);

describe('DN §5.0 MISSILE CRT', () => {
  for (let f = 1; f <= 12; f++) {
    it(`missile ${f}: every screen 1–9 as printed`, () => {
      const printed = MISSILE_SOURCE.get(f) as number[];
      for (let s = 1; s <= 9; s++) expect(hitNumber('missile', f, s)).toBe(printed[s - 1]);
    });
  }
  it('matches the closed form hit = 6 + floor((screen − missile − 1) / 3) in all 108 cells (digest §6.3)', () => {
    for (let f = 1; f <= 12; f++) for (let s = 1; s <= 9; s++) expect(hitNumber('missile', f, s)).toBe(6 + Math.floor((s - f - 1) / 3));
  });
  it('edge columns: factor 0 cannot fire; factor above 12 reads 12; screens clamp to 1–9', () => {
    expect(hitNumber('missile', 0, 5)).toBeNull();
    expect(hitNumber('missile', -1, 5)).toBeNull();
    expect(hitNumber('missile', 14, 5)).toBe(hitNumber('missile', 12, 5));
    expect(hitNumber('missile', 6, 10)).toBe(hitNumber('missile', 6, 9));
    expect(hitNumber('missile', 6, 0)).toBe(hitNumber('missile', 6, 1));
  });
});

describe('DN §5.0 BEAM CRT', () => {
  for (let f = 1; f <= 12; f++) {
    it(`beam ${f}: every screen 1–9 as printed`, () => {
      const printed = BEAM_SOURCE.get(f) as number[];
      for (let s = 1; s <= 9; s++) expect(hitNumber('beam', f, s)).toBe(printed[s - 1]);
    });
  }
  it('edge columns: beam 0 cannot fire; a hit number of 9 is printed only for beam 1–2 against screen 9', () => {
    expect(hitNumber('beam', 0, 1)).toBeNull();
    expect(hitNumber('beam', 1, 9)).toBe(9);
    expect(hitNumber('beam', 2, 9)).toBe(9);
    expect(hitNumber('beam', 13, 9)).toBe(4);
  });
});

describe('DN §5.0 space-combat modifiers and missile factors', () => {
  it('close assault +1, firer failed −1, target failed +1 add together', () => {
    expect(shotModifiers({ closeAssault: true, firerFailed: true }).reduce((a, m) => a + m.value, 0)).toBe(0);
    expect(shotModifiers({ targetFailed: true, closeAssault: true }).reduce((a, m) => a + m.value, 0)).toBe(2);
  });
  it('short-range missiles halve, rounded down; missile 1 at short range is 0', () => {
    expect(missileFactor(7, 'short', false, false)).toBe(3);
    expect(missileFactor(1, 'short', false, false)).toBe(0);
  });
  it('concentrated fire doubles, cap 12; spent missiles are 0', () => {
    expect(missileFactor(5, 'long', true, false)).toBe(10);
    expect(missileFactor(9, 'long', true, false)).toBe(12);
    expect(missileFactor(9, 'long', false, true)).toBe(0);
  });
  it('A5: concentrated at short range halves first by default (9 → 4 → 8), or doubles first (9 → 12 → 6)', () => {
    expect(missileFactor(9, 'short', true, false)).toBe(8);
    expect(missileFactor(9, 'short', true, false, 'double-then-halve')).toBe(6);
  });
});

describe('DN Charts BOMBARDMENT TABLE (爆撃結果表)', () => {
  // Source rows, die 1–6, columns 0-6 … 42+.
  const printed = ['-NNDDDD', '--NNDDD', '---NNDD', '----NNN', '-----NN', '------N'];
  const totals = [0, 7, 14, 21, 28, 35, 42];
  it('every cell as printed', () => {
    for (let die = 1; die <= 6; die++)
      for (let c = 0; c < 7; c++) {
        const expected = { '-': 'none', N: 'N', D: 'D' }[(printed[die - 1] as string)[c] as '-' | 'N' | 'D'];
        expect(bombardResult(totals[c] as number, die)).toBe(expected);
        expect(bombardResult((totals[c] as number) + 6, die)).toBe(expected);
      }
  });
  it('column edges: 6 → 0–6, 7 → 7–13, 41 → 35–41, 42 and 100 → 42+', () => {
    expect([6, 7, 13, 14, 41, 42, 100].map(bombardColumn)).toEqual([0, 1, 1, 2, 5, 6, 6]);
  });
  it("matches the digest's closed form (D if die ≤ min(c − 2, 3), N if die ≤ c)", () => {
    for (let total = 0; total <= 60; total++)
      for (let die = 1; die <= 6; die++) {
        const c = Math.min(6, Math.floor(total / 7));
        const expected = die <= Math.min(c - 2, 3) ? 'D' : die <= c ? 'N' : 'none';
        expect(bombardResult(total, die)).toBe(expected);
      }
    expect(BOMBARD_TABLE.length).toBe(6);
  });
});

describe('DN Charts PD FIRE TABLE (対空射撃表)', () => {
  it('every cell as printed: Type-1 box D on 1–2, Type-2 box D on 1, PDM D on 1–3', () => {
    const printed = ['DDD', 'D-D', '--D', '---', '---', '---'];
    for (let die = 1; die <= 6; die++) {
      const row = printed[die - 1] as string;
      expect(pdDestroys('type1-box', die)).toBe(row[0] === 'D');
      expect(pdDestroys('type2-box', die)).toBe(row[1] === 'D');
      expect(pdDestroys('pdm', die)).toBe(row[2] === 'D');
    }
    expect(PD_TABLE.length).toBe(6);
  });
  it('modified 0 or less reads row 1 (destroyed); 7 or more reads row 6 (no effect)', () => {
    expect(pdDestroys('type2-box', 0)).toBe(true);
    expect(pdDestroys('pdm', 7)).toBe(false);
  });
  it('DM: screen 7 or more +1 (a dropping JT counts as screen 7); maintenance-failed target −1', () => {
    expect(pdModifiers({ screen: 7 })).toEqual([{ label: 'screen 7 or more', value: 1 }]);
    expect(pdModifiers({ screen: 6 })).toEqual([]);
    expect(pdModifiers({ screen: 9, maintFailed: true }).reduce((a, m) => a + m.value, 0)).toBe(0);
  });
});

describe('DN Charts GROUND COMBAT RESULTS TABLE (地上戦闘結果表)', () => {
  const printed = ['-DDDDDDD', '--DDDDDD', '---DDDDD', '----DDDD', '-----DDD', '------DD'];
  it('every cell as printed, columns −3 … +4', () => {
    for (let die = 1; die <= 6; die++) for (let d = -3; d <= 4; d++) expect(groundDestroys(d, die)).toBe((printed[die - 1] as string)[d + 3] === 'D');
    expect(GROUND_TABLE.length).toBe(6);
  });
  it('closed form within the table: D if die ≤ differential + 3', () => {
    for (let die = 1; die <= 6; die++) for (let d = -3; d <= 4; d++) expect(groundDestroys(d, die)).toBe(die <= d + 3);
  });
  it('differentials below −3 use −3 (never kills); above +4 use +4', () => {
    for (let die = 1; die <= 6; die++) {
      expect(groundDestroys(-7, die)).toBe(false);
      expect(groundDestroys(9, die)).toBe(groundDestroys(4, die));
    }
  });
  it('A23: a modified roll of 8 at differential +4 is D when clamped, nothing with no-effect, nothing extrapolated (8 > 7)', () => {
    expect(groundDestroys(4, 8, 'clamp')).toBe(true);
    expect(groundDestroys(4, 8, 'no-effect')).toBe(false);
    expect(groundDestroys(4, 8, 'extrapolate')).toBe(false);
    expect(groundDestroys(4, 7, 'extrapolate')).toBe(true);
  });
  it('defence: ground units their strength, PDM 2, any other unit 1 (DN §5.0)', () => {
    expect(groundDefence({ category: 'ground', strength: 7 })).toBe(7);
    expect(groundDefence({ category: 'pdm' })).toBe(2);
    expect(groundDefence({ category: 'ship' })).toBe(1);
  });
});

describe('DN Charts NEGOTIATION TABLE (独立星系交渉表)', () => {
  it('1–5 alliance, 6+ combat', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(negotiationResult)).toEqual(['alliance', 'alliance', 'alliance', 'alliance', 'alliance', 'combat', 'combat', 'combat']);
  });
  it('+1 per full 10 of missile factor; a battery counts 10, ground units their strength', () => {
    expect(negotiationModifier(9)).toBe(0);
    expect(negotiationModifier(10)).toBe(1);
    expect(negotiationModifier(29)).toBe(2);
    expect(negotiationMissileTotal([{ category: 'pdm', missile: 0 }, { category: 'ship', missile: 8 }, { category: 'ground', missile: 0, strength: 3 }])).toBe(21);
  });
});
