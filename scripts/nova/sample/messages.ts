/**
 * Sample layer: the paper messages handed in with the turn's orders (NOVA: 6.4 EMPIRE
 * COMMUNICATIONS), as the GM logs them on the turn (shared/rulesets/nova/turn/messages.ts).
 * The Free Traders of Kessa wrote to the Solar Ascendancy of Ys, an empire they have not met:
 * the rule holds the letter back (MESSAGE-CONTACT), which the GM sees on the Orders and Turn
 * screens and may overrule with a note.
 */
import type { GameRecords } from '../../../shared/format/archive';
import { addMessage } from '../../../shared/rulesets/nova/turn/message-log';
import type { TurnDecisions } from '../../../shared/rulesets/nova/turn/types';
import type { SampleLayer } from './layer';

export const messagesLayer: SampleLayer = (records: GameRecords): GameRecords => {
  const turn = Math.max(1, records.game.turn);
  const decisions: TurnDecisions = addMessage({}, records.empires, { from: 'kessa', to: 'ys', sheets: 1, note: 'one handwritten page, in the envelope with the orders' });
  return { ...records, turns: [...records.turns.filter((t) => t.number !== turn), { gameId: records.game.id, number: turn, status: 'open', decisions }] };
};
