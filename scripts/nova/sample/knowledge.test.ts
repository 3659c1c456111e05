import { describe, expect, it } from 'vitest';
import { empireView } from '../../../shared/rulesets/nova/map/knowledge';
import { makeSampleRecords } from '../make-sample';
import { novaRecords } from '../../../shared/rulesets/nova/records';

describe('sample knowledge layer', () => {
  const records = novaRecords(makeSampleRecords());
  it('gives every empire its home observed and its neighbours known', () => {
    for (const empire of records.empires) {
      const view = empireView(records, records.knowledge, empire.id);
      const home = view.systems.find((s) => s.id === empire.homeSystemId);
      expect(home).toMatchObject({ how: 'observed', own: true });
      expect(home?.warpPoints.every((p) => p.leadsTo !== null)).toBe(true);
      expect(view.systems.length).toBe(5);
      expect(view.lines.length).toBe(4);
      expect(view.systems.some((s) => s.how === 'jumped')).toBe(true);
    }
  });
});
