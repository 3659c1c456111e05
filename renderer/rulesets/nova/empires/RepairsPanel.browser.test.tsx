import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Unit } from '../../../../shared/model/entities';
import { createGameRecords } from '../../../../shared/library/new-game';
import type { NovaDesignRow, NovaSystem } from '../../../../shared/rulesets/nova/records';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireView } from './EmpireView';

describe('the repair-cost calculator in Chromium (NOVA: REPAIRING SHIPS)', () => {
  it("prices Harry's damaged frigate (26 MCr), shows what a smaller sum mends, and gives the order line", async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Repairs', ruleset: 'nova', empireNames: ['Harry Hun', 'Mudd'] }, 'g-rep', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const empireId = records.empires[0]!.id;
    const home: NovaSystem = { gameId: 'g-rep', id: 'home', name: 'HUNLAND', type: 8, status: 'world', ownerId: empireId, colonies: 3, homeStar: true, x: 0, y: 0, installations: { IC: 1 }, notes: '' };
    await db.systems.put(home);
    const components = [
      { code: 'IE', level: 2, count: 1 },
      { code: 'JD', level: 1, count: 1 },
      { code: 'FP', level: 4, count: 1 },
      { code: 'AR', level: 1, count: 6 },
      { code: 'BL', level: 20, count: 1 },
    ];
    const design = { gameId: 'g-rep', id: 'frigate', empireId, kind: 'ship', name: 'Hornet', nova: { components, intangibles: { FA: 2, FD: 2 }, text: '', overrides: {}, notes: '' } } as NovaDesignRow;
    await db.designs.put(design);
    await db.units.put({ gameId: 'g-rep', id: 'u1', empireId, kind: 'ship', name: 'Hornet 1', systemId: 'home', designId: 'frigate', damage: { sd: 7, armourLost: 12, destroyed: ['FP#1'], ieLost: 0, jdLost: 1 } } as Unit);
    const game = (await db.games.get('g-rep'))!;
    await renderInApp(<EmpireView game={game} route={{ empireId, page: 'repairs', designId: null }} />);

    await expect.element(page.getByTestId('repair-total-u1')).toHaveTextContent('26 MCr');
    await expect.element(page.getByText('1 JD level (10% of SSZ 30 each)')).toBeVisible();
    await expect.element(page.getByTestId('repair-line-u1')).toHaveTextContent('Repair HORNET 1 | | | 26');
    await userEvent.fill(page.getByLabelText('MCr to spend on each ship'), '10');
    await expect.element(page.getByTestId('repair-total-u1')).toHaveTextContent('10 MCr');
    await expect.element(page.getByText('Partial repair (the whole bill is 26 MCr)')).toBeVisible();
    await expect.element(page.getByTestId('repair-line-u1')).toHaveTextContent('Repair HORNET 1 | | | 10');
  });
});
