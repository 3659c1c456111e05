/** The order grid's sheet: every line checked with the rule it breaks, nothing dropped (issue 14: "Take orders per phase"). */
import { describe, expect, it } from 'vitest';
import { completeCell } from '../../../orders/sheet-spec';
import { lineMap, put, testWorld } from '../fixtures';
import type { SheetKind } from './types';
import { DN_ORDER_SHEET, checkDnLines } from './order-sheet';

const line = (section: SheetKind, text: string) => ({ section, text });
const codes = (r: { diagnostics: readonly { code: string }[] }) => r.diagnostics.map((d) => d.code);

describe('the Dark Nebula order sheet', () => {
  it('has a group and a section per sheet, two columns each; a line splits into order and details and joins back', () => {
    expect(DN_ORDER_SHEET.groups.map((g) => g.id)).toEqual(['mp', 'move1', 'combat', 'reaction', 'move2']);
    expect(DN_ORDER_SHEET.split('MOVE A3,A4 Aokhtar > Ihrau', 'move1')).toEqual(['MOVE', 'A3,A4 Aokhtar > Ihrau']);
    expect(DN_ORDER_SHEET.join(['MOVE', 'A3,A4 Aokhtar > Ihrau'], 'move1')).toBe('MOVE A3,A4 Aokhtar > Ihrau');
    expect(DN_ORDER_SHEET.join(['APPEAL', ''], 'mp')).toBe('APPEAL');
  });
  it('an unreadable line is flagged unreadable, with the form it should take', () => {
    const [r] = checkDnLines([line('mp', 'BUILD')], null);
    expect(r?.unreadable).toBe(true);
    expect(r?.diagnostics[0]?.message).toContain('write BUILD <code>');
  });
  it('an order on the wrong sheet names the sheet rule', () => {
    const [r] = checkDnLines([line('combat', 'MOVE A1 Aokhtar > Ihrau')], null);
    expect(codes(r!)).toEqual(['DN-SHEET']);
  });
  it('reaction: one stack, at most three jumps; dashed routes need exploring', () => {
    const world = testWorld({ map: lineMap('A=1 - B=2 - C=2 - D=2 - E=2 . F=2') });
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    const r = checkDnLines([line('reaction', 'REACT A'), line('reaction', `MOVE ${cr.id} A > B > C > D > E`), line('reaction', 'REACT B')], { world, side: 'aslan' });
    expect(codes(r[1]!)).toContain('DN-REACT');
    expect(codes(r[2]!)).toContain('DN-REACT');
    const dashed = checkDnLines([line('move1', `MOVE ${cr.id} A > B > C > D > E > F`)], { world, side: 'aslan' });
    expect(codes(dashed[0]!)).toContain('DN-DASHED');
  });
  it('fuel: leaving a Type-3 system without a tanker is a warning with DN §4.0; a tanker ending its move there clears it', () => {
    const world = testWorld({ map: lineMap('A=1 - X - B=2') });
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    const ao = put(world, 'aslan.AO', 'aslan', 'a');
    const [bad] = checkDnLines([line('move1', `MOVE ${cr.id} A > X > B`)], { world, side: 'aslan' });
    expect(bad?.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'DN-FUEL' })]);
    const [good] = checkDnLines([line('move1', `MOVE ${ao.id}@X,${cr.id} A > X > B`)], { world, side: 'aslan' });
    expect(good?.diagnostics).toEqual([]);
  });
  it('transport capacity: a TR takes one unit, capitals RT or JT only; two cargo operations a phase (A39)', () => {
    const world = testWorld();
    const tr = put(world, 'aslan.TR', 'aslan', 'aokhtar');
    const b1 = put(world, 'aslan.B1.dn', 'aslan', 'aokhtar');
    const rt = put(world, 'aslan.RT', 'aslan', 'aokhtar:aokhtar', { strength: 5 });
    const at = put(world, 'aslan.AT', 'aslan', 'aokhtar:aokhtar', { strength: 7 });
    const r = checkDnLines([line('move1', `LOAD ${b1.id} ${at.id}`), line('move1', `LOAD ${tr.id} ${at.id}`), line('move1', `LOAD ${tr.id} ${rt.id}`), line('move1', `LOAD ${b1.id} ${rt.id}`)], { world, side: 'aslan' });
    expect(r.map((x) => codes(x))).toEqual([['DN-CARGO'], [], ['DN-CARGO'], []]);
    expect(r[0]?.diagnostics[0]?.message).toContain('capital ships carry RT or JT only (DN §4.0)');
  });
  it('supply: a Type-2 system not connected to a friendly Type-1 system takes no new units', () => {
    const world = testWorld({ map: lineMap('A=1 - B=2 - C=2') });
    put(world, 'aslan.RT', 'aslan', 'c:c', { strength: 4 });
    const [r] = checkDnLines([line('mp', 'BUILD TR AT C')], { world, side: 'aslan' });
    expect(codes(r!)).toContain('DN-SUPPLY');
  });
  it('completion offers the sheet\'s order words, then the player\'s units and the systems', () => {
    const world = testWorld();
    const cr = put(world, 'aslan.CR', 'aslan', 'aokhtar');
    const verbs = completeCell(DN_ORDER_SHEET, { world, side: 'aslan' }, { section: 'mp', column: 0, columnId: 'order', cells: ['', ''], value: 'RE', lineIndex: null });
    expect(verbs.items.map((i) => i.value)).toEqual(['REPAIR', 'REBUILD', 'HIRE']);
    const ids = completeCell(DN_ORDER_SHEET, { world, side: 'aslan' }, { section: 'move1', column: 1, columnId: 'details', cells: ['MOVE', ''], value: `${cr.id.slice(0, 1)}`, lineIndex: null }, 50);
    expect(ids.items.some((i) => i.value === cr.id && i.hint === 'CR')).toBe(true);
  });
});
