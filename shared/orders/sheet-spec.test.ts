import { describe, expect, it } from 'vitest';
import { blankRowsOf, completeCell, currentToken, sectionSpec, shownIn, type OrderSheetSpec } from './sheet-spec';

/** A sheet of no ruleset: routes of steps and free notes, completion from a list of names given as its context. */
const spec: OrderSheetSpec<'route' | 'notes' | 'old', null, readonly string[]> = {
  groups: [{ id: 'all', title: 'All' }],
  sections: [
    { id: 'route', title: 'Routes', group: 'all', columns: [{ id: 'who', label: 'Who', width: 1 }, { id: 'steps', label: 'Steps', width: 2, separators: /\s*-\s*/ }] },
    { id: 'notes', title: 'Notes', group: 'all', blankRows: 0, shows: ['old'], columns: [{ id: 'text', label: 'Text', width: 1 }] },
  ],
  split: (text) => text.split('|'),
  join: (cells) => cells.join(' | '),
  check: (lines) => lines.map(() => ({ diagnostics: [], unreadable: false })),
  candidates: (names, request) => (request.columnId === 'steps' ? (names ?? []).map((value) => ({ value, hint: 'place' })) : []),
};

const request = (value: string, column = 1) => ({ section: 'route' as const, column, columnId: column === 1 ? 'steps' : 'who', cells: ['A', value], value, lineIndex: null });

describe('the order sheet contract', () => {
  it('finds the section a stored line shows in: its own, one that shows it, else the first', () => {
    expect(shownIn(spec, 'notes')).toBe('notes');
    expect(shownIn(spec, 'old')).toBe('notes');
    expect(shownIn(spec, 'lost' as never)).toBe('route');
    expect(sectionSpec(spec, 'lost' as never).id).toBe('route');
  });

  it('always shows at least one blank row', () => {
    expect(spec.sections.map(blankRowsOf)).toEqual([1, 1]);
    expect(blankRowsOf({ id: 'x', title: 'X', group: 'all', columns: [], blankRows: 2.5 })).toBe(2);
  });

  it('completes the word after the last separator of a list cell (a separator without the g flag works too)', () => {
    expect(currentToken('ALGOL - LY', /\s*-\s*/)).toEqual({ start: 8, token: 'LY' });
    expect(currentToken('ALGOL - LY')).toEqual({ start: 0, token: 'ALGOL - LY' });
    const names = ['LYRA', 'ALGOL', 'POLY'];
    expect(completeCell(spec, names, request('ALGOL - LY'))).toEqual({ start: 8, items: [{ value: 'LYRA', hint: 'place' }, { value: 'POLY', hint: 'place' }] });
    // A word typed in full is not offered again; nothing is offered where the spec has no candidates.
    expect(completeCell(spec, names, request('LYRA')).items).toEqual([]);
    expect(completeCell(spec, names, request('L', 0)).items).toEqual([]);
    expect(completeCell(spec, names, request(''), 2).items.map((c) => c.value)).toEqual(['LYRA', 'ALGOL']);
  });
});
