import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySitrepEdits, checkedEditedPacket, checkedEditedPackets, editProblem, MAX_EDIT_LENGTH, reportEditsOf, unusedEdits } from './edits';
import { BOOK_SITREP, sampleEvents, sampleWorld } from './fixture';
import { type Packet, type SitrepSection } from './packet-model';
import { buildPacket } from './build-packet';
import { renderPacketHtml } from './render-html';
import { sitrepText } from './render-text';
import { checkedPackets } from './turn-source';

const { start, world } = sampleWorld();
const game = { id: 'g', name: 'Sample sitrep', deadline: '', settings: {} };
const input = { game, turn: 12, start, world, events: sampleEvents() };
const packet = buildPacket(input, 'virus');
const sitrep = (p: Packet) => p.sections.find((s) => s.kind === 'sitrep') as SitrepSection;

describe('applySitrepEdits', () => {
  it('replaces an edited item by one text run and keeps its type and trace', () => {
    const edited = applySitrepEdits(packet, { '5': 'MAVIS - three new colonies founded, production +50 MCr' });
    const before = sitrep(packet).items[5];
    const after = sitrep(edited).items[5];
    expect(after?.runs).toEqual([{ kind: 'text', text: 'MAVIS - three new colonies founded, production +50 MCr' }]);
    expect(after?.type).toBe(before?.type);
    expect(after?.from).toEqual(before?.from);
    expect(sitrepText(sitrep(edited).items).slice(0, 5)).toEqual(BOOK_SITREP.slice(0, 5).map((l, i) => `${i + 1} * ${l}`));
  });

  it('changes nothing else, does not touch the packet it is given, and returns it as it is without edits', () => {
    const copy = structuredClone(packet);
    const edited = applySitrepEdits(packet, { '1': 'MD7 completed' });
    expect(packet).toEqual(copy);
    expect(edited.sections.filter((s) => s.kind !== 'sitrep')).toEqual(packet.sections.filter((s) => s.kind !== 'sitrep'));
    expect(applySitrepEdits(packet, {})).toBe(packet);
    expect(applySitrepEdits(packet, undefined)).toBe(packet);
  });

  it('prints the edited wording', () => {
    const html = renderPacketHtml(applySitrepEdits(packet, { '2': 'ALGOL - D -> TEDDY, a type 4 system with 4 warp points' }));
    expect(html).toContain('ALGOL - D -&gt; TEDDY, a type 4 system with 4 warp points');
  });

  it('lists edits that name no item', () => {
    expect(unusedEdits(packet, { '2': 'x', '40': 'y', '6': 'z' })).toEqual([6, 40]);
    expect(unusedEdits(packet, undefined)).toEqual([]);
  });

  it('any edit of any item keeps the item count and order (property)', () => {
    const n = sitrep(packet).items.length;
    fc.assert(
      fc.property(fc.dictionary(fc.integer({ min: 0, max: n - 1 }).map(String), fc.string({ minLength: 1, maxLength: 80 })), (edits) => {
        const items = sitrep(applySitrepEdits(packet, edits)).items;
        expect(items.length).toBe(n);
        items.forEach((item, i) => {
          const e = edits[String(i)];
          if (e === undefined) expect(item).toBe(sitrep(packet).items[i]);
          else expect(item.runs).toEqual([{ kind: 'text', text: e }]);
        });
      }),
    );
  });
});

describe('leak check of edited packets', () => {
  it('passes the engine’s packets and a harmless edit', () => {
    expect(checkedEditedPackets(input, {}).map((c) => c.leaks)).toEqual(checkedPackets(input).map((c) => c.leaks));
    expect(checkedEditedPacket(input, 'virus', { virus: { '3': 'VIRUS - X -> ACL (Phantom), nothing more is known' } }).leaks).toEqual([]);
  });

  it('catches a secret the GM typed into an item, and says which item', () => {
    const { leaks } = checkedEditedPacket(input, 'virus', { virus: { '3': 'VIRUS - X -> GRAVES: Phantom destroyed by KLAATU' } });
    expect(leaks.map((l) => [l.kind, l.name, l.section, l.item])).toEqual([
      ['system', 'GRAVES', 'sitrep', 3],
      // KLAATU is both a system and an empire the viewer has not met.
      ['system', 'KLAATU', 'sitrep', 3],
      ['empire', 'KLAATU', 'sitrep', 3],
    ]);
  });

  it('applies each empire’s edits to its own packet only', () => {
    const all = checkedEditedPackets(input, { klaatu: { '0': 'KLAATU Turn 12 (GM: see me about Zorgon)' } });
    const k = all.find((c) => c.packet.empireId === 'klaatu');
    expect(sitrepText(sitrep(k?.packet as Packet).items)[0]).toBe('1 * KLAATU Turn 12 (GM: see me about Zorgon)');
    expect(k?.leaks.map((l) => l.name)).toEqual(['Zorgon']);
    expect(all.find((c) => c.packet.empireId === 'virus')?.packet).toEqual(packet);
  });
});

describe('reportEditsOf and editProblem', () => {
  it('reads the stored edits, and none from a record without them or with a damaged field', () => {
    expect(reportEditsOf({ reportEdits: { virus: { '2': 'x' } } })).toEqual({ virus: { '2': 'x' } });
    expect(reportEditsOf({})).toEqual({});
    expect(reportEditsOf(undefined)).toEqual({});
    expect(reportEditsOf({ reportEdits: { virus: { two: 'x' } } })).toEqual({});
    expect(reportEditsOf({ reportEdits: 'x' })).toEqual({});
  });

  it('refuses an empty or overlong text with a reason', () => {
    expect(editProblem('  ')).toMatch(/empty/);
    expect(editProblem('x'.repeat(MAX_EDIT_LENGTH + 1))).toMatch(/at most 2000/);
    expect(editProblem('MAVIS - E’d (3)')).toBeNull();
  });
});
