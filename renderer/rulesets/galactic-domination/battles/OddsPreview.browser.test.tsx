/**
 * The odds of a battle in Chromium, off the main thread (issue 15, requirement 7): 1,000 runs of a 20-against-20
 * battle in a Web Worker in under 2 s, the page answering all the while.
 */
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { forceCombatants, side } from '../../../../shared/rulesets/galactic-domination/battle/build';
import type { Battle } from '../../../../shared/rulesets/galactic-domination/battle/model';
import { renderInApp } from '../../../test-support/render';
import { OddsPreview } from './OddsPreview';

const battle: Battle = {
  id: 'bench',
  kind: 'space',
  where: '',
  sides: [side('A', 'a', 'Side A', { miAboard: 4 }), side('B', 'b', 'Side B', { defender: true })],
  combatants: [...forceCombatants('A', 'A.', { BB: 4, CA: 6, DD: 6, FF: 4 }), ...forceCombatants('B', 'B.', { CV: 2, CA: 6, DD: 6, FF: 6, Ftr: 16 })],
  round: 0,
  freeRoundPending: false,
  vpEligible: true,
  maxRounds: 100,
  method: 'dice',
  orphanFighters: 'lost',
  result: null,
};

describe('the odds of a battle', () => {
  it('runs 1,000 battles of 20 against 20 in a worker in under 2 s while the page keeps answering', async () => {
    await renderInApp(<OddsPreview battle={battle} seed="browser-test" />);
    await expect.element(page.getByTestId('odds-start')).toBeVisible();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const t0 = performance.now();
    await page.getByTestId('odds-start').click();
    await expect.poll(() => document.querySelector('[data-testid="odds-result"]') !== null, { timeout: 10_000 }).toBe(true);
    const wall = performance.now() - t0;
    clearInterval(timer);
    const ms = Number(document.querySelector('[data-testid="odds-result"]')?.getAttribute('data-ms'));
    console.log(`odds in the browser worker: ${ms} ms in the worker, ${Math.round(wall)} ms wall, ${ticks} timer ticks on the page meanwhile`);
    expect(ms).toBeLessThan(2000);
    // The page's own timer ran during the run: the work was not on the main thread.
    expect(ticks).toBeGreaterThan(Math.floor(ms / 20 / 4));
    expect(document.querySelector('[data-testid="odds-result"]')?.textContent).toContain('1000 runs');
  });
});
