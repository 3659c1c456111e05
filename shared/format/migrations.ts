/**
 * Named archive migrations. Each one upgrades the raw JSON of an archive by exactly one
 * schemaVersion, before validation. A released migration is never edited; a change to
 * the format adds a new one at the end.
 *
 * A migration works on untrusted input: it must tolerate missing or odd fields and
 * leave validation to the schema that runs after it.
 */
export interface ArchiveMigration {
  /** A stable name, written in the archive's `migrations` list once applied. */
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly migrate: (raw: Record<string, unknown>) => Record<string, unknown>;
}

export const ARCHIVE_MIGRATIONS: readonly ArchiveMigration[] = [
  {
    // Version 1 held the library and the map only; version 2 adds the records of play,
    // designs and what each empire knows.
    name: '0002-turn-records',
    from: 1,
    to: 2,
    migrate: (raw) => {
      const out: Record<string, unknown> = { ...raw, schemaVersion: 2 };
      for (const key of ['units', 'orders', 'turns', 'events', 'diceRolls', 'designs', 'knowledge']) {
        if (out[key] === undefined) out[key] = [];
      }
      return out;
    },
  },
  {
    // In version 3 (issue 18) a ruleset may keep its committed turns as what changed instead
    // of the whole world before each (docs/decisions/0005-turn-history-as-changes.md).
    // Nothing in a version-2 file needs converting: its records are read as they are (a ruleset
    // that changed its layout reads both). The version number says that a version-3 file may
    // hold what an older Warpdesk would misread, so that such a Warpdesk refuses it instead.
    name: '0003-turn-history-as-changes',
    from: 2,
    to: 3,
    migrate: (raw) => ({ ...raw, schemaVersion: 3 }),
  },
];

/**
 * Applies every migration from the archive's version up to `target`, in order.
 * Returns the names applied, so the GM can be told the file was upgraded.
 */
export function migrateArchive(
  raw: Record<string, unknown>,
  from: number,
  target: number,
  migrations: readonly ArchiveMigration[] = ARCHIVE_MIGRATIONS,
): { raw: Record<string, unknown>; applied: string[] } {
  let current = raw;
  let version = from;
  const applied: string[] = [];
  while (version < target) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new Error(`no archive migration from version ${version}`);
    current = step.migrate(current);
    applied.push(step.name);
    version = step.to;
  }
  return { raw: current, applied };
}
