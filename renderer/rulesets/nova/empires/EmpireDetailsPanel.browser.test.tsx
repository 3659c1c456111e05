import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireView } from './EmpireView';

describe('empire details in Chromium', () => {
  it('renames the empire, refuses a name another empire has, and saves the player', async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Details', ruleset: 'nova', empireNames: ['Aroman', 'Mudd'] }, 'g-det', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const empireId = records.empires[0]!.id;
    const game = (await db.games.get('g-det'))!;
    await renderInApp(<EmpireView game={game} route={{ empireId, page: 'details', designId: null }} />);

    await userEvent.fill(page.getByTestId('empire-name-input'), 'mudd');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Another empire of this game is named "mudd"')).toBeVisible();
    expect((await db.empires.get(['g-det', empireId]))?.name).toBe('Aroman');

    await userEvent.fill(page.getByTestId('empire-name-input'), 'Aroman Empire');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('empire-name')).toHaveTextContent('Aroman Empire');
    await userEvent.fill(page.getByLabelText('Player', { exact: true }), 'Harry');
    await userEvent.click(page.getByLabelText('Contact', { exact: true }));
    await expect.poll(async () => (await db.empires.get(['g-det', empireId]))?.playerName).toBe('Harry');
  });
});
