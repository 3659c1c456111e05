/**
 * NOVA: 6.4, 6.10 — MCr transfers between empires: the sender names the receiver by the
 * name it knows it by (its private alias "Empire A", or the real name after Full contact);
 * a transfer needs Normal or Full contact.
 */
import type { Empire } from '../../../model/entities';
import type { EmpireContact } from './types';

/** The contacts stored on an empire record (types.ts EmpireContact); unreadable entries are skipped. */
export function contactsOf(empire: Empire): EmpireContact[] {
  const raw = empire.contacts;
  if (!Array.isArray(raw)) return [];
  return raw.filter((c): c is EmpireContact => typeof c === 'object' && c !== null && typeof (c as EmpireContact).empireId === 'string' && ['minor', 'normal', 'full'].includes((c as EmpireContact).level));
}

/** The name `viewer` knows empire `otherId` by: the real name after Full contact, its alias, or "an alien empire". */
export function aliasFor(viewer: Empire, otherId: string, empires: readonly Empire[]): string {
  const contact = contactsOf(viewer).find((c) => c.empireId === otherId);
  if (!contact) return 'an alien empire';
  if (contact.level === 'full') return empires.find((e) => e.id === otherId)?.name ?? contact.alias;
  return contact.alias;
}

function normal(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, ' ').replace(/^EMPIRE\s+/, '');
}

/** The receiver a sender's sheet names, or why the transfer cannot go (NOVA: 6.10). */
export function resolveReceiver(sender: Empire, name: string, empires: readonly Empire[]): { empireId: string; alias: string } | { code: string; reason: string } {
  const wanted = normal(name);
  for (const contact of contactsOf(sender)) {
    const other = empires.find((e) => e.id === contact.empireId);
    const names = [contact.alias, ...(contact.level === 'full' && other ? [other.name] : [])];
    if (!names.some((n) => normal(n) === wanted)) continue;
    if (contact.level === 'minor') return { code: 'NO-CONTACT', reason: `${name}: MCr may be sent only to an empire with Normal or Full contact; ${contact.alias} is a Minor contact (NOVA 6.10)` };
    return { empireId: contact.empireId, alias: contact.level === 'full' && other ? other.name : contact.alias };
  }
  return { code: 'NO-CONTACT', reason: `${name} is not an empire this empire has Normal or Full contact with; write the name it knows it by, such as "Transfer to Empire A" (NOVA 6.10)` };
}
