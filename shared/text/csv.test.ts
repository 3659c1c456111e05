import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv';

const cells = (text: string) => readCsv(text).rows.map((r) => r.cells);

describe('CSV as spreadsheets write it', () => {
  it('finds the separator: commas, semicolons (European Excel), tabs, pipes', () => {
    expect(cells('name;x;notes\nALGOL;1,5;a, b\n')).toEqual([['name', 'x', 'notes'], ['ALGOL', '1,5', 'a, b']]);
    expect(readCsv('name\tx\nALGOL\t1').delimiter).toBe('\t');
    expect(cells('name|x\nALGOL|1')).toEqual([['name', 'x'], ['ALGOL', '1']]);
  });
  it('reads a byte-order mark, CRLF, a mix of line ends, quotes spanning lines, blank lines, with the line each row starts on', () => {
    expect(readCsv('\ufeffname;notes\r\nALGOL;"two\r\nlines"\r\n\r\nVEGA;x\n').rows).toEqual([
      { line: 1, cells: ['name', 'notes'] },
      { line: 2, cells: ['ALGOL', 'two\nlines'] },
      { line: 5, cells: ['VEGA', 'x'] },
    ]);
  });
  it('says where a quote is never closed', () => {
    expect(readCsv('name,notes\nALGOL,"open\nVEGA,x\n').error).toEqual({ line: 2, message: 'a quoted cell is never closed (a " is missing)' });
  });
  it('writes what needs quoting quoted, keeps formulas as text, and reads back what it wrote', () => {
    expect(writeCsv([['id', 'name'], ['s1', 'A, B'], ['s2', '=cmd'], ['s3', '-120']])).toBe('id,name\ns1,"A, B"\ns2,"\'=cmd"\ns3,-120\n');
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const width = rows[0]?.length ?? 2;
        const table = [Array.from({ length: width }, (_, i) => `c${i}`), ...rows.map((r) => Array.from({ length: width }, (_, i) => `x${(r[i] ?? '').replace(/\r/g, '')}`))];
        expect(cells(writeCsv(table))).toEqual(table);
      }),
      { numRuns: 300 },
    );
  });
});
