import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { PlayerReview } from '../../../shared/orders/commit-review';
import { renderInApp } from '../../test-support/render';
import { OrdersInError } from './CommitReview';

const row = (line: number) => ({ line, section: 'Movement', text: `LYRA | HAMMER ${line} | ALGOL`, codes: ['NT'], message: 'not in LYRA', outcome: 'not carried out', dropped: true, kept: false });
const player = (playerId: string, lines: number[]): PlayerReview => ({ playerId, name: playerId, rows: lines.map(row), notes: [] });

describe("the dry run's banner of rows still in error", () => {
  it("counts rows and players in plain English: one empire's sheets, two empires' sheets", async () => {
    const word = { one: 'empire', many: 'empires' };
    const one = await renderInApp(<OrdersInError review={[player('Vorn', [3])]} playerWord={word} />);
    await expect.element(page.getByTestId('orders-in-error')).toHaveTextContent("1 row still in error on 1 empire's sheets");
    await one.unmount();
    await renderInApp(<OrdersInError review={[player('Vorn', [3, 5]), player('Ys', [2])]} playerWord={word} />);
    await expect.element(page.getByTestId('orders-in-error')).toHaveTextContent("3 rows still in error on 2 empires' sheets");
  });
});
