/**
 * What the Reports screen shows, computed from the game's records: the turns to choose
 * from (each committed turn, and a dry-run preview of the open turn), where a turn's packets
 * come from (shared/reports/turn-source.ts), and the document on screen — an empire's packet
 * with the GM's sitrep edits and its leak check, the GM's master report, or a blank order
 * sheet — with the HTML it prints as.
 */
import type { GameRecords } from '../../../format/archive';
import type { Empire } from '../../../model/entities';
import type { TurnRoll } from '../turn/types';
import type { PacketInput } from './build-packet';
import { editedPacket, reportEditsOf, unusedEdits, type ReportEdits } from './edits';
import type { Leak } from './leak-check';
import { masterReport, renderMasterHtml } from './master-report';
import { packetCode, type OrderSheetSection, type Packet, type SitrepItem } from './packet-model';
import { blankOrderSheet } from './build-packet';
import { renderPacketHtml, type Paper } from './render-html';
import { committedTurnSource, dryRunSource } from './turn-source';
import { documentFileBase, playerFileBase } from '../../../print/file-names';

/** The empire choice that shows the GM's master report. */
export const MASTER = '__gm__';
/** The turn choice of the open turn's dry run. */
export const DRY_RUN = 'dry-run';

export interface TurnChoice {
  value: string;
  label: string;
  turn: number;
  dryRun: boolean;
}

/** The open turn's dry run first (none in the pregame, turn 0), then the committed turns, newest first. */
export function turnChoices(records: GameRecords): TurnChoice[] {
  const committed = records.turns
    .filter((t) => t.status === 'committed')
    .map((t) => t.number)
    .sort((a, b) => b - a);
  const open = records.game.turn;
  const dry: TurnChoice[] = open > 0 ? [{ value: DRY_RUN, label: `Turn ${open} (dry run preview)`, turn: open, dryRun: true }] : [];
  return [...dry, ...committed.map((n) => ({ value: String(n), label: `Turn ${n}`, turn: n, dryRun: false }))];
}

/** The choice a screen opens on: the newest committed turn, else the dry run. */
export function defaultTurnChoice(choices: readonly TurnChoice[]): string {
  return (choices.find((c) => !c.dryRun) ?? choices[0])?.value ?? DRY_RUN;
}

export type ReportSource =
  | {
      ok: true;
      input: PacketInput;
      /** The committed turn's dice; none for a dry run. */
      rolls: TurnRoll[] | undefined;
      /** The GM's sitrep edits kept with the committed turn. */
      edits: ReportEdits;
      /** A committed turn (edits can be kept), not a dry run. */
      committed: boolean;
    }
  | { ok: false; message: string };

/** Where the chosen turn's reports come from; a message when they cannot be made. */
export function reportSource(records: GameRecords, choice: string): ReportSource {
  if (choice === DRY_RUN) {
    const source = dryRunSource(records);
    return source.ok ? { ok: true, input: source.input, rolls: undefined, edits: {}, committed: false } : source;
  }
  const turn = Number(choice);
  const source = committedTurnSource(records, turn);
  if (!source.ok) return source;
  const record = records.turns.find((t) => t.number === turn && t.status === 'committed');
  const rolls = record?.rolls;
  return { ok: true, input: source.input, rolls: Array.isArray(rolls) ? (rolls as TurnRoll[]) : undefined, edits: reportEditsOf(record), committed: true };
}

export type DocKind = 'packet' | 'blank';

export interface ShownDocument {
  kind: 'packet' | 'master' | 'blank';
  packet: Packet;
  html: string;
  /** The leak check of a packet (NOVA: 7.4); null for the master report and a blank sheet, which are not checked. */
  leaks: Leak[] | null;
  /** File name without extension: `<game>-<packet code>-<empire>` (shared/print/file-names.ts), `<game>-turn-<N>-gm-master-report`. */
  fileBase: string;
  /** The packet's sitrep items in the engine's wording (before the GM's edits), for the edit list. */
  engineItems: SitrepItem[];
  /** The GM's edits of this empire's sitrep: item index → text. */
  edits: Record<string, string>;
  /** Edited item numbers (0-based) the packet does not have: kept, not printed, shown to the GM. */
  unusedEdits: number[];
}

/**
 * A blank TURN ORDER SHEET for `turn` (NOVA: 6.12). For an empire, its name is filled in and
 * the code is that empire's packet code of `turn`, so a returned sheet files with its packet.
 */
export function blankSheetFor(input: PacketInput, turn: number, empire: Pick<Empire, 'id' | 'name' | 'position'> | undefined): Packet {
  const blank = blankOrderSheet(input.game, turn);
  if (!empire) return blank;
  return {
    ...blank,
    empireId: empire.id,
    empireName: empire.name,
    code: packetCode(input.game.id, turn, empire.id, empire.position),
    sections: blank.sections.map((s) => (s.kind === 'order-sheet' ? ({ ...s, empire: empire.name } as OrderSheetSection) : s)),
  };
}

/** The document on screen for the chosen empire (or MASTER) and kind, with its print HTML. */
export function shownDocument(source: Extract<ReportSource, { ok: true }>, empireId: string, kind: DocKind, paper: Paper): ShownDocument {
  const { input } = source;
  const empire = input.world.empires.find((e) => e.id === empireId);
  if (kind === 'blank') {
    const packet = blankSheetFor(input, input.turn + 1, empire);
    return { kind: 'blank', packet, html: renderPacketHtml(packet, { paper }), leaks: null, fileBase: empire ? playerFileBase(input.game.name, packet.code, empire.name, 'order sheet') : documentFileBase(input.game.name, input.turn + 1, 'blank order sheet'), engineItems: [], edits: {}, unusedEdits: [] };
  }
  if (empireId === MASTER || !empire) {
    const packet = masterReport({ ...input, rolls: source.rolls });
    return { kind: 'master', packet, html: renderMasterHtml(packet, { paper }), leaks: null, fileBase: documentFileBase(input.game.name, input.turn, 'gm-master-report'), engineItems: [], edits: {}, unusedEdits: [] };
  }
  const edits = source.edits[empireId] ?? {};
  const { engine, packet, leaks } = editedPacket(input, empireId, source.edits);
  const engineItems = engine.sections.find((s) => s.kind === 'sitrep')?.items ?? [];
  return { kind: 'packet', packet, html: renderPacketHtml(packet, { paper }), leaks, fileBase: playerFileBase(input.game.name, packet.code, empire.name), engineItems, edits, unusedEdits: unusedEdits(engine, edits) };
}
