// NOVA: PENALTIES, NEGATIVE TREASURIES — digest §10.3 A19: "penalties may go negative without limit. Does interest apply to
// penalty-caused debt? Unstated." Warpdesk's reading: a fine is taken at step C like any expenditure (turn/penalties.ts), so
// a treasury it takes below zero is a debt new this turn and bears the one-time 100% interest; the GM rules otherwise with a
// treasury ruling (Turn → Rulings), kept with its note.
import { describe, expect, it } from 'vitest';
import { debtInterest } from './step-end-finance';

describe('A19: interest on a debt made by fines', () => {
  it('a treasury of 20 fined 50 MCr ends at −30 and pays 30 interest, as any new debt', () => {
    expect(debtInterest(20, 20 - 50)).toBe(30);
  });
  it('a debt brought forward does not bear it again; only the part new this turn does', () => {
    expect(debtInterest(-70, -70)).toBe(0);
    expect(debtInterest(-70, -70 - 10)).toBe(10);
  });
});
