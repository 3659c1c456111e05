import { describe, expect, it } from 'vitest';
import type { Empire } from '../../../model/entities';
import { buildPacket } from '../reports/build-packet';
import { envelopeChecklist } from '../reports/message-enclosures';
import { renderPacketText } from '../reports/render-text';
import { messageRule, messagesOf, messageVerdicts, type TurnMessage } from './messages';
import { runTurn } from './run-turn';
import type { ContactLevel, EmpireContact, TurnWorld } from './types';
import { sheet, WorldBuilder } from './test-world';
import { checkedPackets } from '../reports/turn-source';

type Level = ContactLevel | null;

/**
 * KESSA writes to YS; each knows the other at `level` (YS calls KESSA "Empire C", KESSA calls YS
 * "Empire B"; at Minor contact "PLAYER 1"), and ZORG knows no one.
 */
function world(level: Level, ysLevel: Level = level): TurnWorld {
  const contact = (empireId: string, l: Level, letter: string, name: string): EmpireContact[] => (l === null ? [] : [{ empireId, level: l, alias: l === 'minor' ? 'PLAYER 1' : l === 'full' ? name : `Empire ${letter}`, since: 1 }]);
  const w = new WorldBuilder(4).empire('kessa', { name: 'Kessa' }).empire('ys', { name: 'Ys', playerName: 'Ann' }).empire('zorg', { name: 'Zorg' }).home('k', 'kessa').home('y', 'ys').home('z', 'zorg').build();
  const contacts: Record<string, EmpireContact[]> = { kessa: contact('ys', level, 'B', 'Ys'), ys: contact('kessa', ysLevel, 'C', 'Kessa') };
  return { ...w, empires: w.empires.map((e) => ({ ...e, contacts: contacts[e.id] ?? [] }) as Empire) };
}

const message = (over: Partial<TurnMessage> = {}): TurnMessage => ({ id: 'm1', from: 'kessa', to: 'ys', sheets: 1, ...over });

function run(w: TurnWorld, messages: TurnMessage[]) {
  return runTurn({ world: w, orders: [], seed: 'msg', decisions: { messages } });
}

function packetText(w: TurnWorld, r: ReturnType<typeof run>, empireId: string): string {
  return renderPacketText(buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 4, world: r.world, start: w, events: r.events }, empireId));
}

// NOVA: EMPIRE COMMUNICATIONS (6.4): MINOR CONTACT "Messages can't be sent between the empires";
// NORMAL CONTACT "allows players to send messages to each other via the GM"; FULL CONTACT builds on Normal.
describe('messages between players (NOVA 6.4)', () => {
  it('no contact: refused with a MESSAGE-CONTACT reason naming both empires', () => {
    expect(messageRule(world(null).empires, message())).toEqual({ ok: false, reason: 'MESSAGE-CONTACT: Kessa has no Normal contact with Ys (no contact): message not passed (NOVA 6.4)' });
  });

  it('Minor contact: "Messages can\'t be sent between the empires"', () => {
    expect(messageRule(world('minor').empires, message())).toEqual({ ok: false, reason: 'MESSAGE-CONTACT: Kessa has no Normal contact with Ys (Minor contact only): message not passed (NOVA 6.4)' });
  });

  it('Normal contact: "allows players to send messages to each other via the GM"', () => {
    expect(messageRule(world('normal').empires, message())).toEqual({ ok: true });
  });

  it('Full contact passes too', () => {
    expect(messageRule(world('full').empires, message())).toEqual({ ok: true });
  });

  it('a one-sided record (the recipient has only Minor contact) is not contact enough', () => {
    expect(messageRule(world('normal', 'minor').empires, message())).toMatchObject({ ok: false, reason: expect.stringContaining('Ys has no Normal contact with Kessa') });
  });

  it('a message to itself or to an empire not in the game is refused', () => {
    expect(messageRule(world('normal').empires, message({ to: 'kessa' }))).toMatchObject({ ok: false });
    expect(messageRule(world('normal').empires, message({ to: 'nobody' }))).toMatchObject({ ok: false, reason: expect.stringContaining('no empire "nobody"') });
  });

  it('the GM overrides with a note either way, and the rule\'s own verdict is kept beside it', () => {
    const [held] = messageVerdicts(world('normal').empires, [message({ ruling: { value: false, note: 'written on the order sheet' } })]);
    expect(held).toMatchObject({ passed: false, byRule: true, ruled: true });
    const [passed] = messageVerdicts(world('minor').empires, [message({ ruling: { value: true, note: 'contact made by phone' } })]);
    expect(passed).toMatchObject({ passed: true, byRule: false, ruled: true });
  });

  it('an older record without messages, or with damaged entries, reads as none', () => {
    expect(messagesOf({})).toEqual([]);
    expect(messagesOf(undefined)).toEqual([]);
    expect(messagesOf({ messages: [{ id: 'm1', from: 'kessa', to: 'ys', sheets: 0 }, null] as unknown as TurnMessage[] })).toEqual([]);
  });

  it('contact is read at the start of the turn: contact gained during the turn counts from the next one', () => {
    // The start world has Minor contact; even were it Normal by the end, the paper was written before.
    const w = world('minor');
    const r = run(w, [message()]);
    expect(r.events.find((e) => e.kind === 'message')).toMatchObject({ passed: false, contact: 'minor', audience: ['kessa'] });
  });

  it('a passed message is an end-of-turn event told to both, and the recipient\'s packet lists it by its own alias for the writer', () => {
    const w = world('normal');
    const r = run(w, [message({ sheets: 2 }), message({ id: 'm2', sheets: 1 })]);
    expect(r.events.filter((e) => e.kind === 'message')).toMatchObject([
      { step: 'end', passed: true, audience: ['kessa', 'ys'], aliases: { kessa: { ys: 'Empire B' }, ys: { kessa: 'Empire C' } } },
      { step: 'end', passed: true },
    ]);
    expect(r.warnings.filter((x) => x.code === 'MESSAGE-CONTACT')).toEqual([]);
    const text = packetText(w, r, 'ys');
    expect(text).toContain('Enclosed: 2 messages (from Empire C, 2 sheets; from Empire C, 1 sheet)');
    // Secrecy: the recipient knows the writer as Empire C only.
    expect(text).not.toContain('Kessa');
    // The writer's own packet encloses nothing and says nothing was held.
    expect(packetText(w, r, 'kessa')).not.toMatch(/Enclosed|not passed/);
  });

  it('a refused message warns the GM, is told to the writer only, and encloses nothing', () => {
    const w = world('minor');
    const r = run(w, [message()]);
    expect(r.warnings).toContainEqual({ step: 'end', code: 'MESSAGE-CONTACT', message: 'Kessa has no Normal contact with Ys (Minor contact only): message not passed (NOVA 6.4); the GM may rule it passed on the Orders screen (Messages)', empireId: 'kessa' });
    expect(packetText(w, r, 'ys')).not.toContain('Enclosed');
    const writer = packetText(w, r, 'kessa');
    expect(writer).toContain('Messages not passed: to PLAYER 1, 1 sheet: messages pass only between empires in Normal or Full contact (NOVA 6.4)');
    expect(writer).not.toContain('Ys');
  });

  it('a message passed by the GM\'s ruling is logged as a GM-only ruling event', () => {
    const w = world(null);
    const r = run(w, [message({ ruling: { value: true, note: 'met at the convention' } })]);
    expect(r.events.find((e) => e.kind === 'message')).toMatchObject({ passed: true, ruled: true, contact: 'none' });
    expect(r.events.find((e) => e.kind === 'ruling')).toMatchObject({ audience: [], what: 'message m1 from Kessa to Ys (1 sheet)', value: 'passed', note: 'met at the convention' });
    // YS has not met KESSA: the paper comes from an "alien", never from Kessa.
    expect(packetText(w, r, 'ys')).toContain('Enclosed: 1 message (from an empire you have not met, 1 sheet)');
  });

  it('the GM\'s checklist says which paper goes in which envelope, by true names', () => {
    const w = world('normal');
    const r = run(w, [message({ sheets: 2 }), message({ id: 'm2', to: 'zorg' })]);
    expect(envelopeChecklist(r.events, r.world.empires)).toEqual({
      envelopes: [{ empireId: 'ys', empire: 'Ys', player: 'Ann', items: [{ messageId: 'm1', fromId: 'kessa', from: 'Kessa', toId: 'ys', to: 'Ys', sheets: 2, ruled: false }] }],
      notSent: [{ messageId: 'm2', fromId: 'kessa', from: 'Kessa', toId: 'zorg', to: 'Zorg', sheets: 1, ruled: false }],
      sheets: 2,
    });
  });

  it('every packet of a turn with messages passes the leak check (names flow from the GM\'s truth through each empire\'s contacts)', () => {
    const w = world('normal');
    const r = run(w, [message({ sheets: 2 }), message({ id: 'm2', to: 'zorg', ruling: { value: true, note: 'test' } }), message({ id: 'm3', from: 'zorg', to: 'kessa' })]);
    const packets = checkedPackets({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 4, world: r.world, start: w, events: r.events });
    expect(packets.map((p) => p.leaks)).toEqual([[], [], []]);
  });

  it('a message written on the order sheet is not sent: the writer is told MESSAGE-ON-SHEET, nothing is enclosed', () => {
    const w = world('normal');
    const r = runTurn({ world: w, orders: [sheet('kessa', [['general', 'MESSAGE TO EMPIRE B: shall we trade?']])], seed: 'msg' });
    expect(r.events.filter((e) => e.kind === 'order-error')).toMatchObject([{ empireId: 'kessa', code: 'MESSAGE-ON-SHEET', line: 1 }]);
    expect(r.events.some((e) => e.kind === 'message')).toBe(false);
    expect(packetText(w, r, 'kessa')).toContain('MESSAGE-ON-SHEET');
    expect(packetText(w, r, 'ys')).not.toContain('Enclosed');
  });

  it('setting "Messages: contact counted at" end: an empire met this turn (friendly contact at G) gets the message; by default it waits a turn', () => {
    const w = new WorldBuilder(3)
      .empire('aroma', { name: 'Aroma' })
      .empire('muddy', { name: 'Muddy' })
      .home('a', 'aroma')
      .system('c', { type: 3 })
      .line('w1', 'a', 'C', 'c', 'A')
      .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2]])
      .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1]])
      .unit('s1', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
      .unit('m1', 'muddy', 'ship', 'c', { name: 'Frigate 1', designId: 'frigate' })
      .build();
    const orders = [sheet('aroma', [['movement', 'A | SCOUT 1 | C | F |']]), sheet('muddy', [['movement', 'C | FRIGATE 1 | | F |']])];
    const messages = [{ id: 'm1', from: 'aroma', to: 'muddy', sheets: 1 }];
    const byDefault = runTurn({ world: w, orders, seed: 'msg', decisions: { messages } });
    expect(byDefault.events.find((e) => e.kind === 'contact')).toMatchObject({ newLevel: 'normal' });
    expect(byDefault.events.find((e) => e.kind === 'message')).toMatchObject({ passed: false, contact: 'none' });
    const atEnd = runTurn({ world: w, orders, seed: 'msg', decisions: { messages }, settings: { turn: { messagesContact: 'end' } } });
    expect(atEnd.events.find((e) => e.kind === 'message')).toMatchObject({ passed: true, contact: 'normal', aliases: { muddy: { aroma: 'Empire A' } } });
    expect(packetText(w, atEnd, 'muddy')).toContain('Enclosed: 1 message (from Empire A, 1 sheet)');
  });
});
