import { useLiveQuery } from 'dexie-react-hooks';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { saveOrderLines } from '../db/orders';
import { listTurnRecords } from '../db/turns';
import { listBackups } from '../../../db/backups';
import { renderInApp } from '../../../test-support/render';
import { TurnPage } from './TurnPage';

/** The page as the game layout shows it: the game read live, so a commit moves the page to the next turn. */
function LiveTurnPage({ gameId }: { gameId: string }) {
  const game = useLiveQuery(() => getDb().games.get(gameId), [gameId]);
  return game ? <TurnPage game={game} /> : null;
}

async function smallGame(): Promise<void> {
  const records = createGameRecords({ name: 'Turn test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-turn', '2026-01-01T00:00:00.000Z');
  records.empires = records.empires.map((e) => ({ ...e, treasury: 100 }));
  records.systems = [
    { gameId: 'g-turn', id: 's1', name: 'ALGOL', type: 4, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '' },
    { gameId: 'g-turn', id: 's2', name: 'TEDDY', type: 2, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 100, y: 0, installations: {}, notes: '' },
  ];
  records.units = [{ gameId: 'g-turn', id: 'u1', empireId: 'e1', kind: 'ship', name: 'Africa', systemId: 's1' }];
  await insertGame(getDb(), records);
}

describe('the Turn screen in Chromium', () => {
  it('runs the turn, warns of missing orders, takes a ruling, commits, reopens and shows the difference', async () => {
    await smallGame();
    const db = getDb();
    await renderInApp(<LiveTurnPage gameId="g-turn" />);

    // A new game is in its pregame: turn 1 is started on purpose.
    // What the new game lacks is listed, and starting anyway is a choice made on purpose.
    await expect.element(page.getByTestId('pregame-checklist')).toHaveTextContent('Technology: no pregame technology for Aster and Boreal (0 TP)');
    await userEvent.click(page.getByTestId('start-turn-1'));
    await expect.element(page.getByTestId('start-missing')).toHaveTextContent('Ship designs: no ship design for Aster and Boreal');
    await userEvent.click(page.getByRole('button', { name: 'Start turn 1 anyway', exact: true }));
    await expect.element(page.getByTestId('no-run')).toBeVisible();
    await userEvent.click(page.getByTestId('dry-run'));
    await expect.element(page.getByTestId('run-steps')).toBeVisible();
    await expect.element(page.getByTestId('turn-warnings')).toHaveTextContent('Aster has no orders for turn 1');
    await expect.element(page.getByTestId('turn-warnings')).toHaveTextContent('Boreal has no orders for turn 1');

    // Review: Aster's side of the run, its one ship at ALGOL before and after.
    await userEvent.click(page.getByRole('tab', { name: 'Review per empire' }));
    await expect.element(page.getByTestId('review-forces')).toHaveTextContent('ALGOL11');

    // A treasury ruling needs a note; with one it is stored and the run goes on from it.
    await userEvent.click(page.getByRole('tab', { name: 'Rulings' }));
    const form = page.getByTestId('ruling-treasury');
    await userEvent.click(form.getByLabelText('Empire'));
    await userEvent.click(page.getByRole('option', { name: 'Boreal' }));
    await userEvent.fill(form.getByLabelText('Treasury (MCr)'), '250');
    await userEvent.click(form.getByLabelText('After'));
    await userEvent.click(page.getByRole('option', { name: 'End of turn' }));
    await userEvent.click(form.getByRole('button', { name: 'Set treasury' }));
    await expect.element(form.getByText('Say why in the note')).toBeVisible();
    await userEvent.fill(form.getByLabelText('Note'), 'Prize money');
    await userEvent.click(form.getByRole('button', { name: 'Set treasury' }));
    await expect.element(page.getByTestId('ruling-row')).toHaveTextContent('Boreal250 MCr at the end of the turnPrize money');
    await expect.poll(async () => (await listTurnRecords(db, 'g-turn'))[0]).toMatchObject({ status: 'open', decisions: { treasuries: { e2: { value: { mcr: 250, afterStep: 'end' }, note: 'Prize money' } } } });
    await userEvent.click(page.getByRole('tab', { name: /^Dry run/ }));
    await expect.element(page.getByText('GM ruling for Boreal: treasury = 250 MCr (Prize money)')).toBeVisible();

    // Commit: the confirmation says a backup comes first; the page moves to turn 2.
    await userEvent.click(page.getByTestId('commit-turn'));
    await expect.element(page.getByText('A backup of the whole game as it is now is written first')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Commit turn 1' }));
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 2');
    expect((await db.empires.get(['g-turn', 'e2']))?.treasury).toBe(250);
    expect(await listBackups(db, 'g-turn')).toHaveLength(1);

    // History: turn 1 read-only, then reopened.
    await userEvent.click(page.getByRole('tab', { name: 'History' }));
    await userEvent.click(page.getByTestId('history-row').getByRole('button', { name: 'View' }));
    await expect.element(page.getByTestId('committed-turn')).toHaveTextContent('GM ruling for Boreal: treasury = 250 MCr');
    await userEvent.click(page.getByRole('button', { name: 'Reopen turn 1…' }));
    await expect.element(page.getByText('Turns 1 to 1 are undone')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Reopen turn 1', exact: true }));
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 1');
    expect((await db.empires.get(['g-turn', 'e2']))?.treasury).toBe(100);

    // Re-run: the same; then without the ruling, the difference.
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect.element(page.getByTestId('diff-none')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Rulings' }));
    await userEvent.click(page.getByTestId('ruling-row').getByRole('button', { name: 'Remove' }));
    await userEvent.click(page.getByRole('tab', { name: /^Dry run/ }));
    await expect.element(page.getByTestId('diff-treasury')).toHaveTextContent(/^Boreal treasury: 250 → \d+ MCr$/);
    await expect.element(page.getByTestId('diff-event')).toHaveTextContent('removed');

    // Removing a ruling can be undone from its notice.
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    await expect.element(page.getByTestId('diff-none')).toBeVisible();
    expect((await listTurnRecords(db, 'g-turn'))[0]).toMatchObject({ decisions: { treasuries: { e2: { note: 'Prize money' } } } });
    // The whole evening in one test: on a busy 2-core machine it takes more than the default 15 s.
  }, 60_000);

  it('stops a commit over rows in error: lists them per empire with what the turn does, and waits for an explicit choice', async () => {
    await smallGame();
    const db = getDb();
    await db.games.update('g-turn', { turn: 1 });
    await saveOrderLines(db, 'g-turn', 'e1', 1, [
      { id: 'a', section: 'expenditures', text: 'Colony | lots | 60 | 60', keepInvalid: false },
      { id: 'b', section: 'movement', text: 'ALGOL | Africa | | F', keepInvalid: false },
      { id: 'c', section: 'general', text: 'please send my sitrep early, thanks', keepInvalid: false },
    ]);
    await renderInApp(<LiveTurnPage gameId="g-turn" />);
    await userEvent.click(page.getByTestId('dry-run'));
    await expect.element(page.getByTestId('orders-in-error')).toHaveTextContent('1 row still in error on 1 empire');
    await userEvent.click(page.getByTestId('commit-turn'));
    const dialog = page.getByTestId('commit-dialog');
    await expect.element(dialog.getByTestId('commit-errors')).toHaveTextContent('1 row still in error');
    await expect.element(dialog.getByTestId('commit-review-row')).toHaveTextContent('Colony | lots | 60 | 60BAD-NUMBERnot carried out: the line could not be read');
    await expect.element(dialog.getByTestId('commit-review-note')).toHaveTextContent('Note, line 3: “please send my sitrep early, thanks” (not an order: not carried out)');
    await expect.element(dialog.getByTestId('commit-confirm')).toBeDisabled();
    await userEvent.click(dialog.getByTestId('commit-cancel'));
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 1');
    await userEvent.click(page.getByTestId('commit-turn'));
    await userEvent.click(page.getByTestId('commit-dialog').getByTestId('commit-accept-errors'));
    await userEvent.click(page.getByTestId('commit-dialog').getByTestId('commit-confirm'));
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 2');
  }, 60_000);
});
