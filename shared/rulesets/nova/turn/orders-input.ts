/**
 * The stored order sheets of a turn as the engine reads them: every line with its number
 * and what it was read as when it was stored (sheetRows). An empire without a sheet is
 * `missing` (NOVA: 6.3 missed turns).
 */
import type { Empire, OrderSheet } from '../../../model/entities';
import { asOrderSheet, sheetRows } from '../orders/stored';
import type { EmpireOrders } from './types';

export function engineOrders(empires: readonly Empire[], sheets: readonly OrderSheet[], turn: number): EmpireOrders[] {
  return empires.map((empire) => {
    const record = sheets.find((s) => s.empireId === empire.id && s.turn === turn);
    const sheet = record ? asOrderSheet(record) : null;
    if (!sheet || (sheet.lines.length === 0 && !sheet.missedTurn)) return { empireId: empire.id, missing: true, lines: [] };
    return { empireId: empire.id, missing: false, lines: sheetRows(sheet) };
  });
}
