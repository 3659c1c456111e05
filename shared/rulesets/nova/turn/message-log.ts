/**
 * Editing the GM's log of a turn's paper messages (NOVA: 6.4; messages.ts): what the Orders
 * screen's Messages card and its repository write into the open turn's rulings. Pure: each
 * function returns new rulings and never changes the ones it is given.
 */
import type { Empire } from '../../../model/entities';
import { MAX_MESSAGE_SHEETS, messagesOf } from './messages';
import type { Ruling, TurnDecisions, TurnMessage } from './types';

/** A message as the GM enters it: who wrote to whom, on how many sheets, and an optional note. */
export interface NewMessage {
  from: string;
  to: string;
  sheets: number;
  note?: string;
}

/** What is wrong with `input` (a sentence saying which field and why), or null. */
export function messageProblem(empires: readonly Pick<Empire, 'id'>[], input: Partial<NewMessage>): string | null {
  if (!input.from || !empires.some((e) => e.id === input.from)) return 'From: pick the empire that wrote the message';
  if (!input.to || !empires.some((e) => e.id === input.to)) return 'To: pick the empire the message is for';
  if (input.to === input.from) return 'To: a message goes to another empire, not to its writer';
  if (typeof input.sheets !== 'number' || !Number.isInteger(input.sheets) || input.sheets < 1 || input.sheets > MAX_MESSAGE_SHEETS) return `Sheets: a whole number of pieces of paper, 1 to ${MAX_MESSAGE_SHEETS}`;
  return null;
}

/** The next free id of the log: "m1", "m2"… (never one used before in it). */
export function nextMessageId(messages: readonly Pick<TurnMessage, 'id'>[]): string {
  const used = messages.map((m) => /^m(\d+)$/.exec(m.id)?.[1]).filter((n): n is string => n !== undefined);
  return `m${used.reduce((max, n) => Math.max(max, Number(n)), 0) + 1}`;
}

/** The rulings with `input` logged at the end (its id the next free one). Throws a RangeError saying what is wrong when `input` is not a message. */
export function addMessage(decisions: TurnDecisions, empires: readonly Pick<Empire, 'id'>[], input: NewMessage): TurnDecisions {
  const problem = messageProblem(empires, input);
  if (problem) throw new RangeError(problem);
  const messages = messagesOf(decisions);
  const note = input.note?.trim();
  const message: TurnMessage = { id: nextMessageId(messages), from: input.from, to: input.to, sheets: input.sheets, ...(note ? { note } : {}) };
  return { ...decisions, messages: [...messages, message] };
}

/** The rulings without message `id` (the log empty: no `messages` field at all, as an older record). */
export function removeMessage(decisions: TurnDecisions, id: string): TurnDecisions {
  const messages = messagesOf(decisions).filter((m) => m.id !== id);
  const { messages: _gone, ...rest } = decisions;
  return messages.length > 0 ? { ...rest, messages } : rest;
}

/** The rulings with the GM's ruling on message `id` set (passed or held, with its note), or removed (null). */
export function ruleMessage(decisions: TurnDecisions, id: string, ruling: Ruling<boolean> | null): TurnDecisions {
  if (ruling && ruling.note.trim() === '') throw new RangeError('Note: say why the message is passed or held; the note is kept with the ruling');
  const messages = messagesOf(decisions).map((m) => {
    if (m.id !== id) return m;
    const { ruling: _old, ...rest } = m;
    return ruling ? { ...rest, ruling: { value: ruling.value, note: ruling.note.trim() } } : rest;
  });
  return { ...decisions, messages };
}
