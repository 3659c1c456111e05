// NOVA: 4.8 PILLAGE: "World status systems may not be pillaged by anyone ... without fighting and destroying all the militia."
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { worldNames } from '../../../../shared/rulesets/nova/turn/describe';
import { runTurn } from '../../../../shared/rulesets/nova/turn/run-turn';
import { sheet, WorldBuilder } from '../../../../shared/rulesets/nova/turn/test-world';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { listTurnRecords } from '../db/turns';
import { renderInApp } from '../../../test-support/render';
import { PillageWorldRulingForm } from './PillageWorldRulingForm';

/** Aster's armies stand on Boreal's World MARAX, whose 3 militia armies stand: Aster's pillage is refused. */
function refusedPillage() {
  const world = new WorldBuilder(3)
    .empire('e1', { name: 'Aster' })
    .empire('e2', { name: 'Boreal' })
    .home('h1', 'e1')
    .home('h2', 'e2')
    .system('m', { name: 'MARAX', type: 6, status: 'world', ownerId: 'e2', colonies: 3 })
    .unit('aa1', 'e1', 'AA', 'm')
    .build();
  const orders = [sheet('e1', [['ledger', 'Pillage : Systems(Amount) : 100 MARAX(100)']])];
  return { world, run: runTurn({ world, orders, seed: 's' }) };
}

describe('the World pillage ruling in Chromium', () => {
  it('lists the pillages refused for standing militia and stores the GM allowing one with its note', async () => {
    const records = createGameRecords({ name: 'Pillage test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-pillage', '2026-01-01T00:00:00.000Z');
    await insertGame(getDb(), records);
    const { world, run } = refusedPillage();
    expect(run.events.some((e) => e.kind === 'order-error' && e.code === 'PILLAGE-WORLD')).toBe(true);
    await renderInApp(<PillageWorldRulingForm gameId="g-pillage" turn={run.turn} events={run.events} names={worldNames(world)} />);
    const form = page.getByTestId('ruling-pillage-world');
    await userEvent.click(form.getByLabelText('Refused pillage'));
    await userEvent.click(page.getByRole('option', { name: 'MARAX by Aster' }));
    await userEvent.click(form.getByRole('button', { name: 'Allow the pillage' }));
    await expect.element(form.getByText('Say why in the note')).toBeVisible();
    await userEvent.fill(form.getByLabelText('Note'), 'the militia fell at the table');
    await userEvent.click(form.getByRole('button', { name: 'Allow the pillage' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-pillage'))[0]?.decisions).toEqual({ pillageWorlds: { 'e1:m': { value: true, note: 'the militia fell at the table' } } });
  });
});
