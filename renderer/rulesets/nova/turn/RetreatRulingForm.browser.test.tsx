// NOVA: RETREATS (6.11): "Ties are resolved by system production, then the GM."
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
import { RetreatRulingForm } from './RetreatRulingForm';

/** Aster's frigate meets a Boreal raider at XI with R orders and retreats; KAPPA and LAMBDA are its ICs, each 1 jump away and equally productive. */
function retreatRun() {
  const world = new WorldBuilder(1)
    .empire('e1', { name: 'Aster' })
    .empire('e2', { name: 'Boreal' })
    .system('x', { name: 'XI', type: 4 })
    .system('k', { name: 'KAPPA', type: 5, status: 'settlement', ownerId: 'e1', colonies: 2, installations: { IC: 1 } })
    .system('l', { name: 'LAMBDA', type: 5, status: 'settlement', ownerId: 'e1', colonies: 2, installations: { IC: 1 } })
    .line('w1', 'x', 'A', 'k', 'A')
    .line('w2', 'x', 'B', 'l', 'A')
    .design('frigate', 'e1', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
    .design('raider', 'e2', 'Raider', [['IE', 2], ['JD', 1], ['BL', 15]])
    .unit('f1', 'e1', 'ship', 'x', { name: 'Frigate 1', designId: 'frigate' })
    .unit('r1', 'e2', 'ship', 'x', { name: 'Raider 1', designId: 'raider' })
    .build();
  for (const [systemId, points] of [
    ['x', [{ letter: 'A', leadsTo: { systemId: 'k', letter: 'A' } }, { letter: 'B', leadsTo: { systemId: 'l', letter: 'A' } }]],
    ['k', [{ letter: 'A', leadsTo: { systemId: 'x', letter: 'A' } }]],
    ['l', [{ letter: 'A', leadsTo: { systemId: 'x', letter: 'B' } }]],
  ] as const) {
    world.knowledge.push({ gameId: 'g', id: `k.e1.${systemId}`, empireId: 'e1', systemId, how: 'jumped', turn: 1, warpPoints: points } as unknown as (typeof world.knowledge)[number]);
  }
  const orders = [sheet('e1', [['movement', 'XI | FRIGATE 1 | | R |']]), sheet('e2', [['movement', 'XI | RAIDER 1 | | N |']])];
  return { world, run: runTurn({ world, orders, seed: 's' }) };
}

describe('the retreat destination ruling in Chromium', () => {
  it('lists the ships that retreat with the destination chosen, and stores the GM choice with its note', async () => {
    const records = createGameRecords({ name: 'Retreat test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-retreat', '2026-01-01T00:00:00.000Z');
    await insertGame(getDb(), records);
    const { world, run } = retreatRun();
    expect(run.warnings.some((w) => w.code === 'RETREAT-TIE')).toBe(true);
    await renderInApp(<RetreatRulingForm gameId="g-retreat" run={run} names={worldNames(world)} />);
    const form = page.getByTestId('ruling-retreat');
    await userEvent.click(form.getByLabelText('Retreating ship'));
    await userEvent.click(page.getByRole('option', { name: 'Frigate 1 (Aster, toward KAPPA)' }));
    await userEvent.click(form.getByLabelText('Retreats to'));
    await userEvent.click(page.getByRole('option', { name: 'LAMBDA' }));
    await userEvent.click(form.getByRole('button', { name: 'Set destination' }));
    await expect.element(form.getByText('Say why in the note')).toBeVisible();
    await userEvent.fill(form.getByLabelText('Note'), 'LAMBDA has the shipyard');
    await userEvent.click(form.getByRole('button', { name: 'Set destination' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-retreat'))[0]?.decisions).toEqual({ retreats: { f1: { value: 'l', note: 'LAMBDA has the shipyard' } } });
  });
});
