import { useLiveQuery } from 'dexie-react-hooks';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { forgetLoadedHistories } from '../../../features/undo/undo-store';
import { renderInApp } from '../../../test-support/render';
import { loadOrderSheet, saveOrderLines } from '../db/orders';
import { OrdersPage } from './OrdersPage';

function LiveOrdersPage({ gameId }: { gameId: string }) {
  const game = useLiveQuery(() => getDb().games.get(gameId), [gameId]);
  return game ? <OrdersPage game={game} /> : null;
}

async function smallGame(gameId: string): Promise<void> {
  const records = createGameRecords({ name: `Orders ${gameId}`, ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, gameId, '2026-01-01T00:00:00.000Z');
  records.systems = [{ gameId, id: 's1', name: 'ALGOL', type: 4, status: 'world', ownerId: 'e1', colonies: 0, homeStar: true, x: 0, y: 0, installations: {}, notes: '' }];
  records.units = [{ gameId, id: 'u1', empireId: 'e1', kind: 'ship', name: 'AFRICA', systemId: 's1' }];
  await insertGame(getDb(), records);
  await saveOrderLines(getDb(), gameId, 'e1', 1, [
    { id: 'a', section: 'expenditures', text: 'Colony | 1 | 60 | 60', keepInvalid: false },
    { id: 'b', section: 'movement', text: 'ALGOL | AFRICA | | F', keepInvalid: false },
  ]);
}

const MESSY = 'EMPIRE : Aster   TURN : 1\nEXPENDITURES\nColony 1 @ 60\nColony | 1 | 60ish | 60\nTotal Cost : 120\nplease send my sitrep early, thanks\nMOVEMENT\nALGOL | AFRICA | @@ | F\n';

const rowTexts = async (gameId: string) => (await loadOrderSheet(getDb(), gameId, 'e1', 1))?.lines.map((l) => l.text);
const gridRows = () => document.querySelectorAll('[data-testid="order-row"]').length;
const unreadableRows = () => document.querySelectorAll('[data-testid="order-row"][data-unreadable="true"]').length;

async function paste(text: string) {
  await userEvent.click(page.getByTestId('orders-paste'));
  await userEvent.fill(page.getByTestId('import-text'), text);
}

describe('importing typed orders on the Orders screen', () => {
  it('asks before replacing a filled sheet, counts the unreadable rows the grid marks, and undoes the import as one step, after leaving the screen and after a reload', async () => {
    await smallGame('g-orders-1');
    const first = await renderInApp(<LiveOrdersPage gameId="g-orders-1" />);
    await expect.poll(gridRows).toBe(2);

    await paste(MESSY);
    await expect.element(page.getByTestId('import-filled')).toHaveTextContent('Aster already has 2 rows for turn 1');
    const counted = Number(page.getByTestId('import-unreadable').element().textContent);
    expect(counted).toBe(2);
    await userEvent.click(page.getByTestId('import-replace'));
    await expect.poll(() => rowTexts('g-orders-1')).toEqual(['Colony 1 @ 60', 'Colony | 1 | 60ish | 60', 'Total Cost : 120', 'please send my sitrep early, thanks', 'ALGOL | AFRICA | @@ | F']);
    await expect.poll(gridRows).toBe(5);
    await expect.poll(unreadableRows).toBe(counted);

    // One step: Undo puts the two rows back, Redo the import.
    await expect.element(page.getByTestId('orders-undo')).toHaveAttribute('title', 'Undo: Import of pasted text (Ctrl+Z)');
    await userEvent.click(page.getByTestId('orders-undo'));
    await expect.poll(() => rowTexts('g-orders-1')).toEqual(['Colony | 1 | 60 | 60', 'ALGOL | AFRICA | | F']);
    await userEvent.click(page.getByTestId('orders-redo'));
    await expect.poll(() => rowTexts('g-orders-1')).toHaveLength(5);

    // Away and back: the history is the screen's, not the component's.
    await first.unmount();
    await renderInApp(<LiveOrdersPage gameId="g-orders-1" />);
    await expect.poll(gridRows).toBe(5);
    await expect.element(page.getByTestId('orders-undo')).toBeEnabled();

    // A reload: what was held in memory is gone, the tab's copy is read back.
    forgetLoadedHistories();
    await userEvent.click(page.getByTestId('orders-undo'));
    await expect.poll(() => rowTexts('g-orders-1')).toEqual(['Colony | 1 | 60 | 60', 'ALGOL | AFRICA | | F']);
  });

  it('appends after the rows when asked, and Cancel changes nothing', async () => {
    await smallGame('g-orders-2');
    await renderInApp(<LiveOrdersPage gameId="g-orders-2" />);
    await expect.poll(gridRows).toBe(2);
    await paste('EXPENDITURES\nAssault Army | 1 | 30 | 30\n');
    await userEvent.click(page.getByTestId('import-cancel'));
    expect(await rowTexts('g-orders-2')).toHaveLength(2);
    await paste('EXPENDITURES\nAssault Army | 1 | 30 | 30\n');
    await userEvent.click(page.getByTestId('import-append'));
    await expect.poll(() => rowTexts('g-orders-2')).toEqual(['Colony | 1 | 60 | 60', 'ALGOL | AFRICA | | F', 'Assault Army | 1 | 30 | 30']);
    await userEvent.click(page.getByTestId('orders-undo'));
    await expect.poll(() => rowTexts('g-orders-2')).toHaveLength(2);
  });

  it('imports a sheet naming nobody into the empire open on screen', async () => {
    await smallGame('g-orders-3');
    await renderInApp(<LiveOrdersPage gameId="g-orders-3" />);
    await expect.poll(gridRows).toBe(2);
    await userEvent.click(page.getByTestId('orders-empire'));
    await userEvent.click(page.getByRole('option', { name: 'Boreal' }));
    await expect.poll(gridRows).toBe(0);
    await paste('EXPENDITURES\nColony | 1 | 60 | 60\n');
    await expect.element(page.getByRole('combobox', { name: 'Empire of sheet 1' })).toHaveValue('Boreal');
    await userEvent.click(page.getByTestId('import-confirm'));
    await expect.poll(async () => (await loadOrderSheet(getDb(), 'g-orders-3', 'e2', 1))?.lines.map((l) => l.text)).toEqual(['Colony | 1 | 60 | 60']);
  });
});
