/**
 * Game settings of packets, for what the rules leave to the GM. Stored in
 * `game.settings.reports`; absent fields take the defaults below.
 */
import { z } from 'zod';

export const reportSettingsSchema = z.looseObject({
  /**
   * NOVA: 5.6 — whether full R&D progress is reported every turn. 'every-turn' (default): each
   * packet shows every project's TP. 'on-request': only projects whose report the empire bought
   * (5 MCr a project; the research event says `reportBought`) show their TP; completions always show.
   */
  researchStatus: z.enum(['every-turn', 'on-request']).default('every-turn'),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

export const DEFAULT_REPORT_SETTINGS: ReportSettings = reportSettingsSchema.parse({});

/** The stored settings with defaults for what is missing or unreadable. */
export function reportSettingsOf(settings: Record<string, unknown> | undefined): ReportSettings {
  const parsed = reportSettingsSchema.safeParse(settings?.reports ?? {});
  return parsed.success ? parsed.data : DEFAULT_REPORT_SETTINGS;
}
