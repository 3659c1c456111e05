/**
 * The leak check of a PrintDocument (document.ts; PRODUCT.md "secret by construction"): every
 * text of the document, SVG labels included, is searched word by word for the names of things
 * the player may not know. The ruleset says what those are (`secrets`: the GM's truth less the
 * player's view) and which names the player may see (`known`: a secret spelt like one of them
 * cannot be told apart and is not looked for; a secret read inside one of them, "Rodax" in
 * "Rodax Minor", is that known name and no leak).
 */
import { documentTexts, type PrintDocument } from './document';
import { matchKey, nameScanner, svgTexts, type Leak, type Secret } from './leaks';

/** Every text of the document that names a secret, in any case or accent (a known name spelt alike is not looked for). */
export function checkDocumentLeaks(doc: PrintDocument, secrets: readonly Secret[], known: Iterable<string> = []): Leak[] {
  const names = [...known];
  const safe = new Set(names.map(matchKey));
  const scan = nameScanner(secrets.filter((s) => s.name.trim() !== '' && !safe.has(matchKey(s.name))), names);
  const leaks: Leak[] = [];
  for (const place of documentTexts(doc, svgTexts)) {
    for (const s of scan(place.text)) leaks.push({ kind: s.kind, name: s.name, section: place.section, item: place.item, part: place.part, text: place.text, reason: `names a ${s.kind} the player does not know` });
  }
  return leaks;
}
