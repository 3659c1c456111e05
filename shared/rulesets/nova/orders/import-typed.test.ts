import { describe, expect, it } from 'vitest';
import type { OrderSheet } from '../../../model/entities';
import { importTypedSheets, ordersWithTyped } from './import-typed';
import { asOrderSheet, orderSheetId } from './stored';

const empires = [
  { id: 'vorn', name: 'Hegemony of Vorn' },
  { id: 'ys', name: 'Solar Ascendancy of Ys' },
];

const FILE = `EMPIRE : Hegemony of Vorn     TURN : 2
Production : 250

EXPENDITURES (In Order of Priority)
Hammer | 1 | 85 | 85

MOVEMENT
LYRA | HAMMER 1 | G - QUILON | T | LYRA
LYRA | HAMMER 2 | this is not an order

EMPIRE : solar  ascendancy of YS
MOVEMENT
NADIR | DAWN SCOUT 1 | N | Q,O |
`;

function input(text: string, existing: OrderSheet[] = [], turn = 2) {
  return { gameId: 'g', turn, empires, existing, name: 'turn-2.txt', text };
}

describe('importTypedSheets: a typed file as the stored order sheets of a turn', () => {
  it('gives each empire its rows, read or not, with the original text and the whole sheet kept', () => {
    const result = importTypedSheets(input(FILE));
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual({ vorn: 4, ys: 1 });
    const vorn = asOrderSheet(result.sheets.find((s) => s.empireId === 'vorn'));
    expect(vorn).toMatchObject({ id: orderSheetId(2, 'vorn'), turn: 2, status: 'entered', missedTurn: false });
    expect(vorn?.lines.map((l) => [l.id, l.section, l.text])).toEqual([
      ['l-vorn-1', 'ledger', 'Production : 250'],
      ['l-vorn-2', 'expenditures', 'Hammer | 1 | 85 | 85'],
      ['l-vorn-3', 'movement', 'LYRA | HAMMER 1 | G - QUILON | T | LYRA'],
      ['l-vorn-4', 'movement', 'LYRA | HAMMER 2 | this is not an order'],
    ]);
    expect(vorn?.lines[2]?.row).toMatchObject({ kind: 'movement', start: 'LYRA' });
    expect(vorn?.imports).toEqual([{ name: 'turn-2.txt', text: FILE.split('\n').slice(0, 10).join('\n') }]);
    // A sheet without TURN goes into the turn being imported; the empire's name is matched whatever its case and spacing.
    expect(result.sheets.find((s) => s.empireId === 'ys')?.turn).toBe(2);
  });

  it('appends to the rows a sheet already has, numbering on, and is the same every time', () => {
    const first = importTypedSheets(input(FILE));
    const again = importTypedSheets(input('EMPIRE : Hegemony of Vorn\nGENERAL ORDERS\nGO: all ships Tolerate\n', first.sheets));
    const vorn = asOrderSheet(again.sheets[0]);
    expect(vorn?.lines.map((l) => l.id)).toEqual(['l-vorn-1', 'l-vorn-2', 'l-vorn-3', 'l-vorn-4', 'l-vorn-5']);
    expect(vorn?.lines.at(-1)?.section).toBe('general');
    expect(vorn?.imports).toHaveLength(2);
    expect(JSON.stringify(importTypedSheets(input(FILE)))).toBe(JSON.stringify(first));
    const merged = ordersWithTyped(first.sheets, again);
    expect(merged.map((s) => s.id).sort()).toEqual([orderSheetId(2, 'vorn'), orderSheetId(2, 'ys')]);
    expect(asOrderSheet(merged.find((s) => s.empireId === 'vorn'))?.lines).toHaveLength(5);
  });

  it('reports, and does not store, a sheet of another turn, of an unknown empire, and lines before any EMPIRE line', () => {
    const text = 'MOVEMENT\nLYRA | HAMMER 1 | | T |\nEMPIRE : Hegemony of Vorn   TURN : 3\nProduction : 250\nEMPIRE : Hegemony of Vron\nProduction : 250\n';
    const result = importTypedSheets(input(text));
    expect(result.sheets).toEqual([]);
    expect(result.problems).toEqual([
      { where: 'turn-2.txt line 1', message: 'these lines come before any "EMPIRE :" line: name the empire they belong to' },
      { where: 'turn-2.txt line 3', message: "Hegemony of Vorn's sheet is for turn 3, not turn 2; it was not imported" },
      { where: 'turn-2.txt line 5', message: 'no empire of this game is called "Hegemony of Vron"; the sheet was not imported' },
    ]);
  });
});
