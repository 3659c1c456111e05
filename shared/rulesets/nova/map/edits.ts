/**
 * Builders of the editor's commands from the map as it is. Each returns a MapCommand
 * (see commands.ts) that the caller applies, records for undo, and saves.
 */
import type { Empire, Knowledge } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';
import { command, type Change, type MapCommand } from './commands';
import { nextId, randomFreeLetter, type MapModel, type WarpLineKind } from './model';

/** Fields of a system the side panel edits. */
export type SystemPatch = Partial<Pick<NovaSystem, 'name' | 'type' | 'status' | 'ownerId' | 'colonies' | 'homeStar' | 'installations' | 'notes' | 'x' | 'y'>>;
export type LinePatch = Partial<Pick<NovaWarpLine, 'aLetter' | 'bLetter'>> & { kind?: WarpLineKind };

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A name "NEW1", "NEW2"… not used yet. */
export function unusedName(map: MapModel, base = 'NEW'): string {
  const names = new Set(map.systems.map((s) => s.name.toUpperCase()));
  for (let i = 1; ; i++) if (!names.has(`${base}${i}`)) return `${base}${i}`;
}

/** Adds one system at a point (map units), type 0, no owner. */
export function addSystem(map: MapModel, gameId: string, x: number, y: number, fields: SystemPatch = {}): { cmd: MapCommand; id: string } {
  const id = nextId('s', map.systems);
  const system: NovaSystem = {
    gameId,
    id,
    name: unusedName(map),
    type: 0,
    status: 'none',
    ownerId: null,
    colonies: 0,
    homeStar: false,
    x: Math.round(x),
    y: Math.round(y),
    installations: {},
    notes: '',
    ...fields,
  };
  return { cmd: command(`Add system ${system.name}`, { systems: [{ before: null, after: system }] }), id };
}

/** Moves systems by (dx, dy) map units, rounded to whole units; one command for the whole drag. */
export function moveSystems(map: MapModel, ids: ReadonlySet<string>, dx: number, dy: number): MapCommand {
  const rx = Math.round(dx);
  const ry = Math.round(dy);
  if (rx === 0 && ry === 0) return command('Move', {});
  const systems = map.systems.filter((s) => ids.has(s.id)).map((s) => ({ before: s, after: { ...s, x: s.x + rx, y: s.y + ry } }));
  return command(systems.length === 1 ? `Move ${systems[0]?.before.name}` : `Move ${plural(systems.length, 'system')}`, { systems });
}

/** Edits fields of one system. */
export function editSystem(map: MapModel, id: string, patch: SystemPatch): MapCommand {
  const before = map.systems.find((s) => s.id === id);
  if (!before) return command('Edit', {});
  const after = { ...before, ...patch };
  const fields = Object.keys(patch).join(', ');
  return command(`Edit ${before.name}: ${fields}`, { systems: [{ before, after }] });
}

/** Edits one warp line (its letters or its kind). */
export function editLine(map: MapModel, id: string, patch: LinePatch): MapCommand {
  const before = map.lines.find((l) => l.id === id);
  if (!before) return command('Edit', {});
  return command('Edit warp line', { lines: [{ before, after: { ...before, ...patch } }] });
}

/**
 * Joins two systems with a warp line (or a star gate), with random free letters at each end.
 * Returns a reason instead when it cannot: same system, already joined, no free letter.
 */
export function addLine(map: MapModel, gameId: string, a: string, b: string, pick: (n: number) => number, kind: WarpLineKind = 'warp'): { cmd: MapCommand; id: string } | { error: string } {
  if (a === b) return { error: 'A warp line must join two different systems.' };
  const sa = map.systems.find((s) => s.id === a);
  const sb = map.systems.find((s) => s.id === b);
  if (!sa || !sb) return { error: 'Both ends of a warp line must be star systems.' };
  if (kind === 'warp' && map.lines.some((l) => (l.kind ?? 'warp') === 'warp' && ((l.a === a && l.b === b) || (l.a === b && l.b === a)))) {
    return { error: `${sa.name} and ${sb.name} are already joined by a warp line.` };
  }
  const aLetter = randomFreeLetter(map.lines, a, pick);
  const bLetter = randomFreeLetter(map.lines, b, pick);
  if (!aLetter) return { error: `${sa.name} has no free warp-point letter left (all 26 are used).` };
  if (!bLetter) return { error: `${sb.name} has no free warp-point letter left (all 26 are used).` };
  const id = nextId(kind === 'gate' ? 'g' : 'w', map.lines);
  const line: NovaWarpLine = { gameId, id, a, aLetter, b, bLetter, ...(kind === 'gate' ? { kind } : {}) };
  const what = kind === 'gate' ? 'star gate' : 'warp line';
  return { cmd: command(`Add ${what} ${sa.name}–${sb.name}`, { lines: [{ before: null, after: line }] }), id };
}

/**
 * Deletes systems and lines together, with every line at a deleted system, the knowledge
 * empires have of those systems, and the home-star mark of empires whose home it was.
 */
export function deleteItems(map: MapModel, systemIds: ReadonlySet<string>, lineIds: ReadonlySet<string>): MapCommand {
  const systems: Change<NovaSystem>[] = map.systems.filter((s) => systemIds.has(s.id)).map((s) => ({ before: s, after: null }));
  const lines: Change<NovaWarpLine>[] = map.lines.filter((l) => lineIds.has(l.id) || systemIds.has(l.a) || systemIds.has(l.b)).map((l) => ({ before: l, after: null }));
  const knowledge: Change<Knowledge>[] = map.knowledge.filter((k) => systemIds.has(k.systemId)).map((k) => ({ before: k, after: null }));
  const empires: Change<Empire>[] = map.empires
    .filter((e) => e.homeSystemId !== null && systemIds.has(e.homeSystemId))
    .map((e) => ({ before: e, after: { ...e, homeSystemId: null } }));
  const parts = [systems.length ? plural(systems.length, 'system') : '', lines.length ? plural(lines.length, 'warp line') : ''].filter(Boolean);
  return command(`Delete ${parts.join(' and ') || 'nothing'}`, { systems, lines, knowledge, empires });
}

/**
 * Replaces the whole map (generation, import): every system, line and knowledge record
 * goes, the new ones come, and empires' home stars are set as given. One undoable command.
 */
export function replaceMap(map: MapModel, label: string, next: { systems: NovaSystem[]; lines: NovaWarpLine[]; homes?: ReadonlyMap<string, string | null>; knowledge?: Knowledge[] }): MapCommand {
  const newIds = new Set(next.systems.map((s) => s.id));
  const systems: Change<NovaSystem>[] = [...map.systems.map((s) => ({ before: s, after: null })), ...next.systems.map((s) => ({ before: null, after: s }))];
  const lines: Change<NovaWarpLine>[] = [...map.lines.map((l) => ({ before: l, after: null })), ...next.lines.map((l) => ({ before: null, after: l }))];
  const keptKnowledge = next.knowledge ?? [];
  const knowledge: Change<Knowledge>[] = [...map.knowledge.map((k) => ({ before: k, after: null })), ...keptKnowledge.map((k) => ({ before: null, after: k }))];
  const empires: Change<Empire>[] = [];
  for (const empire of map.empires) {
    const wanted = next.homes?.has(empire.id) ? (next.homes.get(empire.id) ?? null) : empire.homeSystemId;
    const home = wanted !== null && newIds.has(wanted) ? wanted : null;
    if (home !== empire.homeSystemId) empires.push({ before: empire, after: { ...empire, homeSystemId: home } });
  }
  // Records that appear in both lists with one id become one change, so an update keeps its row.
  return command(label, { systems: merge(systems), lines: merge(lines), knowledge: merge(knowledge), empires });
}

function merge<T extends { id: string }>(changes: Change<T>[]): Change<T>[] {
  const byId = new Map<string, { before: T | null; after: T | null }>();
  for (const { before, after } of changes) {
    const id = (before ?? after)?.id as string;
    const entry = byId.get(id) ?? { before: null, after: null };
    if (before) entry.before = before;
    if (after) entry.after = after;
    byId.set(id, entry);
  }
  return [...byId.values()].filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}
