/**
 * What a NOVA archive holds beyond its plain rows, read before the game is accepted (issue 19,
 * item 6): knowledge with its warp points, and committed turn records (their events, rolls,
 * warnings, the change they made and the world they kept). These were loose objects the archive
 * check never read; a damaged one passed and then crashed a turn, a packet or the History.
 *
 * Validation only: a record that passes is kept exactly as written (its bytes, its key order), so
 * an archive still imports back identical. Fields a layout lacks (older turn records) are not
 * required; fields present are read.
 */
import { z } from 'zod';
import type { GameRecords } from '../../format/records';
import { formatPath, type Problem } from '../../format/problems';
import { empireSchema, localId, unitSchema } from '../../model/entities';
import { systemKnowledgeSchema } from './map/knowledge';
import { novaSystemSchema, novaWarpLineSchema } from './records';
import { MAX_MESSAGE_SHEETS } from './turn/messages';

const MAX_PROBLEMS = 50;

/** A zod issue as a plain sentence, with the value found. */
function plain(issue: z.core.$ZodIssue, root: unknown): string {
  let found: unknown = root;
  for (const key of issue.path) found = typeof found === 'object' && found !== null ? (found as Record<PropertyKey, unknown>)[key] : undefined;
  const shown = found === undefined ? 'nothing' : (JSON.stringify(found) ?? String(found)).slice(0, 60);
  if (issue.code === 'invalid_type') return found === undefined ? `is missing (expected ${issue.expected})` : `expected ${issue.expected}, found ${shown}`;
  return `${issue.message} (found ${shown})`;
}

const withoutGameId = <T extends z.ZodObject>(schema: T) => schema.omit({ gameId: true } as never);
const ROW_SCHEMAS: Record<string, z.ZodType> = {
  empires: withoutGameId(empireSchema),
  systems: withoutGameId(novaSystemSchema),
  warpLines: withoutGameId(novaWarpLineSchema),
  // A turn record's rows are read as stored (no defaults filled in): a unit keeps its name, which every report reads.
  units: withoutGameId(unitSchema).extend({ name: z.string(), derelict: z.looseObject({ turn: z.int() }).optional() }),
  designs: z.looseObject({ id: localId, empireId: localId }),
  knowledge: withoutGameId(systemKnowledgeSchema),
};

const eventSchema = z.looseObject({
  step: z.string(),
  kind: z.string().min(1),
  empireId: localId.nullable(),
  systemId: localId.nullable(),
  audience: z.array(localId),
  aliases: z.record(z.string(), z.unknown()),
  seq: z.int().min(0).optional(),
});
/** A battle's result as the engine, the sitreps and the History read it (turn/types.ts `BattleResult`). */
const battleResultSchema = z.looseObject({
  how: z.enum(['resolved', 'entered']),
  destroyed: z.array(z.string()),
  damaged: z.array(z.looseObject({ unitId: z.string(), damage: z.string() })),
  retreated: z.array(z.string()),
  captured: z.array(z.looseObject({ unitId: z.string(), empireId: z.string() })).optional(),
  holder: z.string().nullable().optional(),
  rounds: z.int().min(0).optional(),
  aliensDestroyed: z.int().min(0).optional(),
  seen: z.array(z.looseObject({ category: z.string(), attributes: z.array(z.string()), destroyed: z.boolean().optional() })).optional(),
  battleRecordId: z.string().optional(),
});
/** A battle event's own fields (events.ts `kind: 'battle'`). */
const battleEventSchema = z.looseObject({
  battleId: z.string(),
  battleKind: z.enum(['space', 'surface']),
  otherEmpireIds: z.array(z.string()),
  result: battleResultSchema.nullable(),
});
/** A message logged with the turn's orders (turn/messages.ts `TurnMessage`; NOVA: 6.4); optional, older records have none. */
const messageSchema = z.looseObject({
  id: z.string().min(1),
  from: localId,
  to: localId,
  sheets: z.int().min(1).max(MAX_MESSAGE_SHEETS),
  note: z.string().optional(),
  ruling: z.looseObject({ value: z.boolean(), note: z.string() }).optional(),
});
/** A message event's own fields (events.ts `kind: 'message'`), read by the packets. */
const messageEventSchema = z.looseObject({ messageId: z.string(), from: localId, to: localId, sheets: z.int().min(1), passed: z.boolean() });
/** Research events' own fields, as the packets' research status reads them (reports/research-status.ts). */
const researchEventSchemas: Record<string, z.ZodType> = {
  'research-started': z.looseObject({ project: z.string(), rdts: z.number() }),
  'research-rolled': z.looseObject({ project: z.string(), table: z.string(), rolls: z.array(z.number()), tp: z.number(), total: z.string(), goal: z.string() }),
  'research-complete': z.looseObject({ project: z.string(), result: z.string() }),
};
/** A paper fine ruling's value (turn/types.ts PaperFine). */
const paperFineSchema = z.looseObject({ empireId: localId, kind: z.enum(['paper', 'designs', 'retrieval', 'copies', 'additional']), count: z.int().min(0), extraMcr: z.int().min(0) });
const rollSchema = z.looseObject({ purpose: z.string(), sides: z.int().min(2), value: z.int().min(1) });
const warningSchema = z.looseObject({ step: z.string(), code: z.string(), message: z.string() });
const changeSchema = z.looseObject(Object.fromEntries(Object.entries(ROW_SCHEMAS).map(([name, row]) => [name, z.looseObject({ put: z.array(row).default([]), removed: z.array(localId).default([]) }).optional()])));
const worldSchema = z.looseObject(Object.fromEntries(Object.entries(ROW_SCHEMAS).map(([name, row]) => [name, z.array(row).optional()])));

/** What a committed run keeps on its turn record, each field read when present (older layouts lack some). */
const TURN_FIELDS: Record<string, z.ZodType> = {
  seed: z.string(),
  diceSeed: z.string(),
  decisions: z.looseObject({
    battles: z.record(z.string(), z.looseObject({ value: battleResultSchema, note: z.string() })).optional(),
    messages: z.array(messageSchema).optional(),
    // NOVA: 6.1 PENALTIES: the paper fines the GM ruled (turn/paper-fines.ts); absent from older archives.
    paperFines: z.record(z.string(), z.looseObject({ value: paperFineSchema, note: z.string() })).optional(),
  }),
  sheets: z.array(z.looseObject({ id: localId, empireId: localId })),
  events: z.array(eventSchema),
  rolls: z.array(rollSchema),
  warnings: z.array(warningSchema),
  battles: z.array(z.looseObject({ id: z.string() })),
  unitNames: z.record(z.string(), z.unknown()),
  change: changeSchema,
  checkpoint: worldSchema,
  before: worldSchema,
  after: worldSchema,
};

/**
 * Problems of a NOVA game's knowledge and turn records (empty: they hang together): every field
 * read as the engine, the reports and the History read it, every reference resolved: an empire,
 * a system, a warp point's far end.
 */
export function checkNovaArchive(records: GameRecords): Problem[] {
  const problems: Problem[] = [];
  const report = (where: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ where, message });
  };
  const readAs = (schema: z.ZodType, value: unknown, path: (string | number)[]): boolean => {
    const read = schema.safeParse(value);
    if (read.success) return true;
    for (const issue of read.error.issues.slice(0, 5)) report(formatPath([...path, ...(issue.path as (string | number)[])]), plain(issue, value));
    return false;
  };
  const empires = new Set(records.empires.map((e) => e.id));
  const systems = new Set(records.systems.map((s) => s.id));
  const needEmpire = (where: string, id: unknown) => {
    if (typeof id === 'string' && !empires.has(id)) report(where, `refers to empire "${id}", which is not in the file`);
  };
  const needSystem = (where: string, id: unknown) => {
    if (typeof id === 'string' && !systems.has(id)) report(where, `refers to star system "${id}", which is not in the file`);
  };
  /** `ids`: also the row's own empire and system (the shared check reads those of the game's knowledge rows). */
  const knowledgeRefs = (row: unknown, path: string, ids = true) => {
    const k = row as { empireId?: unknown; systemId?: unknown; warpPoints?: { leadsTo?: { systemId?: unknown } | null }[] };
    if (ids) needEmpire(`${path}.empireId`, k.empireId);
    if (ids) needSystem(`${path}.systemId`, k.systemId);
    (k.warpPoints ?? []).forEach((w, j) => needSystem(`${path}.warpPoints[${j}].leadsTo.systemId`, w?.leadsTo?.systemId));
  };
  const unitRefs = (row: unknown, path: string) => {
    const u = row as { empireId?: unknown; systemId?: unknown };
    needEmpire(`${path}.empireId`, u.empireId);
    needSystem(`${path}.systemId`, u.systemId);
  };
  const worldRefs = (world: Record<string, unknown>, path: string, put: boolean) => {
    const rows = (name: string): unknown[] => {
      const part = world[name] as unknown;
      const list = put ? (part as { put?: unknown } | undefined)?.put : part;
      return Array.isArray(list) ? list : [];
    };
    const at = (name: string, i: number) => `${path}.${name}${put ? '.put' : ''}[${i}]`;
    rows('knowledge').forEach((row, i) => knowledgeRefs(row, at('knowledge', i)));
    rows('units').forEach((row, i) => unitRefs(row, at('units', i)));
    rows('systems').forEach((row, i) => needEmpire(`${at('systems', i)}.ownerId`, (row as { ownerId?: unknown }).ownerId));
  };

  records.knowledge.forEach((row, i) => {
    // A bare row (ids only) is what the shared format requires; what NOVA knows of a system is read when it says anything.
    const says = ['how', 'turn', 'name', 'type', 'status', 'warpPoints'].some((f) => (row as Record<string, unknown>)[f] !== undefined);
    if (!says || readAs(ROW_SCHEMAS.knowledge as z.ZodType, row, ['knowledge', i])) knowledgeRefs(row, `knowledge[${i}]`, false);
  });
  records.turns.forEach((turn, i) => {
    const t = turn as Record<string, unknown>;
    let ok = true;
    for (const [field, schema] of Object.entries(TURN_FIELDS)) if (t[field] !== undefined) ok = readAs(schema, t[field], ['turns', i, field]) && ok;
    if (!ok) return;
    ((t.events as unknown[] | undefined) ?? []).forEach((e, j) => {
      const event = e as { kind: string; empireId: string | null; systemId: string | null; audience: string[] };
      if (event.kind === 'battle' && !readAs(battleEventSchema, event, ['turns', i, 'events', j])) return;
      const research = researchEventSchemas[event.kind];
      if (research && !readAs(research, event, ['turns', i, 'events', j])) return;
      if (event.kind === 'message') {
        if (!readAs(messageEventSchema, event, ['turns', i, 'events', j])) return;
        const m = event as unknown as { from: string; to: string };
        needEmpire(`turns[${i}].events[${j}].from`, m.from);
        needEmpire(`turns[${i}].events[${j}].to`, m.to);
      }
      needEmpire(`turns[${i}].events[${j}].empireId`, event.empireId);
      event.audience.forEach((id, k) => needEmpire(`turns[${i}].events[${j}].audience[${k}]`, id));
    });
    const messages = (t.decisions as { messages?: { from: string; to: string }[] } | undefined)?.messages ?? [];
    messages.forEach((m, j) => {
      needEmpire(`turns[${i}].decisions.messages[${j}].from`, m.from);
      needEmpire(`turns[${i}].decisions.messages[${j}].to`, m.to);
    });
    const fines = (t.decisions as { paperFines?: Record<string, { value: { empireId: string } }> } | undefined)?.paperFines ?? {};
    for (const [key, f] of Object.entries(fines)) needEmpire(`turns[${i}].decisions.paperFines.${key}.value.empireId`, f.value.empireId);
    ((t.sheets as { empireId: string }[] | undefined) ?? []).forEach((s, j) => needEmpire(`turns[${i}].sheets[${j}].empireId`, s.empireId));
    if (t.change) worldRefs(t.change as Record<string, unknown>, `turns[${i}].change`, true);
    for (const field of ['checkpoint', 'before', 'after']) if (t[field]) worldRefs(t[field] as Record<string, unknown>, `turns[${i}].${field}`, false);
  });
  return problems;
}
