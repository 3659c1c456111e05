import { describe, expect, it } from 'vitest';
import { cargoOrderOf, readCargoOrderLine } from './cargo-order';

// NOVA: CARGO HOLDS "Unless specified in a player's orders, cargo is loaded in cheapest / smallest / alphabetical order."
describe('the cargo order a sheet specifies', () => {
  it('reads the GENERAL-block lines that set it, with or without a prefix, in any case', () => {
    expect(readCargoOrderLine('Load cargo as written')).toBe('written');
    expect(readCargoOrderLine('GO: load cargo in the order written.')).toBe('written');
    expect(readCargoOrderLine('cargo in the order it is written')).toBe('written');
    expect(readCargoOrderLine('SO: Load cargo cheapest first')).toBe('book');
    expect(readCargoOrderLine("load cargo in the book's order")).toBe('book');
    expect(readCargoOrderLine('GO: all ships Friendly to Empire A')).toBeNull();
    expect(readCargoOrderLine('Transfer HAMMER 1 to Empire A')).toBeNull();
  });

  it('the last such line of the sheet wins; without one, the game setting', () => {
    const general = (text: string) => ({ row: { kind: 'general', text } });
    expect(cargoOrderOf([], 'book')).toBe('book');
    expect(cargoOrderOf([], 'written')).toBe('written');
    expect(cargoOrderOf([general('Load cargo as written')], 'book')).toBe('written');
    expect(cargoOrderOf([general('Load cargo as written'), general('Load cargo cheapest first')], 'book')).toBe('book');
    expect(cargoOrderOf([general('Load cargo cheapest first')], 'written')).toBe('book');
    // Only the GENERAL block counts.
    expect(cargoOrderOf([{ row: { kind: 'movement', text: 'Load cargo as written' } }], 'book')).toBe('book');
  });

  it('is linear: a 20,000-character line of spaces is refused at once, and a long line is not read', () => {
    expect(readCargoOrderLine(`Load cargo${' '.repeat(20_000)}as written x`)).toBeNull();
    expect(readCargoOrderLine(`Load${' '.repeat(20_000)}cargo as written`)).toBeNull();
  });
});
