import { describe, expect, it } from 'vitest';
import { novaDesignSchema } from '../design-model';
import { CHART_EXAMPLE } from './fixtures/chart-example';
import { TRIBAL } from './fixtures/space-example';
import { chartText, designChart, parseChartText, storedChart } from './official-chart';

/** The CRITICAL HIT CHART EXAMPLE's ship: IE3, JD3 L7, 2 SI12, 7 AR, BL20, FC3 (SSZ 30). */
const EXAMPLE = {
  name: 'Chart example',
  nova: novaDesignSchema.parse({
    components: CHART_EXAMPLE.components,
  }),
};
const TRIBAL_DESIGN = { name: 'Tribal', nova: novaDesignSchema.parse({ components: TRIBAL.components }) };

// NOVA: CRITICAL HITS ("only charts produced by the GM are official"), CRITICAL HIT CHART EXAMPLE
describe('a design\'s critical hit chart: the rules\' one, or the GM\'s official one (NOVA: CRITICAL HITS L3284–3288)', () => {
  it('the CRITICAL HIT CHART EXAMPLE with each line\'s CFS: IE 4.5 001–121 … No Effect 3.0 918–000, total 37', () => {
    const c = designChart(EXAMPLE);
    expect(c.official).toBe(false);
    expect(c.totalCfs).toBe(37);
    expect(c.rows.map((r) => [r.label, r.cfs, r.from, r.to])).toEqual([
      ['IE', 4.5, 1, 121],
      ['JD', 4.5, 122, 242],
      ['SM', 2, 243, 296],
      ['SM', 2, 297, 350],
      ['BL', 20, 351, 890],
      ['FC', 1, 891, 917],
      ['No Effect', 3, 918, 1000],
    ]);
    expect(chartText(designChart(EXAMPLE).rows)).toBe('IE#1 001–121\nJD#1 122–242\nSM#1 243–296\nSM#2 297–350\nBL#1 351–890\nFC#1 891–917\nNo Effect 918–000');
  });

  it('the GM types the book\'s printed Huron chart (X3): it reads, is stored, and is the chart battles use', () => {
    const printed = ['IE#1 001-079', 'JD#1 080-198', 'SM#1 199-251', 'SM#2 252-304', 'EW#1 305-330', 'BL#1 331-866', 'FC#1 867-892', 'SN#1 893-918', 'No Effect 919-000'].join('\n');
    const read = parseChartText(printed, TRIBAL_DESIGN);
    if (!read.ok) throw new Error(read.problems.join('; '));
    expect(read.chart[0]).toEqual({ ref: 'IE#1', from: 1, to: 79 });
    expect(read.chart.at(-1)).toEqual({ ref: 'NE', from: 919, to: 1000 });
    const c = designChart(TRIBAL_DESIGN, read.chart);
    expect(c.official).toBe(true);
    expect(c.rows.find((r) => r.ref === 'BL#1')).toMatchObject({ from: 331, to: 866, cfs: 20 });
    expect(storedChart([])).toBeUndefined();
    expect(storedChart('junk')).toBeUndefined();
  });

  it('refuses a chart with a gap, an unknown component, a bad line or a short end, saying which line', () => {
    const bad = parseChartText(['IE#1 001-079', 'JD#1 081-198', 'XX#1 199-251', 'what', 'No Effect 252-990'].join('\n'), TRIBAL_DESIGN);
    expect(bad).toEqual({
      ok: false,
      problems: [
        'line 2: JD#1 starts at 081, the line before ends at 079',
        'line 3: this design has no component XX#1 (it has IE#1, JD#1, SM#1, SM#2, EW#1, BL#1, FC#1, SN#1)',
        'line 4: "what" is not "COMPONENT#n FROM-TO" (e.g. "IE#1 001-121", "No Effect 918-000")',
      ],
    });
    expect(parseChartText('IE#1 001-500\nNo Effect 501-990', TRIBAL_DESIGN)).toEqual({ ok: false, problems: ['the chart ends at 990: it must reach 000 (1000)'] });
  });
});
