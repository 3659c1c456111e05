/**
 * A large NOVA game for the turn engine's benchmark (issue 6, requirement 8), built
 * deterministically from a seed: the app's own map generator, every empire with the same
 * technology and four designs (a warship with beam lasers and FC, a scout with XC, a picket
 * with a DG, a transport with cargo holds and XC), its home star and a ring of colonised
 * systems around it, knowledge of everything within three jumps of home, and units:
 * `unitsPerEmpire` in all, about three quarters ships spread over its systems, the rest
 * colonies and armies waiting at home.
 *
 * Orders: `linesPerEmpire` typed lines per empire, read by the same parser as the Orders
 * screen: ledger, expenditures (ships, colonies, armies, RDTs, reports), commissions,
 * research, movement rows with routes of 1–3 hops over real warp lines (letters, names and
 * both mixed, some with X/E/O/W activities and cargo), and a few general orders.
 */
import { learnSystem } from '../../../shared/rulesets/nova/map/knowledge';
import { adjacencyOf, jumpsFrom } from '../../../shared/map/graph';
import { generateMap } from '../../../shared/rulesets/nova/map/generate';
import type { Empire, Knowledge, Unit } from '../../../shared/model/entities';
import type { NovaDesignRow } from '../../../shared/rulesets/nova/records';
import type { NovaSystem, NovaWarpLine } from '../../../shared/rulesets/nova/records';
import { Dice, seedRng } from '../../../shared/rng';
import { parseDesignText } from '../../../shared/rulesets/nova/design-text';
import { parseOrderText } from '../../../shared/rulesets/nova/orders/parse-sheet';
import { novaEmpireSchema } from '../../../shared/rulesets/nova/pregame';
import type { EmpireOrders, TurnWorld } from '../../../shared/rulesets/nova/turn/types';

export interface BenchGameOptions {
  empires: number;
  systems: number;
  unitsPerEmpire: number;
  linesPerEmpire: number;
  seed: string;
}

export interface BenchGame {
  world: TurnWorld;
  orders: EmpireOrders[];
  /** Each empire's typed sheet, as a player would send it (the orders above are these read). */
  texts: string[];
  /** Movement rows written, rows with an activity, rows with cargo, across all empires. */
  counts: { units: number; ships: number; lines: number; movementRows: number; activityRows: number; cargoRows: number; knowledge: number };
}

const TECH = { BL: 20, DG: 22, EW: 5, FC: 3, IE: 2, JD: 3, SN: 40, SI: 12, SM: 5, XC: 1 };

const DESIGNS = `"Warship" Class CL
IE 2
JD 3
4 SI 12
6 AR 2
2 BL 20
FC 3
SN 40

"Scout" Class ES
IE 2
JD 3
AR 2
XC

"Picket" Class DE
IE 1
JD 2
3 SI 12
4 AR 2
BL 20
DG 22

"Transport" Class DD
IE 1
JD 3
CH 30
CH 30
XC`;

/** Ships per design and units per kind, per 100 units of an empire. */
const MIX = { Warship: 38, Scout: 14, Picket: 8, Transport: 16, C: 14, RA: 6, AA: 4 } as const;

export function benchGame(o: BenchGameOptions): BenchGame {
  const gameId = 'bench-turn';
  const dice = new Dice(seedRng(`bench-turn:${o.seed}`));
  const empireIds = Array.from({ length: o.empires }, (_, i) => `e${i + 1}`);
  const map = generateMap({ systems: o.systems, linesPerSystem: 4, empireIds, seed: o.seed, gameId });
  const byId = new Map(map.systems.map((s) => [s.id, s]));
  const adjacency = adjacencyOf(map.systems.map((s) => s.id), map.lines);
  const linesAt = new Map<string, NovaWarpLine[]>();
  for (const line of map.lines) {
    for (const end of [line.a, line.b]) linesAt.set(end, [...(linesAt.get(end) ?? []), line]);
  }
  const parsedDesigns = parseDesignText(DESIGNS);
  if (parsedDesigns.diagnostics.length > 0) throw new Error(`bench designs: ${parsedDesigns.diagnostics.map((d) => d.message).join('; ')}`);

  const empires: Empire[] = [];
  const designs: NovaDesignRow[] = [];
  const units: Unit[] = [];
  const knowledge: Knowledge[] = [];
  const systems: NovaSystem[] = map.systems.map((s) => ({ ...s }));
  const systemsById = new Map(systems.map((s) => [s.id, s]));
  const texts: string[] = [];
  const counts = { units: 0, ships: 0, lines: 0, movementRows: 0, activityRows: 0, cargoRows: 0, knowledge: 0 };
  const claimed = new Set<string>();

  for (const [index, empireId] of empireIds.entries()) {
    const homeId = map.homes.get(empireId) as string;
    const home = systemsById.get(homeId) as NovaSystem;
    const name = `Empire ${index + 1}`;
    empires.push({ gameId, id: empireId, name, position: index + 1, playerName: '', playerContact: '', color: '#d9482b', homeSystemId: homeId, treasury: 2000, notes: '', nova: novaEmpireSchema.parse({ homestarType: 8, tech: TECH }) });
    const mine = parsedDesigns.designs.map((d, i) => ({ gameId, id: `${empireId}-d${i + 1}`, empireId, kind: d.kind, name: d.name, nova: d.nova, seq: i + 1 }) as NovaDesignRow);
    designs.push(...mine);

    // Home and its colonised ring: up to 8 systems one or two jumps away that no other empire holds.
    const jumps = jumpsFrom(adjacency, homeId);
    Object.assign(home, { status: 'world', ownerId: empireId, colonies: 3, homeStar: true, type: 8, installations: { IC: 1 } });
    claimed.add(homeId);
    const ring = [...jumps.entries()].filter(([id, d]) => d >= 1 && d <= 2 && !claimed.has(id)).map(([id]) => id).sort().slice(0, 8);
    for (const [i, id] of ring.entries()) {
      const s = systemsById.get(id) as NovaSystem;
      claimed.add(id);
      Object.assign(s, { ownerId: empireId, status: i % 3 === 0 ? 'settlement' : 'outpost', colonies: i % 3 === 0 ? 2 : 1, type: Math.max(s.type, 3) });
    }
    const bases = [homeId, ...ring];

    // Knowledge: explored within three jumps of home, observed at its own systems.
    const near = [...jumps.entries()].filter(([, d]) => d <= 3).map(([id]) => id).sort();
    for (const id of near) {
      const s = systemsById.get(id) as NovaSystem;
      knowledge.push(learnSystem(s, map.lines, empireId, s.ownerId === empireId ? 'observed' : 'explored', 0, null) as unknown as Knowledge);
    }
    counts.knowledge += near.length;

    // Units.
    const perKind = Object.entries(MIX).map(([what, per]) => [what, Math.round((per * o.unitsPerEmpire) / 100)] as const);
    const ships: { unit: Unit; design: string }[] = [];
    let made = 0;
    for (const [what, n] of perKind) {
      const design = mine.find((d) => d.name === what);
      for (let k = 1; k <= n && made < o.unitsPerEmpire; k++, made++) {
        // Transports start at home, where the colonies and armies wait; the other ships all over the empire.
        const systemId = design && what !== 'Transport' ? (bases[(k * 7 + index) % bases.length] as string) : homeId;
        const unit = { gameId, id: `${empireId}-${what.toLowerCase()}-${k}`, empireId, kind: design ? 'ship' : what, name: design ? `${what.toUpperCase()} ${k}` : `${what} ${k}`, systemId, seq: k, ...(design ? { designId: design.id } : {}) } as Unit;
        units.push(unit);
        if (design) ships.push({ unit, design: what });
      }
    }
    counts.units += made;
    counts.ships += ships.length;

    // Orders.
    const sheet = ordersText(dice, { name, empireId, home, ships, byId, linesAt, lines: o.linesPerEmpire, turn: 1 }, counts);
    texts.push(sheet);
  }

  // Each sheet read on its own, as the Orders screen stores it: lines numbered from 1.
  const orders: EmpireOrders[] = texts.map((text, i) => ({
    empireId: empireIds[i] as string,
    missing: false,
    lines: (parseOrderText(text)[0]?.lines ?? []).map((l) => ({ line: l.line, text: l.text, row: l.row })),
  }));
  counts.lines = orders.reduce((a, e) => a + e.lines.length, 0);
  return { world: { gameId, turn: 1, empires, systems, warpLines: map.lines, units, designs, knowledge }, orders, texts, counts };
}

interface SheetContext {
  name: string;
  empireId: string;
  home: NovaSystem;
  ships: { unit: Unit; design: string }[];
  byId: Map<string, NovaSystem>;
  linesAt: Map<string, NovaWarpLine[]>;
  lines: number;
  turn: number;
}

/** A route of `hops` hops from `start` over real warp lines, never the same line twice; written as letters, names or "L - NAME". */
function route(dice: Dice, c: SheetContext, start: string, hops: number, style: number): { text: string; end: string } {
  const parts: string[] = [];
  const used = new Set<string>();
  let here = start;
  for (let h = 0; h < hops; h++) {
    const options = (c.linesAt.get(here) ?? []).filter((l) => !used.has(l.id));
    if (options.length === 0) break;
    const line = options[dice.int(options.length)] as NovaWarpLine;
    used.add(line.id);
    const letter = line.a === here ? line.aLetter : line.bLetter;
    const to = line.a === here ? line.b : line.a;
    const toName = c.byId.get(to)?.name ?? to;
    parts.push(style === 0 ? letter : style === 1 ? toName : `${letter} - ${toName}`);
    here = to;
  }
  return { text: parts.join(' - '), end: here };
}

function ordersText(dice: Dice, c: SheetContext, counts: BenchGame['counts']): string {
  const homeName = c.home.name.toUpperCase();
  const out: string[] = [
    `EMPIRE : ${c.name}     TURN : ${c.turn}`,
    'Production : 250',
    'Treasury : 2000',
    'Salvage : Units(Location) : 0',
    'Pillage : Systems(Amount) : 0',
    'Transfers : Amounts(Sender) : 0',
    'Bonus : 0',
    'Total : 2250',
    'Expend : 900',
    'Treasury : 1350',
    '',
    'EXPENDITURES (In Order of Priority)',
    'New RDT | 3 | 40 | 120',
    'Warship | 2 | 90 | 180',
    'Scout | 2 | 40 | 80',
    'Colony | 2 | 60 | 120',
    'Regular Army | 2 | 30 | 60',
    'Assault Army | 1 | 30 | 30',
    'Research report | 2 | 5 | 10',
    'Transport | 1 | 60 | 60',
    '',
    'COMMISSIONS',
    `WAR ${c.turn}A | ${homeName} || WAR ${c.turn}B | ${homeName}`,
    `SCOUT ${c.turn}A | ${homeName} || SCOUT ${c.turn}B | ${homeName}`,
    `HAULER ${c.turn}A | ${homeName}`,
    '',
    'RESEARCH (In Order of Priority)',
    'BL20-BL25 | B | (17) | [0] | +1 | [1]',
    'EW5-EW6 | B | (17) | [0] | +1 | [1]',
    'SN40-SN45 | A | (2.25) | [0] | +1 | [1]',
    '',
    'MOVEMENT',
    'START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT',
  ];
  const general = [
    '',
    'GENERAL, SPECIFIC & CONDITIONAL ORDERS',
    'GO: all ships Qualified toward aliens met for the first time',
    'GO: all Warships Hostile to all others',
    'CO: if attacked, all ships Hostile',
    'SO: SCOUT 1 Tolerate',
    'GO: armies H',
  ];
  const rows = Math.max(0, c.lines - out.length - general.length);
  // Colonies and armies wait at home: transports leaving home carry them.
  let coloniesLeft = Math.round((14 * c.ships.length) / 76);
  let armiesLeft = Math.round((10 * c.ships.length) / 76);
  const contact = ['F', 'N', 'T', 'Q', 'G', 'H'];
  let next = 0;
  for (let r = 0; r < rows; r++) {
    const first = c.ships[next % c.ships.length];
    if (!first || next >= c.ships.length) {
      // Every ship has its row: the rest of the sheet stays in place with T (no route).
      out.push(`${homeName} | ${c.ships[r % c.ships.length]?.unit.name ?? 'NONE'} | | T |`);
      continue;
    }
    // One ship a row, or two of the same design in the same system (a stack).
    const group = [first];
    const second = c.ships[next + 1];
    if (r % 8 === 0 && second && second.design === first.design && second.unit.systemId === first.unit.systemId) group.push(second);
    next += group.length;
    const start = first.unit.systemId as string;
    const startName = (c.byId.get(start)?.name ?? start).toUpperCase();
    const hops = 1 + dice.int(3);
    const path = route(dice, c, start, hops, r % 3);
    let activity = '';
    let cargo = '';
    const d = first.design;
    if (d === 'Scout') activity = r % 2 === 0 ? 'X' : 'O';
    else if (d === 'Transport' && start === c.home.id && coloniesLeft > 0) {
      const n = Math.min(2, coloniesLeft);
      coloniesLeft -= n;
      cargo = ` (${n} COL)`;
      activity = 'X,E';
    } else if (d === 'Transport' && start === c.home.id && armiesLeft > 0) {
      armiesLeft -= 1;
      cargo = ' (1 RA)';
      activity = 'X';
    } else if (d === 'Transport') activity = r % 2 === 0 ? 'W' : 'X';
    else if (d === 'Picket') activity = 'I';
    const stance = d === 'Warship' ? contact[r % contact.length] : (['F', 'N', 'T', 'Q'][r % 4] as string);
    const orders = activity ? `${stance},${activity}` : stance;
    const names = group.map((g, i) => `${g.unit.name}${i === 0 ? cargo : ''}`).join(', ');
    out.push(`${startName} | ${names} | ${path.text} | ${orders} | ${startName}`);
    counts.movementRows++;
    if (activity) counts.activityRows++;
    if (cargo) counts.cargoRows++;
  }
  return [...out, ...general].join('\n');
}

/**
 * Each empire's typed sheet for turn `turn` of a bench game as it stands (the campaign
 * benchmark plays many turns): the same kind of sheet as the first turn's, written from where
 * the empire's ships are now. Ships whose design the bench does not know are left out.
 */
export function benchOrderTexts(world: TurnWorld, seed: string, linesPerEmpire: number): string[] {
  const dice = new Dice(seedRng(`bench-turn:${seed}:turn:${world.turn}`));
  const byId = new Map(world.systems.map((s) => [s.id, s]));
  const linesAt = new Map<string, NovaWarpLine[]>();
  for (const line of world.warpLines) for (const end of [line.a, line.b]) linesAt.set(end, [...(linesAt.get(end) ?? []), line]);
  const designName = new Map(world.designs.map((d) => [d.id, d.name]));
  const counts: BenchGame['counts'] = { units: 0, ships: 0, lines: 0, movementRows: 0, activityRows: 0, cargoRows: 0, knowledge: 0 };
  return [...world.empires]
    .sort((a, b) => a.position - b.position)
    .map((empire) => {
      const home = byId.get(empire.homeSystemId ?? '') ?? (world.systems[0] as NovaSystem);
      const ships = world.units
        .filter((u) => u.empireId === empire.id && u.kind === 'ship' && u.systemId && !(u as { carriedBy?: string }).carriedBy)
        .flatMap((unit) => {
          const design = designName.get((unit as { designId?: string }).designId ?? '');
          return design && design in MIX ? [{ unit: unit as Unit, design }] : [];
        });
      return ordersText(dice, { name: empire.name, empireId: empire.id, home, ships, byId, linesAt, lines: linesPerEmpire, turn: world.turn }, counts);
    });
}
