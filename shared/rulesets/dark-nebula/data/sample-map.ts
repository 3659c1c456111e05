/**
 * A SAMPLE LAYOUT of the seven map sheets (DN §2.0, §14.0). Fig. 1 (the sheet layout) and every
 * coordinate are missing from the source (A2), so this is not the printed map: the sheets are
 * placed sensibly on one hex grid, every system named in the source is where the rules need it
 * (RIA/Alis, VALKA, MIZAH, GODORO, Osa, Simsek, Dim/Astek, N2, N3, N5, the two capitals), and the
 * other systems carry invented names. The GM replaces it with the digitized sheets.
 *
 * Layout (sheet columns of 10 hexes, rows of 12; odd-q offset coordinates):
 *            Rift Routes   Bright Star
 *   AH       Dark Nebula   SQ
 *            Sheet G       The Fastness
 */
import type { Box, GameMap, Route, Sheet, StarSystem, TechColumn } from '../model';

const W = 10;
const H = 12;

export const SAMPLE_SHEETS: readonly Sheet[] = [
  { id: 'AH', name: 'Aslan Hierate', role: 'aslan-home', col0: 0, row0: H, cols: W, rows: H },
  { id: 'RR', name: 'Rift Routes', role: 'other', col0: W, row0: 0, cols: W, rows: H },
  { id: 'DN', name: 'Dark Nebula', role: 'nebula', col0: W, row0: H, cols: W, rows: H },
  { id: 'SG', name: 'Sheet G (name lost with Fig. 1)', role: 'other', col0: W, row0: 2 * H, cols: W, rows: H },
  { id: 'BS', name: 'Bright Star', role: 'imperial-extra', col0: 2 * W, row0: 0, cols: W, rows: H },
  { id: 'SQ', name: 'Solomani Quadrant', role: 'human-home', col0: 2 * W, row0: H, cols: W, rows: H },
  { id: 'TF', name: 'The Fastness', role: 'imperial-extra', col0: 2 * W, row0: 2 * H, cols: W, rows: H },
];

type BoxSpec = [name: string, type: 1 | 2, extra?: { capital?: boolean; tech?: TechColumn }];

/** [id, name, sheet, local col, local row, boxes]. */
const SYSTEMS: readonly [string, string, string, number, number, BoxSpec[]][] = [
  // Aslan Hierate: the Kingdom's 2 Type-1 and 4 Type-2 systems (DN §8.0), △ on every box.
  ['aokhtar', 'Aokhtar', 'AH', 2, 5, [['Aokhtar', 1, { capital: true }]]],
  ['ihrau', 'Ihrau', 'AH', 5, 3, [['Ihrau', 1]]],
  ['eakhoi', 'Eakhoi', 'AH', 4, 8, [['Eakhoi', 2]]],
  ['tralyeh', 'Tralyeh', 'AH', 7, 6, [['Tralyeh', 2]]],
  ['syoisu', 'Syoisu', 'AH', 1, 9, [['Syoisu', 2]]],
  ['hkaor', 'Hkaor', 'AH', 8, 2, [['Hkaor', 2]]],
  ['ftyal', 'Ftyal', 'AH', 6, 10, []],
  ['ouria', 'Ouria', 'AH', 9, 9, []],
  // Rift Routes: RIA/Alis (binary, Alis the Type-2 box) and GODORO take the Aslan-drawn independents.
  ['ria', 'RIA/Alis', 'RR', 3, 8, [['RIA', 1], ['Alis', 2]]],
  ['godoro', 'GODORO', 'RR', 6, 4, [['GODORO', 1]]],
  ['simsek', 'Simsek', 'RR', 8, 9, [['Simsek', 1]]],
  ['kerrin', 'Kerrin', 'RR', 2, 3, [['Kerrin', 2]]],
  ['hollow', 'Hollow', 'RR', 9, 2, [['Hollow', 2]]],
  ['veyra', 'Veyra', 'RR', 5, 10, []],
  // Dark Nebula: the four explorable boxes of the exploration/technology table; dashed routes inside.
  ['osa', 'Osa', 'DN', 8, 4, [['Osa', 2, { tech: 'Osa' }]]],
  ['n2', 'N2', 'DN', 3, 3, [['N2', 2, { tech: 'N2' }]]],
  ['n3', 'N3', 'DN', 5, 7, [['N3', 2, { tech: 'N3' }]]],
  ['n5', 'N5', 'DN', 2, 10, [['N5', 2, { tech: 'N5' }]]],
  ['umbra', 'Umbra', 'DN', 8, 9, []],
  ['shroud', 'Shroud', 'DN', 4, 5, []],
  // Sheet G: Dim/Astek (binary), a Solomani truce objective.
  ['dim', 'Dim/Astek', 'SG', 5, 5, [['Dim', 1], ['Astek', 2]]],
  ['corran', 'Corran', 'SG', 2, 8, [['Corran', 1]]],
  ['pell', 'Pell', 'SG', 8, 3, [['Pell', 2]]],
  ['mirrin', 'Mirrin', 'SG', 6, 9, []],
  // Bright Star: VALKA takes two human-drawn independents; imperial territory under the Vilani.
  ['valka', 'VALKA', 'BS', 4, 6, [['VALKA', 1]]],
  ['lumen', 'Lumen', 'BS', 7, 3, [['Lumen', 1]]],
  ['seren', 'Seren', 'BS', 2, 2, [['Seren', 2]]],
  ['glint', 'Glint', 'BS', 8, 9, [['Glint', 2]]],
  ['ember', 'Ember', 'BS', 5, 10, []],
  // Solomani Quadrant: the human home sheet, ○ on every box, ☆ capital.
  ['terra', 'Terra Nova', 'SQ', 6, 6, [['Terra Nova', 1, { capital: true }]]],
  ['halcyon', 'Halcyon', 'SQ', 3, 3, [['Halcyon', 1]]],
  ['meridian', 'Meridian', 'SQ', 8, 2, [['Meridian', 1]]],
  ['coriolis', 'Coriolis', 'SQ', 2, 8, [['Coriolis', 2]]],
  ['farpoint', 'Farpoint', 'SQ', 8, 10, [['Farpoint', 2]]],
  ['waystation', 'Waystation', 'SQ', 4, 10, []],
  // The Fastness: MIZAH takes two human-drawn independents; imperial territory under the Vilani.
  ['mizah', 'MIZAH', 'TF', 5, 5, [['MIZAH', 1]]],
  ['bastion', 'Bastion', 'TF', 2, 2, [['Bastion', 1]]],
  ['keep', 'Keep', 'TF', 8, 7, [['Keep', 2]]],
  ['rampart', 'Rampart', 'TF', 3, 9, [['Rampart', 2]]],
  ['moat', 'Moat', 'TF', 6, 10, []],
];

/** Solid routes; "a b" pairs. Cross-sheet routes join neighbouring sheets. */
const SOLID = `
aokhtar ihrau|aokhtar eakhoi|aokhtar syoisu|ihrau hkaor|ihrau tralyeh|eakhoi tralyeh|eakhoi ftyal|syoisu ftyal|tralyeh ouria|ftyal ouria
hkaor kerrin|ihrau kerrin|kerrin ria|ria godoro|godoro hollow|ria veyra|veyra simsek|godoro simsek|hollow lumen
ouria n5|ouria corran|syoisu corran|corran dim|dim pell|dim mirrin|corran mirrin|mirrin rampart|pell umbra
simsek n2|hollow seren|seren lumen|lumen valka|valka glint|seren valka|glint ember|ember meridian|lumen meridian
meridian halcyon|halcyon terra|terra coriolis|terra farpoint|coriolis waystation|farpoint waystation|meridian terra
osa halcyon|osa coriolis|umbra farpoint|farpoint keep|waystation bastion|bastion mizah|mizah keep|mizah rampart|rampart moat|keep moat
`;

/** Dashed routes inside the Dark Nebula (DN §11.0). */
const DASHED = `n2 shroud|shroud osa|shroud n3|n3 umbra|n3 n5|n2 n5|osa umbra`;

function pairs(text: string): [string, string][] {
  return text
    .split(/[|\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => s.split(/\s+/) as [string, string]);
}

/** The sample map. Box ids are "<system>" for a single box, "<system>.<n>" for a binary's boxes. */
export function sampleMap(): GameMap {
  const sheetById = new Map(SAMPLE_SHEETS.map((s) => [s.id, s]));
  const systems: StarSystem[] = SYSTEMS.map(([id, name, sheetId, col, row, specs]) => {
    const sheet = sheetById.get(sheetId) as Sheet;
    const boxes: Box[] = specs.map(([boxName, type, extra], i) => ({
      id: specs.length > 1 ? `${id}.${i + 1}` : id,
      name: boxName,
      type,
      printed: sheet.role === 'aslan-home' ? 'aslan' : sheet.role === 'human-home' ? 'human' : null,
      capital: extra?.capital ?? false,
      imperial: sheet.role === 'human-home' || sheet.role === 'imperial-extra' || id === 'osa',
      techColumn: extra?.tech ?? null,
    }));
    return { id, name, sheetId, col: sheet.col0 + col, row: sheet.row0 + row, binary: specs.length > 1, boxes };
  });
  const routes: Route[] = [
    ...pairs(SOLID).map(([a, b]): Route => ({ id: `${a}:${b}`, a, b, kind: 'solid' })),
    ...pairs(DASHED).map(([a, b]): Route => ({ id: `${a}:${b}`, a, b, kind: 'dashed' })),
  ];
  return { sample: true, sheets: SAMPLE_SHEETS, systems, routes };
}
