/**
 * A turn of Galactic Domination as a pipeline of the rulebook's phases (GD §11.1 ORDER OF PLAY) with their
 * turn conditions (AA at turn 4, D in turns 4–6, Encounter Cards in turns 1–3), and the Exploration Phase
 * looping over the movement segments (G-i to G-vii):
 * `(world, inputs, rngState) → { world, events, rngState, pending }`.
 *
 * Both modes go through the same steps. 'mail' takes every open choice from a standing order or the house
 * rules' default (logged). 'live' stops at the first decision nobody answered, or after `until`; to go on,
 * run the same turn again from the same world and dice with the answers added: the same dice fall, so the
 * turn replays up to the decision and continues (nothing half-done is ever stored).
 */
import { seedRng, type RngState } from '../../../rng';
import { segmentsFor } from '../rules/movement-chart';
import { isDiscoveryTurn } from '../rules/discovery-chart';
import { canonical, type World } from '../world/world';
import { collation, diplomacy, markerMove, playCards, specialPurchases, stimulusDraw, tacticsDraw } from './cards-phases';
import { hexBattles } from './combat';
import { TurnContext } from './context';
import { construction, income } from './economy';
import { encounters } from './encounters';
import { updateKnowledge } from './knowledge';
import type { PhaseId, RunOptions, TurnInputs, TurnResult } from './model';
import { movementSegment } from './movement';
import { organiseFleets } from './organise';
import { discoveryPhase, placement } from './placement';
import { applyLoads, carriedTransfer } from './segment-end';
import { reset, victory } from './victory';

/** The dice of a turn, derived from the game's seed (so any turn replays exactly). */
export function turnRng(seed: string, turn: number): RngState {
  return seedRng(`${seed}/galactic-domination/turn/${turn}`);
}

interface PhaseDef {
  readonly id: PhaseId;
  /** GD §11.1: AA only at the start of turn 4; D in turns 4–6. */
  readonly when?: (turn: number) => boolean;
  readonly run: (ctx: TurnContext) => void;
}

export const PHASES: readonly PhaseDef[] = [
  { id: 'AA', when: (t) => t === 4, run: collation },
  { id: 'A', run: markerMove },
  { id: 'B', run: stimulusDraw },
  { id: 'C', run: tacticsDraw },
  { id: 'D', when: isDiscoveryTurn, run: discoveryPhase },
  { id: 'E', run: (ctx) => {
    diplomacy(ctx);
    playCards(ctx, 'E');
  } },
  { id: 'F', run: placement },
  { id: 'G', run: exploration },
  { id: 'H', run: income },
  { id: 'I', run: (ctx) => {
    specialPurchases(ctx);
    playCards(ctx, 'I');
  } },
  { id: 'J', run: construction },
  { id: 'K', run: victory },
  { id: 'L', run: reset },
];

/** Movement segments this turn (GD §11.5; digest A-22 setting). */
export function segmentsThisTurn(ctx: TurnContext): number {
  if (ctx.world.rules.segmentChart === 'always-three') return 3;
  const fastest = Math.max(0, ...ctx.world.fleets.map((f) => ctx.fleetSpeed(f.id)));
  return segmentsFor(fastest, ctx.world.rules.twoSegmentChart);
}

/** G Exploration Phase: the segments, each with movement, encounters, battles and the end-of-segment steps. */
function exploration(ctx: TurnContext): void {
  organiseFleets(ctx);
  applyLoads(ctx);
  ctx.segments = segmentsThisTurn(ctx);
  ctx.event('segments', 'all', `${ctx.segments} movement segments this turn`, { rule: 'GD §11.5', data: { segments: ctx.segments } });
  for (let s = 1; s <= ctx.segments; s++) {
    ctx.segment = s;
    movementSegment(ctx, s);
    playCards(ctx, `SEG${s}`);
    if (ctx.stopped) return;
    encounters(ctx);
    if (ctx.stopped) return;
    hexBattles(ctx);
    if (ctx.stopped) return;
    carriedTransfer(ctx);
    // Physical dice a step rolled without asking (live mode): stop and ask for them before going on.
    if (ctx.diceMissing(`T${ctx.turn}.S${s}`, 'gm', `Segment ${s}: type in the dice`)) return;
    updateKnowledge(ctx);
    ctx.checkpoint({ segment: s });
    if (ctx.stopped) return;
  }
  ctx.segment = null;
}

/**
 * Runs the turn `world.turn` (GD §11.1). The world given is never changed. `rng` defaults to the turn's
 * own dice (turnRng(seed, turn)).
 */
export function runTurn(world: World, inputs: TurnInputs, rng: RngState = turnRng(world.seed, world.turn), options: RunOptions = { mode: 'mail' }): TurnResult<World> {
  const ctx = new TurnContext(canonical(world), inputs, rng, options);
  if (world.table.winners.length > 0 || world.turn > world.rules.turns) {
    ctx.event('game-over', 'all', `The game is over (turn ${world.turn - 1} of ${world.rules.turns} played)`, { rule: 'GD §11.0, §13' });
  }
  for (const phase of PHASES) {
    if (phase.when && !phase.when(ctx.turn)) continue;
    ctx.phase = phase.id;
    ctx.segment = null;
    phase.run(ctx);
    if (ctx.stopped) break;
    if (ctx.diceMissing(`T${ctx.turn}.${phase.id}`, 'gm', `Phase ${phase.id}: type in the dice`)) break;
    if (phase.id !== 'L') updateKnowledge(ctx);
    ctx.checkpoint({ phase: phase.id });
    if (ctx.stopped) break;
  }
  const done = ctx.world.turn === world.turn + 1 && ctx.pending.length === 0;
  return { world: canonical(ctx.world), events: ctx.events, dice: ctx.dice.events, rngState: ctx.dice.state, pending: ctx.pending, battles: ctx.battles, openBattle: ctx.openBattle, done, stoppedAt: ctx.stopped };
}
