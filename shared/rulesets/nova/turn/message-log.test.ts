import { describe, expect, it } from 'vitest';
import { addMessage, messageProblem, nextMessageId, removeMessage, ruleMessage } from './message-log';
import type { TurnDecisions } from './types';

const empires = [{ id: 'kessa' }, { id: 'ys' }];

// NOVA: 6.4 EMPIRE COMMUNICATIONS: the GM logs the paper, never transcribes it.
describe("the GM's log of a turn's messages", () => {
  it('adds a message with the next free id, keeping every other ruling', () => {
    const start: TurnDecisions = { conditions: { 'kessa:3': { value: true, note: 'met' } } };
    const one = addMessage(start, empires, { from: 'kessa', to: 'ys', sheets: 2, note: '  blue envelope ' });
    const two = addMessage(one, empires, { from: 'ys', to: 'kessa', sheets: 1, note: '' });
    expect(two).toEqual({ conditions: start.conditions, messages: [{ id: 'm1', from: 'kessa', to: 'ys', sheets: 2, note: 'blue envelope' }, { id: 'm2', from: 'ys', to: 'kessa', sheets: 1 }] });
    expect(start).toEqual({ conditions: start.conditions });
  });

  it('never gives an id twice, even after a removal', () => {
    expect(nextMessageId([{ id: 'm1' }, { id: 'm4' }, { id: 'x' }])).toBe('m5');
    const d = removeMessage(addMessage(addMessage({}, empires, { from: 'kessa', to: 'ys', sheets: 1 }), empires, { from: 'kessa', to: 'ys', sheets: 1 }), 'm1');
    expect(addMessage(d, empires, { from: 'ys', to: 'kessa', sheets: 1 }).messages?.map((m) => m.id)).toEqual(['m2', 'm3']);
  });

  it('says what is wrong with an entry, field by field', () => {
    expect(messageProblem(empires, { to: 'ys', sheets: 1 })).toMatch(/^From:/);
    expect(messageProblem(empires, { from: 'kessa', sheets: 1 })).toMatch(/^To: pick/);
    expect(messageProblem(empires, { from: 'kessa', to: 'kessa', sheets: 1 })).toMatch(/^To: a message goes to another empire/);
    expect(messageProblem(empires, { from: 'kessa', to: 'ys', sheets: 0 })).toMatch(/^Sheets:/);
    expect(messageProblem(empires, { from: 'kessa', to: 'ys', sheets: 1.5 })).toMatch(/^Sheets:/);
    expect(() => addMessage({}, empires, { from: 'kessa', to: 'nobody', sheets: 1 })).toThrow(/^To: pick/);
  });

  it('removing the last message leaves no messages field, as an older record', () => {
    expect(removeMessage(addMessage({}, empires, { from: 'kessa', to: 'ys', sheets: 1 }), 'm1')).toEqual({});
  });

  it('rules a message passed or held with a note, and takes the ruling back', () => {
    const d = addMessage({}, empires, { from: 'kessa', to: 'ys', sheets: 1 });
    const ruled = ruleMessage(d, 'm1', { value: true, note: ' contact by phone ' });
    expect(ruled.messages?.[0]).toEqual({ id: 'm1', from: 'kessa', to: 'ys', sheets: 1, ruling: { value: true, note: 'contact by phone' } });
    expect(ruleMessage(ruled, 'm1', null).messages?.[0]).toEqual({ id: 'm1', from: 'kessa', to: 'ys', sheets: 1 });
    expect(() => ruleMessage(d, 'm1', { value: false, note: ' ' })).toThrow(/^Note:/);
  });
});
