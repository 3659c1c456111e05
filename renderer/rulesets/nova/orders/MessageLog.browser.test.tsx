// NOVA: 6.4 EMPIRE COMMUNICATIONS: "Normal contact allows players to send messages to each other via the GM"; MINOR CONTACT: "Messages can't be sent between the empires".
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Empire } from '../../../../shared/model/entities';
import { createGameRecords } from '../../../../shared/library/new-game';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { listTurnRecords } from '../db/turns';
import { MessageLog } from './MessageLog';

describe('the message log in Chromium', () => {
  it('logs a message with the writer’s alias shown, rules it by contact, takes a GM ruling with its note, and removes one', async () => {
    const records = createGameRecords({ name: 'Message test', ruleset: 'nova', empireNames: ['Kessa', 'Ys', 'Zorg'] }, 'g-msg', '2026-01-01T00:00:00.000Z');
    const [kessa, ys, zorg] = records.empires as [Empire, Empire, Empire];
    // Kessa and Ys met (Normal contact, each its own letter); Kessa examined Zorg's wreckage (Minor).
    kessa.contacts = [{ empireId: ys.id, level: 'normal', alias: 'Empire B', since: 1 }, { empireId: zorg.id, level: 'minor', alias: 'PLAYER 1', minorNumber: 1, since: 1 }];
    ys.contacts = [{ empireId: kessa.id, level: 'normal', alias: 'Empire C', since: 1 }];
    const game = { ...records.game, turn: 2 };
    await insertGame(getDb(), { ...records, game });
    await renderInApp(<MessageLog game={game} turn={2} empires={records.empires} writerId={kessa.id} />);
    const log = page.getByTestId('message-log');
    await expect.element(log.getByTestId('message-log-empty')).toBeVisible();

    // Two sheets from Kessa to Ys: the recipient is listed by Kessa's own letter for it.
    const entry = page.getByTestId('message-entry');
    await userEvent.click(entry.getByLabelText('To'));
    await userEvent.click(page.getByRole('option', { name: "Ys (Kessa's Empire B)" }));
    await userEvent.fill(entry.getByLabelText('Sheets'), '2');
    await userEvent.fill(entry.getByLabelText('GM note'), 'blue envelope');
    await userEvent.click(entry.getByRole('button', { name: 'Log message' }));
    await expect.element(log.getByTestId('message-verdict')).toHaveTextContent('passed');

    // One to Zorg, with whom Kessa has Minor contact only: refused, with the reason.
    await userEvent.click(entry.getByLabelText('To'));
    await userEvent.click(page.getByRole('option', { name: "Zorg (Kessa's PLAYER 1)" }));
    await userEvent.click(entry.getByRole('button', { name: 'Log message' }));
    await expect.element(log.getByTestId('message-row').nth(1)).toHaveTextContent('MESSAGE-CONTACT: Kessa has no Normal contact with Zorg (Minor contact only): message not passed (NOVA 6.4)');

    // A message needs a recipient.
    await userEvent.click(entry.getByRole('button', { name: 'Log message' }));
    await expect.element(entry.getByText('To: pick the empire the message is for')).toBeVisible();

    // The GM passes the refused one, and must say why.
    await userEvent.click(log.getByTestId('message-row').nth(1).getByRole('button', { name: 'Rule…' }));
    const ruling = page.getByTestId('message-ruling');
    await userEvent.click(ruling.getByRole('button', { name: 'Save ruling' }));
    await expect.element(ruling.getByText('Note: say why')).toBeVisible();
    await userEvent.fill(ruling.getByLabelText('Note'), 'contact made at the club');
    await userEvent.click(ruling.getByRole('button', { name: 'Save ruling' }));
    await expect.element(log.getByTestId('message-row').nth(1).getByTestId('message-verdict')).toHaveTextContent('passed by GM ruling');

    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-msg'))[0]?.decisions).toEqual({
      messages: [
        { id: 'm1', from: kessa.id, to: ys.id, sheets: 2, note: 'blue envelope' },
        { id: 'm2', from: kessa.id, to: zorg.id, sheets: 1, ruling: { value: true, note: 'contact made at the club' } },
      ],
    });

    await userEvent.click(log.getByRole('button', { name: 'Remove message m1' }));
    await expect.poll(async () => (await listTurnRecords(getDb(), 'g-msg'))[0]?.decisions.messages?.map((m) => m.id)).toEqual(['m2']);
  });

  it('with the setting "Messages: contact counted at" end, a message not passed by the contact before the turn waits for the run', async () => {
    const records = createGameRecords({ name: 'Message test', ruleset: 'nova', empireNames: ['Kessa', 'Ys'] }, 'g-msg2', '2026-01-01T00:00:00.000Z');
    const [kessa, ys] = records.empires as [Empire, Empire];
    const game = { ...records.game, turn: 2, settings: { ...records.game.settings, turn: { messagesContact: 'end' } } };
    await insertGame(getDb(), { ...records, game });
    await renderInApp(<MessageLog game={game} turn={2} empires={records.empires} writerId={kessa.id} />);
    const entry = page.getByTestId('message-entry');
    await userEvent.click(entry.getByLabelText('To'));
    await userEvent.click(page.getByRole('option', { name: ys.name }));
    await userEvent.click(entry.getByRole('button', { name: 'Log message' }));
    await expect.element(page.getByTestId('message-verdict')).toHaveTextContent('not yet');
    await expect.element(page.getByTestId('message-row')).toHaveTextContent('contact made during it counts (setting), so the run decides');
  });
});
