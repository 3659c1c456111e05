/** A PrintDocument (document.ts) as plain text: what `warpdesk` writes with `--format text`, and what a GM pastes into an e-mail. */
import type { Block, PrintDocument } from './document';

/** Columns padded to the widest cell, separated by two spaces. */
export function textTable(columns: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => line(columns.map((_, i) => r[i] ?? '')))];
}

function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'heading':
      return ['', block.text, '-'.repeat(block.text.length)];
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items.map((i) => `- ${i}`);
    case 'lines':
      return [...block.lines];
    case 'svg':
      return [`[map${block.caption ? `: ${block.caption}` : ''}]`];
    case 'table':
      return [...textTable(block.columns, block.rows), ...(block.caption ? [block.caption] : [])];
    case 'form':
      return [...textTable(block.columns, block.rows), ...Array.from({ length: block.blankRows }, () => '')];
  }
}

export function renderDocumentText(doc: PrintDocument): string {
  const out: string[] = [`${doc.game} — ${doc.title}`, `Code: ${doc.code}${doc.preview ? ' — PREVIEW' : ''}`, ...doc.cover.map((l) => `${l.label}: ${l.value}`)];
  for (const section of doc.sections) {
    out.push('', section.title.toUpperCase(), '='.repeat(section.title.length));
    for (const block of section.blocks) out.push(...blockText(block));
  }
  return `${out.join('\n')}\n`;
}
