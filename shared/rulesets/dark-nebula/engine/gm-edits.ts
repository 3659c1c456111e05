/**
 * The GM's overrides between steps (PRODUCT.md: "the GM is the final arbiter: every computed value
 * can be overridden, with a note that is kept"). Each edit is applied at the start of the phase
 * it is stored for, before anything of that phase runs, and logged as a `gm-override` event with
 * its note; the player it concerns is told (the note is printed in that player's packet).
 * RU changes go through changeRu (ledger); die results are overridden in dice.ts.
 */
import type { Owner, Side, Unit, World } from '../model';
import { classOf, mapIndex, placeOfUnit } from '../state/queries';
import { refreshOwnership } from '../state/ownership';
import { changeRu, emit, type Ctx } from './context';
import { destroyUnit } from './units';

export type GmEdit =
  | { readonly kind: 'ru'; readonly side: Side; readonly amount: number; readonly note: string }
  | { readonly kind: 'destroy'; readonly unitId: string; readonly note: string }
  | { readonly kind: 'move'; readonly unitId: string; readonly systemId: string; readonly boxId?: string; readonly note: string }
  | { readonly kind: 'status'; readonly unitId: string; readonly maintFailed?: boolean; readonly neutralized?: boolean; readonly note: string };

/*
 * Box ownership is not an edit of its own: it follows from the units in the box (DN §7.0, A22),
 * so the GM moves or removes units and the owner follows.
 */

const sidesOf = (o: Owner | null | undefined): Side[] => (o === 'aslan' || o === 'human' ? [o] : []);

/** What an edit would change, in words; null when it can be applied. */
export function gmEditProblem(world: World, edit: GmEdit): string | null {
  if (edit.note.trim() === '') return 'a GM override needs a note saying why';
  const idx = mapIndex(world.map);
  const unit = 'unitId' in edit ? world.units.find((u) => u.id === edit.unitId) : undefined;
  switch (edit.kind) {
    case 'ru':
      return Number.isInteger(edit.amount) && edit.amount !== 0 ? null : 'the RU change must be a whole number other than 0';
    case 'destroy':
    case 'status':
      return unit ? null : `there is no unit ${edit.unitId}`;
    case 'move': {
      if (!unit) return `there is no unit ${edit.unitId}`;
      const system = idx.systems.get(edit.systemId);
      if (!system) return `there is no system ${edit.systemId}`;
      if (edit.boxId && !system.boxes.some((b) => b.id === edit.boxId)) return `${system.name} has no box ${edit.boxId}`;
      if (!edit.boxId && classOf(world, unit).category !== 'ship') return `${edit.unitId} is not a ship: put it in a box`;
      return null;
    }
  }
}

/** Applies the GM's edits of one phase, in order; an edit that cannot apply is logged and skipped. */
export function applyGmEdits(ctx: Ctx, edits: readonly GmEdit[]): void {
  const world = ctx.world;
  for (const edit of edits) {
    const problem = gmEditProblem(world, edit);
    if (problem) {
      emit(ctx, { kind: 'gm-override-refused', text: `GM override not applied: ${problem}`, visibleTo: [], data: { edit } });
      continue;
    }
    const unit = 'unitId' in edit ? (world.units.find((u) => u.id === edit.unitId) as Unit) : undefined;
    const told = unit ? sidesOf(unit.owner === 'independent' ? unit.hiredBy : unit.owner) : [];
    switch (edit.kind) {
      case 'ru':
        changeRu(ctx, edit.side, edit.amount, `GM override: ${edit.note}`, { gm: true });
        break;
      case 'destroy':
        emit(ctx, { kind: 'gm-override', side: unit?.owner, unitIds: [edit.unitId], text: `GM ruling: ${edit.unitId} is removed (${edit.note})`, visibleTo: told, data: { edit } });
        if (unit) destroyUnit(ctx, unit, 'gm', told);
        break;
      case 'move': {
        if (!unit) break;
        const before = placeOfUnit(world, unit);
        unit.loc = edit.boxId ? { kind: 'box', systemId: edit.systemId, boxId: edit.boxId } : { kind: 'space', systemId: edit.systemId };
        // Cargo rides along with its carrier; a moved unit no longer rides anything.
        const name = mapIndex(world.map).systems.get(edit.systemId)?.name ?? edit.systemId;
        emit(ctx, { kind: 'gm-override', side: unit.owner, systemId: edit.systemId, unitIds: [unit.id], text: `GM ruling: ${unit.id} is placed at ${name}${edit.boxId ? ` (box ${edit.boxId})` : ''} (${edit.note})`, visibleTo: told, data: { edit, from: before } });
        break;
      }
      case 'status':
        if (!unit) break;
        if (edit.maintFailed !== undefined) unit.maintFailed = edit.maintFailed || undefined;
        if (edit.neutralized !== undefined) unit.neutralized = edit.neutralized || undefined;
        emit(ctx, {
          kind: 'gm-override',
          side: unit.owner,
          unitIds: [unit.id],
          text: `GM ruling: ${unit.id} is ${[edit.maintFailed === undefined ? '' : edit.maintFailed ? 'maintenance-failed' : 'in good repair', edit.neutralized === undefined ? '' : edit.neutralized ? 'neutralized' : 'not neutralized'].filter(Boolean).join(' and ')} (${edit.note})`,
          visibleTo: told,
          data: { edit },
        });
        break;
    }
  }
  if (edits.some((e) => e.kind === 'move' || e.kind === 'destroy')) refreshOwnership(world);
}
