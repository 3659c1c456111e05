import { describe, expect, it } from 'vitest';
import { checkSheet } from './check';
import { fixture } from './check-fixture';
import { parseOrderText } from './parse-sheet';

function check(...general: string[]) {
  const lines = parseOrderText(['GENERAL, SPECIFIC & CONDITIONAL ORDERS', ...general].join('\n')).at(0)?.lines ?? [];
  return checkSheet(lines, fixture())
    .filter((d) => d.code === 'TRANSFER')
    .map((d) => [d.line, d.severity, d.message]);
}

// NOVA: TRANSFER OF UNITS (6.10) on the sheet.
describe('unit transfers on the sheet (NOVA: TRANSFER OF UNITS)', () => {
  it('a transfer of the empire\'s ship to an empire in Normal contact is read without a problem', () => {
    expect(check('Transfer BOLD to Empire A')).toEqual([]);
    expect(check('Transfer BOLD, DARING to Empire A simultaneously')).toEqual([]);
    // NOVA: MISSILE LAUNCHERS: the designs handed over are named after the receiver.
    expect(check('Transfer BOLD to Empire A with missiles Mark 7, Mark 8')).toEqual([]);
  });

  // "Unit transfers can only occur between empires with Normal or Full Contact."
  it('refuses a receiver met only by Minor contact, or never met', () => {
    expect(check('Transfer BOLD to PLAYER 1')).toEqual([[2, 'error', expect.stringContaining('"PLAYER 1" is not an empire this empire has Normal or Full contact with')]]);
    expect(check('Transfer BOLD to PAGAN')).toEqual([[2, 'error', expect.stringContaining('"PAGAN" is not an empire')]]);
  });

  it('refuses a unit the empire does not have', () => {
    expect(check('Transfer INTREPID to Empire A')).toEqual([[2, 'error', 'INTREPID is not a unit of this empire: nothing to transfer (NOVA 6.10)']]);
  });

  // "You may disable ship components prior to transfer."
  it('warns of a component to disable that the ship does not have', () => {
    expect(check('Transfer BOLD to Empire A, disable BL, DC')).toEqual([]);
    expect(check('Transfer DARING to Empire A, disable BL')).toEqual([[2, 'warning', 'DARING has no BL to disable before the transfer (NOVA 6.10)']]);
  });

  // "Transfers may be conditional"
  it('says a conditional transfer waits for the GM\'s ruling', () => {
    expect(check('CO: Transfer BOLD to Empire A if Empire A sends 50 MCr')).toEqual([[2, 'warning', expect.stringContaining('only when the GM rules its condition met')]]);
  });
});
