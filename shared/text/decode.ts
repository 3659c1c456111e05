/**
 * The text of a file from its bytes, whatever a player's or a spreadsheet's computer saved it
 * in, and what was assumed to read it (issue 19, item 7):
 * - a byte-order mark says UTF-8, UTF-16 LE or UTF-16 BE (Excel's "Unicode text", Notepad's "Unicode");
 * - UTF-16 without a mark is recognised by its zero bytes (text that is mostly ASCII has one in every pair);
 * - otherwise UTF-8, where every byte that is not part of a valid UTF-8 sequence is read as
 *   Windows-1252 (Notepad's and Excel's "ANSI" on Western Windows, where "Gödel" is one byte a
 *   letter) and counted. A file in Windows-1252 thus reads exactly as Windows-1252 (its accented
 *   letters are never valid UTF-8 sequences in real text), a UTF-8 file exactly as UTF-8, and a
 *   file pasted together from both keeps both. Nothing becomes U+FFFD silently.
 * Never throws: every byte becomes a character. Pure.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** How a file's bytes were read. */
export interface TextDecoding {
  /** 'windows-1252' when no byte sequence of the file was UTF-8 beyond ASCII and some bytes were not UTF-8. */
  encoding: TextEncodingName;
  /** The file began with a byte-order mark (dropped from the text). */
  bom: boolean;
  /** Bytes that were not UTF-8, each read as the Windows-1252 character (UTF-8 files); 0 otherwise. */
  notUtf8: number;
  /** Characters that could not be read at all and became U+FFFD (UTF-16 with a lone surrogate or an odd last byte). */
  replaced: number;
}

export interface DecodedText extends TextDecoding {
  text: string;
}

/** Windows-1252's characters for bytes 0x80–0x9F (elsewhere it is Latin-1); Node's TextDecoder reads these as control characters. */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function cp1252Char(b: number): string {
  return b >= 0x80 && b <= 0x9f ? (CP1252[b - 0x80] as string) : String.fromCharCode(b);
}

/**
 * Length of the valid UTF-8 sequence starting at `i` (WHATWG ranges: no overlongs, no surrogates,
 * nothing past U+10FFFF): 1–4; 0 when the bytes there are not UTF-8; -1 when the bytes up to the
 * end are a valid beginning of a sequence that the next chunk may complete.
 */
function sequenceAt(bytes: Uint8Array, i: number): number {
  const b = bytes[i] as number;
  if (b < 0x80) return 1;
  let need: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) need = 1;
  else if (b >= 0xe0 && b <= 0xef) {
    need = 2;
    if (b === 0xe0) lo = 0xa0;
    if (b === 0xed) hi = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    need = 3;
    if (b === 0xf0) lo = 0x90;
    if (b === 0xf4) hi = 0x8f;
  } else return 0;
  for (let k = 1; k <= need; k++) {
    if (i + k >= bytes.length) return -1;
    const c = bytes[i + k] as number;
    if (c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return 0;
  }
  return need + 1;
}

/** UTF-16 without a mark: in the first bytes, most pairs have one zero byte, always on the same side. */
function utf16WithoutMark(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 2) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let p = 0; p < pairs; p++) {
    if (head[2 * p] === 0) evenZero++;
    if (head[2 * p + 1] === 0) oddZero++;
  }
  if (oddZero >= pairs * 0.6 && evenZero === 0) return 'utf-16le';
  if (evenZero >= pairs * 0.6 && oddZero === 0) return 'utf-16be';
  return null;
}

/**
 * Decodes a file given in pieces (a large archive is never one string): push each piece as it
 * comes and take its text, then `end()` for the rest; `decoding` says what was assumed. The
 * encoding is chosen from the first piece (at least 4 bytes unless the file is shorter).
 */
export class StreamTextDecoder {
  private mode: 'sniff' | 'utf-8' | 'utf-16le' | 'utf-16be' = 'sniff';
  private pending: Uint8Array = new Uint8Array(0);
  private utf16: TextDecoder | null = null;
  /** Reads runs already checked as UTF-8; keeps a U+FEFF inside the text. */
  private readonly ascii = new TextDecoder('utf-8', { ignoreBOM: true });
  private bom = false;
  private notUtf8 = 0;
  private multibyte = 0;
  private replaced = 0;

  push(piece: Uint8Array): string {
    const bytes = this.pending.length > 0 ? concat(this.pending, piece) : piece;
    this.pending = new Uint8Array(0);
    if (this.mode === 'sniff') {
      if (bytes.length < 4) {
        this.pending = bytes;
        return '';
      }
      return this.start(bytes);
    }
    return this.body(bytes, false);
  }

  end(): string {
    const rest = this.pending;
    this.pending = new Uint8Array(0);
    if (this.mode === 'sniff') return this.start(rest, true);
    if (this.utf16) return this.countReplaced(this.utf16.decode());
    return this.body(rest, true);
  }

  get decoding(): TextDecoding {
    const encoding: TextEncodingName = this.mode === 'utf-16le' || this.mode === 'utf-16be' ? this.mode : this.notUtf8 > 0 && this.multibyte === 0 ? 'windows-1252' : 'utf-8';
    return { encoding, bom: this.bom, notUtf8: this.notUtf8, replaced: this.replaced };
  }

  private start(bytes: Uint8Array, last = false): string {
    let body = bytes;
    if (bytes[0] === 0xff && bytes[1] === 0xfe) [this.mode, this.bom, body] = ['utf-16le', true, bytes.subarray(2)];
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) [this.mode, this.bom, body] = ['utf-16be', true, bytes.subarray(2)];
    else if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) [this.mode, this.bom, body] = ['utf-8', true, bytes.subarray(3)];
    else this.mode = utf16WithoutMark(bytes) ?? 'utf-8';
    if (this.mode !== 'utf-8') this.utf16 = new TextDecoder(this.mode, { ignoreBOM: true });
    return this.body(body, last);
  }

  private body(bytes: Uint8Array, last: boolean): string {
    if (this.utf16) return this.countReplaced(this.utf16.decode(bytes, { stream: !last }) + (last ? this.utf16.decode() : ''));
    let out = '';
    let run = 0;
    let i = 0;
    while (i < bytes.length) {
      if ((bytes[i] as number) < 0x80) {
        i++;
        continue;
      }
      const n = sequenceAt(bytes, i);
      if (n > 1) {
        this.multibyte++;
        i += n;
        continue;
      }
      if (n === -1 && !last) {
        this.pending = bytes.slice(i);
        break;
      }
      out += this.ascii.decode(bytes.subarray(run, i)) + cp1252Char(bytes[i] as number);
      this.notUtf8++;
      i++;
      run = i;
    }
    return out + this.ascii.decode(bytes.subarray(run, i));
  }

  private countReplaced(text: string): string {
    for (const ch of text) if (ch === '\ufffd') this.replaced++;
    return text;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** A whole file's text and what was assumed to read it. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const decoder = new StreamTextDecoder();
  const text = decoder.push(bytes) + decoder.end();
  return { text, ...decoder.decoding };
}

const NAMES: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252 (Latin-1)',
};

function characters(n: number): string {
  return `${n} character${n === 1 ? ' was' : 's were'}`;
}

/**
 * What the GM is told about how a file was read, or null when there is nothing to say (UTF-8,
 * with or without its mark): "read as Windows-1252 (Latin-1); 3 characters were not UTF-8".
 */
export function decodingNote(d: TextDecoding): string | null {
  const parts: string[] = [];
  if (d.encoding === 'windows-1252') parts.push(`read as ${NAMES[d.encoding]}; ${characters(d.notUtf8)} not UTF-8`);
  else if (d.encoding === 'utf-8' && d.notUtf8 > 0) parts.push(`read as UTF-8; ${characters(d.notUtf8)} not UTF-8 and read as ${NAMES['windows-1252']}`);
  else if (d.encoding !== 'utf-8') parts.push(`read as ${NAMES[d.encoding]}${d.bom ? ', from its byte-order mark' : ', from its zero bytes (it has no byte-order mark)'}`);
  if (d.replaced > 0) parts.push(`${characters(d.replaced)} unreadable and shown as �`);
  return parts.length > 0 ? parts.join('; ') : null;
}
