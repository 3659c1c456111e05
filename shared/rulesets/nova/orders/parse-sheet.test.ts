import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allLines, parseOrderText, parseSectionLines } from './parse-sheet';
import type { SheetLine, SheetRow } from './sheet';

const SHEET = `EMPIRE : Hegemony of Vorn     TURN : 2
Production : 250
Treasury : 366
Salvage : Units(Location) : 0
Pillage : Systems(Amount) : 0
Transfers : Amounts(Sender) : 50 (Empire B)
Bonus :
Total : 666
Expend : 400
Treasury : 266

EXPENDITURES (In Order of Priority)
RDT maintenance | 4 | 10 | 40
Scout           | 2 | 45 | 90
Colony          | 1 | 100 | 100

COMMISSIONS
DARING | LYRA || BOLD | LYRA

RESEARCH (In Order of Priority)
BL15-BL20 | B | (17) | [0] | +4 | [4]

MOVEMENT
START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT
LYRA | DARING (2 COL, 1 IC), BOLD | D - TEDDY | F,R,E | LYRA
LYRA | VALIANT | C-ALGOL-B | H,I,M+2 |
TEDDY | SWIFT | | Retreating |

GENERAL, SPECIFIC & CONDITIONAL ORDERS
GO: all ships Friendly to Empire A
`;

function rows(text: string): (SheetRow | null)[] {
  return allLines(parseOrderText(text)).map((l) => l.row);
}

function errors(text: string): { line: number; code: string; message: string; suggestion?: string }[] {
  return allLines(parseOrderText(text)).flatMap((l) => l.diagnostics.map(({ line, code, message, suggestion }) => ({ line, code, message, ...(suggestion ? { suggestion } : {}) })));
}

describe('a typed order sheet', () => {
  const [sheet] = parseOrderText(SHEET);
  const byKind = (kind: SheetRow['kind']) => (sheet?.lines ?? []).filter((l: SheetLine) => l.row?.kind === kind).map((l) => l.row);

  it('reads the header, with no error anywhere', () => {
    expect(sheet?.empire).toBe('Hegemony of Vorn');
    expect(sheet?.turn).toBe(2);
    expect(errors(SHEET)).toEqual([]);
  });

  it('reads the ledger, telling the two Treasury lines apart', () => {
    expect(byKind('ledger')).toEqual([
      { kind: 'ledger', field: 'production', amount: 250, detail: '' },
      { kind: 'ledger', field: 'treasury', amount: 366, detail: '' },
      { kind: 'ledger', field: 'salvage', amount: 0, detail: '' },
      { kind: 'ledger', field: 'pillage', amount: 0, detail: '' },
      { kind: 'ledger', field: 'transfers', amount: 50, detail: '(Empire B)' },
      { kind: 'ledger', field: 'bonus', amount: 0, detail: '' },
      { kind: 'ledger', field: 'total', amount: 666, detail: '' },
      { kind: 'ledger', field: 'expend', amount: 400, detail: '' },
      { kind: 'ledger', field: 'treasury-after', amount: 266, detail: '' },
    ]);
  });

  it('reads expenditures in priority order, commissions and research', () => {
    expect(byKind('expenditure')).toEqual([
      { kind: 'expenditure', item: 'RDT maintenance', quantity: 4, unitPrice: 10, cost: 40 },
      { kind: 'expenditure', item: 'Scout', quantity: 2, unitPrice: 45, cost: 90 },
      { kind: 'expenditure', item: 'Colony', quantity: 1, unitPrice: 100, cost: 100 },
    ]);
    expect(byKind('commission')).toEqual([{ kind: 'commission', entries: [{ ship: 'DARING', system: 'LYRA' }, { ship: 'BOLD', system: 'LYRA' }] }]);
    expect(byKind('research')).toEqual([{ kind: 'research', project: 'BL15-BL20', from: 'BL15', to: 'BL20', table: 'B', goal: 17, rdtsAtStart: 0, change: 4, rdtsAtEnd: 4 }]);
  });

  it('reads movement rows: ships with cargo, routes with warp letters, orders, retreats', () => {
    expect(byKind('movement')).toEqual([
      {
        kind: 'movement',
        start: 'LYRA',
        ships: [
          { name: 'DARING', cargo: ['2 COL', '1 IC'] },
          { name: 'BOLD', cargo: [] },
        ],
        route: [
          { kind: 'warp', letter: 'D' },
          { kind: 'system', name: 'TEDDY' },
        ],
        contact: ['F', 'R'],
        activity: [{ letter: 'E' }],
        setup: null,
        retreat: { kind: 'system', name: 'LYRA' },
        retreating: false,
      },
      {
        kind: 'movement',
        start: 'LYRA',
        ships: [{ name: 'VALIANT', cargo: [] }],
        route: [
          { kind: 'warp', letter: 'C' },
          { kind: 'system', name: 'ALGOL' },
          { kind: 'warp', letter: 'B' },
        ],
        contact: ['H'],
        activity: [{ letter: 'I' }, { letter: 'M', range: 2 }],
        setup: null,
        retreat: null,
        retreating: false,
      },
      { kind: 'movement', start: 'TEDDY', ships: [{ name: 'SWIFT', cargo: [] }], route: [], contact: [], activity: [], setup: null, retreat: null, retreating: true },
    ]);
  });

  it('keeps general orders as written', () => {
    expect(byKind('general')).toEqual([{ kind: 'general', text: 'GO: all ships Friendly to Empire A', order: 'GO' }]);
  });

  it('gives every input line exactly one row, blank lines included', () => {
    expect(allLines(parseOrderText(SHEET)).map((l) => l.line)).toEqual(SHEET.trimEnd().split('\n').map((_, i) => i + 1));
  });
});

describe('lines that cannot be read', () => {
  it('keeps the text and says why, with line and column', () => {
    const text = 'EMPIRE: Vorn\nMOVEMENT\nLYRA | DARING | D | F,Y,E | LYRA\n';
    const [sheet] = parseOrderText(text);
    const line = sheet?.lines[2];
    expect(line?.text).toBe('LYRA | DARING | D | F,Y,E | LYRA');
    expect(line?.diagnostics).toEqual([{ line: 3, column: 23, severity: 'error', code: 'UNKNOWN-ORDER', message: 'Movement: Y is not a NOVA order letter' }]);
  });

  it('flags more than two contact orders (NOVA 6.8)', () => {
    expect(errors('MOVEMENT\nLYRA | DARING | D | F,R,N | LYRA')).toMatchObject([{ line: 2, code: 'TOO-MANY-CONTACT' }]);
  });

  it('flags numbers that are not numbers, keeping the row unread', () => {
    const text = 'EXPENDITURES\nScout | lots | 45 | 90';
    expect(rows(text)[1]).toBeNull();
    expect(errors(text)).toMatchObject([{ line: 2, code: 'BAD-NUMBER', message: expect.stringContaining('"lots" is not a number'), suggestion: 'Scout | 2 | 45 | 90' }]);
  });

  it('flags a research project it cannot read, and a row before any section', () => {
    expect(errors('RESEARCH\nbeam lasers | B')).toMatchObject([{ code: 'UNREADABLE' }]);
    expect(errors('LYRA | DARING | D | F')).toMatchObject([{ code: 'UNREADABLE' }]);
  });

  it('suggests a near-certain section word', () => {
    expect(errors('Producton: 250')).toMatchObject([{ code: 'UNREADABLE', suggestion: 'Production' }]);
  });

  it('flags S without an empire, and a range on a letter that takes none', () => {
    expect(errors('MOVEMENT\nLYRA | DARING | D | F,S | LYRA')).toMatchObject([{ code: 'BAD-ORDER' }]);
    expect(errors('MOVEMENT\nLYRA | DARING | D | F,X+2 | LYRA')).toMatchObject([{ code: 'BAD-ORDER' }]);
    expect(rows('MOVEMENT\nLYRA | DARING | D | F,S(Empire A) | LYRA')[1]).toMatchObject({ activity: [{ letter: 'S', target: 'Empire A' }] });
  });

  // NOVA: IN-SYSTEM SETUP: "(D/n) … "D" is the direction of displacement from the centre of the warp point, and "n" is the number of hexes out".
  it('reads set-up (D/n) with its direction, and orders separated by slashes', () => {
    expect(rows('MOVEMENT\nLYRA | DARING | D | H/R (4/3) | LYRA')[1]).toMatchObject({ contact: ['H', 'R'], setup: { direction: 4, distance: 3 } });
    expect(rows('MOVEMENT\nLYRA | DARING | | G, ( 6 / 0 ) |')[1]).toMatchObject({ contact: ['G'], setup: { direction: 6, distance: 0 } });
  });

  it('a set-up with no direction (a literal D) is a warning and no set-up; a direction outside 1–6 is an error', () => {
    const sheet = parseOrderText('MOVEMENT\nLYRA | DARING | D | H/R (D/3) | LYRA')[0]!;
    const line = sheet.lines.find((l) => l.row?.kind === 'movement')!;
    expect(line.row).toMatchObject({ contact: ['H', 'R'], setup: null });
    expect(line.diagnostics).toMatchObject([{ severity: 'warning', code: 'SETUP-DIRECTION', column: 25 }]);
    expect(line.diagnostics[0]?.message).toContain('(4/3)');
    expect(errors('MOVEMENT\nLYRA | DARING | D | H (7/3) | LYRA')).toMatchObject([{ code: 'BAD-ORDER' }]);
  });
});

describe('a file of several empires', () => {
  it('splits at EMPIRE: lines and flags order lines that belong to nobody', () => {
    const text = 'MOVEMENT\n\nEMPIRE: Vorn\nMOVEMENT\nLYRA | DARING\n\nEMPIRE: Kessa  TURN: 2\nMOVEMENT\nELARA | SWIFT\n';
    const sheets = parseOrderText(text);
    expect(sheets.map((s) => [s.empire, s.turn])).toEqual([
      [null, null],
      ['Vorn', null],
      ['Kessa', 2],
    ]);
    expect(errors(text)).toMatchObject([{ line: 1, code: 'NO-EMPIRE' }]);
    expect(allLines(sheets)).toHaveLength(9);
  });
});

describe('the parser on any text', () => {
  it('never throws and returns exactly one row per input line', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('EMPIRE: X', 'MOVEMENT', 'RESEARCH', 'EXPENDITURES', 'COMMISSIONS', 'GENERAL ORDERS', 'A | B | C | D | E | F', '|||', '(((', 'Treasury: x')), { maxLength: 30 }), (parts) => {
        const text = parts.join('\n').replace(/\r/g, '');
        const lines = allLines(parseOrderText(text));
        const expected = text === '' ? 1 : text.split('\n').length - (text.endsWith('\n') && text.split('\n').length > 1 ? 1 : 0);
        expect(lines).toHaveLength(expected);
        expect(lines.map((l) => l.line)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
        for (const line of lines) if (line.row === null) expect(line.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('general, conditional and special orders (NOVA 6.9)', () => {
  it('tells GO, CO and SO apart, by their short or long names, and keeps the text', () => {
    const text = 'GENERAL ORDERS\nGO: Friendly vs Empire A\nConditional: if 50 MCr not received, H vs Empire A\nSpecific orders: BOLD Hostile vs Empire A\nSO - PICKET Guard\nall armies H';
    expect(rows(text).slice(1)).toEqual([
      { kind: 'general', text: 'GO: Friendly vs Empire A', order: 'GO' },
      { kind: 'general', text: 'Conditional: if 50 MCr not received, H vs Empire A', order: 'CO' },
      { kind: 'general', text: 'Specific orders: BOLD Hostile vs Empire A', order: 'SO' },
      { kind: 'general', text: 'SO - PICKET Guard', order: 'SO' },
      { kind: 'general', text: 'all armies H', order: null },
    ]);
  });
});

describe('research design projects and headings', () => {
  it('reads NSD, RSD and NMD projects (Table C)', () => {
    expect(rows('RESEARCH\nNSD Hornet | C | (2) | [0] | +1 | [1]')[1]).toEqual({ kind: 'research', project: 'NSD HORNET', from: '', to: '', design: { kind: 'NSD', name: 'HORNET' }, table: 'C', goal: 2, rdtsAtStart: 0, change: 1, rdtsAtEnd: 1 });
  });
  it('a row that starts with a heading word is a row, not a heading', () => {
    expect(rows('EXPENDITURES\nResearch report | 1 | 5 | 5')[1]).toMatchObject({ kind: 'expenditure', item: 'Research report' });
  });
});

describe('lines whose section is known', () => {
  it('reads each line in its own section, whatever it says', () => {
    const lines = parseSectionLines([
      { section: 'header', text: 'EMPIRE: Vorn  TURN: 2' },
      { section: 'ledger', text: 'Treasury : 300' },
      { section: 'ledger', text: 'Expend : 100' },
      { section: 'ledger', text: 'Treasury : 200' },
      { section: 'movement', text: 'RESEARCH' },
      { section: 'general', text: 'GO: F vs all' },
    ]);
    expect(lines.map((l) => l.row?.kind ?? null)).toEqual(['empire', 'ledger', 'ledger', 'ledger', null, 'general']);
    expect(lines[3]?.row).toMatchObject({ field: 'treasury-after' });
    expect(lines[4]?.diagnostics[0]?.code).toBe('MISSING-COLUMN');
  });
});

describe('a line longer than an order sheet may hold (issue 19, item 5)', () => {
  const long = `CALYX | ${Array.from({ length: 25_000 }, (_, i) => `ZOG ${i}`).join(', ')} | | Q |`;

  it('is kept as typed, not read, with one error saying its length and the limit', () => {
    const lines = allLines(parseOrderText(`EMPIRE : Vorn\nMOVEMENT\n${long}\nCALYX | WARDEN 1 | | T |`));
    expect(lines).toHaveLength(4);
    const line = lines[2] as SheetLine;
    expect(line.text).toBe(long);
    expect(line.row).toBeNull();
    expect(line.diagnostics).toEqual([
      expect.objectContaining({ line: 3, column: 1, severity: 'error', code: 'LINE-TOO-LONG', message: expect.stringMatching(/^line 3 is 2\d\d,\d\d\d characters; the longest line an order sheet may hold is 4,000: /) }),
    ]);
    // The section goes on: the next line is read as movement.
    expect(lines[3]?.row?.kind).toBe('movement');
  });

  it('is refused the same way when its section is known (the grid)', () => {
    const [line] = parseSectionLines([{ section: 'general', text: long }]);
    expect(line?.row).toBeNull();
    expect(line?.diagnostics.map((d) => d.code)).toEqual(['LINE-TOO-LONG']);
  });
});
