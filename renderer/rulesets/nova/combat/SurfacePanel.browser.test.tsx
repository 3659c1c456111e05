import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyGameRecords } from '../../../../shared/format/archive';
import type { Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { listSurfaceBattles } from '../db/surface-battles';
import { renderInApp } from '../../../test-support/render';
import { replaySurface } from '../../../../shared/rulesets/nova/combat/surface-record';
import { SurfacePanel } from './SurfacePanel';

function Harness({ game }: { game: Game }) {
  const [open, setOpen] = useState<string | null>(null);
  return <SurfacePanel game={game} open={open} onOpen={setOpen} />;
}

describe('surface combat in Chromium', () => {
  it('sets up an invasion, proposes the line-up, refuses a unit in two pairs, fights a round with typed dice and the rest by default', async () => {
    const db = getDb();
    await insertGame(db, emptyGameRecords({ id: 'g-surf', name: 'Surface', ruleset: 'nova', turn: 2, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'surf', deadline: '', notes: '', settings: {} }));
    const game = (await db.games.get('g-surf'))!;
    await renderInApp(<Harness game={game} />);

    // The defaults are the rulebook's surface example: 1 SDU, 2 RA, 3 MA against 3 AA and 3 RA with one OS3.
    await userEvent.click(page.getByTestId('surface-create'));
    await expect.element(page.getByTestId('surface-battle')).toBeVisible();
    // Round 1 of an invasion: only the AAs land, matched against the defender's strongest armies.
    await expect.poll(() => document.querySelectorAll('[data-testid="surface-pair"]').length).toBe(3);
    await expect.element(page.getByTestId('surface-landings')).toHaveTextContent('I-AA1');
    expect(document.querySelector('[data-testid="surface-landings"]')?.textContent).not.toContain('I-RA1');

    // Matching the same invader against two defenders breaks the rules and the round cannot be fought.
    await userEvent.click(page.getByLabelText('Pair 2 invader').first());
    await userEvent.click(page.getByRole('option', { name: /I-AA1/ }));
    await expect.element(page.getByTestId('surface-problem')).toHaveTextContent('I-AA1 is in two pairs');
    await expect.element(page.getByTestId('surface-fight')).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Back to the proposal' }));
    await expect.element(page.getByText('The line-up is allowed.')).toBeVisible();

    // Six typed dice of 6: every attack misses, every die on record as typed.
    await userEvent.fill(page.getByTestId('surface-dice'), '6 6 6 6 6 6');
    await userEvent.click(page.getByTestId('surface-fight'));
    await expect.element(page.getByTestId('surface-state')).toHaveTextContent('in progress');
    await expect.element(page.getByTestId('surface-log')).toHaveTextContent('R1 the invader lands I-AA1, I-AA2, I-AA3');
    await userEvent.click(page.getByRole('tab', { name: /Dice/ }));
    await expect.poll(() => document.querySelectorAll('[data-testid="surface-die-row"]').length).toBe(6);
    expect(document.querySelector('[data-testid="surface-dice-log"]')?.textContent).toContain('typed');

    // NOVA: L3998: an invading AA withdrawn aboard at the start of round 2 leaves the line-up, which is proposed again without it.
    const pairValues = () => [...document.querySelectorAll<HTMLInputElement>('[data-testid="surface-pair"] input')].map((i) => i.value).join(' ');
    await expect.poll(pairValues).toContain('I-AA1');
    await userEvent.click(page.getByRole('checkbox', { name: /I: I-AA1/ }));
    await expect.poll(pairValues).not.toContain('I-AA1');
    await expect.element(page.getByText('The line-up is allowed.')).toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: /I: I-AA1/ }));
    await expect.poll(pairValues).toContain('I-AA1');

    await userEvent.click(page.getByRole('button', { name: 'Resolve the rest with the default line-up' }));
    // The rest: rounds until one side is gone or three rounds have been fought this turn.
    const over = async () => {
      const [stored] = await listSurfaceBattles(db, 'g-surf');
      const r = replaySurface(stored!);
      return r.state.outcome !== null || r.state.round === 3;
    };
    await expect.poll(over).toBe(true);
    await expect.element(page.getByTestId('surface-fight')).not.toBeInTheDocument();
    const [stored] = await listSurfaceBattles(db, 'g-surf');
    const replay = replaySurface(stored!);
    const rows = await db.diceRolls.where('gameId').equals('g-surf').toArray();
    expect(rows).toHaveLength(replay.dice.length);
  });
});
