import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { withChecks } from '../../../../shared/rulesets/nova/orders/check';
import { buildContext } from '../../../../shared/rulesets/nova/orders/check-context';
import { fixture } from '../../../../shared/rulesets/nova/orders/check-fixture';
import { readStoredLines, type StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { renderInApp } from '../../../test-support/render';
import { NovaOrderGrid } from './NovaOrderGrid';

const input = fixture();
const context = buildContext(input);
let latest: StoredLine[] = [];
let n = 0;

/** The grid with its lines in React state and undo kept as a stack, as the Orders screen does. */
function Harness({ initial }: { initial: StoredLine[] }) {
  const [history, setHistory] = useState<{ past: StoredLine[][]; lines: StoredLine[]; future: StoredLine[][] }>({ past: [], lines: initial, future: [] });
  latest = history.lines;
  const checked = withChecks(readStoredLines(history.lines), input);
  return (
    <NovaOrderGrid
      lines={history.lines}
      checked={checked}
      context={context}
      newId={() => `n${n++}`}
      onChange={(next) => setHistory((h) => ({ past: [...h.past, h.lines], lines: next, future: [] }))}
      onUndo={() => setHistory((h) => (h.past.length === 0 ? h : { past: h.past.slice(0, -1), lines: h.past.at(-1) as StoredLine[], future: [h.lines, ...h.future] }))}
      onRedo={() => setHistory((h) => (h.future.length === 0 ? h : { past: [...h.past, h.lines], lines: h.future[0] as StoredLine[], future: h.future.slice(1) }))}
    />
  );
}

async function mount(initial: StoredLine[] = []) {
  await renderInApp(<Harness initial={initial} />);
  const grid = page.getByTestId('order-grid');
  (grid.element() as HTMLElement).focus();
  return grid;
}

const texts = () => latest.map((l) => `${l.section}: ${l.text}`);

describe('the order grid in Chromium', () => {
  it('types a movement row cell by cell: type to overwrite, Tab right, Enter down to where typing began', async () => {
    await mount();
    // Rows: income, expenditures, commissions, research (empty rows), then movement's.
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('LYRA{Tab}BOLD{Tab}C - ALGOL{Tab}F{Tab}LYRA{Enter}');
    await userEvent.keyboard('LYRA{Tab}DARING{Enter}');
    expect(texts()).toEqual(['movement: LYRA | BOLD | C - ALGOL | F | LYRA', 'movement: LYRA | DARING']);
  });

  it('F2 edits a cell with its text, Escape cancels, Delete clears, undo and redo', async () => {
    await mount([{ id: 'a', section: 'movement', text: 'LYRA | VALIANT | C | F', keepInvalid: false }]);
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}{F2}');
    await expect.element(page.getByTestId('cell-editor')).toHaveValue('VALIANT');
    await userEvent.keyboard('X{Escape}');
    expect(texts()).toEqual(['movement: LYRA | VALIANT | C | F']);
    await userEvent.keyboard('{Delete}');
    expect(texts()).toEqual(['movement: LYRA |  | C | F']);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(texts()).toEqual(['movement: LYRA | VALIANT | C | F']);
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(texts()).toEqual(['movement: LYRA |  | C | F']);
  });

  it('shows the checker’s code on the row and keeps an invalid line as written with Ctrl+K', async () => {
    await mount([{ id: 'a', section: 'movement', text: 'LYRA | VALIANT | C | F', keepInvalid: false }]);
    await expect.element(page.getByTestId('row-code')).toHaveTextContent('NT');
    await expect.element(page.getByText('NT: VALIANT is in ALGOL, not in LYRA — did you mean ALGOL?')).toBeVisible();
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(latest[0]?.keepInvalid).toBe(true);
    await userEvent.click(page.getByTestId('keep-invalid'));
    expect(latest[0]?.keepInvalid).toBe(false);
  });

  // NOVA: DISTORTION GENERATOR (I-SETUP) and RESEARCH PROJECTS (RES-START): the order check's words, on the row, before the turn runs.
  it('shows I-SETUP on an interdiction row whose DG does not cover the warp point from its set-up', async () => {
    await mount([{ id: 'a', section: 'movement', text: 'LYRA | PICKET | | H,I (4/12) |', keepInvalid: false }]);
    await expect.element(page.getByTestId('row-code')).toHaveTextContent('I-SETUP');
    await expect.element(page.getByText("I-SETUP: PICKET's DG20 does not cover the entire warp point (radius 9 hexes) set up 12 hexes from the warp point's centre (4/12): its interdiction order is ignored (NOVA: DISTORTION GENERATOR)")).toBeVisible();
  });

  it('shows RES-START on a research row on a technology the empire lacks that does not start from 0', async () => {
    await mount([{ id: 'a', section: 'research', text: 'EW5-EW6 | B | | [0] | +1 | [1]', keepInvalid: false }]);
    await expect.element(page.getByTestId('row-code')).toHaveTextContent('RES-START');
    await expect.element(page.getByText(/^RES-START: EW5-EW6: the empire has no EW technology \(its current level is EW0\), not EW5, so a project on EW starts from EW0/)).toBeVisible();
  });

  it('inserts, deletes and reorders rows; Shift+arrows select a range that Delete clears', async () => {
    await mount([
      { id: 'a', section: 'expenditures', text: 'Scout | 2 | 45 | 90', keepInvalid: false },
      { id: 'b', section: 'expenditures', text: 'Colony | 1 | 60 | 60', keepInvalid: false },
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(texts()).toEqual(['expenditures: Colony | 1 | 60 | 60', 'expenditures: Scout | 2 | 45 | 90']);
    await userEvent.keyboard('{Insert}');
    expect(texts()).toEqual(['expenditures: ', 'expenditures: Colony | 1 | 60 | 60', 'expenditures: Scout | 2 | 45 | 90']);
    await userEvent.keyboard('{Control>}{Delete}{/Control}');
    expect(texts()).toEqual(['expenditures: Colony | 1 | 60 | 60', 'expenditures: Scout | 2 | 45 | 90']);
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{ArrowRight}{/Shift}{Delete}');
    expect(texts()).toEqual(['expenditures: Colony |  |  | 60', 'expenditures: Scout |  |  | 90']);
  });

  it('offers only what the empire may name: its ships in the START system', async () => {
    await mount([{ id: 'a', section: 'movement', text: 'LYRA', keepInvalid: false }]);
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('B');
    await expect.element(page.getByTestId('completion')).toHaveTextContent('BOLD');
    expect(page.getByTestId('completion').element().textContent).not.toContain('VALIANT');
    await userEvent.keyboard('{ArrowDown}{Enter}{Enter}');
    expect(texts()).toEqual(['movement: LYRA | BOLD']);
  });

  it('copies a selected range as tab-separated text, as a spreadsheet reads it', async () => {
    const grid = await mount([
      { id: 'a', section: 'expenditures', text: 'Scout | 2 | 45 | 90', keepInvalid: false },
      { id: 'b', section: 'expenditures', text: 'Colony | 1 | 60 | 60', keepInvalid: false },
    ]);
    await userEvent.keyboard('{ArrowDown}{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    const data = new DataTransfer();
    (grid.element() as HTMLElement).dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    expect(data.getData('text/plain')).toBe('Scout\t2\nColony\t1');
  });

  it('does not offer a ship that already has orders on another row', async () => {
    await mount([
      { id: 'a', section: 'movement', text: 'LYRA | BOLD', keepInvalid: false },
      { id: 'b', section: 'movement', text: 'LYRA', keepInvalid: false },
    ]);
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}M');
    await expect.element(page.getByTestId('completion')).toHaveTextContent('MULE');
    await userEvent.keyboard('{Backspace}B');
    expect(document.querySelector('[data-testid="completion"]')).toBeNull();
  });

  it('shows long text whole, in the cell, and every heading whole (issue 17, item 5)', async () => {
    await page.viewport(1280, 800);
    await mount([
      { id: 'a', section: 'movement', text: 'LYRA | IRON FIST 1, IRON FIST 2, IRON FIST 3 | H - ZARKON - G - QUILON - B | F,R | LYRA', keepInvalid: false },
      { id: 'b', section: 'research', text: 'BL15-BL20 | B | (17) | [0] | +4 | [4]', keepInvalid: false },
    ]);
    const cells = [...document.querySelectorAll<HTMLElement>('[data-testid="section-movement"] [data-testid="order-cell"]')];
    const ships = cells.find((c) => c.textContent?.startsWith('IRON FIST 1'));
    expect(ships?.textContent).toBe('IRON FIST 1, IRON FIST 2, IRON FIST 3');
    for (const cell of cells) expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
    const heads = [...document.querySelectorAll<HTMLElement>('[data-testid="section-research"] th')];
    expect(heads.map((h) => h.textContent)).toEqual(['Project', 'Table', '(Goal)', '[At start]', 'Changes', '[At end]', 'Check']);
    for (const head of heads) expect(head.scrollWidth).toBeLessThanOrEqual(head.clientWidth + 1);
  });
});
