/**
 * NOVA's reports through the ruleset contract (shared/ruleset.ts `ReportRules`), for the
 * shared Reports screen: each empire's packet (with the GM's sitrep edits, leak-checked), the
 * GM's master report, and blank order sheets, for each committed turn and the open turn's dry
 * run. Every packet is built from the empire's own knowledge (viewer.ts).
 */
import type { ReportRules } from '../../../ruleset';
import { checkedEditedPackets } from './edits';
import { renderPacketsHtml } from './render-html';
import { DRY_RUN, MASTER, reportSource, shownDocument, turnChoices, type ReportSource } from './report-doc';
import { empireKnowledgeOf, type EmpireKnowledge } from './viewer';

/** A turn's packets ready to make: its packet input, the GM's edits, its dice. */
export type NovaReportSource = Extract<ReportSource, { ok: true }>;

export const NOVA_REPORTS: ReportRules<NovaReportSource, EmpireKnowledge> = {
  noun: { one: 'packet', many: 'packets' },
  kinds: [
    { id: 'packet', label: 'Packet', gmLabel: 'Report' },
    { id: 'blank', label: 'Blank order sheet', gmLabel: 'Blank order sheet' },
  ],
  gmChoice: 'GM master report (everything)',
  turns: (records) => turnChoices(records).map((c) => ({ value: c.value, label: c.label, turn: c.turn, preview: c.dryRun })),
  prepare(records, turn) {
    const source = reportSource(records, turn.preview ? DRY_RUN : String(turn.turn));
    return source.ok ? { ok: true, value: source } : { ok: false, problem: source.message };
  },
  players: (source) => [...source.input.world.empires].sort((a, b) => a.position - b.position).map((e) => ({ id: e.id, name: e.name })),
  view: (source, empireId) => empireKnowledgeOf(source.input.world, empireId, source.input.start?.units ?? []),
  document(source, request) {
    const doc = shownDocument(source, request.playerId ?? MASTER, request.kind === 'blank' ? 'blank' : 'packet', request.paper);
    return {
      audience: doc.kind === 'packet' ? 'player' : doc.kind === 'master' ? 'gm' : 'blank',
      name: doc.kind === 'master' ? 'GM master report' : doc.kind === 'blank' ? 'Blank order sheet' : doc.packet.empireName,
      code: doc.packet.code,
      fileBase: doc.fileBase,
      html: doc.html,
      leaks: doc.leaks,
      preview: !!doc.packet.preview,
    };
  },
  combined: (source, paper) => renderPacketsHtml(checkedEditedPackets(source.input, source.edits).map((p) => p.packet), { paper }),
};

