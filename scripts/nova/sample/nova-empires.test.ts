import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../shared/format/archive';
import { asNovaDesign } from '../../../renderer/rulesets/nova/db/designs';
import { purchasesOf } from '../../../renderer/rulesets/nova/db/empires';
import { computeDesign } from '../../../shared/rulesets/nova/design';
import { toNumber } from '../../../shared/rulesets/nova/exact';
import { novaEmpireOf, pregameBudget } from '../../../shared/rulesets/nova/pregame';
import { reportDesignText } from '../../../shared/rulesets/nova/design-report';
import { novaEmpiresLayer, SAMPLE_POSITIONS } from './nova-empires';
import { novaRecords } from '../../../shared/rulesets/nova/records';
import { RULESETS } from '../../../shared/rulesets/index';

const read = readArchive(readFileSync(new URL('../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8'), RULESETS);

describe('sample layer: NOVA starting positions', () => {
  it('gives each of the six empires a position that passes the NOVA 8.4 checks', () => {
    if (!read.ok) throw new Error('sample not readable');
    const base = { ...read.value.records, designs: [], units: read.value.records.units.filter((u) => (u as { pregame?: unknown }).pregame !== true) };
    const records = novaRecords(novaEmpiresLayer(base));
    expect(records.empires).toHaveLength(6);
    for (const empire of records.empires) {
      const designs = records.designs.filter((d) => d.empireId === empire.id).map(asNovaDesign);
      const budget = pregameBudget({ empire: novaEmpireOf(empire as { nova?: unknown }), designs, purchases: purchasesOf(records.units.filter((u) => u.empireId === empire.id)) });
      const summary = `${empire.id}: ${toNumber(budget.techTp)} TP, left ${budget.left}; ${designs.map((d) => `${d.name} ${computeDesign(d).ssz}/${computeDesign(d).cost}`).join(', ')}; ${budget.problems.map((p) => p.message).join(' | ')}`;
      expect(budget.problems, summary).toEqual([]);
      expect(toNumber(budget.techTp), summary).toBeGreaterThanOrEqual(150);
      expect(toNumber(budget.techTp), summary).toBeLessThanOrEqual(230);
      expect(designs.filter((d) => d.kind === 'ship').length, summary).toBeGreaterThanOrEqual(2);
      expect(budget.left, summary).toBeGreaterThanOrEqual(0);
      expect(empire.treasury).toBe(budget.left);
      expect(budget.left, summary).toBe(366);
      expect(budget.forces.length).toBeGreaterThan(0);
    }
  });
  it('writes every sample design so that the written category matches the computed one', () => {
    for (const [id, position] of Object.entries(SAMPLE_POSITIONS)) {
      const { reports, diagnostics } = reportDesignText(position.designs, position.tech);
      expect(diagnostics, id).toEqual([]);
      for (const r of reports) expect([...r.errors, ...r.warnings], `${id} ${r.name}`).toEqual([]);
    }
  });
});
