/**
 * NOVA: CONDITIONAL ORDERS: "They may not be based on events occurring in systems other than the one
 * that the affected ships are in." A condition is read for the names of the systems the writer
 * knows (map/known-systems.ts); one that names a system none of the ships it covers is in (or
 * bound for) is such a condition. Pure.
 */

/** Whether `name` occurs in `text` as whole words (both upper case). Linear in the text. */
function hasWords(text: string, name: string): boolean {
  const word = (c: string | undefined) => c !== undefined && /[A-Z0-9]/.test(c);
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!word(text[at - 1]) && !word(text[at + name.length])) return true;
  }
  return false;
}

/**
 * The first system a condition names (as the writer's map names it) that is not one of `systemIds`,
 * the systems the covered ships are in or bound for; null when it names none. Names shorter than
 * three letters are not looked for ("Empire A" is not system A).
 */
export function otherSystemNamed(condition: string, knownNames: ReadonlyMap<string, string>, systemIds: ReadonlySet<string>): string | null {
  const text = condition.toUpperCase();
  for (const [name, id] of knownNames) {
    if (name.length < 3 || systemIds.has(id)) continue;
    if (hasWords(text, name)) return name;
  }
  return null;
}
