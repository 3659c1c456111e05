/**
 * What follows a change of box owner: the event, and the Vilani governor's term (DN §10.0, A41):
 * +1 game turn for each DN Type-2 box captured (each box once a game), −1 for each box of imperial
 * territory lost (each loss). Recaptures give nothing back unless the setting says so.
 */
import type { Owner, Side } from '../model';
import { refreshOwnership } from '../state/ownership';
import { mapIndex, sheetOf } from '../state/queries';
import { emit, type Ctx } from './context';

export function applyOwnership(ctx: Ctx): void {
  const world = ctx.world;
  const changes = refreshOwnership(world);
  const vilani: Side | null = world.sides.human.variant === 'vilani' ? 'human' : null;
  for (const [boxId, before, after] of changes) {
    const entry = mapIndex(world.map).boxes.get(boxId);
    if (!entry) continue;
    const players = [before, after].filter((o): o is Side => o === 'aslan' || o === 'human');
    emit(ctx, { kind: 'box-owner', boxId, systemId: entry.system.id, text: `${entry.box.name}: ${label(before)} → ${label(after)}`, visibleTo: players.length > 0 ? [...new Set(players)] : [], data: { before, after } });
    if (!vilani) continue;
    const state = world.boxes[boxId];
    if (!state) continue;
    if (after === vilani && entry.box.type === 2 && sheetOf(world, entry.system.id)?.role === 'nebula' && !entry.box.imperial && !state.termCounted) {
      state.termCounted = true;
      world.clocks.vilaniTermEnd += 1;
      emit(ctx, { kind: 'vilani-term', side: vilani, boxId, text: `Governor's term +1 (DN Type-2 box ${entry.box.name} captured): truce at the end of turn ${world.clocks.vilaniTermEnd}`, visibleTo: [vilani], data: { termEnd: world.clocks.vilaniTermEnd } });
    }
    if (before === vilani && after !== vilani && entry.box.imperial) {
      world.clocks.vilaniTermEnd -= 1;
      emit(ctx, { kind: 'vilani-term', side: vilani, boxId, text: `Governor's term −1 (imperial box ${entry.box.name} lost): truce at the end of turn ${world.clocks.vilaniTermEnd}`, visibleTo: [vilani], data: { termEnd: world.clocks.vilaniTermEnd } });
    }
    if (world.settings.termRecapture && after === vilani && before !== vilani && entry.box.imperial && before !== null) {
      world.clocks.vilaniTermEnd += 1;
      emit(ctx, { kind: 'vilani-term', side: vilani, boxId, text: `Governor's term +1 (imperial box ${entry.box.name} recaptured, ambiguity A41 option)`, visibleTo: [vilani] });
    }
  }
}

function label(o: Owner | null): string {
  return o ?? 'nobody';
}
