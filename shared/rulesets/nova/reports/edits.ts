/**
 * The GM's own wording of sitrep items (issue 8: "the GM's voice matters"). Edits are kept
 * with the committed turn, as `reportEdits: { [empireId]: { [itemIndex]: text } }` on its
 * record (the record's only field that changes after the commit); the index is the item's
 * place in the packet's sitrep (0 is the header line). Applying them is pure: an edited item
 * becomes one plain text run, which the leak check still scans (leak-check.ts).
 */
import { z } from 'zod';
import { buildPacket, type PacketInput } from './build-packet';
import { leakCheck } from './leak-check';
import { text, type Packet, type SitrepItem } from './packet-model';
import { leakUniverse, type CheckedPacket } from './turn-source';
import { empireKnowledgeOf } from './viewer';

/** Longest edited item, in characters (a sitrep item is one line or a short paragraph). */
export const MAX_EDIT_LENGTH = 2000;

/** One empire's edits: item index (as a string key) → the GM's text. */
export const sitrepEditsSchema = z.record(z.string().regex(/^\d+$/), z.string().max(MAX_EDIT_LENGTH));
/** Every empire's edits of one turn. */
export const reportEditsSchema = z.record(z.string(), sitrepEditsSchema);

export type SitrepEdits = z.infer<typeof sitrepEditsSchema>;
export type ReportEdits = z.infer<typeof reportEditsSchema>;

/** The edits stored on a turn record; none when the field is missing or cannot be read. */
export function reportEditsOf(record: unknown): ReportEdits {
  const value = typeof record === 'object' && record !== null ? (record as { reportEdits?: unknown }).reportEdits : undefined;
  const parsed = reportEditsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

/** Why an edited text cannot be kept, or null when it can. */
export function editProblem(textValue: string): string | null {
  if (textValue.trim() === '') return 'The item is empty: write its text, or revert to the engine’s wording.';
  if (textValue.length > MAX_EDIT_LENGTH) return `The item is ${textValue.length} characters long; at most ${MAX_EDIT_LENGTH}.`;
  return null;
}

/** Edit indices that name no sitrep item of the packet (kept, but shown to the GM). */
export function unusedEdits(packet: Packet, edits: SitrepEdits | undefined): number[] {
  const count = packet.sections.find((s) => s.kind === 'sitrep')?.items.length ?? 0;
  return Object.keys(edits ?? {})
    .map(Number)
    .filter((i) => i >= count)
    .sort((a, b) => a - b);
}

/**
 * The packet with the GM's edits in its sitrep: each edited item's runs replaced by one text
 * run (its type and event trace kept). Only the first sitrep section is edited; a packet
 * without edits is returned as it is.
 */
export function applySitrepEdits(packet: Packet, edits: SitrepEdits | undefined): Packet {
  if (!edits || Object.keys(edits).length === 0) return packet;
  let done = false;
  const sections = packet.sections.map((s) => {
    if (s.kind !== 'sitrep' || done) return s;
    done = true;
    const items: SitrepItem[] = s.items.map((item, i) => {
      const edited = edits[String(i)];
      return edited === undefined ? item : { ...item, runs: [text(edited)] };
    });
    return { ...s, items };
  });
  return { ...packet, sections };
}

/**
 * One empire's packet as it is sent: built by the engine, the GM's edits applied, then the leak
 * check (NOVA: 7.4) over the edited text. The one place edits are applied: the Reports screen
 * (preview, print, Export all), `warpdesk packets` and `warpdesk sitrep` all come here, so the
 * app and the command line print the same packet. `engine` is the packet before the edits.
 */
export function editedPacket(input: PacketInput, empireId: string, edits: ReportEdits): CheckedPacket & { engine: Packet } {
  const engine = buildPacket(input, empireId);
  const packet = applySitrepEdits(engine, edits[empireId]);
  return { engine, packet, leaks: leakCheck(packet, empireKnowledgeOf(input.world, empireId, input.start?.units ?? []), leakUniverse(input)) };
}

/** One empire's packet with the GM's edits applied and its leak check, as an export needs it. */
export function checkedEditedPacket(input: PacketInput, empireId: string, edits: ReportEdits): CheckedPacket {
  const { packet, leaks } = editedPacket(input, empireId, edits);
  return { packet, leaks };
}

/** Every empire's packet with the edits applied and its leak check, in the GM's order of empires. */
export function checkedEditedPackets(input: PacketInput, edits: ReportEdits): CheckedPacket[] {
  return [...input.world.empires].sort((a, b) => a.position - b.position).map((e) => checkedEditedPacket(input, e.id, edits));
}
