import { useLiveQuery } from 'dexie-react-hooks';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../shared/library/new-game';
import { getDb } from '../../db/database';
import { insertGame } from '../../db/games';
import { renderInApp } from '../../test-support/render';
import { DashboardPage } from './DashboardPage';

function LiveDashboard({ gameId }: { gameId: string }) {
  const game = useLiveQuery(() => getDb().games.get(gameId), [gameId]);
  return game ? <DashboardPage game={game} /> : null;
}

describe('the dashboard of a new game', () => {
  it('lists what is missing before turn 1, and takes the players’ names where the GM looks for them', async () => {
    await insertGame(getDb(), createGameRecords({ name: 'Fresh', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-dash', '2026-01-01T00:00:00.000Z'));
    await renderInApp(<LiveDashboard gameId="g-dash" />);
    await expect.element(page.getByTestId('game-checklist')).toHaveTextContent('6 of 6 things are still missing');
    await expect.element(page.getByTestId('game-checklist')).toHaveTextContent('Players: no player named for Aster and Boreal');

    await userEvent.fill(page.getByRole('textbox', { name: 'Player of Aster' }), 'Harry');
    await userEvent.fill(page.getByRole('textbox', { name: 'Player of Boreal' }), 'Sally');
    await userEvent.click(page.getByTestId('game-name'));
    await expect.poll(async () => (await getDb().empires.where('gameId').equals('g-dash').sortBy('position')).map((e) => e.playerName)).toEqual(['Harry', 'Sally']);
    await expect.element(page.getByTestId('game-checklist')).toHaveTextContent('5 of 6 things are still missing');
    await expect.element(page.getByTestId('game-checklist').getByText('Players: every empire has its player; no contact yet for Aster and Boreal')).toBeVisible();
  });
});
