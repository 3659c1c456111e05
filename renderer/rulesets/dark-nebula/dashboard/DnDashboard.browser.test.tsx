import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '../../../test-support/render';
import { DiceLogPage } from '../dice/DiceLogPage';
import { storeNewGame, storeSample } from '../test-support/games';
import { DnDashboard } from './DnDashboard';

describe('the Dark Nebula dashboard part and dice log', () => {
  it('shows where the game stands, each player’s RU and orders, and the clocks', async () => {
    const game = await storeSample();
    await renderInApp(<DnDashboard game={game} />);
    await expect.element(page.getByTestId('dn-stage')).toHaveTextContent('Turn 3');
    await expect.element(page.getByTestId('dn-ru-human')).toHaveTextContent('41 RU');
    await expect.element(page.getByTestId('dn-orders-aslan')).toHaveTextContent('none entered');
  });
  it('sends a new game to its setup', async () => {
    const game = await storeNewGame();
    await renderInApp(<DnDashboard game={game} />);
    await expect.element(page.getByTestId('dn-stage')).toHaveTextContent('The setup is not finished');
  });
  it('lists every die of the setup and the committed turns, draws from face-down pools included', async () => {
    const game = await storeSample();
    await renderInApp(<DiceLogPage game={game} />);
    await expect.poll(() => page.getByTestId('dice-row').elements().length).toBeGreaterThan(30);
    await expect.poll(() => page.getByText(/drawn face down/).elements().length).toBeGreaterThan(0);
  });
});
