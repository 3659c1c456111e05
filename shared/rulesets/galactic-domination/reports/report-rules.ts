/**
 * Galactic Domination's reports through the ruleset contract (shared/ruleset.ts `ReportRules`), for the
 * shared Reports screen and the command line: each player's sitrep and pre-filled order sheet, leak-checked,
 * and the GM's report, for every committed turn (replayed from its record: the same dice, the same battles)
 * and for the open turn's dry run (mail mode). Every player's document is made from that player's view.
 */
import { checkDocumentLeaks } from '../../../print/document-leaks';
import type { PrintDocument } from '../../../print/document';
import { documentFileBase, playerFileBase } from '../../../print/file-names';
import { packetCode } from '../../../print/packet-code';
import { renderDocumentHtml, renderDocumentsHtml } from '../../../print/render-html';
import type { Paper } from '../../../print/paper';
import type { GameRecords } from '../../../format/records';
import type { ReportDocument, ReportRules, ReportTurn } from '../../../ruleset';
import type { BattleReport, GdEvent } from '../turn/model';
import { committedTurns, openTurn, replayTurn, runOpenTurn } from '../turn/stored-turns';
import { playerView, type PlayerView } from '../view/player-view';
import type { World } from '../world/world';
import { gmReportDocument, orderSheetDocument, sitrepDocument } from './documents';
import { playerSecrets } from './secrets';

export const DRY_RUN = 'dry-run';

/** A turn's documents ready to make. */
export interface GdReportSource {
  readonly gameId: string;
  readonly gameName: string;
  readonly deadline: string;
  /** The turn reported on (the one just played). */
  readonly turn: number;
  readonly preview: boolean;
  /** The world after the turn. */
  readonly world: World;
  readonly events: readonly GdEvent[];
  readonly battles: readonly BattleReport[];
}

/** The turns reports can be made for: every committed turn, newest first, then the open turn's dry run. */
export function reportTurns(records: Pick<GameRecords, 'game' | 'turns'>): ReportTurn[] {
  const done = committedTurns(records.turns).reverse().map((t) => ({ value: String(t.number), label: `Turn ${t.number}`, turn: t.number, preview: false }));
  const open = records.game.turn >= 1 ? [{ value: DRY_RUN, label: `Turn ${records.game.turn} (dry run preview)`, turn: records.game.turn, preview: true }] : [];
  return [...done, ...open];
}

/** The turn's work, done once: a committed turn replayed, or the open turn run dry in mail mode. */
export function reportSource(records: GameRecords, turn: Pick<ReportTurn, 'turn' | 'preview'>): { ok: true; value: GdReportSource } | { ok: false; problem: string } {
  const base = { gameId: records.game.id, gameName: records.game.name, deadline: records.game.deadline };
  if (!turn.preview) {
    const replay = replayTurn(records, turn.turn);
    if (!replay.ok) return replay;
    return { ok: true, value: { ...base, turn: turn.turn, preview: false, world: replay.value.after, events: replay.value.events, battles: replay.value.result.battles } };
  }
  const open = openTurn(records);
  if (!open.ok) return open;
  const run = runOpenTurn(open.value, { mode: 'mail', until: null });
  if (!run.done) return { ok: false, problem: `The dry run of turn ${open.value.turn} stops at ${run.stoppedAt ?? 'a decision'}: finish it on the Turn screen` };
  return { ok: true, value: { ...base, turn: open.value.turn, preview: true, world: run.world, events: run.events, battles: run.battles } };
}

/** The code printed on a document of a player (or of the GM, position 0). */
function codeOf(source: GdReportSource, playerId: string | null): string {
  const seat = playerId === null ? 0 : (source.world.players.find((p) => p.id === playerId)?.seat ?? 0) + 1;
  return packetCode(source.gameId, source.turn, playerId ?? 'gm', seat);
}

/** One document of the turn: a player's sitrep or order sheet (leak-checked), or the GM's report. */
export function gdDocument(source: GdReportSource, kind: string, playerId: string | null, paper: Paper): ReportDocument {
  const code = codeOf(source, playerId);
  if (playerId === null) {
    const doc = kind === 'orders' ? blankSheet(source, code) : gmReportDocument(source.world, source.events, source.battles, source.turn, { code, preview: source.preview });
    return { audience: kind === 'orders' ? 'blank' : 'gm', name: kind === 'orders' ? 'Blank order sheet' : 'GM report', code, fileBase: documentFileBase(source.gameName, source.turn, kind === 'orders' ? 'blank-orders' : 'gm-report'), html: renderDocumentHtml(doc, { paper }), leaks: null, preview: source.preview };
  }
  const player = source.world.players.find((p) => p.id === playerId);
  const doc = playerDocument(source, kind, playerId, code);
  const { secrets, known } = playerSecrets(source.world, source.events, source.battles, playerId);
  return {
    audience: 'player',
    name: player?.name ?? playerId,
    code,
    fileBase: playerFileBase(source.gameName, code, player?.name ?? playerId, kind === 'orders' ? 'orders' : ''),
    html: renderDocumentHtml(doc, { paper }),
    leaks: checkDocumentLeaks(doc, secrets, known),
    preview: source.preview,
  };
}

/** A player's document as data (the HTML and the text are rendered from it). */
export function playerDocument(source: GdReportSource, kind: string, playerId: string, code = codeOf(source, playerId)): PrintDocument {
  return kind === 'orders' ? orderSheetDocument(source.world, playerId, { code, preview: source.preview, deadline: source.deadline }) : sitrepDocument(source.world, source.events, source.battles, playerId, source.turn, { code, preview: source.preview });
}

function blankSheet(source: GdReportSource, code: string): PrintDocument {
  return {
    game: source.gameName,
    title: `Order sheet, turn ${source.world.turn}`,
    code,
    preview: source.preview,
    cover: [{ label: 'Empire', value: '' }, { label: 'Turn', value: String(source.world.turn) }],
    sections: [{ id: 'orders', title: 'Orders', blocks: [{ kind: 'form', columns: ['Fleet / order', 'SEG1', 'SEG2', 'SEG3', 'Notes'], rows: [], blankRows: 24 }] }],
  };
}

export const GD_REPORTS: ReportRules<GdReportSource, PlayerView> = {
  noun: { one: 'sitrep', many: 'sitreps' },
  kinds: [
    { id: 'sitrep', label: 'Sitrep', gmLabel: 'GM report' },
    { id: 'orders', label: 'Order sheet (next turn)', gmLabel: 'Blank order sheet' },
  ],
  gmChoice: 'GM report (everything)',
  turns: reportTurns,
  prepare: (records, turn) => reportSource(records, turn),
  players: (source) => [...source.world.players].sort((a, b) => a.seat - b.seat).map((p) => ({ id: p.id, name: p.name })),
  view: (source, playerId) => playerView(source.world, playerId),
  document: (source, request) => gdDocument(source, request.kind, request.playerId, request.paper),
  combined: (source, paper) => renderDocumentsHtml([...source.world.players].sort((a, b) => a.seat - b.seat).map((p) => playerDocument(source, 'sitrep', p.id)), { paper }),
};
