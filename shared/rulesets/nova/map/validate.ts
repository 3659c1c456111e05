/**
 * Checks of the GM's map (NOVA: 2.1, 2.2 map-design guidance). Each problem names the
 * systems or lines to select when the GM clicks it. Pure; never throws.
 */
import type { Empire } from '../../../model/entities';
import { SYSTEM_STATUSES, type NovaSystem, type NovaWarpLine } from '../records';
import { adjacencyOf, components, jumpsFrom } from '../../../map/graph';
import { DEFAULT_MAP_SETTINGS, linesBySystem, type MapSettings } from './model';

export type MapProblemCode = 'duplicate-name' | 'duplicate-letter' | 'line-count' | 'unreachable' | 'name-too-long' | 'homes-too-close' | 'bad-line' | 'empty-name' | 'type-status' | 'status-colonies';

export interface MapProblem {
  readonly code: MapProblemCode;
  /** Where, as the GM reads it: a system's name, or "A–B". */
  readonly where: string;
  readonly message: string;
  /** What the editor selects for this problem. */
  readonly target: { readonly systems: readonly string[]; readonly lines: readonly string[] };
}

/** NOVA: 2.1 — the highest status each type can reach (0 none, 1–2 outpost, 3–4 settlement, 5–8 world). */
export function maxColonies(type: number): number {
  if (type <= 0) return 0;
  if (type <= 2) return 1;
  if (type <= 4) return 2;
  return 3;
}

/** Every problem of the map, grouped by kind, in a stable order. */
export function validateMap(systems: readonly NovaSystem[], lines: readonly NovaWarpLine[], empires: readonly Empire[] = [], settings: MapSettings = DEFAULT_MAP_SETTINGS): MapProblem[] {
  const problems: MapProblem[] = [];
  const byId = new Map(systems.map((s) => [s.id, s]));
  const name = (id: string) => byId.get(id)?.name ?? id;

  // Names: present, short, unique (case-insensitive: a GM transcribes them by hand).
  const byName = new Map<string, NovaSystem[]>();
  for (const system of systems) {
    const key = system.name.trim().toUpperCase();
    if (key === '') problems.push({ code: 'empty-name', where: system.id, message: 'This system has no name.', target: { systems: [system.id], lines: [] } });
    else byName.set(key, [...(byName.get(key) ?? []), system]);
    if (system.name.length > settings.maxNameLength) {
      problems.push({
        code: 'name-too-long',
        where: system.name,
        message: `The name has ${system.name.length} characters; this game allows at most ${settings.maxNameLength}.`,
        target: { systems: [system.id], lines: [] },
      });
    }
    if (system.colonies > maxColonies(system.type)) {
      problems.push({
        code: 'type-status',
        where: system.name,
        message: `A type ${system.type} system holds at most ${maxColonies(system.type)} colonies; it has ${system.colonies}.`,
        target: { systems: [system.id], lines: [] },
      });
    }
    // NOVA: 2.1 STAR SYSTEMS: the status follows from the colonies of the one owning empire (0 none, 1 outpost, 2 settlement, 3 world).
    const expected = SYSTEM_STATUSES[Math.min(3, Math.max(0, system.colonies))];
    if (system.status !== expected || (system.colonies > 0 && !system.ownerId)) {
      problems.push({
        code: 'status-colonies',
        where: system.name,
        message:
          system.colonies > 0 && !system.ownerId
            ? `It has ${system.colonies} ${system.colonies === 1 ? 'colony' : 'colonies'} but no owner; colonies belong to one empire.`
            : `Its status is ${system.status} but it has ${system.colonies} ${system.colonies === 1 ? 'colony' : 'colonies'} (${expected}); the status follows from the colonies.`,
        target: { systems: [system.id], lines: [] },
      });
    }
  }
  for (const group of byName.values()) {
    if (group.length > 1) {
      problems.push({
        code: 'duplicate-name',
        where: group[0]?.name ?? '',
        message: `${group.length} systems are called ${group[0]?.name}; names must be unique.`,
        target: { systems: group.map((s) => s.id), lines: [] },
      });
    }
  }

  // Lines: two known ends, not a loop; letters unique within each system.
  const valid: NovaWarpLine[] = [];
  for (const line of lines) {
    if (!byId.has(line.a) || !byId.has(line.b) || line.a === line.b) {
      problems.push({
        code: 'bad-line',
        where: `${name(line.a)}–${name(line.b)}`,
        message: line.a === line.b ? 'This warp line leads back into its own system.' : 'This warp line has an end that is not a star system.',
        target: { systems: [line.a, line.b].filter((id) => byId.has(id)), lines: [line.id] },
      });
    } else valid.push(line);
  }
  const atSystem = linesBySystem(valid);
  for (const system of systems) {
    const letters = new Map<string, NovaWarpLine[]>();
    for (const line of atSystem.get(system.id) ?? []) {
      for (const letter of [line.a === system.id ? line.aLetter : null, line.b === system.id ? line.bLetter : null]) {
        if (letter !== null) letters.set(letter, [...(letters.get(letter) ?? []), line]);
      }
    }
    for (const [letter, sharing] of letters) {
      if (sharing.length > 1) {
        problems.push({
          code: 'duplicate-letter',
          where: system.name,
          message: `Warp point ${letter} is used by ${sharing.length} warp lines; letters must be unique within a system.`,
          target: { systems: [system.id], lines: sharing.map((l) => l.id) },
        });
      }
    }
  }

  // NOVA: 2.2 — "all systems should have the same number of warp-line connectors". Gates do not count.
  const warpCount = (id: string) => (atSystem.get(id) ?? []).filter((l) => l.kind !== 'gate').length;
  if (systems.length > 1) {
    const tally = new Map<number, number>();
    for (const s of systems) tally.set(warpCount(s.id), (tally.get(warpCount(s.id)) ?? 0) + 1);
    // The usual count: the most common one, the larger on a tie.
    const usual = [...tally.entries()].sort((p, q) => q[1] - p[1] || q[0] - p[0])[0]?.[0] ?? 0;
    const odd = systems.filter((s) => warpCount(s.id) !== usual);
    for (const s of odd) {
      problems.push({
        code: 'line-count',
        where: s.name,
        message: `Has ${warpCount(s.id)} warp lines; most systems have ${usual}.`,
        target: { systems: [s.id], lines: [] },
      });
    }
  }

  // Every system reachable from the largest group.
  const adjacency = adjacencyOf(systems.map((s) => s.id), valid);
  const groups = components(adjacency);
  for (const group of groups.slice(1)) {
    const names = group.slice(0, 5).map(name).join(', ') + (group.length > 5 ? ', …' : '');
    problems.push({
      code: 'unreachable',
      where: name(group[0] as string),
      message: `${group.length === 1 ? 'This system cannot' : `These ${group.length} systems (${names}) cannot`} be reached from the rest of the map.`,
      target: { systems: group, lines: [] },
    });
  }

  // Home stars: not closer than the setting allows.
  const homes = [...new Set([...systems.filter((s) => s.homeStar).map((s) => s.id), ...empires.flatMap((e) => (e.homeSystemId && byId.has(e.homeSystemId) ? [e.homeSystemId] : []))])];
  for (let i = 0; i < homes.length; i++) {
    const hops = jumpsFrom(adjacency, homes[i] as string);
    for (let j = i + 1; j < homes.length; j++) {
      const d = hops.get(homes[j] as string);
      if (d !== undefined && d < settings.minHomeJumps) {
        problems.push({
          code: 'homes-too-close',
          where: `${name(homes[i] as string)}–${name(homes[j] as string)}`,
          message: `These home stars are ${d} jump${d === 1 ? '' : 's'} apart; this game wants at least ${settings.minHomeJumps}.`,
          target: { systems: [homes[i] as string, homes[j] as string], lines: [] },
        });
      }
    }
  }
  return problems;
}
