/** The economy, exploration and imperial tables, cell by cell (DN §7.0–§11.0, Charts). */
import { describe, expect, it } from 'vitest';
import { buildCost, buildDelay, buildRestriction, subsidy } from './build-rules';
import { TECH_TABLE, explorationSucceeds, techResult } from './exploration';
import { appealResult, civilWarRow, interferenceResult, suppressionFleet } from './imperial';
import { civilizedRepairCost, civilizedUpkeep, frontierModifier, frontierRepairOk, frontierUpkeepOk, jumpCheckOk, maintenanceKind, vilaniDashedOk } from './maintenance';

describe('DN §11.0 EXPLORATION and TECHNOLOGY APPLICATION tables', () => {
  it('exploration: 1–2 success, 3–6 failure', () => {
    expect([1, 2, 3, 4, 5, 6].map(explorationSucceeds)).toEqual([true, true, false, false, false, false]);
  });
  it('every technology cell as printed (rows 1–6, columns N2, N3, N5, Osa)', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => techResult('N2', d))).toEqual(['vast-resources', 'resource-discovery', 'missile-tech', 'beam-tech', 'screen-tech', 'none']);
    expect([1, 2, 3, 4, 5, 6].map((d) => techResult('N3', d))).toEqual(['vast-resources', 'resource-discovery', 'missile-tech', 'jump-tech', 'none', 'none']);
    expect([1, 2, 3, 4, 5, 6].map((d) => techResult('N5', d))).toEqual(['vast-resources', 'resource-discovery', 'screen-tech', 'jump-tech', 'none', 'none']);
    expect([1, 2, 3, 4, 5, 6].map((d) => techResult('Osa', d))).toEqual(['vast-resources', 'resource-discovery', 'screen-tech', 'none', 'none', 'none']);
    expect(Object.keys(TECH_TABLE)).toEqual(['N2', 'N3', 'N5', 'Osa']);
  });
});

describe('DN §10.0 IMPERIAL INTERFERENCE AND APPEAL table', () => {
  it('interference rows 2–14 as printed', () => {
    const rows = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(interferenceResult);
    expect(rows).toEqual(['none', 'recession', 'boom', 'civil-war', 'none', 'none', 'none', 'policy-change', 'frontier-crisis', 'none', 'frontier-reinforcements', 'reinforcements', 'suppression-order']);
  });
  it('appeal rows 2–14 as printed', () => {
    const rows = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(appealResult);
    expect(rows).toEqual(['dm-2', 'dm-2', 'none', 'none', 'none', 'frontier-reinforcements', 'rush-permit', 'special-budget-10', 'permit-B1', 'budget-2', 'permit-B2', 'budget-4', 'grant-3-ships']);
  });
  it('modified rolls past the printed rows read the nearest row', () => {
    expect(appealResult(0)).toBe('dm-2');
    expect(interferenceResult(17)).toBe('suppression-order');
  });
  it('SUPPRESSION ORDER: 1–2 two B2 + CA, 3–4 B1 + two CA, 5–6 BB + CA', () => {
    expect([1, 2].map(suppressionFleet)).toEqual([[{ code: 'B2', count: 2 }, { code: 'CA', count: 1 }], [{ code: 'B2', count: 2 }, { code: 'CA', count: 1 }]]);
    expect(suppressionFleet(3)).toEqual([{ code: 'B1', count: 1 }, { code: 'CA', count: 2 }]);
    expect(suppressionFleet(4)).toEqual(suppressionFleet(3));
    expect(suppressionFleet(5)).toEqual([{ code: 'BB', count: 1 }, { code: 'CA', count: 1 }]);
    expect(suppressionFleet(6)).toEqual(suppressionFleet(5));
  });
  it('CIVIL WAR table reproduced as printed (A29)', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => civilWarRow(r)[1])).toEqual(['−2', '−2', '−3', '−4', '−4', '−3', '−3', '−3', '−2', '−1', '−1']);
    expect(civilWarRow(7)[0]).toBe('Victory');
  });
});

describe('DN §7.0 maintenance and repair', () => {
  it('civilized in a friendly Type-1 system; a monitor also in a friendly Type-2; frontier elsewhere', () => {
    expect(maintenanceKind({ systemType: 1, friendly: true, monitor: false })).toBe('civilized');
    expect(maintenanceKind({ systemType: 2, friendly: true, monitor: false })).toBe('frontier');
    expect(maintenanceKind({ systemType: 2, friendly: true, monitor: true })).toBe('civilized');
    expect(maintenanceKind({ systemType: 1, friendly: false, monitor: false })).toBe('frontier');
    expect(maintenanceKind({ systemType: 3, friendly: true, monitor: true })).toBe('frontier');
  });
  it('S3: the Solomani B2 3-10-9[6] pays 3 RU civilized and rolls against 6 on the frontier', () => {
    expect(civilizedUpkeep({ civilMaint: 3 })).toBe(3);
    expect(frontierUpkeepOk(5, 6)).toBe(false);
    expect(frontierUpkeepOk(6, 6)).toBe(true);
  });
  it('civilized repair is maintenance + 1 (A17: the 50% B2 pays 7, or 4 with the option)', () => {
    expect(civilizedRepairCost({ maint: 2, civilMaint: 2 })).toBe(3);
    expect(civilizedRepairCost({ maint: 6, civilMaint: 3 })).toBe(7);
    expect(civilizedRepairCost({ maint: 6, civilMaint: 3 }, false)).toBe(4);
  });
  it('frontier: −1 when the box is not friendly; upkeep on ≥, repair on > (A16) or ≥', () => {
    expect(frontierModifier(false)).toBe(-1);
    expect(frontierModifier(true)).toBe(0);
    expect(frontierUpkeepOk(2 - 1, 2)).toBe(false);
    expect(frontierRepairOk(2, 2)).toBe(false);
    expect(frontierRepairOk(3, 2)).toBe(true);
    expect(frontierRepairOk(2, 2, 'greater-or-equal')).toBe(true);
  });
  it('jump check d6 ≥ maintenance; Vilani dashed check d6 − 2 ≥ maintenance (D9)', () => {
    expect(jumpCheckOk(2, 2)).toBe(true);
    expect(jumpCheckOk(1, 2)).toBe(false);
    expect(vilaniDashedOk(6, 4)).toBe(true);
    expect(vilaniDashedOk(5, 4)).toBe(false);
    expect(vilaniDashedOk(3, 1)).toBe(true);
    expect(vilaniDashedOk(2, 1)).toBe(false);
  });
});

describe('DN §8.0–§10.0 costs, subsidies, delays, restrictions', () => {
  it('Hierate subsidies B1/B 3, B2 4, BB 5 (costs 13, 14, 15); Solomani B1 3, B2 4 (B1 13, B2 7); none for Kingdom and Vilani', () => {
    expect(buildCost('hierate', { code: 'B1', cost: 16 })).toBe(13);
    expect(buildCost('hierate', { code: 'B', cost: 16 })).toBe(13);
    expect(buildCost('hierate', { code: 'B2', cost: 18 })).toBe(14);
    expect(buildCost('hierate', { code: 'BB', cost: 20 })).toBe(15);
    expect(buildCost('solomani', { code: 'B1', cost: 16 })).toBe(13);
    expect(buildCost('solomani', { code: 'B2', cost: 11 })).toBe(7);
    expect(subsidy('kingdom', 'B1')).toBe(0);
    expect(subsidy('vilani', 'BB')).toBe(0);
  });
  it('delays: B1, B2, BB two turns; others one; A27 B and M by setting', () => {
    const s = { aslanBDelay: 2, monitorDelay: 1 };
    expect(buildDelay({ code: 'B1', faction: 'solomani' }, s)).toBe(2);
    expect(buildDelay({ code: 'CR', faction: 'aslan' }, s)).toBe(1);
    expect(buildDelay({ code: 'B', faction: 'aslan' }, s)).toBe(2);
    expect(buildDelay({ code: 'M', faction: 'aslan' }, { aslanBDelay: 2, monitorDelay: 2 })).toBe(2);
  });
  it('Hierate unlocks: B2 after a B1 built; BB after a B2 or a B built', () => {
    const h = { built: {}, destroyed: {}, permits: [] };
    expect(buildRestriction('hierate', 'B2', h).ok).toBe(false);
    expect(buildRestriction('hierate', 'B2', { ...h, built: { B1: 1 } }).ok).toBe(true);
    expect(buildRestriction('hierate', 'BB', { ...h, built: { B1: 1 } }).ok).toBe(false);
    expect(buildRestriction('hierate', 'BB', { ...h, built: { B: 1 } }).ok).toBe(true);
  });
  it('Kingdom unlocks: B2 after a B1 destroyed; BB after a B2 or a B destroyed', () => {
    const h = { built: { B1: 3 }, destroyed: {}, permits: [] };
    expect(buildRestriction('kingdom', 'B2', h).ok).toBe(false);
    expect(buildRestriction('kingdom', 'B2', { ...h, destroyed: { B1: 1 } }).ok).toBe(true);
    expect(buildRestriction('kingdom', 'BB', { ...h, destroyed: { B2: 1 } }).ok).toBe(true);
  });
  it('Vilani permits for CA, B1, B2, BB', () => {
    const h = { built: {}, destroyed: {}, permits: ['B1'] };
    expect(buildRestriction('vilani', 'B1', h).ok).toBe(true);
    expect(buildRestriction('vilani', 'CA', h)).toMatchObject({ ok: false, rule: 'DN §10.0' });
    expect(buildRestriction('vilani', 'CS', h).ok).toBe(true);
    expect(buildRestriction('solomani', 'BB', h).ok).toBe(true);
  });
});
