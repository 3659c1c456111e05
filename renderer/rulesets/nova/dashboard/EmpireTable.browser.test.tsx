// NOVA: PLAYER ELIMINATION (8.2): the Dashboard's empire list marks an eliminated empire with its turn.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireTable } from './EmpireTable';

describe('the empires on the Dashboard in Chromium', () => {
  it('says "eliminated on turn N" beside an eliminated empire only', async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Empire table test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-et', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const [, boreal] = await db.empires.where('gameId').equals('g-et').sortBy('position');
    await db.empires.put({ ...boreal!, nova: { eliminatedTurn: 7 } });
    await renderInApp(<EmpireTable gameId="g-et" />);
    await expect.element(page.getByTestId('empire-eliminated')).toHaveTextContent('eliminated on turn 7');
    await expect.poll(() => document.querySelectorAll('[data-testid="empire-eliminated"]').length).toBe(1);
  });
});
