import { useCallback, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderLine } from '../../../shared/orders/sheet-spec';
import { renderInApp } from '../../test-support/render';
import { OrderGrid } from './OrderGrid';
import { FAKE_SHEET, type FakeCheckContext, type FakeCompletion, type FakeSection } from './test-support/fake-sheet';
import { useLineHistory } from './useLineHistory';

type Line = OrderLine<FakeSection>;

const CHECK: FakeCheckContext = { word: 'bad', instead: 'good' };
const COMPLETION: FakeCompletion = { units: ['ALPHA', 'BRAVO'], places: ['NORTH', 'SOUTH', 'SOUTHEAST'] };

let latest: Line[] = [];
let saves: Line[][] = [];
let failSaves = false;
let n = 0;

/** The grid of a sheet of no ruleset, with its lines held, undone and saved by useLineHistory as a ruleset's Orders page does. */
function Harness({ initial }: { initial: Line[] }) {
  const load = useCallback(async () => initial, [initial]);
  const save = useCallback(async (lines: Line[]) => {
    if (failSaves) throw new Error('the disk is full');
    saves.push(lines);
  }, []);
  const history = useLineHistory(load, save);
  const lines = useMemo(() => history.lines ?? [], [history.lines]);
  latest = lines;
  const checks = useMemo(() => FAKE_SHEET.check(lines, CHECK), [lines]);
  if (!history.lines) return null;
  return <OrderGrid spec={FAKE_SHEET} lines={lines} checks={checks} completion={COMPLETION} onChange={history.change} onUndo={history.undo} onRedo={history.redo} newId={() => `n${n++}`} />;
}

async function mount(initial: Line[] = []) {
  latest = [];
  saves = [];
  failSaves = false;
  await renderInApp(<Harness initial={initial} />);
  const grid = page.getByTestId('order-grid');
  await expect.element(grid).toBeInTheDocument();
  (grid.element() as HTMLElement).focus();
  return grid;
}

const line = (id: string, section: FakeSection, text: string, more: Partial<Line> = {}): Line => ({ id, section, text, keepInvalid: false, ...more });
const texts = () => latest.map((l) => `${l.section}: ${l.text}`);

describe('the shared order grid, with a sheet of no ruleset', () => {
  it('shows the spec’s groups, sections, column heads, blank rows and placeholders; a stored section shows where the spec says', async () => {
    await mount([line('m', 'memo', 'an old memo')]);
    await expect.element(page.getByRole('heading', { name: 'Left side' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Right side' })).toBeVisible();
    const moves = page.getByTestId('section-moves');
    expect([...moves.element().querySelectorAll('th')].map((th) => th.textContent)).toEqual(['UNIT', 'STEPS', 'NOTE', 'Check']);
    expect(moves.getByTestId('order-new-row').elements()).toHaveLength(1);
    const blank = moves.getByTestId('order-new-row').getByTestId('order-cell');
    expect(blank.elements().map((cell) => cell.textContent)).toEqual(['…', 'a, b', '']);
    expect(getComputedStyle(blank.nth(2).element()).textAlign).toBe('right');
    const notes = page.getByTestId('section-notes');
    expect(notes.getByTestId('order-new-row').elements()).toHaveLength(2);
    await expect.element(notes.getByTestId('order-row')).toHaveTextContent('an old memo');
  });

  it('types a row with Tab and Enter; the check flags the context’s word with its code and fix; Ctrl+K keeps it as written', async () => {
    await mount();
    await userEvent.keyboard('A{Tab}north, bad{Enter}');
    expect(texts()).toEqual(['moves: A | north, bad']);
    await expect.element(page.getByTestId('row-code')).toHaveTextContent('WORD');
    await expect.element(page.getByText('WORD: "bad" may not be written — did you mean good?')).toBeVisible();
    await expect.element(page.getByTestId('order-row')).toHaveAttribute('data-error', 'true');
    // Enter went down to the blank row; back up to the line.
    await userEvent.keyboard('{ArrowUp}{Control>}k{/Control}');
    expect(latest[0]?.keepInvalid).toBe(true);
    await expect.element(page.getByTestId('order-row')).not.toHaveAttribute('data-error');
    await expect.element(page.getByText('kept invalid')).toBeVisible();
    await userEvent.click(page.getByTestId('keep-invalid'));
    expect(latest[0]?.keepInvalid).toBe(false);
  });

  it('shows an unreadable line’s text as typed, and a warning in yellow without making the row red', async () => {
    await mount([line('a', 'notes', '?what', { original: '  ? what' }), line('b', 'notes', 'a note that is much longer than thirty characters')]);
    await expect.element(page.getByText('UNREADABLE: a line cannot start with "?" (as typed: “  ? what”)')).toBeVisible();
    const rows = page.getByTestId('order-row');
    await expect.element(rows.nth(1)).not.toHaveAttribute('data-error');
    await expect.element(rows.nth(1).getByTestId('row-code')).toHaveTextContent('LONG');
  });

  it('completes from the ruleset’s context, on the word after the last separator of a list cell', async () => {
    await mount();
    await userEvent.keyboard('B');
    await expect.element(page.getByTestId('completion')).toHaveTextContent('BRAVO');
    expect(page.getByTestId('completion').element().textContent).not.toContain('ALPHA');
    await userEvent.keyboard('{ArrowDown}{Enter}{Tab}north, sou');
    await expect.element(page.getByTestId('completion')).toHaveTextContent('SOUTHEAST');
    await userEvent.keyboard('{ArrowDown}{Enter}{Enter}');
    expect(texts()).toEqual(['moves: BRAVO | north, SOUTH']);
  });

  it('pastes a spreadsheet block, copies a range, inserts, reorders, deletes, and undoes and redoes through the history, saving each edit', async () => {
    const grid = await mount();
    const paste = (text: string) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      (grid.element() as HTMLElement).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    };
    paste('A\tnorth\nB\tsouth\t3\n');
    await expect.poll(texts).toEqual(['moves: A | north', 'moves: B | south | 3']);
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    const data = new DataTransfer();
    (grid.element() as HTMLElement).dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    expect(data.getData('text/plain')).toBe('A\tnorth\nB\tsouth');
    await userEvent.keyboard('{Escape}{Alt>}{ArrowUp}{/Alt}');
    expect(texts()).toEqual(['moves: B | south | 3', 'moves: A | north']);
    await userEvent.keyboard('{Insert}');
    expect(texts()).toEqual(['moves: ', 'moves: B | south | 3', 'moves: A | north']);
    await userEvent.keyboard('{Control>}{Delete}{/Control}');
    expect(texts()).toEqual(['moves: B | south | 3', 'moves: A | north']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(texts()).toEqual(['moves: ', 'moves: B | south | 3', 'moves: A | north']);
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(texts()).toEqual(['moves: A | north', 'moves: B | south | 3']);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(texts()).toEqual(['moves: B | south | 3', 'moves: A | north']);
    await expect.poll(() => saves.at(-1)?.map((l) => l.text)).toEqual(['B | south | 3', 'A | north']);
    // Four edits, three undos and a redo: each one saved, in order.
    expect(saves).toHaveLength(8);
  });

  it('types into either blank row of a section, and says so when an edit cannot be saved', async () => {
    await mount();
    // Rows: the blank row of Moves, then the two of Notes.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}first note{Enter}');
    expect(texts()).toEqual(['notes: first note']);
    failSaves = true;
    await userEvent.keyboard('second{Enter}');
    expect(texts()).toEqual(['notes: first note', 'notes: second']);
    await expect.element(page.getByText('The orders could not be saved')).toBeVisible();
  });
});
