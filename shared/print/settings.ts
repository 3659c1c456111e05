/**
 * Printing settings of a game, shared by every ruleset's reports. Stored in
 * `game.settings.reports`; absent fields take the defaults below. A ruleset lists the group
 * on its Settings screen (shared/ruleset.ts `settings`); the Reports screen's paper choice
 * writes the same field.
 */
import { z } from 'zod';
import type { Paper } from './paper';

/** Where the printing settings live under game.settings. */
export const PRINT_SETTINGS_KEY = 'reports';

export const printSettingsSchema = z.looseObject({
  /** The paper documents are printed on. */
  paper: z
    .enum(['a4', 'letter'])
    .default('a4')
    .meta({ title: 'Paper', description: 'a4: ISO A4 (210 × 297 mm). letter: US Letter (8.5 × 11 in). Packets, order sheets and the master report are laid out for it; the Reports screen changes it too.' }),
});
export type PrintSettings = z.infer<typeof printSettingsSchema>;

export const DEFAULT_PRINT_SETTINGS: PrintSettings = printSettingsSchema.parse({});

/** The stored settings with defaults for what is missing or unreadable. */
export function printSettingsOf(settings: Record<string, unknown> | undefined): PrintSettings {
  const parsed = printSettingsSchema.safeParse(settings?.[PRINT_SETTINGS_KEY] ?? {});
  return parsed.success ? parsed.data : DEFAULT_PRINT_SETTINGS;
}

/** The paper of a game's documents. */
export function paperOf(settings: Record<string, unknown> | undefined): Paper {
  return printSettingsOf(settings).paper;
}
