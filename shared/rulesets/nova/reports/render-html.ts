/**
 * A packet as one self-contained HTML document with print CSS: A4 or US Letter
 * (`@page size`), the packet code in the page header and footer of every page (page margin
 * boxes of a named page per packet), sitrep items and table rows never split across pages
 * (`break-inside: avoid`), the order sheet's front and back each on a page of their own as
 * tables sized like the paper. No script, no external resource: it shows the same in an
 * iframe, a print window, and Chromium's PDF printer.
 */
import { escapeXml } from '../../../map/svg';
import { RESEARCH_COLUMNS, researchCells, SHEET_COLUMNS, type Cell, type OrderSheetSection, type Packet, type Run, type Section } from './packet-model';

export type { Paper } from '../../../print/paper';
import type { Paper } from '../../../print/paper';

export interface HtmlOptions {
  paper?: Paper;
}

const esc = escapeXml;

function runHtml(r: Run): string {
  switch (r.kind) {
    case 'text':
      return r.underline ? `<u>${esc(r.text)}</u>` : r.quoted ? `<q>${esc(r.text)}</q>` : esc(r.text);
    case 'warp':
      return r.underline ? `<u class="wp">${esc(r.letter)}</u>` : `<span class="wp">${esc(r.letter)}</span>`;
    case 'system':
      return `<span class="sys">${esc(r.text)}</span>`;
    case 'empire':
      return `<span class="emp">${esc(r.text)}</span>`;
    case 'unit':
      return `<span class="unit">${esc(r.text)}</span>`;
    case 'design':
      return `<span class="design">${esc(r.text)}</span>`;
  }
}
const runs = (rs: readonly Run[]) => rs.map(runHtml).join('');

function table(cls: string, head: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${head.map((_, i) => `<td>${runs(r[i] ?? [])}</td>`).join('')}</tr>`).join('\n');
  return `<table class="${cls}"><thead><tr>${th}</tr></thead><tbody>\n${tr}\n</tbody></table>`;
}

function sheetHeader(s: OrderSheetSection, side: string): string {
  return `<div class="sheet-head"><span>EMPIRE : <b class="fill">${esc(s.empire) || '&nbsp;'}</b></span><span class="sheet-title">${esc(s.title)} (${side})</span><span>TURN : <b class="fill">${s.turn}</b></span></div>`;
}

function sheetHtml(s: OrderSheetSection): string {
  const ledger = `<table class="ledger"><tbody>${s.ledger.map((l) => `<tr><th>${esc(l.label)}</th><td>${runs(l.value)}</td></tr>`).join('')}</tbody></table>`;
  const front = [
    sheetHeader(s, 'front'),
    '<div class="front-grid">',
    `<div><h3>Income</h3>${ledger}</div>`,
    `<div><h3>EXPENDITURES (In Order of Priority)</h3>${table('exp', SHEET_COLUMNS.expenditures, s.expenditures)}<p class="total">Total Cost : <span class="blank"></span></p></div>`,
    '</div>',
    `<h3>COMMISSIONS</h3>${table('comm', SHEET_COLUMNS.commissions, s.commissions)}`,
    `<h3>RESEARCH (In Order of Priority)</h3>${table('res', SHEET_COLUMNS.research, s.research)}`,
  ].join('\n');
  const back = [sheetHeader(s, 'back'), table('move', SHEET_COLUMNS.movement, s.movement), `<div class="gap"></div>${table('gen', SHEET_COLUMNS.general, s.general)}`].join('\n');
  const known = s.knownSystems.length ? `<section class="page known"><h2>Known systems</h2>${table('known', SHEET_COLUMNS.knownSystems, s.knownSystems)}</section>` : '';
  return `<section class="page sheet front">${front}</section>\n<section class="page sheet back">${back}</section>\n${known}`;
}

function sectionHtml(s: Section, packet: Packet): string {
  switch (s.kind) {
    case 'cover':
      return `<section class="cover"><p class="kicker">NOVA player packet${packet.preview ? ' — PREVIEW' : ''}</p><h1>${esc(s.title)}</h1><dl>${s.lines.map((l) => `<dt>${esc(l.label)}</dt><dd>${runs(l.value)}</dd>`).join('')}</dl><h2>Contents</h2><ol>${s.contents.map((c) => `<li>${esc(c)}</li>`).join('')}</ol><p class="code-big">${esc(packet.code)}</p></section>`;
    case 'sitrep':
      return `<section class="page sitrep"><h2>${esc(s.title)}</h2><ol class="items">${s.items.map((item, i) => `<li class="item ${item.type}"><span class="n">${i + 1}</span> * ${runs(item.runs)}</li>`).join('\n')}</ol></section>`;
    case 'map':
      return `<section class="page map"><h2>${esc(s.title)}</h2><div class="svg">${s.svg}</div><ul class="legend">${s.legend.map((l) => `<li>${esc(l)}</li>`).join('')}</ul></section>`;
    case 'battles':
      return `<section class="battles"><h2>${esc(s.title)}</h2>${s.reports.length === 0 ? `<p>${esc(s.empty)}</p>` : s.reports.map((r) => `<article class="battle"><h3>${runs(r.title)}</h3><ul>${r.lines.map((l) => `<li>${runs(l)}</li>`).join('')}</ul></article>`).join('\n')}</section>`;
    case 'research':
      return `<section class="research"><h2>${esc(s.title)}</h2><p>${esc(s.note)}</p>${table('rs', RESEARCH_COLUMNS, s.rows.map((r) => researchCells(r).map((t) => [{ kind: 'text', text: t } as Run])))}</section>`;
    case 'order-sheet':
      return sheetHtml(s);
    case 'glossary':
      return `<section class="glossary"><h2>${esc(s.title)}</h2>${s.entries.length === 0 ? '<p>No abbreviation this turn.</p>' : `<dl>${s.entries.map((e) => `<dt>${esc(e.abbr)}</dt><dd>${esc(e.meaning)}</dd>`).join('')}</dl>`}</section>`;
  }
}

/** CSS string content: quotes and backslashes escaped, `<` as `\3c ` so no text can close the style element. */
const cssString = (t: string) => `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ').replace(/</g, '\\3c ')}"`;

/** The named page of one packet: its code in the header and footer of every page. */
function pageRule(packet: Packet, name: string): string {
  const left = `${packet.game.name} — ${packet.empireName || 'order sheet'} — turn ${packet.turn}${packet.preview ? ' — PREVIEW' : ''}`;
  return `@page ${name} {
  @top-left { content: ${cssString(left)}; font: 8pt Helvetica, Arial, sans-serif; color: #444; }
  @top-right { content: ${cssString(packet.code)}; font: bold 9pt "DejaVu Sans Mono", monospace; }
  @bottom-left { content: ${cssString(packet.code)}; font: bold 9pt "DejaVu Sans Mono", monospace; }
  @bottom-right { content: "page " counter(page) " of " counter(pages); font: 8pt Helvetica, Arial, sans-serif; color: #444; }
}`;
}

const BASE_CSS = `
* { box-sizing: border-box; }
body { font: 10.5pt/1.35 Helvetica, Arial, sans-serif; color: #111; margin: 0; }
.packet { max-width: 190mm; margin: 0 auto; padding: 0 4mm; }
h2, h3 { break-after: avoid; page-break-after: avoid; }
h1 { font-size: 22pt; margin: 8mm 0 4mm; } h2 { font-size: 14pt; margin: 6mm 0 3mm; border-bottom: 1.5pt solid #111; } h3 { font-size: 10.5pt; margin: 4mm 0 1.5mm; }
.kicker { text-transform: uppercase; letter-spacing: .12em; font-size: 9pt; color: #444; margin-top: 20mm; }
.cover dl { display: grid; grid-template-columns: 50mm 1fr; gap: 2mm 4mm; font-size: 12pt; } .cover dt { font-weight: bold; } .cover dd { margin: 0; }
.code-big { font: bold 28pt "DejaVu Sans Mono", monospace; margin-top: 20mm; border: 2pt solid #111; display: inline-block; padding: 2mm 6mm; }
.items { list-style: none; padding: 0; font-family: "DejaVu Sans Mono", "Courier New", monospace; font-size: 10pt; }
.item { padding: 1.2mm 0 1.2mm 13mm; text-indent: -13mm; border-bottom: .5pt dotted #bbb; break-inside: avoid; page-break-inside: avoid; overflow-wrap: anywhere; }
.item .n { display: inline-block; min-width: 7mm; text-indent: 0; text-align: right; color: #555; }
.item.header { font-weight: bold; }
u, u.wp { text-decoration: underline; text-decoration-thickness: 1.5pt; text-underline-offset: 2pt; }
q { quotes: "“" "”"; font-style: italic; }
.sys { font-weight: bold; }
.map .svg svg { width: 100%; height: auto; max-height: 215mm; border: .5pt solid #999; }
.legend { font-size: 8.5pt; color: #333; }
table { border-collapse: collapse; width: 100%; font-size: 9pt; }
th, td { border: .75pt solid #222; padding: .8mm 1.5mm; text-align: left; vertical-align: top; }
thead th { background: #e8e8e8; font-size: 8pt; }
tr, article.battle, .glossary dt, .glossary dd { break-inside: avoid; page-break-inside: avoid; }
thead { display: table-header-group; }
.battle { border: .75pt solid #999; padding: 1mm 3mm; margin: 2mm 0; break-inside: avoid; }
.glossary dl { display: grid; grid-template-columns: 18mm 1fr; gap: .5mm 3mm; font-size: 9.5pt; } .glossary dt { font-family: "DejaVu Sans Mono", monospace; font-weight: bold; } .glossary dd { margin: 0; }
.sheet-head { display: flex; justify-content: space-between; align-items: baseline; font-size: 11pt; border-bottom: 1.5pt solid #111; padding-bottom: 1.5mm; margin-top: 2mm; }
.sheet-title { font-weight: bold; letter-spacing: .08em; }
.fill { display: inline-block; min-width: 30mm; border-bottom: .75pt solid #111; }
.front-grid { display: grid; grid-template-columns: 68mm 1fr; gap: 5mm; }
.ledger th { width: 46mm; font-weight: normal; background: none; } .ledger td { height: 7.4mm; }
.exp td, .comm td, .res td { height: 6.6mm; }
.exp td:nth-child(1) { width: 55%; } .res td:nth-child(1) { width: 26%; }
.move td { height: 6.7mm; } .move td:nth-child(1) { width: 16%; } .move td:nth-child(2) { width: 34%; } .move td:nth-child(3) { width: 22%; } .move td:nth-child(4) { width: 14%; }
.gen td { height: 6.7mm; }
.gap { height: 4mm; }
.total { text-align: right; margin: 1mm 0; } .blank { display: inline-block; width: 25mm; border-bottom: .75pt solid #111; }
.known td { font-size: 8.5pt; }
@media screen {
  body { background: #f1f1f1; }
  .packet { background: #fff; padding: 8mm 12mm; margin: 6mm auto; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
  .screen-code { display: flex; justify-content: space-between; font: bold 9pt "DejaVu Sans Mono", monospace; border-bottom: .5pt solid #999; padding-bottom: 1mm; }
  .page { border-top: 1pt dashed #bbb; margin-top: 8mm; padding-top: 2mm; }
}
@media print {
  .screen-code { display: none; }
  .page { break-before: page; page-break-before: always; }
  .packet + .packet { break-before: page; }
}
`;

function paperRule(paper: Paper): string {
  return `@page { size: ${paper === 'letter' ? 'letter' : 'A4'}; margin: 15mm 12mm 14mm 12mm; }`;
}

/** The body of one packet (for a document holding several). */
function packetBody(packet: Packet, pageName: string): string {
  return `<div class="packet" style="page: ${pageName}" data-code="${esc(packet.code)}" data-empire="${esc(packet.empireId)}">
<div class="screen-code"><span>${esc(packet.game.name)} — ${esc(packet.empireName || 'order sheet')} — turn ${packet.turn}</span><span>${esc(packet.code)}</span></div>
${packet.sections.map((s) => sectionHtml(s, packet)).join('\n')}
</div>`;
}

/** Several packets in one document (print all at once): each keeps its own code on its pages. */
export function renderPacketsHtml(packets: readonly Packet[], options: HtmlOptions = {}): string {
  const paper = options.paper ?? 'a4';
  const names = packets.map((_, i) => `p${i}`);
  const title = packets.length === 1 ? `${packets[0]?.game.name} — ${packets[0]?.empireName || 'order sheet'} — turn ${packets[0]?.turn}` : `${packets[0]?.game.name ?? 'Packets'} — ${packets.length} packets`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
${paperRule(paper)}
${packets.map((p, i) => pageRule(p, names[i] as string)).join('\n')}
${BASE_CSS}
</style>
</head>
<body data-paper="${paper}">
${packets.map((p, i) => packetBody(p, names[i] as string)).join('\n')}
</body>
</html>
`;
}

/** One packet as a self-contained HTML document, ready for an iframe, a print window or a PDF printer. */
export function renderPacketHtml(packet: Packet, options: HtmlOptions = {}): string {
  return renderPacketsHtml([packet], options);
}
