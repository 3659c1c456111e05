/**
 * Game settings of NOVA's packets: the shared printing settings (shared/print/settings.ts,
 * `game.settings.reports`), shown on the Settings screen as "Packets". Whether research
 * progress is reported (NOVA 5.6) is the turn engine's setting (`game.settings.turn.researchReports`),
 * read by packets too.
 */
export {
  DEFAULT_PRINT_SETTINGS as DEFAULT_REPORT_SETTINGS,
  printSettingsOf as reportSettingsOf,
  printSettingsSchema as reportSettingsSchema,
  type PrintSettings as ReportSettings,
} from '../../../print/settings';
