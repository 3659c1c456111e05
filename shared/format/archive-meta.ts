/**
 * What an archive says about itself beyond the game (the migrations it went through,
 * top-level fields a later Warpdesk wrote) travels with the game in storage as
 * `game.archiveMeta`, so an export writes it back and an import → export loses nothing.
 */
import type { Archive, GameRecords } from './archive';

export interface ArchiveMeta {
  migrations: string[];
  extra: Record<string, unknown>;
}

/** The records to store for an archive just read: the game carries the archive's meta when it has any. */
export function recordsWithArchiveMeta(archive: Archive): GameRecords {
  const meta: ArchiveMeta = { migrations: archive.migrations, extra: archive.extra ?? {} };
  const { archiveMeta: _old, ...game } = archive.records.game as Record<string, unknown>;
  const hasMeta = meta.migrations.length > 0 || Object.keys(meta.extra).length > 0;
  return { ...archive.records, game: (hasMeta ? { ...game, archiveMeta: meta } : game) as GameRecords['game'] };
}

/** Splits stored records into the records to write and the meta to write beside them. */
export function splitArchiveMeta(records: GameRecords): { records: GameRecords; meta: ArchiveMeta } {
  const { archiveMeta, ...game } = records.game as Record<string, unknown>;
  const stored = (archiveMeta ?? {}) as Partial<ArchiveMeta>;
  return {
    records: { ...records, game: game as GameRecords['game'] },
    meta: { migrations: Array.isArray(stored.migrations) ? stored.migrations.map(String) : [], extra: stored.extra && typeof stored.extra === 'object' ? stored.extra : {} },
  };
}
