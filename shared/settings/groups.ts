/**
 * The settings a game shows on its Settings screen, grouped as the rulesets define them.
 * Each group is stored in `game.settings[group.id]`; absent fields take the schema's
 * defaults, so a game saved before an option existed reads it as its default.
 */
import type { z } from 'zod';
import type { Ruleset } from '../model/entities';
import { novaRulesOptionsSchema } from '../rulesets/nova/rules-options';
import { turnSettingsSchema } from '../rulesets/nova/turn/settings';
import { reportSettingsSchema } from '../reports/settings';
import { starSectorsSettingsSchema } from '../rulesets/star-sectors/settings';

export interface SettingsGroup {
  /** Key under game.settings. */
  id: string;
  title: string;
  /** What the group is about, and where the rules leave these points open. */
  intro: string;
  rulesets: readonly Ruleset[];
  schema: z.ZodObject;
}

export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    id: 'nova',
    title: 'NOVA: technology and designs',
    intro: 'Formula edge cases the rulebook leaves open (digest §10.2). The defaults follow the book as printed.',
    rulesets: ['nova'],
    schema: novaRulesOptionsSchema,
  },
  {
    id: 'turn',
    title: 'NOVA: turn sequence',
    intro: 'Rule points of the turn sequence the rulebook leaves open (digest §5, §10.3, §10.4): money, pillage, research, contact. The defaults follow the digest.',
    rulesets: ['nova'],
    schema: turnSettingsSchema,
  },
  {
    id: 'reports',
    title: 'Packets',
    intro: 'How packets print (docs/packets.md). Whether research progress is reported is under "NOVA: turn sequence".',
    rulesets: ['nova'],
    schema: reportSettingsSchema,
  },
  {
    id: 'starSectorsRules',
    title: 'Star Sectors: open rules',
    intro: 'Where the Star Sectors rulebook can be read more than one way (docs/star-sectors.md, "Settings"). Each default is stated; the Fleet screen shows the same settings.',
    rulesets: ['star-sectors'],
    schema: starSectorsSettingsSchema,
  },
];

export function settingsGroupsFor(ruleset: Ruleset): SettingsGroup[] {
  return SETTINGS_GROUPS.filter((group) => group.rulesets.includes(ruleset));
}

/**
 * The stored value of a group with one field changed, checked by the group's schema.
 * `value === undefined` resets the field to its default (the key is removed).
 */
export function changeSetting(group: SettingsGroup, stored: unknown, key: string, value: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; reason: string } {
  const current = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...(stored as Record<string, unknown>) } : {};
  if (value === undefined) delete current[key];
  else current[key] = value;
  const parsed = group.schema.safeParse(current);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((issue) => issue.message).join('; ') };
  return { ok: true, value: current };
}

/** The effective values of a group: stored values over defaults; unreadable stored values fall back to defaults. */
export function effectiveSettings(group: SettingsGroup, stored: unknown): Record<string, unknown> {
  const parsed = group.schema.safeParse(stored ?? {});
  return parsed.success ? (parsed.data as Record<string, unknown>) : (group.schema.parse({}) as Record<string, unknown>);
}
