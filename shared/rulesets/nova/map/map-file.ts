/**
 * The map alone as a JSON file: the archive's map part (systems and warp lines, without
 * gameId), for moving a map between games. A whole archive is accepted too: its map part
 * is taken. Reading is total and all or nothing.
 */
import { z } from 'zod';
import { readArchive, type ArchiveRulesets } from '../../../format/archive';
import { describeJsonError } from '../../../format/json-location';
import { formatPath, type ReadResult } from '../../../format/problems';
import { novaRecords, novaSystemSchema, novaWarpLineSchema, type NovaSystem, type NovaWarpLine } from '../records';

export const MAP_FILE_FORMAT = 'warpdesk-map';
export const MAP_FILE_VERSION = 1;
export const MAP_FILE_EXTENSION = '.warpdesk-map.json';

const noGame = <T extends z.ZodObject>(schema: T) => schema.omit({ gameId: true } as never);
const mapFileSchema = z.looseObject({
  format: z.literal(MAP_FILE_FORMAT),
  schemaVersion: z.literal(MAP_FILE_VERSION),
  systems: z.array(noGame(novaSystemSchema)),
  warpLines: z.array(noGame(novaWarpLineSchema)),
});

const strip = <T extends { gameId: string }>({ gameId: _gameId, ...rest }: T) => rest;

export function writeMapFile(systems: readonly NovaSystem[], lines: readonly NovaWarpLine[]): string {
  return `${JSON.stringify({ format: MAP_FILE_FORMAT, schemaVersion: MAP_FILE_VERSION, systems: systems.map(strip), warpLines: lines.map(strip) }, null, 2)}\n`;
}

export function readMapFile(text: string, gameId: string, rulesets: ArchiveRulesets): ReadResult<{ systems: NovaSystem[]; lines: NovaWarpLine[] }> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return { ok: false, problems: [describeJsonError(body, error)] };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format === 'warpdesk-archive') {
    const archive = readArchive(body, rulesets);
    if (!archive.ok) return archive;
    const { systems, warpLines } = novaRecords(archive.value.records);
    return { ok: true, value: { systems: systems.map((s) => ({ ...s, gameId })), lines: warpLines.map((l) => ({ ...l, gameId })) }, notes: ['The map part of a whole archive was read.'] };
  }
  if (format !== MAP_FILE_FORMAT) {
    return { ok: false, problems: [{ where: 'format', message: `this is not a Warpdesk map file: its "format" should be "${MAP_FILE_FORMAT}" (or "warpdesk-archive")` }] };
  }
  const parsed = mapFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => ({ where: formatPath(issue.path), message: issue.message })) };
  const systems = parsed.data.systems.map((s) => ({ ...s, gameId }) as NovaSystem);
  const lines = parsed.data.warpLines.map((l) => ({ ...l, gameId }) as NovaWarpLine);
  const ids = new Set<string>();
  const problems = [];
  for (const [i, s] of systems.entries()) {
    if (ids.has(s.id)) problems.push({ where: `systems[${i}].id`, message: `the id "${s.id}" is used twice` });
    ids.add(s.id);
  }
  for (const [i, l] of lines.entries()) {
    if (!ids.has(l.a)) problems.push({ where: `warpLines[${i}].a`, message: `refers to star system "${l.a}", which is not in the file` });
    if (!ids.has(l.b)) problems.push({ where: `warpLines[${i}].b`, message: `refers to star system "${l.b}", which is not in the file` });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: { systems, lines }, notes: [] };
}
