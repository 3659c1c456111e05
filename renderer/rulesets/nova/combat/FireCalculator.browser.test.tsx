import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '../../../test-support/render';
import { FireCalculator } from './FireCalculator';

describe('fire calculator in Chromium', () => {
  it('the beam laser example, the warp cannon example on a target, bad input said plainly, and dice rolled for the GM', async () => {
    await renderInApp(<FireCalculator />);
    // BL20 at range 8, FC5 against EW3: the table of the ten faces; d10z 7 → C, 12 damage.
    await expect.element(page.getByTestId('fire-laser-damage')).toHaveTextContent('damage4448888121212');
    await userEvent.fill(page.getByTestId('fire-dice'), '7');
    await expect.element(page.getByTestId('fire-hit')).toHaveTextContent('Hit');
    await expect.element(page.getByTestId('fire-result')).toHaveTextContent('12 damage');
    // Against SL 24 / SI 12 the shields take one SI: 12, nothing gets through.
    await expect.element(page.getByTestId('fire-target-effect')).toHaveTextContent('Damage taken1200');

    // The warp cannon example: WA120 WD4 at range 5, FC5, EW0, unprobed → 49%; d100 49, d10t 3 → armour for 8.
    await userEvent.fill(page.getByTestId('fire-weapon'), 'WC WA120 WD4');
    await userEvent.fill(page.getByTestId('fire-range'), '5');
    await userEvent.fill(page.getByTestId('fire-ew'), '0');
    await userEvent.fill(page.getByTestId('fire-dice'), '49');
    await expect.element(page.getByTestId('fire-odds')).toHaveTextContent('Hits on d100 ≤ 49%');
    await expect.element(page.getByTestId('fire-problem')).toHaveTextContent('one more die is needed: a d10t');
    await userEvent.fill(page.getByTestId('fire-dice'), '49 3');
    await expect.element(page.getByTestId('fire-result')).toHaveTextContent('WD 4 on the armour');
    await expect.element(page.getByTestId('fire-target-effect')).toHaveTextContent('After the shotSL 24TA 2SD 0/30');

    // A weapon that does not read, and a die the weapon's die does not have.
    await userEvent.fill(page.getByTestId('fire-weapon'), 'ZZ9');
    await expect.element(page.getByText(/cannot read the weapon "ZZ9"/)).toBeVisible();
    await userEvent.fill(page.getByTestId('fire-weapon'), 'BL20');
    await userEvent.fill(page.getByTestId('fire-dice'), '12');
    await expect.element(page.getByTestId('fire-problem')).toHaveTextContent('d10z: 12 is not a face');

    // Roll for me: the dice appear in the field and the result says they were rolled here.
    await userEvent.fill(page.getByTestId('fire-dice'), '');
    await userEvent.click(page.getByTestId('fire-roll'));
    await expect.element(page.getByTestId('fire-result')).toHaveTextContent('dice rolled by Warpdesk');
    await expect.poll(() => (page.getByTestId('fire-dice').element() as HTMLInputElement).value).toMatch(/^\d$/);
  });
});
