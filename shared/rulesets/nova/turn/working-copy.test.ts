/**
 * The turn's working copy (issue 18): runTurn copies the world once and each step changes that
 * copy in place (StepInput.owned), where every step used to deep-copy the whole world. Proven
 * here on the sample game's three turns and on a generated game:
 * - the run is the one the steps give when each works on a copy of its own (the old way), byte
 *   for byte: world, events, dice, warnings and battles;
 * - nothing a step reported is changed by a later step, and the caller's world, orders and
 *   rulings are never changed: they are deep-frozen (a write to a frozen object throws in
 *   strict-mode modules), the input before the run and each step's output as it comes.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { playSample, turnInput } from '../../../../test/unit/nova/sample-play';
import { benchGame } from '../../../../bench/nova/turn/game';
import { applyRulings } from './rulings';
import { canonicalWorld, runTurn, STEP_FUNCTIONS, turnSeed, type RunTurnInput } from './run-turn';
import type { TurnDecisions, TurnStep, TurnWorld } from './types';
import type { StepOutput } from './step';

function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  return Object.freeze(value);
}

/** The run as the steps give it when each copies the world it is given (no `owned`), as runTurn did before. */
function runCopying(input: RunTurnInput & { decisions: TurnDecisions }) {
  let world: TurnWorld = canonicalWorld(input.world);
  let rng = seedRng(turnSeed(input.seed, input.world.turn));
  const events: unknown[] = [];
  const rolls: unknown[] = [];
  const warnings: unknown[] = [];
  const battles: unknown[] = [];
  for (let i = 0; i < STEP_FUNCTIONS.length; i++) {
    const { step, run } = STEP_FUNCTIONS[i] as (typeof STEP_FUNCTIONS)[number];
    const out = run({ world, orders: input.orders, decisions: input.decisions, rng, settings: input.settings ?? {} });
    world = out.world;
    rng = out.rng;
    events.push(...out.events);
    rolls.push(...out.rolls);
    warnings.push(...(out.warnings ?? []));
    battles.push(...(out.battles ?? []));
    if (STEP_FUNCTIONS[i + 1]?.step !== step) {
      const ruled = applyRulings(world, input.decisions, step as TurnStep);
      world = ruled.world;
      events.push(...ruled.events);
    }
  }
  return { world, events, rolls, warnings, battles };
}

function check(input: RunTurnInput & { decisions: TurnDecisions }) {
  const expected = JSON.stringify(runCopying(input));
  deepFreeze(input);
  const run = runTurn(input, {
    afterStep: (_step: TurnStep, out: StepOutput) => {
      deepFreeze(out.events);
      deepFreeze(out.rolls);
      deepFreeze(out.warnings ?? []);
      deepFreeze(out.battles ?? []);
    },
  });
  expect(run.stoppedAt).toBeNull();
  const events = run.events.map(({ seq: _seq, ...e }) => e);
  expect(JSON.stringify({ world: run.world, events, rolls: run.rolls, warnings: run.warnings.filter((w) => w.code !== 'NO-ORDERS'), battles: run.battles })).toBe(expected);
}

describe("the turn's working copy", () => {
  it('gives the same run as a copy per step on the sample game, and changes nothing it was given or reported', () => {
    for (const played of playSample(3)) check({ ...turnInput(played.before), decisions: played.auto.decisions });
  });

  it('does the same on a generated game with battles entered', () => {
    const game = benchGame({ empires: 4, systems: 80, unitsPerEmpire: 60, linesPerEmpire: 60, seed: 'working-copy' });
    const decisions: TurnDecisions = { battles: {} };
    for (let pass = 0; pass < 4; pass++) {
      const run = runTurn({ world: game.world, orders: game.orders, decisions, seed: 'working-copy' });
      if (run.pending.length === 0) break;
      for (const b of run.pending) (decisions.battles as NonNullable<TurnDecisions['battles']>)[b.id] = { value: { how: 'entered', destroyed: [], damaged: [], retreated: [] }, note: 'test' };
    }
    check({ world: game.world, orders: game.orders, decisions, seed: 'working-copy' });
  });
});
