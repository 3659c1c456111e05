import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { EmpireList } from './EmpireList';

describe('the empire list in Chromium', () => {
  // NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): MCr are saved on the home star.
  it('shows each treasury and the system it is kept at', async () => {
    const db = getDb();
    const records = createGameRecords({ name: 'Treasuries', ruleset: 'nova', empireNames: ['Aroman', 'Mudd'] }, 'g-treas', '2026-01-01T00:00:00.000Z');
    await insertGame(db, records);
    const system = { gameId: 'g-treas', id: 'sys-algol', name: 'ALGOL', x: 0, y: 0, notes: '' };
    await db.systems.put(system as never);
    const empire = records.empires[0]!;
    await db.empires.put({ ...empire, homeSystemId: 'sys-algol', treasury: 316 });
    const game = (await db.games.get('g-treas'))!;
    await renderInApp(<EmpireList game={game} />);
    await expect.element(page.getByTestId('empire-treasury').first()).toHaveTextContent('316 at ALGOL');
    await expect.element(page.getByTestId('empire-treasury').nth(1)).toHaveTextContent(/at nowhere$/);
  });
});
