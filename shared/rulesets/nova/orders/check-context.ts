/**
 * What the order checker needs to know, gathered once per sheet: the GM's truth (systems,
 * warp lines, units, designs) and what the checked empire knows (its knowledge records,
 * its contacts). The checker decides whether an order can be executed from the truth,
 * and which names the player may use from the empire's knowledge.
 */
import type { Empire, Knowledge, Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem, NovaWarpLine } from '../records';
import { asSystemKnowledge } from '../map/knowledge';
import { knownSystemsByName, ownSpace } from '../map/known-systems';
import { novaDesignSchema, type ComponentCode } from '../design-model';
import { orderSettingsOf, type OrderSettings } from './settings';
import { jdLostOf } from '../turn/drives';

/** How far two empires have met (NOVA: 6.4); contact is irrevocable. */
export type ContactLevel = 'minor' | 'normal' | 'full';

/** One empire the checked empire has met, with the name it uses for it (a number, a letter, the real name). */
export interface Contact {
  empireId: string;
  level: ContactLevel;
  /** The checked empire's private name for the other ("Empire A", "PLAYER 1"); absent: the real name only. */
  alias?: string;
  /** The Minor-contact number ("PLAYER 1"), kept when Normal contact later links it to a letter. */
  minorNumber?: number;
}

export interface CheckInput {
  empireId: string;
  systems: readonly NovaSystem[];
  warpLines: readonly NovaWarpLine[];
  units: readonly Unit[];
  designs: readonly NovaDesignRow[];
  /** Knowledge records of any empire; only the checked empire's are used. */
  knowledge: readonly Knowledge[];
  empires: readonly Empire[];
  /** The empire's contacts; when absent, read from the empire record's `contacts` field (empty if none). */
  contacts?: readonly Contact[];
  /** The turn the orders are for; without it, checks that need it (an IC devastated last turn, NOVA 4.2) are skipped. */
  turn?: number;
  /** Game settings of the order checker (`game.settings.orders`). */
  settings?: Record<string, unknown>;
}

/** A warp point as the checker sees it: the line from it and the far end, in the GM's truth. */
export interface WarpEnd {
  line: NovaWarpLine;
  letter: string;
  to: string;
  toLetter: string;
}

/** What one of the empire's units is and carries, as far as the model says. */
export interface ShipFacts {
  unit: Unit;
  /** Component codes of its design; null when the unit has no readable design (equipment unknown). */
  components: ReadonlySet<ComponentCode> | null;
  /** JD rating (most jumps a turn), when the design says. */
  jd: number | null;
  /** Armed: any weapon in the design; null when unknown. */
  armed: boolean | null;
}

const WEAPONS: readonly ComponentCode[] = ['BL', 'PL', 'XL', 'FP', 'ML', 'PA', 'WC'];

export interface CheckContext {
  input: CheckInput;
  settings: OrderSettings;
  empire: Empire | undefined;
  systemById: ReadonlyMap<string, NovaSystem>;
  /** Systems the empire may name, by upper-case name → id. */
  knownByName: ReadonlyMap<string, string>;
  /** Letters the empire knows in each known system. */
  knownLetters: ReadonlyMap<string, ReadonlySet<string>>;
  /** Warp points in the truth: system id → letter → far end. */
  warpEnds: ReadonlyMap<string, ReadonlyMap<string, WarpEnd>>;
  /** The empire's ships by upper-case name. */
  ships: ReadonlyMap<string, ShipFacts>;
  /** The empire's other units (armies, colonies, installations) by system id. */
  otherUnits: ReadonlyMap<string, readonly Unit[]>;
  contacts: readonly Contact[];
  /** Systems with a knowledge record of the empire (others it knows only as its own space). */
  recorded: ReadonlySet<string>;
  /** Warp points whose far end the empire knows: `systemId:letter` → system id. */
  leadsTo: ReadonlyMap<string, string>;
}

function contactsOf(empire: Empire | undefined): Contact[] {
  const raw = empire?.contacts;
  if (!Array.isArray(raw)) return [];
  return raw.filter((c): c is Contact => typeof c === 'object' && c !== null && typeof (c as Contact).empireId === 'string' && ['minor', 'normal', 'full'].includes((c as Contact).level));
}

/** The facts of the checked empire, indexed for the checker. */
export function buildContext(input: CheckInput): CheckContext {
  const empire = input.empires.find((e) => e.id === input.empireId);
  const systemById = new Map(input.systems.map((s) => [s.id, s]));
  const warpEnds = new Map<string, Map<string, WarpEnd>>();
  const addEnd = (from: string, letter: string, line: NovaWarpLine, to: string, toLetter: string) => {
    const ends = warpEnds.get(from) ?? new Map<string, WarpEnd>();
    ends.set(letter, { line, letter, to, toLetter });
    warpEnds.set(from, ends);
  };
  for (const line of input.warpLines) {
    addEnd(line.a, line.aLetter, line, line.b, line.bLetter);
    addEnd(line.b, line.bLetter, line, line.a, line.aLetter);
  }

  // Known: the empire's knowledge records; also systems it owns or has units in (its own
  // space, which it has seen), counted as explored when no record says otherwise.
  const knownLetters = new Map<string, Set<string>>();
  const leadsTo = new Map<string, string>();
  for (const record of input.knowledge) {
    if (record.empireId !== input.empireId || !systemById.has(record.systemId)) continue;
    const k = asSystemKnowledge(record);
    knownLetters.set(record.systemId, new Set(k ? k.warpPoints.map((p) => p.letter) : []));
    for (const p of k?.warpPoints ?? []) if (p.leadsTo) leadsTo.set(`${record.systemId}:${p.letter}`, p.leadsTo.systemId);
  }
  const recorded = new Set(knownLetters.keys());
  for (const id of ownSpace(input.empireId, input)) if (!knownLetters.has(id) && systemById.has(id)) knownLetters.set(id, new Set(warpEnds.get(id)?.keys() ?? []));
  // The same names the turn engine resolves routes, starts and build sites through.
  const knownByName = knownSystemsByName(input.empireId, input);

  const designs = new Map(input.designs.filter((d) => d.empireId === input.empireId).map((d) => [d.id, d]));
  const ships = new Map<string, ShipFacts>();
  const otherUnits = new Map<string, Unit[]>();
  for (const unit of input.units) {
    if (unit.empireId !== input.empireId) continue;
    if (unit.kind === 'ship') {
      if (unit.name.trim() === '') continue;
      const designId = unit.designId;
      const design = typeof designId === 'string' ? designs.get(designId) : undefined;
      const nova = design ? novaDesignSchema.safeParse(design.nova ?? {}) : null;
      const comps = nova?.success ? nova.data.components : null;
      ships.set(unit.name.trim().toUpperCase(), {
        unit,
        components: comps ? new Set(comps.map((c) => c.code)) : null,
        // NOVA: JUMP DRIVE: the best JD line, less the levels lost in battle and not repaired (turn/drives.ts).
        jd: comps ? withJdLost(comps.filter((c) => c.code === 'JD').reduce<number | null>((best, c) => Math.max(best ?? 0, c.level), null), unit) : null,
        armed: comps ? comps.some((c) => WEAPONS.includes(c.code)) : null,
      });
    } else if (unit.systemId) {
      const list = otherUnits.get(unit.systemId) ?? [];
      list.push(unit);
      otherUnits.set(unit.systemId, list);
    }
  }

  return {
    input,
    settings: orderSettingsOf(input.settings),
    empire,
    systemById,
    knownByName,
    knownLetters,
    warpEnds,
    ships,
    otherUnits,
    contacts: input.contacts ?? contactsOf(empire),
    recorded,
    leadsTo,
  };
}

/** A system's name as the GM's map has it, or the id when it is missing. */
export function systemName(ctx: CheckContext, id: string | null | undefined): string {
  if (!id) return 'nowhere';
  return ctx.systemById.get(id)?.name ?? id;
}

/** A design's JD (null: none) less the levels the ship lost in battle and has not had repaired. */
function withJdLost(jd: number | null, unit: Unit): number | null {
  return jd === null ? null : Math.max(0, jd - jdLostOf(unit));
}
