/**
 * The paper messages of a turn in its packets (NOVA: 6.4 EMPIRE COMMUNICATIONS: "Messages will
 * only be passed out with sitreps"), read from the turn's `message` events (turn/messages.ts):
 * - on a packet's cover, what its envelope encloses ("Enclosed: 2 messages (from Empire C,
 *   1 sheet; from Empire A, 2 sheets)"), each writer named by the recipient's own alias for it
 *   (the Namer: never the writer's true name unless the recipient knows it), and the writer's
 *   own messages that were not passed;
 * - for the GM, which paper goes in which envelope (a checklist by the GM's true names).
 */
import type { Empire } from '../../../model/entities';
import type { TurnEvent } from '../turn/events';
import { text, type Run } from './packet-model';
import type { Namer } from './viewer';

type MessageEvent = Extract<TurnEvent, { kind: 'message' }>;

const isMessage = (e: TurnEvent): e is MessageEvent => e.kind === 'message';
const sheets = (n: number) => `${n} sheet${n === 1 ? '' : 's'}`;

/** Runs "a; b; c" of parts that are runs themselves. */
function joined(parts: Run[][]): Run[] {
  return parts.flatMap((p, i) => (i === 0 ? p : [text('; '), ...p]));
}

/** Another empire by the viewer's alias; one it has not met is said so, never named. */
function empireRun(namer: Namer, id: string, aliases: MessageEvent['aliases']): Run {
  const run = namer.empire(id, aliases);
  return run.kind === 'empire' ? run : text('an empire you have not met');
}

/** The cover lines of `namer.viewer`'s packet about messages: enclosed ones, and its own not passed. None when there are none. */
export function messageCoverLines(events: readonly TurnEvent[], namer: Namer): { label: string; value: Run[] }[] {
  const viewer = namer.viewer;
  const messages = events.filter(isMessage).filter((e) => e.audience.includes(viewer));
  const lines: { label: string; value: Run[] }[] = [];
  const enclosed = messages.filter((e) => e.passed && e.to === viewer && e.from !== viewer);
  if (enclosed.length > 0) {
    const parts = enclosed.map((e) => [text('from '), empireRun(namer, e.from, e.aliases), text(`, ${sheets(e.sheets)}`)]);
    lines.push({ label: 'Enclosed', value: [text(`${enclosed.length} message${enclosed.length === 1 ? '' : 's'} (`), ...joined(parts), text(')')] });
  }
  const held = messages.filter((e) => !e.passed && e.from === viewer);
  if (held.length > 0) {
    const parts = held.map((e) => [text('to '), empireRun(namer, e.to, e.aliases), text(`, ${sheets(e.sheets)}`)]);
    const why = held.every((e) => !e.ruled) ? ': messages pass only between empires in Normal or Full contact (NOVA 6.4)' : '';
    lines.push({ label: 'Messages not passed', value: [...joined(parts), text(why)] });
  }
  return lines;
}

/** One piece of paper to put in an envelope, or to keep out of every envelope. */
export interface EnvelopeItem {
  messageId: string;
  fromId: string;
  from: string;
  toId: string;
  to: string;
  sheets: number;
  ruled: boolean;
}

/** The GM's checklist of a turn's messages: by recipient, what its envelope gets; and what is not sent. */
export interface EnvelopeChecklist {
  envelopes: { empireId: string; empire: string; player: string; items: EnvelopeItem[] }[];
  notSent: EnvelopeItem[];
  /** Sheets to enclose in all. */
  sheets: number;
}

/** Which paper goes into which envelope (the GM's truth: real names), envelopes in the GM's order of empires. */
export function envelopeChecklist(events: readonly TurnEvent[], empires: readonly Empire[]): EnvelopeChecklist {
  const byId = new Map(empires.map((e) => [e.id, e]));
  const item = (e: MessageEvent): EnvelopeItem => ({ messageId: e.messageId, fromId: e.from, from: byId.get(e.from)?.name ?? e.from, toId: e.to, to: byId.get(e.to)?.name ?? e.to, sheets: e.sheets, ruled: e.ruled });
  const messages = events.filter(isMessage);
  const passed = messages.filter((e) => e.passed && e.from !== e.to);
  const envelopes = [...empires]
    .sort((a, b) => a.position - b.position)
    .map((e) => ({ empireId: e.id, empire: e.name, player: e.playerName ?? '', items: passed.filter((m) => m.to === e.id).map(item) }))
    .filter((e) => e.items.length > 0);
  return { envelopes, notSent: messages.filter((e) => !passed.includes(e)).map(item), sheets: passed.reduce((n, e) => n + e.sheets, 0) };
}
