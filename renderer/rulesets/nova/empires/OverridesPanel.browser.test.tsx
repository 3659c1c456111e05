import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { empireNova, setHomestarType, setTechLevels } from '../db/empires';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireView } from './EmpireView';

describe('overrides in Chromium', () => {
  it("replaces Harry Hun's computed 247 TP by the book's 233 with a note, shows it everywhere, and takes it back", async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Overrides', ruleset: 'nova', empireNames: ['Harry Hun'] }, 'g-ovr', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const empireId = records.empires[0]!.id;
    await setTechLevels(db, 'g-ovr', empireId, { FC: 2, FA: 120, FD: 4, IE: 4, JD: 3, SN: 20, SI: 9, SM: 4, TC: 2 });
    await setHomestarType(db, 'g-ovr', empireId, 7);
    const game = (await db.games.get('g-ovr'))!;
    await renderInApp(<EmpireView game={game} route={{ empireId, page: 'overrides', designId: null }} />);

    await expect.element(page.getByTestId('budget-left')).toHaveTextContent('1430 MCr');
    await userEvent.click(page.getByTestId('override-target'));
    await userEvent.click(page.getByRole('option', { name: /Technology TP \(computed 247\)/ }));
    await userEvent.fill(page.getByTestId('override-value'), '233');
    // No note, no override.
    await expect.element(page.getByTestId('override-add')).toBeDisabled();
    await userEvent.fill(page.getByTestId('override-note'), 'as printed in the rulebook (erratum A2)');
    await userEvent.click(page.getByTestId('override-add'));

    await expect.element(page.getByTestId('budget-left')).toHaveTextContent('1570 MCr');
    await expect.element(page.getByTestId('budget-tech-tp')).toHaveTextContent('233 TP');
    await expect.element(page.getByText('GM override (computed 247)')).toBeVisible();
    await expect.element(page.getByTestId('override-table')).toHaveTextContent('as printed in the rulebook (erratum A2)');
    await expect.poll(async () => empireNova((await db.empires.get(['g-ovr', empireId]))!).overrides.techTp).toEqual({ value: 233, note: 'as printed in the rulebook (erratum A2)' });

    await userEvent.click(page.getByRole('button', { name: 'remove override' }));
    await expect.element(page.getByTestId('budget-left')).toHaveTextContent('1430 MCr');
  });
});
