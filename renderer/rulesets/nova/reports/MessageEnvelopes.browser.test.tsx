// NOVA: 6.4 EMPIRE COMMUNICATIONS: "Messages will only be passed out with sitreps."
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Empire } from '../../../../shared/model/entities';
import type { NovaReportSource } from '../../../../shared/rulesets/nova/reports/report-rules';
import { runTurn } from '../../../../shared/rulesets/nova/turn/run-turn';
import { WorldBuilder } from '../../../../shared/rulesets/nova/turn/test-world';
import { renderInApp } from '../../../test-support/render';
import { MessageEnvelopes } from './MessageEnvelopes';

/** KESSA and YS in Normal contact; ZORG met by no one. Three messages: two for YS, one for ZORG (held). */
function source(): NovaReportSource {
  const w = new WorldBuilder(4).empire('kessa', { name: 'Kessa' }).empire('ys', { name: 'Ys', playerName: 'Ann' }).empire('zorg', { name: 'Zorg' }).build();
  const contacts: Record<string, unknown[]> = {
    kessa: [{ empireId: 'ys', level: 'normal', alias: 'Empire B', since: 1 }],
    ys: [{ empireId: 'kessa', level: 'normal', alias: 'Empire C', since: 1 }],
  };
  const world = { ...w, empires: w.empires.map((e) => ({ ...e, contacts: contacts[e.id] ?? [] }) as Empire) };
  const messages = [
    { id: 'm1', from: 'kessa', to: 'ys', sheets: 2 },
    { id: 'm2', from: 'kessa', to: 'zorg', sheets: 1 },
    { id: 'm3', from: 'kessa', to: 'ys', sheets: 1 },
  ];
  const run = runTurn({ world, orders: [], seed: 'env', decisions: { messages } });
  // Only what the card reads of a prepared turn: its events and empires.
  return { input: { game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 4, world: run.world, start: world, events: run.events } } as unknown as NovaReportSource;
}

describe('the envelope checklist in Chromium', () => {
  it('lists, by true names, the paper for each envelope and what is not sent', async () => {
    await renderInApp(<MessageEnvelopes prepared={source()} playerId="ys" />);
    const card = page.getByTestId('message-envelopes');
    await expect.element(card).toHaveTextContent('Messages to enclose (3 sheets)');
    const envelope = page.getByTestId('message-envelope');
    await expect.element(envelope).toHaveTextContent('Envelope of Ys (Ann)');
    await expect.element(envelope.getByLabelText('m1: from Kessa, 2 sheets')).not.toBeChecked();
    await userEvent.click(envelope.getByLabelText('m1: from Kessa, 2 sheets'));
    await expect.element(envelope.getByLabelText('m1: from Kessa, 2 sheets')).toBeChecked();
    await expect.element(envelope.getByLabelText('m3: from Kessa, 1 sheet')).toBeVisible();
    await expect.element(page.getByTestId('message-not-sent')).toHaveTextContent('m2: from Kessa to Zorg, 1 sheet (no Normal contact, NOVA 6.4)');
  });
});
