/**
 * Empire-specific orders (NOVA: 6.8, 6.9): hostility may be ordered only toward an empire
 * the player has Normal or Full contact with; "you cannot order hostility toward an empire
 * you never met", and conditional orders may not order hostility on Minor contact alone.
 */
import { suggest } from '../../../text/fuzzy';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

/** "H vs MUDDY", "Hostile to Empire B", "hostile against Player 2"; the target runs to a comma, "and" or the end. */
const HOSTILE = /\b(?:H|hostile)\s*(?:vs\.?|versus|to|towards?|against|toward)\s+(.+?)(?=\s*(?:[,;.]|\band\b|\bexcept\b|$))/gi;
const EVERYONE = /^(?:all|every|any|everyone|everybody|others?|it|them|those|anyone|aliens?)\b/i;

/** A name compared without case or a leading "The" (The Ninefold Swarm = Ninefold Swarm). */
function same(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().toUpperCase().replace(/^THE\s+/, '');
  return norm(a) === norm(b);
}

/** The names the checked empire may use for another: its alias for it, and the real name. */
function namesOf(ctx: CheckContext): { name: string; level: string; real: string }[] {
  const names: { name: string; level: string; real: string }[] = [];
  for (const contact of ctx.contacts) {
    const real = ctx.input.empires.find((e) => e.id === contact.empireId)?.name ?? contact.empireId;
    names.push({ name: real, level: contact.level, real });
    if (contact.alias) names.push({ name: contact.alias, level: contact.level, real });
  }
  return names;
}

export function checkHostileTargets(lines: readonly SheetLine[], ctx: CheckContext, report: Report): void {
  const names = namesOf(ctx);
  const usable = names.filter((n) => n.level !== 'minor').map((n) => n.name);
  const check = (line: number, column: number, target: string) => {
    const t = target.trim().replace(/^(?:the\s+)?/i, '');
    if (t === '' || EVERYONE.test(t)) return;
    const found = names.find((n) => same(n.name, t));
    if (found && found.level !== 'minor') return;
    if (found) {
      report(line, column, 'error', 'NO-CONTACT', `Hostile toward ${t}: this empire has only Minor contact with it; hostile orders need Normal or Full contact`);
      return;
    }
    const empire = ctx.input.empires.find((e) => same(e.name, t) && e.id !== ctx.input.empireId);
    report(line, column, 'error', 'NO-CONTACT', empire ? `Hostile toward ${t}: this empire has never met ${empire.name}; hostile orders need Normal or Full contact` : `Hostile toward ${t}: no empire this empire has met is called ${t}`, suggest(t, usable));
  };
  for (const l of lines) {
    if (l.row?.kind !== 'general') continue;
    for (const match of l.text.matchAll(HOSTILE)) check(l.line, (match.index ?? 0) + 1, match[1] ?? '');
  }
}
