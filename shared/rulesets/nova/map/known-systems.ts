/**
 * The systems an empire may name in its orders (NOVA: 6.8 — orders use the names the empire
 * has learnt): those it has a knowledge record of, and its own space (systems it owns, its home
 * star, systems where it has units), which it has seen. The order checker and the turn engine
 * both resolve every written system name through this, so the engine never carries out an order
 * the checker calls DNE, and nothing the engine says back tells a player whether a name it
 * guessed exists (issue 19, item 2).
 */
import type { Empire, Knowledge, Unit } from '../../../model/entities';
import type { NovaSystem } from '../records';

/** What the known systems are read from: the GM's map and the empire's records. */
export interface KnownSystemsInput {
  systems: readonly NovaSystem[];
  knowledge: readonly Knowledge[];
  units: readonly Unit[];
  empires: readonly Empire[];
}

/** Ids of the systems of the empire's own space: owned, its home star, where it has units. */
export function ownSpace(empireId: string, input: KnownSystemsInput): Set<string> {
  const empire = input.empires.find((e) => e.id === empireId);
  const own = new Set<string>();
  for (const s of input.systems) if (s.ownerId === empireId || s.id === empire?.homeSystemId) own.add(s.id);
  for (const u of input.units) if (u.empireId === empireId && u.systemId) own.add(u.systemId);
  return own;
}

/** Ids of every system the empire knows: its knowledge records and its own space, only systems of the map. */
export function knownSystemIds(empireId: string, input: KnownSystemsInput): Set<string> {
  const onMap = new Set(input.systems.map((s) => s.id));
  const known = new Set<string>();
  for (const k of input.knowledge) if (k.empireId === empireId && onMap.has(k.systemId)) known.add(k.systemId);
  for (const id of ownSpace(empireId, input)) if (onMap.has(id)) known.add(id);
  return known;
}

/** Upper-case, trimmed name → id of the systems the empire knows (the first system of a name wins). */
export function knownSystemsByName(empireId: string, input: KnownSystemsInput): Map<string, string> {
  const known = knownSystemIds(empireId, input);
  const byName = new Map<string, string>();
  for (const s of input.systems) {
    const key = s.name.trim().toUpperCase();
    if (known.has(s.id) && !byName.has(key)) byName.set(key, s.id);
  }
  return byName;
}

/** `knownSystemsByName` for each empire, made once per empire on first use (a step of the turn). */
export function knownNamesPerEmpire(input: KnownSystemsInput): (empireId: string) => ReadonlyMap<string, string> {
  const cache = new Map<string, Map<string, string>>();
  return (empireId) => {
    let names = cache.get(empireId);
    if (!names) {
      names = knownSystemsByName(empireId, input);
      cache.set(empireId, names);
    }
    return names;
  };
}
