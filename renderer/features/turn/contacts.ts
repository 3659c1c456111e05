import type { Empire } from '../../../shared/model/entities';
import type { EmpireContact } from '../../../shared/rulesets/nova/turn/types';

/** An empire record's contacts (NOVA: 6.4), read tolerantly: a record without them has none. */
export function contactsOf(empire: Empire | undefined): EmpireContact[] {
  const raw = (empire as { contacts?: unknown } | undefined)?.contacts;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return [];
    const r = c as Record<string, unknown>;
    if (typeof r.empireId !== 'string' || typeof r.alias !== 'string') return [];
    const level = r.level === 'normal' || r.level === 'full' ? r.level : 'minor';
    return [{ empireId: r.empireId, level, alias: r.alias, since: typeof r.since === 'number' ? r.since : 0 }];
  });
}
