/**
 * A PrintDocument (document.ts) as one self-contained HTML page with print CSS: the paper
 * (`@page size`), the code in the header and footer of every page (page margin boxes of a
 * named page per document), rows and items never split across pages, forms on pages of their
 * own. No script, no external resource: it shows the same in an iframe, a print window and
 * Chromium's PDF printer.
 */
import { escapeXml as esc } from '../map/svg';
import type { Block, DocSection, PrintDocument, RenderOptions } from './document';
import type { Paper } from './paper';

const CSS = `
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; font-size: 10.5pt; color: #111; margin: 0; }
.doc { padding: 0; }
.screen-code { display: flex; justify-content: space-between; font-size: 8pt; color: #555; border-bottom: 1px solid #bbb; margin-bottom: 4mm; }
h1 { font-size: 17pt; margin: 0 0 2mm; }
h2 { font-size: 13pt; margin: 6mm 0 2mm; border-bottom: 1.5px solid #222; }
h3 { font-size: 11pt; margin: 4mm 0 1.5mm; }
.cover dl { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 4mm; }
.cover dt { font-weight: 600; }
.cover dd { margin: 0; }
.preview { color: #b45309; font-weight: 700; letter-spacing: 0.05em; }
p.muted { color: #555; }
p.warning { color: #b45309; font-weight: 600; }
ul { margin: 1mm 0; padding-left: 5mm; }
li, tr, .lines div { break-inside: avoid; page-break-inside: avoid; }
table { border-collapse: collapse; width: 100%; margin: 1mm 0 2mm; }
th, td { border: 0.6pt solid #777; padding: 0.8mm 1.4mm; text-align: left; vertical-align: top; }
th { background: #eee; font-weight: 600; }
caption { caption-side: bottom; font-size: 8.5pt; color: #555; text-align: left; }
table.form td { height: 7mm; }
.lines { font-family: "DejaVu Sans Mono", "Courier New", monospace; font-size: 9.5pt; white-space: pre-wrap; }
figure { margin: 2mm 0; }
figure svg { max-width: 100%; height: auto; }
figcaption { font-size: 8.5pt; color: #555; }
@media print {
  .screen-code { display: none; }
  section.new-page { break-before: page; page-break-before: always; }
  .doc + .doc { break-before: page; }
}
`;

function paperRule(paper: Paper): string {
  return `@page { size: ${paper === 'letter' ? 'letter' : 'A4'}; margin: 15mm 12mm 14mm 12mm; }`;
}

/** Margin boxes of a named page: the code top right and bottom right, the game and title at the left, page numbers in the middle. */
function pageRule(doc: PrintDocument, name: string): string {
  const code = JSON.stringify(doc.code);
  const left = JSON.stringify(`${doc.game} — ${doc.title}${doc.preview ? ' — PREVIEW' : ''}`);
  return `@page ${name} {
  @top-left { content: ${left}; font-size: 8pt; color: #555; }
  @top-right { content: ${code}; font-size: 9pt; font-weight: 700; }
  @bottom-center { content: "page " counter(page) " of " counter(pages); font-size: 8pt; color: #555; }
  @bottom-right { content: ${code}; font-size: 9pt; font-weight: 700; }
}`;
}

const cols = (widths: readonly number[] | undefined, n: number) => (widths && widths.length === n ? `<colgroup>${widths.map((w) => `<col style="width:${w}%">`).join('')}</colgroup>` : '');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h3>${esc(block.text)}</h3>`;
    case 'paragraph':
      return `<p class="${block.tone ?? 'normal'}">${esc(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
    case 'lines':
      return `<div class="lines">${block.lines.map((l) => `<div>${esc(l) || '&nbsp;'}</div>`).join('')}</div>`;
    case 'svg':
      return `<figure>${block.svg}${block.caption ? `<figcaption>${esc(block.caption)}</figcaption>` : ''}</figure>`;
    case 'table':
    case 'form': {
      const head = `<thead><tr>${block.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead>`;
      const filled = block.rows.map((r) => `<tr>${block.columns.map((_, i) => `<td>${esc(r[i] ?? '')}</td>`).join('')}</tr>`);
      const blank = block.kind === 'form' ? Array.from({ length: block.blankRows }, () => `<tr>${block.columns.map(() => '<td></td>').join('')}</tr>`) : [];
      const caption = block.kind === 'table' && block.caption ? `<caption>${esc(block.caption)}</caption>` : '';
      return `<table class="${block.kind}">${caption}${cols(block.widths, block.columns.length)}${head}<tbody>${[...filled, ...blank].join('')}</tbody></table>`;
    }
  }
}

function sectionHtml(section: DocSection): string {
  return `<section class="${section.newPage ? 'new-page' : ''}" data-section="${esc(section.id)}"><h2>${esc(section.title)}</h2>${section.blocks.map(blockHtml).join('\n')}</section>`;
}

function documentBody(doc: PrintDocument, pageName: string): string {
  const cover = `<section class="cover"><h1>${esc(doc.title)}</h1>${doc.preview ? '<p class="preview">PREVIEW — a dry run, not a committed turn</p>' : ''}<dl>${doc.cover.map((l) => `<dt>${esc(l.label)}</dt><dd>${esc(l.value)}</dd>`).join('')}</dl></section>`;
  return `<div class="doc" style="page: ${pageName}" data-code="${esc(doc.code)}">
<div class="screen-code"><span>${esc(doc.game)} — ${esc(doc.title)}</span><span>${esc(doc.code)}</span></div>
${cover}
${doc.sections.map(sectionHtml).join('\n')}
</div>`;
}

/** Several documents as one (print all at once): each starts on a new page and keeps its own code. */
export function renderDocumentsHtml(docs: readonly PrintDocument[], options: RenderOptions = {}): string {
  const paper = options.paper ?? 'a4';
  const title = docs.length === 1 ? `${docs[0]?.game} — ${docs[0]?.title}` : `${docs[0]?.game ?? 'Documents'} — ${docs.length} documents`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
${paperRule(paper)}
${docs.map((d, i) => pageRule(d, `d${i}`)).join('\n')}
${CSS}
</style>
</head>
<body data-paper="${paper}">
${docs.map((d, i) => documentBody(d, `d${i}`)).join('\n')}
</body>
</html>
`;
}

/** One document as a self-contained HTML page. */
export function renderDocumentHtml(doc: PrintDocument, options: RenderOptions = {}): string {
  return renderDocumentsHtml([doc], options);
}
