/**
 * Property tests of the whole turn (issue #6, requirement 7):
 * (a) the same archive, orders and seed give the same run and the same committed archive,
 *     byte for byte, whatever the seed and whichever empires sent no orders;
 * (b) no event is shown to an empire that may not know it (NOVA 7.4 fog of war; 6.4 aliases
 *     are private to each viewer): every unit an event names is the viewer's at the start or
 *     the end of the turn (or built by it this turn); the event's system is one the viewer
 *     knows after the turn (a knowledge record) or has units in at the start or the end;
 *     every alias the viewer is given is its own contact alias after the turn (or the Minor
 *     number that alias replaced); and the viewer's wording never names an empire it has
 *     not met in Full contact (order errors aside: they quote the empire's own sheet).
 * Run over the sample game's three turns and over generated maps with random fleets, random
 * movement orders, MCr transfers and general orders naming the empires met.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMap } from '../map/generate';
import { learnSystem } from '../map/knowledge';
import type { Empire } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { archiveText, playSample, turnInput, type PlayedTurn } from '../../../../test/unit/nova/sample-play';
import { runTurnResolvingBattles } from './auto-battles';
import { commitRecords } from './commit';
import { describeEvent, viewerNames, worldNames } from './describe';
import type { TurnEvent } from './events';
import type { NumberedEvent, TurnRun } from './run-turn';
import type { SheetSection } from '../orders/sheet';
import { missing, sheet } from './test-world';
import { contactsOf } from './transfer-lines';
import type { EmpireOrders, TurnWorld } from './types';

const played = playSample(3);
/** Generated games per run; WARPDESK_PROPERTY_RUNS=500 searches harder. */
const RANDOM_RUNS = Number(process.env.WARPDESK_PROPERTY_RUNS ?? 12);

/** Every unit id an event names (counts such as #AS and aliensDestroyed are not ids). */
function namedUnits(e: TurnEvent): string[] {
  switch (e.kind) {
    case 'salvage':
    case 'built':
    case 'order-error':
    case 'jumped':
    case 'move-stopped':
    case 'contact-lost':
    case 'retreat':
    case 'explored':
    case 'transfer':
      return e.unitIds;
    case 'cargo-loaded':
      return [e.shipId, ...e.unitIds];
    case 'devastated':
      return e.byUnitIds;
    case 'battle':
      return e.result ? [...e.result.destroyed, ...e.result.damaged.map((d) => d.unitId), ...e.result.retreated, ...(e.result.captured ?? []).map((c) => c.unitId)] : [];
    default:
      return [];
  }
}

/** The alias `viewer` has for `other` after the turn: its letter or number, the real name after Full contact. */
function contactAlias(world: TurnWorld, viewer: string, other: string): string | null {
  const empire = world.empires.find((e) => e.id === viewer) as Empire;
  const contact = contactsOf(empire).find((c) => c.empireId === other);
  if (!contact) return null;
  return contact.level === 'full' ? (world.empires.find((e) => e.id === other)?.name ?? contact.alias) : contact.alias;
}

/** The Minor-contact number `viewer` had for `other`, kept when Normal contact linked it to a letter (NOVA 6.4). */
function minorAlias(world: TurnWorld, viewer: string, other: string): string | null {
  const empire = world.empires.find((e) => e.id === viewer) as Empire;
  const n = contactsOf(empire).find((c) => c.empireId === other)?.minorNumber;
  return n === undefined ? null : `PLAYER ${n}`;
}

/** Every way `run` shows an event to an empire that may not know it; empty when none. */
function leaks(run: TurnRun): string[] {
  const out: string[] = [];
  const start = run.start;
  const end = run.world;
  const owners = new Map<string, Set<string>>();
  for (const u of [...start.units, ...end.units]) owners.set(u.id, new Set([...(owners.get(u.id) ?? []), u.empireId]));
  // A unit built and used up in the same turn (a colony built, loaded and established) is its builder's.
  for (const e of run.events) if (e.kind === 'built' && e.empireId) for (const id of e.unitIds) owners.set(id, new Set([...(owners.get(id) ?? []), e.empireId]));
  const gm = worldNames({ systems: end.systems, empires: end.empires, units: Object.entries(run.unitNames).map(([id, name]) => ({ id, name })) });
  const ownerOf = (id: string) => end.units.find((u) => u.id === id)?.empireId ?? start.units.find((u) => u.id === id)?.empireId ?? null;
  for (const e of run.events) {
    const where = `#${e.seq} ${e.kind} (${describeEvent(e, gm)})`;
    for (const viewer of e.audience) {
      for (const id of namedUnits(e)) if (!owners.get(id)?.has(viewer)) out.push(`${where}: names unit ${id}, not ${viewer}'s`);
      if (e.systemId) {
        const knows = end.knowledge.some((k) => k.empireId === viewer && k.systemId === e.systemId);
        const present = [start, end].some((w) => w.units.some((u) => u.empireId === viewer && u.systemId === e.systemId));
        if (!knows && !present) out.push(`${where}: told to ${viewer}, which does not know ${e.systemId}`);
      }
      for (const [other, alias] of Object.entries(e.aliases[viewer] ?? {})) {
        const own = contactAlias(end, viewer, other);
        // A number given by Minor contact earlier in the turn, then linked to a letter by Normal contact, is the viewer's too.
        if (alias !== own && alias !== minorAlias(end, viewer, other)) out.push(`${where}: gives ${viewer} the alias "${alias}" for ${other}, whose alias for it is ${own === null ? 'none' : `"${own}"`}`);
      }
      // The sheet's own words (order errors, aborted lines) may name anyone the player wrote.
      if (e.kind === 'order-error' || e.kind === 'build-aborted') continue;
      const text = describeEvent(e, viewerNames(gm, e, viewer, ownerOf)).toUpperCase();
      for (const other of end.empires) {
        if (other.id === viewer || contactAlias(end, viewer, other.id) === other.name) continue;
        if (text.includes(other.name.toUpperCase())) out.push(`${where}: ${viewer} reads the real name of ${other.id}`);
      }
    }
  }
  return out;
}

/** The same turn's records with the orders of `absent` empires taken out. */
function withoutOrders(p: PlayedTurn, absent: readonly string[]): PlayedTurn['before'] {
  return { ...p.before, orders: p.before.orders.filter((o) => !(o.turn === p.turn && absent.includes(o.empireId))) };
}

describe('a turn is deterministic (same archive, orders and seed → same bytes)', () => {
  const empireIds = played[0]?.before.empires.map((e) => e.id) ?? [];
  it('over the sample game, any seed, any empires without orders', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.string({ minLength: 1, maxLength: 12 }), fc.subarray(empireIds), (index, seed, absent) => {
        const p = played[index] as PlayedTurn;
        const records = withoutOrders(p, absent);
        const text = JSON.stringify(records);
        const once = runTurnResolvingBattles(turnInput(records, seed));
        const twice = runTurnResolvingBattles(turnInput(structuredClone(records), seed));
        expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
        // Nothing of the input is changed by a run.
        expect(JSON.stringify(records)).toBe(text);
        const a = commitRecords(records, once.run, once.decisions, '2027-01-01T00:00:00.000Z');
        const b = commitRecords(structuredClone(records), twice.run, twice.decisions, '2027-01-01T00:00:00.000Z');
        expect(a.ok && b.ok).toBe(true);
        if (a.ok && b.ok) expect(archiveText(b.records)).toBe(archiveText(a.records));
        // An empire without orders is warned of and sends nothing.
        for (const id of absent) expect(once.run.warnings.some((w) => w.code === 'NO-ORDERS' && w.empireId === id)).toBe(true);
      }),
      { numRuns: 6 },
    );
  });

  it('the committed sample turns equal the same turns played again', () => {
    const again = playSample(3);
    expect(again.map((p) => archiveText(p.after))).toEqual(played.map((p) => archiveText(p.after)));
  });

  // The Turn screen reads empires by position, the CLI in the archive's order: runTurn puts
  // every collection in one canonical order first, so both roll the same dice.
  it('the order the records were read in does not change the run', () => {
    const p = played[0] as PlayedTurn;
    const byPosition = { ...p.before, empires: [...p.before.empires].sort((a, b) => a.position - b.position), units: [...p.before.units].reverse() };
    const a = runTurnResolvingBattles(turnInput(p.before)).run;
    const b = runTurnResolvingBattles(turnInput(byPosition)).run;
    expect(b.rolls).toEqual(a.rolls);
  });

  it('a different seed rolls different dice on the same sample turn', () => {
    const p = played[0] as PlayedTurn;
    const a = runTurnResolvingBattles(turnInput(p.before, 'one')).run;
    const b = runTurnResolvingBattles(turnInput(p.before, 'two')).run;
    expect(a.rolls.length).toBeGreaterThan(0);
    expect(a.rolls.map((r) => r.value)).not.toEqual(b.rolls.map((r) => r.value));
  });
});

describe('no event is shown to an empire that may not know it', () => {
  for (const p of played) {
    it(`sample turn ${p.turn}`, () => {
      expect(leaks(p.auto.run)).toEqual([]);
    });
  }

  it('the check itself finds a planted leak of each kind', () => {
    const run = structuredClone((played[2] as PlayedTurn).auto.run);
    const contact = run.events.find((e) => e.kind === 'contact' && e.empireId === 'vorn' && e.systemId === 's02') as NumberedEvent;
    const jumped = run.events.find((e) => e.kind === 'jumped' && e.empireId === 'kessa') as NumberedEvent;
    const sent = run.events.find((e) => e.kind === 'mcr-sent') as NumberedEvent;
    contact.audience.push('umbral'); // Umbral knows nothing of QUILON
    jumped.audience.push('ys'); // names Kessa's ships
    (sent.aliases.concord as Record<string, string>).ys = 'Empire B'; // not Celestine's letter for Ys
    contact.aliases.vorn = { swarm: 'The Ninefold Swarm' }; // Vorn has only Minor contact with the Swarm
    expect(
      leaks(run)
        .map((l) => l.replace(/ \(.*\)/, ''))
        .sort(),
    ).toEqual(
      [
        `#${jumped.seq} jumped: names unit ${(jumped as { unitIds: string[] }).unitIds[0]}, not ys's`,
        `#${jumped.seq} jumped: told to ys, which does not know ${jumped.systemId}`,
        `#${sent.seq} mcr-sent: gives concord the alias "Empire B" for ys, whose alias for it is "Empire A"`,
        `#${contact.seq} contact: gives vorn the alias "The Ninefold Swarm" for swarm, whose alias for it is "PLAYER 2"`,
        `#${contact.seq} contact: vorn reads the real name of swarm`,
        `#${contact.seq} contact: told to umbral, which does not know s02`,
      ].sort(),
    );
  });

  it('sample turns with any empires missing their orders and any seed', () => {
    const empireIds = played[0]?.before.empires.map((e) => e.id) ?? [];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.string({ minLength: 1, maxLength: 8 }), fc.subarray(empireIds), (index, seed, absent) => {
        const p = played[index] as PlayedTurn;
        expect(leaks(runTurnResolvingBattles(turnInput(withoutOrders(p, absent), seed)).run)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });

  it('generated maps with random fleets and random movement orders, over two turns', () => {
    fc.assert(
      fc.property(randomGame, (game) => {
        let world = game.world;
        for (let turn = 1; turn <= 2; turn++) {
          const orders = game.orders(world);
          const { run } = runTurnResolvingBattles({ world, orders, seed: game.seed });
          expect(leaks(run)).toEqual([]);
          world = { ...run.world, turn: turn + 1 };
        }
      }),
      { numRuns: RANDOM_RUNS },
    );
  });
});

// ---- random games -------------------------------------------------------------------------

// Contact-seeking orders twice as often, so friendly meetings (and their aliases) come up.
const CONTACT = ['F', 'G', 'Q', 'F', 'G', 'Q', 'H', 'K', 'N', 'R', 'T', 'U'] as const;
const ACTIVITY = ['', 'X', 'W', 'O', 'E'] as const;

interface RandomGame {
  seed: string;
  world: TurnWorld;
  /** Movement orders for the world's turn: each empire's ships, random routes along real warp lines (or a bad letter). */
  orders: (world: TurnWorld) => EmpireOrders[];
}

/** A ship design from [code, level, count] (test-world.ts builds the same). */
function design(id: string, empireId: string, name: string, components: [string, number, number?][]): NovaDesignRow {
  return { gameId: 'g', id, empireId, kind: 'ship', name, nova: { components: components.map(([code, level, count]) => ({ code, level, count: count ?? 1 })), intangibles: {}, text: '', overrides: {}, notes: '' } } as NovaDesignRow;
}

/** A choice stream from an integer array (fast-check shrinks the array). */
function picker(choices: readonly number[]) {
  let i = 0;
  return (n: number): number => (n <= 0 ? 0 : Math.abs(choices[i++ % Math.max(1, choices.length)] ?? 0) % n);
}

const randomGame: fc.Arbitrary<RandomGame> = fc
  .record({
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    systems: fc.integer({ min: 8, max: 24 }),
    empires: fc.integer({ min: 2, max: 4 }),
    ships: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 24 }),
    choices: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 20, maxLength: 200 }),
    absent: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  })
  .map(({ seed, systems, empires, ships, choices, absent }) => {
    const empireIds = Array.from({ length: empires }, (_, i) => `e${i + 1}`);
    const map = generateMap({ systems, linesPerSystem: 3, empireIds, seed: `map-${seed}`, gameId: 'g' });
    const pick = picker(choices);
    const world: TurnWorld = { gameId: 'g', turn: 1, empires: [], systems: map.systems, warpLines: map.lines, units: [], designs: [], knowledge: [] };
    for (const [i, id] of empireIds.entries()) {
      const home = map.homes.get(id) ?? null;
      world.empires.push({ gameId: 'g', id, name: `Realm ${String.fromCharCode(65 + i)}${id}`, position: i + 1, playerName: `Player ${i + 1}`, playerContact: '', color: '#888888', homeSystemId: home, treasury: 300, notes: '' });
      world.designs.push(design(`${id}-scout`, id, 'Scout', [['IE', 2], ['JD', 3], ['XC', 1], ['AR', 1, 2]]));
      world.designs.push(design(`${id}-lancer`, id, 'Lancer', [['IE', 2], ['JD', 3], ['SI', 9, 2], ['AR', 1, 4], ['BL', 15], ['FC', 3]]));
      const system = world.systems.find((s) => s.id === home);
      if (system) world.knowledge.push({ ...learnSystem(system, world.warpLines, id, 'observed', 0, null), gameId: 'g' });
    }
    ships.forEach((n, i) => {
      const empireId = empireIds[n % empires] as string;
      const at = n % 3 === 0 ? (world.systems[pick(world.systems.length)]?.id ?? null) : (map.homes.get(empireId) ?? null);
      const kind = n % 2 === 0 ? 'scout' : 'lancer';
      world.units.push({ gameId: 'g', id: `${empireId}-s${i + 1}`, empireId, kind: 'ship', name: `${kind.toUpperCase()} ${i + 1}`, systemId: at, designId: `${empireId}-${kind}` } as TurnWorld['units'][number]);
      if (kind === 'scout' && n % 5 === 0) world.units.push({ gameId: 'g', id: `${empireId}-c${i + 1}`, empireId, kind: 'C', name: `C ${i + 1}`, systemId: at, carriedBy: `${empireId}-s${i + 1}` } as TurnWorld['units'][number]);
    });
    const orders = (w: TurnWorld): EmpireOrders[] =>
      w.empires.map((empire, e) => {
        if (absent[e]) return missing(empire.id);
        const lines: [SheetSection, string][] = [];
        // MCr to every empire met, by the name this empire knows it by (NOVA 6.10), and to one it never met: an order error.
        for (const contact of contactsOf(empire)) lines.push(['expenditures', `Transfer to ${contact.alias} | | | ${10 + pick(20)}`]);
        if (pick(3) === 0) lines.push(['expenditures', 'Transfer to Empire Z | | | 5']);
        for (const ship of w.units.filter((u) => u.empireId === empire.id && u.kind === 'ship' && u.systemId)) {
          const start = w.systems.find((s) => s.id === ship.systemId);
          if (!start) continue;
          const letters: string[] = [];
          let here = start.id;
          for (let hop = pick(4); hop > 0; hop--) {
            const ends = w.warpLines.flatMap((l) => (l.a === here ? [{ letter: l.aLetter, to: l.b }] : l.b === here ? [{ letter: l.bLetter, to: l.a }] : []));
            const end = ends[pick(ends.length)];
            if (!end || pick(10) === 0) {
              letters.push('Q'); // a letter that may not exist there: DNE
              break;
            }
            letters.push(end.letter);
            here = end.to;
          }
          const activity = ACTIVITY[pick(ACTIVITY.length)] ?? '';
          const contact = CONTACT[pick(CONTACT.length)] ?? 'N';
          lines.push(['movement', `${start.name} | ${ship.name} | ${letters.join(' - ')} | ${[contact, activity].filter(Boolean).join(',')} |`]);
        }
        // General orders naming the empires met (IFF then applies them, NOVA 6.9).
        const met = contactsOf(empire).filter((c) => c.level !== 'minor');
        if (met.length > 0) lines.push(['general', `GO: all ships ${pick(2) === 0 ? 'Friendly' : 'Hostile'} to ${met[pick(met.length)]?.alias}`]);
        return sheet(empire.id, lines);
      });
    return { seed, world, orders };
  });
