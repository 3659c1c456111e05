import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '../../test-support/render';
import { FAKE_TYPED, type FakeSection } from './test-support/fake-sheet';
import { TypedImportModal, type ImportPart, type ImportSource } from './TypedImportModal';

const PLAYERS = [
  { id: 'p1', name: 'Red' },
  { id: 'p2', name: 'Blue' },
];

async function open(source: ImportSource, existingRows: Record<string, number> = {}, onClose: () => void = () => {}) {
  const result: { stored: ImportPart<FakeSection>[] | null; done: boolean } = { stored: null, done: false };
  let n = 0;
  await renderInApp(
    <TypedImportModal
      typed={FAKE_TYPED}
      player={{ one: 'side', many: 'sides' }}
      players={PLAYERS}
      currentPlayerId="p1"
      existingRows={existingRows}
      turn={3}
      source={source}
      newId={() => `t${n++}`}
      store={async (parts) => {
        result.stored = parts;
      }}
      onClose={onClose}
      onDone={() => {
        result.done = true;
      }}
    />,
  );
  return result;
}

const TEXT = 'PLAYER: Red\nMOVES\nA | north\n?what\nPLAYER: Bleu\nNOTES\nhello\n';

describe('the shared import dialog, with a typed format of no ruleset', () => {
  it('previews each sheet with its rows and unreadable lines, suggests a near name without taking it, and stores every row', async () => {
    const result = await open({ name: 'pasted text', text: '', pasted: true });
    await expect.element(page.getByText('Sheets start at PLAYER: lines.')).toBeVisible();
    await userEvent.fill(page.getByTestId('import-text'), TEXT);
    const preview = page.getByTestId('import-preview');
    await expect.element(preview).toHaveTextContent('Red21');
    await expect.element(preview).toHaveTextContent('Bleu10');
    await expect.element(preview.getByText('Side', { exact: true })).toBeVisible();
    const second = page.getByRole('combobox', { name: 'Side of sheet 2' });
    await expect.element(second).toHaveAttribute('placeholder', 'did you mean Blue?');
    await expect.element(page.getByText('Choose the side of every sheet: 1 sheet(s) have rows and no side.')).toBeVisible();
    await expect.element(page.getByTestId('import-confirm')).toBeDisabled();

    await userEvent.click(second);
    await userEvent.click(page.getByRole('option', { name: 'Blue' }));
    await userEvent.click(page.getByTestId('import-confirm'));
    await expect.poll(() => result.done).toBe(true);
    expect(result.stored).toEqual([
      {
        playerId: 'p1',
        name: 'pasted text',
        text: TEXT,
        mode: 'append',
        lines: [
          { id: expect.any(String), section: 'moves', text: 'A | north', keepInvalid: false },
          { id: expect.any(String), section: 'moves', text: '?what', keepInvalid: false },
        ],
      },
      { playerId: 'p2', name: 'pasted text', text: TEXT, mode: 'append', lines: [{ id: expect.any(String), section: 'notes', text: 'hello', keepInvalid: false }] },
    ]);
    await expect.element(page.getByText('Orders imported')).toBeVisible();
  });

  it('names a line too long to read, with its length and the limit, and imports it as a row kept as typed (issue 19, item 5)', async () => {
    const long = `A | ${'x'.repeat(199_996)}`;
    const result = await open({ name: 'orders.txt', text: `PLAYER: Red\nMOVES\n  ${long}\n`, pasted: false });
    await expect.element(page.getByTestId('import-oversized')).toHaveTextContent('line 3 is 200,002 characters; the longest line an order sheet may hold is 4,000');
    await userEvent.click(page.getByTestId('import-confirm'));
    // Kept once as typed: the row's text, and the line as typed only where it differs (its leading spaces).
    await expect.poll(() => result.stored?.[0]?.lines.map((l) => [l.text.length, l.original?.length])).toEqual([[200_000, 200_002]]);
  });

  it('gives a single sheet that names nobody to the open player', async () => {
    const result = await open({ name: 'orders.txt', text: 'NOTES\nonly a note\n', pasted: false });
    await expect.element(page.getByTestId('import-preview')).toHaveTextContent('(no PLAYER: line)1');
    expect(document.querySelector('[data-testid="import-text"]')).toBeNull();
    await userEvent.click(page.getByTestId('import-confirm'));
    await expect.poll(() => result.stored?.map((p) => [p.playerId, p.lines.length])).toEqual([['p1', 1]]);
  });

  it('gives a single sheet that names no player of the game to the open player, and says so', async () => {
    const result = await open({ name: 'orders.txt', text: 'PLAYER: Rd\nNOTES\nonly a note\n', pasted: false });
    await expect.element(page.getByTestId('import-guessed')).toHaveTextContent('The sheet says “Rd”, which is no side\'s name: its rows go to Red, the side open on screen');
    await userEvent.click(page.getByTestId('import-confirm'));
    await expect.poll(() => result.stored?.map((p) => [p.playerId, p.mode])).toEqual([['p1', 'append']]);
  });

  it('asks before importing onto a sheet that has rows: replace, append or cancel', async () => {
    let closed = false;
    const result = await open({ name: 'orders.txt', text: 'PLAYER: Red\nMOVES\nA | north\n', pasted: false }, { p1: 4 }, () => {
      closed = true;
    });
    await expect.element(page.getByTestId('import-filled')).toHaveTextContent('Red already has 4 rows for turn 3. Replace those rows with the imported ones, or append the imported rows after them?');
    expect(document.querySelector('[data-testid="import-confirm"]')).toBeNull();
    await userEvent.click(page.getByTestId('import-cancel'));
    expect(closed).toBe(true);
    expect(result.stored).toBeNull();
    await userEvent.click(page.getByTestId('import-replace'));
    await expect.poll(() => result.stored?.map((p) => [p.playerId, p.mode])).toEqual([['p1', 'replace']]);
  });

  it('appends when asked to', async () => {
    const result = await open({ name: 'orders.txt', text: 'PLAYER: Blue\nMOVES\nA | north\n', pasted: false }, { p2: 2 });
    await expect.element(page.getByTestId('import-filled')).toHaveTextContent('Blue already has 2 rows');
    await userEvent.click(page.getByTestId('import-append'));
    await expect.poll(() => result.stored?.map((p) => [p.playerId, p.mode])).toEqual([['p2', 'append']]);
  });
});
