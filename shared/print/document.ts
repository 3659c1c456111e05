/**
 * A printable document as any ruleset can build it: a player's packet, an order sheet, the GM's
 * report. Plain data, rendered the same way to HTML for print and PDF (render-html.ts) and to
 * text (render-text.ts), and read whole by the leak check (document-leaks.ts). A ruleset with
 * a layout of its own keeps its own renderer and uses the shared pieces it needs.
 */
import type { Paper } from './paper';

/** One block of a section, in reading order. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; tone?: 'normal' | 'muted' | 'warning' }
  | { kind: 'list'; items: readonly string[] }
  /** Rows of cells under a header; `widths` in percent of the page width. */
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[]; widths?: readonly number[]; caption?: string }
  /** Lines printed as they are, in a fixed-width font (dice, typed orders, a sitrep in a rulebook's format). */
  | { kind: 'lines'; lines: readonly string[] }
  /** A drawing (a map), an SVG document of its own. */
  | { kind: 'svg'; svg: string; caption?: string }
  /** An order form: the header and pre-filled rows, then blank rows to write in by hand. */
  | { kind: 'form'; columns: readonly string[]; rows: readonly (readonly string[])[]; blankRows: number; widths?: readonly number[] };

export interface DocSection {
  /** Stable id, named by the leak check ("sitrep", "forces", "map"). */
  id: string;
  title: string;
  blocks: readonly Block[];
  /** Starts on a page of its own (an order sheet). */
  newPage?: boolean;
}

export interface PrintDocument {
  /** The game's name, shown on the cover and in the running header. */
  game: string;
  /** "Hierate of the Aslan — turn 3", "GM report — turn 3". */
  title: string;
  /** Printed on every page (shared/print/packet-code.ts for a player's packet). */
  code: string;
  /** A dry run's preview: every page says so. */
  preview: boolean;
  /** Cover lines: label and value ("Orders due: …"). */
  cover: readonly { label: string; value: string }[];
  sections: readonly DocSection[];
}

export interface RenderOptions {
  paper?: Paper;
}

/** Every text a document shows, with where it is: what a leak check reads (SVG labels included). */
export interface DocumentText {
  section: string;
  part: string;
  item: number;
  text: string;
}

/** The texts of a document, section by section, in reading order. */
export function documentTexts(doc: PrintDocument, svgTexts: (svg: string) => string[]): DocumentText[] {
  const out: DocumentText[] = [{ section: 'cover', part: 'title', item: 0, text: doc.title }];
  doc.cover.forEach((line, i) => out.push({ section: 'cover', part: '', item: i, text: `${line.label}: ${line.value}` }));
  for (const section of doc.sections) {
    out.push({ section: section.id, part: 'title', item: 0, text: section.title });
    section.blocks.forEach((block, b) => {
      const at = (part: string, item: number, text: string) => out.push({ section: section.id, part: part || `block ${b + 1}`, item, text });
      switch (block.kind) {
        case 'heading':
        case 'paragraph':
          at('', 0, block.text);
          break;
        case 'list':
          block.items.forEach((t, i) => at('', i, t));
          break;
        case 'lines':
          block.lines.forEach((t, i) => at('', i, t));
          break;
        case 'table':
        case 'form':
          at('header', 0, block.columns.join(' | '));
          block.rows.forEach((row, i) => at('', i, row.join(' | ')));
          if (block.kind === 'table' && block.caption) at('caption', 0, block.caption);
          break;
        case 'svg':
          svgTexts(block.svg).forEach((t, i) => at('svg', i, t));
          if (block.caption) at('caption', 0, block.caption);
          break;
      }
    });
  }
  return out;
}
