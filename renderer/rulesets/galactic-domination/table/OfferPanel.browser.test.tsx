/** The move-or-wait offers at the desk (GD §11.5.1), in Chromium: the fleet on offer, Move / Wait, the coming offers, a lost move, the GM's override. */
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { buildSampleGame } from '../../../../shared/rulesets/galactic-domination/sample/sample-game';
import { deskMovers, deskProtocol, type DeskMover } from '../../../../shared/rulesets/galactic-domination/turn/desk';
import type { SegmentOffers } from '../../../../shared/rulesets/galactic-domination/turn/model';
import { openTurn, runOpenTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import { renderInApp } from '../../../test-support/render';
import { OfferPanel } from './OfferPanel';

const found = openTurn(buildSampleGame().records);
if (!found.ok) throw new Error(found.problem);
// The sample's turn 3 after phase F: segment 1 has three speed-3 fleets (Subanid F1 and F3, Gromar F2).
const world = runOpenTurn(found.value, { mode: 'live', until: { phase: 'F' } }).world;
const movers: DeskMover[] = deskMovers(world, 1, 3);

function render(record: SegmentOffers | undefined) {
  const calls = { move: vi.fn(), wait: vi.fn(), undo: vi.fn(), override: vi.fn(), lift: vi.fn() };
  const protocol = deskProtocol(movers, record);
  return {
    calls,
    protocol,
    screen: renderInApp(<OfferPanel world={world} segment={1} protocol={protocol} movers={movers} targets={['0603', '0604']} canUndo busy={false} onMove={calls.move} onWait={calls.wait} onUndo={calls.undo} onOverride={calls.override} onLift={calls.lift} />),
  };
}

describe('the offer panel of the desk', () => {
  it('shows the fleet on offer with Move (its places) and Wait, and the offers to come if each waits', async () => {
    const { calls, screen } = render(undefined);
    await screen;
    await expect.element(page.getByTestId('offer-current')).toHaveTextContent('F1');
    await expect.element(page.getByTestId('offer-current')).toHaveTextContent('Move (click a green hex) / Wait (H)');
    await expect.element(page.getByTestId('offer-panel')).toHaveAttribute('data-on-offer', 'subanid-F1');
    await expect.element(page.getByTestId('offer-queue')).toHaveTextContent('F3');
    await page.getByTestId('offer-move').nth(1).click();
    expect(calls.move).toHaveBeenCalledWith('0604');
    await page.getByTestId('offer-wait').click();
    expect(calls.wait).toHaveBeenCalledTimes(1);
    await page.getByTestId('offer-override').click();
    expect(calls.override).toHaveBeenCalledTimes(1);
    await page.getByTestId('offer-undo').click();
    expect(calls.undo).toHaveBeenCalledTimes(1);
  });

  it("warns when a wait loses the move, and says which fleet lost it", async () => {
    // Subanid F1 moves, Subanid F3 waits: Gromar F2 is last in the first round, so its wait is final.
    const { screen } = render({ choices: [{ id: 'subanid-F1', choice: 'move', to: '0603' }, { id: 'subanid-F3', choice: 'wait' }], override: null });
    await screen;
    await expect.element(page.getByTestId('offer-final')).toHaveTextContent('loses its move');
    await expect.element(page.getByTestId('offer-wait')).toHaveTextContent('Wait: loses its move');
    await expect.element(page.getByTestId('offer-moved')).toHaveTextContent('F1');
    await expect.element(page.getByTestId('offer-moved')).toHaveTextContent('→ 0603');
  });

  it('once every fleet has chosen, says the moves are simultaneous and the segment may be resolved; a lost move is named', async () => {
    const record: SegmentOffers = { choices: [{ id: 'subanid-F1', choice: 'move', to: '0603' }, { id: 'subanid-F3', choice: 'wait' }, { id: 'gromar-F2', choice: 'wait' }, { id: 'subanid-F3', choice: 'move', to: '0604' }], override: null };
    const { protocol, screen } = render(record);
    expect(protocol.complete).toBe(true);
    await screen;
    await expect.element(page.getByTestId('offer-complete')).toHaveTextContent('The moves are simultaneous');
    await expect.element(page.getByTestId('offer-lost')).toHaveTextContent('Lost its move: F2');
    expect(document.querySelector('[data-testid="offer-current"]')).toBeNull();
  });

  it("under the GM's override, says so with the note and offers the way back", async () => {
    const { calls, screen } = render({ choices: [], override: 'moved together by agreement' });
    await screen;
    await expect.element(page.getByTestId('offer-panel')).toHaveTextContent('GM: moved together by agreement');
    await page.getByTestId('offer-lift').click();
    expect(calls.lift).toHaveBeenCalledTimes(1);
  });
});
