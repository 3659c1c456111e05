import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RULESETS } from '../../../../shared/rulesets';
import { orderRowOf } from '../../../../shared/rulesets/dark-nebula/play/orders';
import { turnFieldsOf, turnRow } from '../../../../shared/rulesets/dark-nebula/play/turn';
import { backupRecords, listBackups } from '../../../db/backups';
import { getDb } from '../../../db/database';
import { loadGameRecords } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { storeSample } from '../test-support/games';
import { TurnPage } from './TurnPage';

describe('the Dark Nebula turn screen', () => {
  it('runs the turn phase by phase, answers what waits, overrides a die with a note, commits, and reopens', async () => {
    const game = await storeSample();
    // The human jumps into the Aslan's scout at GODORO: a battle.
    await getDb().orders.put(orderRowOf(game.id, 'human', 3, [
      { id: 'a', section: 'move1', text: 'MOVE H26 Hollow > GODORO', keepInvalid: false },
      { id: 'b', section: 'combat', text: 'WITHDRAW NEVER', keepInvalid: false },
    ]) as never);
    await renderInApp(<TurnPage game={game} />);
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 3');
    await userEvent.click(page.getByTestId('dry-run'));
    await expect.element(page.getByTestId('run-steps')).toBeVisible();
    expect(page.getByTestId('run-step').elements().length).toBe(17);
    // Decisions nobody gave: take each default until none is left.
    for (let i = 0; i < 100 && page.getByTestId('pending-decision').elements().length > 0; i++) {
      const key = page.getByTestId('pending-decision').first().element().getAttribute('data-key');
      await userEvent.click(page.getByTestId('pending-decision').first().getByTestId('take-default'));
      await expect.poll(() => page.getByTestId('pending-decision').elements()[0]?.getAttribute('data-key') !== key).toBe(true);
    }
    await userEvent.click(page.getByRole('tab', { name: 'Combats' }));
    await expect.poll(() => page.getByTestId('combat').elements().length).toBeGreaterThan(0);
    await userEvent.click(page.getByTestId('combat').first().getByRole('button').first());
    await userEvent.click(page.getByTestId('override-die').first());
    await userEvent.fill(page.getByTestId('override-note'), 'rolled at the table');
    await userEvent.click(page.getByTestId('override-save'));
    await expect.poll(async () => Object.values(turnFieldsOf(turnRow((await loadGameRecords(getDb(), game.id))!, 3)).dieOverrides).map((o) => o.note)).toEqual(['rolled at the table']);
    await expect.poll(() => page.getByText('Overridden').elements().length).toBeGreaterThan(0);
    // Phase by phase: the game after the first movement phase.
    await userEvent.click(page.getByRole('tab', { name: 'After each phase' }));
    await expect.element(page.getByTestId('phase-state')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Dry run' }));
    await userEvent.click(page.getByTestId('commit-turn'));
    await userEvent.click(page.getByTestId('confirm-commit'));
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 4');
    const after = (await loadGameRecords(getDb(), game.id))!;
    expect(turnRow(after, 3)?.status).toBe('committed');
    // The automatic backup before the commit holds the game as it was: turn 3 still open.
    const [first] = await listBackups(getDb(), game.id);
    expect(first?.reason).toMatch(/commit/i);
    expect((await backupRecords(getDb(), game.id, first!.id, RULESETS))!.records.game.turn).toBe(3);
    expect(after.diceRolls.some((d) => (d as { darkNebula?: { override?: { note: string } } }).darkNebula?.override?.note === 'rolled at the table')).toBe(true);
    await userEvent.click(page.getByRole('tab', { name: 'History' }));
    await expect.poll(() => page.getByTestId('history-turn').elements().length).toBe(4);
    await userEvent.click(page.getByTestId('reopen-turn'));
    await userEvent.click(page.getByTestId('confirm-reopen'));
    await expect.element(page.getByTestId('turn-title')).toHaveTextContent('Turn 3');
    expect(turnRow((await loadGameRecords(getDb(), game.id))!, 3)?.status).toBe('open');
    expect((await listBackups(getDb(), game.id)).length).toBe(2);
  });
  it('a GM override of a unit is stored with its note; one without a note cannot be added', async () => {
    const game = await storeSample();
    await renderInApp(<TurnPage game={game} />);
    await userEvent.click(page.getByRole('tab', { name: 'GM overrides' }));
    await expect.element(page.getByTestId('override-add')).toBeDisabled();
    await userEvent.fill(page.getByTestId('override-ru'), '5');
    await userEvent.fill(page.getByTestId('override-edit-note'), 'a windfall the GM grants');
    await userEvent.click(page.getByTestId('override-add'));
    await expect.poll(async () => JSON.stringify(turnFieldsOf(turnRow((await loadGameRecords(getDb(), game.id))!, 3)).gm)).toContain('a windfall the GM grants');
    await expect.element(page.getByTestId('override-list')).toHaveTextContent('human: +5 RU');
    await userEvent.click(page.getByRole('tab', { name: 'Dry run' }));
    await userEvent.click(page.getByTestId('dry-run'));
    await expect.poll(() => page.getByText(/GM override: a windfall the GM grants/).elements().length).toBeGreaterThan(0);
  });
});
