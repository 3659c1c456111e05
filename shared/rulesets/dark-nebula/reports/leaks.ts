/**
 * The leak check of a Dark Nebula packet (PRODUCT.md "secret by construction"; the same shared
 * check as NOVA's, shared/print/document-leaks.ts). The packet is made from the player's view;
 * this check reads the finished document for the names of what the player may not know, taken
 * from the GM's truth less that view:
 * - the enemy's identity before it is revealed (A48): its variant's names;
 * - the enemy's counter ratings before the reveal (they tell Solomani from Vilani, and the Aslan draws);
 * - systems and boxes the player does not know (the SQ sheet during turn 0, fog of war);
 * - units of others the player does not see (ids), and the class of face-down independents.
 * Sheet names are public (the "Solomani Quadrant" sheet is on the table whoever the human is):
 * where a sheet is named as a sheet, the check reads its id instead.
 */
import type { Block, DocSection, PrintDocument } from '../../../print/document';
import { checkDocumentLeaks } from '../../../print/document-leaks';
import type { Leak, Secret } from '../../../print/leaks';
import { escapeXml } from '../../../map/svg';
import { ratingText } from '../data/unit-classes';
import type { Side, Variant, World } from '../model';
import { otherSide } from '../model';
import { playerView } from '../view/player-view';

/** What names a variant, in the texts a document may hold. */
export const VARIANT_WORDS: Record<Variant, readonly string[]> = {
  hierate: ['Hierate', 'hierate', 'HIERATE'],
  kingdom: ['Kingdom', 'kingdom', 'KINGDOM'],
  solomani: ['Solomani', 'solomani', 'SOLOMANI'],
  vilani: ['Vilani', 'vilani', 'VILANI', 'Ziru Sirka'],
};

/** The names `side` may not read, from the GM's truth less the player's view; and the names it may read. */
export function packetSecrets(world: World, side: Side): { secrets: Secret[]; known: string[] } {
  const view = playerView(world, side);
  const enemy = otherSide(side);
  const secrets: Secret[] = [];
  const known = new Set<string>();
  if (!world.sides[side].knowsEnemy) {
    for (const word of VARIANT_WORDS[world.sides[enemy].variant]) secrets.push({ name: word, kind: 'enemy identity' });
    const enemyRatings = new Set(world.units.filter((u) => u.owner === enemy).map((u) => world.classes[u.classId]).filter((c) => c?.category === 'ship').map((c) => ratingText(c!)));
    for (const r of enemyRatings) secrets.push({ name: r, kind: 'enemy rating' });
  }
  // Ratings the player reads anyway: its own counters', and those of the independents it has seen.
  for (const u of view.units) if (u.rating) known.add(u.rating);
  const seenSystems = new Set(view.systems.map((s) => s.id));
  for (const s of world.map.systems) {
    if (seenSystems.has(s.id)) {
      known.add(s.name);
      for (const b of s.boxes) known.add(b.name);
      continue;
    }
    // Engine texts may name a system by its id ("terra"), so the id is looked for too.
    secrets.push({ name: s.name, kind: 'system' }, ...(s.id !== s.name ? [{ name: s.id, kind: 'system' }] : []));
    for (const b of s.boxes) secrets.push({ name: b.name, kind: 'system' }, ...(b.id !== b.name && b.id !== s.id ? [{ name: b.id, kind: 'system' }] : []));
  }
  const seenUnits = new Map(view.units.map((u) => [u.id, u]));
  for (const u of world.units) {
    if (u.owner === side || u.hiredBy === side) continue;
    const seen = seenUnits.get(u.id);
    const code = world.classes[u.classId]?.code ?? '?';
    // A unit the player was told of in an event (an ally's counter on its way home) is known, though not on the map.
    if (!seen && !world.knowledge[side].units[u.id]) secrets.push({ name: u.id, kind: 'unit' });
    else if (seen?.code === '?') secrets.push({ name: `${u.id} ${code}`, kind: 'face-down unit' }, { name: `${u.id} (${code}`, kind: 'face-down unit' });
  }
  return { secrets, known: [...known] };
}

/**
 * The document as the check reads it: each sheet named as a sheet by its id (a sheet's name is
 * public, a variant's is not), and the rule references "ambiguity A29" written so they cannot be
 * read as the unit A29 (the digest's ambiguities and the Aslan's unit ids share the letter).
 */
export function maskPublicNames(doc: PrintDocument, sheets: readonly { id: string; name: string }[]): PrintDocument {
  const text = (t: string) => sheets.reduce((acc, s) => acc.split(`${s.name} sheet`).join(`${s.id} sheet`).split(`${s.name} (${s.id})`).join(`${s.id}`), t).replace(/\bambiguity A(\d+)/g, 'ambiguity A-$1');
  const svg = (t: string) => sheets.reduce((acc, s) => acc.split(`>${escapeXml(s.name)}</text>`).join(`>${escapeXml(s.id)}</text>`), t);
  const block = (b: Block): Block => {
    switch (b.kind) {
      case 'heading':
      case 'paragraph':
        return { ...b, text: text(b.text) };
      case 'list':
        return { ...b, items: b.items.map(text) };
      case 'lines':
        return { ...b, lines: b.lines.map(text) };
      case 'table':
      case 'form':
        return { ...b, rows: b.rows.map((r) => r.map(text)) } as Block;
      case 'svg':
        return { ...b, svg: svg(b.svg), ...(b.caption ? { caption: text(b.caption) } : {}) };
    }
  };
  const section = (s: DocSection): DocSection => ({ ...s, title: text(s.title), blocks: s.blocks.map(block) });
  return { ...doc, title: text(doc.title), cover: doc.cover.map((c) => ({ ...c, value: text(c.value) })), sections: doc.sections.map(section) };
}

/** Every leak of `doc`, a packet for `side` made from `world`. */
export function packetLeaks(doc: PrintDocument, world: World, side: Side): Leak[] {
  const { secrets, known } = packetSecrets(world, side);
  return checkDocumentLeaks(maskPublicNames(doc, world.map.sheets), secrets, known);
}
