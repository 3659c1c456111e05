/**
 * Every shape of price, count, total and note players write on the front of the sheet
 * (issue 17): each reads as a person would, or is flagged with what was expected and the
 * likely reading.
 */
import { describe, expect, it } from 'vitest';
import { allLines, parseOrderText, parseSectionLines } from './parse-sheet';
import { readAmount } from './read-amounts';
import type { SheetLine } from './sheet';

function line(text: string, section = 'EXPENDITURES'): SheetLine {
  const lines = allLines(parseOrderText(`${section}\n${text}`));
  return lines[1] as SheetLine;
}
const purchase = (text: string) => line(text).row;

describe('numbers as written', () => {
  it.each([
    ['10', 10],
    ['1,200', 1200],
    ['1 200', 1200],
    ['10.5', 10.5],
    ['10 MCr', 10],
    ['10mcr', 10],
    ['10 M.Cr.', 10],
    ['$10', 10],
    ['MCr 10', 10],
    ['ten', 10],
    ['Twelve', 12],
    ['(17)', 17],
    ['[4]', 4],
    ['-3', -3],
    ['−3', -3],
    ['10.', 10],
  ])('%s reads %d', (text, value) => expect(readAmount(text)).toBe(value));
  it.each(['lots', '10ish', '', 'x', '1,2'])('"%s" is no number', (text) => expect(readAmount(text)).toBeNull());
});

describe('purchase lines in the shapes players write', () => {
  const hornet = { kind: 'expenditure', item: 'Hornet', quantity: 2, unitPrice: 10 };
  it.each([
    ['Hornet | 2 | 10 | 20', { ...hornet, cost: 20 }],
    ['Hornet 2 @ 10', { ...hornet, cost: null }],
    ['Hornet | 2 | @ 10 | 20', { ...hornet, cost: 20 }],
    ['Hornet | 2 | @10 | =20', { ...hornet, cost: 20 }],
    ['Hornet | 2 @ 10 | 20', { ...hornet, cost: 20 }],
    ['Hornet | 2 @ 10 = 20', { ...hornet, cost: 20 }],
    ['Hornet | 2 | 10 MCr | 20 MCr', { ...hornet, cost: 20 }],
    ['Hornet | 2 | $10 | $20', { ...hornet, cost: 20 }],
    ['Hornet | x2 | 10 each | = 20', { ...hornet, cost: 20 }],
    ['Hornet | 2x | 10 ea | 20 total', { ...hornet, cost: 20 }],
    ['Hornet | 2 | 10/ea | 20', { ...hornet, cost: 20 }],
    ['Hornet | 2 | 10 apiece | 20', { ...hornet, cost: 20 }],
    ['Hornet | 2 | 10 per ship | 20', { ...hornet, cost: 20 }],
    ['Hornet | two | ten | twenty', { ...hornet, cost: 20 }],
    ['Hornet | qty 2 | price 10 | cost 20', { ...hornet, cost: 20 }],
    ['2 Hornets @ 10 = 20', { ...hornet, item: 'Hornets', cost: 20 }],
    ['2x Hornet @ 10MCr', { ...hornet, cost: null }],
    ['2 x Hornet at 10 each', { ...hornet, cost: null }],
    ['Hornet x 2 @ $10 = $20', { ...hornet, cost: 20 }],
    ['Hornet x2 @10', { ...hornet, cost: null }],
    ['Hornet: 2 @ 10 = 20', { ...hornet, cost: 20 }],
    ['Hornet - 2 x 10 = 20', { ...hornet, cost: 20 }],
    ['Hornet 2 x 10', { ...hornet, cost: null }],
    ['Hornet 2 * 10 = 20 MCr', { ...hornet, cost: 20 }],
    ['Hornet\t2\t10\t20', { ...hornet, cost: 20 }],
    ['Hornet    2    10    20', { ...hornet, cost: 20 }],
    ['Hornet | 2 | | 20', { ...hornet, unitPrice: null, cost: 20 }],
    ['Hornet | | | 20', { ...hornet, quantity: null, unitPrice: null, cost: 20 }],
    ['Colony at TEMORA | 1 | 60 | 60', { kind: 'expenditure', item: 'Colony at TEMORA', quantity: 1, unitPrice: 60, cost: 60 }],
    ['Colony at TEMORA 1 @ 60', { kind: 'expenditure', item: 'Colony at TEMORA', quantity: 1, unitPrice: 60, cost: null }],
    ['Hornet (partial) | 1 | 70 | 40', { kind: 'expenditure', item: 'Hornet (partial)', quantity: 1, unitPrice: 70, cost: 40 }],
    ['Finish HORNET 3 | | | 43', { kind: 'expenditure', item: 'Finish HORNET 3', quantity: null, unitPrice: null, cost: 43 }],
    ['Finish HORNET 3 43', { kind: 'expenditure', item: 'Finish HORNET 3', quantity: null, unitPrice: null, cost: 43 }],
    ['Transfer to Player 2 | | | 50', { kind: 'expenditure', item: 'Transfer to Player 2', quantity: null, unitPrice: null, cost: 50 }],
    ['Transfer to Empire A 50', { kind: 'expenditure', item: 'Transfer to Empire A', quantity: null, unitPrice: null, cost: 50 }],
    ['Research report BL20-BL25 1 @ 5', { kind: 'expenditure', item: 'Research report BL20-BL25', quantity: 1, unitPrice: 5, cost: null }],
    ['New RDT | 3 | 40 each | 120 total', { kind: 'expenditure', item: 'New RDT', quantity: 3, unitPrice: 40, cost: 120 }],
    ['3 New RDT', { kind: 'expenditure', item: 'New RDT', quantity: 3, unitPrice: null, cost: null }],
    ['RDT maintenance | 1,200', { kind: 'expenditure', item: 'RDT maintenance', quantity: 1200, unitPrice: null, cost: null }],
  ])('%s', (text, row) => {
    const read = line(text);
    expect(read.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(read.row).toEqual(row);
  });
});

describe('totals and notes on the purchase side', () => {
  it.each([
    ['Total Cost : 460', 'Total Cost', 460],
    ['Total cost: 460 MCr', 'Total cost', 460],
    ['TOTAL | | | 460', 'TOTAL', 460],
    ['Total = 460', 'Total', 460],
    ['Total 460', 'Total', 460],
    ['Grand total: $460', 'Grand total', 460],
    ['Sub-total : 300', 'Sub-total', 300],
    ['Total spent 460', 'Total spent', 460],
    ['Sum: 1,460', 'Sum', 1460],
  ])('%s is a total, never a purchase', (text, label, amount) => expect(purchase(text)).toEqual({ kind: 'total', label, amount }));

  it('a total with no amount is kept as a total with none', () => expect(purchase('Total Cost : ')).toEqual({ kind: 'total', label: 'Total Cost', amount: null }));

  it.each([
    ['Hornet | 2 | 10 | 20 (paid)', 'paid'],
    ['Hornet | 2 | 10 | 20 // for the front', 'for the front'],
    ['Hornet | 2 | 10 | 20 # for the front', 'for the front'],
    ['Hornet | 2 | 10 | 20 -- for the front', 'for the front'],
    ['Hornet | 2 | 10 | 20 thanks', 'thanks'],
    ['Hornet | 2 | 10 | 20 (note: the new ones)', 'the new ones'],
  ])('%s keeps the purchase and the note "%s" for the GM', (text, note) => {
    const read = line(text);
    expect(read.row).toMatchObject({ kind: 'expenditure', item: 'Hornet', quantity: 2, unitPrice: 10, cost: 20, note });
    expect(read.diagnostics).toMatchObject([{ severity: 'warning', code: 'NOTE' }]);
  });

  it.each([
    'please send my sitrep early, thanks',
    'Note: the colony goes to TEMORA',
    'NB the Hornets are for the front',
    'PS: see you next week',
    'GM: can I rename HAMMER 2?',
    'To the GM: sorry for the late orders',
    '// buying less this turn',
    '# buying less this turn',
    '(see you next week)',
  ])('"%s" is a note to the GM, kept and flagged, never a purchase', (text) => {
    const read = line(text);
    expect(read.row).toMatchObject({ kind: 'note' });
    expect(read.diagnostics).toMatchObject([{ severity: 'warning', code: 'NOTE' }]);
  });

  it('a ruled line is read as a blank line', () => {
    expect(purchase('-------------------')).toEqual({ kind: 'blank' });
    expect(purchase('=====|=====|=====')).toEqual({ kind: 'blank' });
  });

  it('a ledger line written under the purchases is read as one', () => {
    expect(purchase('Expend : 237')).toEqual({ kind: 'ledger', field: 'expend', amount: 237, detail: '' });
  });
});

describe('purchase lines that cannot be read say what was expected and offer the likely reading', () => {
  it.each([
    ['Hornet | 2 | 10ish | 20', 'BAD-NUMBER', 'Hornet | 2 | 10 | 20'],
    ['Hornet | lots | 10 | 20', 'BAD-NUMBER', 'Hornet | 2 | 10 | 20'],
    ['Hornet | 2 | 10 | 20 | 30', 'EXTRA-COLUMN', 'Hornet | 2 | 10 | 20'],
    ['Death Star | -3', 'BAD-NUMBER', 'Death Star | 3'],
    ['Hornet | 1.5 | 10 | 15', 'BAD-NUMBER', 'Hornet | 2 | 10 | 15'],
    ['Hornet | 2 | -10 | 20', 'BAD-NUMBER', '10'],
  ])('%s → %s, did you mean %s?', (text, code, suggestion) => {
    const read = line(text);
    expect(read.row).toBeNull();
    expect(read.diagnostics[0]).toMatchObject({ severity: 'error', code, suggestion });
    expect(read.diagnostics[0]?.message).toMatch(/#|Unit\(s\)|number|Cost/);
  });

  it('an amount on the income side that is not one offers the number in it', () => {
    expect(line('Treasury : about 300', 'EMPIRE: X').diagnostics[0]).toMatchObject({ code: 'BAD-NUMBER', suggestion: 'Treasury : 300' });
  });
});

describe('the income side, as written', () => {
  it.each([
    ['Production : 250', 'production', 250],
    ['Production = 250 MCr', 'production', 250],
    ['Production 250', 'production', 250],
    ['Production | 250', 'production', 250],
    ['Treasury: $344', 'treasury', 344],
    ['Total : 584', 'total', 584],
    ['Total income : 584', 'total', 584],
    ['Total cost : 237', 'expend', 237],
  ])('%s', (text, field, amount) => expect(line(text, 'EMPIRE: X').row).toMatchObject({ kind: 'ledger', field, amount }));
});

describe('the same reading in the grid, where each line keeps its section', () => {
  it('reads the shapes the same way line by line', () => {
    const read = parseSectionLines([
      { section: 'expenditures', text: 'Hornet 2 @ 10' },
      { section: 'expenditures', text: 'Total Cost : 20' },
      { section: 'expenditures', text: 'please send my sitrep early, thanks' },
      { section: 'general', text: 'please send my sitrep early, thanks' },
      { section: 'general', text: 'XYZZY blah 42 ##' },
    ]);
    expect(read.map((l) => l.row?.kind ?? null)).toEqual(['expenditure', 'total', 'note', 'note', null]);
    expect(read[4]?.diagnostics[0]).toMatchObject({ code: 'UNKNOWN-ORDER', message: expect.stringContaining('contact order') });
  });
});

describe('other sections, as people write them', () => {
  it('commissions as "NAME at SYSTEM"', () => {
    expect(line('ANVIL at LYRA, FORGE (LYRA)', 'COMMISSIONS').row).toEqual({ kind: 'commission', entries: [{ ship: 'ANVIL', system: 'LYRA' }, { ship: 'FORGE', system: 'LYRA' }] });
  });
  it('research columns separated by single spaces', () => {
    expect(line('BL15-BL20 B (17) [0] +4 [4]', 'RESEARCH').row).toMatchObject({ project: 'BL15-BL20', table: 'B', goal: 17, rdtsAtStart: 0, change: 4, rdtsAtEnd: 4 });
  });
  it('a route step that is no name is flagged', () => {
    expect(line('LYRA | HAMMER 1 | @@ - ?? | F', 'MOVEMENT').diagnostics[0]).toMatchObject({ code: 'BAD-ROUTE' });
    expect(line('LYRA | HAMMER 1 | G - QUILON | F | ??', 'MOVEMENT').diagnostics[0]).toMatchObject({ code: 'BAD-ROUTE' });
  });
  it('general orders: an order, a note, or flagged', () => {
    expect(line('GO: all ships Friendly to Empire A // they helped us', 'GENERAL ORDERS').row).toEqual({ kind: 'general', text: 'GO: all ships Friendly to Empire A', order: 'GO', note: 'they helped us' });
    expect(line('Transfer HAMMER 1 to Empire A', 'GENERAL ORDERS').row).toMatchObject({ kind: 'general' });
    expect(line('Full contact with Empire A', 'GENERAL ORDERS').row).toMatchObject({ kind: 'general' });
    expect(line('Note: HAMMER 2 is damaged', 'GENERAL ORDERS').row).toMatchObject({ kind: 'note' });
    expect(line('GO: please send my sitrep early', 'GENERAL ORDERS').row).toMatchObject({ kind: 'note' });
    const xyzzy = line('XYZZY blah 42 ##', 'GENERAL ORDERS');
    expect(xyzzy.row).toBeNull();
    expect(xyzzy.diagnostics[0]).toMatchObject({ severity: 'error', code: 'UNKNOWN-ORDER' });
    expect(line('GO: all ships Hostle to Empire B', 'GENERAL ORDERS').row).toMatchObject({ kind: 'general' });
    expect(line('Frendly to all', 'GENERAL ORDERS').row).toMatchObject({ kind: 'general' });
  });
});
