/**
 * NOVA: WRITING ORDERS (6.8): "The units must be grouped together on the order sheet if they
 * begin the turn in the same system. All units from a single system that are given orders must be
 * listed before going on to other systems." A movement row whose START was left for another
 * system's rows earlier on the sheet is warned (GROUPING); the turn carries every row out as
 * written (the book sets no penalty: the GM may charge the NOVA 6.1 format fine with a paper fine ruling, turn/paper-fines.ts).
 */
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

export function checkGrouping(lines: readonly SheetLine[], report: Report): void {
  const left = new Map<string, number>();
  let currentStart: string | null = null;
  let currentLine = 0;
  for (const l of lines) {
    if (l.row?.kind !== 'movement') continue;
    const start = l.row.start.trim().toUpperCase();
    if (currentStart !== null && currentStart !== start) {
      left.set(currentStart, currentLine);
      const earlier = left.get(start);
      if (earlier !== undefined) report(l.line, 1, 'warning', 'GROUPING', `${l.row.start.trim()}'s units were already listed (up to line ${earlier}) and other systems' rows came between: units beginning the turn in one system are grouped together, all of them before the next system (NOVA WRITING ORDERS); the turn carries the row out as written`);
    }
    currentStart = start;
    currentLine = l.line;
  }
}
