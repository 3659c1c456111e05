import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOrderText } from './parse-sheet';
import { withoutBlanks } from './printed-form';

/** The TURN ORDER SHEET, front and back, exactly as the rulebook's text prints it (NOVA: SAMPLE ORDER SHEET, lines 2694–2832). */
const PRINTED = readFileSync(new URL('../../../../test/fixtures/nova/turn-order-sheet-printed.txt', import.meta.url), 'utf8');

// NOVA: SAMPLE ORDER SHEET "The following page is a copy of the Standard Order Sheet" — the text keeps only the blank form
// (digest 6.12: "The in-game Sample Order Sheet, a filled-in copy, is not in the text"): it is read as printed.
describe('NOVA: SAMPLE ORDER SHEET, TURN ORDER SHEET (FRONT), TURN ORDER SHEET (BACK)', () => {
  it('reads the blank form as the book prints it: one sheet, every line a row, no problem', () => {
    const sheets = parseOrderText(PRINTED);
    expect(sheets).toHaveLength(1);
    const lines = sheets[0]?.lines ?? [];
    expect(lines).toHaveLength(PRINTED.split('\n').filter((_, i, all) => i < all.length - 1 || all[i] !== '').length);
    expect(lines.filter((l) => l.row === null || l.diagnostics.length > 0)).toEqual([]);
    // TURN ORDER SHEET (FRONT): the income block, EXPENDITURES (In Order of Priority), COMMISSIONS, RESEARCH (In Order of Priority).
    const at = (text: string) => lines.find((l) => l.text.trim().startsWith(text));
    expect(at('TURN ORDER SHEET (FRONT)')).toMatchObject({ row: { kind: 'section', section: 'header' } });
    expect(['Production', 'Treasury', 'Salvage', 'Pillage', 'Transfers', 'Bonus', 'Total :'].map((t) => at(t)?.row?.kind)).toEqual(Array(7).fill('ledger'));
    expect(at('Unit(s) # @ Cost')).toMatchObject({ section: 'expenditures' });
    expect(at('Total Cost')).toMatchObject({ row: { kind: 'total', amount: null } });
    expect(at('Unit(s) System')).toMatchObject({ section: 'commissions' });
    expect(at('Project Table')).toMatchObject({ section: 'research' });
    // TURN ORDER SHEET (BACK): START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT, then GENERAL, SPECIFIC & CONDITIONAL ORDERS.
    expect(at('TURN ORDER SHEET (BACK)')).toMatchObject({ row: { kind: 'section', section: 'movement' } });
    expect(at('START SHIPS')).toMatchObject({ section: 'movement' });
    expect(at('GENERAL, SPECIFIC')).toMatchObject({ section: 'general' });
  });

  it('reads a sheet filled in on the printed layout: front and back of one empire are one sheet', () => {
    const filled = [
      'TURN ORDER SHEET (FRONT) EMPIRE : AROMA TURN : 12',
      'Production : 200',
      'Treasury : 60',
      'Total : 260 EXPENDITURES (In Order of Priority)',
      'Expend : 40',
      'Treasury : 220',
      'Unit(s) # @ Cost',
      'RDT | 1 | 40 | 40',
      '_ _',
      'Total Cost : 40',
      'COMMISSIONS',
      'Unit(s) System Unit(s) System',
      '_ _',
      'RESEARCH (In Order of Priority)',
      'Project Table (Goal) [RDTs At Start] Changes [ RDTs At End]',
      'BL15-BL20 | B | (17) | [0] | +1 | [1]',
      'TURN ORDER SHEET (BACK) EMPIRE : AROMA TURN : 12',
      'START SHIPS (CARGO) ROUTE ORDERS RETREAT',
      'LYRA | DARING | ALGOL | F,X |',
      '_____ _',
      'GENERAL, SPECIFIC & CONDITIONAL ORDERS',
      'GO: all ships Friendly vs Empire A',
      '_',
    ].join('\n');
    const sheets = parseOrderText(filled);
    expect(sheets.map((s) => [s.empire, s.turn])).toEqual([['AROMA', 12]]);
    const rows = sheets[0]?.lines.map((l) => l.row?.kind) ?? [];
    expect(sheets[0]?.lines.flatMap((l) => l.diagnostics)).toEqual([]);
    expect(rows.filter((k) => !['blank', 'section'].includes(k ?? ''))).toEqual(['empire', 'ledger', 'ledger', 'ledger', 'ledger', 'ledger', 'expenditure', 'total', 'research', 'movement', 'general']);
    expect(sheets[0]?.lines.find((l) => l.row?.kind === 'ledger' && l.row.field === 'total')?.row).toMatchObject({ amount: 260 });
  });

  it('underscores are blanks only where they stand alone: a name with one in it is kept', () => {
    expect(withoutBlanks('Total Cost :____ _').trim()).toBe('Total Cost :');
    expect(withoutBlanks('LYRA | HMS_BOLD | ALGOL | F |')).toBe('LYRA | HMS_BOLD | ALGOL | F |');
  });
});
