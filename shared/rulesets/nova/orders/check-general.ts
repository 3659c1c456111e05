/**
 * The GENERAL, SPECIFIC & CONDITIONAL ORDERS block (NOVA: 6.8, 6.9), checked by the engine's
 * own reader (turn/general-orders.ts) with the empire's contacts and ships, so that every
 * clause the turn would refuse is flagged on the sheet first: an empire named that the
 * player has not met (or met only by Minor contact, or by its real name before Full contact),
 * in General, Conditional and Special orders alike; a ship the empire does not have; a
 * clause whose target cannot be told. The reasons add what the GM knows (who an alias is).
 */
import { readGeneralLine } from '../turn/general-orders';
import type { EmpireContact } from '../turn/types';
import type { CheckContext } from './check-context';
import type { Report } from './check-report';
import type { SheetLine } from './sheet';

/** Upper case, single spaces, no leading "The". */
function norm(s: string): string {
  return s.trim().toUpperCase().replace(/\s+/g, ' ').replace(/^THE /, '');
}

/** What the GM knows about a name the player wrote: whom it names and how far they have met. */
function gmNote(written: string, ctx: CheckContext): string {
  const w = norm(written);
  const real = ctx.input.empires.find((e) => norm(e.name) === w && e.id !== ctx.input.empireId);
  if (!real) return '';
  const contact = ctx.contacts.find((c) => c.empireId === real.id);
  if (!contact) return ` (this empire has never met ${real.name})`;
  if (contact.level === 'minor') return ` (${real.name}: Minor contact only)`;
  return contact.level === 'full' ? '' : ` (to this empire, ${real.name} is ${contact.alias ?? real.name})`;
}

export function checkGeneralOrders(lines: readonly SheetLine[], ctx: CheckContext, newShips: ReadonlyMap<string, string>, report: Report): void {
  const contacts: EmpireContact[] = ctx.contacts.map((c) => ({
    empireId: c.empireId,
    level: c.level,
    alias: c.alias ?? ctx.input.empires.find((e) => e.id === c.empireId)?.name ?? c.empireId,
    since: 0,
    ...(c.minorNumber !== undefined ? { minorNumber: c.minorNumber } : {}),
  }));
  const empires = ctx.input.empires.map((e) => ({ id: e.id, name: e.name }));
  const own = ctx.input.units.filter((u) => u.empireId === ctx.input.empireId && u.name.trim() !== '').map((u) => u.name.trim().toUpperCase());
  const shipNames = [...new Set([...own, ...newShips.keys()])];
  for (const l of lines) {
    if (l.row?.kind !== 'general') continue;
    // Read once for whom each clause is aimed at, once for the ships it covers (a missing ship hides the other reasons).
    const base = { empireId: ctx.input.empireId, contacts, empires };
    const clauses = [...(readGeneralLine(l.line, l.row.text, l.row.order, base) ?? []), ...(readGeneralLine(l.line, l.row.text, l.row.order, { ...base, shipNames }) ?? [])];
    const seen = new Set<string>();
    for (const clause of clauses) {
      if (clause.read || seen.has(clause.reason)) continue;
      seen.add(clause.reason);
      const written = /^(.+?): (?:no empire|this empire has only Minor)/.exec(clause.reason)?.[1] ?? /^(.+?) is this empire itself/.exec(clause.reason)?.[1];
      const at = written ? l.text.toUpperCase().indexOf(written.toUpperCase()) : -1;
      const column = at >= 0 ? at + 1 : 1;
      const all = /is called ((?:all|every|each|any)\b.*)$/i.exec(clause.reason)?.[1];
      if (all) report(l.line, 1, 'error', 'GENERAL', `the turn reads "${all}" as the name of a ship, and no ship is called that: a general order covers all ships, all units, or ships by name (NOVA 6.9)`);
      else if (clause.reason.startsWith('NT:')) report(l.line, column, 'error', 'NT', clause.reason.slice(3).trim(), clause.suggestion);
      else if (written) report(l.line, column, 'error', 'NO-CONTACT', `${clause.reason}${gmNote(written, ctx)}`, clause.suggestion);
      else report(l.line, column, 'error', 'GENERAL', clause.reason, clause.suggestion);
    }
  }
}
