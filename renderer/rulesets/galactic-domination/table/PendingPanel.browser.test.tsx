/** What the desk asks at the table, in Chromium: a hand allocation with LEVEL offered, the players' own dice checked before they are kept. */
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { buildSampleGame } from '../../../../shared/rulesets/galactic-domination/sample/sample-game';
import type { PendingDecision, TurnResult } from '../../../../shared/rulesets/galactic-domination/turn/model';
import type { TurnFields } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import { renderInApp } from '../../../test-support/render';
import { PendingPanel } from './PendingPanel';
import type { Desk } from './useDesk';

const world = buildSampleGame().world;

function deskWith(pending: PendingDecision[]): { desk: Desk; calls: ((f: TurnFields) => TurnFields)[] } {
  const calls: ((f: TurnFields) => TurnFields)[] = [];
  const run: TurnResult<World> = { world, events: [], dice: [], rngState: { a: 1, b: 2, c: 3, d: 4 }, pending, battles: [], openBattle: null, done: false, stoppedAt: 'pending' };
  const desk = { run, busy: false, changeFields: vi.fn(async (_label: string, change: (f: TurnFields) => TurnFields) => void calls.push(change)) } as unknown as Desk;
  return { desk, calls };
}

const blank = { forcedDice: {}, battles: {}, decisions: {} } as unknown as TurnFields;

describe('the pending panel of the desk', () => {
  it('offers LEVEL for a hand allocation, refuses a total that is not the hits received, and saves the allocation given', async () => {
    const p: PendingDecision = { id: 'B1.R1.subanid', kind: 'allocate', by: 'subanid', prompt: 'Battle B1 round 1: allocate 3 hits', options: [], defaultChoice: 'level', battleId: 'B1', round: 1, hits: 3, sideId: 'subanid', targets: [{ id: 'FF1', label: 'FF1', remaining: 3 }, { id: 'CV1', label: 'CV1', remaining: 4 }], suggested: { CV1: 2, FF1: 1 }, rule: 'GD §11.6' };
    const { desk, calls } = deskWith([p]);
    await renderInApp(<PendingPanel world={world} desk={desk} />);
    await expect.element(page.getByTestId('allocation-total')).toHaveTextContent('3 of 3 placed');
    await userEvent.fill(page.getByLabelText('Hits on FF1'), '2');
    await expect.element(page.getByTestId('allocation-total')).toHaveTextContent('4 of 3 placed');
    await expect.element(page.getByTestId('allocation-save')).toBeDisabled();
    await userEvent.fill(page.getByLabelText('Hits on CV1'), '1');
    await page.getByTestId('allocation-save').click();
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]!(blank).battles).toEqual({ B1: { allocations: { '1:subanid': { FF1: 2, CV1: 1 } } } });
  });

  it("checks the players' own dice before keeping them: the count, each face; a side's fire may be typed as its hits", async () => {
    const p: PendingDecision = { id: 'T3.S1.B1.R1.dice', kind: 'dice', by: 'gm', prompt: 'Battle B1 round 1: type in the dice', options: [], defaultChoice: '', missing: [{ group: 'T3.S1.B1.R1.subanid', die: 'd10', count: 4, purpose: 'x' }, { group: 'T3.S1.subanid-F1.enc', die: 'd6', count: 1, purpose: 'Encounter Card enc-1 (1D6)' }], rule: 'GD §11.6' };
    const { desk, calls } = deskWith([p]);
    await renderInApp(<PendingPanel world={world} desk={desk} />);
    const inputs = page.getByTestId('dice-input');
    await userEvent.fill(inputs.nth(0), '1 2 3');
    await userEvent.fill(inputs.nth(1), '7');
    await page.getByTestId('dice-save').click();
    await expect.element(page.getByTestId('dice-error')).toHaveTextContent('4 faces wanted, 3 typed');
    await userEvent.fill(inputs.nth(0), '1 2 3 0');
    await page.getByTestId('dice-save').click();
    await expect.element(page.getByTestId('dice-error')).toHaveTextContent('"7" is not a face of a d6');
    await page.getByTestId('dice-as-hits').click();
    await userEvent.fill(inputs.nth(0), '3');
    await userEvent.fill(inputs.nth(1), '5');
    await page.getByTestId('dice-save').click();
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]!(blank).forcedDice).toEqual({ 'T3.S1.B1.R1.subanid': [1, 1, 1, 0], 'T3.S1.subanid-F1.enc': [5] });
    expect(document.querySelector('[data-testid="dice-entry"] label')?.textContent).toContain('Round 1: Subanid Federation fires 4 d10');
  });
});
