/**
 * NOVA: 6.2 step E, 6.10 — MCr transfers, written on the EXPENDITURES as
 * `Transfer to Empire A | | | 50` (the receiver by the name the sender knows it by, the
 * amount in the Cost column). Sent only with Normal or Full contact; deducted now, kept on
 * the receiver as `nova.incoming` and received at L, so it cannot be spent this turn.
 * Step C has already reserved the money in priority order; a line C aborted is not sent.
 */
import { TurnDice } from './dice';
import { ownEvent, type TurnEvent } from './events';
import { classifyItem } from './expenditure-items';
import { incomingOf, ledgerOf, withLedger } from './money-state';
import { withNova } from './research-state';
import { resolveReceiver } from './transfer-lines';
import type { TurnWarning } from './types';
import type { StepInput, StepOutput } from './step';
import { workingWorld } from './fleet';

export function transfersStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const dice = new TurnDice(input.rng, 'E', input.decisions.dice);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  for (const orders of input.orders) {
    if (orders.missing) continue;
    const senderIndex = world.empires.findIndex((e) => e.id === orders.empireId);
    for (const line of orders.lines) {
      const sender = world.empires[senderIndex];
      const row = line.row;
      if (!sender || row?.kind !== 'expenditure') continue;
      const item = classifyItem(row.item, sender.id, world.designs);
      if (item.kind !== 'transfer') continue;
      const ledger = ledgerOf(sender, world.turn);
      if (ledger.aborted.includes(line.line)) continue;
      const amount = row.cost ?? (row.unitPrice !== null ? (row.quantity ?? 1) * row.unitPrice : row.quantity);
      if (amount === null || amount <= 0) continue;
      const receiver = resolveReceiver(sender, item.to, world.empires);
      if ('reason' in receiver) {
        events.push(ownEvent('E', sender.id, null, { kind: 'order-error', line: line.line, text: line.text, code: receiver.code, reason: receiver.reason, unitIds: [] }));
        continue;
      }
      const event = ownEvent('E', sender.id, null, { kind: 'mcr-sent', to: receiver.empireId, mcr: amount });
      event.aliases = { [sender.id]: { [receiver.empireId]: receiver.alias } };
      events.push(event);
      world.empires[senderIndex] = { ...withLedger(sender, { ...ledger, sent: ledger.sent + amount }), treasury: Math.round(sender.treasury) - amount };
      const receiverIndex = world.empires.findIndex((e) => e.id === receiver.empireId);
      const target = world.empires[receiverIndex];
      if (target) world.empires[receiverIndex] = withNova(target, { incoming: [...incomingOf(target), { from: sender.id, mcr: amount, sentTurn: world.turn }] });
    }
  }
  return { world, events, rolls: dice.rolls, rng: dice.rng, warnings };
}
