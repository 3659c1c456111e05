/**
 * The text of a file from its bytes, whatever a player's or a spreadsheet's computer saved it
 * in: UTF-8 (with or without a byte-order mark), UTF-16 with its mark (Excel's "Unicode text"),
 * or else Windows-1252 (Notepad's and Excel's "ANSI" on Western Windows, where "Gödel" is one
 * byte a letter). Never throws: every byte becomes a character. Pure.
 */
export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
}

/** Windows-1252's characters for bytes 0x80–0x9F (elsewhere it is Latin-1); Node's TextDecoder reads these as control characters. */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function windows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? (CP1252[b - 0x80] as string) : String.fromCharCode(b);
  return out;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: windows1252(bytes), encoding: 'windows-1252' };
  }
}
