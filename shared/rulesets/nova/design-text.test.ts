import { describe, expect, it } from 'vitest';
import { reportDesignText } from './design-report';
import { parseDesignText } from './design-text';

// NOVA rulebook, "DESIGNING A SHIP", verbatim.
const HORNET_TEXT = `"Hornet" Class FG TP Cost = 2 (TA=12)

COMPONENT SIZE COST

IE 4 - 17

JD 3 - 14

2 SI 9 2 18

10 AR 1 10 10

4 FP 4 16 16 (FA120,FD4)

SN 10 1 2

FC 2 1 6

-- --

30 78`;

// Combat chapter, verbatim (with its critical-hit permillage columns).
const COMBAT_TEXT = `Tribal Class Frigate (Huron) TA = 7

IE 2 - 11 001 - 079

JD 3L3 - 14 080 - 198

2SI 12 2 24 199 - 251, 252 - 304

5AR 1 5 5

EW 2 1 10 305 - 330

1BL 20 20 20 331 - 866

FC 3 1 9 867 - 892

SN 20 1 4 893 - 918

No Effect -- -- 919 - 000

30 97

Explorer Class Frigate (Lewis & Clark) TA = 8 Available Missile Designs

IE 1 - 8 001 - 043

JD3L8 - 14 044 - 174 1) MD6 MA90 MR14 Size = 12

1 SI 12 1 12 175 - 232 2) MD4 MA75 MR17 Size = 12

AR 6 6 6

1 ML 12 12 12 233 - 583

SN 10 1 2 584 - 612

XC 10 10 613 - 905

No Effect - - 906 - 000

30 64`;

const GAS_TEXT = `GAS CR (Generic Armed Ship)

IE 1 0 15.5

JD 3 0 36.5

BL 15 15 15

SOMETHING IS MISSING HERE`;

describe('reading designs as players write them (NOVA 3.5 standard format)', () => {
  it('reads the Hornet verbatim and notes the printed 78 against the formula 83 (ERRATUM A1)', () => {
    const { reports, diagnostics } = reportDesignText(HORNET_TEXT, { FC: 2, FA: 120, FD: 4, IE: 4, JD: 3, SN: 20, SI: 9, SM: 4, TC: 2 });
    expect(diagnostics).toEqual([]);
    expect(reports).toHaveLength(1);
    const hornet = reports[0]!;
    expect([hornet.name, hornet.ssz, hornet.category, hornet.cost, hornet.tp, hornet.ta]).toEqual(['Hornet', 30, 'FG', 83, 2, 12]);
    expect(hornet.errors).toEqual([]);
    expect(hornet.design.nova.intangibles).toEqual({ FA: 120, FD: 4 });
    expect(hornet.warnings).toEqual([expect.stringMatching(/^line 1: cost written 78, the components add up to 83 MCr\. NOVA 10\.1/)]);
  });
  it('reads the combat chapter designs and their missiles, ignoring the permillage columns', () => {
    const { reports, diagnostics } = reportDesignText(COMBAT_TEXT);
    expect(diagnostics).toEqual([]);
    const byName = Object.fromEntries(reports.map((r) => [r.name, r]));
    expect(Object.keys(byName)).toEqual(['Tribal', 'Explorer', 'Explorer missile 1', 'Explorer missile 2']);
    expect([byName.Tribal!.ssz, byName.Tribal!.cost, byName.Tribal!.tp, byName.Tribal!.ta, byName.Tribal!.category]).toEqual([30, 97, 3, 7, 'FG']);
    expect(byName.Tribal!.warnings).toEqual([]);
    expect([byName.Explorer!.ssz, byName.Explorer!.cost, byName.Explorer!.ta]).toEqual([30, 64, 8]);
    expect(byName.Explorer!.errors).toEqual([]);
    expect(byName.Explorer!.warnings).toEqual([]);
    const missile = byName['Explorer missile 1']!;
    expect([missile.kind, missile.ssz, missile.tp]).toEqual(['missile', 11, 1]);
    expect(missile.warnings[0]).toMatch(/size written 12, computes to 11/);
  });
  it('reads David Stomp\'s GAS CR and reports the line that is not a design line', () => {
    const { reports } = reportDesignText(GAS_TEXT);
    expect(reports).toHaveLength(1);
    const gas = reports[0]!;
    expect(gas.name).toBe('GAS');
    expect(gas.warnings.join('\n')).toMatch(/category written CR, but SSZ 15 is an Escort \(ES\)/);
    expect(gas.errors).toContain('line 9: cannot read this line: it is not a component ("4 BL 15", "JD3L6", "9 AR 2"), intangibles ("FA120, FD4") or a design header');
    expect(gas.warnings.join('\n')).toMatch(/line 3: IE 1: cost written 15.5, computes to 6.5/);
  });
  it('reads the rulebook\'s own format line and the notations, in any case and spacing', () => {
    const text = `"Lancer" (60 DD) 3 98 (TA=8) fa120, fd4
ie 2
jd4l6
9 ar 2
4 bl 15
2 x FP 3
tc 5 intrinsic`;
    const { designs, diagnostics } = parseDesignText(text);
    expect(diagnostics).toEqual([]);
    const d = designs[0]!;
    expect(d.stated).toMatchObject({ ssz: 60, category: 'DD', tp: 3, ta: 8 });
    expect(d.nova.intangibles).toEqual({ FA: 120, FD: 4 });
    expect(d.nova.components).toEqual([
      { code: 'IE', count: 1, level: 2 },
      { code: 'JD', count: 1, level: 4, lt: 6 },
      { code: 'AR', count: 9, level: 2 },
      { code: 'BL', count: 4, level: 15 },
      { code: 'FP', count: 2, level: 3 },
      { code: 'TC', count: 1, level: 5, intrinsic: true },
    ]);
    expect(d.componentLines).toEqual([2, 3, 4, 5, 6, 7]);
  });
  it('reads several designs and a missile sheet; reports unreadable lines with their numbers', () => {
    const text = `"Scout" Class ES
IE 1
XC
SN 10
BL fifteen
SM 4

"Hauler" Class DE
IE 1
JD 2
CH 30

Mark 7 = MD13-MA190-MR4
Mark 8 = MD13-MA190-MR26`;
    const { designs, diagnostics } = parseDesignText(text);
    expect(designs.map((d) => [d.name, d.kind])).toEqual([
      ['Scout', 'ship'],
      ['Hauler', 'ship'],
      ['Mark 7', 'missile'],
      ['Mark 8', 'missile'],
    ]);
    expect(diagnostics.map((d) => [d.line, d.severity])).toEqual([
      [5, 'error'],
      [6, 'error'],
    ]);
    expect(diagnostics[0]!.message).toBe('BL needs its level or size, for example BL 15');
    expect(diagnostics[1]!.message).toMatch(/shields are written "n SI level"/);
    const { reports } = reportDesignText(text);
    expect(reports.filter((r) => r.kind === 'missile').map((r) => r.ssz)).toEqual([12, 21]);
  });
  it('never drops a line: every non-blank line is read, skipped as layout, or reported', () => {
    const text = 'hello there\n"A" Class CT\nIE 1\nrandom words\n30 40';
    const { designs, diagnostics } = parseDesignText(text);
    expect(designs.map((d) => d.name)).toEqual(['hello there', 'A']);
    expect(diagnostics.map((d) => d.line)).toEqual([1, 4]);
  });
});

describe('writing designs back in the standard format', () => {
  it('a formatted design reads back to the same components and figures', async () => {
    const { formatDesign } = await import('./design-format');
    const first = reportDesignText(HORNET_TEXT).reports[0]!;
    const text = formatDesign(first.design);
    expect(text.split('\n')[0]).toBe('"Hornet" (30 FG) 2 83 (TA=12) FA120, FD4');
    const again = reportDesignText(text).reports[0]!;
    expect(again.design.nova.components).toEqual(first.design.nova.components);
    expect(again.design.nova.intangibles).toEqual({ FA: 120, FD: 4 });
    expect(again.warnings).toEqual([]);
    expect(again.errors).toEqual([]);
    expect([again.ssz, again.cost, again.tp, again.ta]).toEqual([30, 83, 2, 12]);
  });
});

describe('the design reader never loses a line', () => {
  it('property: any text reads without throwing; every non-blank line is a header, a component, layout or a diagnostic', async () => {
    const fc = (await import('fast-check')).default;
    const line = fc.oneof(
      fc.constantFrom('"Hornet" Class FG', 'IE 4 - 17', 'JD3L6', '9 AR 2', '4 BL 15', 'FA120, FD4', '30 78', '-- --', 'COMPONENT SIZE COST', 'Mark 7 = MD13-MA190-MR4', 'SM 4', 'BL', 'XC', ''),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 25 }), (lines) => {
        const text = lines.join('\n');
        const { designs, diagnostics } = parseDesignText(text);
        const used = new Set<number>([...diagnostics.map((d) => d.line), ...designs.map((d) => d.line), ...designs.flatMap((d) => d.componentLines)]);
        const all = text.split(/\r?\n/);
        all.forEach((l, i) => {
          const t = l.trim();
          if (t === '' || used.has(i + 1)) return;
          // What is left is layout, a totals line or intangibles of an open design: never a component or prose.
          expect(/^[-_=–—\s]+$/.test(t) || /^(component|no effect|available missile designs|(totals?:?\s+)?\d)/i.test(t) || /\b(FA|FD|PR|PD|SR|WA|WD)\s*[=:]?\s*\d/i.test(t), `line ${i + 1}: ${JSON.stringify(l)}`).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
