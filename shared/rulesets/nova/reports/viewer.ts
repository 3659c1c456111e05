/**
 * What one empire knows, as a packet names things (NOVA: 7.4 fog of war): the systems in
 * its knowledge records (by the name it saw), the systems its own units are in or it owns,
 * the empires it has met (by its private alias, NOVA: 6.4), its own units and designs.
 * The packet builder names things only through this; the leak check reads the same facts.
 */
import { asSystemKnowledge, type SystemKnowledge } from '../map/knowledge';
import type { Empire, Knowledge, Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem } from '../records';
import type { EmpireContact } from '../turn/types';
import type { Run } from './packet-model';

/** The facts about one empire the leak check needs: its own records, nothing of anyone else's. */
export interface EmpireKnowledge {
  empireId: string;
  empireName: string;
  knowledge: readonly Knowledge[];
  contacts: readonly EmpireContact[];
  /** The empire's own units (after the turn). */
  units: readonly Unit[];
  designs: readonly NovaDesignRow[];
  /** Systems the empire owns (its colonies); it knows their names. */
  ownedSystemIds: readonly string[];
}

/** The records an empire's knowledge is taken from. */
export interface WorldRecords {
  empires: readonly Empire[];
  systems: readonly NovaSystem[];
  units: readonly Unit[];
  designs: readonly NovaDesignRow[];
  knowledge: readonly Knowledge[];
}

/** The empire record's contacts, read tolerantly (a record without them has none). */
export function contactsOf(empire: Empire | undefined): EmpireContact[] {
  const raw = empire?.contacts;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: unknown) => {
    if (typeof c !== 'object' || c === null) return [];
    const r = c as Record<string, unknown>;
    if (typeof r.empireId !== 'string' || typeof r.alias !== 'string') return [];
    const level = r.level === 'minor' || r.level === 'normal' || r.level === 'full' ? r.level : 'minor';
    return [{ empireId: r.empireId, level, alias: r.alias, since: typeof r.since === 'number' ? r.since : 0, ...(typeof r.minorNumber === 'number' ? { minorNumber: r.minorNumber } : {}) }];
  });
}

/**
 * One empire's knowledge, taken from the world's records after the turn. Its units are those
 * it holds after the turn and those it held before (`startUnits`): it knows the names of
 * ships it lost (NOVA: 7.3 "ACL (Phantom)").
 */
export function empireKnowledgeOf(world: WorldRecords, empireId: string, startUnits: readonly Unit[] = []): EmpireKnowledge {
  const empire = world.empires.find((e) => e.id === empireId);
  const units = world.units.filter((u) => u.empireId === empireId);
  const held = new Set(units.map((u) => u.id));
  for (const u of startUnits) if (u.empireId === empireId && !held.has(u.id)) units.push(u);
  return {
    empireId,
    empireName: empire?.name ?? empireId,
    knowledge: world.knowledge.filter((k) => k.empireId === empireId),
    contacts: contactsOf(empire),
    units,
    designs: world.designs.filter((d) => d.empireId === empireId),
    ownedSystemIds: world.systems.filter((s) => s.ownerId === empireId).map((s) => s.id),
  };
}

/** A system the empire knows: the name it knows it by and what it saw (null when known only by presence or ownership). */
export interface KnownSystem {
  id: string;
  name: string;
  record: SystemKnowledge | null;
}

/**
 * The systems an empire knows: its knowledge records (names as seen), then systems where its
 * own units are or that it owns (named from the GM's map: its own people are there).
 */
export function knownSystems(known: EmpireKnowledge, systems: readonly Pick<NovaSystem, 'id' | 'name'>[]): Map<string, KnownSystem> {
  const out = new Map<string, KnownSystem>();
  for (const k of known.knowledge) {
    const record = asSystemKnowledge(k);
    if (record) out.set(record.systemId, { id: record.systemId, name: record.name, record });
  }
  const names = new Map(systems.map((s) => [s.id, s.name]));
  const present = [...known.units.map((u) => u.systemId), ...known.ownedSystemIds];
  for (const id of present) {
    if (!id || out.has(id)) continue;
    const name = names.get(id);
    if (name !== undefined) out.set(id, { id, name, record: null });
  }
  return out;
}

/** Warp letters the empire knows at a system (from its knowledge record). */
export function knownLetters(system: KnownSystem | undefined): Set<string> {
  return new Set((system?.record?.warpPoints ?? []).map((p) => p.letter));
}

/**
 * Names things for one viewer. Anything the viewer does not know comes out as a plain word
 * ("unknown system", "alien"), never as a name.
 */
export class Namer {
  readonly systems: Map<string, KnownSystem>;
  private readonly ownUnits: Map<string, Unit>;
  private readonly ownDesigns: Map<string, NovaDesignRow>;
  private readonly contactAlias: Map<string, string>;

  constructor(
    readonly known: EmpireKnowledge,
    systems: readonly Pick<NovaSystem, 'id' | 'name'>[],
  ) {
    this.systems = knownSystems(known, systems);
    this.ownUnits = new Map(known.units.map((u) => [u.id, u]));
    this.ownDesigns = new Map(known.designs.map((d) => [d.id, d]));
    this.contactAlias = new Map(known.contacts.map((c) => [c.empireId, c.alias]));
  }

  get viewer(): string {
    return this.known.empireId;
  }

  knowsSystem(id: string | null | undefined): id is string {
    return !!id && this.systems.has(id);
  }

  system(id: string | null | undefined): Run {
    const s = id ? this.systems.get(id) : undefined;
    return s ? { kind: 'system', id: s.id, text: s.name } : { kind: 'text', text: 'unknown system' };
  }

  /** A warp point's letter at a system, when the empire knows that warp point; "?" when it does not. */
  warp(systemId: string | null | undefined, letter: string, underline = false): Run {
    if (!this.knowsSystem(systemId) || !knownLetters(this.systems.get(systemId)).has(letter)) return { kind: 'text', text: '?' };
    return { kind: 'warp', systemId, letter, ...(underline ? { underline } : {}) };
  }

  isOwnUnit(id: string): boolean {
    return this.ownUnits.has(id);
  }

  /** An own unit by name; anyone else's is just "unit" (alien ships are never named, NOVA: 7.4). */
  unit(id: string): Run {
    const u = this.ownUnits.get(id);
    return u ? { kind: 'unit', id, text: u.name || u.id } : { kind: 'text', text: 'unit' };
  }

  /** Own units as runs separated by commas. */
  units(ids: readonly string[]): Run[] {
    const own = ids.filter((id) => this.ownUnits.has(id));
    return own.flatMap((id, i) => (i === 0 ? [this.unit(id)] : [{ kind: 'text', text: ',' } as Run, this.unit(id)]));
  }

  design(id: string): Run {
    const d = this.ownDesigns.get(id);
    return d ? { kind: 'design', id, text: d.name } : { kind: 'text', text: 'alien design' };
  }

  /**
   * Another empire as this viewer knows it (NOVA: 6.4): the alias the event gives for this
   * viewer, else the viewer's contact alias; "alien" when the viewer has not met it.
   */
  empire(id: string | null | undefined, eventAliases?: Record<string, Record<string, string>>): Run {
    if (!id) return { kind: 'text', text: 'alien' };
    if (id === this.viewer) return { kind: 'empire', id, text: this.known.empireName };
    const alias = eventAliases?.[this.viewer]?.[id] ?? this.contactAlias.get(id);
    return alias ? { kind: 'empire', id, text: alias } : { kind: 'text', text: 'alien' };
  }
}
