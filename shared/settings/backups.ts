/**
 * Automatic backups of a game (issue 18): how much room they may take and how many are kept.
 * Stored in `game.settings.backups`; absent fields take the defaults below. A ruleset that writes
 * backups lists the group on its Settings screen (shared/ruleset.ts `settings`).
 */
import { z } from 'zod';
import type { SettingsGroup } from './groups';

/** Where the backup settings live under game.settings. */
export const BACKUP_SETTINGS_KEY = 'backups';

export const backupSettingsSchema = z.looseObject({
  budgetMb: z
    .int()
    .min(1)
    .max(10_000)
    .default(40)
    .meta({ title: 'Room for backups (MB)', description: 'The most the automatic backups of this game may take. Each backup keeps only what changed since the one before; when they take more, the oldest are removed (the newest are always kept). Default 40 MB.' }),
  kept: z
    .int()
    .min(1)
    .max(500)
    .default(50)
    .meta({ title: 'Backups kept', description: 'The most automatic backups kept, within the room above; older ones are removed first. Default 50.' }),
});
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

/** The stored settings with defaults for what is missing or unreadable. */
export function backupSettingsOf(settings: Record<string, unknown> | undefined): BackupSettings {
  const parsed = backupSettingsSchema.safeParse(settings?.[BACKUP_SETTINGS_KEY] ?? {});
  return parsed.success ? parsed.data : backupSettingsSchema.parse({});
}

/** The Settings screen's group of backup settings. */
export const BACKUP_SETTINGS_GROUP: SettingsGroup = {
  id: BACKUP_SETTINGS_KEY,
  title: 'Automatic backups',
  intro: 'A backup of the game is written before every commit and every reopen of a turn (History shows them, and the room they take). Each keeps only what changed since the one before it.',
  schema: backupSettingsSchema,
};
