/**
 * Unit life cycle: new ids, creation, destruction with cargo (DN §4.0 "if the carrier is
 * destroyed, its cargo is destroyed"), ground units back to their face-down pool (DN §5.0(GF)),
 * Vilani losses for the replacement queue (DN §10.0), allied units' return (DN §12.0, A32).
 */
import type { Location, Owner, Side, Unit, World } from '../model';
import { classOf, coalitionOf, systemOfUnit } from '../state/queries';
import { emit, rollEvent, type Ctx } from './context';

const PREFIX: Record<Owner, string> = { aslan: 'A', human: 'H', independent: 'I' };

/** A fresh unit id: A12, H3, I7 (one counter for the whole game, so ids never repeat). */
export function newUnitId(world: World, owner: Owner): string {
  world.seq += 1;
  return `${PREFIX[owner]}${world.seq}`;
}

/** Adds a unit; keeps world.units sorted by creation. */
export function createUnit(world: World, classId: string, owner: Owner, loc: Location, extra: Partial<Unit> = {}): Unit {
  const unit: Unit = { id: newUnitId(world, owner), classId, owner, loc, ...extra };
  world.units.push(unit);
  return unit;
}

export type DestroyCause = 'space-combat' | 'pd-fire' | 'bombardment' | 'ground-combat' | 'unsupported' | 'surrender' | 'cargo' | 'gm' | 'attacker-wiped';

/**
 * Removes a unit and everything it carries. Player ground units go back to their pool; Vilani
 * ships go to the replacement list of this player turn; allied independents destroyed by enemy
 * action return home after d6 turns (A32); every loss counts for Kingdom unlocks.
 */
export function destroyUnit(ctx: Ctx, unit: Unit, cause: DestroyCause, visibleTo: readonly Side[], battleId?: string): void {
  const world = ctx.world;
  if (!world.units.includes(unit)) return;
  const cargo = world.units.filter((u) => u.loc.kind === 'carried' && u.loc.carrierId === unit.id);
  const cls = classOf(world, unit);
  const systemId = systemOfUnit(world, unit) ?? undefined;
  const coalition = coalitionOf(world, unit);
  world.units = world.units.filter((u) => u !== unit);
  emit(ctx, {
    kind: 'destroyed',
    side: unit.owner,
    systemId,
    unitIds: [unit.id],
    battleId,
    text: `${unit.id} (${cls.code}) destroyed (${cause})`,
    visibleTo,
    data: { cause, classId: cls.id, code: cls.code, owner: unit.owner, coalition },
  });
  if (unit.owner !== 'independent') {
    const side = world.sides[unit.owner];
    side.destroyed[cls.code] = (side.destroyed[cls.code] ?? 0) + 1;
    if (cls.category === 'ground' && unit.strength !== undefined && (cls.code === 'RT' || cls.code === 'JT' || cls.code === 'AT')) {
      side.groundPool[cls.code] = [...side.groundPool[cls.code], unit.strength].sort((a, b) => a - b);
    }
    if (side.variant === 'vilani' && cls.category === 'ship') {
      (world.lostThisPlayerTurn ??= []).push(unit.id);
      (world.graveyard ??= []).push({ ...unit });
    }
  } else if (unit.home && coalition !== 'independent' && cause !== 'gm') {
    // DN §12.0: a destroyed allied unit returns home with the production d6 turns later, free. It comes back as it
    // left: a face-down counter stays face down, known only to those who had seen it (docs/dark-nebula.md).
    const die = rollEvent(ctx, { purpose: `ally return ${unit.id}`, text: `${unit.id} (allied ${cls.code}) will return home`, visibleTo: [coalition as Side], side: coalition, unitIds: [unit.id] });
    world.units.push({ id: unit.id, classId: unit.classId, owner: 'independent', loc: { kind: 'pending', turn: world.turn + die.result, queue: 'ally-return', want: { systemId: systemIdOfBox(world, unit.home), boxId: unit.home } }, strength: unit.strength, home: unit.home, faceDown: unit.faceDown, seenBy: unit.seenBy });
    world.units.sort(byId);
  }
  for (const c of cargo) destroyUnit(ctx, c, 'cargo', visibleTo, battleId);
}

function systemIdOfBox(world: World, boxId: string): string {
  for (const s of world.map.systems) if (s.boxes.some((b) => b.id === boxId)) return s.id;
  return boxId;
}

/** Unit ids sort by their number (one counter for the game): A2 < H3 < A10. */
export function byId(a: { id: string }, b: { id: string }): number {
  const na = Number(/\d+$/.exec(a.id)?.[0] ?? NaN);
  const nb = Number(/\d+$/.exec(b.id)?.[0] ?? NaN);
  if (na !== nb && !Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Moves a unit (and so its cargo) to a new location. */
export function relocate(unit: Unit, loc: Location): void {
  unit.loc = loc;
}
