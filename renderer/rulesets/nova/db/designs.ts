/**
 * Repository of NOVA designs (the `designs` table; the NOVA data on each record's `nova`
 * field, schema in shared/rulesets/nova/design-model.ts). Writes are transactions through
 * trackSave that stamp the game's updatedAt.
 */
import type { NovaDesignRow } from '../../../../shared/rulesets/nova/records';
import { novaDesignSchema, type NovaDesign } from '../../../../shared/rulesets/nova/design-model';
import type { ParsedDesign } from '../../../../shared/rulesets/nova/design-text';
import type { CritLine } from '../../../../shared/rulesets/nova/combat/ship-spec';
import { newLocalId } from './empires';
import type { WarpdeskDb } from '../../../db/schema';
import { trackSave } from '../../../db/save-status';
import { novaTables } from './tables';

/** A design record with its NOVA data read (defaults filled). */
export interface NovaDesignRecord extends NovaDesignRow {
  nova: NovaDesign;
}

export function asNovaDesign(design: NovaDesignRow): NovaDesignRecord {
  const parsed = novaDesignSchema.safeParse(design.nova ?? {});
  return { ...design, nova: parsed.success ? parsed.data : novaDesignSchema.parse({}) };
}

function nowIso(): string {
  return new Date().toISOString();
}

export async function listEmpireDesigns(db: WarpdeskDb, gameId: string, empireId: string): Promise<NovaDesignRecord[]> {
  const rows = await novaTables(db).designs.where('[gameId+empireId]').equals([gameId, empireId]).toArray();
  return rows.map(asNovaDesign).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || a.name.localeCompare(b.name));
}

/** Adds designs of one empire; returns their ids in order. */
export async function addDesigns(db: WarpdeskDb, gameId: string, empireId: string, designs: readonly { kind: 'ship' | 'missile'; name: string; nova: NovaDesign }[]): Promise<string[]> {
  return trackSave(() =>
    db.transaction('rw', [db.games, db.designs], async () => {
      const existing = await novaTables(db).designs.where('[gameId+empireId]').equals([gameId, empireId]).toArray();
      let seq = Math.max(0, ...existing.map((d) => d.seq ?? 0));
      const rows: NovaDesignRow[] = designs.map((d) => ({ gameId, id: newLocalId('d'), empireId, kind: d.kind, name: d.name.trim() || 'Unnamed design', nova: d.nova, seq: ++seq }));
      await novaTables(db).designs.bulkAdd(rows);
      await db.games.update(gameId, { updatedAt: nowIso() });
      return rows.map((r) => r.id);
    }),
  );
}

export async function addDesign(db: WarpdeskDb, gameId: string, empireId: string, kind: 'ship' | 'missile', name: string, nova: NovaDesign = novaDesignSchema.parse({})): Promise<string> {
  const [id] = await addDesigns(db, gameId, empireId, [{ kind, name, nova }]);
  return id as string;
}

/** Stores designs read from a player's text (see parseDesignText). */
export function addParsedDesigns(db: WarpdeskDb, gameId: string, empireId: string, parsed: readonly ParsedDesign[]): Promise<string[]> {
  return addDesigns(db, gameId, empireId, parsed.map((p) => ({ kind: p.kind, name: p.name, nova: p.nova })));
}

/**
 * Changes a design's name, NOVA data and/or its official critical-hit chart (NOVA: CRITICAL HITS:
 * "only charts produced by the GM are official"; `critChart: null` goes back to the rules' chart).
 */
export async function updateDesign(db: WarpdeskDb, gameId: string, designId: string, changes: { name?: string; nova?: NovaDesign; critChart?: CritLine[] | null }): Promise<void> {
  if (changes.name !== undefined && changes.name.trim() === '') throw new Error('A design needs a class name');
  await trackSave(() =>
    db.transaction('rw', [db.games, db.designs], async () => {
      const design = await novaTables(db).designs.get([gameId, designId]);
      if (!design) throw new Error('This design no longer exists');
      const next: NovaDesignRow = { ...design, ...(changes.name !== undefined ? { name: changes.name } : {}), ...(changes.nova ? { nova: changes.nova } : {}) };
      if (changes.critChart === null) delete next.critChart;
      else if (changes.critChart !== undefined) next.critChart = changes.critChart;
      await novaTables(db).designs.put(next);
      await db.games.update(gameId, { updatedAt: nowIso() });
    }),
  );
}

/** Deletes a design and the pregame ships bought of it, all or nothing. Redesigns of it lose their parent link. */
export async function deleteDesign(db: WarpdeskDb, gameId: string, designId: string): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.designs, db.units], async () => {
      const design = await novaTables(db).designs.get([gameId, designId]);
      if (!design) return;
      const ships = await db.units.where('[gameId+empireId]').equals([gameId, design.empireId]).toArray();
      await db.units.bulkDelete(ships.filter((u) => u.designId === designId && u.pregame === true).map((u) => [gameId, u.id] as [string, string]));
      const children = (await novaTables(db).designs.where('[gameId+empireId]').equals([gameId, design.empireId]).toArray()).map(asNovaDesign).filter((d) => d.nova.parentId === designId);
      for (const child of children) {
        const { parentId: _dropped, ...nova } = child.nova;
        await novaTables(db).designs.put({ ...child, nova: { ...nova, notes: `${nova.notes}${nova.notes ? '\n' : ''}Redesign of "${design.name}", which was deleted.` } });
      }
      await novaTables(db).designs.delete([gameId, designId]);
      await db.games.update(gameId, { updatedAt: nowIso() });
    }),
  );
}
