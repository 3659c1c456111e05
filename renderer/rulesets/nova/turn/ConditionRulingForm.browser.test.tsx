// NOVA: TRANSFER OF UNITS "Transfers may be conditional"; ORDER WRITING GUIDELINES "alternate expenditure plans".
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { worldNames } from '../../../../shared/rulesets/nova/turn/describe';
import { sheet, WorldBuilder } from '../../../../shared/rulesets/nova/turn/test-world';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { listTurnRecords } from '../db/turns';
import { renderInApp } from '../../../test-support/render';
import { ConditionRulingForm } from './ConditionRulingForm';

describe('the condition ruling in Chromium', () => {
  it('lists conditional transfers and alternate plans beside conditional orders, and stores the GM\'s ruling with its note', async () => {
    const records = createGameRecords({ name: 'Condition test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-cond', '2026-01-01T00:00:00.000Z');
    await insertGame(getDb(), records);
    const world = new WorldBuilder(3).empire('e1', { name: 'Aster' }).empire('e2', { name: 'Boreal' }).home('h1', 'e1').build();
    const orders = [sheet('e1', [['expenditures', 'If the transfer arrives: Colony | 1 | 45 | 45'], ['general', 'CO: Transfer HAMMER 1 to Empire A if Empire A pays']])];
    await renderInApp(<ConditionRulingForm gameId="g-cond" turn={3} world={world} orders={orders} decisions={{}} names={worldNames(world)} />);
    const form = page.getByTestId('ruling-condition');
    await userEvent.click(form.getByLabelText('Conditional order'));
    await expect.element(page.getByRole('option', { name: 'Aster, line 1: If the transfer arrives: Colony | 1 | 45 | 45 (not ruled)' })).toBeVisible();
    await userEvent.click(page.getByRole('option', { name: 'Aster, line 2: CO: Transfer HAMMER 1 to Empire A if Empire A pays (not ruled)' }));
    await userEvent.fill(form.getByLabelText('Note'), 'Empire A paid');
    await userEvent.click(form.getByRole('button', { name: 'Rule condition' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-cond'))[0]?.decisions).toEqual({ conditions: { 'e1:2': { value: true, note: 'Empire A paid' } } });
  });
});
