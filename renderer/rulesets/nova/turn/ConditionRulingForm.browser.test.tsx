// NOVA: CONDITIONAL ORDERS "The GM will use a literal interpretation of such orders to determine outcome."
// NOVA: ACTIVITIES AND INTERDICTIONS "(Ex - if Interdicted do not modify orders unless the system identifies itself as belonging to Player D.)"
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
  it('lists conditional activity orders beside contact ones, and stores the GM ruling one not met with its note', async () => {
    const records = createGameRecords({ name: 'Condition test', ruleset: 'nova', empireNames: ['Aroma', 'Muddy'] }, 'g-condition', '2026-01-01T00:00:00.000Z');
    await insertGame(getDb(), records);
    const world = new WorldBuilder(5).empire('e1', { name: 'Aroma' }).empire('e2', { name: 'Muddy' }).home('a', 'e1').build();
    const orders = [
      sheet('e1', [
        ['general', 'CO: BROOD 1 Assault only if Empire B assaults'],
        ['general', 'CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D'],
        ['general', 'GO: abort all activities'],
      ]),
    ];
    await renderInApp(<ConditionRulingForm gameId="g-condition" turn={5} world={world} orders={orders} decisions={{}} names={worldNames(world)} />);
    const form = page.getByTestId('ruling-condition');
    await userEvent.click(form.getByLabelText('Conditional order'));
    await expect.element(page.getByRole('option', { name: 'Aroma, line 1: CO: BROOD 1 Assault only if Empire B assaults (not ruled)' })).toBeVisible();
    // An unconditional order has nothing to rule.
    expect(page.getByRole('option', { name: /abort all activities/ }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('option', { name: 'Aroma, line 2: CO: if Interdicted do not modify orders unless the system identifies itself as belonging to Player D (not ruled)' }));
    await userEvent.click(form.getByLabelText('Condition', { exact: true }));
    await userEvent.click(page.getByRole('option', { name: 'Not met' }));
    await userEvent.click(form.getByRole('button', { name: 'Rule condition' }));
    await expect.element(form.getByText('Say why in the note')).toBeVisible();
    await userEvent.fill(form.getByLabelText('Note'), 'the system said it is Player D');
    await userEvent.click(form.getByRole('button', { name: 'Rule condition' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-condition'))[0]?.decisions).toEqual({ conditions: { 'e1:2': { value: false, note: 'the system said it is Player D' } } });
  });

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
