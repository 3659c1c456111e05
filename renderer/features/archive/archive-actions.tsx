/**
 * Import and export of archive files, with the GM told what happened. A file that does
 * not read cleanly is refused whole: nothing is written, and every problem is listed.
 */
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { archiveChunks, archiveFileName, readArchive, readArchiveChunks, type Archive, type ArchiveRulesets } from '../../../shared/format/archive';
import type { ReadResult } from '../../../shared/format/problems';
import { splitArchiveMeta } from '../../../shared/format/archive-meta';
import { ProblemList } from '../../components/ProblemList';
import { getDb } from '../../db/database';
import { importArchive, loadGameForArchive } from '../../db/games';
import { describeStorageError } from '../../db/save-status';
import { ARCHIVE_FILTERS, getPlatform } from '../../platform';
import { pickArchiveFile } from './pick-archive';

declare const __APP_VERSION__: string;

/** Reads archive text and stores the game; returns the new game's id, or null when refused. `rulesets`: those this build has. */
export async function importArchiveText(fileName: string, text: string, rulesets: ArchiveRulesets): Promise<string | null> {
  return storeArchive(fileName, readArchive(text, rulesets));
}

/** Reads an archive in pieces as they come (issue 18: never one string) and stores the game, as importArchiveText. */
export async function importArchiveChunks(fileName: string, chunks: AsyncIterable<string> | Iterable<string>, rulesets: ArchiveRulesets): Promise<string | null> {
  return storeArchive(fileName, await readArchiveChunks(chunks, rulesets));
}

async function storeArchive(fileName: string, result: ReadResult<Archive>): Promise<string | null> {
  if (!result.ok) {
    modals.open({
      title: `Cannot import ${fileName}`,
      size: 'lg',
      children: (
        <Stack data-testid="import-error">
          <Text size="sm">This file was not imported, and your library is unchanged. What is wrong, and where:</Text>
          <ProblemList problems={result.problems} />
        </Stack>
      ),
    });
    return null;
  }
  try {
    const stored = await importArchive(getDb(), result.value);
    notifications.show({
      color: 'green',
      title: 'Game imported',
      message: stored.asCopy ? `This game was already in your library, so the file came in as a copy: "${stored.name}".` : `"${stored.name}" is in your library.`,
    });
    for (const note of result.notes) notifications.show({ title: 'Archive upgraded', message: note });
    return stored.gameId;
  } catch (error) {
    notifications.show({ color: 'red', title: `Cannot import ${fileName}`, message: describeStorageError(error) });
    return null;
  }
}

/** Asks the GM for an archive file and imports it, read in pieces as it comes. */
export async function importArchiveFromFile(rulesets: ArchiveRulesets): Promise<string | null> {
  const file = await pickArchiveFile();
  if (!file) return null;
  return importArchiveChunks(file.name, file.chunks, rulesets);
}

/** Writes one game to `<name>.warpdesk.json`. */
export async function exportGameToFile(gameId: string): Promise<boolean> {
  // Records kept compressed are written from their text (issue 18: never parsed and written again).
  const stored = await loadGameForArchive(getDb(), gameId);
  if (!stored) {
    notifications.show({ color: 'red', title: 'Export failed', message: 'This game no longer exists.' });
    return false;
  }
  const { records, meta } = splitArchiveMeta(stored);
  // In pieces, a record at a time: a game of many turns is never one string (issue 18).
  const text = [...archiveChunks(records, { exportedAt: new Date().toISOString(), exportedBy: `Warpdesk ${__APP_VERSION__}`, migrations: meta.migrations, extra: meta.extra })];
  const name = archiveFileName(records.game.name);
  const saved = await getPlatform().saveTextFile({ title: 'Export the game', suggestedName: name, filters: ARCHIVE_FILTERS, text });
  if (saved) notifications.show({ color: 'green', title: 'Game exported', message: name });
  return saved;
}
