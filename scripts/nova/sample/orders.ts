/**
 * Sample layer: every empire's typed orders for the turn the sample is on, read line by
 * line into stored order sheets (status "entered"), mistakes included, so the Orders screen
 * and the dashboard show a realistic turn: most sheets clean, some lines for the GM to fix.
 */
import type { GameRecords } from '../../../shared/format/archive';
import { importLines, orderSheetId, parsedLines, splitTypedFile } from '../../../shared/rulesets/nova/orders/stored';
import type { SampleLayer } from './layer';
import { SAMPLE_ORDERS_FILE, SAMPLE_ORDERS_TEXT } from './orders-turn-1';

export const ordersLayer: SampleLayer = (records: GameRecords): GameRecords => {
  const turn = Math.max(1, records.game.turn);
  const orders = [...records.orders];
  for (const sheet of splitTypedFile(SAMPLE_ORDERS_TEXT)) {
    const empire = records.empires.find((e) => e.name.toUpperCase() === sheet.empire?.toUpperCase());
    if (!empire) continue;
    const { lines, parsedFrom } = parsedLines(importLines(sheet, (n) => `l-${empire.id}-${n + 1}`));
    const text = sheet.lines.map((l) => l.text).join('\n');
    orders.push({ gameId: records.game.id, id: orderSheetId(turn, empire.id), empireId: empire.id, turn, status: 'entered', lines, parsedFrom, missedTurn: false, imports: [{ name: SAMPLE_ORDERS_FILE, text }] });
  }
  return { ...records, orders };
};
