// NOVA: STAR GATES: "SG ends are automatically captured whenever another player seizes control of the system space."
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { WorldBuilder } from '../../../../shared/rulesets/nova/turn/test-world';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { listTurnRecords } from '../db/turns';
import { renderInApp } from '../../../test-support/render';
import { GateEndRulingForm } from './GateEndRulingForm';

describe('the star gate end ruling in Chromium', () => {
  it('lists the placed SG ends and stores the GM giving one to another empire, with its note', async () => {
    const records = createGameRecords({ name: 'Gate test', ruleset: 'nova', empireNames: ['Mersy', 'Viper'] }, 'g-gate', '2026-01-01T00:00:00.000Z');
    await insertGame(getDb(), records);
    const world = new WorldBuilder(7)
      .empire('e1', { name: 'Mersy' })
      .empire('e2', { name: 'Viper' })
      .home('p', 'e1', { name: 'POING' })
      .system('b', { name: 'BALOR' })
      .unit('g1', 'e1', 'SG', 'b', { name: 'SG 1', pair: 'p1' })
      .unit('g2', 'e1', 'SG', 'p', { name: 'SG 2', pair: 'p1' })
      .build();
    await renderInApp(<GateEndRulingForm gameId="g-gate" turn={7} world={world} />);
    const form = page.getByTestId('ruling-gate-end');
    await userEvent.click(form.getByLabelText('Star gate end'));
    await userEvent.click(page.getByRole('option', { name: 'SG 1 at BALOR (Mersy)' }));
    await userEvent.click(form.getByLabelText('Controlled by, after step G'));
    await userEvent.click(page.getByRole('option', { name: 'Viper' }));
    await userEvent.click(form.getByRole('button', { name: 'Rule control' }));
    await expect.element(form.getByText('Say why in the note')).toBeVisible();
    await userEvent.fill(form.getByLabelText('Note'), 'Viper holds the space, fought at the table');
    await userEvent.click(form.getByRole('button', { name: 'Rule control' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-gate'))[0]?.decisions).toEqual({ gateEnds: { g1: { value: 'e2', note: 'Viper holds the space, fought at the table' } } });
  });
});
