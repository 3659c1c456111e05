/**
 * The GM's master report of a turn (issue 8): everything that happened, unfiltered, in the
 * GM's wording (describe.ts) step by step A–L and end, with who was told each event, and
 * the dice appendix. It is a Packet document with no empire (empireId ''), so the same
 * machinery prints it (render-html.ts, render-text.ts); it is never sent to a player and
 * never leak-checked: it holds the GM's truth by design.
 */
import { describeEvent, listWords, worldNames, type EventNames } from '../turn/describe';
import type { TurnEvent, TurnEventKind } from '../turn/events';
import { STEP_TITLES, TURN_STEPS, type TurnRoll, type TurnStep } from '../turn/types';
import type { PacketInput } from './build-packet';
import { packetCode, text, type Packet, type Section, type SitrepItem, type SitrepItemType } from './packet-model';
import { renderPacketHtml, type HtmlOptions } from './render-html';
import { deadlineText } from './deadline';

export interface MasterInput extends PacketInput {
  /** Every die of the turn, as logged (a committed record's `rolls`); the dice appendix is left out without them. */
  rolls?: readonly TurnRoll[];
}

/** The empire id a master report carries: none, it is the GM's. */
export const MASTER_EMPIRE_ID = '';
export const MASTER_TITLE = 'GM master report';

const ITEM_TYPE: Partial<Record<TurnEventKind, SitrepItemType>> = {
  'order-error': 'error',
  'build-aborted': 'error',
  'research-complete': 'research',
  'research-rolled': 'research',
  'research-started': 'research',
  'missiles-acquired': 'research',
  explored: 'exploration',
  'contact-lost': 'lost-contact',
  production: 'money',
  pillage: 'money',
  salvage: 'money',
  'mcr-sent': 'money',
  'mcr-received': 'money',
  interest: 'money',
  corruption: 'money',
  treasury: 'money',
  ruling: 'ruling',
};

/** GM names over the world before and after the turn: a unit built or destroyed this turn is still named. */
export function masterNames(input: Pick<PacketInput, 'world' | 'start'>): EventNames {
  const seen = new Set(input.world.units.map((u) => u.id));
  const units = [...input.world.units, ...(input.start?.units ?? []).filter((u) => !seen.has(u.id))];
  return worldNames({ systems: input.world.systems, empires: input.world.empires, units });
}

/** Who was told an event (NOVA: 7.4): the empires of its audience by their real names, or "GM only". */
function toldTo(event: TurnEvent, names: EventNames): string {
  return event.audience.length === 0 ? 'GM only' : `told to ${listWords(event.audience.map((id) => names.empire(id)))}`;
}

/** One line per event: its number in the turn, the GM's wording, and who was told. */
function eventItem(event: TurnEvent & { seq?: number }, names: EventNames): SitrepItem {
  const seq = event.seq !== undefined ? `#${event.seq} ` : '';
  return { type: ITEM_TYPE[event.kind] ?? 'local', runs: [text(`${seq}${describeEvent(event, names)} — ${toldTo(event, names)}`)], from: event.seq !== undefined ? [event.seq] : [] };
}

const stepHeading = (step: TurnStep) => (step === 'end' ? `End of turn — ${STEP_TITLES[step]}` : `Step ${step} — ${STEP_TITLES[step]}`);

/** One die as the appendix prints it: "d10 = 7 (forced) — step G, purpose [key]". */
function rollItem(roll: TurnRoll, i: number): SitrepItem {
  return { type: 'note', runs: [text(`d${roll.sides} = ${roll.value}${roll.forced ? ' (forced)' : ''} — step ${roll.step}, ${roll.purpose} [${roll.key}]`)], from: [i + 1] };
}

/**
 * The master report of `input.turn`: a cover, one section per step that has events (every
 * event, whatever its audience), and the dice appendix. Pure; the order is the events' order.
 */
export function masterReport(input: MasterInput): Packet {
  const names = masterNames(input);
  const byStep = new Map<TurnStep, TurnEvent[]>();
  for (const e of input.events) byStep.set(e.step, [...(byStep.get(e.step) ?? []), e]);
  const steps = TURN_STEPS.filter((s) => byStep.has(s));
  const body: Section[] = steps.map((step) => ({ kind: 'sitrep', title: stepHeading(step), items: (byStep.get(step) ?? []).map((e) => eventItem(e, names)) }));
  if (input.events.length === 0) body.push({ kind: 'sitrep', title: 'Events', items: [{ type: 'note', runs: [text('Nothing happened this turn.')], from: [] }] });
  if (input.rolls) body.push({ kind: 'sitrep', title: `Dice rolled (${input.rolls.length})`, items: input.rolls.length ? input.rolls.map(rollItem) : [{ type: 'note', runs: [text('No die was rolled this turn.')], from: [] }] });
  const code = packetCode(input.game.id, input.turn, MASTER_EMPIRE_ID, 0);
  const empires = [...input.world.empires].sort((a, b) => a.position - b.position);
  const cover: Section = {
    kind: 'cover',
    title: input.game.name,
    lines: [
      { label: 'Report', value: [text(`${MASTER_TITLE} — everything that happened, unfiltered; not for players`)] },
      { label: 'Turn reported', value: [text(String(input.turn))] },
      { label: 'Empires', value: [text(empires.map((e) => e.name).join(', ') || 'none')] },
      { label: 'Events', value: [text(String(input.events.length))] },
      ...(input.rolls ? [{ label: 'Dice rolled', value: [text(String(input.rolls.length))] }] : []),
      { label: `Orders for turn ${input.turn + 1} due`, value: [text(deadlineText(input.game.deadline))] },
      { label: 'Report code', value: [text(code)] },
      ...(input.preview ? [{ label: 'Status', value: [text('PREVIEW of a dry run — not the committed turn')] }] : []),
    ],
    contents: body.map((s) => s.title),
  };
  return { game: { id: input.game.id, name: input.game.name }, turn: input.turn, empireId: MASTER_EMPIRE_ID, empireName: MASTER_TITLE, code, deadline: input.game.deadline, preview: input.preview === true, sections: [cover, ...body] };
}

/** The master report as print HTML: the packet renderer's document, its kicker saying what it is. */
export function renderMasterHtml(report: Packet, options: HtmlOptions = {}): string {
  return renderPacketHtml(report, options).replace('<p class="kicker">NOVA player packet', '<p class="kicker">NOVA GM master report — confidential');
}
