/**
 * The archive file: one game in one versioned JSON document (`<name>.warpdesk.json`).
 * Documented in docs/archive-format.md.
 *
 * Reading is total: any text yields either a valid archive or a list of problems, each
 * saying what is wrong and where. Nothing here touches storage; the caller writes the
 * archive only once it has read cleanly, so a bad file changes nothing.
 */
import { z } from 'zod';
import {
  designSchema,
  diceRollSchema,
  empireSchema,
  eventSchema,
  gameSchema,
  knowledgeSchema,
  orderSheetSchema,
  systemSchema,
  turnSchema,
  unitSchema,
  warpLineSchema,
} from '../model/entities';
import { textDepthProblem, tooDeepAt, TOO_DEEP_MESSAGE, valueBoundsProblems } from './bounds';
import { describeChar, describeJsonError, findJsonError } from './json-location';
import { ARCHIVE_MIGRATIONS, migrateArchive } from './migrations';
import { checkIntegrity } from './integrity';
import { COLLECTIONS, emptyGameRecords, type CollectionName, type GameRecords } from './records';
import { formatPath, type Problem, type ReadResult } from './problems';
import type { ArchiveRulesets } from './records';

export type { ArchiveRulesets } from './records';

export const ARCHIVE_FORMAT = 'warpdesk-archive';
/** The newest archive version this build writes and reads. */
export const ARCHIVE_SCHEMA_VERSION = 3;
/** Archives larger than this are refused before parsing (bytes of text). */
export const ARCHIVE_MAX_CHARS = 256 * 1024 * 1024;
/** Characters in a megabyte as the limit's message counts them (1024 × 1024: the limit reads "256 MB"). */
const MB = 1024 * 1024;
export const ARCHIVE_EXTENSION = '.warpdesk.json';

export { COLLECTIONS, emptyGameRecords, mapCollections, type CollectionName, type GameRecords, type RecordRules } from './records';

const withoutGameId = <T extends z.ZodObject>(schema: T) => schema.omit({ gameId: true } as never);

const archiveSchema = z.looseObject({
  format: z.literal(ARCHIVE_FORMAT),
  schemaVersion: z.literal(ARCHIVE_SCHEMA_VERSION),
  exportedAt: z.string().default(''),
  exportedBy: z.string().default(''),
  migrations: z.array(z.string()).default([]),
  game: gameSchema,
  empires: z.array(withoutGameId(empireSchema)),
  systems: z.array(withoutGameId(systemSchema)),
  warpLines: z.array(withoutGameId(warpLineSchema)),
  units: z.array(withoutGameId(unitSchema)).default([]),
  orders: z.array(withoutGameId(orderSheetSchema)).default([]),
  turns: z.array(withoutGameId(turnSchema)).default([]),
  events: z.array(withoutGameId(eventSchema)).default([]),
  diceRolls: z.array(withoutGameId(diceRollSchema)).default([]),
  designs: z.array(withoutGameId(designSchema)).default([]),
  knowledge: z.array(withoutGameId(knowledgeSchema)).default([]),
});

/** An archive as read: the game's records (with gameId filled in) and what the file said about itself. */
export interface Archive {
  records: GameRecords;
  schemaVersion: number;
  exportedAt: string;
  exportedBy: string;
  /** Migrations applied, from the file's own list plus those applied while reading. */
  migrations: string[];
  /**
   * Top-level fields this version does not know, kept so that writing the game back
   * loses nothing an other (later) Warpdesk put there. Empty for most files.
   */
  extra?: Record<string, unknown>;
}

/** The top-level fields this version writes itself; everything else is kept in `extra`. */
const KNOWN_TOP_LEVEL: ReadonlySet<string> = new Set(['format', 'schemaVersion', 'exportedAt', 'exportedBy', 'migrations', 'game', ...COLLECTIONS]);

/**
 * Reads an archive from text. Never throws: every failure becomes a problem.
 * `notes` says what was done to the file on the way in (migrations applied).
 * `rulesets` are the rulesets this Warpdesk has (shared/rulesets/index.ts): a game of
 * another is refused, and a game's records are read through its ruleset's schemas.
 */
export function readArchive(text: string, rulesets: ArchiveRulesets): ReadResult<Archive> {
  if (text.length > ARCHIVE_MAX_CHARS) {
    return fail('(the whole file)', `the file is ${Math.round(text.length / MB)} MB; archives of more than ${ARCHIVE_MAX_CHARS / MB} MB are refused`);
  }
  // Some Windows editors start a UTF-8 file with a byte-order mark; JSON.parse refuses it.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return fail('(the whole file)', 'the file is empty');
  // Nesting is bounded before parsing (issue 19, item 6): a file 10,000 deep never reaches JSON.parse.
  const deep = textDepthProblem(body);
  if (deep) return fail(deep.where, deep.message);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const { where, message } = describeJsonError(body, error);
    return fail(where, message);
  }
  return restoreArchive(json, rulesets);
}

/**
 * Restores an archive from parsed JSON: checks that it is ours and not from the future,
 * runs named migrations, validates, fills defaults, keeps unknown fields, and checks
 * that records refer to each other correctly.
 */
export function restoreArchive(json: unknown, rulesets: ArchiveRulesets): ReadResult<Archive> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('(the whole file)', 'this is not a Warpdesk archive: it is JSON, but not an object with a "format" field');
  }
  const raw = json as Record<string, unknown>;
  if (raw.format !== ARCHIVE_FORMAT) {
    const seen = raw.format === undefined ? 'it has no "format" field' : `its "format" is ${JSON.stringify(raw.format)}`;
    return fail('format', `this is not a Warpdesk archive: ${seen}, where a Warpdesk archive says "${ARCHIVE_FORMAT}"`);
  }
  const version = raw.schemaVersion;
  if (version === undefined) return fail('schemaVersion', `is missing (expected a whole number from 1 to ${ARCHIVE_SCHEMA_VERSION})`);
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('schemaVersion', `must be a whole number from 1 to ${ARCHIVE_SCHEMA_VERSION}, got ${JSON.stringify(version)}`);
  }
  if (version > ARCHIVE_SCHEMA_VERSION) {
    return fail(
      'schemaVersion',
      `this archive was written by a newer Warpdesk (archive version ${version}); this Warpdesk reads versions up to ${ARCHIVE_SCHEMA_VERSION}. Update Warpdesk to open it`,
    );
  }
  // Depth and numbers bounded for every ruleset before any schema reads the file (issue 19, item 6).
  const outOfBounds = valueBoundsProblems(raw);
  if (outOfBounds.length > 0) return { ok: false, problems: inFileOrder(outOfBounds).slice(0, 50) };
  let migrated: { raw: Record<string, unknown>; applied: string[] };
  try {
    migrated = migrateArchive(raw, version, ARCHIVE_SCHEMA_VERSION, ARCHIVE_MIGRATIONS);
  } catch (error) {
    return fail('schemaVersion', `could not upgrade this archive from version ${version}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = archiveSchema.safeParse(migrated.raw);
  const problems: Problem[] = parsed.success ? [] : parsed.error.issues.map((issue) => ({ where: formatPath(issue.path), message: issueMessage(issue, migrated.raw) }));
  // The game's ruleset reads its own fields of the records: its schemas, then its cross-record checks.
  const rulesetId = parsed.success ? parsed.data.game.ruleset : (migrated.raw.game as { ruleset?: unknown } | undefined)?.ruleset;
  const rules = rulesets.find((r) => r.id === rulesetId);
  if (typeof rulesetId === 'string' && rulesetId !== '' && !rules) {
    problems.push({ where: 'game.ruleset', message: `must be one of: ${rulesets.map((r) => r.id).join(', ')} (found ${JSON.stringify(rulesetId)})` });
  }
  const source = (parsed.success ? parsed.data : migrated.raw) as Record<string, unknown>;
  for (const name of COLLECTIONS) {
    const schema = rules?.records.schemas[name];
    const rows = source[name];
    if (!schema || !Array.isArray(rows)) continue;
    const rowSchema = schema.omit({ gameId: true } as never);
    source[name] = rows.map((row: unknown, index: number) => {
      const read = rowSchema.safeParse(row);
      if (read.success) return read.data;
      for (const issue of read.error.issues) problems.push({ where: formatPath([name, index, ...issue.path]), message: issueMessage(issue, row) });
      return row;
    });
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems: inFileOrder(problems).slice(0, 50) };
  const data = parsed.data;
  const gameId = data.game.id;
  const records = emptyGameRecords(data.game);
  for (const name of COLLECTIONS) (records as Record<CollectionName, unknown>)[name] = data[name].map((row: object) => ({ ...row, gameId }));
  const crossProblems = [...checkIntegrity(records), ...(rules?.records.check?.(records) ?? [])];
  if (crossProblems.length > 0) return { ok: false, problems: crossProblems.slice(0, 50) };
  const notes = migrated.applied.map((name) => `upgraded from archive version ${version}: ${name}`);
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!KNOWN_TOP_LEVEL.has(key)) extra[key] = value;
  return {
    ok: true,
    value: {
      records,
      schemaVersion: ARCHIVE_SCHEMA_VERSION,
      exportedAt: data.exportedAt,
      exportedBy: data.exportedBy,
      migrations: [...data.migrations, ...migrated.applied],
      extra,
    },
    notes,
  };
}

/**
 * Writes a game as archive text. Records are sorted (turns by number, events and dice
 * by turn and sequence, everything else by id, comparing UTF-16 code units so no locale
 * is involved) so the same game always gives the same bytes but for `exportedAt`.
 * gameId is left out of every record. `meta.extra` holds top-level fields kept from a
 * file read earlier (`Archive.extra`); they are written after the known fields and can
 * never replace one. Header fields indented, one record a line (archiveChunks); the whole text as one string.
 */
export function writeArchive(records: GameRecords, meta: ArchiveWriteMeta): string {
  return [...archiveChunks(records, meta)].join('');
}

/**
 * A record already written as archive JSON (issue 18: a record stored compressed is written from
 * its text, not parsed and written again): `json` is exactly what archiveChunks would write for
 * the record (its JSON, without gameId, on one line); `keys` holds the fields records are sorted
 * by (id, number, turn, seq). It may stand in a collection of the records given to archiveChunks.
 */
export class ArchiveRecordText {
  constructor(
    readonly keys: { readonly id?: unknown; readonly number?: unknown; readonly turn?: unknown; readonly seq?: unknown },
    readonly json: string,
  ) {}
}

export interface ArchiveWriteMeta {
  exportedAt: string;
  exportedBy: string;
  migrations?: readonly string[];
  extra?: Readonly<Record<string, unknown>>;
}

/**
 * The archive text in pieces (issue 18: a game of many turns is written without ever being one
 * string): the header fields, then each record of each collection on its own. The header fields
 * are two-space indented as `JSON.stringify(archive, null, 2)` writes them; each record is written
 * on one line of its own without indentation (since issue 18: a 50-turn campaign's archive fits
 * the size an archive may have; docs/archive-format.md). Readers take any JSON layout, so files
 * written indented, as every archive was before, read the same.
 */
export function* archiveChunks(records: GameRecords, meta: ArchiveWriteMeta): Generator<string> {
  const strip = (row: object) => {
    const copy: Record<string, unknown> = { ...row };
    delete copy.gameId;
    return copy;
  };
  const keyOf = (row: object) => sortKey(row instanceof ArchiveRecordText ? row.keys : row);
  const byKey = (rows: readonly object[]) =>
    rows
      .map((row) => ({ row, key: keyOf(row) }))
      .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
      .map((x) => x.row);
  /** A value as JSON.stringify(…, null, 2) writes it at `depth` levels in. */
  const nested = (value: unknown, depth: number) => (JSON.stringify(value, null, 2) ?? 'null').replace(/\n/g, `\n${'  '.repeat(depth)}`);
  const fields: [string, unknown][] = [
    ['format', ARCHIVE_FORMAT],
    ['schemaVersion', ARCHIVE_SCHEMA_VERSION],
    ['exportedAt', meta.exportedAt],
    ['exportedBy', meta.exportedBy],
    ['migrations', [...(meta.migrations ?? [])]],
    ['game', records.game],
  ];
  let first = true;
  const lead = () => {
    const text = first ? '{\n  ' : ',\n  ';
    first = false;
    return text;
  };
  for (const [key, value] of fields) yield `${lead()}${JSON.stringify(key)}: ${nested(value, 1)}`;
  for (const name of COLLECTIONS) {
    const rows = byKey(records[name]);
    if (rows.length === 0) {
      yield `${lead()}${JSON.stringify(name)}: []`;
      continue;
    }
    yield `${lead()}${JSON.stringify(name)}: [`;
    let i = 0;
    // Each record on one line, without indentation (issue 18: half the characters of the indented layout).
    for (const row of rows) yield `${i++ === 0 ? '' : ','}\n    ${row instanceof ArchiveRecordText ? row.json : JSON.stringify(strip(row))}`;
    yield '\n  ]';
  }
  for (const [key, value] of Object.entries(meta.extra ?? {})) if (!KNOWN_TOP_LEVEL.has(key) && value !== undefined) yield `${lead()}${JSON.stringify(key)}: ${nested(value, 1)}`;
  yield '\n}\n';
}

/**
 * Reads an archive from pieces of text as they come (a file read in chunks), without ever
 * holding it as one string (issue 18): the top-level fields are read one by one, and each
 * record of a top-level array on its own, as soon as it is complete. The same result as
 * readArchive on the whole text; a file that is not JSON is refused with the character where
 * it stops being JSON.
 */
export async function readArchiveChunks(chunks: AsyncIterable<string> | Iterable<string>, rulesets: ArchiveRulesets): Promise<ReadResult<Archive>> {
  const reader = new TopLevelReader();
  try {
    for await (const chunk of chunks) {
      reader.push(chunk);
      if (reader.chars > ARCHIVE_MAX_CHARS) return fail('(the whole file)', `the file is more than ${ARCHIVE_MAX_CHARS / MB} MB; archives of more than ${ARCHIVE_MAX_CHARS / MB} MB are refused`);
    }
    const json = reader.end();
    if (json === undefined) return fail('(the whole file)', 'the file is empty');
    return restoreArchive(json, rulesets);
  } catch (error) {
    if (error instanceof JsonPlaceError) return fail(error.where, error.message);
    return fail('(the whole file)', error instanceof Error ? error.message : String(error));
  }
}

/** A JSON error with its place in the file, worded as describeJsonError words it. */
class JsonPlaceError extends Error {
  constructor(
    readonly where: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Splits JSON text arriving in pieces into its top-level values: an object's fields are parsed
 * one by one, and a field whose value is an array element by element. Anything else (a
 * top-level array or scalar) is parsed whole at the end.
 */
class TopLevelReader {
  /** Characters read so far. */
  chars = 0;
  private buf = '';
  /** Index in buf up to which characters have been scanned. */
  private at = 0;
  /** Line (1-based) and column (1-based) of buf[0] in the file. */
  private line = 1;
  private column = 1;
  private state: 'start' | 'key' | 'colon' | 'value' | 'after-value' | 'element' | 'after-element' | 'done' | 'whole' = 'start';
  private key = '';
  private out: Record<string, unknown> = {};
  private list: unknown[] = [];
  private first = true;

  push(chunk: string): void {
    this.chars += chunk.length;
    const text = this.first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
    this.first = false;
    if (this.state === 'whole') {
      this.buf += text;
      return;
    }
    if (this.state === 'start') {
      // Only white space read so far: kept, so that a file that is not an object is parsed whole from its first character.
      this.buf += text;
    } else {
      this.advance(this.at);
      this.buf = this.buf.slice(this.at) + text;
      this.at = 0;
    }
    this.scan(false);
  }

  end(): unknown {
    if (this.state === 'whole') {
      const deep = textDepthProblem(this.buf);
      if (deep) throw new JsonPlaceError(deep.where, deep.message);
      try {
        return JSON.parse(this.buf);
      } catch (error) {
        const { where, message } = describeJsonError(this.buf, error);
        throw new JsonPlaceError(where, message);
      }
    }
    this.scan(true);
    if (this.state === 'start') return undefined;
    if (this.state !== 'done') this.fail(this.buf.length, 'the file ends in the middle of the data; it may be truncated');
    this.skipSpace();
    if (this.at < this.buf.length) this.fail(this.at, `this is not valid JSON here: expected the end of the file, found ${describeChar(this.buf, this.at)}`);
    return this.out;
  }

  /** Moves buf[0]'s line and column past the first `count` characters. */
  private advance(count: number): void {
    for (let i = 0; i < count; i++) {
      if (this.buf.charCodeAt(i) === 10) {
        this.line++;
        this.column = 1;
      } else this.column++;
    }
  }

  private fail(index: number, message: string): never {
    let line = this.line;
    let column = this.column;
    for (let i = 0; i < index && i < this.buf.length; i++) {
      if (this.buf.charCodeAt(i) === 10) {
        line++;
        column = 1;
      } else column++;
    }
    throw new JsonPlaceError(`line ${line}, column ${column}`, message);
  }

  private expected(what: string): never {
    return this.fail(this.at, `this is not valid JSON here: expected ${what}, found ${describeChar(this.buf, this.at)}`);
  }

  private skipSpace(): boolean {
    while (this.at < this.buf.length && /\s/.test(this.buf[this.at] as string)) this.at++;
    return this.at < this.buf.length;
  }

  /** The end (exclusive) of the JSON value starting at `from`, or -1 when it is not complete in buf yet. */
  private valueEnd(from: number, final: boolean): number {
    const text = this.buf;
    const c = text[from];
    if (c === '"') {
      for (let i = from + 1; i < text.length; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '"') return i + 1;
      }
      return -1;
    }
    if (c === '{' || c === '[') {
      let depth = 0;
      for (let i = from; i < text.length; i++) {
        const ch = text[i];
        if (ch === '"') {
          for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
          if (i >= text.length) return -1;
        } else if (ch === '{' || ch === '[') {
          // The archive object and a top-level array are 2 levels already (issue 19, item 6: bounded before JSON.parse).
          if (tooDeepAt(++depth + this.levelsAbove())) this.fail(i, TOO_DEEP_MESSAGE);
        } else if (ch === '}' || ch === ']') {
          depth--;
          if (depth === 0) return i + 1;
        }
      }
      return -1;
    }
    let i = from;
    while (i < text.length && !/[\s,\]}]/.test(text[i] as string)) i++;
    return i < text.length || final ? i : -1;
  }

  /** Levels of nesting around the value being read: the archive object, and the array when inside one. */
  private levelsAbove(): number {
    return this.state === 'element' ? 2 : 1;
  }

  private parse(from: number, to: number): unknown {
    const text = this.buf.slice(from, to);
    try {
      return JSON.parse(text);
    } catch {
      const found = findJsonError(text);
      const offset = found?.offset ?? 0;
      if (found && offset >= text.length) return this.fail(to, 'the file ends in the middle of the data; it may be truncated');
      return this.fail(from + offset, `this is not valid JSON here: expected ${found?.expected ?? 'a value'}, found ${describeChar(text, offset)}`);
    }
  }

  private scan(final: boolean): void {
    for (;;) {
      if (this.state === 'done' || this.state === 'whole') return;
      if (!this.skipSpace()) return;
      const c = this.buf[this.at];
      switch (this.state) {
        case 'start':
          if (c !== '{') {
            this.state = 'whole';
            return;
          }
          this.at++;
          this.state = 'key';
          break;
        case 'key': {
          if (c === '}' && Object.keys(this.out).length === 0) {
            this.at++;
            this.state = 'done';
            break;
          }
          if (c !== '"') this.expected('a field name in double quotes');
          const end = this.valueEnd(this.at, final);
          if (end < 0) return;
          this.key = this.parse(this.at, end) as string;
          this.at = end;
          this.state = 'colon';
          break;
        }
        case 'colon':
          if (c !== ':') this.expected('":"');
          this.at++;
          this.state = 'value';
          break;
        case 'value': {
          if (c === '[') {
            this.at++;
            this.list = [];
            this.out[this.key] = this.list;
            this.state = 'element';
            break;
          }
          const end = this.valueEnd(this.at, final);
          if (end < 0) return;
          this.out[this.key] = this.parse(this.at, end);
          this.at = end;
          this.state = 'after-value';
          break;
        }
        case 'after-value':
          if (c === ',') this.state = 'key';
          else if (c === '}') this.state = 'done';
          else this.expected('"," or "}"');
          this.at++;
          break;
        case 'element': {
          if (c === ']' && this.list.length === 0) {
            this.at++;
            this.state = 'after-value';
            break;
          }
          const end = this.valueEnd(this.at, final);
          if (end < 0) return;
          this.list.push(this.parse(this.at, end));
          this.at = end;
          this.state = 'after-element';
          break;
        }
        case 'after-element':
          if (c === ',') this.state = 'element';
          else if (c === ']') this.state = 'after-value';
          else this.expected('"," or "]"');
          this.at++;
          break;
      }
    }
  }
}

/** Characters Windows, macOS or Linux refuse in a file name. */
const FILE_NAME_FORBIDDEN = new Set('<>:"/\\|?*');
/** Names Windows reserves whatever the extension (`CON.warpdesk.json` cannot be created). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** The longest name kept before the extension, in characters (code points). */
const FILE_NAME_MAX = 100;

/**
 * `<name>.warpdesk.json`: runs of characters that file systems refuse (and control
 * characters) become one `-`; leading spaces, dots and dashes and trailing spaces and
 * dots go; at most 100 characters are kept, never splitting a character; an empty result
 * becomes `game`, a Windows device name gets a leading `_`.
 */
export function archiveFileName(gameName: string): string {
  let replaced = '';
  let inRun = false;
  for (const ch of gameName) {
    const code = ch.codePointAt(0) ?? 0;
    if (FILE_NAME_FORBIDDEN.has(ch) || code < 0x20 || code === 0x7f) {
      if (!inRun) replaced += '-';
      inRun = true;
    } else {
      replaced += ch;
      inRun = false;
    }
  }
  const trim = (name: string) => name.replace(/^[ .-]+|[ .]+$/g, '');
  const safe = trim(Array.from(trim(replaced)).slice(0, FILE_NAME_MAX).join(''));
  const base = safe === '' ? 'game' : WINDOWS_RESERVED.test(safe) ? `_${safe}` : safe;
  return `${base}${ARCHIVE_EXTENSION}`;
}

/** Sort key of a record in the archive: turns by number, events and dice by (turn, seq, id), others by id. */
function sortKey(row: object): string {
  const r = row as { id?: unknown; number?: unknown; turn?: unknown; seq?: unknown };
  const pad = (value: number) => String(value).padStart(10, '0');
  const id = typeof r.id === 'string' ? r.id : '';
  if (typeof r.number === 'number') return pad(r.number);
  if (typeof r.turn === 'number' && typeof r.seq === 'number') return `${pad(r.turn)}:${pad(r.seq)}:${id}`;
  return id;
}

/** Problems once each (the shared and the ruleset's schemas may both see one), in the order their places come in the file. */
function inFileOrder(found: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const problems = found.filter((p) => !seen.has(`${p.where}\n${p.message}`) && seen.add(`${p.where}\n${p.message}`));
  const order = ['format', 'schemaVersion', 'exportedAt', 'exportedBy', 'migrations', 'game', ...COLLECTIONS];
  const rank = (where: string) => {
    const m = /^([A-Za-z]+)(?:\[(\d+)\])?/.exec(where);
    const top = order.indexOf(m?.[1] ?? '');
    return [top < 0 ? order.length : top, Number(m?.[2] ?? -1)] as const;
  };
  return problems
    .map((p, i) => ({ p, i, r: rank(p.where) }))
    .sort((x, y) => x.r[0] - y.r[0] || x.r[1] - y.r[1] || x.i - y.i)
    .map((x) => x.p);
}

function fail(where: string, message: string): ReadResult<never> {
  return { ok: false, problems: [{ where, message }] };
}

/** A zod issue in words, quoting the value found where that helps (`raw`: what the issue's path starts from). Rulesets' checks word their own schemas' issues with it. */
export function issueMessage(issue: z.core.$ZodIssue, raw: unknown): string {
  const found = valueAt(raw, issue.path);
  const shown = found === undefined ? 'nothing' : truncate(JSON.stringify(found));
  if (issue.code === 'invalid_type' && found === undefined) return `is missing (expected ${issue.expected})`;
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, found ${shown}`;
  return `${plainMessage(issue)} (found ${shown})`;
}

/**
 * Zod's own wording ("Invalid option: expected one of …", "Too small: expected number to
 * be >=1") in the archive's plain style; messages our schemas set themselves are kept.
 */
function plainMessage(issue: z.core.$ZodIssue): string {
  const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
  const unit = (origin: string) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');
  if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid')) {
    return issue.values.length === 1 ? `must be ${list(issue.values)}` : `must be one of ${list(issue.values)}`;
  }
  if (issue.code === 'too_small' && issue.message.startsWith('Too small')) {
    return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}${unit(issue.origin)}`;
  }
  if (issue.code === 'too_big' && issue.message.startsWith('Too big')) {
    return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}${unit(issue.origin)}`;
  }
  return issue.message;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function truncate(text: string | undefined): string {
  if (text === undefined) return 'nothing';
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export type { Problem };
