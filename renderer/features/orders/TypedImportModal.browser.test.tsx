import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '../../test-support/render';
import { FAKE_TYPED, type FakeSection } from './test-support/fake-sheet';
import { TypedImportModal, type ImportPart, type ImportSource } from './TypedImportModal';

const PLAYERS = [
  { id: 'p1', name: 'Red' },
  { id: 'p2', name: 'Blue' },
];

async function open(source: ImportSource) {
  const result: { stored: ImportPart<FakeSection>[] | null; done: boolean } = { stored: null, done: false };
  let n = 0;
  await renderInApp(
    <TypedImportModal
      typed={FAKE_TYPED}
      player={{ one: 'side', many: 'sides' }}
      players={PLAYERS}
      currentPlayerId="p1"
      turn={3}
      source={source}
      newId={() => `t${n++}`}
      store={async (parts) => {
        result.stored = parts;
      }}
      onClose={() => {}}
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
        lines: [
          { id: expect.any(String), section: 'moves', text: 'A | north', original: 'A | north', keepInvalid: false },
          { id: expect.any(String), section: 'moves', text: '?what', original: '?what', keepInvalid: false },
        ],
      },
      { playerId: 'p2', name: 'pasted text', text: TEXT, lines: [{ id: expect.any(String), section: 'notes', text: 'hello', original: 'hello', keepInvalid: false }] },
    ]);
    await expect.element(page.getByText('Orders imported')).toBeVisible();
  });

  it('gives a single sheet that names nobody to the open player', async () => {
    const result = await open({ name: 'orders.txt', text: 'NOTES\nonly a note\n', pasted: false });
    await expect.element(page.getByTestId('import-preview')).toHaveTextContent('(no PLAYER: line)1');
    expect(document.querySelector('[data-testid="import-text"]')).toBeNull();
    await userEvent.click(page.getByTestId('import-confirm'));
    await expect.poll(() => result.stored?.map((p) => [p.playerId, p.lines.length])).toEqual([['p1', 1]]);
  });
});
