import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireView } from './EmpireView';

// NOVA 3.8, the "Stretched" table as printed, with its SN15 erratum (A3).
const STRETCHED = 'FC 8 100 (100)\nIE 3 64 (164)\nJD 3 9 (173)\nPL 14 43 (216)\nSN 15 "6.25" (222.25)\nSI 9 9 (231.25)\nSM 3 4.5 (235.75)\n---\n235.75';

describe('the technology page in Chromium', () => {
  it('reads a tech table as printed, notes the erratum, and sets the levels and the budget', async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Tech', ruleset: 'nova', empireNames: ['Stretched'] }, 'g-tech', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const empireId = records.empires[0]!.id;
    const game = (await db.games.get('g-tech'))!;
    await renderInApp(<EmpireView game={game} route={{ empireId, page: 'technology', designId: null }} />);

    await userEvent.fill(page.getByTestId('tech-paste'), STRETCHED);
    await expect.element(page.getByTestId('tech-paste-preview')).toHaveTextContent('SN15: written 6.25 TP, the formula gives 2.25');
    await expect.element(page.getByTestId('tech-paste-preview')).toHaveTextContent('total written 235.75 TP, the levels add up to 231.75');
    await userEvent.click(page.getByRole('button', { name: 'Set levels' }));
    await expect.element(page.getByTestId('tech-total')).toHaveTextContent('231.75 TP = 2318 MCr');
    await expect.element(page.getByTestId('tech-tp-SN')).toHaveTextContent('2.25');
    await expect.element(page.getByTestId('budget-left')).toHaveTextContent('1182 MCr');

    // Type 5 home star: +1200 MCr.
    await userEvent.click(page.getByTestId('homestar-select'));
    await userEvent.click(page.getByRole('option', { name: /Type 5/ }));
    await expect.element(page.getByTestId('budget-available')).toHaveTextContent('4700 MCr');
    await expect.element(page.getByTestId('budget-left')).toHaveTextContent('2382 MCr');

    // Ctrl+Z takes the home star back, then the levels; Ctrl+Y gives the levels again.
    await userEvent.click(page.getByTestId('tech-level-FC'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.element(page.getByTestId('budget-left')).toHaveTextContent('1182 MCr');
    await expect.element(page.getByTestId('tech-undo')).toHaveAttribute('title', 'Undo: Levels entered as written (Ctrl+Z)');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.element(page.getByTestId('tech-total')).toHaveTextContent('0 TP = 0 MCr');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect.element(page.getByTestId('tech-total')).toHaveTextContent('231.75 TP = 2318 MCr');
  });
});
