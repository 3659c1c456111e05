/** Typed orders: every line becomes a row (order or diagnostic with its line number); the checker names the rule. */
import { describe, expect, it } from 'vitest';
import { put, testWorld } from '../fixtures';
import { checkSheet } from './check';
import { compileInstructions } from './instructions';
import { parseLine, parseOrderFile, parseSheet } from './parse';

describe('order parser', () => {
  it('reads every verb of every sheet', () => {
    const samples: [string, string][] = [
      ['BUILD CR x2 AT Aokhtar', 'BUILD'],
      ['BUILD RT', 'BUILD'],
      ['PLACE A12 AT RIA/Alis:Alis', 'PLACE'],
      ['REPAIR ALL', 'REPAIR'],
      ['REPAIR A1, A2 A3', 'REPAIR'],
      ['UNPAID A4', 'UNPAID'],
      ['FRONTIER H9', 'FRONTIER'],
      ['RIA TYPE 2', 'RIA'],
      ['HIRE I3 I4', 'HIRE'],
      ['DISMISS I3', 'DISMISS'],
      ['REBUILD I3', 'REBUILD'],
      ['APPEAL', 'APPEAL'],
      ['DISCARD H40', 'DISCARD'],
      ['QUEUE H40 H41', 'QUEUE'],
      ['GRANT CR CR CS', 'GRANT'],
      ['TRUCE', 'TRUCE'],
      ['MOVE A1,A2@Ftyal Aokhtar > Eakhoi > Ftyal > Ouria', 'MOVE'],
      ['MOVE A1 Terra Nova -> Halcyon', 'MOVE'],
      ['SUBLIGHT H3 TO Waystation', 'SUBLIGHT'],
      ['LOAD A5 A6', 'LOAD'],
      ['UNLOAD A5', 'UNLOAD'],
      ['UNLOAD A5 A6', 'UNLOAD'],
      ['LIFT A5', 'LIFT'],
      ['REACT Osa:osa', 'REACT'],
      ['RANGE SHORT AT Osa', 'RANGE'],
      ['WITHDRAW LOSSES 50% AT Osa TO Halcyon', 'WITHDRAW'],
      ['FIRE LONG CONCENTRATED A1 A2', 'FIRE'],
      ['FIRE SHORT ASSAULT', 'FIRE'],
      ['DEFENSIVE NO', 'DEFENSIVE'],
      ['SURPLUS WITHHOLD', 'SURPLUS'],
      ['ATTACK Osa', 'ATTACK'],
      ['DECLINE Terra Nova', 'DECLINE'],
      ['BOMBARD Halcyon TARGETS H4 WITH A1,A2', 'BOMBARD'],
      ['LAND Terra Nova A5 A6 DROP', 'LAND'],
      ['NEGOTIATE GODORO HIRE ALL', 'NEGOTIATE'],
      ['GROUND COMMIT-ALL', 'GROUND'],
    ];
    for (const [text, verb] of samples) {
      const r = parseLine(text);
      expect('order' in r ? r.order.verb : r.error, text).toBe(verb);
    }
  });
  it('keeps the parts: paths, stops, places, targets', () => {
    expect(parseLine('MOVE A1,A2@Ftyal Aokhtar > Eakhoi > Ftyal')).toEqual({ order: { verb: 'MOVE', units: [{ id: 'A1' }, { id: 'A2', stopAt: 'Ftyal' }], path: ['Aokhtar', 'Eakhoi', 'Ftyal'] } });
    expect(parseLine('LAND Terra Nova A5 A6 DROP')).toEqual({ order: { verb: 'LAND', at: 'Terra Nova', units: ['A5', 'A6'], drop: true } });
    expect(parseLine('BOMBARD Halcyon')).toEqual({ order: { verb: 'BOMBARD', at: 'Halcyon', targets: 'ALL', with: undefined } });
    expect(parseLine('WITHDRAW LOSSES 50% AT Osa TO Halcyon')).toEqual({ order: { verb: 'WITHDRAW', when: 'losses', pct: 50, at: 'Osa', to: 'Halcyon' } });
  });
  it('never drops a line: unreadable lines are rows with a diagnostic and their line number; blanks and comments are not orders', () => {
    const rows = parseSheet('# my orders\n\nMOVE A1 Aokhtar > Ihrau\nMOVE A1\nFLY AWAY\nBUILD ZZ\nSUBLIGHT A1 TO Osa  # comment', 'move1');
    expect(rows.map((r) => [r.line, r.order?.verb ?? null, r.problems.map((p) => p.code)])).toEqual([
      [3, 'MOVE', []],
      [4, null, ['DN-SYNTAX']],
      [5, null, ['DN-SYNTAX']],
      [6, null, ['DN-SYNTAX']],
      [7, 'SUBLIGHT', []],
    ]);
  });
  it('an order on the wrong sheet is kept and flagged', () => {
    const rows = parseSheet('SUBLIGHT A1 TO Osa\nBUILD CR', 'move2');
    expect(rows.map((r) => r.problems[0]?.code)).toEqual(['DN-SHEET', 'DN-SHEET']);
  });
  it('a whole order file with section headers; stray lines reported', () => {
    const f = parseOrderFile('stray\n[MP]\nBUILD CR\n[MOVE1]\nMOVE A1 Aokhtar > Ihrau\n[WHAT]\nx\n[COMBAT]\nRANGE LONG');
    expect(f.sheets.mp.map((r) => r.line)).toEqual([3]);
    expect(f.sheets.move1.map((r) => r.line)).toEqual([5]);
    expect(f.sheets.combat.map((r) => r.line)).toEqual([9]);
    expect(f.stray.map((r) => r.line)).toEqual([1, 6, 7]);
  });
});

describe('order checker: each bad line names the rule it breaks', () => {
  it('movement: unknown unit, not yours, not there, no route, dashed, monitor', () => {
    const world = testWorld();
    const cr = put(world, 'aslan.CR', 'aslan', 'aokhtar');
    const cs = put(world, 'solomani.CS', 'human', 'terra');
    const rows = checkSheet(world, 'aslan', 'move1', parseSheet(`MOVE A999 Aokhtar > Ihrau\nMOVE ${cs.id} Terra Nova > Halcyon\nMOVE ${cr.id} Ihrau > Kerrin\nMOVE ${cr.id} Aokhtar > Kerrin\nMOVE ${cr.id} Aokhtar > Atlantis`, 'move1'));
    expect(rows.map((r) => r.problems.map((p) => `${p.code} ${p.rule}`))).toEqual([
      ['DN-UNIT DN §1.0'],
      ['DN-NOT-YOURS DN §1.0'],
      ['DN-WHERE DN §4.0'],
      ['DN-ROUTE DN §4.0'],
      ['DN-PLACE DN §2.0'],
    ]);
  });
  it('positions are projected through earlier lines and earlier sheets', () => {
    const world = testWorld();
    const cr = put(world, 'aslan.CR', 'aslan', 'aokhtar');
    const move1 = checkSheet(world, 'aslan', 'move1', parseSheet(`MOVE ${cr.id} Aokhtar > Ihrau\nMOVE ${cr.id} Ihrau > Kerrin`, 'move1'));
    expect(move1.every((r) => r.problems.length === 0)).toBe(true);
    const move2 = checkSheet(world, 'aslan', 'move2', parseSheet(`MOVE ${cr.id} Kerrin > RIA/Alis`, 'move2'), move1);
    expect(move2[0]?.problems).toEqual([]);
    expect(move2[0]?.order).toMatchObject({ path: ['kerrin', 'ria'] });
  });
  it('the Vilani may not negotiate; only the Solomani may declare a truce; permits for the Vilani', () => {
    const world = testWorld({ human: 'vilani' });
    expect(checkSheet(world, 'human', 'combat', parseSheet('NEGOTIATE GODORO', 'combat'))[0]?.problems[0]).toMatchObject({ code: 'DN-VILANI', rule: 'DN §12.0' });
    expect(checkSheet(world, 'human', 'mp', parseSheet('TRUCE', 'mp'))[0]?.problems[0]).toMatchObject({ code: 'DN-TRUCE', rule: 'DN §9.0' });
  });
  it('standing instructions compile, later lines winning; system names resolve to ids', () => {
    const world = testWorld();
    const rows = checkSheet(world, 'aslan', 'combat', parseSheet('RANGE LONG\nRANGE SHORT\nWITHDRAW OUTNUMBERED AT Osa TO Halcyon\nDECLINE Terra Nova\nLAND N2 ALL DROP', 'combat'));
    const ins = compileInstructions(rows);
    expect(ins.rangeDefault).toBe('short');
    expect(ins.withdrawAt.osa).toEqual({ when: 'outnumbered', pct: undefined, to: 'halcyon' });
    expect(ins.battles).toEqual({ terra: false });
    expect(ins.land).toEqual([{ at: 'n2', units: 'ALL', drop: true }]);
  });
});

describe('the user guide', () => {
  it("the example order file of docs/dark-nebula.md reads without a syntax problem", async () => {
    const { readFileSync } = await import('node:fs');
    const { readTypedOrders, sideOrdersOfLines } = await import('../play/orders');
    const doc = readFileSync(new URL('../../../../docs/dark-nebula.md', import.meta.url), 'utf8');
    const block = /```\n(PLAYER:[\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const parts = readTypedOrders(block);
    expect(parts.map((p) => [p.player, p.turn, p.unreadable])).toEqual([['Human player', 1, 0]]);
    const rows = Object.values(sideOrdersOfLines(parts[0]!.lines.map((l, i) => ({ id: String(i), section: l.section, text: l.text, keepInvalid: false })))).flat();
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((r) => typeof r !== 'string' && r.problems.length > 0)).toEqual([]);
  });
});
