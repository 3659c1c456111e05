/**
 * The referee's desk at the table (live mode; digest §4.3): where a live run of the turn stands and what
 * the next step is (phases A–F, each movement segment, then H–L), which fleets may move in the coming
 * segment by the speed chart and in which order they are offered (GD §11.5.1), the places a fleet may step
 * to, and the move the referee enters written into the player's sheet as a movement cell, so the table
 * and the mail game run the same engine on the same orders.
 */
import { z } from 'zod';
import type { OrderLine } from '../../../orders/sheet-spec';
import { isStep, mapIndex, type Position } from '../map/geometry';
import { mayMove } from '../rules/movement-chart';
import { offerOrder, segmentProtocol, type Choice, type Mover, type ProtocolState } from '../rules/segment-priority';
import type { SheetSection } from '../orders/order-sheet';
import { expectedSegments } from '../orders/check';
import type { World } from '../world/world';
import { playOrder } from '../rules/play-order';
import { UNIT_TYPES } from '../rules/units';
import { fleetSpeed } from '../rules/movement-chart';
import type { SegmentOffers, TurnResult } from './model';

/** Where a live run stands, and what the desk's next step is. */
export type DeskStage =
  | { readonly kind: 'start' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'segment'; readonly segment: number; readonly segments: number }
  | { readonly kind: 'finish'; readonly segments: number }
  | { readonly kind: 'done' };

/** The segments of the turn as the run knows them (its 'segments' event), or as the board stands. */
export function segmentsOfRun(run: TurnResult<World>, world: World): number {
  const e = run.events.find((x) => x.kind === 'segments');
  const n = e?.data?.segments;
  return typeof n === 'number' ? n : expectedSegments(world);
}

/** The desk's stage from a run and where it was asked to stop. */
export function deskStage(run: TurnResult<World>, until: { phase?: string; segment?: number } | null): DeskStage {
  if (run.done) return { kind: 'done' };
  if (run.pending.length > 0) return { kind: 'pending' };
  const segments = segmentsOfRun(run, run.world);
  if (until?.phase === 'F') return { kind: 'segment', segment: 1, segments };
  if (until?.segment !== undefined) return until.segment >= segments ? { kind: 'finish', segments } : { kind: 'segment', segment: until.segment + 1, segments };
  return { kind: 'start' };
}

/** A fleet the desk may move in a segment, with its offer in the segment's order (GD §11.5.1). */
export interface DeskMover {
  readonly fleetId: string;
  readonly ownerId: string;
  readonly ref: string;
  readonly number: number;
  readonly speed: number;
  readonly hexId: string;
  readonly half: 0 | 1 | null;
  readonly mayMove: boolean;
  /** 1-based place in the offer order among the fleets that may move (0 for those that may not). */
  readonly offer: number;
  /** 0-based place of its owner in this turn's Player Play Order (GD §11.1). */
  readonly playOrder: number;
}

/** The fleets on the board and whether each may move in `segment` of `segments`, fastest first, then play order. */
export function deskMovers(world: World, segment: number, segments: number): DeskMover[] {
  const order = playOrder(world.turn, world.table.firstSeat, world.players.length);
  const seatOf = new Map(world.players.map((p) => [p.id, order.indexOf(p.seat)]));
  const fleets = world.fleets.map((f) => {
    const speed = fleetSpeed(world.units.filter((u) => u.fleetId === f.id).map((u) => UNIT_TYPES[u.code].speed + (u.hied ? 1 : 0)));
    return { f, speed, may: mayMove(speed, segment, segments) };
  });
  const offers = offerOrder(fleets.filter((x) => x.may).map((x) => ({ id: x.f.id, speed: x.speed, playOrder: seatOf.get(x.f.ownerId) ?? 99 })));
  const rank = new Map(offers.map((m, i) => [m.id, i + 1]));
  return fleets
    .map(({ f, speed, may }) => ({ fleetId: f.id, ownerId: f.ownerId, ref: `F${f.number}`, number: f.number, speed, hexId: f.hexId, half: f.half, mayMove: may, offer: rank.get(f.id) ?? 0, playOrder: seatOf.get(f.ownerId) ?? 99 }))
    .sort((a, b) => (a.offer || 999) - (b.offer || 999) || (seatOf.get(a.ownerId) ?? 0) - (seatOf.get(b.ownerId) ?? 0) || a.number - b.number);
}

/** The desk's move-or-wait offers of a segment (GD §11.5.1): the protocol's state, with the fleets by id. */
export interface DeskProtocol extends ProtocolState {
  /** The fleet whose offer it is now; null when every eligible fleet has moved or lost its move. */
  readonly onOffer: DeskMover | null;
  /** The GM's note when the table settles this segment's moves without the offers; null when they are played. */
  readonly override: string | null;
  /** Every eligible fleet has moved or lost its move (or the GM overrode the offers): the segment may be resolved. */
  readonly complete: boolean;
}

/** Where a segment's move-or-wait offers stand at the desk, from the movers and the choices recorded (GD §11.5.1). */
export function deskProtocol(movers: readonly DeskMover[], record: SegmentOffers | undefined, lookahead = 8): DeskProtocol {
  const eligible: Mover[] = movers.filter((m) => m.mayMove).map((m) => ({ id: m.fleetId, speed: m.speed, playOrder: m.playOrder }));
  const state = segmentProtocol(eligible, record?.choices ?? [], lookahead);
  const override = record?.override ?? null;
  const onOffer = state.next ? (movers.find((m) => m.fleetId === state.next?.mover.id) ?? null) : null;
  return { ...state, onOffer, override, complete: override !== null || (state.next === null && state.problem === null) };
}

/**
 * What one answer to the offer writes (GD §11.5.1): the segment's record with the choice added, and the
 * fleet's movement cell when the answer settles it (a move: the place; a final wait: H, the move lost);
 * a wait that will be offered again writes no cell.
 */
export function answerOffer(offers: Readonly<Record<string, SegmentOffers>>, segment: number, protocol: DeskProtocol, choice: Choice): { ok: true; offers: Record<string, SegmentOffers>; cell: string | null } | { ok: false; reason: string } {
  const next = protocol.next;
  if (protocol.override !== null) return { ok: false, reason: `segment ${segment}'s moves are settled by the GM (${protocol.override}), not by offers` };
  if (!next) return { ok: false, reason: `every fleet of segment ${segment} has moved or lost its move` };
  if (next.mover.id !== choice.id) return { ok: false, reason: `it is ${protocol.onOffer?.ref ?? next.mover.id}'s offer, not ${choice.id}'s` };
  if (choice.choice === 'move' && !choice.to) return { ok: false, reason: 'a move needs a place' };
  const key = String(segment);
  const before = offers[key];
  const record: SegmentOffers = { choices: [...(before?.choices ?? []), choice.choice === 'move' ? { id: choice.id, choice: 'move', to: choice.to as string } : { id: choice.id, choice: 'wait' }], override: null };
  const cell = choice.choice === 'move' ? (choice.to as string) : next.final ? 'H' : null;
  return { ok: true, offers: { ...offers, [key]: record }, cell };
}

/** The segment's record with the GM's override (a note: the table settles the moves itself), or with it lifted (null), the choices kept. */
export function overrideOffers(offers: Readonly<Record<string, SegmentOffers>>, segment: number, note: string | null): Record<string, SegmentOffers> {
  const key = String(segment);
  return { ...offers, [key]: { choices: offers[key]?.choices ?? [], override: note === null ? null : note.trim() } };
}

/** The places one step from a fleet's position: neighbouring hexes (each half of a divided one) and the other half of its own hex. */
export function stepTargets(world: World, from: Position): Position[] {
  const index = mapIndex(world);
  const here = index.get(from.hexId);
  if (!here) return [];
  const candidates: Position[] = [];
  if (here.divided) candidates.push({ hexId: here.id, half: (((from.half ?? 0) + 1) % 2) as 0 | 1 });
  for (const n of index.neighbours(here)) {
    if (n.hex.divided) candidates.push({ hexId: n.hex.id, half: 0 }, { hexId: n.hex.id, half: 1 });
    else candidates.push({ hexId: n.hex.id, half: null });
  }
  return candidates.filter((to) => isStep(index, from, to, world.rules.halfAdjacency).ok);
}

/** The movement cell of a place, as the sheet writes it: a hex label, with U or L for a half. */
export function cellOf(world: World, to: Position): string {
  const h = world.hexes.find((x) => x.id === to.hexId);
  return `${h?.label ?? to.hexId}${to.half === null ? '' : to.half === 0 ? 'U' : 'L'}`;
}

/**
 * A sheet's rows with one movement cell set: the fleet's row (made when it has none, with ## where its
 * speed forbids a move) gets `cell` in `segment`; other cells keep what they held (H when empty).
 */
export function withMoveCell(lines: readonly OrderLine<SheetSection>[], fleet: { ref: string; speed: number }, segments: number, segment: number, cell: string, newId: () => string): OrderLine<SheetSection>[] {
  const isRow = (l: OrderLine<SheetSection>) => l.section === 'movement' && (l.text.trim().split(/\s+/)[0] ?? '').toUpperCase() === fleet.ref.toUpperCase() && /^\S+\s+\d+(\s|$)/.test(l.text.trim());
  const existing = lines.find(isRow);
  const tokens = existing ? existing.text.replace(/\s#(\s.*)?$/, '').trim().split(/\s+/) : [fleet.ref, String(fleet.speed)];
  const cells = tokens.slice(2);
  const out: string[] = [];
  for (let s = 1; s <= segments; s++) out.push(s === segment ? cell : (cells[s - 1] ?? (mayMove(fleet.speed, s, segments) ? 'H' : '##')));
  // A note the player wrote after the row stays with it.
  const note = existing ? (/\s#(\s.*)?$/.exec(existing.text)?.[0] ?? '') : '';
  const text = `${fleet.ref}  ${fleet.speed}  ${out.join('  ')}${note}`;
  if (existing) return lines.map((l) => (l === existing ? { ...l, text, keepInvalid: false } : l));
  return [...lines, { id: newId(), section: 'movement', text, keepInvalid: false }];
}

/** Roll groups of the players' own dice (live mode), by what the table rolls itself. */
export const PHYSICAL_PRESETS = {
  none: [] as string[],
  battles: ['T*.S*.B*.R*'],
  table: ['T*.S*'],
  all: 'all' as const,
} as const;
export type PhysicalPreset = keyof typeof PHYSICAL_PRESETS;

/** The preset a stored list of physical groups is. */
export function physicalPreset(physical: readonly string[] | 'all'): PhysicalPreset {
  if (physical === 'all') return 'all';
  if (physical.length === 0) return 'none';
  if (physical.length === 1 && physical[0] === 'T*.S*') return 'table';
  return 'battles';
}

const battleDecisionsSchema = z.looseObject({ allocations: z.record(z.string(), z.record(z.string(), z.int().min(0))).optional() });

/** The stored battle decisions with one hand allocation set (GD §11.6): `given` hits by combatant id for a side in a round. */
export function withHandAllocation(battles: Readonly<Record<string, unknown>>, battleId: string, round: number, sideId: string, given: Readonly<Record<string, number>>): Record<string, unknown> {
  const read = battleDecisionsSchema.safeParse(battles[battleId] ?? {});
  const b = read.success ? read.data : {};
  const hits = Object.fromEntries(Object.entries(given).filter(([, n]) => n > 0));
  return { ...battles, [battleId]: { ...b, allocations: { ...(b.allocations ?? {}), [`${round}:${sideId}`]: hits } } };
}
