import { useLiveQuery } from 'dexie-react-hooks';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { TurnPage } from './TurnPage';

function LiveTurnPage({ gameId }: { gameId: string }) {
  const game = useLiveQuery(() => getDb().games.get(gameId), [gameId]);
  return game ? <TurnPage game={game} /> : null;
}

// NOVA: VARIABLE HOMESTAR, OPTIONAL FORCES — what Start turn 1 carries out, seen before and after.
describe('starting turn 1 from the pregame', () => {
  it('shows the Home Star Type and the saved MCr it will write, then writes them and says so', async () => {
    const gameId = 'g-start';
    const records = createGameRecords({ name: 'Start test', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, gameId, '2026-01-01T00:00:00.000Z');
    records.game = { ...records.game, turn: 0 };
    records.empires = records.empires.map((e, i) => ({ ...e, homeSystemId: `h${i + 1}`, treasury: i === 0 ? 0 : 100, nova: { homestarType: i === 0 ? 7 : 8 } }));
    records.systems = records.empires.map((e, i) => ({ gameId, id: `h${i + 1}`, name: i === 0 ? 'ALGOL' : 'TEDDY', type: 8, status: 'world', ownerId: e.id, colonies: 3, homeStar: true, x: i * 100, y: 0, installations: { IC: 1, SDU: 2 }, notes: '' }));
    records.units = records.empires.map((e) => ({ gameId, id: `ic-${e.id}`, empireId: e.id, kind: 'IC', name: 'IC 1', systemId: e.homeSystemId, established: false }));
    await insertGame(getDb(), records);
    await renderInApp(<LiveTurnPage gameId={gameId} />);

    await expect.element(page.getByTestId('pregame-checklist')).toHaveTextContent('ALGOL (Aster) Type 8 → 7');
    await userEvent.click(page.getByTestId('start-turn-1'));
    await userEvent.click(page.getByRole('button', { name: 'Start turn 1 anyway', exact: true }));
    await expect.element(page.getByText('ALGOL: Home Star set to Type 7 (was Type 8 on the map), as Aster chose pregame (VARIABLE HOMESTAR)')).toBeVisible();
    await expect.element(page.getByText('Aster: treasury set to the 3900 MCr its pregame leaves', { exact: false })).toBeVisible();
    const db = getDb();
    expect((await db.collectionTable('systems').get([gameId, 'h1'])) as unknown as { type: number }).toMatchObject({ type: 7 });
    expect((await db.empires.get([gameId, 'e1']))?.treasury).toBe(3900);
    expect((await db.empires.get([gameId, 'e2']))?.treasury).toBe(100);
  });
});
