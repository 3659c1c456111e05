import { describe, expect, it } from 'vitest';
import { checkDocumentLeaks } from './document-leaks';
import type { PrintDocument } from './document';
import { renderDocumentHtml, renderDocumentsHtml } from './render-html';
import { renderDocumentText } from './render-text';

const doc: PrintDocument = {
  game: 'Skirmish <test>',
  title: 'Blue side — turn 2',
  code: 'T2-01-ABC',
  preview: false,
  cover: [{ label: 'Orders due', value: 'Friday' }],
  sections: [
    { id: 'forces', title: 'Your forces', blocks: [{ kind: 'table', columns: ['Unit', 'At'], rows: [['Lancer', 'Vega']] }, { kind: 'paragraph', text: 'Nothing else.' }] },
    { id: 'map', title: 'Map', blocks: [{ kind: 'svg', svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>Vega</text><text>Rigel</text></svg>' }] },
    { id: 'sheet', title: 'Order sheet', newPage: true, blocks: [{ kind: 'form', columns: ['Unit', 'Order'], rows: [['Lancer', '']], blankRows: 3 }] },
  ],
};

describe('a printable document', () => {
  it('renders as one HTML page with its paper, its code on every page and forms with blank rows', () => {
    const html = renderDocumentHtml(doc, { paper: 'letter' });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('size: letter');
    expect(html).toContain('@top-right { content: "T2-01-ABC"');
    expect(html).toContain('Skirmish &lt;test&gt;');
    expect(html.match(/<tr><td><\/td><td><\/td><\/tr>/g)).toHaveLength(3);
    expect(html).toContain('class="new-page"');
    expect(renderDocumentsHtml([doc, { ...doc, code: 'T2-02-XYZ' }]).match(/class="doc"/g)).toHaveLength(2);
  });

  it('renders as text, tables padded', () => {
    const text = renderDocumentText(doc);
    expect(text).toContain('Code: T2-01-ABC');
    expect(text).toContain('Unit    At');
    expect(text).toContain('Lancer  Vega');
  });

  it('finds every name the player may not know, map labels included, and says where', () => {
    const leaks = checkDocumentLeaks(doc, [{ name: 'Rigel', kind: 'system' }, { name: 'Lancer', kind: 'ship' }, { name: 'Deneb', kind: 'system' }], ['Lancer']);
    expect(leaks).toEqual([{ kind: 'system', name: 'Rigel', section: 'map', part: 'svg', item: 1, text: 'Rigel', reason: 'names a system the player does not know' }]);
  });

  it('reads a secret inside a known name as that name ("Rigel" in "Rigel Minor"), but not one only overlapping it or named apart', () => {
    const one = (text: string): PrintDocument => ({ ...doc, sections: [{ id: 's', title: 'S', blocks: [{ kind: 'paragraph', text }] }] });
    const secrets = [{ name: 'Rigel', kind: 'system' }, { name: 'Minor Deneb', kind: 'system' }];
    const leaked = (text: string) => checkDocumentLeaks(one(text), secrets, ['Rigel Minor']).map((l) => l.name);
    expect(leaked('Fleet 3 at Rigel Minor.')).toEqual([]);
    expect(leaked('Rigel Minor, and Rigel beyond.')).toEqual(['Rigel']);
    expect(leaked('Rigel Minor Deneb')).toEqual(['Minor Deneb']);
    expect(checkDocumentLeaks(one('Fleet 3 at Rigel Minor.'), secrets).map((l) => l.name)).toEqual(['Rigel']);
  });
});
