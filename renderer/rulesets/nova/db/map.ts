/**
 * Repository of the strategic map: loads a game's map and writes each editor command in
 * one transaction (systems, warp lines, empires' home stars, knowledge), through trackSave
 * so the "Saved" indicator tells the truth, stamping the game's updatedAt.
 */
import type { Change, MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import type { MapModel } from '../../../../shared/rulesets/nova/map/model';
import type { WarpdeskDb } from '../../../db/schema';
import { trackSave } from '../../../db/save-status';
import type { Table } from 'dexie';
import { novaTables } from './tables';

/** The map of a game and the records that change with it. */
export async function loadMap(db: WarpdeskDb, gameId: string): Promise<MapModel> {
  return db.transaction('r', [db.systems, db.warpLines, db.empires, db.knowledge], async () => ({
    systems: await novaTables(db).systems.where('gameId').equals(gameId).toArray(),
    lines: await novaTables(db).warpLines.where('gameId').equals(gameId).toArray(),
    empires: (await db.empires.where('gameId').equals(gameId).toArray()).sort((a, b) => a.position - b.position),
    knowledge: await db.knowledge.where('gameId').equals(gameId).toArray(),
  }));
}

async function write<T extends { gameId: string; id: string }>(table: Table<T, [string, string]>, gameId: string, changes: readonly Change<T>[]): Promise<void> {
  const deletes: [string, string][] = [];
  const puts: T[] = [];
  for (const { before, after } of changes) {
    if (before && (!after || after.id !== before.id)) deletes.push([gameId, before.id]);
    if (after) puts.push({ ...after, gameId });
  }
  if (deletes.length) await table.bulkDelete(deletes);
  if (puts.length) await table.bulkPut(puts);
}

/**
 * Saves one command. Refuses (and writes nothing) when it would delete a system that
 * still holds units: those must be moved or removed first.
 */
export async function saveMapCommand(db: WarpdeskDb, gameId: string, cmd: MapCommand): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.systems, db.warpLines, db.empires, db.knowledge, db.units], async () => {
      const deleted = cmd.systems.filter((c) => c.before && !c.after).map((c) => c.before?.id as string);
      if (deleted.length) {
        const gone = new Set(deleted);
        const held = (await db.units.where('gameId').equals(gameId).toArray()).filter((u) => u.systemId && gone.has(u.systemId));
        if (held.length) throw new Error(`${held.length} unit${held.length === 1 ? ' is' : 's are'} still in a system you are deleting; move or remove ${held.length === 1 ? 'it' : 'them'} first.`);
      }
      await write(novaTables(db).systems, gameId, cmd.systems);
      await write(novaTables(db).warpLines, gameId, cmd.lines);
      // Map edits change only an empire's home star: write that field alone, so nothing else
      // another screen changed meanwhile is overwritten by the editor's copy.
      for (const { after } of cmd.empires) if (after) await db.empires.update([gameId, after.id], { homeSystemId: after.homeSystemId });
      await write(db.knowledge, gameId, cmd.knowledge);
      const updated = await db.games.update(gameId, { updatedAt: new Date().toISOString() });
      if (updated === 0) throw new Error('This game no longer exists');
    }),
  );
}
