/**
 * The turn engine's world and the game's stored records: which collections a turn reads
 * and replaces, and what changed between two worlds (an empire's new knowledge, its forces).
 */
import type { GameRecords } from '../../../format/archive';
import type { Knowledge } from '../../../model/entities';
import { novaRecords } from '../records';
import type { TurnWorld } from './types';

/** The collections a turn reads and, when committed, replaces. */
export const WORLD_COLLECTIONS = ['empires', 'systems', 'warpLines', 'units', 'designs', 'knowledge'] as const;
export type WorldCollection = (typeof WORLD_COLLECTIONS)[number];

/** The world of turn `turn` as the game's records hold it. */
export function worldFromRecords(stored: Pick<GameRecords, 'game' | WorldCollection>, turn: number): TurnWorld {
  const records = novaRecords(stored);
  return {
    gameId: records.game.id,
    turn,
    empires: records.empires,
    systems: records.systems,
    warpLines: records.warpLines,
    units: records.units,
    designs: records.designs,
    knowledge: records.knowledge,
  };
}

/**
 * The engine's scratch fields on a unit: set and read within one turn's run (the ship's orders of
 * the turn from step D, how it arrived from step F), never stored: a unit row holds the unit.
 */
export const UNIT_SCRATCH = ['turnOrders', 'arrival', 'arrivedTurn', 'arrivedFrom', 'interdictedOn'] as const;

/** The world's rows of one collection as they are stored: stamped with the game's id (a step may create records without it), the engine's scratch left out. */
export function worldRows(world: TurnWorld, name: WorldCollection): { gameId: string; id: string }[] {
  return (world[name] as readonly { id: string }[]).map((row) => {
    const stored: Record<string, unknown> = { ...row, gameId: world.gameId };
    if (name === 'units') for (const key of UNIT_SCRATCH) delete stored[key];
    return stored as { gameId: string; id: string };
  });
}

/** The game's records with the world's collections in place of their own; the game row and the rest are kept. */
export function recordsWithWorld(records: GameRecords, world: TurnWorld): GameRecords {
  const out: GameRecords = { ...records };
  for (const name of WORLD_COLLECTIONS) (out as unknown as Record<WorldCollection, unknown>)[name] = worldRows(world, name);
  return out;
}

/** A stable text of a collection for comparison: rows by id, gameId left out. */
function collectionText(world: TurnWorld, name: WorldCollection): string {
  const rows = [...(world[name] as readonly { id: string }[])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return JSON.stringify(rows.map(({ gameId: _g, ...rest }: { id: string; gameId?: string }) => rest));
}

/** The collections whose records differ between two worlds. */
export function changedCollections(a: TurnWorld, b: TurnWorld): WorldCollection[] {
  return WORLD_COLLECTIONS.filter((name) => collectionText(a, name) !== collectionText(b, name));
}

/** Same records in every collection (the order of rows and gameId aside). */
export function sameWorld(a: TurnWorld, b: TurnWorld): boolean {
  return changedCollections(a, b).length === 0;
}

/** The knowledge records of `empireId` that are new or changed in `after` (NOVA: 2.4 what a player learns). */
export function newKnowledge(before: TurnWorld, after: TurnWorld, empireId: string): { record: Knowledge; isNew: boolean }[] {
  const old = new Map(before.knowledge.filter((k) => k.empireId === empireId).map((k) => [k.id, JSON.stringify(k)]));
  return after.knowledge
    .filter((k) => k.empireId === empireId)
    .flatMap((record) => {
      const was = old.get(record.id);
      if (was === JSON.stringify(record)) return [];
      return [{ record, isNew: was === undefined }];
    });
}

/** An empire's ships per system (units of kind `ship` with a system), by system id. */
export function shipsBySystem(world: TurnWorld, empireId: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const unit of world.units) {
    if (unit.empireId !== empireId || unit.kind !== 'ship' || !unit.systemId) continue;
    out.set(unit.systemId, (out.get(unit.systemId) ?? 0) + 1);
  }
  return out;
}
