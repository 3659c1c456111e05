/**
 * Rows kept packed (issue 18): a repository may store a record's bulky fields compressed, as
 * `packed`, gzip of the JSON of those fields (the platform's CompressionStream, in the browser
 * and in Node alike). Everything that reads whole games (export, reports, copies, backups opened
 * as games) unpacks them with unpackRecords; the fields read as if they had never been packed.
 *
 * Compression is asynchronous: pack before a write transaction and unpack after a read one
 * (an IndexedDB transaction ends when it waits on anything else).
 */
import { ArchiveRecordText, COLLECTIONS, type CollectionName, type GameRecords } from '../../shared/format/archive';

/** The field that holds a row's packed fields. */
export const PACKED = 'packed';

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** gzip of a value's JSON. */
export async function packValue(value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  return through(new TextEncoder().encode(JSON.stringify(value)), new CompressionStream('gzip'));
}

/** The JSON text packValue packed. */
async function unpackText(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new TextDecoder().decode(await through(bytes, new DecompressionStream('gzip')));
}

/** The value packValue packed. */
export async function unpackValue(bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  return JSON.parse(await unpackText(bytes));
}

/** Marks a row packed whole (packWholeRow): its packed value is the row, the plain fields only copies. */
export const PACKED_WHOLE = 'packedWhole';

/** The row with `fields` moved into `packed` (fields it lacks are left out). */
export async function packRow<T extends object>(row: T, fields: readonly string[]): Promise<T> {
  const plain = { ...row } as Record<string, unknown>;
  const bulky: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in plain)) continue;
    bulky[field] = plain[field];
    delete plain[field];
  }
  plain[PACKED] = await packValue(bulky);
  return plain as T;
}

export function isPacked(row: unknown): boolean {
  return typeof row === 'object' && row !== null && (row as Record<string, unknown>)[PACKED] instanceof Uint8Array;
}

/** The row whole in `packed`, with copies of `plain` fields beside it for indexes and lists (unpackRow gives back the row as it was, its fields in their order). */
export async function packWholeRow<T extends object>(row: T, plain: ReadonlySet<string>): Promise<T> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) if (plain.has(field)) out[field] = value;
  out[PACKED_WHOLE] = true;
  out[PACKED] = await packValue(row);
  return out as T;
}

/** The row with its packed fields back in place (a row that is not packed, as it is; a row packed whole, as it was). */
export async function unpackRow<T extends object>(row: T): Promise<T> {
  if (!isPacked(row)) return row;
  const { [PACKED]: bytes, ...plain } = row as Record<string, unknown>;
  const unpacked = (await unpackValue(bytes as Uint8Array<ArrayBuffer>)) as Record<string, unknown>;
  if (plain[PACKED_WHOLE] === true) return unpacked as T;
  return { ...plain, ...unpacked } as T;
}

/**
 * A stored row as an archive writes it (shared/format/archive.ts: without gameId). A row packed
 * in part is written from its packed text, spliced after its plain fields, exactly the JSON of
 * the row unpackRow gives (the packed fields are not among the plain ones), without parsing the
 * text and writing it again: most of an export's time for a long campaign. Other rows as they are
 * (a row packed whole unpacked).
 */
export async function archiveRow(row: object): Promise<object> {
  if (!isPacked(row)) return row;
  const { [PACKED]: bytes, ...plain } = row as Record<string, unknown>;
  if (plain[PACKED_WHOLE] === true) return unpackRow(row);
  delete plain.gameId;
  const head = JSON.stringify(plain).slice(1, -1);
  const tail = (await unpackText(bytes as Uint8Array<ArrayBuffer>)).slice(1, -1);
  return new ArchiveRecordText(plain, `{${head}${head && tail ? ',' : ''}${tail}}`);
}

/** Every row of the game as an archive writes it (archiveRow): what an export of a stored game writes from. */
export async function archiveRecords(records: GameRecords): Promise<GameRecords> {
  const out: GameRecords = { ...records };
  for (const name of COLLECTIONS) {
    const rows = records[name] as object[];
    if (!rows.some(isPacked)) continue;
    (out as unknown as Record<CollectionName, object[]>)[name] = await Promise.all(rows.map(archiveRow));
  }
  return out;
}

/** Every packed row of the game unpacked. */
export async function unpackRecords(records: GameRecords): Promise<GameRecords> {
  const out: GameRecords = { ...records };
  for (const name of COLLECTIONS) {
    const rows = records[name] as object[];
    if (!rows.some(isPacked)) continue;
    (out as unknown as Record<CollectionName, object[]>)[name] = await Promise.all(rows.map((row) => unpackRow(row)));
  }
  return out;
}

/** Characters of a row as stored: its JSON, with packed bytes counted as bytes. */
export function storedSize(row: unknown): number {
  let binary = 0;
  const text = JSON.stringify(row, (_key, value: unknown) => {
    if (value instanceof Uint8Array) {
      binary += value.byteLength;
      return 0;
    }
    return value;
  });
  return (text?.length ?? 0) + binary;
}
