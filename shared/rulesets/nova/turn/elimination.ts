/**
 * NOVA: PLAYER ELIMINATION (8.2): "Players are eliminated from the game when their last world is
 * lost and they can't create another world. If they have the means to create a world it must be
 * done with all possible dispatch. The Game Master will enforce elimination if this is not done
 * within the minimum possible number of turns."
 *
 * At the end of each turn, an empire holding no World (status World, or its Home Star) is checked:
 * - without the means to create one it is eliminated now. The means: colony units (C) enough to
 *   bring a planet of Type 5–8 it holds to 3 colonies, or 3 of them for a new one (colonies are
 *   built only at a World, NOVA 4.2, so no more can be bought);
 * - with the means it has a number of turns to create one (setting *Turns to create a new World*,
 *   default 3: the book's "minimum possible number of turns" depends on the map, the GM judges it);
 *   a warning each turn says by when; eliminated when the time is out.
 * Elimination is recorded on the empire (`nova.eliminatedTurn`), told to it and to the GM (a
 * ruling event with the reason), and warned (ELIMINATED). An eliminated empire is not checked
 * again; the GM overrides by reopening the turn (docs/nova-turn.md, "Player elimination").
 */
import type { Empire } from '../../../model/entities';
import { maxColonies } from '../economy';
import { ownEvent, type TurnEvent } from './events';
import { workingWorld } from './fleet';
import { withNova } from './research-state';
import { turnSettingsOf } from './settings';
import type { TurnWarning, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

interface EliminationState {
  eliminatedTurn?: number;
  /** The first turn that ended with the empire holding no World. */
  worldlessSince?: number;
}

export function eliminationStateOf(empire: Empire): EliminationState {
  const nova = (empire as { nova?: unknown }).nova;
  if (typeof nova !== 'object' || nova === null) return {};
  const { eliminatedTurn, worldlessSince } = nova as Record<string, unknown>;
  return { ...(typeof eliminatedTurn === 'number' ? { eliminatedTurn } : {}), ...(typeof worldlessSince === 'number' ? { worldlessSince } : {}) };
}

/** Whether the empire holds a World (status World, or its own Home Star). */
export function holdsWorld(world: TurnWorld, empireId: string): boolean {
  return world.systems.some((s) => s.ownerId === empireId && (s.status === 'world' || s.homeStar));
}

/** Whether the empire has the colonies to create a World: enough C units for a Type 5–8 planet it holds, or 3. */
export function meansToCreateWorld(world: TurnWorld, empireId: string): boolean {
  const colonies = world.units.filter((u) => u.empireId === empireId && ['C', 'COL'].includes(u.kind.toUpperCase())).length;
  if (colonies >= 3) return true;
  return world.systems.some((s) => s.ownerId === empireId && maxColonies(s.type) >= 3 && 3 - s.colonies <= colonies);
}

export function eliminationStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const grace = turnSettingsOf(input.settings).eliminationGraceTurns;
  world.empires = world.empires.map((empire) => {
    const state = eliminationStateOf(empire);
    if (state.eliminatedTurn !== undefined) return empire;
    if (holdsWorld(world, empire.id)) return state.worldlessSince === undefined ? empire : withNova(empire, { worldlessSince: undefined });
    const since = state.worldlessSince ?? world.turn;
    const means = meansToCreateWorld(world, empire.id);
    const deadline = since + grace;
    if (means && world.turn < deadline) {
      warnings.push({ step: 'end', code: 'NO-WORLD', empireId: empire.id, message: `${empire.name} holds no World: it has the colonies to create one and must do so by the end of turn ${deadline}, or be eliminated (NOVA 8.2; setting *Turns to create a new World*)` });
      return withNova(empire, { worldlessSince: since });
    }
    const reason = means ? `no World created within ${grace} turn${grace === 1 ? '' : 's'} of losing the last one` : 'its last World is lost and it has not the colonies to create another';
    events.push(ownEvent('end', empire.id, null, { kind: 'ruling', what: 'elimination (NOVA 8.2 PLAYER ELIMINATION)', value: `${empire.name} is eliminated`, note: reason }));
    warnings.push({ step: 'end', code: 'ELIMINATED', empireId: empire.id, message: `${empire.name} is eliminated: ${reason} (NOVA 8.2)` });
    return withNova(empire, { eliminatedTurn: world.turn, worldlessSince: since });
  });
  return { world, events, rolls: [], rng: input.rng, warnings };
}
