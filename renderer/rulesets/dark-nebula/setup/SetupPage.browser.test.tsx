import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setupDraftOf } from '../../../../shared/rulesets/dark-nebula/play/setup';
import { getDb } from '../../../db/database';
import { loadGameRecords, updateGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { storeNewGame, storeSample } from '../test-support/games';
import { SetupPage } from './SetupPage';

const draft = async (id: string) => setupDraftOf((await loadGameRecords(getDb(), id))!);

describe('the Dark Nebula setup screen', () => {
  it('shows the draws and the face-down independents; a purchase line sets the game up again; undo and redo; finishing fixes it', async () => {
    const game = await storeNewGame();
    await renderInApp(<SetupPage game={game} />);
    await expect.element(page.getByTestId('dn-setup')).toHaveAttribute('data-done', 'false');
    await expect.poll(() => page.getByTestId('setup-independents').element().querySelectorAll('tbody tr').length).toBe(7);
    await expect.element(page.getByTestId('setup-draws')).toHaveTextContent('Dark Nebula set');
    await userEvent.click(page.getByTestId('setup-add-aslan'));
    await expect.poll(async () => (await draft(game.id))?.aslan.buy).toEqual([{ code: 'EX', at: 'Aokhtar' }]);
    await userEvent.click(page.getByTestId('setup-add-aslan'));
    await expect.poll(async () => (await draft(game.id))?.aslan.buy.length).toBe(2);
    await expect.poll(() => page.getByTestId('setup-spent-aslan').element().textContent).toContain('1 of 55 RU');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.poll(async () => (await draft(game.id))?.aslan.buy.length).toBe(1);
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect.poll(async () => (await draft(game.id))?.aslan.buy.length).toBe(2);
    // The Aslan units exist in the world, deployed at the capital.
    await expect.poll(async () => (await loadGameRecords(getDb(), game.id))!.units.filter((u) => u.empireId === 'aslan').length).toBe(2);
    await userEvent.click(page.getByTestId('finish-setup'));
    await userEvent.click(page.getByTestId('confirm-finish-setup'));
    await expect.element(page.getByTestId('dn-setup')).toHaveAttribute('data-done', 'true');
    await expect.element(page.getByTestId('setup-add-aslan')).toBeDisabled();
  });
  it('a pool count changed is a house rule; a game set up elsewhere shows its setup read only', async () => {
    const game = await storeSample();
    await renderInApp(<SetupPage game={game} />);
    await expect.element(page.getByTestId('setup-imported')).toBeVisible();
    const pool = page.getByTestId('pools-human').getByLabelText('Pool of TR');
    await userEvent.fill(pool, '7');
    await userEvent.click(page.getByTestId('setup-pools').getByRole('heading'));
    await expect.poll(async () => ((await loadGameRecords(getDb(), game.id))!.game.settings.darkNebulaRules as { poolOverrides?: Record<string, number> } | undefined)?.poolOverrides).toEqual({ 'vilani.TR': 7 });
    await expect.element(page.getByTestId('pools-human').getByText('house rule')).toBeVisible();
    await expect.element(page.getByTestId('setup-ground-pools').getByLabelText('Strengths of Aslan RT')).toBeDisabled();
  });
  it('a face-down ground pool entered during the setup is drawn from; a bad strength is shown and nothing is saved', async () => {
    const game = await storeNewGame();
    await renderInApp(<SetupPage game={game} />);
    const card = page.getByTestId('setup-ground-pools');
    const field = card.getByLabelText('Strengths of Independents RT');
    await expect.element(field).toHaveValue('2, 2, 2, 3, 3');
    const settings = async () => (await loadGameRecords(getDb(), game.id))!.game.settings.darkNebulaRules as { groundPools?: Record<string, number[]> } | undefined;
    await userEvent.fill(field, '2, x');
    await userEvent.click(card.getByRole('heading'));
    await expect.element(card.getByText('“x” is not a strength')).toBeVisible();
    expect((await settings())?.groundPools).toBeUndefined();
    await userEvent.fill(field, '6, 6, 6, 6, 6');
    await userEvent.click(card.getByRole('heading'));
    await expect.poll(async () => (await settings())?.groundPools).toEqual({ 'independent.RT': [6, 6, 6, 6, 6] });
    await expect.element(card.getByText('house rule', { exact: true })).toBeVisible();
    // The independents placed at setup were drawn again from the new bag: every RT among them is a 6.
    const placedRt = async () =>
      (await loadGameRecords(getDb(), game.id))!.units.map((u) => (u as { darkNebula?: { classId: string; strength?: number } }).darkNebula!).filter((f) => f.classId === 'independent.RT');
    await expect.poll(async () => (await placedRt()).every((f) => f.strength === 6)).toBe(true);
    await userEvent.click(card.getByRole('button', { name: 'Back to Table 1' }));
    await expect.poll(async () => (await settings())?.groundPools).toBeUndefined();
  });
  it('a ground class the settings leave out of the game (A3) is shown as not in it', async () => {
    const game = await storeNewGame();
    // As the Settings screen stores it: the human PD and AT rows belong to the Solomani only; this human is Vilani.
    await updateGame(getDb(), game.id, { settings: { ...game.settings, darkNebulaRules: { humanPdAt: 'solomani' } } });
    await renderInApp(<SetupPage game={(await getDb().games.get(game.id))!} />);
    const card = page.getByTestId('setup-ground-pools');
    await expect.element(card.getByText('not in this game (Settings, force pools)')).toBeVisible();
    expect(card.getByText('not in this game (Settings, force pools)').elements()).toHaveLength(1);
    await expect.element(card.getByLabelText('Strengths of Vilani RT')).toHaveValue('3, 4, 4, 4, 5, 5');
  });
});
