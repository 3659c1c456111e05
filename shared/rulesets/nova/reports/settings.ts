/**
 * Game settings of packets. Stored in `game.settings.reports`; absent fields take the
 * defaults below. Shown on the Settings screen as "Packets"; the Reports screen's paper
 * choice writes the same field. Whether research progress is reported (NOVA 5.6) is the turn
 * engine's setting (`game.settings.turn.researchReports`), read by packets too.
 */
import { z } from 'zod';

export const reportSettingsSchema = z.looseObject({
  /** The paper packets are printed on. */
  paper: z
    .enum(['a4', 'letter'])
    .default('a4')
    .meta({ title: 'Paper', description: 'a4: ISO A4 (210 × 297 mm). letter: US Letter (8.5 × 11 in). Packets, order sheets and the master report are laid out for it; the Reports screen changes it too.' }),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const DEFAULT_REPORT_SETTINGS: ReportSettings = reportSettingsSchema.parse({});

/** The stored settings with defaults for what is missing or unreadable. */
export function reportSettingsOf(settings: Record<string, unknown> | undefined): ReportSettings {
  const parsed = reportSettingsSchema.safeParse(settings?.reports ?? {});
  return parsed.success ? parsed.data : DEFAULT_REPORT_SETTINGS;
}
