// NOVA: GAME OBJECTIVES (8.1): the victory condition set in Settings, tracked on the Dashboard.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import type { NovaSystem } from '../../../../shared/rulesets/nova/records';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { novaTables } from '../db/tables';
import { renderInApp } from '../../../test-support/render';
import { ObjectivesCard } from './ObjectivesCard';

describe('the game objectives on the Dashboard in Chromium', () => {
  it('shows each empire\'s VP, production and systems, and names the winner once the population level is reached', async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Objectives test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-obj', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const [aster, boreal] = (await db.empires.where('gameId').equals('g-obj').sortBy('position')).map((e) => e.id);
    const sys = (id: string, ownerId: string | undefined, status: NovaSystem['status'], type: number, homeStar = false) =>
      ({ gameId: 'g-obj', id, name: id.toUpperCase(), type, status, ownerId: ownerId ?? null, colonies: 0, homeStar, x: 0, y: 0, installations: {}, notes: '' }) as NovaSystem;
    await novaTables(db).systems.where('gameId').equals('g-obj').delete();
    await novaTables(db).systems.bulkPut([sys('h1', aster, 'world', 8, true), sys('o1', aster, 'outpost', 4), sys('h2', boreal, 'world', 8, true)]);
    const game = { ...(await db.games.get('g-obj'))!, turn: 4, settings: { objectives: { method: 'population', level: 6 } } };
    await renderInApp(<ObjectivesCard game={game} />);
    await expect.element(page.getByTestId('objectives')).toHaveTextContent('Game objectives: Population (VP)');
    await expect.element(page.getByTestId('objectives-text')).toHaveTextContent('Aster wins with 6 VP (level 6).');
    await expect.poll(() => [...document.querySelectorAll('[data-testid="objectives-row"]')].map((r) => r.textContent)).toEqual(['Aster624020', 'Boreal520010']);
  });

  // NOVA: 8.1 D territory points accrued over the turns; NOVA: PLAYER ELIMINATION (8.2) an eliminated empire marked, last, never the winner.
  it('territory ranks by the points accrued; an eliminated empire says "eliminated on turn N" and is listed last', async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Territory test', ruleset: 'nova', empireNames: ['Aster', 'Boreal', 'Cygnus'] }, 'g-ter', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const [aster, boreal, cygnus] = await db.empires.where('gameId').equals('g-ter').sortBy('position');
    await db.empires.bulkPut([
      { ...aster!, nova: { territoryPoints: 30 } },
      { ...boreal!, nova: { territoryPoints: 41 } },
      { ...cygnus!, nova: { territoryPoints: 50, eliminatedTurn: 6 } },
    ]);
    const game = { ...(await db.games.get('g-ter'))!, turn: 8, settings: { objectives: { method: 'territory', level: 40 } } };
    await renderInApp(<ObjectivesCard game={game} />);
    await expect.element(page.getByTestId('objectives-text')).toHaveTextContent('Boreal wins with 41 points (level 40).');
    await expect.poll(() => [...document.querySelectorAll('[data-testid="objectives-row"] td:first-child')].map((r) => r.textContent)).toEqual(['Boreal', 'Aster', 'Cygnuseliminated on turn 6']);
    await expect.element(page.getByTestId('objectives-eliminated')).toHaveTextContent('eliminated on turn 6');
  });
});
