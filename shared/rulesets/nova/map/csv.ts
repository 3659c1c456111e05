/**
 * CSV of the map for spreadsheet users: one file of systems, one of warp lines.
 * Reading is all or nothing: every problem is reported with its line number, and the
 * caller writes nothing unless the whole file reads.
 *
 * systems.csv: id,name,type,status,owner,colonies,homeStar,x,y,installations,notes
 *   installations as "IC:1;SDU:2"; homeStar as yes/no; owner an empire id or empty.
 * warp-lines.csv: id,systemA,letterA,systemB,letterB,kind
 *   systems by name (or id); kind "warp" (default) or "gate".
 * Files saved by a spreadsheet read as they come: `;` or tab separators, a byte-order mark,
 * CRLF (shared/text/csv.ts).
 */
import { localId } from '../../../model/entities';
import { SYSTEM_STATUSES, novaSystemSchema, type NovaSystem, type NovaWarpLine } from '../records';
import type { Problem, ReadResult } from '../../../format/problems';
import { readCsv, writeCsv } from '../../../text/csv';
import { lineKind, nextId } from './model';

export const SYSTEM_COLUMNS = ['id', 'name', 'type', 'status', 'owner', 'colonies', 'homeStar', 'x', 'y', 'installations', 'notes'] as const;
export const LINE_COLUMNS = ['id', 'systemA', 'letterA', 'systemB', 'letterB', 'kind'] as const;

export function systemsToCsv(systems: readonly NovaSystem[]): string {
  const rows: (string | number)[][] = [[...SYSTEM_COLUMNS]];
  for (const s of systems) {
    const installations = Object.entries(s.installations).map(([k, v]) => `${k}:${v}`).join(';');
    rows.push([s.id, s.name, s.type, s.status, s.ownerId ?? '', s.colonies, s.homeStar ? 'yes' : 'no', s.x, s.y, installations, s.notes]);
  }
  return writeCsv(rows);
}

export function linesToCsv(lines: readonly NovaWarpLine[], systems: readonly NovaSystem[]): string {
  const names = new Map(systems.map((s) => [s.id, s.name]));
  const counts = new Map<string, number>();
  for (const s of systems) counts.set(s.name.toUpperCase(), (counts.get(s.name.toUpperCase()) ?? 0) + 1);
  // A name shared by two systems would be ambiguous: write the id instead.
  const ref = (id: string) => {
    const name = names.get(id);
    return name !== undefined && counts.get(name.toUpperCase()) === 1 ? name : id;
  };
  const out: string[][] = [[...LINE_COLUMNS]];
  for (const l of lines) out.push([l.id, ref(l.a), l.aLetter, ref(l.b), l.bLetter, lineKind(l)]);
  return writeCsv(out);
}

/**
 * The rows of a CSV file as a spreadsheet writes it (shared/text/csv.ts: the separator it used,
 * a byte-order mark, quotes spanning lines), each with the line it starts on.
 */
export function parseCsv(text: string): { rows: { line: number; cells: string[] }[]; error?: Problem } {
  const read = readCsv(text);
  return { rows: read.rows, ...(read.error ? { error: { where: `line ${read.error.line}`, message: read.error.message } } : {}) };
}

/** Checks the header row and maps column names to positions. */
function header(rows: { line: number; cells: string[] }[], columns: readonly string[], required: readonly string[]): { index: Map<string, number>; problems: Problem[] } {
  const problems: Problem[] = [];
  const first = rows[0];
  if (!first) return { index: new Map(), problems: [{ where: 'line 1', message: `the file is empty; the first line must name the columns: ${columns.join(',')}` }] };
  const index = new Map<string, number>();
  first.cells.forEach((name, i) => {
    const known = columns.find((c) => c.toLowerCase() === name.trim().toLowerCase());
    if (known) index.set(known, i);
    else problems.push({ where: `line ${first.line}`, message: `unknown column "${name.trim()}"; the columns are ${columns.join(', ')}` });
  });
  for (const need of required) if (!index.has(need)) problems.push({ where: `line ${first.line}`, message: `the column "${need}" is missing` });
  return { index, problems };
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** Reads systems.csv. Rows without an id get new ids after those in `existing`. */
export function parseSystemsCsv(text: string, gameId: string, empireIds: readonly string[], existing: readonly { id: string }[] = []): ReadResult<NovaSystem[]> {
  const parsed = parseCsv(text);
  if (parsed.error) return { ok: false, problems: [parsed.error] };
  const { index, problems } = header(parsed.rows, SYSTEM_COLUMNS, ['name', 'x', 'y']);
  if (problems.length) return { ok: false, problems };
  const systems: NovaSystem[] = [];
  const ids = new Set<string>();
  const taken: { id: string }[] = [...existing];
  for (const { line, cells } of parsed.rows.slice(1)) {
    const get = (c: (typeof SYSTEM_COLUMNS)[number]) => (index.has(c) ? (cells[index.get(c) as number] ?? '').trim() : '');
    const where = `line ${line}`;
    const bad = (column: string, message: string) => problems.push({ where: `${where}, ${column}`, message });
    const num = (column: 'type' | 'colonies' | 'x' | 'y', fallback: number | null, integer: boolean): number => {
      const raw = get(column);
      if (raw === '' && fallback !== null) return fallback;
      const v = Number(raw);
      if (raw === '' || !Number.isFinite(v) || (integer && !Number.isInteger(v))) {
        bad(column, raw === '' ? 'is empty; a number is needed' : `"${raw}" is not ${integer ? 'a whole number' : 'a number'}`);
        return 0;
      }
      return v;
    };
    let id = get('id');
    if (id === '') {
      id = nextId('s', taken);
    } else if (!localId.safeParse(id).success) bad('id', `"${id}" is not a usable id (letters, digits, _ . : - only)`);
    if (ids.has(id)) bad('id', `the id "${id}" is used twice`);
    ids.add(id);
    taken.push({ id });
    const status = get('status').toLowerCase() || 'none';
    if (!(SYSTEM_STATUSES as readonly string[]).includes(status)) bad('status', `"${get('status')}" is not a status; use ${SYSTEM_STATUSES.join(', ')}`);
    const owner = get('owner');
    if (owner !== '' && !empireIds.includes(owner)) bad('owner', `"${owner}" is not an empire of this game (${empireIds.join(', ') || 'it has none'})`);
    const home = get('homeStar').toLowerCase();
    if (!YES.has(home) && !NO.has(home)) bad('homeStar', `"${get('homeStar')}" is neither yes nor no`);
    const installations: Record<string, number> = {};
    for (const part of get('installations').split(';').map((p) => p.trim()).filter(Boolean)) {
      const m = /^([A-Za-z]+)\s*:\s*(\d+)$/.exec(part);
      if (m) installations[(m[1] as string).toUpperCase()] = Number(m[2]);
      else bad('installations', `"${part}" should look like IC:1`);
    }
    const candidate = {
      gameId,
      id,
      name: get('name'),
      type: num('type', 0, true),
      status,
      ownerId: owner === '' ? null : owner,
      colonies: num('colonies', 0, true),
      homeStar: YES.has(home),
      x: num('x', null, false),
      y: num('y', null, false),
      installations,
      notes: get('notes'),
    };
    const checked = novaSystemSchema.safeParse(candidate);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        if (['status'].includes(String(issue.path[0]))) continue;
        bad(String(issue.path[0] ?? ''), issue.message);
      }
    } else systems.push(checked.data);
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: systems, notes: [] };
}

/** Reads warp-lines.csv against the systems it joins (found by name, case-insensitive, or id). */
export function parseLinesCsv(text: string, gameId: string, systems: readonly NovaSystem[]): ReadResult<NovaWarpLine[]> {
  const parsed = parseCsv(text);
  if (parsed.error) return { ok: false, problems: [parsed.error] };
  const { index, problems } = header(parsed.rows, LINE_COLUMNS, ['systemA', 'letterA', 'systemB', 'letterB']);
  if (problems.length) return { ok: false, problems };
  const byId = new Map(systems.map((s) => [s.id, s]));
  const byName = new Map<string, NovaSystem[]>();
  for (const s of systems) byName.set(s.name.toUpperCase(), [...(byName.get(s.name.toUpperCase()) ?? []), s]);
  const lines: NovaWarpLine[] = [];
  const ids = new Set<string>();
  const taken: { id: string }[] = [];
  const lettersAt = new Map<string, Map<string, number>>();
  for (const { line, cells } of parsed.rows.slice(1)) {
    const get = (c: (typeof LINE_COLUMNS)[number]) => (index.has(c) ? (cells[index.get(c) as number] ?? '').trim() : '');
    const where = `line ${line}`;
    const bad = (column: string, message: string) => problems.push({ where: `${where}, ${column}`, message });
    const find = (column: 'systemA' | 'systemB'): string | null => {
      const ref = get(column);
      const named = byName.get(ref.toUpperCase()) ?? [];
      if (named.length === 1) return (named[0] as NovaSystem).id;
      if (named.length > 1) {
        bad(column, `${named.length} systems are called "${ref}"; use the system's id`);
        return null;
      }
      if (byId.has(ref)) return ref;
      bad(column, ref === '' ? 'no system given' : `no system is called "${ref}"`);
      return null;
    };
    const a = find('systemA');
    const b = find('systemB');
    const letter = (column: 'letterA' | 'letterB', system: string | null) => {
      const raw = get(column).toUpperCase();
      if (!/^[A-Z]$/.test(raw)) bad(column, `"${get(column)}" is not a warp-point letter (one letter A–Z)`);
      else if (system !== null) {
        const used = lettersAt.get(system) ?? new Map<string, number>();
        if (used.has(raw)) bad(column, `warp point ${raw} of ${byId.get(system)?.name} is already used on line ${used.get(raw)}`);
        used.set(raw, line);
        lettersAt.set(system, used);
      }
      return raw;
    };
    const aLetter = letter('letterA', a);
    const bLetter = letter('letterB', b);
    if (a !== null && a === b) bad('systemB', 'a warp line must join two different systems');
    const kind = get('kind').toLowerCase() || 'warp';
    if (kind !== 'warp' && kind !== 'gate') bad('kind', `"${get('kind')}" is neither warp nor gate`);
    let id = get('id');
    if (id === '') id = nextId(kind === 'gate' ? 'g' : 'w', [...taken, ...parsed.rows.map((r) => ({ id: (r.cells[index.get('id') ?? -1] ?? '').trim() }))]);
    else if (!localId.safeParse(id).success) bad('id', `"${id}" is not a usable id`);
    if (ids.has(id)) bad('id', `the id "${id}" is used twice`);
    ids.add(id);
    taken.push({ id });
    if (a !== null && b !== null) lines.push({ gameId, id, a, aLetter, b, bLetter, ...(kind === 'gate' ? { kind } : {}) });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: lines, notes: [] };
}
