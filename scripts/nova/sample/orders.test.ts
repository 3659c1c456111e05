import { readFileSync } from 'node:fs';
import { novaRecords } from '../../../shared/rulesets/nova/records';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../shared/format/archive';
import { withChecks } from '../../../shared/rulesets/nova/orders/check';
import { asOrderSheet, readStoredLines } from '../../../shared/rulesets/nova/orders/stored';
import { SAMPLE_ORDERS_FILE, SAMPLE_ORDERS_TEXT } from './orders-turn-1';
import { RULESETS } from '../../../shared/rulesets/index';

describe('the sample orders', () => {
  it('the text file in resources is the layer’s text', () => {
    expect(readFileSync(`resources/samples/${SAMPLE_ORDERS_FILE}`, 'utf8')).toBe(SAMPLE_ORDERS_TEXT);
  });

  it('every empire has a sheet for the turn, and the checker finds the planted mistakes', () => {
    const read = readArchive(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8'), RULESETS);
    if (!read.ok) throw new Error('sample unreadable');
    const r = novaRecords(read.value.records);
    expect(r.orders).toHaveLength(r.empires.length);
    const codes = r.orders.flatMap((record) => {
      const sheet = asOrderSheet(record);
      if (!sheet) return [];
      const input = { empireId: sheet.empireId, systems: r.systems, warpLines: r.warpLines, units: r.units, designs: r.designs, knowledge: r.knowledge, empires: r.empires, settings: r.game.settings };
      return withChecks(readStoredLines(sheet.lines), input).flatMap((l) => l.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code));
    });
    // No CAPACITY: every transport is written what its holds take, one colony or two armies in two holds (NOVA: CARGO HOLDS).
    expect(codes.sort()).toEqual(['ABORT', 'CUSWLT', 'CX', 'DNE', 'DNE', 'MISSING-COLUMN', 'NAME-LONG', 'NO-CONTACT', 'RES-TABLE', 'UNARMED-H']);
  });
});
