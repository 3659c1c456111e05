/** The counter lists and pools (DN Table 1, Charts), and the sample map's promises. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings';
import { GROUND_POOLS, groundPoolOf, independentBag, poolLimit } from './force-pools';
import { sampleMap } from './sample-map';
import { ALL_CLASSES, classIndex, ratingText } from './unit-classes';
import type { AslanDraws, UnitCode } from '../model';
import { hexDistance, offsetToHex } from '../../../hex/coords';

const C = classIndex();
const rating = (id: string) => ratingText(C[id]!);

describe('unit classes (Charts)', () => {
  it('Aslan: both sets of every drawn class, with costs', () => {
    const rows: [string, string, number][] = [
      ['aslan.TR', '0-0-1[1]', 1], ['aslan.AO', '0-0-1[1]', 2], ['aslan.MS', '0-0-2[1]', 7], ['aslan.F', '2-1-2[1]', 1],
      ['aslan.SC.dn', '1-1-1[1]', 1], ['aslan.SC.imp', '2-0-1[1]', 1], ['aslan.DD.dn', '2-2-2[2]', 3], ['aslan.DD.imp', '3-1-2[2]', 3],
      ['aslan.CL.dn', '5-2-4[3]', 6], ['aslan.CL.imp', '5-1-4[3]', 6], ['aslan.CS.dn', '3-9-5[4]', 10], ['aslan.CS.imp', '0-8-5[4]', 10],
      ['aslan.CR', '6-6-6[4]', 12], ['aslan.B1.dn', '9-8-9[6]', 16], ['aslan.B.imp', '10-9-7[6]', 16], ['aslan.B2.dn', '10-8-9[5]', 18],
      ['aslan.M.imp', '9-0-8[3]', 6], ['aslan.BB.dn', '11-9-9[5]', 20], ['aslan.BB.imp', '12-9-9[5]', 20], ['aslan.EX', '3-3-3[2]', 10], ['aslan.MB', '0-6-1[1]', 4],
    ];
    for (const [id, r, cost] of rows) expect([id, rating(id), C[id]!.cost]).toEqual([id, r, cost]);
  });
  it('Solomani and Vilani columns', () => {
    const sol: [string, string, number][] = [['SC', '0-2-1[1]', 1], ['DD', '0-4-1[2]', 3], ['CL', '5-2-3[3]', 6], ['CS', '5-8-5[4]', 10], ['CR', '7-2-6[4]', 12], ['CA', '7-4-5[4]', 14], ['M', '0-10-7[3]', 6], ['B1', '9-10-9[5]', 16], ['B2', '3-10-9[6]', 11], ['EX', '3-4-3[2]', 10], ['F', '1-2-2[1]', 1], ['MS', '0-0-1[1]', 7]];
    for (const [code, r, cost] of sol) expect([code, rating(`solomani.${code}`), C[`solomani.${code}`]!.cost]).toEqual([code, r, cost]);
    const vil: [string, string, number][] = [['SC', '1-1-1[1]', 1], ['DD', '2-2-2[2]', 3], ['CL', '2-4-3[3]', 6], ['CS', '2-7-4[4]', 10], ['CR', '5-5-5[4]', 12], ['CA', '7-5-5[4]', 14], ['B1', '4-9-8[6]', 16], ['B2', '6-10-8[5]', 18], ['BB', '7-12-9[5]', 20]];
    for (const [code, r, cost] of vil) expect([code, rating(`vilani.${code}`), C[`vilani.${code}`]!.cost]).toEqual([code, r, cost]);
    expect(C['solomani.B2']!.civilMaint).toBe(3);
  });
  it('independents: six monitors, hire fees RT 1, JT 2, AT 2, TR 1, M 1', () => {
    expect(['807', '808', '088', '827', '287', '927'].map((m) => rating(`independent.M.${m}`))).toEqual(['8-0-7[3]', '8-0-8[3]', '0-8-8[3]', '8-2-7[3]', '2-8-7[3]', '9-2-7[3]']);
    expect(['RT', 'JT', 'AT', 'TR'].map((c) => C[`independent.${c}`]!.cost)).toEqual([1, 2, 2, 1]);
  });
  it('tags: auxiliaries, capitals, cruisers, monitors cannot jump', () => {
    const tagged = (tag: string) => [...new Set(ALL_CLASSES.filter((c) => c.tags.includes(tag as never)).map((c) => c.code))].sort();
    expect(tagged('auxiliary')).toEqual(['AO', 'MS', 'TR']);
    expect(tagged('capital')).toEqual(['B', 'B1', 'B2', 'BB', 'M']);
    expect(tagged('cruiser')).toEqual(['CA', 'CL', 'CR', 'CS']);
    expect(tagged('no-jump')).toEqual(['F', 'M']);
  });
});

describe('force pools (Charts: unit count lists)', () => {
  const noMb: AslanDraws = { SC: 'imp', DD: 'dn', CL: 'dn', CS: 'dn', B1: 'dn', B2: 'dn', missileBoats: false };
  const withMb: AslanDraws = { ...noMb, missileBoats: true };
  const codes: UnitCode[] = ['TR', 'AO', 'MS', 'F', 'SC', 'DD', 'CL', 'CS', 'CR', 'B1', 'B2', 'BB', 'EX', 'MB', 'PD'];
  it('Aslan without and with missile boats', () => {
    expect(codes.map((c) => poolLimit('hierate', c, noMb, DEFAULT_SETTINGS))).toEqual([4, 1, 2, 6, 5, 4, 4, 4, 3, 3, 2, 1, 1, 0, 3]);
    expect(codes.map((c) => poolLimit('hierate', c, withMb, DEFAULT_SETTINGS))).toEqual([4, 1, 2, 6, 5, 4, 3, 3, 2, 2, 2, 1, 1, 4, 3]);
  });
  it('Solomani and Vilani (BB Vilani, PD and AT both: A3)', () => {
    const human: UnitCode[] = ['TR', 'AO', 'MS', 'F', 'SC', 'DD', 'CL', 'CS', 'CR', 'CA', 'M', 'B1', 'B2', 'BB', 'EX', 'PD', 'AT'];
    expect(human.map((c) => poolLimit('solomani', c, undefined, DEFAULT_SETTINGS))).toEqual([5, 1, 1, 7, 4, 4, 2, 4, 2, 2, 3, 3, 4, 0, 1, 3, 2]);
    expect(human.map((c) => poolLimit('vilani', c, undefined, DEFAULT_SETTINGS))).toEqual([5, 2, 1, 6, 4, 4, 4, 4, 2, 2, 0, 3, 2, 2, 0, 3, 2]);
    expect(poolLimit('solomani', 'BB', undefined, { ...DEFAULT_SETTINGS, humanBattleship: 'both' })).toBe(2);
    expect(poolLimit('vilani', 'CR', undefined, { ...DEFAULT_SETTINGS, poolOverrides: { 'vilani.CR': 5 } })).toBe(5);
  });
  it('ground pools as multisets of strengths', () => {
    expect(GROUND_POOLS.aslan).toEqual({ RT: [4, 5, 5, 6], JT: [3, 4, 5], AT: [7, 8] });
    expect(GROUND_POOLS.solomani.RT).toEqual([3, 3, 4, 4, 4, 5, 5]);
    expect(GROUND_POOLS.vilani.RT).toEqual([3, 4, 4, 4, 5, 5]);
  });
  it('the independents bag: 7 PDM, 5 RT, 3 JT, 2 AT, 4 TR, 6 M = 27', () => {
    const bag = independentBag(DEFAULT_SETTINGS);
    expect(bag).toHaveLength(27);
    const count = (p: string) => bag.filter((b) => b.classId.startsWith(p)).length;
    expect([count('independent.PD'), count('independent.RT'), count('independent.JT'), count('independent.AT'), count('independent.TR'), count('independent.M')]).toEqual([7, 5, 3, 2, 4, 6]);
    expect(bag.filter((b) => b.classId === 'independent.RT').map((b) => b.strength)).toEqual([2, 2, 2, 3, 3]);
  });
  it('a face-down pool the GM entered replaces Table 1’s at the setup (settings.groundPools)', () => {
    const settings = { ...DEFAULT_SETTINGS, groundPools: { 'vilani.RT': [6, 3, 4], 'independent.AT': [6] } };
    expect(groundPoolOf('vilani', 'RT', settings)).toEqual([3, 4, 6]);
    expect(groundPoolOf('solomani', 'RT', settings)).toEqual([3, 3, 4, 4, 4, 5, 5]);
    expect(poolLimit('vilani', 'RT', undefined, settings)).toBe(3);
    const bag = independentBag(settings);
    expect(bag.filter((b) => b.classId === 'independent.AT').map((b) => b.strength)).toEqual([6]);
    expect(bag).toHaveLength(26);
  });
});

describe('the sample map (a sample layout: Fig. 1 is lost)', () => {
  const map = sampleMap();
  it('is marked as a sample, with seven sheets and their roles', () => {
    expect(map.sample).toBe(true);
    expect(map.sheets.map((s) => `${s.id}:${s.role}`)).toEqual(['AH:aslan-home', 'RR:other', 'DN:nebula', 'SG:other', 'BS:imperial-extra', 'SQ:human-home', 'TF:imperial-extra']);
  });
  it('holds every system the source names', () => {
    const names = map.systems.map((s) => s.name);
    for (const n of ['RIA/Alis', 'VALKA', 'MIZAH', 'GODORO', 'Osa', 'Simsek', 'Dim/Astek', 'N2', 'N3', 'N5']) expect(names).toContain(n);
    const ria = map.systems.find((s) => s.id === 'ria')!;
    expect(ria.boxes.map((b) => `${b.name}:${b.type}`)).toEqual(['RIA:1', 'Alis:2']);
  });
  it('the AH sheet is the Kingdom: 2 Type-1 and 4 Type-2 systems; capitals on AH and SQ', () => {
    const ah = map.systems.filter((s) => s.sheetId === 'AH').flatMap((s) => s.boxes);
    expect([ah.filter((b) => b.type === 1).length, ah.filter((b) => b.type === 2).length]).toEqual([2, 4]);
    expect(map.systems.flatMap((s) => s.boxes).filter((b) => b.capital).map((b) => `${b.name}:${b.printed}`)).toEqual(['Aokhtar:aslan', 'Terra Nova:human']);
  });
  it('four explorable DN boxes with table columns; dashed routes only inside the Dark Nebula', () => {
    const dn = map.systems.filter((s) => s.sheetId === 'DN').flatMap((s) => s.boxes);
    expect(dn.map((b) => b.techColumn).sort()).toEqual(['N2', 'N3', 'N5', 'Osa']);
    const onDn = new Set(map.systems.filter((s) => s.sheetId === 'DN').map((s) => s.id));
    for (const r of map.routes.filter((x) => x.kind === 'dashed')) expect(onDn.has(r.a) && onDn.has(r.b)).toBe(true);
  });
  it('solid routes reach every system but the nebula interior (Shroud, N3: dashed only); star hexes are distinct and inside their sheets', () => {
    const seen = new Set(['aokhtar']);
    const queue = ['aokhtar'];
    while (queue.length) {
      const cur = queue.shift()!;
      for (const r of map.routes) {
        if (r.kind !== 'solid' || (r.a !== cur && r.b !== cur)) continue;
        const next = r.a === cur ? r.b : r.a;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(map.systems.filter((x) => !seen.has(x.id)).map((x) => x.id)).toEqual(['n3', 'shroud']);
    const hexes = new Set(map.systems.map((s) => `${s.col},${s.row}`));
    expect(hexes.size).toBe(map.systems.length);
    for (const s of map.systems) {
      const sheet = map.sheets.find((x) => x.id === s.sheetId)!;
      expect(s.col >= sheet.col0 && s.col < sheet.col0 + sheet.cols && s.row >= sheet.row0 && s.row < sheet.row0 + sheet.rows).toBe(true);
    }
    expect(hexDistance(offsetToHex(0, 0), offsetToHex(1, 0))).toBe(1);
  });
});
