/**
 * Beyond the Dark Nebula's reports through the ruleset contract (shared/ruleset.ts
 * `ReportRules`), for the shared Reports screen and the command line: each player's packet after
 * a committed turn (or the open turn's dry run, marked PREVIEW), its leak check, the GM's master
 * report, and order sheets. The world after turn N is the world before turn N+1 (its committed
 * record keeps it), or the game's records when N is the last committed turn.
 */
import { z } from 'zod';
import { packetCode } from '../../../print/packet-code';
import { documentFileBase } from '../../../print/file-names';
import { renderDocumentHtml, renderDocumentsHtml } from '../../../print/render-html';
import type { Paper } from '../../../print/paper';
import type { GameRecords } from '../../../format/records';
import type { ReportDocument, ReportRules, ReportTurn } from '../../../ruleset';
import type { DnEvent } from '../engine/context';
import type { Side, World } from '../model';
import { SIDES } from '../model';
import { worldFromRecords } from '../records/convert';
import type { DnRecords, Snapshot } from '../records/schemas';
import { committedTurns, runOpenTurn, turnFieldsOf, turnRow } from '../play/turn';
import { playerView, type PlayerView } from '../view/player-view';
import { blankSheetDocument, masterDocument, packetDocument, type DocContext } from './documents';
import { packetLeaks } from './leaks';

export const DRY_RUN = 'dry-run';

/** A turn's reports, ready to make. */
export interface DnPrepared {
  readonly gameId: string;
  readonly gameName: string;
  readonly deadline: string;
  readonly turn: number;
  readonly preview: boolean;
  /** The world after the turn. */
  readonly world: World;
  /** The turn's events (turn 0: the setup's first). */
  readonly events: readonly DnEvent[];
  /** `person`: the player's own name, as the GM entered it (printed on the cover). */
  readonly players: readonly { side: Side; id: string; name: string; person: string; position: number }[];
}

const eventSchema = z.looseObject({ seq: z.int(), turn: z.int(), phase: z.string(), kind: z.string(), text: z.string(), visibleTo: z.array(z.enum(['aslan', 'human'])) });

/** The events stored for a turn, in order (the setup's before turn 0's own); unreadable rows are left out of reports. */
export function storedEvents(records: Pick<DnRecords, 'events'>, turn: number): DnEvent[] {
  return records.events
    .filter((e) => e.turn === turn)
    .map((e) => ({ setup: e.id.startsWith('setup-') ? 0 : 1, parsed: eventSchema.safeParse((e as Record<string, unknown>).darkNebula) }))
    .filter((x) => x.parsed.success)
    .sort((a, b) => a.setup - b.setup || (a.parsed.data?.seq ?? 0) - (b.parsed.data?.seq ?? 0))
    .map((x) => x.parsed.data as unknown as DnEvent);
}

/** The records a snapshot stands for (a committed turn's world before it). */
export function recordsOfSnapshot(records: DnRecords, snapshot: Snapshot): DnRecords {
  const gameId = records.game.id;
  const rows = (list: readonly Record<string, unknown>[]) => list.map((r) => ({ ...r, gameId }));
  return {
    ...records,
    game: { ...records.game, settings: { ...records.game.settings, darkNebula: snapshot.state } },
    empires: rows(snapshot.empires) as DnRecords['empires'],
    systems: rows(snapshot.systems) as DnRecords['systems'],
    warpLines: rows(snapshot.warpLines) as DnRecords['warpLines'],
    units: rows(snapshot.units) as DnRecords['units'],
    designs: rows(snapshot.designs) as DnRecords['designs'],
    knowledge: rows(snapshot.knowledge) as DnRecords['knowledge'],
  };
}

function playersOf(records: DnRecords, world: World): DnPrepared['players'] {
  return SIDES.map((side) => {
    const row = records.empires.find((e) => e.id === world.sides[side].empireId);
    return { side, id: world.sides[side].empireId, name: row?.name ?? (side === 'aslan' ? 'Aslan player' : 'Human player'), person: row?.playerName ?? '', position: row?.position ?? (side === 'human' ? 1 : 2) };
  }).sort((a, b) => a.position - b.position);
}

/** Turns to report on: every committed turn, the latest first, then the open turn's dry run. */
export function reportTurns(records: DnRecords): ReportTurn[] {
  const out: ReportTurn[] = [...committedTurns(records)].reverse().map((t) => ({ value: String(t.number), label: `Turn ${t.number}${t.number === 0 ? ' (setup and the special turn)' : ''}`, turn: t.number, preview: false }));
  out.push({ value: DRY_RUN, label: `Turn ${records.game.turn}: dry run (preview)`, turn: records.game.turn, preview: true });
  return out;
}

/** The turn's world after it and its events, or why there are no reports for it. */
export function prepareReports(records: DnRecords, turn: ReportTurn): { ok: true; value: DnPrepared } | { ok: false; problem: string } {
  const base = { gameId: records.game.id, gameName: records.game.name, deadline: records.game.deadline };
  if (turn.preview) {
    const run = runOpenTurn(records, { interactive: false });
    if (!run.ok) return { ok: false, problem: run.problems.map((p) => `${p.where}: ${p.message}`).join('; ') };
    const setup = run.before.turn === 0 ? storedEvents(records, 0).filter((e) => e.phase === 't0.setup') : [];
    return { ok: true, value: { ...base, turn: run.before.turn, preview: true, world: run.run.world, events: [...setup, ...run.run.events], players: playersOf(records, run.run.world) } };
  }
  const row = turnRow(records, turn.turn);
  if (row?.status !== 'committed') return { ok: false, problem: `turn ${turn.turn} is not committed` };
  const next = turnRow(records, turn.turn + 1);
  const nextBefore = next?.status === 'committed' ? turnFieldsOf(next).before : undefined;
  const after = nextBefore ? recordsOfSnapshot(records, nextBefore) : records;
  const { world, problems } = worldFromRecords(after);
  if (problems.length > 0) return { ok: false, problem: `the records after turn ${turn.turn} cannot be read: ${problems.map((p) => `${p.where}: ${p.message}`).join('; ')}` };
  return { ok: true, value: { ...base, turn: turn.turn, preview: false, world, events: storedEvents(records, turn.turn), players: playersOf(records, world) } };
}

function contextOf(p: DnPrepared, code: string): DocContext {
  return { gameName: p.gameName, deadline: p.deadline, turn: p.turn, preview: p.preview, code };
}

/** A player's packet as HTML with its leak check. */
export function playerPacket(p: DnPrepared, side: Side, paper: Paper): ReportDocument {
  const player = p.players.find((x) => x.side === side)!;
  const code = packetCode(p.gameId, p.turn, player.id, player.position);
  const { doc } = packetDocument(p.world, p.events, side, player.name, contextOf(p, code), player.person);
  return { audience: 'player', name: player.name, code, fileBase: documentFileBase(p.gameName, p.turn, player.name), html: renderDocumentHtml(doc, { paper }), leaks: packetLeaks(doc, p.world, side), preview: p.preview };
}

export const DN_REPORTS: ReportRules<DnPrepared, PlayerView> = {
  noun: { one: 'packet', many: 'packets' },
  kinds: [
    { id: 'packet', label: 'Packet', gmLabel: 'Master report' },
    { id: 'sheets', label: 'Order sheets', gmLabel: 'Blank order sheets' },
  ],
  gmChoice: 'GM master report (everything)',
  turns: (records) => reportTurns(records),
  prepare: (records: GameRecords, turn) => prepareReports(records, turn),
  players: (p) => p.players.map((x) => ({ id: x.id, name: x.name })),
  view: (p, playerId) => playerView(p.world, p.players.find((x) => x.id === playerId)?.side ?? 'human'),
  document(p, request) {
    const player = p.players.find((x) => x.id === request.playerId);
    if (request.kind === 'sheets') {
      const code = player ? packetCode(p.gameId, p.turn, player.id, player.position) : `T${p.turn}-00-GM`;
      const doc = blankSheetDocument(p.world.cursor.turn, player?.name ?? '', contextOf(p, code));
      return { audience: 'blank', name: player ? `Order sheets of ${player.name}` : 'Blank order sheets', code, fileBase: documentFileBase(p.gameName, p.turn, `${player?.name ?? 'blank'}-sheets`), html: renderDocumentHtml(doc, { paper: request.paper }), leaks: null, preview: p.preview };
    }
    if (!player) {
      const code = `T${p.turn}-00-GM`;
      const names = Object.fromEntries(p.players.map((x) => [x.side, x.name])) as Record<Side, string>;
      const doc = masterDocument(p.world, p.events, names, contextOf(p, code));
      return { audience: 'gm', name: 'GM master report', code, fileBase: documentFileBase(p.gameName, p.turn, 'gm-master-report'), html: renderDocumentHtml(doc, { paper: request.paper }), leaks: null, preview: p.preview };
    }
    return playerPacket(p, player.side, request.paper);
  },
  combined(p, paper) {
    const docs = p.players.map((player) => packetDocument(p.world, p.events, player.side, player.name, contextOf(p, packetCode(p.gameId, p.turn, player.id, player.position)), player.person).doc);
    return renderDocumentsHtml(docs, { paper });
  },
};
