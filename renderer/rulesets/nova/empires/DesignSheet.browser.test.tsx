import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { parseDesignText } from '../../../../shared/rulesets/nova/design-text';
import { getDb } from '../../../db/database';
import { addParsedDesigns } from '../db/designs';
import { setTechLevels } from '../db/empires';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireView } from './EmpireView';

const HORNET = '"Hornet" Class FG\nIE 4\nJD 3\n2 SI 9\n10 AR 1\n4 FP 4 (FA120,FD4)\nSN 10\nFC 2';

async function setup() {
  const db = getDb();
  const records = createGameRecords({ name: 'Sheet', ruleset: 'nova', empireNames: ['Harry Hun'] }, 'g-sheet', '2026-01-01T00:00:00.000Z');
  await insertGame(db, records);
  const empireId = records.empires[0]!.id;
  await setTechLevels(db, 'g-sheet', empireId, { FC: 2, FA: 120, FD: 4, IE: 4, JD: 3, SN: 20, SI: 9, SM: 4, TC: 2 });
  const [designId] = await addParsedDesigns(db, 'g-sheet', empireId, parseDesignText(HORNET).designs);
  const game = (await db.games.get('g-sheet'))!;
  await renderInApp(<EmpireView game={game} route={{ empireId, page: 'designs', designId: designId! }} />);
  return { empireId, designId: designId! };
}

describe('the design sheet in Chromium', () => {
  it('computes size, cost, TP and TA live and lists every broken rule as the GM edits', async () => {
    const { designId } = await setup();
    await expect.element(page.getByTestId('design-cost')).toHaveTextContent('83');
    await expect.element(page.getByTestId('design-header')).toHaveTextContent('"Hornet" (30 FG) 2 83 (TA=12) FA120, FD4');
    await expect.element(page.getByTestId('design-problems')).toHaveTextContent('None');

    // FC 2 → FC 4: cost 89 at once, and FC4 breaks the empire's FC2.
    await userEvent.fill(page.getByLabelText('line 7 level'), '4');
    await expect.element(page.getByTestId('design-cost')).toHaveTextContent('89');
    await expect.element(page.getByTestId('design-problems')).toHaveTextContent("FC4 exceeds the empire's FC2");

    // Enter adds a line after the current one; a BL the empire lacks is an error on that line.
    await userEvent.click(page.getByLabelText('line 7 level'));
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('component-row-7')).toBeVisible();
    await expect.element(page.getByTestId('design-problems')).toHaveTextContent('the empire has no BL technology');
    await expect.element(page.getByTestId('design-ssz')).toHaveTextContent('31');
    await expect.element(page.getByTestId('design-category')).toHaveTextContent('DE');

    // Ctrl+Z twice gives the Hornet back; the sheet saves itself.
    await userEvent.click(page.getByTestId('design-name'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.element(page.getByTestId('design-cost')).toHaveTextContent('83');
    await expect.poll(async () => JSON.stringify((await getDb().designs.get(['g-sheet', designId]))?.nova)).toContain('"level":2}');
    await expect.poll(async () => ((await getDb().designs.get(['g-sheet', designId])) as { nova: { components: unknown[] } } | undefined)?.nova.components.length).toBe(7);
  });
});
