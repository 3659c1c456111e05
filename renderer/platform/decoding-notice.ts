/**
 * The GM is told how a file was read when it was not plain UTF-8 (issue 19, item 7):
 * "orders.txt: read as Windows-1252 (Latin-1); 3 characters were not UTF-8". Every file the
 * platform opens goes through here (renderer/platform/index.ts).
 */
import { notifications } from '@mantine/notifications';
import { decodingNote, type TextDecoding } from '../../shared/text/decode';
import type { Platform } from './platform';

export function announceDecoding(name: string, decoding: TextDecoding): void {
  const note = decodingNote(decoding);
  if (note !== null) notifications.show({ color: 'yellow', title: `How ${name} was read`, message: `${name}: ${note}.`, autoClose: 12_000 });
}

/**
 * The pieces as they come, then the note once reading stops: at the last piece, or when the reader
 * stops early because it refuses the file (a refused archive is told how it was read too).
 */
async function* announcedAtEnd(name: string, chunks: AsyncIterable<string> | Iterable<string>, decoding: () => TextDecoding): AsyncIterable<string> {
  try {
    for await (const chunk of chunks) yield chunk;
  } finally {
    announceDecoding(name, decoding());
  }
}

/** The platform, telling the GM how each file it opens was read. */
export function withDecodingNotices(platform: Platform): Platform {
  return {
    ...platform,
    openTextFile: async (options) => {
      const file = await platform.openTextFile(options);
      if (file) announceDecoding(file.name, file.decoding);
      return file;
    },
    openTextFileChunks: async (options) => {
      const file = await platform.openTextFileChunks(options);
      return file ? { ...file, chunks: announcedAtEnd(file.name, file.chunks, file.decoding) } : null;
    },
  };
}

/** A dropped file's pieces, with the note at the end (drag and drop does not go through the platform). */
export function announcedPieces(name: string, pieces: { chunks: AsyncIterable<string>; decoding: () => TextDecoding }): AsyncIterable<string> {
  return announcedAtEnd(name, pieces.chunks, pieces.decoding);
}
