import { describe, expect, it } from 'vitest';
import { sampleEvents, sampleWorld } from './fixture';
import { blankOrderSheet, buildPacket } from './build-packet';
import { renderPacketHtml, renderPacketsHtml } from './render-html';
import { renderPacketText, textTable } from './render-text';

const { start, world } = sampleWorld();
const game = { id: 'g', name: 'Sample <sitrep> & co', deadline: 'Friday 6 December', settings: {} };
const input = { game, turn: 12, start, world, events: sampleEvents() };
const virus = buildPacket(input, 'virus');

describe('renderPacketText', () => {
  const text = renderPacketText(virus);
  it('prints the code at the top and the end, the sitrep as numbered * lines with _X_ for the underline', () => {
    const lines = text.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Sample <sitrep> & co — VIRUS, turn 12 +${virus.code}$`));
    expect(text).toContain('3 * ALGOL - D -> TEDDY (B,_A_,E,R)4 NC,1AS,JI,AXS');
    expect(text.trimEnd().endsWith(`-- end of packet ${virus.code} --`)).toBe(true);
  });
  it('prints the sections in order, the order sheet front and back with the paper’s fields', () => {
    const order = ['SITUATION REPORT, TURN 12', 'MAP OF KNOWN SPACE', 'BATTLE REPORTS', 'RESEARCH STATUS', 'TURN ORDER SHEET (FRONT)', 'EXPENDITURES (In Order of Priority):', 'COMMISSIONS:', 'RESEARCH (In Order of Priority):', 'TURN ORDER SHEET (BACK)', 'GENERAL, SPECIFIC & CONDITIONAL ORDERS:', 'KNOWN SYSTEMS', 'ABBREVIATIONS USED'];
    const at = order.map((h) => text.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const label of ['Production :', 'Treasury :', 'Salvage : Units(Location) :', 'Pillage : Systems(Amount) :', 'Transfers : Amounts(Sender) :', 'Bonus :', 'Total :', 'Expend :']) expect(text).toContain(label);
    expect(text).toMatch(/\| START +\| SHIPS \(CARGO\) +\| ROUTE \| ORDERS \| RETREAT \|/);
  });
  it('pads table columns to the widest cell', () => {
    expect(textTable(['A', 'B'], [[[{ kind: 'text', text: 'long cell' }], []]])).toEqual(['| A         | B   |', '|-----------|-----|', '| long cell |     |']);
  });
});

describe('renderPacketHtml', () => {
  const html = renderPacketHtml(virus, { paper: 'letter' });
  it('is one self-contained document: no script, no external resource', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src="http|url\(http/i);
    expect(html).toContain('<title>Sample &lt;sitrep&gt; &amp; co — VIRUS — turn 12</title>');
  });
  it('sets the paper, the packet code in the header and footer of every page, and keeps items and rows whole', () => {
    expect(html).toContain('@page { size: letter;');
    expect(renderPacketHtml(virus)).toContain('@page { size: A4;');
    expect(html).toContain(`@top-right { content: "${virus.code}"`);
    expect(html).toContain(`@bottom-left { content: "${virus.code}"`);
    expect(html).toContain('counter(page) " of " counter(pages)');
    expect(html).toMatch(/\.item \{[^}]*break-inside: avoid/);
    expect(html).toMatch(/tr, [^{]*\{[^}]*break-inside: avoid/);
  });
  it('draws the sitrep items with the return letter underlined, the map, and the order sheet as the paper’s tables', () => {
    expect(html.match(/<li class="item /g)).toHaveLength(6);
    expect(html).toContain('(<span class="wp">B</span>,<u class="wp">A</u>,<span class="wp">E</span>,<span class="wp">R</span>)4');
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(html.match(/<table class="exp">[\s\S]*?<\/table>/)?.[0].match(/<tr>/g)).toHaveLength(1 + 11);
    expect(html.match(/<table class="comm">[\s\S]*?<\/table>/)?.[0].match(/<tr>/g)).toHaveLength(1 + 5);
    expect(html.match(/<table class="res">[\s\S]*?<\/table>/)?.[0].match(/<tr>/g)).toHaveLength(1 + 6);
    expect(html.match(/<table class="move">[\s\S]*?<\/table>/)?.[0].match(/<tr>/g)).toHaveLength(1 + 24);
    expect(html.match(/<table class="gen">[\s\S]*?<\/table>/)?.[0].match(/<tr>/g)).toHaveLength(1 + 6);
    expect(html).toContain('TURN ORDER SHEET (front)');
    expect(html).toContain('TURN ORDER SHEET (back)');
  });
  it('escapes what it prints, in the page and in the page margins', () => {
    expect(html).not.toContain('Sample <sitrep>');
    expect(html).toContain('content: "Sample \\3c sitrep> & co');
  });
  it('puts several packets in one document, each on its own named page with its own code', () => {
    const klaatu = buildPacket(input, 'klaatu');
    const both = renderPacketsHtml([virus, klaatu]);
    expect(both).toContain('@page p0 {');
    expect(both).toContain('@page p1 {');
    expect(both).toContain(`content: "${klaatu.code}"`);
    expect(both.match(/<div class="packet" style="page: p\d"/g)).toHaveLength(2);
  });
  it('prints a blank order sheet', () => {
    const blank = renderPacketHtml(blankOrderSheet(game, 13));
    expect(blank).toContain('TURN : <b class="fill">13</b>');
    expect(blank).not.toContain('class="sitrep"');
  });
});
