/**
 * NOVA's review before a commit (shared/orders/commit-review.ts): each empire's sheet for the
 * turn, checked as the Orders screen checks it, and for every row still in error what the dry
 * run did with it — the order errors and aborted purchases it reported on that line ("not
 * carried out: …"), an unreadable or kept line ("not carried out"), or else the row as the turn
 * read it and carried it out as far as it could ("read as: …"). Notes to the GM are listed too.
 */
import type { PlayerReview, ReviewRow } from '../../../orders/commit-review';
import type { Empire, OrderSheet } from '../../../model/entities';
import { describeRow } from './describe-row';
import type { TurnEvent } from '../turn/events';
import { withChecks } from './check';
import type { CheckInput } from './check-context';
import { NOVA_SHEET_SECTIONS } from './order-sheet';
import { asOrderSheet, readStoredLines } from './stored';

const SECTION_TITLE: Record<string, string> = Object.fromEntries(NOVA_SHEET_SECTIONS.map((s) => [s.id, s.title.replace(/\s*\(.*\)$/, '')]));

export interface CommitReviewInput {
  turn: number;
  empires: readonly Empire[];
  sheets: readonly OrderSheet[];
  /** The check input of an empire (its forces and knowledge as the turn begins). */
  checkInput: (empireId: string) => CheckInput;
  /** The dry run's events (step D's order errors, step C's aborted purchases…). */
  events: readonly TurnEvent[];
}

export function novaCommitReview(input: CommitReviewInput): PlayerReview[] {
  const out: PlayerReview[] = [];
  for (const empire of [...input.empires].sort((a, b) => a.position - b.position)) {
    const record = input.sheets.find((s) => s.empireId === empire.id && s.turn === input.turn);
    const sheet = record ? asOrderSheet(record) : null;
    if (!sheet || sheet.lines.length === 0) continue;
    const checked = withChecks(readStoredLines(sheet.lines), input.checkInput(empire.id));
    const reported = new Map<number, string[]>();
    for (const event of input.events) {
      if (event.empireId !== empire.id) continue;
      if (event.kind === 'order-error') reported.set(event.line, [...(reported.get(event.line) ?? []), `${event.code}, ${event.reason}`]);
      else if (event.kind === 'build-aborted') reported.set(event.line, [...(reported.get(event.line) ?? []), `aborted, ${event.reason}`]);
    }
    const rows: ReviewRow[] = [];
    const notes: { line: number; text: string }[] = [];
    checked.forEach((line, i) => {
      const stored = sheet.lines[i];
      if (line.row?.kind === 'note') notes.push({ line: line.line, text: line.text });
      const errors = line.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length === 0) return;
      const kept = stored?.keepInvalid ?? false;
      const said = reported.get(line.line);
      // NOVA: 8.2: an eliminated empire's sheet is not run at all; the line says why.
      const eliminated = errors.find((d) => d.code === 'ELIMINATED');
      const dropped = line.row === null || kept || eliminated !== undefined;
      const outcome = eliminated
        ? eliminated.message
        : dropped
        ? `not carried out: ${kept ? 'kept as written, invalid' : 'the line could not be read'}`
        : said
          ? `carried out as far as it goes; the turn reports ${said.join('; ')}`
          : `read as ${describeRow(line.row)}`;
      rows.push({ line: line.line, section: SECTION_TITLE[line.section] ?? line.section, text: line.text, codes: [...new Set(errors.map((d) => d.code))], message: errors[0]?.message ?? '', outcome, dropped, kept });
    });
    if (rows.length > 0 || notes.length > 0) out.push({ playerId: empire.id, name: empire.name, rows, notes });
  }
  return out;
}
