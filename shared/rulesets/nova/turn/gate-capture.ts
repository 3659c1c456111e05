/**
 * Star gate ends changing hands (NOVA: STAR GATES, 3.9).
 *
 * - "SG ends are automatically captured whenever another player seizes control of the system
 *   space." Checked after space combat (G) and after surface combat (I) by `gateCaptureStep`,
 *   as the setting *Capture of star gate ends* says (turn/settings.ts `gateCapture`):
 *   - hostile (default): the end's controller has no ship (not retreating, not aboard) and no
 *     SDU there; exactly one other empire has armed ships (or SDUs) there, at least one of its
 *     ships under H or Z orders this turn; or that empire took the planet from the controller
 *     this turn (surface combat, NOVA: 4.7);
 *   - uncontested: the same without the H/Z condition;
 *   - gm: never by itself.
 *   The GM's ruling (`decisions.gateEnds[unitId]`: the empire that controls the end after G)
 *   replaces all of this for that end.
 * - "Players capturing unconnected SG ends are informed that they are non-functional": the
 *   captor's event says whether the matching end exists (placed or aboard a ship).
 * - "Players who have captured an SG end are informed, at the end of the turn, when the matching
 *   end is destroyed or salvaged": `gateNoticeStep` (end of turn) tells the holder of a captured
 *   end whose partner existed at the turn's start and exists no more.
 * - "SG ends may be voluntarily destroyed during the economic phase of the turn": the general
 *   order `Destroy SG 3` (an end by its name) or `Destroy star gate at BALOR` (every end of the
 *   empire there), carried out by `gateDestructionStep` at B (with salvage). After it the other
 *   end is useless: ships entering it stop (star-gates.ts).
 *
 * The controller of an end is the unit's `empireId`; a captured end keeps `capturedFrom` (the
 * empire it was taken from) and `capturedTurn`. Pure; changes the step's working world.
 */
import type { Unit } from '../../../model/entities';
import { novaRecords } from '../records';
import { aliasesFor } from './contacts-state';
import { ownEvent, gmEvent, type TurnEvent } from './events';
import { asTurnUnit, equipmentOf, isShip, ordersOf, workingWorld } from './fleet';
import { turnSettingsOf } from './settings';
import type { StepInput, StepOutput } from './step';
import type { TurnWorld } from './types';

/** `GO: Destroy SG 3` or `GO: Destroy (our) star gate(s) at BALOR` (also "SG end(s) in …"). */
export const DESTROY_GATE = /^(?:GO|SO|CO)?\s*(?:[:.-]\s*)?destroy\s+(?:(?:our|the)\s+)?(?:(?:star\s*gates?|SGs?)(?:\s+ends?)?\s+(?:at|in)\s+(.+?)|(SG\s*\d+))\s*\.?$/i;

/** Whether a line of the General block is a star-gate destruction order. */
export function isGateDestruction(text: string): boolean {
  return DESTROY_GATE.test(text.trim());
}

function pairOf(unit: Unit): string | null {
  const p = (unit as { pair?: unknown }).pair;
  return typeof p === 'string' && p !== '' ? p : null;
}

const isGate = (u: Unit) => u.kind.toUpperCase() === 'SG';

/** Whether the matching end of `end` exists (placed or aboard a ship). */
export function hasPartner(world: Pick<TurnWorld, 'units'>, end: Unit): boolean {
  const pair = pairOf(end);
  return pair !== null && world.units.some((u) => u.id !== end.id && isGate(u) && pairOf(u) === pair);
}

/** An empire's presence in a system's space: ships there (not aboard, not retreating), armed ones, SDUs. */
function presence(world: TurnWorld, systemId: string) {
  const system = world.systems.find((s) => s.id === systemId);
  const by = new Map<string, { ships: Unit[]; armed: boolean }>();
  const at = (empireId: string) => {
    let p = by.get(empireId);
    if (!p) by.set(empireId, (p = { ships: [], armed: false }));
    return p;
  };
  for (const u of world.units) {
    if (u.systemId !== systemId || asTurnUnit(u).carriedBy) continue;
    if (isShip(u)) {
      if (asTurnUnit(u).retreat) continue;
      const p = at(u.empireId);
      p.ships.push(u);
      p.armed ||= equipmentOf(u, world.designs).armed;
    } else if (u.kind.toUpperCase() === 'SDU') at(u.empireId).armed = true;
  }
  if (system?.ownerId && (system.installations.SDU ?? 0) > 0) at(system.ownerId).armed = true;
  return by;
}

/** Whether some ship of `ships` is under H or Z orders this turn (NOVA: 6.6 H, 6.7 Z). */
function hostileOrders(ships: readonly Unit[], turn: number): boolean {
  return ships.some((s) => {
    const orders = ordersOf(s, turn);
    return orders !== null && (orders.contact[0] === 'H' || orders.activity.some((a) => a.letter === 'Z'));
  });
}

/** The empire that seizes the space around `end` now, or null. */
function captor(world: TurnWorld, start: TurnWorld, end: Unit, mode: 'hostile' | 'uncontested'): { empireId: string; how: 'space' | 'planet' } | null {
  const systemId = end.systemId as string;
  const holder = end.empireId;
  // The planet taken from the controller this turn (surface combat): the system is seized.
  const system = world.systems.find((s) => s.id === systemId);
  const before = start.systems.find((s) => s.id === systemId);
  if (system?.ownerId && system.ownerId !== holder && before?.ownerId === holder && system.capturedFrom === holder) return { empireId: system.ownerId, how: 'planet' };
  const present = presence(world, systemId);
  const mine = present.get(holder);
  if (mine && (mine.ships.length > 0 || mine.armed)) return null;
  const armed = [...present].filter(([id, p]) => id !== holder && p.armed);
  if (armed.length !== 1) return null;
  const [empireId, p] = armed[0] as [string, { ships: Unit[]; armed: boolean }];
  if (p.ships.length === 0) return null;
  if (mode === 'hostile' && !hostileOrders(p.ships, world.turn)) return null;
  return { empireId, how: 'space' };
}

/** Steps G and I: SG ends captured with the system space (or by the GM's ruling, after G). */
export function gateCaptureStep(input: StepInput, step: 'G' | 'I'): StepOutput {
  const world = workingWorld(input);
  const start = input.start ?? input.world;
  const events: TurnEvent[] = [];
  const mode = turnSettingsOf(input.settings).gateCapture;
  const rulings = input.decisions.gateEnds ?? {};
  const taken = new Map<string, { unitIds: string[]; from: string; to: string; how: 'space' | 'planet' | 'ruling'; systemId: string; functional: boolean }>();
  for (const end of novaRecords(world).units) {
    if (!isGate(end) || !end.systemId || end.carriedBy) continue;
    const ruled = step === 'G' ? rulings[end.id] : undefined;
    const to = ruled ? (ruled.value === end.empireId || !world.empires.some((e) => e.id === ruled.value) ? null : { empireId: ruled.value, how: 'ruling' as const }) : mode === 'gm' ? null : captor(world, start, end, mode);
    if (ruled) events.push(gmEvent(step, end.systemId, { kind: 'ruling', what: `control of ${end.name || end.id}`, value: ruled.value, note: ruled.note }));
    if (!to) continue;
    const key = `${end.systemId}|${end.empireId}|${to.empireId}|${to.how}`;
    const group = taken.get(key) ?? { unitIds: [], from: end.empireId, to: to.empireId, how: to.how, systemId: end.systemId, functional: true };
    group.unitIds.push(end.id);
    group.functional &&= hasPartner(world, end);
    taken.set(key, group);
  }
  for (const g of taken.values()) {
    for (const id of g.unitIds) {
      const i = world.units.findIndex((u) => u.id === id);
      world.units[i] = { ...(world.units[i] as Unit), empireId: g.to, capturedFrom: g.from, capturedTurn: world.turn } as Unit;
    }
    // Only the captor is told (NOVA: 7.4): the controller has nothing there to see it.
    events.push({ ...ownEvent(step, g.to, g.systemId, { kind: 'gate-captured', unitIds: g.unitIds, fromEmpireId: g.from, functional: g.functional, how: g.how }), aliases: aliasesFor(world.empires, [g.to], [g.from]) });
  }
  return { world, events, rolls: [], rng: input.rng };
}

/** G: ends captured with the system space, after space combat. */
export function gateCaptureAfterSpace(input: StepInput): StepOutput {
  return gateCaptureStep(input, 'G');
}

/** I: ends captured with the planet (or the space), after surface combat. */
export function gateCaptureAfterSurface(input: StepInput): StepOutput {
  return gateCaptureStep(input, 'I');
}

/** B: SG ends destroyed by their controller's order (NOVA: STAR GATES "during the economic phase"). */
export function gateDestructionStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  for (const sheet of input.orders) {
    if (sheet.missing) continue;
    for (const l of sheet.lines) {
      if (l.row?.kind !== 'general') continue;
      const m = DESTROY_GATE.exec(l.row.text.trim());
      if (!m) continue;
      const own = world.units.filter((u) => isGate(u) && u.empireId === sheet.empireId);
      let ends: Unit[];
      if (m[2]) {
        const name = m[2].replace(/\s+/g, ' ').toUpperCase();
        ends = own.filter((u) => u.name.replace(/\s+/g, ' ').toUpperCase() === name);
      } else {
        const where = (m[1] ?? '').trim().toUpperCase();
        const system = world.systems.find((s) => s.name.toUpperCase() === where);
        ends = system ? own.filter((u) => u.systemId === system.id) : [];
      }
      if (ends.length === 0) {
        events.push(ownEvent('B', sheet.empireId, null, { kind: 'order-error', line: l.line, text: l.text, code: 'SG', reason: `no star gate end of this empire ${m[2] ? `is called ${m[2].toUpperCase()}` : `is in ${(m[1] ?? '').toUpperCase()}`}`, unitIds: [] }));
        continue;
      }
      const gone = new Set(ends.map((u) => u.id));
      world.units = world.units.filter((u) => !gone.has(u.id));
      events.push(ownEvent('B', sheet.empireId, ends[0]?.systemId ?? null, { kind: 'gate-destroyed', unitIds: ends.map((u) => u.id), line: l.line }));
    }
  }
  return { world, events, rolls: [], rng: input.rng };
}

/** End of turn: the holder of a captured end whose matching end existed at the turn's start and is gone is told. */
export function gateNoticeStep(input: StepInput): StepOutput {
  const world = input.world;
  const start = input.start ?? input.world;
  const events: TurnEvent[] = [];
  for (const end of novaRecords(world).units) {
    if (!isGate(end) || typeof (end as { capturedFrom?: unknown }).capturedFrom !== 'string') continue;
    const before = start.units.find((u) => u.id === end.id);
    if (!before || !hasPartner(start, before) || hasPartner(world, end)) continue;
    events.push(ownEvent('end', end.empireId, end.systemId ?? null, { kind: 'gate-partner-lost', unitIds: [end.id] }));
  }
  return { world, events, rolls: [], rng: input.rng };
}
