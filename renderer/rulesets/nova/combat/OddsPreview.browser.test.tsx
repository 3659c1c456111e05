import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { startBattle } from '../../../../shared/rulesets/nova/combat/battle';
import { SPACE_EXAMPLE } from '../../../../shared/rulesets/nova/combat/fixtures/space-example';
import { renderInApp } from '../../../test-support/render';
import { OddsPreview } from './OddsPreview';

describe('odds preview in Chromium', () => {
  it('runs the simulations in a worker with a progress bar, can be cancelled, and shows survival and losses', async () => {
    await renderInApp(<OddsPreview battle={startBattle(SPACE_EXAMPLE)} seed="odds-test" />);
    // A long preview is cancelled: the bar goes, no figures are shown.
    await userEvent.fill(page.getByTestId('odds-runs'), '5000');
    await userEvent.click(page.getByTestId('odds-start'));
    await expect.element(page.getByTestId('odds-progress')).toBeVisible();
    await userEvent.click(page.getByTestId('odds-cancel'));
    await expect.element(page.getByTestId('odds-progress')).not.toBeInTheDocument();
    expect(document.querySelector('[data-testid="odds-result"]')).toBeNull();

    await userEvent.fill(page.getByTestId('odds-runs'), '200');
    await userEvent.click(page.getByTestId('odds-start'));
    await expect.element(page.getByTestId('odds-result')).toBeVisible();
    await expect.poll(() => document.querySelectorAll('[data-testid="odds-ship"]').length).toBe(3);
    const text = document.querySelector('[data-testid="odds-result"]')?.textContent ?? '';
    expect(text).toMatch(/200 runs in \d+ ms/);
    expect(text).not.toMatch(/could not be resolved/);
    expect(text).toMatch(/MINKY\d+%/);
  });
});
