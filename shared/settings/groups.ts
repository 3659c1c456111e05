/**
 * A group of settings on a game's Settings screen: rules a book leaves open, or house rules.
 * Each ruleset lists its groups (shared/ruleset.ts `settings`); each group is stored in
 * `game.settings[group.id]`, and absent fields take the schema's defaults, so a game saved
 * before an option existed reads it as its default.
 */
import type { z } from 'zod';

export interface SettingsGroup {
  /** Key under game.settings. */
  id: string;
  title: string;
  /** What the group is about, and where the rules leave these points open. */
  intro: string;
  schema: z.ZodObject;
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
