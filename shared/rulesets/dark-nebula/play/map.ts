/**
 * A map edited in the map editor, written into the game's records: systems and routes rows,
 * the sheets in the game state, each box's state kept (a new box has no owner yet, a box
 * removed takes its state with it), box owners worked out again from the units. While the
 * setup is not finished the game is set up again on the new map (the independents go where
 * VALKA, MIZAH, RIA/Alis and GODORO now are).
 */
import type { GameMap, World } from '../model';
import { recordsFromWorld, worldFromRecords } from '../records/convert';
import type { DnRecords } from '../records/schemas';
import { refreshOwnership } from '../state/ownership';
import { systemOfUnit } from '../state/queries';
import { applySetupDraft, setupDraftOf } from './setup';

/** Systems and boxes where units are: the editor refuses to remove them. */
export function mapInUse(world: World): { systems: Set<string>; boxes: Set<string> } {
  const systems = new Set<string>();
  const boxes = new Set<string>();
  for (const u of world.units) {
    const s = systemOfUnit(world, u);
    if (s) systems.add(s);
    if (u.loc.kind === 'box') boxes.add(u.loc.boxId);
    if (u.loc.kind === 'pending' && u.loc.want) {
      systems.add(u.loc.want.systemId);
      if (u.loc.want.boxId) boxes.add(u.loc.want.boxId);
    }
  }
  return { systems, boxes };
}

export function recordsWithMap(records: DnRecords, map: GameMap): DnRecords {
  const { world } = worldFromRecords(records);
  const boxes: World['boxes'] = {};
  for (const s of map.systems) for (const b of s.boxes) boxes[b.id] = world.boxes[b.id] ?? { owner: null };
  const next: World = { ...world, map, boxes, hexControl: Object.fromEntries(Object.entries(world.hexControl).filter(([id]) => map.systems.some((s) => s.id === id))), explored: Object.fromEntries(Object.entries(world.explored).filter(([id]) => map.routes.some((r) => r.id === id))) };
  refreshOwnership(next);
  const written = recordsFromWorld(next, records.game, records.empires);
  const out: DnRecords = { ...records, ...written };
  const draft = setupDraftOf(out);
  return draft && !draft.done ? applySetupDraft(out, draft) : out;
}
