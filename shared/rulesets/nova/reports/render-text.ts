/**
 * A packet as plain text, for the CLI and for e-mail: the sitrep as numbered `1 * …` lines
 * (NOVA: 7.3), the underlined return letter shown as `_A_`, the order sheet as ruled text
 * tables, the packet code at the top and the bottom.
 */
import { RESEARCH_COLUMNS, researchCells, runsText, SHEET_COLUMNS, type Cell, type OrderSheetSection, type Packet, type Run, type Section, type SitrepItem } from './packet-model';

const WIDTH = 78;
const u = (t: string) => `_${t}_`;
const line = (runs: readonly Run[]) => runsText(runs, u);

/** The sitrep lines as the rulebook prints them: `1 * VIRUS Turn 12`. */
export function sitrepText(items: readonly SitrepItem[]): string[] {
  return items.map((item, i) => `${i + 1} * ${line(item.runs)}`);
}

/** A table as text: columns as wide as their widest cell (capped), cells separated by " | ". */
export function textTable(head: readonly string[], rows: readonly (readonly Cell[])[], cap = 40): string[] {
  const cells = rows.map((r) => r.map((c) => line(c)));
  const widths = head.map((h, i) => Math.min(cap, Math.max(h.length, 3, ...cells.map((r) => (r[i] ?? '').length))));
  const fmt = (r: readonly string[]) => `| ${widths.map((w, i) => (r[i] ?? '').padEnd(w)).join(' | ')} |`.trimEnd();
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [fmt(head), rule, ...cells.map(fmt)];
}

function heading(title: string): string[] {
  return ['', title.toUpperCase(), '='.repeat(Math.min(WIDTH, title.length))];
}

function sheetText(s: OrderSheetSection): string[] {
  const out: string[] = [];
  out.push(...heading(`${s.title} (front)`), `EMPIRE : ${s.empire || '______'}   TURN : ${s.turn}`, '');
  for (const l of s.ledger) out.push(`${l.label} ${line(l.value) || '______'}`);
  out.push('', 'EXPENDITURES (In Order of Priority):', ...textTable(SHEET_COLUMNS.expenditures, s.expenditures), 'Total Cost : ______');
  out.push('', 'COMMISSIONS:', ...textTable(SHEET_COLUMNS.commissions, s.commissions));
  out.push('', 'RESEARCH (In Order of Priority):', ...textTable(SHEET_COLUMNS.research, s.research));
  out.push(...heading(`${s.title} (back)`), `EMPIRE : ${s.empire || '______'}   TURN : ${s.turn}`, '');
  out.push(...textTable(SHEET_COLUMNS.movement, s.movement, 60));
  out.push('', 'GENERAL, SPECIFIC & CONDITIONAL ORDERS:', ...s.general.map((r) => `  ${line(r[0] ?? []) || '_'.repeat(60)}`));
  if (s.knownSystems.length > 0) out.push('', 'KNOWN SYSTEMS', ...textTable(SHEET_COLUMNS.knownSystems, s.knownSystems, 50));
  return out;
}

function sectionText(s: Section): string[] {
  switch (s.kind) {
    case 'cover':
      return [...s.lines.map((l) => `${l.label}: ${line(l.value)}`), '', 'Contents:', ...s.contents.map((c, i) => `  ${i + 1}. ${c}`)];
    case 'sitrep':
      return [...heading(s.title), ...sitrepText(s.items)];
    case 'map':
      return [...heading(s.title), `${s.systems.length} known system${s.systems.length === 1 ? '' : 's'}: ${s.systems.map((x) => x.name).join(', ')}`, '(The map is drawn in the HTML and PDF packets; the systems and warp points are listed on the order sheet.)'];
    case 'battles':
      return [...heading(s.title), ...(s.reports.length === 0 ? [s.empty] : s.reports.flatMap((r) => ['', line(r.title), ...r.lines.map((l) => `  ${line(l)}`)]))];
    case 'research':
      return [...heading(s.title), s.note, ...textTable(RESEARCH_COLUMNS, s.rows.map((r) => researchCells(r).map((t) => [{ kind: 'text', text: t } as Run])))];
    case 'order-sheet':
      return sheetText(s);
    case 'glossary':
      return [...heading(s.title), ...(s.entries.length === 0 ? ['(none)'] : s.entries.map((e) => `${e.abbr.padEnd(7)} ${e.meaning}`))];
  }
}

/** The whole packet as text, ending with a newline. */
export function renderPacketText(packet: Packet): string {
  const title = `${packet.game.name} — ${packet.empireName || 'blank order sheet'}, turn ${packet.turn}${packet.preview ? ' (PREVIEW)' : ''}`;
  const top = `${title}${' '.repeat(Math.max(2, WIDTH - title.length - packet.code.length))}${packet.code}`;
  const out = [top, '='.repeat(Math.max(WIDTH, top.length)), ...packet.sections.flatMap(sectionText), '', `-- end of packet ${packet.code} --`];
  return `${out.join('\n')}\n`;
}
