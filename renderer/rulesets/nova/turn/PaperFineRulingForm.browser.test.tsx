// NOVA: PENALTIES: "Copies of designs or orders requested will cost 20 MCr per page plus photocopy costs." "The GM may assign
// additional penalties to players who constantly and wrongly question the SitRep results."
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { WorldBuilder } from '../../../../shared/rulesets/nova/turn/test-world';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { listTurnRecords } from '../db/turns';
import { renderInApp } from '../../../test-support/render';
import { PaperFineRulingForm } from './PaperFineRulingForm';

describe('the paper fine ruling in Chromium', () => {
  it('prices the fine as the GM types it, refuses an additional penalty without a note, and stores the ruling', async () => {
    const records = createGameRecords({ name: 'Fines test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-fines', '2026-01-01T00:00:00.000Z');
    await insertGame(getDb(), records);
    const world = new WorldBuilder(2).empire('e1', { name: 'Aster' }).empire('e2', { name: 'Boreal' }).home('h1', 'e1').home('h2', 'e2').build();
    await renderInApp(<PaperFineRulingForm gameId="g-fines" turn={2} world={world} settings={{}} />);
    const form = page.getByTestId('ruling-paper-fine');
    await userEvent.click(form.getByLabelText('Empire'));
    await userEvent.click(page.getByRole('option', { name: 'Boreal' }));
    await userEvent.click(form.getByLabelText('Fine for'));
    await userEvent.click(page.getByRole('option', { name: 'Copies of designs or orders' }));
    await userEvent.fill(form.getByLabelText('Pages'), '3');
    await userEvent.fill(form.getByLabelText('Photocopy costs (MCr)'), '2');
    await expect.element(form.getByTestId('paper-fine-total')).toHaveTextContent('62 MCr at step C');
    await userEvent.fill(form.getByLabelText('Note'), 'copies of the turn 1 orders');
    await userEvent.click(form.getByRole('button', { name: 'Fine the empire' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-fines'))[0]?.decisions).toEqual({ paperFines: { 'e2:1': { value: { empireId: 'e2', kind: 'copies', count: 3, extraMcr: 2 }, note: 'copies of the turn 1 orders' } } });

    await userEvent.click(form.getByLabelText('Empire'));
    await userEvent.click(page.getByRole('option', { name: 'Boreal' }));
    await userEvent.click(form.getByLabelText('Fine for'));
    await userEvent.click(page.getByRole('option', { name: 'Additional penalty' }));
    await userEvent.fill(form.getByLabelText('Penalty (MCr)'), '40');
    await userEvent.click(form.getByRole('button', { name: 'Fine the empire' }));
    await expect.element(form.getByText('Say why in the note')).toBeVisible();
    await userEvent.fill(form.getByLabelText('Note'), 'questioned the sitrep wrongly, third turn running');
    await userEvent.click(form.getByRole('button', { name: 'Fine the empire' }));
    await expect.poll(async () => Object.keys((await listTurnRecords(getDb(), 'g-fines'))[0]?.decisions.paperFines ?? {})).toEqual(['e2:1', 'e2:2']);
    const stored = (await listTurnRecords(getDb(), 'g-fines'))[0]?.decisions.paperFines?.['e2:2'];
    expect(stored).toEqual({ value: { empireId: 'e2', kind: 'additional', count: 0, extraMcr: 40 }, note: 'questioned the sitrep wrongly, third turn running' });
  });
});
