/**
 * Checks the movement grid (NOVA: 6.8 writing orders, 6.11 jumping, retreats; 6.6/6.7
 * contact and activity orders) against the GM's truth and the empire's knowledge.
 * A route is checked hop by hop and stops at the first impossible hop, as the unit would
 * (NOVA: 6.5 "the unit stops executing at that point").
 */
import { notUniqueReason, sharedShipNames } from '../turn/ship-names';
import { DERELICT, derelictOrderReason, isDerelict } from '../turn/derelicts';
import { suggest } from '../../../text/fuzzy';
import type { ComponentCode } from '../design-model';
import { readCargo, UNLOAD_NEEDS } from './cargo';
import { cargoBeyondRoom } from './check-capacity';
import { cargoOrderOf, type CargoOrder } from './cargo-order';
import { checkInterdictionSetup } from './check-interdiction';
import type { CheckContext, ShipFacts, WarpEnd } from './check-context';
import { systemName } from './check-context';
import type { Report } from './check-report';
import { splitColumns } from './columns';
import type { SheetLine, SheetRow } from './sheet';
import { heldToWarpPoint } from '../turn/guard-activities';
import { GATE_STEP, gateHop, gateMap } from '../turn/star-gates';
import type { TurnWorld } from '../turn/types';

type Movement = Extract<SheetRow, { kind: 'movement' }>;

/** Ships commissioned on this sheet: name → system id where built (NOVA: 6.11, built at step C, before movement). */
export type NewShips = ReadonlyMap<string, string>;

interface RowFacts {
  line: number;
  columns: number[];
  startId: string | null;
  ships: { name: string; facts: ShipFacts | null }[];
}

function knownSystemNames(ctx: CheckContext): string[] {
  return [...ctx.knownByName.keys()];
}

/** Whether the empire's knowledge says where this warp point leads (its own space counts as known). */
function knowsLine(ctx: CheckContext, here: string, end: WarpEnd): boolean {
  if (!ctx.recorded.has(here) && !ctx.recorded.has(end.to)) return true;
  return ctx.leadsTo.get(`${here}:${end.letter}`) === end.to || ctx.leadsTo.get(`${end.to}:${end.toLetter}`) === here;
}

/** A star-gate hop of the checked empire's own gates (others' permissions are in their orders: the turn rules them). */
function gateOf(ctx: CheckContext, here: string, to: string | null): ReturnType<typeof gateHop> {
  const gates = gateMap({ units: ctx.input.units, empires: ctx.input.empires, turn: 0 } as unknown as TurnWorld);
  return gateHop(gates, here, ctx.input.empireId, to);
}

/** Where the route leads, hop by hop; reports the first impossible hop and returns the hops made. */
function walkRoute(row: Movement, facts: RowFacts, ctx: CheckContext, report: Report): { hops: number; end: string | null } {
  const col = facts.columns[2] ?? 1;
  let here = facts.startId as string;
  const used = new Set<string>();
  let hops = 0;
  let arrivedByLetter: string | null = null;
  const steps = [...row.route];
  const first = steps[0];
  if (first?.kind === 'system' && ctx.knownByName.get(first.name) === here) steps.shift();
  for (const step of steps) {
    let end: WarpEnd | undefined;
    if (step.kind === 'system' && step.name.toUpperCase() === GATE_STEP && !ctx.knownByName.has(GATE_STEP)) {
      // NOVA: STAR GATES: "SG" takes the gate where the ship is (the far end need not be known).
      const through = gateOf(ctx, here, null);
      if (!through || 'stop' in through) {
        report(facts.line, col, through ? 'warning' : 'error', 'SG', `Route: ${through ? through.stop.reason : `there is no star gate in ${systemName(ctx, here)} this empire may use`}`);
        return { hops, end: null };
      }
      end = { line: through.hop.line, letter: GATE_STEP, to: through.hop.to, toLetter: GATE_STEP };
    } else if (step.kind === 'system') {
      // "D - TEDDY": a system named right after a warp letter says where the letter led.
      if (arrivedByLetter !== null && ctx.systemById.get(arrivedByLetter)?.name.toUpperCase() === step.name) {
        arrivedByLetter = null;
        continue;
      }
      const id = ctx.knownByName.get(step.name);
      if (!id) {
        report(facts.line, col, 'error', 'DNE', `Route: ${step.name} is not a system this empire knows`, suggest(step.name, knownSystemNames(ctx)));
        return { hops, end: null };
      }
      // NOVA: 7.2 IS "already In System": the route names the system the ship is in at that point.
      if (id === here) {
        report(facts.line, col, 'error', 'IS', `Route: the ship is already in ${step.name}`);
        return { hops, end: null };
      }
      const candidates = [...(ctx.warpEnds.get(here)?.values() ?? [])].filter((e) => e.to === id);
      const through = candidates.length === 0 ? gateOf(ctx, here, id) : null;
      if (through && 'hop' in through) candidates.push({ line: through.hop.line, letter: GATE_STEP, to: through.hop.to, toLetter: GATE_STEP });
      else if (through) {
        report(facts.line, col, 'warning', 'SG', `Route: ${through.stop.reason}`);
        return { hops, end: null };
      }
      if (candidates.length === 0) {
        report(facts.line, col, 'error', 'NDC', `Route: no direct warp line from ${systemName(ctx, here)} to ${step.name}`);
        return { hops, end: null };
      }
      end = candidates.find((e) => !used.has(e.line.id)) ?? candidates[0];
      if (end && end.letter !== GATE_STEP && !knowsLine(ctx, here, end)) {
        report(facts.line, col, 'warning', 'UNKNOWN-WL', `Route: the empire has not travelled a warp line from ${systemName(ctx, here)} to ${step.name}; write the warp letter (the GM rules whether the order stands)`);
      }
    } else {
      end = ctx.warpEnds.get(here)?.get(step.letter);
      if (!end) {
        const letters = [...(ctx.knownLetters.get(here) ?? [])].sort();
        report(facts.line, col, 'error', 'DNE', `Route: ${systemName(ctx, here)} has no warp point ${step.letter}${letters.length > 0 ? ` (the empire knows ${letters.join(', ')})` : ''}`);
        return { hops, end: null };
      }
      if (!(ctx.knownLetters.get(here)?.has(step.letter) ?? false)) {
        report(facts.line, col, 'warning', 'UNKNOWN-WP', `Route: the empire has not seen warp point ${step.letter} in ${systemName(ctx, here)}; the GM rules whether the order stands`);
      }
    }
    if (!end) return { hops, end: null };
    if (used.has(end.line.id)) {
      report(facts.line, col, 'error', 'CUSWLT', `Route: the warp line ${systemName(ctx, here)} ${end.letter} – ${systemName(ctx, end.to)} ${end.toLetter} is used twice; a ship can't use the same warp line twice in one turn`);
      return { hops, end: null };
    }
    if (ctx.settings.jumpBack === 'hop' && end.to === here) {
      report(facts.line, col, 'error', 'JUMP-BACK', `Route: warp point ${end.letter} of ${systemName(ctx, here)} leads straight back into ${systemName(ctx, here)}; a ship can't jump directly to the system it starts in`);
      return { hops, end: null };
    }
    used.add(end.line.id);
    hops++;
    here = end.to;
    arrivedByLetter = step.kind === 'warp' ? here : null;
  }
  if (ctx.settings.jumpBack === 'route-end' && hops > 0 && here === facts.startId) {
    report(facts.line, col, 'error', 'JUMP-BACK', `Route: the route ends in ${systemName(ctx, here)}, where it started (game setting: a route may not end in its starting system)`);
  }
  return { hops, end: here };
}

function shipList(ships: readonly { name: string }[]): string {
  return ships.map((s) => s.name).join(', ');
}

/** Activities the row's ships are not equipped for; a row passes when one of its ships can do it (the others come along). */
function checkEquipment(row: Movement, facts: RowFacts, hops: number, ctx: CheckContext, report: Report): void {
  const col = facts.columns[3] ?? 1;
  const known = facts.ships.filter((s) => s.facts?.components);
  const allKnown = known.length === facts.ships.length && known.length > 0;
  const anyHas = (codes: ComponentCode[]) => known.some((s) => codes.some((c) => s.facts?.components?.has(c)));
  const need = (letter: string, codes: ComponentCode[], code: 'CX' | 'NOT-EQUIPPED', what: string) => {
    if (!row.activity.some((a) => a.letter === letter) || !allKnown || anyHas(codes)) return;
    report(facts.line, col, 'error', code, `${letter} (${what}) needs a ship with ${codes.join(' or ')}; ${shipList(facts.ships)} ${facts.ships.length === 1 ? 'has' : 'have'} none`);
  };
  need('X', ['XC', 'SX'], 'CX', 'explore');
  need('W', ['XC'], 'CX', 'explore the warp point');
  // NOVA: EXPLORATION CAPABILITY: the XC ship must be able to move (a working IE) or be moved by a ship of its empire.
  if (row.activity.some((a) => a.letter === 'X' || a.letter === 'W') && allKnown && anyHas(['XC', 'SX']) && !anyHas(['IE'])) {
    const tug = hops === 0 && [...ctx.ships.values()].some((s) => s.unit.systemId === facts.startId && s.components?.has('IE') && !facts.ships.some((r) => r.facts?.unit.id === s.unit.id));
    if (!tug) report(facts.line, col, 'warning', 'CX', `${row.activity.some((a) => a.letter === 'X') ? 'X' : 'W'}: ${shipList(facts.ships)} ${facts.ships.length === 1 ? 'has' : 'have'} no IE; an XC ship explores only if it can move or a ship of its empire with an IE moves it there (NOVA: EXPLORATION CAPABILITY)`);
  }
  // D with PCBs aboard drops them (Warpdesk's reading, docs/nova-turn.md); otherwise it needs a DC ship.
  const carriesPcb = row.ships.some((s) => s.cargo.map(readCargo).some((item) => item.kind === 'unit' && item.abbr === 'PCB'));
  if (!carriesPcb) need('D', ['DC'], 'NOT-EQUIPPED', 'devastate');
  need('I', ['DG'], 'NOT-EQUIPPED', 'interdict');
  if (row.activity.some((a) => a.letter === 'I') && hops > 0) report(facts.line, col, 'error', 'I-JUMP', 'I (interdict): an interdicting ship cannot jump that turn; remove the route or the I');
  checkInterdictionSetup(row, facts.line, col, facts.ships, hops, ctx, report);
  if (row.contact.includes('H')) {
    const unarmed = facts.ships.filter((s) => s.facts?.armed === false);
    if (unarmed.length > 0) report(facts.line, col, 'error', 'UNARMED-H', `H (hostile): unarmed ships cannot be given H: ${shipList(unarmed)}`);
  }
  // NOVA: CONTACT ORDERS G, and T "as per Guard" (setting tolerateKeepsWarpPoint): turn/guard-activities.ts.
  if (heldToWarpPoint(row.contact, ctx.settings.tolerateKeepsWarpPoint)) {
    const leaving = row.activity.filter((a) => ctx.settings.guardLeavesWarpPoint.includes(a.letter)).map((a) => a.letter);
    if (leaving.length > 0) {
      const who = row.contact[0] === 'T' ? 'T (tolerate, "as per Guard")' : 'G (guard)';
      report(facts.line, col, 'warning', 'G-ACTIVITY', `${who}: ${leaving.join(', ')} would take the ship away from the warp point; the turn aborts them (NOVA CONTACT ORDERS ${row.contact[0]}; which letters: setting, A24)`);
    }
  }
  const cargo = row.ships.flatMap((s) => s.cargo.map(readCargo));
  for (const letter of ['E', 'L', 'A'] as const) {
    if (!row.activity.some((a) => a.letter === letter)) continue;
    if (!cargo.some((c) => c.kind === 'unit' && UNLOAD_NEEDS[letter].includes(c.abbr))) {
      report(facts.line, col, 'error', 'NO-CARGO', `${letter}: no ship on this row carries ${UNLOAD_NEEDS[letter].join(', ')} to unload; write the cargo in parentheses after the ship`);
    }
  }
}

/**
 * Cargo must be there to load: units of that kind in the START system (carried already or
 * waiting), or built this turn (`built`, by abbreviation, which this consumes). Demand is
 * counted across rows, so the row that runs out is the one flagged.
 */
function checkCargo(row: Movement, facts: RowFacts, ctx: CheckContext, taken: Map<string, number>, built: Map<string, number>, report: Report, cargoOrder: CargoOrder): void {
  if (!facts.startId) return;
  const col = facts.columns[1] ?? 1;
  for (const ship of row.ships) {
    for (const text of ship.cargo) {
      const item = readCargo(text);
      if (item.kind === 'ship') {
        const carried = ctx.ships.get(item.name);
        if (!carried) report(facts.line, col, 'error', 'CARGO', `Cargo of ${ship.name}: "${text}" is neither a unit type (C, AA, RA, IC, SDU, PCB, SG, TFC) nor one of the empire's ships`, suggest(item.name, ctx.ships.keys()));
        else if (carried.unit.systemId !== facts.startId) report(facts.line, col, 'error', 'CARGO', `Cargo of ${ship.name}: ${item.name} is in ${systemName(ctx, carried.unit.systemId)}, not in ${systemName(ctx, facts.startId)}`);
        continue;
      }
      const key = `${facts.startId}:${item.abbr}`;
      const here = (ctx.otherUnits.get(facts.startId) ?? []).filter((u) => (u.kind.toUpperCase() === 'COL' ? 'C' : u.kind.toUpperCase()) === item.abbr).length;
      const before = taken.get(key) ?? 0;
      const free = Math.max(0, here - before);
      const fromBuilt = Math.min(built.get(item.abbr) ?? 0, Math.max(0, item.count - free));
      built.set(item.abbr, (built.get(item.abbr) ?? 0) - fromBuilt);
      taken.set(key, before + item.count);
      if (free + fromBuilt < item.count) {
        report(facts.line, col, 'error', 'CARGO', `Cargo of ${ship.name}: ${item.count} ${item.abbr} to load at ${systemName(ctx, facts.startId)}, but the empire has ${free} there${before > 0 ? ' not loaded on an earlier row' : ''} and builds ${fromBuilt} more this turn`);
      }
    }
    const found = ctx.ships.get(ship.name);
    if (found) {
      const over = cargoBeyondRoom(found.unit, ship.cargo, ctx, cargoOrder);
      if (over) report(facts.line, col, 'error', 'CAPACITY', `Cargo of ${ship.name}: ${over}`);
    }
  }
}

/** Checks every movement row of a sheet; `built` counts units bought this turn by abbreviation. */
export function checkMovement(lines: readonly SheetLine[], ctx: CheckContext, newShips: NewShips, built: ReadonlyMap<string, number>, report: Report): void {
  const listed = new Map<string, number>();
  const taken = new Map<string, number>();
  const stillBuilt = new Map(built);
  const empireName = ctx.empire?.name ?? 'this empire';
  const cargoOrder = cargoOrderOf(lines, ctx.settings.cargoOrder);
  const shared = sharedShipNames(ctx.input.units, ctx.input.empireId);
  for (const line of lines) {
    const row = line.row;
    if (row?.kind !== 'movement') continue;
    const columns = splitColumns(line.text).map((c) => c.column);
    const startId = ctx.knownByName.get(row.start) ?? null;
    if (!startId) report(line.line, columns[0] ?? 1, 'error', 'DNE', `START: ${row.start} is not a system ${empireName} knows`, suggest(row.start, knownSystemNames(ctx)));
    const facts: RowFacts = { line: line.line, columns, startId, ships: [] };
    for (const ship of row.ships) {
      const col = columns[1] ?? 1;
      const earlier = listed.get(ship.name);
      if (earlier !== undefined) report(line.line, col, 'error', 'TWICE', `${ship.name} already has orders on line ${earlier}; a ship moves on one row`);
      else listed.set(ship.name, line.line);
      const found = ctx.ships.get(ship.name) ?? null;
      // NOVA: SHIP COMMISSIONS "Ships not uniquely named can't be given orders" (turn/ship-names.ts).
      if (shared.has(ship.name.trim().toUpperCase())) report(line.line, col, 'error', 'NOT-UNIQUE', notUniqueReason(ship.name));
      facts.ships.push({ name: ship.name, facts: found });
      if (found) {
        if (startId && found.unit.systemId !== startId) report(line.line, col, 'error', 'NT', `${ship.name} is in ${systemName(ctx, found.unit.systemId)}, not in ${row.start}`, systemName(ctx, found.unit.systemId));
        // NOVA: WARP POINT DRIFT: a derelict obeys no orders (turn/derelicts.ts); the turn refuses the row's orders for it.
        if (isDerelict(found.unit)) report(line.line, col, 'warning', DERELICT, derelictOrderReason(ship.name));
        continue;
      }
      const builtAt = newShips.get(ship.name);
      if (builtAt !== undefined) {
        if (startId && builtAt !== startId) report(line.line, col, 'error', 'NT', `${ship.name} is commissioned at ${systemName(ctx, builtAt)} this turn, not at ${row.start}`, systemName(ctx, builtAt));
        continue;
      }
      const here = [...ctx.ships.entries()].filter(([, f]) => f.unit.systemId === startId).map(([name]) => name);
      const nearby = [...here, ...[...newShips.entries()].filter(([, at]) => at === startId).map(([name]) => name)];
      report(line.line, col, 'error', 'DNE', `${ship.name}: ${empireName} has no ship of that name`, suggest(ship.name, nearby) ?? suggest(ship.name, ctx.ships.keys()));
    }
    checkCargo(row, facts, ctx, taken, stillBuilt, report, cargoOrder);
    const walked = startId ? walkRoute(row, facts, ctx, report) : { hops: 0, end: null };
    for (const ship of facts.ships) {
      const jd = ship.facts?.jd;
      if (jd !== null && jd !== undefined && walked.hops > jd) report(line.line, columns[2] ?? 1, 'error', 'JD', `Route: ${walked.hops} jumps, but ${ship.name} has JD${jd}: at most ${jd} jumps a turn`);
    }
    checkEquipment(row, facts, walked.hops, ctx, report);
    if (row.retreat) {
      const col = columns[4] ?? 1;
      if (row.retreating) report(line.line, col, 'error', 'RETREAT', 'Retreating ships cannot be given further retreat destinations');
      if (row.retreat.kind === 'system' && !ctx.knownByName.has(row.retreat.name)) {
        report(line.line, col, 'error', 'DNE', `Retreat: ${row.retreat.name} is not a system this empire knows; an unexplored destination is written as a warp letter`, suggest(row.retreat.name, knownSystemNames(ctx)));
      } else if (row.retreat.kind === 'warp' && walked.end !== null && !ctx.warpEnds.get(walked.end)?.has(row.retreat.letter)) {
        report(line.line, col, 'error', 'DNE', `Retreat: ${systemName(ctx, walked.end)}, where the route ends, has no warp point ${row.retreat.letter}`);
      }
    }
  }
}
