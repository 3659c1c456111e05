/**
 * Exploration of Dark Nebula boxes (DN §11.0 科学上の価値): an explorer in the system and at least one
 * own ground unit in the box; after 4 own combat phases (the landing phase is #1, A24; reaction
 * phases count when the party is in the reaction stack) roll on the exploration table. Attacked or
 * leaving before then: the project fails. On success the explorer returns to the capital, where
 * the technology application table is rolled; the result applies from the next own M&P phase.
 */
import type { Box, Exploration, Side, StarSystem } from '../model';
import { capitalOf, classOf, mapIndex, placeOfUnit, sheetOf } from '../state/queries';
import { TECH_NAMES, explorationSucceeds, techResult } from '../tables/exploration';
import { emit, rollEvent, type Ctx } from './context';

function explorable(ctx: Ctx, system: StarSystem, box: Box): boolean {
  if (sheetOf(ctx.world, system.id)?.role !== 'nebula') return false;
  if (ctx.world.settings.explorableBoxes === 'table-columns' && !box.techColumn) return false;
  return !ctx.world.boxes[box.id]?.exploredBy;
}

function partyIntact(ctx: Ctx, p: Exploration): string | null {
  const world = ctx.world;
  const ex = world.units.find((u) => u.id === p.explorerId);
  if (!ex || placeOfUnit(world, ex)?.systemId !== p.systemId) return 'the explorer left or was lost';
  const troops = p.troopIds.map((id) => world.units.find((u) => u.id === id)).filter((u) => u && placeOfUnit(world, u)?.boxId === p.boxId);
  if (troops.length === 0) return 'no troop of the party is left in the box';
  if (ex.attacked || troops.some((t) => t?.attacked)) return 'the party was attacked';
  return null;
}

/** End of every phase: parties attacked or gone fail at once (DN §11.0). */
export function checkExplorations(ctx: Ctx): void {
  for (const p of ctx.world.explorations) {
    if (p.status !== 'active') continue;
    const why = partyIntact(ctx, p);
    if (why) {
      p.status = 'failed';
      emit(ctx, { kind: 'exploration-failed', side: p.side, boxId: p.boxId, systemId: p.systemId, text: `Exploration of ${p.boxId} fails: ${why}; it must start over`, visibleTo: [p.side] });
    }
  }
}

/** End of an own combat phase of `side`: start projects, count phases, roll at the 4th. */
export function progressExplorations(ctx: Ctx, side: Side, reactionPhase: boolean): void {
  const world = ctx.world;
  if (world.sides[side].variant === 'vilani') return;
  checkExplorations(ctx);
  for (const p of world.explorations) {
    if (p.side !== side || p.status !== 'active') continue;
    const party = [p.explorerId, ...p.troopIds].map((id) => world.units.find((u) => u.id === id));
    if (reactionPhase && !party.some((u) => u?.reaction)) continue;
    p.phases += 1;
    if (p.phases < 4) {
      emit(ctx, { kind: 'exploration-progress', side, boxId: p.boxId, text: `Exploration of ${p.boxId}: ${p.phases} of 4 combat phases`, visibleTo: [side], data: { phases: p.phases } });
      continue;
    }
    const die = rollEvent(ctx, { purpose: `exploration ${p.boxId}`, text: `${side} exploration roll for ${p.boxId}`, kind: 'exploration-roll', side, boxId: p.boxId, visibleTo: [side] });
    if (explorationSucceeds(die.result)) {
      p.status = 'returning';
      const state = (world.boxes[p.boxId] ??= { owner: null });
      state.exploredBy = side;
      emit(ctx, { kind: 'exploration-success', side, boxId: p.boxId, text: `${p.boxId} explored: the explorer must return to the capital`, visibleTo: [side] });
    } else {
      p.status = 'failed';
      emit(ctx, { kind: 'exploration-failed', side, boxId: p.boxId, text: `${p.boxId}: exploration roll failed${world.settings.exploreAgainAfterFailedRoll ? '; it may be explored again' : ''}`, visibleTo: [side], data: { roll: true } });
    }
  }
  // New projects: an EX in the system and own ground units in an explorable box.
  for (const system of world.map.systems) {
    for (const box of system.boxes) {
      if (!explorable(ctx, system, box)) continue;
      if (world.explorations.some((p) => p.boxId === box.id && (p.status === 'active' || p.status === 'returning'))) continue;
      if (!world.settings.exploreAgainAfterFailedRoll && world.explorations.some((p) => p.boxId === box.id && p.status === 'failed' && p.phases >= 4)) continue;
      const ex = world.units.find((u) => u.owner === side && classOf(world, u).code === 'EX' && placeOfUnit(world, u)?.systemId === system.id && !world.explorations.some((p) => p.explorerId === u.id && (p.status === 'active' || p.status === 'returning')));
      const troops = world.units.filter((u) => u.owner === side && u.loc.kind === 'box' && u.loc.boxId === box.id && classOf(world, u).category === 'ground');
      if (!ex || troops.length === 0) continue;
      if (reactionPhase && !ex.reaction && !troops.some((t) => t.reaction)) continue;
      const project: Exploration = { boxId: box.id, systemId: system.id, side, explorerId: ex.id, troopIds: troops.map((t) => t.id), phases: world.settings.explorationLandingCounts ? 1 : 0, status: 'active' };
      world.explorations.push(project);
      emit(ctx, { kind: 'exploration-start', side, boxId: box.id, systemId: system.id, unitIds: [ex.id, ...project.troopIds], text: `${side} begins exploring ${box.name} with ${ex.id} and ${project.troopIds.join(', ')} (${project.phases} of 4)`, visibleTo: [side] });
    }
  }
}

/** End of any phase: explorers back at the capital roll on the technology table (DN §11.0). */
export function checkReturns(ctx: Ctx): void {
  const world = ctx.world;
  for (const p of world.explorations) {
    if (p.status !== 'returning') continue;
    const capital = capitalOf(world, p.side);
    const ex = world.units.find((u) => u.id === p.explorerId);
    if (!ex) {
      p.status = 'failed';
      emit(ctx, { kind: 'exploration-failed', side: p.side, boxId: p.boxId, text: `The explorer of ${p.boxId} was lost before reaching the capital`, visibleTo: [p.side] });
      continue;
    }
    const home = (id: string) => {
      const u = world.units.find((x) => x.id === id);
      return !u || placeOfUnit(world, u)?.systemId === capital?.system.id;
    };
    if (!capital || !home(ex.id)) continue;
    if (world.settings.explorationReturn === 'explorer-and-troops' && !p.troopIds.every(home)) continue;
    const column = mapIndex(world.map).boxes.get(p.boxId)?.box.techColumn ?? 'Osa';
    const die = rollEvent(ctx, { purpose: `technology ${column}`, text: `${p.side} technology application roll, column ${column}`, kind: 'tech-roll', side: p.side, boxId: p.boxId, visibleTo: [p.side] });
    const result = techResult(column, die.result);
    world.sides[p.side].tech.push({ column, result, turn: world.turn });
    p.status = 'done';
    const effect = result === 'none' ? null : world.settings.techEffects[result];
    emit(ctx, { kind: 'tech-result', side: p.side, boxId: p.boxId, text: `Technology: ${TECH_NAMES[result]}${effect ? ` (GM effect: ${JSON.stringify(effect)})` : ''}, from the next own M&P phase`, visibleTo: [p.side], data: { column, result } });
  }
}
