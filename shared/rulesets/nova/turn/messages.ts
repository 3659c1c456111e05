/**
 * Messages between players (NOVA: 6.4 EMPIRE COMMUNICATIONS). The GM does not transcribe them
 * ("The GM will not transcribe messages"): a player hands them in with the turn's orders, each
 * on its own pieces of paper, and the GM passes the paper on in the recipient's envelope
 * ("Messages will only be passed out with sitreps"). What Warpdesk keeps is the GM's log of that
 * paper, on the turn's open record (`decisions.messages`): who wrote to whom, how many sheets,
 * an optional note of the GM's. The text never enters the game.
 *
 * The rule: a message passes only between empires in Normal or Full contact ("Normal contact
 * allows players to send messages to each other via the GM"; MINOR CONTACT: "Messages can't be
 * sent between the empires"; none at all: "don't attempt to gain information from players who
 * you don't have contact with"). The book does not say as of when; by default (game setting
 * `turn.messagesContact` = 'start') contact is read as it stands at the START of the turn: the
 * message was written with the turn's orders, from the previous packet, by an empire that could
 * only address someone it knew then; contact gained during the turn counts from the next one.
 * With 'end', contact as the turn leaves it counts.
 * The GM may rule otherwise with a note (`ruling` on the message), logged as a GM ruling.
 */
import type { Empire } from '../../../model/entities';
import { aliasesFor, contactWith } from './contacts-state';
import { gmEvent, type TurnEvent } from './events';
import { turnSettingsOf } from './settings';
import type { StepInput, StepOutput } from './step';
import type { TurnDecisions, TurnMessage, TurnWarning } from './types';

export type { TurnMessage };

/** Most sheets one message may have (a bound on a typo, not a rule of the book). */
export const MAX_MESSAGE_SHEETS = 99;

/** What the rule says of one message. */
export interface MessageVerdict {
  message: TurnMessage;
  /** The paper goes into the recipient's envelope. */
  passed: boolean;
  /** Why not (or, when the GM ruled, the rule's own verdict); '' when it passes by the rule. */
  reason: string;
  /** The rule's verdict before any ruling. */
  byRule: boolean;
  ruled: boolean;
}

/** The messages logged on a turn's rulings, read defensively (an older record has none). */
export function messagesOf(decisions: TurnDecisions | undefined): TurnMessage[] {
  const raw = decisions?.messages;
  if (!Array.isArray(raw)) return [];
  return raw.filter((m): m is TurnMessage => typeof m === 'object' && m !== null && typeof m.id === 'string' && typeof m.from === 'string' && typeof m.to === 'string' && Number.isInteger(m.sheets) && m.sheets >= 1);
}

const LEVEL_WORD = { minor: 'Minor contact only', normal: 'Normal contact', full: 'Full contact' } as const;

/**
 * Whether `message` may be passed by the rule (NOVA: 6.4), read from the empires as they stood
 * at the start of the turn; the reason names both empires by the GM's names.
 */
export function messageRule(empires: readonly Empire[], message: Pick<TurnMessage, 'from' | 'to'>): { ok: true } | { ok: false; reason: string } {
  const from = empires.find((e) => e.id === message.from);
  const to = empires.find((e) => e.id === message.to);
  if (!from) return { ok: false, reason: `MESSAGE-CONTACT: no empire "${message.from}" wrote it: message not passed` };
  if (!to) return { ok: false, reason: `MESSAGE-CONTACT: no empire "${message.to}" to receive it: message not passed` };
  if (from.id === to.id) return { ok: false, reason: `MESSAGE-CONTACT: ${from.name} wrote to itself: message not passed` };
  const mine = contactWith(from, to.id);
  const theirs = contactWith(to, from.id);
  const level = (c: typeof mine) => (c ? LEVEL_WORD[c.level] : 'no contact');
  if (mine?.level === 'minor' || mine === null) return { ok: false, reason: `MESSAGE-CONTACT: ${from.name} has no Normal contact with ${to.name} (${level(mine)}): message not passed (NOVA 6.4)` };
  // Normal and Full contact are mutual; a one-sided record (a GM's edit) is not contact enough to pass paper.
  if (theirs?.level === 'minor' || theirs === null) return { ok: false, reason: `MESSAGE-CONTACT: ${to.name} has no Normal contact with ${from.name} (${level(theirs)}): message not passed (NOVA 6.4)` };
  return { ok: true };
}

/** Every logged message with its verdict, in the log's order; `empires` as at the start of the turn. */
export function messageVerdicts(empires: readonly Empire[], messages: readonly TurnMessage[]): MessageVerdict[] {
  return messages.map((message) => {
    const rule = messageRule(empires, message);
    const byRule = rule.ok;
    const reason = rule.ok ? '' : rule.reason;
    if (message.ruling) return { message, passed: message.ruling.value, reason, byRule, ruled: true };
    return { message, passed: byRule, reason, byRule, ruled: false };
  });
}

const sheetsWord = (n: number) => `${n} sheet${n === 1 ? '' : 's'}`;

/**
 * End of the turn (NOVA: 6.4 "Messages will only be passed out with sitreps"): each logged
 * message is passed or not (contact at the start of the turn, or its end: `messagesContact`). One `message` event per message,
 * told to the writer and, when it passes, to the recipient, each naming the other by the alias it
 * has for it once the turn is over (the one its packet uses); a MESSAGE-CONTACT warning
 * for the GM for each one not passed; a GM ruling event for each one the GM ruled.
 */
export function messagesStep(input: StepInput): StepOutput {
  const world = input.world;
  // NOVA: 6.4: contact as it stood when the message was written (the default), or as the turn leaves it (setting `messagesContact`).
  const empires = turnSettingsOf(input.settings).messagesContact === 'end' ? world.empires : (input.start ?? input.world).empires;
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const name = (id: string) => empires.find((e) => e.id === id)?.name ?? id;
  for (const v of messageVerdicts(empires, messagesOf(input.decisions))) {
    const { from, to, sheets, id } = v.message;
    const audience = v.passed && to !== from ? [from, to] : [from];
    const writer = empires.find((e) => e.id === from);
    const contact = (writer && contactWith(writer, to)?.level) || 'none';
    events.push({ step: 'end', empireId: from, systemId: null, audience, aliases: aliasesFor(world.empires, audience, [from, to]), kind: 'message', messageId: id, from, to, sheets, passed: v.passed, contact, ruled: v.ruled });
    if (v.ruled && v.message.ruling) {
      events.push(gmEvent('end', null, { kind: 'ruling', what: `message ${id} from ${name(from)} to ${name(to)} (${sheetsWord(sheets)})`, value: v.passed ? 'passed' : 'held', note: v.message.ruling.note }));
    }
    if (!v.passed) warnings.push({ step: 'end', code: 'MESSAGE-CONTACT', message: v.ruled ? `Message ${id} from ${name(from)} to ${name(to)} held by the GM's ruling: not passed` : `${v.reason.replace(/^MESSAGE-CONTACT: /, '')}; the GM may rule it passed on the Orders screen (Messages)`, empireId: from });
  }
  return { world, events, rolls: [], rng: input.rng, warnings };
}
