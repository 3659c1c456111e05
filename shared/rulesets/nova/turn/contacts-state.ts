/**
 * Empires' contacts with each other (NOVA: 6.4), kept on the empire record as `contacts`.
 * Contact is irrevocable and only goes up (none → Minor → Normal → Full). Aliases are private
 * to the viewer: Normal contact gives the next free letter ("Empire A"), Minor contact the
 * next free number ("PLAYER 1"), Full contact the real name. When Normal contact follows
 * Minor, the number is kept so the viewer is told the two are the same empire.
 */
import type { Empire } from '../../../model/entities';
import type { ContactLevel, EmpireContact } from './types';

const RANK: Record<ContactLevel, number> = { minor: 1, normal: 2, full: 3 };
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function contactsOf(empire: Empire): EmpireContact[] {
  const raw = empire.contacts;
  if (!Array.isArray(raw)) return [];
  return raw.filter((c): c is EmpireContact => typeof c === 'object' && c !== null && typeof (c as EmpireContact).empireId === 'string' && (c as EmpireContact).level in RANK);
}

export function contactWith(empire: Empire, otherId: string): EmpireContact | null {
  return contactsOf(empire).find((c) => c.empireId === otherId) ?? null;
}

/** The name `viewer` uses for `otherId`: its alias, or null when it has not met it. */
export function aliasFor(empires: readonly Empire[], viewerId: string, otherId: string): string | null {
  const viewer = empires.find((e) => e.id === viewerId);
  if (!viewer) return null;
  return contactWith(viewer, otherId)?.alias ?? null;
}

/** viewer → other → alias, for the empires an event names. */
export function aliasesFor(empires: readonly Empire[], viewers: readonly string[], named: readonly string[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const viewer of viewers) {
    const map: Record<string, string> = {};
    for (const other of named) {
      if (other === viewer) continue;
      const alias = aliasFor(empires, viewer, other);
      if (alias) map[other] = alias;
    }
    if (Object.keys(map).length > 0) out[viewer] = map;
  }
  return out;
}

function nextLetter(contacts: readonly EmpireContact[]): string {
  const used = new Set(contacts.map((c) => /^Empire ([A-Z]+)$/.exec(c.alias)?.[1]).filter(Boolean));
  for (let i = 0; ; i++) {
    const letter = i < LETTERS.length ? (LETTERS[i] as string) : `${LETTERS[Math.floor(i / 26) - 1]}${LETTERS[i % 26]}`;
    if (!used.has(letter)) return `Empire ${letter}`;
  }
}

function nextNumber(contacts: readonly EmpireContact[]): number {
  return contacts.reduce((max, c) => Math.max(max, c.minorNumber ?? 0), 0) + 1;
}

/**
 * `viewer` gains `level` contact with `other` on `turn` (no change when it already has that
 * or more). Returns the updated empire and whether anything changed.
 */
export function gainContact(viewer: Empire, other: Empire, level: ContactLevel, turn: number): { empire: Empire; changed: boolean; contact: EmpireContact } {
  const contacts = contactsOf(viewer);
  const existing = contacts.find((c) => c.empireId === other.id);
  if (existing && RANK[existing.level] >= RANK[level]) return { empire: viewer, changed: false, contact: existing };
  let contact: EmpireContact;
  if (level === 'minor') {
    const n = nextNumber(contacts);
    contact = { empireId: other.id, level, alias: `PLAYER ${n}`, minorNumber: n, since: turn };
  } else if (level === 'normal') {
    contact = { empireId: other.id, level, alias: nextLetter(contacts), since: existing?.since ?? turn, ...(existing?.minorNumber ? { minorNumber: existing.minorNumber } : {}) };
  } else {
    contact = { ...(existing ?? { since: turn }), empireId: other.id, level, alias: other.name } as EmpireContact;
  }
  const next = existing ? contacts.map((c) => (c.empireId === other.id ? contact : c)) : [...contacts, contact];
  return { empire: { ...viewer, contacts: next } as Empire, changed: true, contact };
}
