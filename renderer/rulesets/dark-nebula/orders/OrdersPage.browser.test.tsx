import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { linesOfOrderRow } from '../../../../shared/rulesets/dark-nebula/play/orders';
import { getDb } from '../../../db/database';
import { renderInApp } from '../../../test-support/render';
import { storeSample } from '../test-support/games';
import { OrdersPage } from './OrdersPage';

const stored = async (gameId: string, empireId: string, turn: number) => linesOfOrderRow((await getDb().orders.get([gameId, `${empireId}:t${turn}`])) as never);

describe('the Dark Nebula orders screen', () => {
  it('types a line into a sheet; the check names the rule it breaks; keep as written; a committed turn is shown as run', async () => {
    const game = await storeSample();
    await renderInApp(<OrdersPage game={game} />);
    const grid = page.getByTestId('order-grid');
    await expect.element(grid).toBeInTheDocument();
    await userEvent.click(page.getByTestId('section-move1').getByTestId('order-new-row').first().getByTestId('order-cell').first());
    await userEvent.keyboard('MOVE{Tab}H35 Terra Nova > Nowhere{Enter}');
    await expect.poll(async () => (await stored(game.id, 'human', 3)).map((l) => l.text)).toEqual(['MOVE H35 Terra Nova > Nowhere']);
    await expect.element(page.getByText('no system "Nowhere" on the map (DN §2.0)')).toBeVisible();
    await expect.element(page.getByTestId('orders-summary')).toHaveTextContent('1 lines · 1 with errors');
    await userEvent.keyboard('{ArrowUp}{Control>}k{/Control}');
    await expect.poll(async () => (await stored(game.id, 'human', 3))[0]?.keepInvalid).toBe(true);
    await expect.element(page.getByTestId('orders-summary')).toHaveTextContent('0 with errors · 1 kept as written');
    // A line on the right sheet, against the player's forces: a transport carries one unit.
    await userEvent.click(page.getByTestId('section-move1').getByTestId('order-new-row').first().getByTestId('order-cell').first());
    await userEvent.keyboard('LOAD{Tab}H27 H30{Enter}');
    await expect.element(page.getByText(/H27 cannot load H30: a transport carries one unit/)).toBeVisible();
    await userEvent.click(page.getByTestId('orders-turn'));
    await userEvent.click(page.getByRole('option', { name: 'Turn 2 (committed)' }));
    await expect.element(page.getByTestId('orders-committed')).toHaveTextContent('APPEAL');
  });
});
