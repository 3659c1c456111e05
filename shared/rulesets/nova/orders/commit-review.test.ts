import { describe, expect, it } from 'vitest';
import type { OrderSheet } from '../../../model/entities';
import type { TurnEvent } from '../turn/events';
import { fixture } from './check-fixture';
import { novaCommitReview } from './commit-review';
import { parsedLines, sheetRows } from './stored';

const lines = [
  { id: 'a', section: 'expenditures' as const, text: 'Colony | lots | 60 | 60', keepInvalid: false },
  { id: 'b', section: 'movement' as const, text: 'LYRA | VALIANT | C | F', keepInvalid: false },
  { id: 'c', section: 'movement' as const, text: 'LYRA | NOBODY | C | F', keepInvalid: true },
  { id: 'd', section: 'movement' as const, text: 'LYRA | BOLD | D | F', keepInvalid: false },
  { id: 'e', section: 'general' as const, text: 'please send my sitrep early, thanks', keepInvalid: false },
];
const sheet = { gameId: 'g', id: 'o.1.e1', empireId: 'e1', turn: 1, status: 'entered', missedTurn: false, imports: [], ...parsedLines(lines) } as unknown as OrderSheet;
const input = fixture();

describe('the review before a commit', () => {
  it('lists each row in error with what the turn does with it, and the notes to the GM', () => {
    const events = [{ step: 'D', empireId: 'e1', systemId: null, audience: [], kind: 'order-error', line: 2, text: 'LYRA | VALIANT | C | F', code: 'NT', reason: 'VALIANT is not in LYRA', unitIds: [] }] as unknown as TurnEvent[];
    const review = novaCommitReview({ turn: 1, empires: input.empires, sheets: [sheet], checkInput: () => input, events });
    expect(review).toHaveLength(1);
    expect(review[0]?.name).toBe('AROMA');
    expect(review[0]?.rows.map((r) => [r.line, r.section, r.codes, r.dropped, r.kept, r.outcome])).toEqual([
      [1, 'Expenditures', ['BAD-NUMBER'], true, false, 'not carried out: the line could not be read'],
      [2, 'Movement', ['NT'], false, false, 'carried out as far as it goes; the turn reports NT, VALIANT is not in LYRA'],
      [3, 'Movement', ['DNE'], true, true, 'not carried out: kept as written, invalid'],
    ]);
    expect(review[0]?.notes).toEqual([{ line: 5, text: 'please send my sitrep early, thanks' }]);
  });

  it('says how the turn reads a row in error that it carries out with no report', () => {
    const review = novaCommitReview({ turn: 1, empires: input.empires, sheets: [sheet], checkInput: () => input, events: [] });
    expect(review[0]?.rows[1]?.outcome).toBe('read as movement from LYRA: VALIANT; warp C; F');
  });

  it('a line kept as written is not carried out: the engine gets it unread', () => {
    expect(sheetRows(sheet as never).map((r) => r.row === null)).toEqual([true, false, true, false, false]);
  });

  // NOVA: PLAYER ELIMINATION (8.2): an eliminated empire's sheet is not carried out; each row says why, none is silently dropped.
  it('an eliminated empire: every row is "empire eliminated on turn N: not carried out"', () => {
    const empires = input.empires.map((e) => (e.id === 'e1' ? { ...e, nova: { eliminatedTurn: 3 } } : e));
    const review = novaCommitReview({ turn: 4, empires, sheets: [{ ...sheet, turn: 4 } as OrderSheet], checkInput: () => ({ ...input, empires }), events: [] });
    expect(review[0]?.rows.map((r) => [r.line, r.codes, r.dropped, r.outcome])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, n === 1 ? ['BAD-NUMBER', 'ELIMINATED'] : ['ELIMINATED'], true, 'empire eliminated on turn 3: not carried out (NOVA 8.2 PLAYER ELIMINATION)']),
    );
  });
});
