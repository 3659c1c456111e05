import { describe, expect, it } from 'vitest';
import { formatCritChart, generateCritChart, lookupCrit } from './critical-chart';
import { applyCritical } from './criticals';
import { startBattle } from './battle';
import { buildProfile } from './profile';
import { DEFAULT_COMBAT_SETTINGS } from './settings';
import type { CombatShipSpec } from './ship-spec';
import { slMax, ieWorking } from './ship-state';
import { CHART_EXAMPLE } from './fixtures/chart-example';
import { EXPLORER, SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';

const EXAMPLE = CHART_EXAMPLE;

// NOVA: CREATING CRITICAL HIT CHARTS, CRITICAL HIT CHART EXAMPLE, COMPONENT CRITICAL FACTOR SIZE TABLE
describe('critical-hit chart generation (L3290–3302)', () => {
  it('book example (total CFS 37): IE 001–121, JD 122–242, SM 243–296, 297–350, BL 351–890, FC 891–917, NE 918–000', () => {
    const profile = buildProfile(EXAMPLE);
    expect(profile.ssz).toBe(30);
    expect(profile.ta0).toBe(9);
    expect(formatCritChart(generateCritChart(profile))).toEqual(['IE#1 001–121', 'JD#1 122–242', 'SM#1 243–296', 'SM#2 297–350', 'BL#1 351–890', 'FC#1 891–917', 'No Effect 918–000']);
  });
  it('Huron by the rules (X3): IE 001–080, JD 081–200, SM 201–253, 254–306, EW 307–332, BL 333–865, FC 866–891, SN 892–917, NE 918–000', () => {
    expect(formatCritChart(generateCritChart(buildProfile(TRIBAL)))).toEqual(['IE#1 001–080', 'JD#1 081–200', 'SM#1 201–253', 'SM#2 254–306', 'EW#1 307–332', 'BL#1 333–865', 'FC#1 866–891', 'SN#1 892–917', 'No Effect 918–000']);
  });
  it('Explorer by the rules (X4): IE 001–044, JD 045–176, SM 177–234, ML 235–586, SN 587–615, XC 616–909, NE 910–000', () => {
    const p = buildProfile(EXPLORER);
    expect([p.ssz, p.ta0]).toEqual([30, 8]);
    expect(formatCritChart(generateCritChart(p))).toEqual(['IE#1 001–044', 'JD#1 045–176', 'SM#1 177–234', 'ML#1 235–586', 'SN#1 587–615', 'XC#1 616–909', 'No Effect 910–000']);
  });
  it('exact arithmetic: 3/37.5 of 1000 is 80, not 79', () => {
    // Huron: IE2 × SSZ30 / 20 = 3 out of 37.5
    expect(generateCritChart(buildProfile(TRIBAL))[0]).toEqual({ ref: 'IE#1', from: 1, to: 80 });
  });
});

// NOVA: COMPONENT CRITICAL FACTOR SIZE TABLE
describe('the Component Critical Factor Size Table, line by line (L3304–3480)', () => {
  it('AR 0 · CH 30 · DC 20 · DG/DS their size · EW/FC/SN 1 · XC 10 · IE/JD level × SSZ/20 · LB its size · OS 10 · SS 10 · SI 0, SM 2 · SX 20 · TC its size (intrinsic 0) · TJ its size · weapons their size', () => {
    const spec: CombatShipSpec = {
      className: 'everything',
      components: [
        { code: 'IE', count: 1, level: 2 },
        { code: 'JD', count: 1, level: 3 },
        { code: 'SI', count: 1, level: 10 },
        { code: 'AR', count: 23, level: 1 },
        { code: 'CH', count: 1, level: 30 },
        { code: 'DC', count: 1, level: 0 },
        { code: 'DG', count: 1, level: 4 },
        { code: 'DS', count: 1, level: 3 },
        { code: 'EW', count: 1, level: 2 },
        { code: 'XC', count: 1, level: 0 },
        { code: 'FC', count: 1, level: 1 },
        { code: 'LB', count: 1, level: 20 },
        { code: 'OS', count: 1, level: 3 },
        { code: 'SN', count: 1, level: 5 },
        { code: 'SS', count: 1, level: 10 },
        { code: 'SX', count: 1, level: 0 },
        { code: 'TC', count: 1, level: 2 },
        { code: 'TC', count: 1, level: 3, intrinsic: true },
        { code: 'TJ', count: 1, level: 4 },
        { code: 'BL', count: 1, level: 7 },
        { code: 'PA', count: 1, level: 0, pr: 2, pd: 6 },
        { code: 'WC', count: 1, level: 0, wa: 50, wd: 4 },
        { code: 'ML', count: 1, level: 12 },
      ],
      missiles: [],
    };
    const p = buildProfile(spec);
    const cfs = Object.fromEntries(p.components.map((c) => [c.id, c.cfs20 / 20]));
    expect(p.ssz).toBe(200);
    expect(cfs).toEqual({
      'IE#1': 20, 'JD#1': 30, 'SM#1': 2, 'CH#1': 30, 'DC#1': 20, 'DG#1': 4, 'DS#1': 3, 'EW#1': 1, 'XC#1': 10, 'FC#1': 1, 'LB#1': 20, 'OS#1': 10, 'SN#1': 1, 'SS#1': 10, 'SX#1': 20,
      'TC#1': 10, 'TC#2': 0, 'TJ#1': 5, 'BL#1': 7, 'PA#1': 6, 'WC#1': 6, 'ML#1': 12,
    });
    // No Effect = SSZ/10; an intrinsic TC has no line (CFS 0: it can't be hit), nor armour.
    const chart = generateCritChart(p);
    expect(chart.some((l) => l.ref === 'TC#2' || l.ref.startsWith('AR'))).toBe(false);
    expect(chart.at(-1)?.ref).toBe('NE');
  });
});

// NOVA: ROLLING CRITICALS
describe('rolling criticals (L3510–3516)', () => {
  it('rolls 256, 834, 921, 086, 295 → SM#1, BL, no effect, IE (IE3 → 2), SM#1 again (no additional effect)', () => {
    const battle = startBattle({ ...SPACE_EXAMPLE, ships: [{ id: 'x', name: 'X', side: 'MINKY', spec: EXAMPLE }, ...SPACE_EXAMPLE.ships.slice(1)] });
    const ship = battle.ships[0];
    if (!ship) throw new Error('no ship');
    expect([256, 834, 921, 86, 295].map((r) => lookupCrit(ship.critChart, r))).toEqual(['SM#1', 'BL#1', 'NE', 'IE#1', 'SM#1']);
    const texts = [256, 834, 921, 86, 295].map((r) => applyCritical(ship, r, DEFAULT_COMBAT_SETTINGS).text);
    expect(texts[4]).toMatch(/already destroyed/);
    expect(ship.destroyed).toEqual(['SM#1', 'BL#1']);
    expect(ieWorking(ship)).toBe(2);
    expect(slMax(ship)).toBe(12);
    expect(ship.sl).toBe(12);
  });
  it('a cargo hold carrying a PCB destroys the ship; IE hits are cumulative unless the setting says otherwise', () => {
    const spec: CombatShipSpec = { className: 'hauler', components: [{ code: 'IE', count: 1, level: 2 }, { code: 'CH', count: 1, level: 30, cargo: ['PCB'] }], missiles: [] };
    const battle = startBattle({ ...SPACE_EXAMPLE, ships: [{ id: 'h', name: 'H', side: 'MINKY', spec }, ...SPACE_EXAMPLE.ships.slice(1)] });
    const ship = battle.ships[0];
    if (!ship) throw new Error('no ship');
    const chRoll = (ship.critChart.find((l) => l.ref === 'CH#1')?.from ?? 0);
    expect(applyCritical(ship, chRoll, DEFAULT_COMBAT_SETTINGS).destroysShip).toBe(true);
    const ieRoll = ship.critChart.find((l) => l.ref === 'IE#1')?.from ?? 0;
    applyCritical(ship, ieRoll, { ...DEFAULT_COMBAT_SETTINGS, cumulativeDriveCrits: false });
    applyCritical(ship, ieRoll, { ...DEFAULT_COMBAT_SETTINGS, cumulativeDriveCrits: false });
    expect(ieWorking(ship)).toBe(1);
    applyCritical(ship, ieRoll, DEFAULT_COMBAT_SETTINGS);
    expect(ieWorking(ship)).toBe(0);
  });
});
