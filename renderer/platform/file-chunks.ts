/**
 * A file's text in pieces as it is read: large archives are never one string (issue 18). The bytes
 * go through the one decoder of shared/text/decode.ts (byte-order marks, UTF-16, Windows-1252 for
 * bytes that are not UTF-8), whose `decoding` says what was assumed once every piece is read.
 */
import { StreamTextDecoder, type TextDecoding } from '../../shared/text/decode';

export interface TextPieces {
  chunks: AsyncIterable<string>;
  /** What was assumed to read the file; complete once `chunks` has been read to its end. */
  decoding: () => TextDecoding;
}

export function fileChunks(file: Blob): TextPieces {
  const decoder = new StreamTextDecoder();
  async function* chunks(): AsyncIterable<string> {
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.push(value);
      if (text !== '') yield text;
    }
    const rest = decoder.end();
    if (rest !== '') yield rest;
  }
  return { chunks: chunks(), decoding: () => decoder.decoding };
}
